package hostcc

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Args is the part of a g++ command line that can change what the compiler
// predefines or which system directories it searches: the language standard
// and a normalized list of flags. The driver keys the host configuration on it,
// so two command lines that differ only in flags with no such effect (-Wall,
// -g, -I, -D, ...) share one probe.
//
// -D, -U, -I, -isystem, -iquote, -idirafter, -include and -imacros are
// dropped: they are the preprocessor's own options (pp.Options), applied after
// the host's predefines, so for example -D_GLIBCXX_ASSERTIONS does not change
// the host configuration.
type Args struct {
	// Std is the normalized standard ("c++17", "gnu++20"); "" when the command
	// line names none (the compiler's default then applies).
	Std string
	// Flags are the kept flags, normalized: the last of a -fX/-fno-X (or
	// -mX/-mno-X) pair wins, the last -O wins and is spelled -O (any level that
	// optimizes for speed), -Os (-Os, -Oz) or -Ofast, -O0 and the defaults
	// -fexceptions, -frtti and -fthreadsafe-statics vanish, a repeated flag keeps
	// its last place, and a flag that takes a separate argument is joined to it
	// ("-isysroot /x" becomes "-isysroot=/x").
	Flags []string
	// Native is set by -march=native, -mtune=native or -mcpu=native: the answer
	// then depends on the machine's CPU, so the cache key names the host.
	Native bool
}

// ParseArgs reads g++-style flags (as given after -Xcompiler, or a CXXFLAGS
// list). A flag it does not know, or one that would hide preprocessor options
// from it (-Wp,..., -Xpreprocessor), is an error naming its position: guessing
// wrong would silently change the predefined macros.
func ParseArgs(args []string) (Args, error) {
	var a Args
	var kept []string
	for i := 0; i < len(args); i++ {
		f := args[i]
		next := func() (string, error) {
			if i+1 >= len(args) {
				return "", fmt.Errorf("hostcc: flag %d %q: missing argument", i+1, f)
			}
			i++
			return args[i], nil
		}
		switch {
		case f == "":
			return a, fmt.Errorf("hostcc: flag %d: empty argument", i+1)
		case f[0] != '-' || f == "-":
			return a, fmt.Errorf("hostcc: flag %d %q: not a flag (an input file among host compiler flags?)", i+1, f)
		case strings.HasPrefix(f, "-std=") || strings.HasPrefix(f, "--std="):
			std, err := NormalizeStd(f[strings.IndexByte(f, '=')+1:])
			if err != nil {
				return a, fmt.Errorf("hostcc: flag %d %q: %v", i+1, f, err)
			}
			a.Std = std
		case f == "-ansi":
			a.Std = "c++98"
		case f == "-Xpreprocessor" || strings.HasPrefix(f, "-Wp,"):
			return a, fmt.Errorf("hostcc: flag %d %q: passes options straight to the preprocessor; give them as ordinary flags", i+1, f)
		case slices.Contains(dirArgFlags, f):
			v, err := next()
			if err != nil {
				return a, err
			}
			kept = append(kept, f+"="+v)
		case dirArgPrefix(f):
			kept = append(kept, f)
		case slices.Contains(keptFlags, f):
			kept = append(kept, f)
		case slices.Contains(dropArgFlags, f):
			if _, err := next(); err != nil {
				return a, err
			}
		case dropped(f):
		case strings.HasPrefix(f, "-O"):
			kept = append(kept, normalizeO(f))
		case strings.HasPrefix(f, "-f") || strings.HasPrefix(f, "-m"):
			if isNative(f) {
				a.Native = true
			}
			kept = append(kept, f)
		default:
			return a, fmt.Errorf("hostcc: flag %d %q: unknown; cannot tell whether it changes g++'s predefined macros", i+1, f)
		}
	}
	a.Flags = normalizeFlags(kept)
	return a, nil
}

// dirArgFlags take a separate argument and change the system search list.
var dirArgFlags = []string{"--sysroot", "-isysroot", "-B", "-imultilib", "-imultiarch", "-target", "--target", "--gcc-toolchain"}

// dirArgPrefix reports the attached forms of flags that change the system
// search list.
func dirArgPrefix(f string) bool {
	for _, p := range []string{"--sysroot=", "-isysroot", "-B", "-specs=", "--specs=", "-stdlib=", "--target=", "--gcc-toolchain="} {
		if strings.HasPrefix(f, p) && len(f) > len(p) {
			return true
		}
	}
	return f == "-nostdinc" || f == "-nostdinc++"
}

// keptFlags are the flags outside the -f/-m/-O families known to change
// predefined macros (-pthread defines _REENTRANT, -undef removes them all,
// -pedantic drops __cpp_runtime_arrays).
var keptFlags = []string{"-pthread", "-pthreads", "-undef", "-p", "-pg", "-pedantic", "-pedantic-errors", "-Wpedantic"}

// dropArgFlags take a separate argument and change neither predefined macros
// nor the system search list.
var dropArgFlags = []string{
	"-o", "-x", "-I", "-D", "-U", "-L", "-l", "-MF", "-MT", "-MQ", "-include", "-imacros",
	"-isystem", "-iquote", "-idirafter", "-iprefix", "-iwithprefix", "-iwithprefixbefore",
	"--param", "-Xlinker", "-Xassembler", "-T", "-u", "-z", "-aux-info",
}

// droppedExact and droppedPrefixes are flags that change neither predefined
// macros nor the system search list: output selection, warnings, debug
// information, linking, and code generation with no macro of its own.
// TestDroppedFlagsDoNotChangeTheProbe checks each example against g++.
var droppedExact = []string{
	"-c", "-S", "-E", "-v", "-pipe", "-w", "-s", "-shared", "-static", "-static-pie",
	"-static-libgcc", "-static-libstdc++", "-shared-libgcc", "-rdynamic", "-pie", "-no-pie",
	"--coverage", "-save-temps", "-time", "-P", "-C", "-CC",
	"-H", "-fpermissive", "-fpch-preprocess", "-fworking-directory", "-fno-working-directory",
}

var droppedPrefixes = []string{
	"-W", "-g", "-D", "-U", "-I", "-L", "-l", "-M", "-isystem", "-iquote", "-idirafter",
	"-include", "-imacros", "-iprefix", "-iwithprefix", "-x", "-o", "-save-temps=", "-Xlinker=",
	"--param=", "-flto", "-fno-lto", "-fuse-ld=", "-fdiagnostics-", "-fno-diagnostics-",
	"-fmessage-length=", "-fmax-errors=", "-ftemplate-backtrace-limit=", "-ftemplate-depth=",
	"-fconstexpr-depth=", "-fconstexpr-loop-limit=", "-fconstexpr-ops-limit=", "-fvisibility",
	"-fdebug-prefix-map=", "-ffile-prefix-map=", "-fmacro-prefix-map=", "-fdump-", "-fopt-info",
	"-fprofile-", "-fno-profile-", "-ftest-coverage", "-fcolor-diagnostics", "-fno-color-diagnostics",
	"-fstack-usage", "-fcallgraph-info", "-frecord-gcc-switches", "-fno-record-gcc-switches",
	"-fverbose-asm", "-fno-verbose-asm", "-fdiagnostics-color", "-fpch-deps",
}

// droppedBooleans are -fX / -fno-X switches with no macro of their own.
var droppedBooleans = []string{
	"strict-aliasing", "function-sections", "data-sections", "omit-frame-pointer", "common",
	"plt", "semantic-interposition", "asynchronous-unwind-tables", "unwind-tables", "ident",
	"strict-overflow", "tree-vectorize", "inline-functions", "merge-constants", "wrapv",
	"delete-null-pointer-checks", "stack-clash-protection", "use-cxa-atexit", "gnu-unique",
	"show-column", "pretty-templates", "elide-type", "keep-inline-functions", "implement-inlines",
	"implicit-templates", "implicit-inline-templates", "strict-enums", "ipa-pta", "unroll-loops",
	"jump-tables",
}

func dropped(f string) bool {
	if slices.Contains(droppedExact, f) {
		return true
	}
	for _, p := range droppedPrefixes {
		if strings.HasPrefix(f, p) {
			return true
		}
	}
	if name, ok := strings.CutPrefix(f, "-f"); ok && !strings.Contains(name, "=") {
		name = strings.TrimPrefix(name, "no-")
		return slices.Contains(droppedBooleans, name)
	}
	return false
}

// normalizeO spells an optimization level the way it changes macros: gcc
// defines __OPTIMIZE__ for every level above 0, adds __OPTIMIZE_SIZE__ for -Os
// and -Oz, and -Ofast adds -ffast-math's macros.
func normalizeO(f string) string {
	switch level := f[2:]; level {
	case "0":
		return "-O0" // dropped once it is known to be the last level
	case "s", "z":
		return "-Os"
	case "fast":
		return "-Ofast"
	default:
		return "-O"
	}
}

func isNative(f string) bool {
	for _, p := range []string{"-march=", "-mtune=", "-mcpu="} {
		if v, ok := strings.CutPrefix(f, p); ok && v == "native" {
			return true
		}
	}
	return false
}

// defaultFlags are C++ defaults in every g++ (and clang++), so naming them
// changes nothing.
var defaultFlags = []string{"-fexceptions", "-frtti", "-fthreadsafe-statics"}

// normalizeFlags applies last-wins and dedup rules, keeping the order of the
// surviving flags.
func normalizeFlags(kept []string) []string {
	family := func(f string) string {
		switch {
		case strings.HasPrefix(f, "-O"):
			return "-O"
		case f == "-m32" || f == "-m64" || f == "-mx32" || f == "-m16":
			return "-m<bits>"
		case strings.Contains(f, "="):
			if strings.HasPrefix(f, "-m") {
				// -march=, -mtune=, -mfpmath=: one value each.
				return f[:strings.IndexByte(f, '=')+1]
			}
			return f // -fsanitize=a -fsanitize=b accumulate
		case strings.HasPrefix(f, "-fno-"):
			return "-f" + f[5:]
		case strings.HasPrefix(f, "-mno-"):
			return "-m" + f[5:]
		}
		return f
	}
	last := map[string]int{}
	for i, f := range kept {
		last[family(f)] = i
	}
	var out []string
	for i, f := range kept {
		if last[family(f)] != i {
			continue
		}
		if f == "-O0" || slices.Contains(defaultFlags, f) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// Key is the readable cache-key form of the arguments.
func (a Args) Key() string {
	var b strings.Builder
	b.WriteString("std=")
	b.WriteString(a.Std)
	b.WriteString(" flags=")
	for i, f := range a.Flags {
		if i > 0 {
			b.WriteByte(' ')
		}
		if strings.ContainsAny(f, " \t\n\"\\") {
			f = strconv.Quote(f)
		}
		b.WriteString(f)
	}
	return b.String()
}

// CommandLine returns the flags to pass the compiler: -std first, then the
// kept flags with joined arguments split again where g++ wants them apart.
func (a Args) CommandLine() []string {
	var out []string
	if a.Std != "" {
		out = append(out, "-std="+a.Std)
	}
	for _, f := range a.Flags {
		if name, val, ok := strings.Cut(f, "="); ok && slices.Contains(dirArgFlags, name) {
			out = append(out, name, val)
			continue
		}
		out = append(out, f)
	}
	return out
}

// stdAliases maps g++'s alternative names to the ones cufe uses.
var stdAliases = map[string]string{
	"c++03": "c++98", "gnu++03": "gnu++98",
	"c++0x": "c++11", "gnu++0x": "gnu++11",
	"c++1y": "c++14", "gnu++1y": "gnu++14",
	"c++1z": "c++17", "gnu++1z": "gnu++17",
	"c++2a": "c++20", "gnu++2a": "gnu++20",
	"c++2b": "c++23", "gnu++2b": "gnu++23",
	"c++2c": "c++26", "gnu++2c": "gnu++26",
}

// NormalizeStd returns the canonical spelling of a C++ -std value ("c++1z"
// becomes "c++17"). A C standard or anything not of the c++NN / gnu++NN shape is
// an error; a future year passes through for a newer compiler to judge.
func NormalizeStd(s string) (string, error) {
	if c, ok := stdAliases[s]; ok {
		return c, nil
	}
	year, ok := strings.CutPrefix(s, "c++")
	if !ok {
		year, ok = strings.CutPrefix(s, "gnu++")
	}
	if !ok || len(year) != 2 || year[0] < '0' || year[0] > '9' || year[1] < '0' || year[1] > '9' {
		return "", fmt.Errorf("not a C++ standard (want c++NN or gnu++NN)")
	}
	return s, nil
}
