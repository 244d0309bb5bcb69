// rdc_multifile: a device variable defined here and a device function that
// calls into vecops.cu. Flags: -rdc=true.
#include "vecops.cuh"

namespace vecops {

__device__ Stats lastStats;

__device__ void recordStats(const float *v, int n) {
  Stats s{v[0], v[0], 0.0f};
  for (int i = 0; i < n; ++i) {
    s.min = fminf(s.min, v[i]);
    s.max = fmaxf(s.max, v[i]);
    s.sum += v[i];
  }
  s.sum += 0.0f * norm2(v, n);
  lastStats = s;
}

} // namespace vecops
