/* cufe embedded CUDA headers -- device-side enumerations. */
#ifndef __CUFE_DEVICE_TYPES_H__
#define __CUFE_DEVICE_TYPES_H__

#include "crt/host_defines.h"

/* Rounding modes of the __f*_r? intrinsics. */
enum __device_builtin__ cudaRoundMode {
    cudaRoundNearest,
    cudaRoundZero,
    cudaRoundPosInf,
    cudaRoundMinInf
};

#endif /* __CUFE_DEVICE_TYPES_H__ */
