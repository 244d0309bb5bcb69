// Streams and events: pinned host memory, work split across streams with
// cudaMemcpyAsync and per-stream kernels, events recorded in one stream and
// waited on in another, stream and event queries, a host callback
// (cudaLaunchHostFunc), and a non-blocking stream with priority.
// Timings are measured but not printed, so the output is deterministic.
// Flags: none.
#include <cstdio>
#include <vector>

__global__ void scale(float *d, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = d[i] * s + 1.0f;
}

__global__ void sumInto(const float *d, int n, float *total) {
  __shared__ float part[256];
  float s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += d[i];
  part[threadIdx.x] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int k = 0; k < blockDim.x; ++k) t += part[k];
    *total = t;
  }
}

struct CallbackData {
  int stream;
  int *done;
};

static void CUDART_CB onDone(void *p) {
  auto *cb = static_cast<CallbackData *>(p);
  cb->done[cb->stream] = 1;
}

int main() {
  const int kStreams = 4, chunk = 1 << 16, n = kStreams * chunk;
  float *h = nullptr, *d = nullptr, *total = nullptr;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&total, sizeof(float));
  for (int i = 0; i < n; ++i) h[i] = static_cast<float>(i % 4);

  cudaStream_t streams[kStreams];
  cudaEvent_t ready[kStreams];
  for (int s = 0; s < kStreams; ++s) {
    cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&ready[s], cudaEventDisableTiming);
  }
  int lo = 0, hi = 0;
  cudaDeviceGetStreamPriorityRange(&lo, &hi);
  cudaStream_t final;
  cudaStreamCreateWithPriority(&final, cudaStreamNonBlocking, hi);

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, streams[0]);

  int done[kStreams] = {};
  std::vector<CallbackData> cbs(kStreams);
  for (int s = 0; s < kStreams; ++s) {
    float *hs = h + s * chunk, *ds = d + s * chunk;
    cudaMemcpyAsync(ds, hs, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]);
    scale<<<chunk / 256, 256, 0, streams[s]>>>(ds, chunk, 0.5f * (s + 1));
    cudaMemcpyAsync(hs, ds, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]);
    cudaEventRecord(ready[s], streams[s]);
    cbs[s] = CallbackData{s, done};
    cudaLaunchHostFunc(streams[s], onDone, &cbs[s]);
    cudaStreamWaitEvent(final, ready[s], 0);
  }
  sumInto<<<1, 256, 0, final>>>(d, n, total);
  cudaEventRecord(stop, final);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  float t = 0;
  cudaMemcpy(&t, total, sizeof t, cudaMemcpyDeviceToHost);
  for (int s = 0; s < kStreams; ++s) cudaStreamSynchronize(streams[s]);
  bool idle = cudaStreamQuery(final) == cudaSuccess && cudaEventQuery(stop) == cudaSuccess;
  std::printf("total=%.1f h[1]=%.2f h[last]=%.2f callbacks=%d%d%d%d idle=%d timed=%d\n", t, h[1], h[n - 1],
              done[0], done[1], done[2], done[3], idle, ms >= 0.0f);
  for (int s = 0; s < kStreams; ++s) {
    cudaStreamDestroy(streams[s]);
    cudaEventDestroy(ready[s]);
  }
  cudaStreamDestroy(final);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFreeHost(h);
  cudaFree(d);
  cudaFree(total);
  return 0;
}
