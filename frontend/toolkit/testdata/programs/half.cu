// Half precision with cuda_fp16.h: conversions, intrinsics and operators
// on __half and __half2 in a kernel, a warp reduction by shuffles, and the
// same conversions on the host.
#include <cuda_fp16.h>
#include <cstdio>

__global__ void axpyHalf(int n, __half a, const __half *x, __half *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = __hfma(a, x[i], y[i]);
        y[i] += x[i] * a - __float2half(0.5f);
    }
}

__global__ void pairs(const float *in, float2 *out, int n)
{
    int i = threadIdx.x;
    if (i >= n) {
        return;
    }
    __half2 p = __floats2half2_rn(in[i], -in[i]);
    __half2 q = __hmul2(p, __float2half2_rn(0.5f)) + __half2half2(CUDART_ONE_FP16);
    out[i] = __half22float2(__habs2(q));
}

__global__ void warpSum(const __half *in, float *out)
{
    __half v = in[threadIdx.x];
    for (int offset = 16; offset > 0; offset /= 2) {
        v = __hadd(v, __shfl_down_sync(0xffffffffu, v, offset));
    }
    if (threadIdx.x == 0) {
        *out = __half2float(v) + (__hisnan(v) ? 1.0f : 0.0f);
    }
}

int main()
{
    const int n = 32;
    __half hx[n], hy[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = __float2half(0.25f * i);
        hy[i] = __int2half_rn(i);
    }
    __half *x, *y;
    cudaMalloc(&x, sizeof hx);
    cudaMalloc(&y, sizeof hy);
    cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
    axpyHalf<<<1, n>>>(n, __float2half(2.0f), x, y);
    float *sum;
    cudaMalloc(&sum, sizeof(float));
    warpSum<<<1, 32>>>(y, sum);
    float s = 0;
    cudaMemcpy(&s, sum, sizeof s, cudaMemcpyDeviceToHost);
    __half h = 1.5f;
    h = h * __half(2) + CUDART_ONE_FP16;
    std::printf("sum %.2f, host %.2f (%d), max half %.0f\n", s, __half2float(h), __half2int_rz(h), __half2float(CUDART_MAX_NORMAL_FP16));
    cudaFree(x);
    cudaFree(y);
    cudaFree(sum);
    return 0;
}
