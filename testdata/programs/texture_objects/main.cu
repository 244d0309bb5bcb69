// Texture objects: a 1D texture over linear memory read with tex1Dfetch, a
// 2D texture over a CUDA array with bilinear filtering, normalized
// coordinates and clamp addressing read with tex2D<float>, and a 2D pitched
// linear texture. Flags: none.
#include <cstdio>

__global__ void fetch1D(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(tex, i) * 2.0f;
}

__global__ void sample2D(cudaTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
    out[y * w + x] = tex2D<float>(tex, u * 0.5f, v * 0.5f); // zoom into the top-left quarter
  }
}

__global__ void pitched(cudaTextureObject_t tex, int *out, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) out[y * w + x] = tex2D<int>(tex, x, y) + 1000 * y;
}

int main() {
  // 1D over linear memory.
  const int n = 64;
  float h1[n];
  for (int i = 0; i < n; ++i) h1[i] = static_cast<float>(i) * 0.25f;
  float *d1, *o1;
  cudaMalloc(&d1, sizeof h1);
  cudaMalloc(&o1, sizeof h1);
  cudaMemcpy(d1, h1, sizeof h1, cudaMemcpyHostToDevice);
  cudaResourceDesc res1 = {};
  res1.resType = cudaResourceTypeLinear;
  res1.res.linear.devPtr = d1;
  res1.res.linear.desc = cudaCreateChannelDesc<float>();
  res1.res.linear.sizeInBytes = sizeof h1;
  cudaTextureDesc td1 = {};
  td1.readMode = cudaReadModeElementType;
  cudaTextureObject_t t1 = 0;
  cudaCreateTextureObject(&t1, &res1, &td1, nullptr);
  fetch1D<<<1, n>>>(t1, o1, n);
  cudaMemcpy(h1, o1, sizeof h1, cudaMemcpyDeviceToHost);
  std::printf("1D: %.2f %.2f %.2f\n", h1[0], h1[10], h1[n - 1]);

  // 2D over a CUDA array, filtered.
  const int w = 8, h = 8;
  float img[h][w];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y][x] = static_cast<float>(x + 10 * y);
  cudaChannelFormatDesc cd = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t arr;
  cudaMallocArray(&arr, &cd, w, h);
  cudaMemcpy2DToArray(arr, 0, 0, img, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
  cudaResourceDesc res2 = {};
  res2.resType = cudaResourceTypeArray;
  res2.res.array.array = arr;
  cudaTextureDesc td2 = {};
  td2.addressMode[0] = cudaAddressModeClamp;
  td2.addressMode[1] = cudaAddressModeClamp;
  td2.filterMode = cudaFilterModeLinear;
  td2.readMode = cudaReadModeElementType;
  td2.normalizedCoords = 1;
  cudaTextureObject_t t2 = 0;
  cudaCreateTextureObject(&t2, &res2, &td2, nullptr);
  float *o2;
  cudaMalloc(&o2, sizeof img);
  sample2D<<<dim3(1, 1), dim3(w, h)>>>(t2, o2, w, h);
  float out2[h][w];
  cudaMemcpy(out2, o2, sizeof out2, cudaMemcpyDeviceToHost);
  std::printf("2D: %.2f %.2f %.2f\n", out2[0][0], out2[3][5], out2[7][7]);

  // 2D over pitched linear memory, point sampled, unnormalized.
  int *dp;
  size_t pitch = 0;
  int hi[h][w];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) hi[y][x] = x * y;
  cudaMallocPitch(&dp, &pitch, w * sizeof(int), h);
  cudaMemcpy2D(dp, pitch, hi, w * sizeof(int), w * sizeof(int), h, cudaMemcpyHostToDevice);
  cudaResourceDesc res3 = {};
  res3.resType = cudaResourceTypePitch2D;
  res3.res.pitch2D.devPtr = dp;
  res3.res.pitch2D.desc = cudaCreateChannelDesc<int>();
  res3.res.pitch2D.width = w;
  res3.res.pitch2D.height = h;
  res3.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td3 = {};
  td3.readMode = cudaReadModeElementType;
  cudaTextureObject_t t3 = 0;
  cudaCreateTextureObject(&t3, &res3, &td3, nullptr);
  int *o3;
  cudaMalloc(&o3, sizeof hi);
  pitched<<<h, w>>>(t3, o3, w, h);
  cudaMemcpy(hi, o3, sizeof hi, cudaMemcpyDeviceToHost);
  std::printf("pitched: %d %d %d\n", hi[0][0], hi[2][3], hi[7][7]);

  cudaDestroyTextureObject(t1);
  cudaDestroyTextureObject(t2);
  cudaDestroyTextureObject(t3);
  cudaFreeArray(arr);
  cudaFree(d1);
  cudaFree(o1);
  cudaFree(o2);
  cudaFree(dp);
  cudaFree(o3);
  return 0;
}
