package toolchain

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// The functions below build the argument vectors of nvcc's steps, argument
// for argument as `nvcc -dryrun` prints them for CUDA 11.8 and 13.0 (see
// testdata/dryrun-*.txt and commands_test.go). File names are relative:
// every step runs in its own directory holding its inputs.

// Source names a unit's source file for the steps.
type Source struct {
	// Name is the source as nvcc was given it ("src/reduce.cu"): the
	// preprocessor's input and cicc's --orig_src_file_name.
	Name string
	// Path is its absolute path, cicc's --orig_src_path_name.
	Path string
}

// ciccMathFlags are nvcc's defaults for -ftz, -prec-div, -prec-sqrt, -fmad.
var ciccMathFlags = []string{"-ftz=0", "-prec_div=1", "-prec_sqrt=1", "-fmad=1"}

const ciccCmdline = "--cicc-cmdline=-ftz=0 -prec_div=1 -prec_sqrt=1 -fmad=1 "

// newStyle tells the 13.0 spelling from the 11.8 one where they differ
// (nothing between them was recorded; 12.x is assumed to be 11.8's).
func (tc *Toolchain) newStyle() bool { return tc.Toolkit.Major >= 13 }

// macroGroups returns nvcc's macros before and after the user's for the
// step o, as -D/-U arguments.
func (tc *Toolchain) macroGroups(o toolkit.Options) (early, late []pp.MacroArg) {
	marker := pp.MacroArg{Text: "\x00"}
	all := tc.Toolkit.Macros(o, []pp.MacroArg{marker})
	for i, m := range all {
		if m == marker {
			return all[:i], all[i+1:]
		}
	}
	return all, nil
}

func (tc *Toolchain) options(f *Flags, device toolkit.Arch) toolkit.Options {
	return toolkit.Options{
		Device: device, Arches: f.Arches, RDC: f.RDC,
		ExtendedLambda: f.ExtendedLambda, RelaxedConstexpr: f.RelaxedConstexpr,
		AllowUnsupportedCompiler: f.AllowUnsupported,
	}
}

func macroArg(m pp.MacroArg) string {
	if m.Undef {
		return "-U" + m.Text
	}
	return "-D" + m.Text
}

// userMacros are the user's -D/-U as nvcc passes them on: `-D "FOO=1"`.
func userMacros(f *Flags) []string {
	var out []string
	for _, m := range f.Macros {
		if m.Undef {
			out = append(out, "-U", m.Text)
		} else {
			out = append(out, "-D", m.Text)
		}
	}
	return out
}

// includeArgs are the include directories in nvcc's order: the user's -I,
// the toolkit's -I, the user's -isystem, the toolkit's -isystem.
func (tc *Toolchain) includeArgs(f *Flags) []string {
	var out []string
	for _, d := range f.AngledDirs {
		out = append(out, "-I"+d)
	}
	for _, d := range tc.Includes {
		if !d.System {
			out = append(out, "-I"+d.Path)
		}
	}
	for _, d := range f.SystemDirs {
		out = append(out, "-isystem", d)
	}
	for _, d := range tc.Includes {
		if d.System {
			out = append(out, "-isystem", d.Path)
		}
	}
	return out
}

func stdArgs(f *Flags) []string {
	if f.Std == "" {
		return nil
	}
	return []string{"-std=" + f.Std}
}

// Preprocess is nvcc's `g++ -E` step: the device side for arch, or the host
// side (the input of the host front end) when arch is the zero Arch.
func (tc *Toolchain) Preprocess(f *Flags, src Source, arch toolkit.Arch, out string) []string {
	early, late := tc.macroGroups(tc.options(f, arch))
	argv := []string{tc.HostCC}
	i := 0
	if i < len(early) && early[i].Text == "__NV_NO_HOST_COMPILER_CHECK=1" {
		argv = append(argv, macroArg(early[i]))
		i++
	}
	argv = append(argv, stdArgs(f)...)
	// The architecture macros come before -E, the others after it.
	for ; i < len(early); i++ {
		argv = append(argv, macroArg(early[i]))
		if len(early[i].Text) > len("__CUDA_ARCH_LIST__=") && early[i].Text[:len("__CUDA_ARCH_LIST__=")] == "__CUDA_ARCH_LIST__=" {
			i++
			break
		}
	}
	argv = append(argv, "-E", "-x", "c++")
	for ; i < len(early); i++ {
		argv = append(argv, macroArg(early[i]))
	}
	argv = append(argv, tc.includeArgs(f)...)
	argv = append(argv, userMacros(f)...)
	for _, m := range late {
		argv = append(argv, macroArg(m))
	}
	for _, inc := range append([]string{"cuda_runtime.h"}, f.Includes...) {
		argv = append(argv, "-include", inc)
	}
	return append(argv, "-m64", src.Name, "-o", out)
}

// frontEndFlags are the flags cicc and cudafe++ share, up to the
// architecture.
func (tc *Toolchain) frontEndFlags(f *Flags, src Source) []string {
	argv := []string{f.cppDialect()}
	if tc.newStyle() {
		if !f.RDC {
			argv = append(argv, "--static-host-stub")
		}
		argv = append(argv, "--device-hidden-visibility")
	}
	argv = append(argv, "--gnu_version="+strconv.Itoa(tc.HostVersion), "--display_error_number",
		"--orig_src_file_name", src.Name, "--orig_src_path_name", src.Path, "--allow_managed")
	if f.ExtendedLambda {
		argv = append(argv, "--extended-lambda")
	}
	if f.RelaxedConstexpr {
		argv = append(argv, "--relaxed_constexpr")
	}
	if f.RDC {
		argv = append(argv, "--device-c")
	}
	return argv
}

// Cicc is the device compile of arch's preprocessed source to PTX. With
// genModuleID cicc writes the module ID file (nvcc 11.8's first
// architecture); otherwise it reads the one there is (cufe's, or the one
// the first architecture wrote).
func (tc *Toolchain) Cicc(f *Flags, src Source, n names, arch toolkit.Arch, genModuleID bool) []string {
	argv := append([]string{tc.CICC}, tc.frontEndFlags(f, src)...)
	argv = append(argv, "-arch", arch.String(), "-m64", "--no-version-ident")
	argv = append(argv, ciccMathFlags...)
	argv = append(argv, "--include_file_name", n.fatbinC(), "-tused")
	if genModuleID {
		argv = append(argv, "--gen_module_id_file")
	}
	return append(argv, "--module_id_file_name", n.moduleID(),
		"--gen_c_file_name", n.cudafeC(arch), "--stub_file_name", n.stub(arch),
		"--gen_device_file_name", n.deviceGPU(arch), n.deviceII(arch), "-o", n.ptx(arch))
}

// Ptxas assembles arch's PTX into a cubin.
func (tc *Toolchain) Ptxas(f *Flags, n names, arch toolkit.Arch) []string {
	argv := []string{tc.PTXAS, "-arch=" + smName(arch), "-m64"}
	if f.RDC {
		argv = append(argv, "--compile-only")
	}
	return append(argv, n.ptx(arch), "-o", n.cubin(arch))
}

// compileOnlyCmdline is fatbinary's record of ptxas's flags under -rdc.
func (tc *Toolchain) compileOnlyCmdline() string {
	if tc.newStyle() {
		return "--cmdline=--compile-only  "
	}
	return "--cmdline=--compile-only "
}

// Fatbinary packs a unit's cubins and PTX into the fatbinary and its C form
// (the .fatbin.c the stub includes). Each architecture embeds its cubin and
// its PTX, as -arch=sm_NN does (-gencode arch=compute_NN,code=[compute_NN,sm_NN]
// with several).
func (tc *Toolchain) Fatbinary(f *Flags, n names) []string {
	argv := []string{tc.FATBINARY, "--create=" + n.fatbin(), "-64"}
	if f.RDC {
		argv = append(argv, tc.compileOnlyCmdline())
	}
	argv = append(argv, ciccCmdline)
	for _, a := range f.Arches {
		elf := "--image3=kind=elf,sm=" + smNumber(a) + ",file=" + n.cubin(a)
		ptx := "--image3=kind=ptx,sm=" + smNumber(a) + ",file=" + n.ptx(a)
		if n.multi {
			argv = append(argv, ptx, elf)
		} else {
			argv = append(argv, elf, ptx)
		}
	}
	argv = append(argv, "--embedded-fatbin="+n.fatbinC())
	if f.RDC {
		argv = append(argv, "--device-c")
	}
	return argv
}

// FrontEnd is the host front end's command line (cudafe++'s, which `cufe
// compile` takes) without the program name: the host translation of the
// host-side preprocessed input. genModuleID is 13.0's order (the front end
// writes the module ID that cicc then reads).
func (tc *Toolchain) FrontEnd(f *Flags, src Source, n names, genModuleID bool) []string {
	first := deviceOrder(f)[0]
	argv := tc.frontEndFlags(f, src)
	argv = append(argv, "--m64", "--parse_templates",
		"--gen_c_file_name", n.cudafeCpp(first), "--stub_file_name", n.stub(first))
	if genModuleID {
		argv = append(argv, "--gen_module_id_file")
	}
	return append(argv, "--module_id_file_name", n.moduleID(), n.hostII())
}

// HostCompile compiles the host translation (which includes the stub, which
// includes the fatbinary) into the unit's object. nvcc defines __CUDA_ARCH__
// here too, as the first architecture it compiled.
func (tc *Toolchain) HostCompile(f *Flags, n names) []string {
	first := deviceOrder(f)[0]
	early, _ := tc.macroGroups(tc.options(f, first))
	argv := []string{tc.HostCC}
	argv = append(argv, stdArgs(f)...)
	argv = append(argv, "-D__CUDA_ARCH__="+strconv.Itoa(first.Value()))
	for _, m := range early {
		if len(m.Text) > 19 && m.Text[:19] == "__CUDA_ARCH_LIST__=" {
			argv = append(argv, macroArg(m))
		}
	}
	argv = append(argv, "-c", "-x", "c++", "-DCUDA_DOUBLE_MATH_FUNCTIONS")
	if tc.newStyle() {
		argv = append(argv, "-Wno-psabi")
	}
	argv = append(argv, tc.includeArgs(f)...)
	return append(argv, "-m64", n.cudafeCpp(first), "-o", n.object())
}

// archListArg is -D__CUDA_ARCH_LIST__=... for f.
func (tc *Toolchain) archListArg(f *Flags) string {
	early, _ := tc.macroGroups(tc.options(f, toolkit.Arch{}))
	for _, m := range early {
		if len(m.Text) > 19 && m.Text[:19] == "__CUDA_ARCH_LIST__=" {
			return macroArg(m)
		}
	}
	return ""
}

// Nvlink is the device link of the objects for arch; it also writes the
// registration file link.stub includes.
func (tc *Toolchain) Nvlink(f *Flags, n names, arch toolkit.Arch, objects []string) []string {
	argv := []string{tc.NVLINK, "-m64", "--arch=" + smName(arch), "--register-link-binaries=" + n.regC()}
	argv = append(argv, tc.LibDirs...)
	argv = append(argv, "-cpu-arch=X86_64")
	if n.multi {
		argv = append(argv, "-report-arch")
	}
	argv = append(argv, objects...)
	return append(argv, "-lcudadevrt", "-o", n.cubin(arch), "--host-ccbin", tc.HostCC)
}

// LinkFatbinary packs the device link's cubins.
func (tc *Toolchain) LinkFatbinary(f *Flags, n names) []string {
	argv := []string{tc.FATBINARY, "--create=" + n.fatbin(), "-64"}
	if f.RDC {
		argv = append(argv, tc.compileOnlyCmdline())
	}
	argv = append(argv, ciccCmdline, "-link")
	for _, a := range f.Arches {
		argv = append(argv, "--image3=kind=elf,sm="+smNumber(a)+",file="+n.cubin(a))
	}
	return append(argv, "--embedded-fatbin="+n.fatbinC())
}

// LinkStubCompile compiles nvcc's crt/link.stub around the device link's
// fatbinary and registration file.
func (tc *Toolchain) LinkStubCompile(f *Flags, n names) []string {
	_, late := tc.macroGroups(tc.options(f, toolkit.Arch{}))
	argv := []string{tc.HostCC}
	argv = append(argv, stdArgs(f)...)
	argv = append(argv, tc.archListArg(f), "-c", "-x", "c++",
		`-DFATBINFILE="`+n.fatbinC()+`"`, `-DREGISTERLINKBINARYFILE="`+n.regC()+`"`,
		"-I.", "-D__NV_EXTRA_INITIALIZATION=", "-D__NV_EXTRA_FINALIZATION=", "-D__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__")
	if tc.newStyle() {
		argv = append(argv, "-Wno-psabi")
	}
	argv = append(argv, tc.includeArgs(f)...)
	argv = append(argv, userMacros(f)...)
	for _, m := range late {
		argv = append(argv, macroArg(m))
	}
	return append(argv, "-m64", tc.LinkStub, "-o", n.object())
}

// Link links the device link's object and the units' objects with the
// CUDA runtime into the executable, as nvcc does (static cudart).
func (tc *Toolchain) Link(f *Flags, dlink names, objects []string, output string) []string {
	argv := []string{tc.HostCC, tc.archListArg(f), "-m64"}
	argv = append(argv, stdArgs(f)...)
	argv = append(argv, "-Wl,--start-group", dlink.object())
	argv = append(argv, objects...)
	argv = append(argv, tc.LibDirs...)
	return append(argv, "-lcudadevrt", "-lcudart_static", "-lrt", "-lpthread", "-ldl", "-Wl,--end-group", "-o", output)
}
