// CUDA rule: launching a kernel from device code (dynamic parallelism)
// needs separate compilation (-rdc=true); without it NVIDIA reports every
// launch written in a __global__, __device__ or __host__ __device__
// function, lambdas in them included, at the start of the launch.
__global__ void child(int v) {}

__global__ void parent(int v) {
    child<<<1, 1>>>(v); // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
}

__device__ void fromDevice(int v) {
    child<<<1, 1>>>(v); // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
}

__host__ __device__ void fromBoth(int v) {
    child<<<1, 1>>>(v); // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
}

__global__ void inLambda(int v) {
    auto launch = [=] { child<<<1, 1>>>(v); }; // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
    launch();
}

__global__ void spread(int v) {
    child // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
        <<<1, 1>>>(v);
}

// A kernel template's launches are reported once its instance is made.
template <typename T>
__global__ void recurse(T v, int depth) {
    if (depth > 0)
        recurse<<<1, 1>>>(v, depth - 1); // ERROR "kernel launch from __device__ or __global__ functions requires separate compilation mode"
}

template <typename T>
__device__ void deviceTemplate(T v) {
    child<<<1, 1>>>(v); // ERROR `^kernel launch from __device__ or __global__ functions requires separate compilation mode$`
}

__global__ void callsDeviceTemplate(int v) {
    deviceTemplate(v);
}

// Valid: a launch in a branch `if constexpr` discards in every instance,
// the host side of a __host__ __device__ function, host code, a
// host lambda, and a kernel template no one instantiates.
__host__ __device__ void hostPath(int v) {
#ifndef __CUDA_ARCH__
    child<<<1, 1>>>(v);
#endif
}

template <typename T>
__global__ void discarded(T v) {
    if constexpr (sizeof(T) > 64) {
        child<<<1, 1>>>(1);
    }
}

template <typename T>
__global__ void neverUsed(T v) {
    child<<<1, 1>>>(v);
}

void fromHost(int v) {
    child<<<1, 1>>>(v);
    auto launch = [=] { child<<<1, 1>>>(v); };
    launch();
    hostPath(v);
    recurse<<<1, 1>>>(v, 2);
    discarded<<<1, 1>>>(v);
}

int main() {
    fromHost(1);
    return 0;
}
