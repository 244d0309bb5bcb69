package toolkit

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// Options describe one of nvcc's `g++ -E` steps.
type Options struct {
	// Device is the virtual architecture of a device-side step (the one
	// that defines __CUDA_ARCH__); the zero Arch means the host-side step,
	// the one cudafe++ reads.
	Device Arch
	// Arches are all the architectures of the compilation, for
	// __CUDA_ARCH_LIST__; empty means the toolkit's default (DefaultArch).
	Arches []Arch
	// RDC is -rdc=true or -dc (and -dlto, which implies it in 13.0).
	RDC bool
	// ExtendedLambda is --extended-lambda / --expt-extended-lambda.
	ExtendedLambda bool
	// RelaxedConstexpr is --expt-relaxed-constexpr.
	RelaxedConstexpr bool
	// DeviceDebug is -G / --device-debug.
	DeviceDebug bool
	// AllowUnsupportedCompiler is -allow-unsupported-compiler, which makes
	// nvcc define __NV_NO_HOST_COMPILER_CHECK=1 first of all.
	AllowUnsupportedCompiler bool
}

// The macros below were read off `nvcc -dryrun -c x.cu` of CUDA 11.8 (Debian
// package, -allow-unsupported-compiler -ccbin /usr/bin/g++ -arch=sm_70) and
// CUDA 13.0 (pip wheel, -ccbin g++ -arch=sm_90), adding -rdc=true, -dlto,
// --extended-lambda, --expt-extended-lambda, --expt-relaxed-constexpr, -G,
// -gencode pairs, -arch=all, -arch=sm_90a/sm_100f/sm_120a one at a time and
// together. Both versions give, in this order (device step first; the host
// step lacks the parts marked "device"):
//
//	-D__NV_NO_HOST_COMPILER_CHECK=1              with -allow-unsupported-compiler
//	-D__CUDA_ARCH__=700                          device
//	-D__CUDA_ARCH_FEAT_SM90_ALL                  device, "a" architectures (13.0)
//	-D__CUDA_ARCH_SPECIFIC__=900                 device, "a" architectures (13.0)
//	-D__CUDA_ARCH_FAMILY_SPECIFIC__=900          device, "a" and "f" architectures (13.0)
//	-D__CUDA_ARCH_LIST__=700,800                 all of -arch/-gencode, ascending
//	-DCUDA_DOUBLE_MATH_FUNCTIONS                 device
//	-D__CUDACC__ -D__NVCC__
//	-D__CUDACC_RDC__                             -rdc=true, -dc, -dlto
//	-D__CUDACC_DEBUG__                           -G
//	-D__CUDACC_EXTENDED_LAMBDA__                 --extended-lambda
//	-D__CUDACC_RELAXED_CONSTEXPR__               --expt-relaxed-constexpr
//	   (the -I/-isystem flags, then the user's -D and -U in their order)
//	-D__CUDACC_VER_MAJOR__=11 -D__CUDACC_VER_MINOR__=8 -D__CUDACC_VER_BUILD__=89
//	-D__CUDA_API_VER_MAJOR__=11 -D__CUDA_API_VER_MINOR__=8
//	-D__NVCC_DIAG_PRAGMA_SUPPORT__=1
//	-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1        13.0 (absent in 11.8; cufe
//	                                             assumes it starts with 13.0)
//	-include "cuda_runtime.h"                    then the user's -include files
//
// --use_fast_math, -ftz, -prec-div, -fmad, -lineinfo, -O3, -g and
// -default-stream add no macro to these steps. __CUDA_API_VER_* equal nvcc's
// own version in both toolkits. The user's -D/-U come after nvcc's first
// group and before the version group, so a user -U__CUDACC_VER_MAJOR__ is
// undone by nvcc; Macros keeps that order.

// Macros returns the -D/-U arguments of the step described by o, merged with
// the user's in nvcc's order. Give the result to pp.Options.Macros.
func (t *Toolkit) Macros(o Options, user []pp.MacroArg) []pp.MacroArg {
	early, late := t.macroGroups(o)
	out := make([]pp.MacroArg, 0, len(early)+len(user)+len(late))
	out = append(out, early...)
	out = append(out, user...)
	out = append(out, late...)
	return out
}

// Predefines returns the macros nvcc adds to the step described by o, as
// #define lines in nvcc's order (a -DNAME without value defines NAME as 1,
// as g++ does). It is what pp.Options.ExtraPredefines expects; Macros is the
// exact form when user -D/-U must interleave as nvcc orders them.
func (t *Toolkit) Predefines(o Options) string {
	early, late := t.macroGroups(o)
	var b strings.Builder
	for _, m := range append(early, late...) {
		b.WriteString(defineLine(m.Text))
	}
	return b.String()
}

// defineLine turns NAME or NAME=VALUE into "#define NAME VALUE\n".
func defineLine(arg string) string {
	name, val, ok := strings.Cut(arg, "=")
	if !ok {
		val = "1"
	}
	return "#define " + name + " " + val + "\n"
}

// macroGroups returns nvcc's macros before and after the user's -D/-U.
func (t *Toolkit) macroGroups(o Options) (early, late []pp.MacroArg) {
	def := func(list *[]pp.MacroArg, text string) {
		*list = append(*list, pp.MacroArg{Text: text})
	}
	if o.AllowUnsupportedCompiler {
		def(&early, "__NV_NO_HOST_COMPILER_CHECK=1")
	}
	device := o.Device.Number != 0
	if device {
		v := strconv.Itoa(o.Device.Value())
		def(&early, "__CUDA_ARCH__="+v)
		switch o.Device.Suffix {
		case 'a':
			def(&early, "__CUDA_ARCH_FEAT_SM"+strconv.Itoa(o.Device.Number)+"_ALL")
			def(&early, "__CUDA_ARCH_SPECIFIC__="+v)
			def(&early, "__CUDA_ARCH_FAMILY_SPECIFIC__="+v)
		case 'f':
			def(&early, "__CUDA_ARCH_FAMILY_SPECIFIC__="+v)
		}
	}
	arches := o.Arches
	if len(arches) == 0 {
		arches = []Arch{t.DefaultArch()}
	}
	def(&early, "__CUDA_ARCH_LIST__="+archList(arches))
	if device {
		def(&early, "CUDA_DOUBLE_MATH_FUNCTIONS")
	}
	def(&early, "__CUDACC__")
	def(&early, "__NVCC__")
	if o.RDC {
		def(&early, "__CUDACC_RDC__")
	}
	if o.DeviceDebug {
		def(&early, "__CUDACC_DEBUG__")
	}
	if o.ExtendedLambda {
		def(&early, "__CUDACC_EXTENDED_LAMBDA__")
	}
	if o.RelaxedConstexpr {
		def(&early, "__CUDACC_RELAXED_CONSTEXPR__")
	}

	def(&late, "__CUDACC_VER_MAJOR__="+strconv.Itoa(t.Major))
	def(&late, "__CUDACC_VER_MINOR__="+strconv.Itoa(t.Minor))
	def(&late, "__CUDACC_VER_BUILD__="+strconv.Itoa(t.Build))
	def(&late, "__CUDA_API_VER_MAJOR__="+strconv.Itoa(t.Major))
	def(&late, "__CUDA_API_VER_MINOR__="+strconv.Itoa(t.Minor))
	def(&late, "__NVCC_DIAG_PRAGMA_SUPPORT__=1")
	if t.Major >= 13 {
		def(&late, "__CUDACC_DEVICE_ATOMIC_BUILTINS__=1")
	}
	return early, late
}

// Apply sets up a preprocessing run the way nvcc sets up its `g++ -E` step:
// the toolkit's -I directories after the user's -I, its -isystem ones after
// the user's -isystem, cuda_runtime.h force-included before the user's
// -include files, and the macros of Macros.
func (t *Toolkit) Apply(p *pp.Options, o Options) {
	for _, d := range t.IncludeDirs() {
		if d.System {
			p.SystemDirs = append(p.SystemDirs, d.Path)
		} else {
			p.AngledDirs = append(p.AngledDirs, d.Path)
		}
	}
	p.Includes = append(t.ForcedIncludes(), p.Includes...)
	p.Macros = t.Macros(o, p.Macros)
}
