// __device__ and __host__ __device__ helpers, a functor, math intrinsics,
// device printf and a grid-stride kernel with a dynamic shared buffer.
#include <cstdio>
#include <cstdint>

struct Saxpy {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

__device__ __forceinline__ float sigmoid(float x) { return 1.0f / (1.0f + __expf(-x)); }

__host__ __device__ inline int clampIndex(int i, int n) { return min(max(i, 0), n - 1); }

__device__ float gelu(float x) { return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x))); }

template <typename F>
__global__ void apply(F f, const float *x, float *y, int n)
{
    extern __shared__ float buffer[];
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        buffer[threadIdx.x] = x[clampIndex(i, n)];
        y[i] = f(sigmoid(buffer[threadIdx.x]), gelu(y[i])) + rsqrtf(fabsf(y[i]) + 1.0f) + sqrtf(2.0f);
        if (i == 0) {
            printf("block %d thread %d: %f (clock %lld)\n", blockIdx.x, threadIdx.x, y[i], clock64());
        }
    }
}

int main()
{
    const int n = 4096;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    Saxpy op{2.0f};
    apply<<<32, 128, 128 * sizeof(float)>>>(op, x, y, n);
    cudaDeviceSynchronize();
    printf("%d\n", clampIndex(5000, n));
    cudaFree(x);
    cudaFree(y);
    return 0;
}
