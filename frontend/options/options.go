// Package options parses the command line shared by `cufe cpp`, `cufe check`,
// `cufe compile` and the per-TU flags of `cufe build`: g++-style
// preprocessing flags, nvcc-style CUDA flags, the flags nvcc passes to
// cudafe++, and the diagnostic controls. It also turns them into the
// preprocessor's options by asking for the host compiler and the CUDA toolkit.
package options

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// Options is one parsed command line.
type Options struct {
	Inputs []string

	Std  string // c++11 … c++23, gnu++NN; "" for the host compiler's default (gnu++17 for gcc 12), as nvcc leaves it
	Lang string // "cu", "c++", or "" to decide by file extension

	Macros     []pp.MacroArg
	Includes   []string // -include
	QuoteDirs  []string // -iquote
	AngledDirs []string // -I
	SystemDirs []string // -isystem
	AfterDirs  []string // -idirafter

	// CUDA
	CUDAPath         string   // --cuda-path
	Arches           []string // -arch / --gpu-architecture values, as given
	DeviceArch       string   // --device-arch=sm_NN: preprocess the device side (__CUDA_ARCH__)
	RDC              bool     // -rdc=true, -dc, --device-c
	ExtendedLambda   bool     // --extended-lambda, --expt-extended-lambda
	RelaxedConstexpr bool     // --expt-relaxed-constexpr, --relaxed_constexpr
	HostCompiler     string   // -ccbin / --compiler-bindir / CXX
	AllowUnsupported bool     // -allow-unsupported-compiler: nvcc's __NV_NO_HOST_COMPILER_CHECK

	// Output
	Output        string // -o
	NoLineMarkers bool   // -P
	Deps          DepsOptions

	// Diagnostics
	Diag DiagOptions

	// Flags nvcc passes to cudafe++ that cufe accepts (see Compile).
	Compile CompileOptions
}

// DepsOptions are -M, -MM, -MF, -MD, -MMD, -MT, -MQ, -MP.
type DepsOptions struct {
	Only       bool   // -M or -MM: print dependencies instead of preprocessed output
	NoSystem   bool   // -MM / -MMD: leave out system headers
	WithOutput bool   // -MD / -MMD: write dependencies beside the normal output
	File       string // -MF
	Targets    []string
	Phony      bool // -MP
}

// DiagOptions control what diagnostics are shown and how.
type DiagOptions struct {
	DisplayErrorNumber bool // --display_error_number (default on) / --no_display_error_number
	NoWarnings         bool // -w
	WarningsAsErrors   bool // -Werror / --warning_as_error
	SARIF              bool // --sarif / --output_mode=sarif
	GCCFormat          bool // --diag_format=gcc: file:line:col:
	ErrorLimit         int  // --error_limit=N (-e N)
	Remarks            bool // --remarks
	// Severity overrides in command-line order: Kind is suppress, remark,
	// warning, error, default or once; Items are numbers or tags.
	Overrides []DiagOverride
}

// DiagOverride is one --diag_KIND=list.
type DiagOverride struct {
	Kind  string
	Items []string
}

// CompileOptions are the cudafe++ flags of `cufe compile`.
type CompileOptions struct {
	GnuVersion       int    // --gnu_version=120200
	ClangVersion     int    // --clang_version=N (with --clang)
	Clang            bool   // --clang
	OrigSrcFileName  string // --orig_src_file_name
	OrigSrcPathName  string // --orig_src_path_name
	AllowManaged     bool   // --allow_managed
	M64              bool   // --m64
	ParseTemplates   bool   // --parse_templates
	GenCFileName     string // --gen_c_file_name
	StubFileName     string // --stub_file_name
	GenModuleIDFile  bool   // --gen_module_id_file
	ModuleIDFileName string // --module_id_file_name
	GenDeviceFile    string // --gen_device_file_name
	// IncludeFileName is --include_file_name: the fatbinary source the
	// stub file includes (nvcc gives it to cicc, which writes the stub).
	IncludeFileName string
	// DeviceHiddenVisibility and StaticHostStub are the flags nvcc 12.8+
	// and 13.x pass (--device-hidden-visibility, --static-host-stub).
	DeviceHiddenVisibility bool
	StaticHostStub         bool
	Accepted               []string
}

// IgnoredFlags lists flags nvcc passes to cudafe++ that cufe accepts and that
// change nothing in cufe's output; `--help` names them.
var IgnoredFlags = []string{
	"--m64", "--parse_templates", "--allow_managed", "-tused", "--keep-device-functions",
	"--diag_suppress=...", "--no_warnings", "--timing", "--promote_warnings",
	"--gen_device_file_name", "--static-host-stub",
}

// Error is a command-line error.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func errorf(format string, args ...any) error { return &Error{Msg: fmt.Sprintf(format, args...)} }

// Parse parses args. Unknown options are errors.
func Parse(args []string) (*Options, error) {
	o := &Options{}
	o.Diag.DisplayErrorNumber = true
	for i := 0; i < len(args); i++ {
		a := args[i]
		// value returns the option's value: joined (-Ifoo, --x=foo) or the next argument.
		value := func(prefix string) (string, error) {
			if len(a) > len(prefix) {
				v := a[len(prefix):]
				return strings.TrimPrefix(v, "="), nil
			}
			if i+1 >= len(args) {
				return "", errorf("option %s needs a value", a)
			}
			i++
			return args[i], nil
		}
		if a == "-" || !strings.HasPrefix(a, "-") {
			o.Inputs = append(o.Inputs, a)
			continue
		}
		name := a
		if k := strings.IndexByte(a, '='); k >= 0 && strings.HasPrefix(a, "--") {
			name = a[:k]
		}
		var err error
		var v string
		switch {
		case strings.HasPrefix(a, "-std="), strings.HasPrefix(a, "--std="):
			o.Std = a[strings.IndexByte(a, '=')+1:]
		case name == "--c++11" || name == "--c++14" || name == "--c++17" || name == "--c++20" || name == "--c++23":
			o.Std = a[2:]
		case a == "-x":
			if v, err = value("-x"); err == nil {
				o.Lang, err = parseLang(v)
			}
		case strings.HasPrefix(a, "-D"):
			if v, err = value("-D"); err == nil {
				o.Macros = append(o.Macros, pp.MacroArg{Text: v})
			}
		case strings.HasPrefix(a, "-U"):
			if v, err = value("-U"); err == nil {
				o.Macros = append(o.Macros, pp.MacroArg{Undef: true, Text: v})
			}
		case strings.HasPrefix(a, "-isystem"):
			if v, err = value("-isystem"); err == nil {
				o.SystemDirs = append(o.SystemDirs, v)
			}
		case strings.HasPrefix(a, "-iquote"):
			if v, err = value("-iquote"); err == nil {
				o.QuoteDirs = append(o.QuoteDirs, v)
			}
		case strings.HasPrefix(a, "-idirafter"):
			if v, err = value("-idirafter"); err == nil {
				o.AfterDirs = append(o.AfterDirs, v)
			}
		case a == "-include" || strings.HasPrefix(a, "--preinclude"):
			if v, err = value(name); err == nil {
				o.Includes = append(o.Includes, v)
			}
		case strings.HasPrefix(a, "-I"):
			if v, err = value("-I"); err == nil {
				o.AngledDirs = append(o.AngledDirs, v)
			}
		case name == "--cuda-path":
			o.CUDAPath, err = value(name)
		case name == "-arch" || name == "--gpu-architecture" || strings.HasPrefix(a, "-arch="):
			if v, err = value(strings.SplitN(name, "=", 2)[0]); err == nil {
				o.Arches = append(o.Arches, strings.Split(v, ",")...)
			}
		case name == "--device-arch":
			o.DeviceArch, err = value(name)
		case a == "-rdc=true" || a == "-dc" || a == "--device-c" || a == "-rdc" || a == "--relocatable-device-code=true":
			o.RDC = true
		case a == "-rdc=false" || a == "--relocatable-device-code=false":
			o.RDC = false
		case a == "--extended-lambda" || a == "--expt-extended-lambda" || a == "-extended-lambda":
			o.ExtendedLambda = true
		case a == "--expt-relaxed-constexpr" || a == "--relaxed_constexpr" || a == "-expt-relaxed-constexpr":
			o.RelaxedConstexpr = true
		case a == "-allow-unsupported-compiler" || a == "--allow-unsupported-compiler":
			o.AllowUnsupported = true
		case a == "-ccbin" || name == "--compiler-bindir" || name == "--host-compiler":
			o.HostCompiler, err = value(name)
		case a == "-o":
			o.Output, err = value("-o")
		case a == "-P":
			o.NoLineMarkers = true
		case a == "-M":
			o.Deps.Only = true
		case a == "-MM":
			o.Deps.Only, o.Deps.NoSystem = true, true
		case a == "-MD":
			o.Deps.WithOutput = true
		case a == "-MMD":
			o.Deps.WithOutput, o.Deps.NoSystem = true, true
		case a == "-MP":
			o.Deps.Phony = true
		case strings.HasPrefix(a, "-MF"):
			o.Deps.File, err = value("-MF")
		case strings.HasPrefix(a, "-MT"), strings.HasPrefix(a, "-MQ"):
			if v, err = value(a[:3]); err == nil {
				o.Deps.Targets = append(o.Deps.Targets, v)
			}
		case a == "-w" || a == "--no_warnings":
			o.Diag.NoWarnings = true
		case a == "-Werror" || a == "--warning_as_error" || a == "--promote_warnings":
			o.Diag.WarningsAsErrors = true
		case a == "--display_error_number":
			o.Diag.DisplayErrorNumber = true
		case a == "--no_display_error_number":
			o.Diag.DisplayErrorNumber = false
		case a == "--sarif" || a == "--output_mode=sarif":
			o.Diag.SARIF = true
		case a == "--output_mode=text":
			o.Diag.SARIF = false
		case strings.HasPrefix(a, "--output_mode"):
			return nil, errorf("unrecognized output mode (must be one of text, sarif): %s", strings.TrimPrefix(strings.TrimPrefix(a, "--output_mode"), "="))
		case a == "--diag_format=gcc":
			o.Diag.GCCFormat = true
		case a == "--diag_format=nvidia":
			o.Diag.GCCFormat = false
		case a == "--remarks":
			o.Diag.Remarks = true
		case name == "--error_limit" || a == "-e":
			if v, err = value(name); err == nil {
				o.Diag.ErrorLimit, err = strconv.Atoi(v)
				if err != nil || o.Diag.ErrorLimit < 0 {
					err = errorf("invalid error limit %q", v)
				}
			}
		case strings.HasPrefix(name, "--diag_") || strings.HasPrefix(name, "--diag-") || strings.HasPrefix(name, "-diag-"):
			kind := strings.TrimLeft(name, "-")
			kind = strings.TrimPrefix(strings.TrimPrefix(kind, "diag_"), "diag-")
			switch kind {
			case "suppress", "remark", "warning", "error", "default", "once":
			default:
				return nil, errorf("invalid option: %s", a)
			}
			if v, err = value(name); err == nil {
				o.Diag.Overrides = append(o.Diag.Overrides, DiagOverride{Kind: kind, Items: splitList(v)})
			}
		default:
			handled, e := o.compileFlag(a, name, value)
			if e != nil {
				return nil, e
			}
			if !handled {
				return nil, errorf("invalid option: %s", a)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	if o.Std != "" {
		std, err := pp.NormalizeStd(o.Std)
		if err != nil {
			return nil, err
		}
		o.Std = std
	}
	return o, nil
}

// compileFlag handles the flags nvcc passes to cudafe++.
func (o *Options) compileFlag(a, name string, value func(string) (string, error)) (bool, error) {
	c := &o.Compile
	var err error
	var v string
	switch name {
	case "--gnu_version":
		if v, err = value(name); err == nil {
			c.GnuVersion, err = strconv.Atoi(v)
		}
	case "--clang_version":
		if v, err = value(name); err == nil {
			c.ClangVersion, err = strconv.Atoi(v)
		}
	case "--clang":
		c.Clang = true
	case "--orig_src_file_name":
		c.OrigSrcFileName, err = value(name)
	case "--orig_src_path_name":
		c.OrigSrcPathName, err = value(name)
	case "--allow_managed":
		c.AllowManaged = true
	case "--m64":
		c.M64 = true
	case "--parse_templates":
		c.ParseTemplates = true
	case "--gen_c_file_name":
		c.GenCFileName, err = value(name)
	case "--stub_file_name":
		c.StubFileName, err = value(name)
	case "--gen_module_id_file":
		c.GenModuleIDFile = true
	case "--module_id_file_name":
		c.ModuleIDFileName, err = value(name)
	case "--gen_device_file_name":
		c.GenDeviceFile, err = value(name)
	case "-tused", "--keep-device-functions", "--timing", "--no_code_gen":
		c.Accepted = append(c.Accepted, a)
	case "--include_file_name":
		c.IncludeFileName, err = value(name)
	case "--device-hidden-visibility":
		c.DeviceHiddenVisibility = true
	case "--static-host-stub":
		c.StaticHostStub = true
	default:
		return false, nil
	}
	if err != nil {
		return true, errorf("option %s: %v", name, err)
	}
	return true, nil
}

func parseLang(v string) (string, error) {
	switch v {
	case "cu", "cuda":
		return "cu", nil
	case "c++", "cpp", "c++-cpp-output":
		return "c++", nil
	}
	return "", errorf("language %q not recognized (use -x cu or -x c++)", v)
}

func splitList(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// IsCUDA reports whether input is compiled in CUDA mode.
func (o *Options) IsCUDA(input string) bool {
	switch o.Lang {
	case "cu":
		return true
	case "c++":
		return false
	}
	return strings.EqualFold(filepath.Ext(input), ".cu")
}

// IsPreprocessed reports whether input is already preprocessed (.ii, .i).
func IsPreprocessed(input string) bool {
	switch filepath.Ext(input) {
	case ".ii", ".i":
		return true
	}
	return false
}

// Key returns the normalized options that affect a TU's output, a line
// each, for the build cache: order-insensitive lists are sorted where order
// does not matter to the result (it does for -D/-U and include dirs).
func (o *Options) Key() []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	add("std %s", o.Std)
	add("lang %s", o.Lang)
	for _, m := range o.Macros {
		if m.Undef {
			add("-U%s", m.Text)
		} else {
			add("-D%s", m.Text)
		}
	}
	for _, l := range [][]string{o.Includes, o.QuoteDirs, o.AngledDirs, o.SystemDirs, o.AfterDirs} {
		add("%q", l)
	}
	arches := append([]string(nil), o.Arches...)
	sort.Strings(arches)
	add("arch %v device %s rdc %v xlambda %v relaxed %v unsupported-host %v", arches, o.DeviceArch, o.RDC, o.ExtendedLambda, o.RelaxedConstexpr, o.AllowUnsupported)
	add("diag %+v", o.Diag)
	add("compile %+v", o.Compile)
	return out
}
