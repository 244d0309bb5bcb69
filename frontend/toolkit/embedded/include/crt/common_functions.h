/*
 * cufe embedded CUDA headers -- the C library functions device code may
 * call (printf, malloc, free, memcpy, memset, clock, assert), made
 * __host__ __device__ by redeclaring them after the C headers.
 *
 * Like CUDA's headers, this pulls in <stdio.h>, <stdlib.h>, <string.h>,
 * <time.h>, <assert.h> and <new> for every CUDA translation unit, which
 * programs rely on (printf in a kernel without #include <cstdio>).
 */
#ifndef __CUFE_CRT_COMMON_FUNCTIONS_H__
#define __CUFE_CRT_COMMON_FUNCTIONS_H__
#define __COMMON_FUNCTIONS_H__

#include "crt/host_defines.h"
#include "builtin_types.h"

#if defined(__cplusplus) && defined(__CUDACC__)

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <assert.h>
#include <new>

extern "C" {
extern __host__ __device__ __device_builtin__ __cudart_builtin__ clock_t clock(void) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void *memset(void *s, int c, size_t n) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void *memcpy(void *dst, const void *src, size_t n) __CUFE_THROW;
/* glibc declares printf without __THROW (it is a cancellation point). */
extern __host__ __device__ __device_builtin__ __cudart_builtin__ int printf(const char *format, ...);
extern __host__ __device__ __cudart_builtin__ void *malloc(size_t size) __CUFE_THROW;
extern __host__ __device__ __cudart_builtin__ void free(void *ptr) __CUFE_THROW;
#if defined(__GLIBC__)
/* What glibc's assert expands to, so assert works in device code. */
extern __host__ __device__ __cudart_builtin__ void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function) __CUFE_THROW __attribute__((__noreturn__));
#endif
}

#endif /* __cplusplus && __CUDACC__ */

#endif /* __CUFE_CRT_COMMON_FUNCTIONS_H__ */
