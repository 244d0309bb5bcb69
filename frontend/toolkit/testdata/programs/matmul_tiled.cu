// Tiled matrix multiply with a 2-D grid, a templated tile size and
// a constant-memory scale factor.
#include <cstdio>
#include <cmath>

__constant__ float scale;

template <int TILE, typename T>
__global__ void matmul(const T *A, const T *B, T *C, int n)
{
    __shared__ T As[TILE][TILE];
    __shared__ T Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    T acc = 0;
    for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
        As[threadIdx.y][threadIdx.x] = (row < n && t * TILE + threadIdx.x < n) ? A[row * n + t * TILE + threadIdx.x] : T(0);
        Bs[threadIdx.y][threadIdx.x] = (col < n && t * TILE + threadIdx.y < n) ? B[(t * TILE + threadIdx.y) * n + col] : T(0);
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) {
            acc = fma(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
        }
        __syncthreads();
    }
    if (row < n && col < n) {
        C[row * n + col] = acc * scale;
    }
}

int main()
{
    const int n = 512;
    const int TILE = 16;
    size_t bytes = n * n * sizeof(float);
    float *A, *B, *C;
    cudaMalloc((void **)&A, bytes);
    cudaMalloc((void **)&B, bytes);
    cudaMalloc((void **)&C, bytes);
    float s = 0.5f;
    cudaMemcpyToSymbol(scale, &s, sizeof(float));
    dim3 block(TILE, TILE);
    dim3 grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
    matmul<TILE, float><<<grid, block>>>(A, B, C, n);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error %d: %s\n", (int)err, cudaGetErrorString(err));
    }
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    return err == cudaSuccess ? 0 : 1;
}
