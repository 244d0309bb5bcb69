// Kernels, variables and launches whose host translation and stub use the
// macros of crt/host_runtime.h: arguments passed by address and by value
// (a class with an operator&, an array reference), a template kernel's
// instances, a kernel without parameters, kernels in anonymous and nested
// namespaces, device, constant and managed variables, and launches with a
// stream. NVIDIA's front ends' output for it is recorded beside it (see
// hostruntime_test.go).
struct Pair {
    int a;
    double b;
    Pair *operator&() { return nullptr; }
};

__device__ int counter;
__constant__ float coeffs[8];
__managed__ int flag;
static __device__ double hidden[4];

__global__ void plain(int *out, int n, char c, double d)
{
    if (n > 0) {
        out[0] = c + (int)d + counter + (int)coeffs[0] + flag + (int)hidden[0];
    }
}

__global__ void byValue(Pair p, float (&arr)[4])
{
    counter = p.a + (int)arr[0];
}

__global__ void none()
{
    counter = 0;
}

template <typename T, int N>
__global__ void fill(T *out, T v)
{
    out[threadIdx.x % N] = v;
}

namespace {
__global__ void internal(unsigned long long x)
{
    counter = (int)x;
}
}

namespace outer {
namespace inner {
__global__ void nested(const Pair *p, long n)
{
    counter = p[n].a;
}
}
}

int main()
{
    int *d = nullptr;
    cudaMalloc(&d, 64 * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    plain<<<1, 32>>>(d, 4, 'x', 2.5);
    Pair p = {1, 2.0};
    float arr[4] = {1, 2, 3, 4};
    byValue<<<1, 1, 0, s>>>(p, arr);
    none<<<dim3(2, 2), dim3(8, 8)>>>();
    fill<int, 4><<<1, 32, 0, s>>>(d, 7);
    fill<float, 2><<<1, 32>>>((float *)d, 1.5f);
    internal<<<1, 1>>>(42ULL);
    outer::inner::nested<<<1, 1>>>(nullptr, 0L);
    flag = 1;
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    cudaFree(d);
    return 0;
}
