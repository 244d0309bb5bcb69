package pp

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// MacroArg is one -D or -U from the command line, kept in command-line order.
type MacroArg struct {
	Undef bool   // -U NAME
	Text  string // NAME, NAME=VALUE or NAME(ARGS)=VALUE
}

// Host answers what depends on the host C++ compiler: its predefined macros,
// its system include directories and its __has_* tables. hostcc.Config
// implements it.
type Host interface {
	// Predefines returns the compiler's predefined macros as #define lines, as
	// `g++ -dM -E` prints them.
	Predefines() string
	// SystemIncludeDirs returns the <...> search list that follows -I and
	// -isystem directories (gcc's "#include <...> search starts here").
	SystemIncludeDirs() []string
	HasBuiltin(name string) int
	HasAttribute(name string) int
	HasCppAttribute(scope, name string) int
}

// Options control one preprocessing run.
type Options struct {
	Std      string     // "c++17", "c++20", "gnu++17", ...
	Macros   []MacroArg // -D and -U in order
	Includes []string   // -include FILE, in order, before the main file

	QuoteDirs  []string // -iquote
	AngledDirs []string // -I
	SystemDirs []string // -isystem
	AfterDirs  []string // -idirafter

	Host Host // predefined macros and system directories; nil: none at all

	// Extra predefined macros added after the host's and before -D/-U (CUDA
	// mode adds nvcc's here), as #define lines.
	ExtraPredefines string
	// ExtraSystemDirs are searched before the host's system directories (the
	// toolkit's include directory in CUDA mode, as nvcc passes it).
	ExtraSystemDirs []string

	// ReadFile reads a file; nil means os.ReadFile. A toolkit with embedded
	// headers wraps it to serve its virtual directory. It may be called from
	// two goroutines at once (the preprocessor's and its prefetcher's).
	ReadFile func(path string) ([]byte, error)

	// MaxIncludeDepth bounds #include nesting (default 200, as gcc).
	MaxIncludeDepth int

	// OnFault, when set, lets the preprocessor read the larger headers
	// from the disk by mapping them into memory instead of copying them
	// (see mapfile_unix.go): a third fewer page faults and no copy. A
	// mapped file that another process truncates while the TU is
	// preprocessed faults when its text is touched, so the caller must make
	// every goroutine of its own that touches the token texts turn faults
	// into panics (debug.SetPanicOnFault) and handle them (FaultError); the
	// preprocessor's own goroutines (those reading and lexing ahead, the
	// piped printer's) call OnFault, which must not return: it ends the
	// process (or, in a test, the goroutine, with runtime.Goexit). Only a
	// one-shot run (cufe cpp) sets it: the mappings are never undone.
	OnFault func(error)

	// DeviceMacros, when set, names the macros the device side's
	// preprocessing of the same source defines differently (__CUDA_ARCH__
	// and its kin): the output tokens that may then differ there are marked
	// token.DeviceDependent (see devicetaint.go).
	DeviceMacros []string
	// DeviceDefinitions holds, for some of DeviceMacros, the body the
	// device side defines it with (object-like: `#define NAME BODY`); a
	// name without one is undefined there or defined otherwise. It lets a
	// #if that reads one of them be answered for the device side too
	// (`__CUDA_ARCH__ >= 350`, see condtaint.go).
	DeviceDefinitions map[string]string
}

func (o *Options) readFile(path string) ([]byte, error) {
	if o.ReadFile != nil {
		return o.ReadFile(path)
	}
	return readWholeFile(path, o.OnFault != nil)
}

// dirListings returns listings of the directories the include search
// probes, when files are read from the disk (not through ReadFile).
func (o *Options) dirListings() *dirListings {
	if o.ReadFile != nil {
		return nil
	}
	return newDirListings()
}

// readAhead is readFile for the prefetcher: false when path is not a
// regular file, which only the preprocessor may read (it could block); the
// file's identity, and known's text for it when known has it (see
// readRegularFile).
func (o *Options) readAhead(path string, known func(fileID) []byte) ([]byte, bool, fileID, error) {
	if o.ReadFile != nil {
		b, err := o.ReadFile(path)
		return b, true, fileID{}, err
	}
	return readRegularFile(path, known, o.OnFault != nil)
}

// Result is a preprocessed translation unit.
type Result struct {
	Files  *source.FileSet
	Main   *source.File  // the main file
	Tokens []token.Token // the output token stream, EOF excluded
	// Closure lists every file read (the main file first, then each header the
	// first time it was opened), as cleaned absolute paths. It is what the build
	// cache keys on and what -M prints.
	Closure []string
	// Headers lists the headers read, in first-read order, spelled as found
	// (what -M prints), with whether each came from a system directory.
	Headers []Header
	// Missing lists the include names that were looked up and not found (for
	// __has_include probes that fail), so the cache can notice a header
	// appearing later.
	Missing []string
	// DeviceFiles lists, with Options.DeviceMacros set, the files (as
	// source.File names) where the device side's preprocessing may read
	// otherwise: those holding a device-dependent conditional directive,
	// the invocation of a macro the device side may define otherwise, or
	// such a name left unexpanded.
	DeviceFiles []string
	// DeviceSkipped lists, with Options.DeviceMacros set, the text the
	// host side skipped in device-dependent conditional groups: what the
	// device side may read there instead (see deviceskipped.go).
	DeviceSkipped []source.Span
}

// NormalizeStd checks a -std value and returns it in gcc's spelling.
func NormalizeStd(std string) (string, error) {
	switch std {
	case "c++11", "c++14", "c++17", "c++20", "c++23", "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23":
		return std, nil
	case "c++0x":
		return "c++11", nil
	case "c++1y":
		return "c++14", nil
	case "c++1z":
		return "c++17", nil
	case "c++2a":
		return "c++20", nil
	case "c++2b":
		return "c++23", nil
	}
	return "", fmt.Errorf("unrecognized -std value %q (cufe supports c++11 to c++23 and their gnu++ forms)", std)
}

// Header is one header file a TU read.
type Header struct {
	Path   string
	System bool
}
