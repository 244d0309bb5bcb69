/*
 * cufe embedded CUDA headers -- execution spaces and attribute macros.
 *
 * Written for cufe from the CUDA programming guide's list of qualifiers.
 * The expansions are chosen to equal a real toolkit's under a CUDA front
 * end (__CUDACC__): __global__ becomes __attribute__((global)), so cufe's
 * front end sees the same attribute spellings whichever headers it reads.
 * Without __CUDACC__ the space qualifiers expand to nothing and the headers
 * are plain C++ for the host compiler.
 *
 * __noinline__ is deliberately not a macro: CUDA front ends (cudafe++ 12
 * and 13, and cufe) recognise it themselves, and a macro would break
 * libstdc++'s own __attribute__((__noinline__)).
 */
#ifndef __CUFE_CRT_HOST_DEFINES_H__
#define __CUFE_CRT_HOST_DEFINES_H__
#define __HOST_DEFINES_H__

#if !defined(__GNUC__)
#error "cufe's embedded CUDA headers support GNU-compatible host compilers only (g++, clang++)"
#endif

#define __no_return__            __attribute__((noreturn))
#undef __forceinline__
#define __forceinline__          __inline__ __attribute__((always_inline))
#define __inline_hint__          __attribute__((nv_inline_hint))
#define __align__(n)             __attribute__((aligned(n)))
#define __maxnreg__(n)           __attribute__((maxnreg(n)))
#define __local_maxnreg__(n)     __attribute__((local_maxnreg(n)))
#define __thread__               __thread
#define __import__
#define __export__
#define __cdecl
#define __annotate__(a)          __attribute__((a))
#define __location__(a)          __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#define __specialization_static

#if !defined(__CUDACC__)
/* A host compiler on its own: CUDA annotations vanish. */
#undef __annotate__
#define __annotate__(a)
#else
#define __launch_bounds__(...)   __annotate__(launch_bounds(__VA_ARGS__))
#endif

#define __builtin_align__(a)     __align__(a)

/* Without __CUDACC__ a user's own earlier definition wins, as with the
   real headers; under a CUDA front end these are always ours. */
#if defined(__CUDACC__) || !defined(__grid_constant__)
#define __grid_constant__        __location__(grid_constant)
#endif
#if defined(__CUDACC__) || !defined(__host__)
#define __host__                 __location__(host)
#endif
#if defined(__CUDACC__) || !defined(__device__)
#define __device__               __location__(device)
#endif
#if defined(__CUDACC__) || !defined(__global__)
#define __global__               __location__(global)
#endif
#if defined(__CUDACC__) || !defined(__shared__)
#define __shared__               __location__(shared)
#endif
#if defined(__CUDACC__) || !defined(__constant__)
#define __constant__             __location__(constant)
#endif
#if defined(__CUDACC__) || !defined(__managed__)
#define __managed__              __location__(managed)
#endif
#if defined(__CUDACC__) || !defined(__nv_pure__)
#define __nv_pure__              __location__(nv_pure)
#endif

#if !defined(__CUDACC__)
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#else
#define __device_builtin__               __location__(device_builtin)
#define __device_builtin_texture_type__  __location__(device_builtin_texture_type)
#define __device_builtin_surface_type__  __location__(device_builtin_surface_type)
#define __cudart_builtin__               __location__(cudart_builtin)
#endif

#if defined(__CUDACC__) || !defined(__cluster_dims__)
#define __cluster_dims__(...)    __attribute__((cluster_dims(__VA_ARGS__)))
#endif
#if defined(__CUDACC__) || !defined(__block_size__)
#define __block_size__(...)      __attribute__((block_size(__VA_ARGS__)))
#endif

#define __CUDA_ARCH_HAS_FEATURE__(_FEAT) __CUDA_ARCH_FEAT_##_FEAT

/* Exception specification of the C library's functions, which the CUDA
   redeclarations in these headers must repeat exactly. <ctype.h> is the
   smallest C header that makes glibc define __THROW. */
#if defined(__CUDACC__)
#include <ctype.h>
#endif
#if defined(__THROW)
#define __CUFE_THROW __THROW
#else
#define __CUFE_THROW
#endif

#endif /* __CUFE_CRT_HOST_DEFINES_H__ */
