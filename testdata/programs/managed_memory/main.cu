// Unified memory: __managed__ variables (a scalar, an array and a struct)
// read and written by host and device code, cudaMallocManaged buffers, a
// linked structure built on the host and walked on the device, and
// cudaMemPrefetchAsync / cudaMemAdvise hints. Flags: none.
#include <cstdio>

struct Stats {
  int count;
  float mean;
};

__managed__ int counter = 5;
__managed__ float table[8];
__managed__ Stats stats;

struct Node {
  int value;
  Node *next;
};

__global__ void touch(int n) {
  int i = threadIdx.x;
  if (i < n) table[i] = table[i] * 2.0f + counter;
  if (i == 0) {
    counter += 100;
    float s = 0;
    for (int k = 0; k < n; ++k) s += table[k];
    stats.count = n;
    stats.mean = s / n;
  }
}

__global__ void walk(const Node *head, int *sum) {
  int s = 0;
  for (const Node *p = head; p; p = p->next) s += p->value;
  *sum = s;
}

int main() {
  for (int i = 0; i < 8; ++i) table[i] = static_cast<float>(i);
  touch<<<1, 8>>>(8);
  cudaDeviceSynchronize();
  std::printf("counter=%d table[7]=%.1f stats=%d/%.2f\n", counter, table[7], stats.count, stats.mean);

  Node *nodes = nullptr;
  int *sum = nullptr;
  cudaMallocManaged(&nodes, 10 * sizeof(Node));
  cudaMallocManaged(&sum, sizeof(int), cudaMemAttachGlobal);
  for (int i = 0; i < 10; ++i) nodes[i] = Node{i * i, i + 1 < 10 ? &nodes[i + 1] : nullptr};
  int device = 0;
  cudaGetDevice(&device);
#if CUDART_VERSION >= 13000
  // CUDA 13 names the target by a cudaMemLocation.
  cudaMemLocation where = {};
  where.type = cudaMemLocationTypeDevice;
  where.id = device;
  cudaMemAdvise(nodes, 10 * sizeof(Node), cudaMemAdviseSetReadMostly, where);
  cudaMemPrefetchAsync(nodes, 10 * sizeof(Node), where, 0, 0);
#else
  cudaMemAdvise(nodes, 10 * sizeof(Node), cudaMemAdviseSetReadMostly, device);
  cudaMemPrefetchAsync(nodes, 10 * sizeof(Node), device, 0);
#endif
  walk<<<1, 1>>>(nodes, sum);
  cudaDeviceSynchronize();
  std::printf("list sum=%d\n", *sum);
  cudaFree(nodes);
  cudaFree(sum);
  return 0;
}
