// A 2-D box blur reading through a texture object bound to pitched memory.
#include <cstdio>
#include <vector>

__global__ void blur(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) {
        return;
    }
    float sum = 0.0f;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            sum += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
        }
    }
    out[y * w + x] = sum / 9.0f;
}

int main()
{
    const int w = 640, h = 480;
    std::vector<float> img(w * h, 1.0f);
    float *pitched;
    size_t pitch;
    cudaMallocPitch(&pitched, &pitch, w * sizeof(float), h);
    cudaMemcpy2D(pitched, pitch, img.data(), w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = pitched;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = w;
    res.res.pitch2D.height = h;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    float *out;
    cudaMalloc(&out, w * h * sizeof(float));
    dim3 block(16, 16);
    dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
    blur<<<grid, block>>>(tex, out, w, h);
    cudaMemcpy(img.data(), out, w * h * sizeof(float), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(tex);
    cudaFree(out);
    cudaFree(pitched);
    printf("%f\n", img[w * h / 2]);
    return 0;
}
