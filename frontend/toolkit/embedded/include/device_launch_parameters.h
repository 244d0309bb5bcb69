/*
 * cufe embedded CUDA headers -- the built-in variables of device code.
 *
 * Declared as CUDA's own headers declare them, `uint3 __device_builtin__
 * extern const threadIdx;`: CUDA front ends recognise these
 * device_builtin variables by name (cudafe++ renames them
 * __device_builtin_variable_threadIdx in its host output).
 */
#ifndef __CUFE_DEVICE_LAUNCH_PARAMETERS_H__
#define __CUFE_DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif

uint3 __device_builtin__ extern const threadIdx;
uint3 __device_builtin__ extern const blockIdx;
dim3 __device_builtin__ extern const blockDim;
dim3 __device_builtin__ extern const gridDim;
int __device_builtin__ extern const warpSize;

#if defined(__cplusplus)
}
#endif

#endif /* __CUFE_DEVICE_LAUNCH_PARAMETERS_H__ */
