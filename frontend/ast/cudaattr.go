package ast

import "strings"

// CUDAAttrOf maps an attribute name, in any of its spellings (device,
// __device__, ...), to its CUDA meaning; 0 for other attributes. noinline
// counts only as __noinline__, the spelling CUDA 12+ headers leave to the
// front end (libstdc++ writes __attribute__((__noinline__)) for g++).
func CUDAAttrOf(name string) CUDAAttr {
	n := strings.TrimSuffix(strings.TrimPrefix(name, "__"), "__")
	switch n {
	case "global":
		return CUDAGlobal
	case "device":
		return CUDADevice
	case "host":
		return CUDAHost
	case "shared":
		return CUDAShared
	case "constant":
		return CUDAConstant
	case "managed":
		return CUDAManaged
	case "grid_constant":
		return CUDAGridConstant
	case "noinline":
		if name == "__noinline__" {
			return CUDANoinline
		}
	case "forceinline":
		return CUDAForceinline
	case "launch_bounds":
		return CUDALaunchBounds
	case "cluster_dims":
		return CUDAClusterDims
	case "maxnreg":
		return CUDAMaxnreg
	case "device_builtin":
		return CUDADeviceBuiltin
	}
	return 0
}
