// Uses every part of cufe's embedded CUDA headers. Compiled by
// TestEmbeddedHeadersWithGxx as plain host code and with -D__CUDACC__;
// device code is only compiled in the second mode, as with CUDA's headers.
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <math_constants.h>
#include <cuda_profiler_api.h>
#include <cstdio>
#include <cmath>

static_assert(CUDART_VERSION >= 12000, "a CUDA 12 runtime");
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4 layout");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2 layout");
static_assert(sizeof(char2) == 2 && alignof(char2) == 2, "char2 layout");
static_assert(sizeof(int3) == 12 && alignof(int3) == 4, "int3 layout");
static_assert(sizeof(dim3) == 12, "dim3 layout");
static_assert(cudaSuccess == 0 && cudaErrorMemoryAllocation == 2 && cudaErrorInvalidValue == 1, "error numbers");
static_assert(cudaMemcpyHostToDevice == 1 && cudaMemcpyDefault == 4, "copy kinds");

#if defined(__CUDACC__)
__constant__ float coeffs[16];
__device__ int counter;
__managed__ int managedValue;

__device__ __forceinline__ float square(float x) { return x * x; }

__host__ __device__ float both(float x) { return fmaxf(x, 0.0f) + min(1, 2) + max(2.0, 3.0f); }

template <typename T>
__device__ T warpSum(T v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2) {
        v += __shfl_down_sync(0xffffffffu, v, offset);
    }
    return v;
}

__global__ void __launch_bounds__(256, 2) everything(float *out, const float *__restrict__ in, double *dout,
                                                     unsigned long long *ull, cudaTextureObject_t tex, int n)
{
    __shared__ float tile[256];
    extern __shared__ float dynamicTile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    unsigned grid = gridDim.x * gridDim.y * gridDim.z;
    tile[tid % 256] = i < n ? __ldg(&in[i]) : 0.0f;
    dynamicTile[0] = 0.0f;
    __syncthreads();
    int votes = __syncthreads_count(i < n) + __syncthreads_and(1) + __syncthreads_or(0);
    __syncwarp();
    unsigned ballot = __ballot_sync(__activemask(), i & 1);
    int any = __any_sync(0xffffffffu, i > 3), all = __all_sync(0xffffffffu, i > 3);
    float s = warpSum(tile[tid % 256]);
    int si = __shfl_sync(0xffffffffu, i, 0) + __shfl_up_sync(0xffffffffu, i, 1) + __shfl_xor_sync(0xffffffffu, i, 1);
    double sd = __shfl_down_sync(0xffffffffu, 1.0, 1);
    __threadfence();
    __threadfence_block();
    __threadfence_system();
    long long t0 = clock64();
    clock_t t1 = clock();
    atomicAdd(&counter, 1);
    atomicAdd(out, 1.0f);
    atomicAdd(dout, 1.0);
    atomicAdd(ull, 1ull);
    atomicSub(&counter, 1);
    atomicExch(&counter, 0);
    atomicExch(out, 0.0f);
    atomicMin(&counter, 3);
    atomicMax(&counter, 4);
    atomicInc((unsigned *)&counter, 10u);
    atomicDec((unsigned *)&counter, 10u);
    atomicCAS(&counter, 0, 1);
    atomicCAS(ull, 0ull, 1ull);
    atomicAnd(&counter, 1);
    atomicOr(&counter, 2);
    atomicXor(&counter, 3);
    atomicAdd_block(&counter, 1);
    atomicAdd_system(&counter, 1);
    float f = sinf(1.0f) + cosf(1.0f) + tanf(1.0f) + expf(1.0f) + __expf(1.0f) + logf(2.0f) + __logf(2.0f)
            + rsqrtf(4.0f) + fmaf(1.0f, 2.0f, 3.0f) + sqrtf(2.0f) + powf(2.0f, 3.0f) + __powf(2.0f, 3.0f)
            + __sinf(1.0f) + __cosf(1.0f) + __fdividef(1.0f, 3.0f) + __saturatef(2.0f) + exp2f(1.0f)
            + erff(0.5f) + floorf(1.5f) + ceilf(1.5f) + fabsf(-1.0f) + truncf(1.5f) + roundf(1.5f) + fminf(1.0f, 2.0f)
            + std::sqrt(2.0f) + std::pow(2.0f, 2.0f) + sqrt(2.0f) + CUDART_PI_F + normcdff(0.0f) + sinpif(0.5f);
    double d = sin(1.0) + cos(1.0) + exp(1.0) + log(2.0) + sqrt(2.0) + pow(2.0, 3.0) + rsqrt(4.0) + fma(1.0, 2.0, 3.0)
             + atan2(1.0, 1.0) + hypot(3.0, 4.0) + cbrt(8.0) + CUDART_PI;
    float sn, cs;
    sincosf(1.0f, &sn, &cs);
    __sincosf(1.0f, &sn, &cs);
    int bits = __popc(ballot) + __clz(i) + __ffs(i) + (int)__brev(1u) + __mul24(2, 3) + (int)__umulhi(1u, 2u)
             + __float_as_int(1.0f) + __float2int_rn(1.5f) + (int)__double_as_longlong(1.0);
    float4 v = make_float4(1, 2, 3, 4);
    int2 iv = make_int2(1, 2);
    uchar4 c = make_uchar4(1, 2, 3, 4);
    double3 dv = make_double3(1, 2, 3);
    float texel = tex1Dfetch<float>(tex, i) + tex2D<float>(tex, 0.5f, 0.5f);
    float4 texel4 = tex2D<float4>(tex, 0.5f, 0.5f);
    if (i == 0) {
        printf("i=%d f=%f d=%f %d %u %d %d %lld %ld %u\n", i, f, d, votes, ballot, any, all, t0, (long)t1, grid);
        assert(n > 0);
        void *p = malloc(16);
        memset(p, 0, 16);
        memcpy(p, &v, sizeof v);
        free(p);
    }
    if (i < n) {
        out[i] = square(s) + si + (float)sd + bits + v.x + iv.y + c.z + (float)dv.x + texel + texel4.w
               + coeffs[i % 16] + managedValue + both(1.0f) + sn + cs;
    }
}

__global__ void dimKernel(dim3 *d, uint3 *u)
{
    *d = blockDim;
    *u = threadIdx;
    dim3 x = threadIdx;
    uint3 y = gridDim;
    (void)x;
    (void)y;
}

template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
template __global__ void axpy<float>(float, const float *, float *, int);
#endif // __CUDACC__

static const char *check(cudaError_t e) { return e == cudaSuccess ? "ok" : cudaGetErrorString(e); }

int hostSide()
{
    int count = 0;
    printf("%s\n", check(cudaGetDeviceCount(&count)));
    cudaSetDevice(0);
    int dev = -1;
    cudaGetDevice(&dev);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("%s sm_%d%d %d SMs %zu B clock %d kHz mem %d kHz bus %d bits warp %d\n", prop.name, prop.major, prop.minor,
           prop.multiProcessorCount, prop.totalGlobalMem, prop.clockRate, prop.memoryClockRate, prop.memoryBusWidth,
           prop.warpSize);
    int attr = 0;
    cudaDeviceGetAttribute(&attr, cudaDevAttrMaxThreadsPerBlock, dev);
    int runtime = 0, driver = 0;
    cudaRuntimeGetVersion(&runtime);
    cudaDriverGetVersion(&driver);

    float *d = nullptr, *h = nullptr, *m = nullptr;
    double *dd = nullptr;
    cudaMalloc(&d, 1024 * sizeof(float));
    cudaMalloc((void **)&dd, 8);
    cudaMallocManaged(&m, 1024 * sizeof(float));
    cudaMallocHost(&h, 1024 * sizeof(float));
    cudaHostAlloc(&h, 64, cudaHostAllocDefault);
    size_t pitch = 0;
    cudaMallocPitch(&d, &pitch, 64, 64);
    cudaMemset(d, 0, 1024 * sizeof(float));
    cudaMemcpy(d, h, 1024 * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(h, d, 1024 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy2D(d, pitch, h, 64, 64, 4, cudaMemcpyDefault);

    cudaStream_t stream;
    cudaStreamCreate(&stream);
    cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    cudaMemcpyAsync(d, h, 16, cudaMemcpyHostToDevice, stream);
    cudaMemsetAsync(d, 0, 16, stream);
    cudaMemcpyAsync(d, h, 16, cudaMemcpyHostToDevice);

    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreateWithFlags(&stop, cudaEventDisableTiming);
    cudaEventCreate(&stop, cudaEventBlockingSync);
    cudaEventRecord(start, stream);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    cudaStreamWaitEvent(stream, stop, 0);
    cudaStreamSynchronize(stream);
    cudaStreamQuery(stream);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);

#if defined(__CUDACC__)
    float values[16] = {0};
    cudaMemcpyToSymbol(coeffs, values, sizeof values);
    cudaMemcpyFromSymbol(values, coeffs, sizeof values);
    cudaMemcpyToSymbolAsync(coeffs, values, sizeof values, 0, cudaMemcpyHostToDevice, stream);
    void *sym = nullptr;
    cudaGetSymbolAddress(&sym, counter);

    cudaFuncAttributes fa;
    cudaFuncGetAttributes(&fa, everything);
    cudaFuncSetAttribute(everything, cudaFuncAttributeMaxDynamicSharedMemorySize, 4096);
    cudaFuncSetCacheConfig(everything, cudaFuncCachePreferShared);
    int blocks = 0, minGrid = 0, block = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, everything, 256, 0);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, axpy<float>, 0, 0);

    dim3 g(4), b(256, 1, 1);
#if defined(__NVCC__)
    dimKernel<<<g, b, 0, stream>>>(nullptr, nullptr);
#else
    // What a kernel launch becomes once a CUDA front end has lowered it.
    (__cudaPushCallConfiguration(g, b, 0, stream)) ? (void)0 : dimKernel(nullptr, nullptr);
#endif
    int n = 1024;
    float a = 2.0f;
    const float *xp = d;
    void *args[] = {&a, &xp, &d, &n};
    cudaLaunchKernel((const void *)axpy<float>, g, b, args, 0, stream);
    cudaLaunchKernel(axpy<float>, dim3(4), dim3(256), args);
#endif

    cudaArray_t array;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaChannelFormatDesc desc4 = cudaCreateChannelDesc<float4>();
    cudaChannelFormatDesc desc8 = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    (void)desc4;
    (void)desc8;
    cudaMallocArray(&array, &desc, 64, 64);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d;
    res.res.linear.desc = desc;
    res.res.linear.sizeInBytes = 1024 * sizeof(float);
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    cudaDestroyTextureObject(tex);
    cudaFreeArray(array);

    cudaError_t err = cudaGetLastError();
    printf("%s %s %d\n", cudaGetErrorName(err), cudaGetErrorString(cudaPeekAtLastError()), (int)err);
    cudaProfilerStart();
    cudaProfilerStop();
    cudaFree(d);
    cudaFree(m);
    cudaFreeHost(h);
    cudaStreamDestroy(stream);
    cudaDeviceSynchronize();
    cudaDeviceReset();
    dim3 one;
    dim3 two(2, 3);
    uint3 u = two;
    return (int)(one.x + u.y + make_float2(1, 2).y + attr + runtime + driver + ms + count + dev);
}

int main() { return hostSide() == 0 ? 0 : 1; }
