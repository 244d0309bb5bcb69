// Block reduction in shared memory, then warp shuffles, then one atomic per
// block; timed with events on a stream.
#include <cstdio>

template <unsigned BLOCK>
__global__ void __launch_bounds__(BLOCK) reduceSum(const float *__restrict__ in, float *out, int n)
{
    __shared__ float partial[BLOCK / 32];
    float sum = 0.0f;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) {
        sum += in[i];
    }
    for (int offset = warpSize / 2; offset > 0; offset >>= 1) {
        sum += __shfl_down_sync(0xffffffffu, sum, offset);
    }
    int lane = threadIdx.x % warpSize;
    int warp = threadIdx.x / warpSize;
    if (lane == 0) {
        partial[warp] = sum;
    }
    __syncthreads();
    if (warp == 0) {
        sum = lane < BLOCK / 32 ? partial[lane] : 0.0f;
        for (int offset = 16; offset > 0; offset >>= 1) {
            sum += __shfl_xor_sync(0xffffffffu, sum, offset);
        }
        if (lane == 0) {
            atomicAdd(out, sum);
        }
    }
}

int main()
{
    const int n = 1 << 22;
    float *in, *out;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, sizeof(float));
    for (int i = 0; i < n; ++i) {
        in[i] = 1.0f;
    }
    *out = 0.0f;
    cudaStream_t stream;
    cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    cudaEventRecord(start, stream);
    reduceSum<256><<<prop.multiProcessorCount * 4, 256, 0, stream>>>(in, out, n);
    cudaEventRecord(stop, stream);
    cudaEventSynchronize(stop);
    float ms = 0.0f;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%s: sum=%.0f in %.3f ms on %d SMs\n", prop.name, *out, ms, prop.multiProcessorCount);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaStreamDestroy(stream);
    cudaFree(in);
    cudaFree(out);
    return *out == (float)n ? 0 : 1;
}
