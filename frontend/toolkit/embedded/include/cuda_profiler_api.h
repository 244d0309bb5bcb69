/* cufe embedded CUDA headers -- profiler control. */
#ifndef __CUFE_CUDA_PROFILER_API_H__
#define __CUFE_CUDA_PROFILER_API_H__

#include "cuda_runtime_api.h"

#if defined(__cplusplus)
extern "C" {
#endif
extern __host__ cudaError_t CUDARTAPI cudaProfilerStart(void);
extern __host__ cudaError_t CUDARTAPI cudaProfilerStop(void);
#if defined(__cplusplus)
}
#endif

#endif /* __CUFE_CUDA_PROFILER_API_H__ */
