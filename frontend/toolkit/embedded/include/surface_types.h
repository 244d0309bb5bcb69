/* cufe embedded CUDA headers -- surface objects. */
#ifndef __CUFE_SURFACE_TYPES_H__
#define __CUFE_SURFACE_TYPES_H__

#include "driver_types.h"

enum __device_builtin__ cudaSurfaceBoundaryMode {
    cudaBoundaryModeZero  = 0,
    cudaBoundaryModeClamp = 1,
    cudaBoundaryModeTrap  = 2
};

enum __device_builtin__ cudaSurfaceFormatMode {
    cudaFormatModeForced = 0,
    cudaFormatModeAuto   = 1
};

/* A surface object is a 64-bit handle. */
typedef __device_builtin__ unsigned long long cudaSurfaceObject_t;

#endif /* __CUFE_SURFACE_TYPES_H__ */
