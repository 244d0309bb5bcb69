/*
 * cufe embedded CUDA headers -- device intrinsics: barriers, fences, warp
 * votes and shuffles, clocks, bit and conversion intrinsics, read-only loads.
 *
 * Declarations only, all __device__: the device compiler provides them.
 * The plain C intrinsics have C linkage, the overloaded ones C++ linkage.
 */
#ifndef __CUFE_DEVICE_FUNCTIONS_H__
#define __CUFE_DEVICE_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_H__

#include "crt/host_defines.h"
#include "builtin_types.h"
#include "device_launch_parameters.h"

#if defined(__cplusplus) && defined(__CUDACC__)

/* glibc declares __expf and friends itself; ours must come second. */
#include <math.h>

extern "C" {

/* Barriers and fences */
extern __device__ __device_builtin__ void __syncthreads(void);
extern __device__ __device_builtin__ int __syncthreads_count(int predicate);
extern __device__ __device_builtin__ int __syncthreads_and(int predicate);
extern __device__ __device_builtin__ int __syncthreads_or(int predicate);
extern __device__ __device_builtin__ void __threadfence(void);
extern __device__ __device_builtin__ void __threadfence_block(void);
extern __device__ __device_builtin__ void __threadfence_system(void);
extern __device__ __device_builtin__ void __trap(void);
extern __device__ __device_builtin__ void __brkpt(void);
extern __device__ __device_builtin__ void __nanosleep(unsigned int ns);
extern __device__ __device_builtin__ void __prof_trigger(int counter);

/* Clocks */
extern __device__ __device_builtin__ long long int clock64(void);
extern __device__ __device_builtin__ unsigned long long int __globaltimer(void);

/* Warp votes */
extern __device__ __device_builtin__ unsigned int __activemask(void);
extern __device__ __device_builtin__ unsigned int __lanemask_lt(void);

/* Integer intrinsics */
extern __device__ __device_builtin__ int __mulhi(int x, int y);
extern __device__ __device_builtin__ unsigned int __umulhi(unsigned int x, unsigned int y);
extern __device__ __device_builtin__ long long int __mul64hi(long long int x, long long int y);
extern __device__ __device_builtin__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
extern __device__ __device_builtin__ int __mul24(int x, int y);
extern __device__ __device_builtin__ unsigned int __umul24(unsigned int x, unsigned int y);
extern __device__ __device_builtin__ unsigned int __sad(int x, int y, unsigned int z);
extern __device__ __device_builtin__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
extern __device__ __device_builtin__ int __popc(unsigned int x);
extern __device__ __device_builtin__ int __popcll(unsigned long long int x);
extern __device__ __device_builtin__ int __clz(int x);
extern __device__ __device_builtin__ int __clzll(long long int x);
extern __device__ __device_builtin__ int __ffs(int x);
extern __device__ __device_builtin__ int __ffsll(long long int x);
extern __device__ __device_builtin__ unsigned int __brev(unsigned int x);
extern __device__ __device_builtin__ unsigned long long int __brevll(unsigned long long int x);
extern __device__ __device_builtin__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
extern __device__ __device_builtin__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
extern __device__ __device_builtin__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
extern __device__ __device_builtin__ int __hadd(int x, int y);
extern __device__ __device_builtin__ int __rhadd(int x, int y);
extern __device__ __device_builtin__ unsigned int __uhadd(unsigned int x, unsigned int y);

/* Reinterpretations and conversions */
extern __device__ __device_builtin__ int __float_as_int(float x);
extern __device__ __device_builtin__ float __int_as_float(int x);
extern __device__ __device_builtin__ unsigned int __float_as_uint(float x);
extern __device__ __device_builtin__ float __uint_as_float(unsigned int x);
extern __device__ __device_builtin__ long long int __double_as_longlong(double x);
extern __device__ __device_builtin__ double __longlong_as_double(long long int x);
extern __device__ __device_builtin__ int __double2hiint(double x);
extern __device__ __device_builtin__ int __double2loint(double x);
extern __device__ __device_builtin__ double __hiloint2double(int hi, int lo);
extern __device__ __device_builtin__ int __float2int_rn(float x);
extern __device__ __device_builtin__ unsigned int __float2uint_rn(float x);
extern __device__ __device_builtin__ float __int2float_rn(int x);
extern __device__ __device_builtin__ float __uint2float_rn(unsigned int x);
extern __device__ __device_builtin__ long long int __float2ll_rn(float x);
extern __device__ __device_builtin__ int __double2int_rn(double x);
extern __device__ __device_builtin__ float __double2float_rn(double x);
extern __device__ __device_builtin__ float __fadd_rn(float x, float y);
extern __device__ __device_builtin__ float __fsub_rn(float x, float y);
extern __device__ __device_builtin__ float __fmul_rn(float x, float y);
extern __device__ __device_builtin__ float __fmaf_rn(float x, float y, float z);
extern __device__ __device_builtin__ float __frcp_rn(float x);
extern __device__ __device_builtin__ float __fsqrt_rn(float x);
extern __device__ __device_builtin__ float __fdiv_rn(float x, float y);
extern __device__ __device_builtin__ double __dadd_rn(double x, double y);
extern __device__ __device_builtin__ double __dmul_rn(double x, double y);
extern __device__ __device_builtin__ double __fma_rn(double x, double y, double z);
extern __device__ __device_builtin__ int __float2int_rz(float x);
extern __device__ __device_builtin__ unsigned int __float2uint_rz(float x);
extern __device__ __device_builtin__ float __int2float_rz(int x);
extern __device__ __device_builtin__ float __uint2float_rz(unsigned int x);
extern __device__ __device_builtin__ long long int __float2ll_rz(float x);
extern __device__ __device_builtin__ int __double2int_rz(double x);
extern __device__ __device_builtin__ float __double2float_rz(double x);
extern __device__ __device_builtin__ float __fadd_rz(float x, float y);
extern __device__ __device_builtin__ float __fsub_rz(float x, float y);
extern __device__ __device_builtin__ float __fmul_rz(float x, float y);
extern __device__ __device_builtin__ float __fmaf_rz(float x, float y, float z);
extern __device__ __device_builtin__ float __frcp_rz(float x);
extern __device__ __device_builtin__ float __fsqrt_rz(float x);
extern __device__ __device_builtin__ float __fdiv_rz(float x, float y);
extern __device__ __device_builtin__ double __dadd_rz(double x, double y);
extern __device__ __device_builtin__ double __dmul_rz(double x, double y);
extern __device__ __device_builtin__ double __fma_rz(double x, double y, double z);
extern __device__ __device_builtin__ int __float2int_ru(float x);
extern __device__ __device_builtin__ unsigned int __float2uint_ru(float x);
extern __device__ __device_builtin__ float __int2float_ru(int x);
extern __device__ __device_builtin__ float __uint2float_ru(unsigned int x);
extern __device__ __device_builtin__ long long int __float2ll_ru(float x);
extern __device__ __device_builtin__ int __double2int_ru(double x);
extern __device__ __device_builtin__ float __double2float_ru(double x);
extern __device__ __device_builtin__ float __fadd_ru(float x, float y);
extern __device__ __device_builtin__ float __fsub_ru(float x, float y);
extern __device__ __device_builtin__ float __fmul_ru(float x, float y);
extern __device__ __device_builtin__ float __fmaf_ru(float x, float y, float z);
extern __device__ __device_builtin__ float __frcp_ru(float x);
extern __device__ __device_builtin__ float __fsqrt_ru(float x);
extern __device__ __device_builtin__ float __fdiv_ru(float x, float y);
extern __device__ __device_builtin__ double __dadd_ru(double x, double y);
extern __device__ __device_builtin__ double __dmul_ru(double x, double y);
extern __device__ __device_builtin__ double __fma_ru(double x, double y, double z);
extern __device__ __device_builtin__ int __float2int_rd(float x);
extern __device__ __device_builtin__ unsigned int __float2uint_rd(float x);
extern __device__ __device_builtin__ float __int2float_rd(int x);
extern __device__ __device_builtin__ float __uint2float_rd(unsigned int x);
extern __device__ __device_builtin__ long long int __float2ll_rd(float x);
extern __device__ __device_builtin__ int __double2int_rd(double x);
extern __device__ __device_builtin__ float __double2float_rd(double x);
extern __device__ __device_builtin__ float __fadd_rd(float x, float y);
extern __device__ __device_builtin__ float __fsub_rd(float x, float y);
extern __device__ __device_builtin__ float __fmul_rd(float x, float y);
extern __device__ __device_builtin__ float __fmaf_rd(float x, float y, float z);
extern __device__ __device_builtin__ float __frcp_rd(float x);
extern __device__ __device_builtin__ float __fsqrt_rd(float x);
extern __device__ __device_builtin__ float __fdiv_rd(float x, float y);
extern __device__ __device_builtin__ double __dadd_rd(double x, double y);
extern __device__ __device_builtin__ double __dmul_rd(double x, double y);
extern __device__ __device_builtin__ double __fma_rd(double x, double y, double z);

/* Fast single-precision approximations */
extern __device__ __device_builtin__ float __fdividef(float x, float y);
extern __device__ __device_builtin__ float __saturatef(float x);
extern __device__ __device_builtin__ float __sinf(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __cosf(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __tanf(float x) __CUFE_THROW;
extern __device__ __device_builtin__ void __sincosf(float x, float *sptr, float *cptr) __CUFE_THROW;
extern __device__ __device_builtin__ float __expf(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __exp10f(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __logf(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __log2f(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __log10f(float x) __CUFE_THROW;
extern __device__ __device_builtin__ float __powf(float x, float y) __CUFE_THROW;

} /* extern "C" */

/* Warp barrier, votes and matches */
__device__ void __syncwarp(unsigned int mask = 0xFFFFFFFFu);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
__device__ unsigned int __match_any_sync(unsigned int mask, int value);
__device__ unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long value);
__device__ unsigned int __match_all_sync(unsigned int mask, long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long long value);
__device__ unsigned int __match_all_sync(unsigned int mask, long long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long long value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, float value);
__device__ unsigned int __match_all_sync(unsigned int mask, float value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, double value);
__device__ unsigned int __match_all_sync(unsigned int mask, double value, int *pred);

/* Warp shuffles; width defaults to the warp size, as in CUDA. */
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = warpSize);
__device__ int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = warpSize);
__device__ unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = warpSize);
__device__ unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = warpSize);
__device__ long __shfl_sync(unsigned int mask, long var, int srcLane, int width = warpSize);
__device__ long __shfl_up_sync(unsigned int mask, long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_down_sync(unsigned int mask, long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_xor_sync(unsigned int mask, long var, int laneMask, int width = warpSize);
__device__ unsigned long __shfl_sync(unsigned int mask, unsigned long var, int srcLane, int width = warpSize);
__device__ unsigned long __shfl_up_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_down_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_xor_sync(unsigned int mask, unsigned long var, int laneMask, int width = warpSize);
__device__ long long __shfl_sync(unsigned int mask, long long var, int srcLane, int width = warpSize);
__device__ long long __shfl_up_sync(unsigned int mask, long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_down_sync(unsigned int mask, long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_xor_sync(unsigned int mask, long long var, int laneMask, int width = warpSize);
__device__ unsigned long long __shfl_sync(unsigned int mask, unsigned long long var, int srcLane, int width = warpSize);
__device__ unsigned long long __shfl_up_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_down_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_xor_sync(unsigned int mask, unsigned long long var, int laneMask, int width = warpSize);
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = warpSize);
__device__ float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = warpSize);
__device__ double __shfl_sync(unsigned int mask, double var, int srcLane, int width = warpSize);
__device__ double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = warpSize);

/* Warp reductions (sm_80) */
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

/* Loads through the read-only data cache */
__device__ char __ldg(const char *ptr);
__device__ signed char __ldg(const signed char *ptr);
__device__ short __ldg(const short *ptr);
__device__ int __ldg(const int *ptr);
__device__ long __ldg(const long *ptr);
__device__ long long __ldg(const long long *ptr);
__device__ unsigned char __ldg(const unsigned char *ptr);
__device__ unsigned short __ldg(const unsigned short *ptr);
__device__ unsigned int __ldg(const unsigned int *ptr);
__device__ unsigned long __ldg(const unsigned long *ptr);
__device__ unsigned long long __ldg(const unsigned long long *ptr);
__device__ float __ldg(const float *ptr);
__device__ double __ldg(const double *ptr);
__device__ char2 __ldg(const char2 *ptr);
__device__ char4 __ldg(const char4 *ptr);
__device__ short2 __ldg(const short2 *ptr);
__device__ short4 __ldg(const short4 *ptr);
__device__ int2 __ldg(const int2 *ptr);
__device__ int4 __ldg(const int4 *ptr);
__device__ longlong2 __ldg(const longlong2 *ptr);
__device__ uchar2 __ldg(const uchar2 *ptr);
__device__ uchar4 __ldg(const uchar4 *ptr);
__device__ ushort2 __ldg(const ushort2 *ptr);
__device__ ushort4 __ldg(const ushort4 *ptr);
__device__ uint2 __ldg(const uint2 *ptr);
__device__ uint4 __ldg(const uint4 *ptr);
__device__ ulonglong2 __ldg(const ulonglong2 *ptr);
__device__ float2 __ldg(const float2 *ptr);
__device__ float4 __ldg(const float4 *ptr);
__device__ double2 __ldg(const double2 *ptr);

#endif /* __cplusplus && __CUDACC__ */

#endif /* __CUFE_DEVICE_FUNCTIONS_H__ */
