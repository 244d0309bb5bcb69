/* cufe embedded CUDA headers -- texture objects. */
#ifndef __CUFE_TEXTURE_TYPES_H__
#define __CUFE_TEXTURE_TYPES_H__

#include "driver_types.h"

enum __device_builtin__ cudaTextureAddressMode {
    cudaAddressModeWrap   = 0,
    cudaAddressModeClamp  = 1,
    cudaAddressModeMirror = 2,
    cudaAddressModeBorder = 3
};

enum __device_builtin__ cudaTextureFilterMode {
    cudaFilterModePoint  = 0,
    cudaFilterModeLinear = 1
};

enum __device_builtin__ cudaTextureReadMode {
    cudaReadModeElementType     = 0,
    cudaReadModeNormalizedFloat = 1
};

/* How a texture object samples its resource (cudaCreateTextureObject). */
struct __device_builtin__ cudaTextureDesc {
    enum cudaTextureAddressMode addressMode[3];
    enum cudaTextureFilterMode  filterMode;
    enum cudaTextureReadMode    readMode;
    int                         sRGB;
    float                       borderColor[4];
    int                         normalizedCoords;
    unsigned int                maxAnisotropy;
    enum cudaTextureFilterMode  mipmapFilterMode;
    float                       mipmapLevelBias;
    float                       minMipmapLevelClamp;
    float                       maxMipmapLevelClamp;
    int                         disableTrilinearOptimization;
    int                         seamlessCubemap;
};

/* A texture object is a 64-bit handle. */
typedef __device_builtin__ unsigned long long cudaTextureObject_t;

#endif /* __CUFE_TEXTURE_TYPES_H__ */
