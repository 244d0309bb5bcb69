/*
 * cufe embedded CUDA headers -- reading texture objects in device code:
 * tex1Dfetch<T>(obj, i), tex1D/tex2D/tex3D<T>(obj, coordinates) and their
 * layered and level-of-detail forms. Declarations only; the device
 * compiler instantiates them for the element type T.
 */
#ifndef __CUFE_TEXTURE_INDIRECT_FUNCTIONS_H__
#define __CUFE_TEXTURE_INDIRECT_FUNCTIONS_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__

#include "crt/host_defines.h"
#include "texture_types.h"
#include "surface_types.h"

#if defined(__cplusplus) && defined(__CUDACC__)

template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T> __device__ T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class T> __device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);

/* Surface objects: byte-addressed x, as in CUDA. */
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t surfObject, int x, cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y, cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x, cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);

#endif /* __cplusplus && __CUDACC__ */

#endif /* __CUFE_TEXTURE_INDIRECT_FUNCTIONS_H__ */
