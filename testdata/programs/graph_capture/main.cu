// CUDA graphs by stream capture: a sequence of kernels and a memset
// captured into a graph, instantiated once and launched several times,
// plus a graph built with the explicit node API (kernel node with
// cudaKernelNodeParams and a void* argument array). Flags: none.
#include <cstdio>

__global__ void addOne(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] += 1;
}

__global__ void doubleAll(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= 2;
}

int main() {
  const int n = 256;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);

  cudaGraph_t graph;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  addOne<<<n / 128, 128, 0, s>>>(d, n);
  doubleAll<<<n / 128, 128, 0, s>>>(d, n);
  cudaStreamEndCapture(s, &graph);
  size_t nodes = 0;
  cudaGraphGetNodes(graph, nullptr, &nodes);
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  for (int k = 0; k < 3; ++k) cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  int first = 0;
  cudaMemcpy(&first, d, sizeof first, cudaMemcpyDeviceToHost);

  cudaGraph_t manual;
  cudaGraphCreate(&manual, 0);
  int count = n;
  void *args[] = {&d, &count};
  cudaKernelNodeParams p = {};
  p.func = reinterpret_cast<void *>(addOne);
  p.gridDim = dim3(n / 128);
  p.blockDim = dim3(128);
  p.sharedMemBytes = 0;
  p.kernelParams = args;
  p.extra = nullptr;
  cudaGraphNode_t node;
  cudaGraphAddKernelNode(&node, manual, nullptr, 0, &p);
  cudaGraphExec_t exec2;
  cudaGraphInstantiate(&exec2, manual, nullptr, nullptr, 0);
  cudaGraphLaunch(exec2, s);
  cudaStreamSynchronize(s);
  int after = 0;
  cudaMemcpy(&after, d + n - 1, sizeof after, cudaMemcpyDeviceToHost);
  std::printf("captured nodes=%zu after 3 launches=%d after manual graph=%d\n", nodes, first, after);
  cudaGraphExecDestroy(exec);
  cudaGraphExecDestroy(exec2);
  cudaGraphDestroy(graph);
  cudaGraphDestroy(manual);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
