package tu

import (
	"path/filepath"
	"regexp"
	"strings"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// The stub file registers the kernels the device side's front end (cicc)
// sees, __CUDA_ARCH__ defined. Where the device side's preprocessing
// differs from the host side's, device-only code may launch or instantiate
// kernels the host side never sees (`#ifdef __CUDA_ARCH__ k<<<…>>>(…)`,
// thrust's NV_IF_TARGET device paths), or define kernels. The host side's
// preprocessing notes every file where the device side may read otherwise
// (pp.Result.DeviceFiles). The device side must be analysed for its
// kernels unless every one of those files is trusted to differ harmlessly:
//
//   - CUDA's own intrinsic headers, named in trustedToolkitHeader and found
//     in the toolkit's include directories: their device-only code is
//     inline asm, builtins and device runtime declarations (nv/target's
//     headers define macros only: an NV_IF_TARGET is noted where it is
//     invoked, in thrust's files for thrust's); they hold no
//     __global__ function and no launch (TestTrustedToolkitHeaders checks
//     the installed toolkits), so their device-only code can reach a
//     kernel only through a template of theirs calling back into the
//     user's code, which none does;
//   - the host compiler's own headers (glibc, libstdc++), which know
//     nothing of CUDA: they differ only where a CUDA header redefines one
//     of their names on the device side (alloca), and hold no kernel.
//
// Anything else (the user's files, thrust, CUB, libcu++, cooperative
// groups, a header found through -I or -isystem) is not trusted: the
// device side is preprocessed, parsed and checked, and its kernels are
// the stub file's (see deviceView).

// trustedToolkitHeader matches the paths, relative to a toolkit include
// directory, of the intrinsic headers trusted (see above).
var trustedToolkitHeader = regexp.MustCompile(`^(` +
	`cuda_runtime\.h|cuda_runtime_api\.h|cuda_device_runtime_api\.h|channel_descriptor\.h|` +
	`driver_functions\.h|driver_types\.h|device_types\.h|device_launch_parameters\.h|` +
	`vector_functions\.hpp|vector_functions\.h|vector_types\.h|cuda_surface_types\.h|cuda_texture_types\.h|` +
	`device_atomic_functions\.hpp|device_atomic_functions\.h|device_functions\.h|device_double_functions\.h|` +
	`surface_functions\.h|surface_indirect_functions\.h|texture_fetch_functions\.h|texture_indirect_functions\.h|` +
	`sm_\d+_(intrinsics|atomic_functions)\.hpp|sm_\d+_(intrinsics|atomic_functions)\.h|` +
	`crt/(host_config|host_defines|common_functions|math_functions|device_functions|device_double_functions|cudacc_ext|func_macro|host_runtime)\.hpp|` +
	`crt/(host_config|host_defines|common_functions|math_functions|device_functions|device_double_functions|cudacc_ext|func_macro|host_runtime)\.h|` +
	`crt/sm_\d+_rt\.hpp|crt/sm_\d+_rt\.h|` +
	`cuda_fp16\.hpp|cuda_fp16\.h|cuda_bf16\.hpp|cuda_bf16\.h|cuda_fp8\.hpp|cuda_fp8\.h|` +
	`nv/target|nv/detail/__target_macros|nv/detail/__preprocessor` +
	`)$`)

// deviceKernelsMayDiffer reports whether the device side of a CUDA source
// preprocessed with st into res may see other kernels than the host side,
// and the first file that says so ("" when none).
func deviceKernelsMayDiffer(st *options.Setup, o *options.Options, res *pp.Result) (bool, string) {
	if len(res.DeviceFiles) == 0 {
		return false, ""
	}
	var toolkitDirs, hostDirs, userDirs []string
	if st.Toolkit != nil {
		for _, d := range st.Toolkit.IncludeDirs() {
			toolkitDirs = append(toolkitDirs, cleanDir(d.Path))
		}
	}
	if st.Host != nil {
		for _, d := range st.Host.SystemDirs {
			hostDirs = append(hostDirs, cleanDir(d))
		}
	}
	for _, list := range [][]string{o.QuoteDirs, o.AngledDirs, o.SystemDirs} {
		for _, d := range list {
			userDirs = append(userDirs, cleanDir(d))
		}
	}
	for _, f := range res.DeviceFiles {
		if !trustedDeviceFile(filepath.Clean(f), toolkitDirs, hostDirs, userDirs) {
			return true, f
		}
	}
	return false, ""
}

// trustedDeviceFile reports whether path, a file where the device side
// reads otherwise, is trusted to differ harmlessly (see above).
func trustedDeviceFile(path string, toolkitDirs, hostDirs, userDirs []string) bool {
	for _, d := range toolkitDirs {
		if rel, ok := under(path, d); ok {
			return trustedToolkitHeader.MatchString(rel)
		}
	}
	for _, d := range userDirs {
		if _, ok := under(path, d); ok {
			return false
		}
	}
	for _, d := range hostDirs {
		if _, ok := under(path, d); ok {
			return true
		}
	}
	return false
}

// cleanDir is dir cleaned, with a trailing separator.
func cleanDir(dir string) string {
	return strings.TrimSuffix(filepath.Clean(dir), "/") + "/"
}

// under reports whether path lies in dir (cleaned, with a trailing
// separator), and its path there.
func under(path, dir string) (string, bool) {
	if dir == "/" || !strings.HasPrefix(path, dir) {
		return "", false
	}
	return path[len(dir):], true
}
