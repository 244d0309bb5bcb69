/*
 * cufe embedded CUDA headers -- cuda_runtime.h, which nvcc force-includes
 * into every CUDA translation unit.
 *
 * cufe's own CUDA header set, written for the cufe project and used when
 * no CUDA toolkit is installed. It reports itself as CUDA 12.9 and
 * declares what kernels and their host programs commonly use: the runtime
 * API, vector types, built-in variables, device intrinsics, atomics and
 * math, and the C++ conveniences below (typed cudaMalloc, symbol copies,
 * kernel launches and occupancy queries taking kernels directly).
 */
#ifndef __CUFE_CUDA_RUNTIME_H__
#define __CUFE_CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__

#include "crt/host_defines.h"
#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "channel_descriptor.h"
#include "driver_functions.h"
#include "vector_functions.h"

#if defined(__CUDACC__)
#include "device_launch_parameters.h"
#include "crt/common_functions.h"
#include "device_functions.h"
#include "device_atomic_functions.h"
#include "math_functions.h"
#include "texture_indirect_functions.h"

/*
 * A launch `k<<<grid, block, shmem, stream>>>(args)` is compiled into
 * `__cudaPushCallConfiguration(grid, block, shmem, stream) ? (void)0 :
 * k(args)`; the kernel's host stub pops the configuration again.
 */
extern "C" __host__ __device__ unsigned CUDARTAPI __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
extern "C" cudaError_t CUDARTAPI __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream);

/*
 * Under --extended-lambda the front end writes the templates its lambda
 * wrappers instantiate where this sentinel type is declared (they use
 * std::move and std::forward).
 */
#if defined(__CUDACC_EXTENDED_LAMBDA__)
#include <functional>
#include <utility>
struct __device_builtin__ __nv_lambda_preheader_injection { };
#endif /* __CUDACC_EXTENDED_LAMBDA__ */
#endif /* __CUDACC__ */

#if defined(__cplusplus)

/* Typed allocation: cudaMalloc(&p, n) for any T *p. */
template <class T> static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size)
{
    return ::cudaMalloc((void **)(void *)devPtr, size);
}

template <class T> static __inline__ __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)
{
    return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}

/* cudaMallocHost with flags is cudaHostAlloc. */
static __inline__ __host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc(ptr, size, flags);
}

template <class T> static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0)
{
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T> static __inline__ __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class T> static __inline__ __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags)
{
    return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

template <class T> static __inline__ __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height)
{
    return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}

template <class T> static __inline__ __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream)
{
    return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}

template <class T> static __inline__ __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0, unsigned int flags = cudaMemAttachSingle)
{
    return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

/* cudaEventCreate with flags is cudaEventCreateWithFlags. */
static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags)
{
    return ::cudaEventCreateWithFlags(event, flags);
}

/* Symbol copies take the __device__/__constant__ variable itself. */
template <class T> static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{
    return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

template <class T> static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0)
{
    return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}

template <class T> static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{
    return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}

template <class T> static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0)
{
    return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}

template <class T> static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol)
{
    return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}

template <class T> static __inline__ __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol)
{
    return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/*
 * Graphs. CUDA 11's cudaGraphInstantiate and cudaGraphExecUpdate, which
 * CUDA 12 replaced in the C API, stay callable from C++ as overloads
 * mapping onto the new functions.
 */
static __inline__ __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize)
{
    (void)pErrorNode;
    (void)pLogBuffer;
    (void)bufferSize;
    return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}

static __inline__ __host__ cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphNode_t *hErrorNode_out, enum cudaGraphExecUpdateResult *updateResult_out)
{
    cudaGraphExecUpdateResultInfo info;
    cudaError_t status = ::cudaGraphExecUpdate(hGraphExec, hGraph, &info);
    if (hErrorNode_out) {
        *hErrorNode_out = info.errorNode;
    }
    if (updateResult_out) {
        *updateResult_out = info.result;
    }
    return status;
}

template <class T> static __inline__ __host__ cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const T &symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ::cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, (const void *)&symbol, src, count, offset, kind);
}

template <class T> static __inline__ __host__ cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const T &symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ::cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, (const void *)&symbol, count, offset, kind);
}

/*
 * Kernel queries and launches take the kernel itself. The launch templates
 * take `T *func` (CUDA's take `const T *`, which g++ cannot deduce from a
 * function), so host compilers accept them too.
 */
template <class T> static __inline__ __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig)
{
    return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}

template <class T> static __inline__ __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry)
{
    return ::cudaFuncGetAttributes(attr, (const void *)entry);
}

template <class T> static __inline__ __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value)
{
    return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}

template <class T> static __inline__ __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template <class T> static __inline__ __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template <class T> static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize, dynamicSMemSize, cudaOccupancyDefault);
}

template <class T> static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize, dynamicSMemSize, flags);
}

/* A dynamic shared memory size that does not depend on the block size. */
class __cudaOccupancyB2DHelper {
    size_t n;
public:
    __inline__ __host__ __cudaOccupancyB2DHelper(size_t n_) : n(n_) {}
    __inline__ __host__ size_t operator()(int) const { return n; }
};

/*
 * The block size that gives the most resident threads per multiprocessor
 * for func, trying every multiple of the warp size up to the kernel's and
 * the device's limits (and blockSizeLimit when not 0); minGridSize is the
 * grid that fills the device at that occupancy.
 */
template <typename UnaryFunction, class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0, unsigned int flags = 0)
{
    if (minGridSize == 0 || blockSize == 0 || func == 0) {
        return cudaErrorInvalidValue;
    }
    int device = 0, maxThreads = 0, warp = 0, smCount = 0;
    cudaError_t status = ::cudaGetDevice(&device);
    if (status == cudaSuccess) status = ::cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, device);
    if (status == cudaSuccess) status = ::cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device);
    if (status == cudaSuccess) status = ::cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, device);
    struct cudaFuncAttributes attr;
    if (status == cudaSuccess) status = ::cudaFuncGetAttributes(&attr, (const void *)func);
    if (status != cudaSuccess) {
        return status;
    }
    int limit = maxThreads < attr.maxThreadsPerBlock ? maxThreads : attr.maxThreadsPerBlock;
    if (blockSizeLimit > 0 && blockSizeLimit < limit) {
        limit = blockSizeLimit;
    }
    if (warp <= 0) {
        warp = 32;
    }
    int bestBlock = 0, bestBlocksPerSM = 0, bestThreads = 0;
    for (int size = limit - limit % warp; size > 0; size -= warp) {
        int blocks = 0;
        status = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, (const void *)func, size, blockSizeToDynamicSMemSize(size), flags);
        if (status != cudaSuccess) {
            return status;
        }
        if (blocks * size > bestThreads) {
            bestThreads = blocks * size;
            bestBlock = size;
            bestBlocksPerSM = blocks;
        }
    }
    *blockSize = bestBlock;
    *minGridSize = bestBlocksPerSM * smCount;
    return cudaSuccess;
}

template <typename UnaryFunction, class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, cudaOccupancyDefault);
}

template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, __cudaOccupancyB2DHelper(dynamicSMemSize), blockSizeLimit, cudaOccupancyDefault);
}

template <class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0, unsigned int flags = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, __cudaOccupancyB2DHelper(dynamicSMemSize), blockSizeLimit, flags);
}

#endif /* __cplusplus */

#endif /* __CUFE_CUDA_RUNTIME_H__ */
