__global__ void hk(int x) {}
