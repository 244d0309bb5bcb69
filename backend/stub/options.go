// Package stub writes the stub file (x.cudafe1.stub.c) byte for byte as
// NVIDIA's tools write it for the same translation unit: cicc writes it in
// CUDA 11.8 and 13.0 (cudafe++ only includes it), and a front end that
// replaces both must write the same text. The host translation ends with
// `#include "x.cudafe1.stub.c"`, so the stub sees every declaration of the
// TU.
//
// The file holds: the crt/host_runtime.h and fatbinary includes; typedefs
// naming class types in namespaces and class template specializations
// (` _Z<mangled type>`); a __device_stub__<mangled> function per kernel,
// which packs the arguments at their ABI offsets and launches; the kernel's
// own definition forwarding to it (or, for a template instance, an explicit
// specialization of __wrapper__device_stub_<name>); the registration
// callback (__cudaRegisterEntry, __cudaRegisterVariable,
// __cudaRegisterManagedVariable) and __sti____cudaRegisterAll.
//
// NVIDIA's C generator prints every function compactly until it first
// writes a line directive, and with spaces after: the first non-template
// kernel's stub is compact, later ones are not. Kernels are written in the
// order of NVIDIA's scope walk (see order.go) and registered in reverse;
// variables are registered in scope-walk order.
package stub

// Dialect selects the crt/host_runtime.h protocol the stub is written for.
type Dialect uint8

// Dialects. The differences, from diffing the two toolkits' outputs and
// headers:
//   - 13.0's __cudaLaunch takes a second argument (is-tile-kernel, 0U);
//     its crt/host_runtime.h launches through a cudaKernel_t handle
//     (__cudaGetKernel, __cudaLaunchKernel_helper) unless
//     __NV_LEGACY_LAUNCH is defined, and otherwise differs from 11.8's
//     only in that macro;
//   - 13.0 prints array bounds as [4], 11.8 as [4UL] (except in the stub
//     functions' own parameters, [4] in both);
//   - 13.0 spells class and enum types in the kernels' definitions with a
//     leading :: (struct ::S).
//
// cufe's embedded crt/host_runtime.h implements the 11.8 protocol.
const (
	CUDA118 Dialect = iota
	CUDA13
)

// Options are the per-invocation facts the stub depends on beyond the TU
// summary.
type Options struct {
	Dialect Dialect
	// ModuleID is the TU's module ID (see backend/moduleid).
	ModuleID string
	// StubFileName is the stub file's name as --stub_file_name gives it;
	// line directives back into the stub name it.
	StubFileName string
	// FatbinName is the fatbinary source the stub includes (nvcc passes it
	// as --include_file_name, x.fatbin.c).
	FatbinName string
	// HiddenVisibility is --device-hidden-visibility (nvcc 13 passes it by
	// default): external stubs get __attribute__((visibility("hidden"))).
	HiddenVisibility bool
}
