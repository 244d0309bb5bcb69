/*
 * cufe embedded CUDA headers -- math in device code.
 *
 * The C library's math functions become __host__ __device__ by being
 * redeclared with those attributes after <math.h>; libstdc++'s float and
 * long double overloads in std:: likewise (repeating their constexpr, which
 * a redeclaration must). Functions the C library lacks get host
 * definitions here; the fast intrinsics (__expf, ...) are in
 * device_functions.h. min and max for integers and floating point are the
 * __host__ __device__ overloads CUDA programs expect unqualified.
 */
#ifndef __CUFE_MATH_FUNCTIONS_H__
#define __CUFE_MATH_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__

#include "crt/host_defines.h"

#if defined(__cplusplus) && defined(__CUDACC__)

/* A CUDA front end warns when a library function becomes __host__
   __device__ by redeclaration, except in system headers, as CUDA's own
   math header is. */
#pragma GCC system_header

#include <math.h>
#include <stdlib.h>
#include <cmath>
#include <cstdlib>

extern "C" {

extern __host__ __device__ __device_builtin__ double acos(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float acosf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double asin(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float asinf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double atan(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float atanf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double cos(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float cosf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double sin(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float sinf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double tan(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float tanf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double cosh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float coshf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double sinh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float sinhf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double tanh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float tanhf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double acosh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float acoshf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double asinh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float asinhf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double atanh(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float atanhf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double exp(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float expf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double exp2(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float exp2f(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double expm1(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float expm1f(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double log(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float logf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double log2(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float log2f(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double log10(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float log10f(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double log1p(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float log1pf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double logb(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float logbf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double sqrt(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float sqrtf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double cbrt(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float cbrtf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fabs(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fabsf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double floor(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float floorf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double ceil(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float ceilf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double round(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float roundf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double trunc(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float truncf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double rint(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float rintf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double nearbyint(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float nearbyintf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double erf(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float erff(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double erfc(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float erfcf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double lgamma(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float lgammaf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double tgamma(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float tgammaf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double atan2(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float atan2f(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double pow(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float powf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fmod(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fmodf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fmin(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fminf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fmax(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fmaxf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fdim(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fdimf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double hypot(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float hypotf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double copysign(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float copysignf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double remainder(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float remainderf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double nextafter(double x, double y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float nextafterf(float x, float y) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double fma(double x, double y, double z) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float fmaf(float x, float y, float z) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double ldexp(double x, int exp) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float ldexpf(float x, int exp) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double scalbn(double x, int n) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float scalbnf(float x, int n) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double frexp(double x, int *exp) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float frexpf(float x, int *exp) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double modf(double x, double *iptr) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float modff(float x, float *iptr) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double remquo(double x, double y, int *quo) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float remquof(float x, float y, int *quo) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ int ilogb(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ int ilogbf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long int lrint(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long int lrintf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long long int llrint(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long long int llrintf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long int lround(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long int lroundf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long long int llround(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ long long int llroundf(float x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ int abs(int a) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ long int labs(long int a) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ long long int llabs(long long int a) __CUFE_THROW;
#if defined(__USE_GNU)
/* GNU extensions glibc declares under _GNU_SOURCE, which g++ defines. */
extern __host__ __device__ __device_builtin__ void sincos(double x, double *sptr, double *cptr) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ void sincosf(float x, float *sptr, float *cptr) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ double exp10(double x) __CUFE_THROW;
extern __host__ __device__ __device_builtin__ float exp10f(float x) __CUFE_THROW;
#endif

/* CUDA math functions the C library does not have. */
static __inline__ __host__ __device__ float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static __inline__ __host__ __device__ double rsqrt(double x) { return 1.0 / sqrt(x); }
static __inline__ __host__ __device__ float rcbrtf(float x) { return 1.0f / cbrtf(x); }
static __inline__ __host__ __device__ double rcbrt(double x) { return 1.0 / cbrt(x); }
static __inline__ __host__ __device__ float sinpif(float x) { return sinf(3.14159265358979323846f * x); }
static __inline__ __host__ __device__ double sinpi(double x) { return sin(3.14159265358979323846 * x); }
static __inline__ __host__ __device__ float cospif(float x) { return cosf(3.14159265358979323846f * x); }
static __inline__ __host__ __device__ double cospi(double x) { return cos(3.14159265358979323846 * x); }
static __inline__ __host__ __device__ void sincospif(float x, float *s, float *c) { *s = sinpif(x); *c = cospif(x); }
static __inline__ __host__ __device__ void sincospi(double x, double *s, double *c) { *s = sinpi(x); *c = cospi(x); }
static __inline__ __host__ __device__ float normcdff(float x) { return 0.5f * erfcf(-x * 0.70710678118654752440f); }
static __inline__ __host__ __device__ double normcdf(double x) { return 0.5 * erfc(-x * 0.70710678118654752440); }
static __inline__ __host__ __device__ float fdividef(float x, float y) { return x / y; }
static __inline__ __host__ __device__ float norm3df(float a, float b, float c) { return sqrtf(a * a + b * b + c * c); }
static __inline__ __host__ __device__ double norm3d(double a, double b, double c) { return sqrt(a * a + b * b + c * c); }
static __inline__ __host__ __device__ float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
static __inline__ __host__ __device__ double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
static __inline__ __host__ __device__ float saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
extern __device__ __device_builtin__ float erfinvf(float x);
extern __device__ __device_builtin__ double erfinv(double x);
extern __device__ __device_builtin__ float erfcinvf(float x);
extern __device__ __device_builtin__ double erfcinv(double x);
extern __device__ __device_builtin__ float normcdfinvf(float x);
extern __device__ __device_builtin__ double normcdfinv(double x);

} /* extern "C" */

#if defined(__GLIBCXX__)
/* libstdc++'s float and long double overloads, made __host__ __device__. */
namespace std {
__host__ __device__ constexpr float abs(float x);
__host__ __device__ constexpr float acos(float x);
__host__ __device__ constexpr float asin(float x);
__host__ __device__ constexpr float atan(float x);
__host__ __device__ constexpr float ceil(float x);
__host__ __device__ constexpr float cos(float x);
__host__ __device__ constexpr float cosh(float x);
__host__ __device__ constexpr float exp(float x);
__host__ __device__ constexpr float fabs(float x);
__host__ __device__ constexpr float floor(float x);
__host__ __device__ constexpr float log(float x);
__host__ __device__ constexpr float log10(float x);
__host__ __device__ constexpr float sin(float x);
__host__ __device__ constexpr float sinh(float x);
__host__ __device__ constexpr float sqrt(float x);
__host__ __device__ constexpr float tan(float x);
__host__ __device__ constexpr float tanh(float x);
__host__ __device__ constexpr float acosh(float x);
__host__ __device__ constexpr float asinh(float x);
__host__ __device__ constexpr float atanh(float x);
__host__ __device__ constexpr float cbrt(float x);
__host__ __device__ constexpr float erf(float x);
__host__ __device__ constexpr float erfc(float x);
__host__ __device__ constexpr float exp2(float x);
__host__ __device__ constexpr float expm1(float x);
__host__ __device__ constexpr float lgamma(float x);
__host__ __device__ constexpr float log1p(float x);
__host__ __device__ constexpr float log2(float x);
__host__ __device__ constexpr float logb(float x);
__host__ __device__ constexpr float nearbyint(float x);
__host__ __device__ constexpr float rint(float x);
__host__ __device__ constexpr float round(float x);
__host__ __device__ constexpr float tgamma(float x);
__host__ __device__ constexpr float trunc(float x);
__host__ __device__ constexpr float atan2(float x, float y);
__host__ __device__ constexpr float fmod(float x, float y);
__host__ __device__ constexpr float pow(float x, float y);
__host__ __device__ constexpr float copysign(float x, float y);
__host__ __device__ constexpr float fdim(float x, float y);
__host__ __device__ constexpr float fmax(float x, float y);
__host__ __device__ constexpr float fmin(float x, float y);
__host__ __device__ constexpr float hypot(float x, float y);
__host__ __device__ constexpr float nextafter(float x, float y);
__host__ __device__ constexpr float remainder(float x, float y);
__host__ __device__ constexpr float fma(float x, float y, float z);
__host__ __device__ constexpr float ldexp(float x, int exp);
__host__ __device__ constexpr float scalbn(float x, int n);
__host__ __device__ constexpr int ilogb(float x);
__host__ __device__ constexpr long lround(float x);
__host__ __device__ constexpr long long llround(float x);
__host__ __device__ constexpr long lrint(float x);
__host__ __device__ constexpr long long llrint(float x);
__host__ __device__ float frexp(float x, int *exp);
__host__ __device__ float modf(float x, float *iptr);
__host__ __device__ float remquo(float x, float y, int *quo);
__host__ __device__ constexpr long double abs(long double x);
__host__ __device__ constexpr long double acos(long double x);
__host__ __device__ constexpr long double asin(long double x);
__host__ __device__ constexpr long double atan(long double x);
__host__ __device__ constexpr long double ceil(long double x);
__host__ __device__ constexpr long double cos(long double x);
__host__ __device__ constexpr long double cosh(long double x);
__host__ __device__ constexpr long double exp(long double x);
__host__ __device__ constexpr long double fabs(long double x);
__host__ __device__ constexpr long double floor(long double x);
__host__ __device__ constexpr long double log(long double x);
__host__ __device__ constexpr long double log10(long double x);
__host__ __device__ constexpr long double sin(long double x);
__host__ __device__ constexpr long double sinh(long double x);
__host__ __device__ constexpr long double sqrt(long double x);
__host__ __device__ constexpr long double tan(long double x);
__host__ __device__ constexpr long double tanh(long double x);
__host__ __device__ constexpr long double acosh(long double x);
__host__ __device__ constexpr long double asinh(long double x);
__host__ __device__ constexpr long double atanh(long double x);
__host__ __device__ constexpr long double cbrt(long double x);
__host__ __device__ constexpr long double erf(long double x);
__host__ __device__ constexpr long double erfc(long double x);
__host__ __device__ constexpr long double exp2(long double x);
__host__ __device__ constexpr long double expm1(long double x);
__host__ __device__ constexpr long double lgamma(long double x);
__host__ __device__ constexpr long double log1p(long double x);
__host__ __device__ constexpr long double log2(long double x);
__host__ __device__ constexpr long double logb(long double x);
__host__ __device__ constexpr long double nearbyint(long double x);
__host__ __device__ constexpr long double rint(long double x);
__host__ __device__ constexpr long double round(long double x);
__host__ __device__ constexpr long double tgamma(long double x);
__host__ __device__ constexpr long double trunc(long double x);
__host__ __device__ constexpr long double atan2(long double x, long double y);
__host__ __device__ constexpr long double fmod(long double x, long double y);
__host__ __device__ constexpr long double pow(long double x, long double y);
__host__ __device__ constexpr long double copysign(long double x, long double y);
__host__ __device__ constexpr long double fdim(long double x, long double y);
__host__ __device__ constexpr long double fmax(long double x, long double y);
__host__ __device__ constexpr long double fmin(long double x, long double y);
__host__ __device__ constexpr long double hypot(long double x, long double y);
__host__ __device__ constexpr long double nextafter(long double x, long double y);
__host__ __device__ constexpr long double remainder(long double x, long double y);
__host__ __device__ constexpr long double fma(long double x, long double y, long double z);
__host__ __device__ constexpr long double ldexp(long double x, int exp);
__host__ __device__ constexpr long double scalbn(long double x, int n);
__host__ __device__ constexpr int ilogb(long double x);
__host__ __device__ constexpr long lround(long double x);
__host__ __device__ constexpr long long llround(long double x);
__host__ __device__ constexpr long lrint(long double x);
__host__ __device__ constexpr long long llrint(long double x);
__host__ __device__ long double frexp(long double x, int *exp);
__host__ __device__ long double modf(long double x, long double *iptr);
__host__ __device__ long double remquo(long double x, long double y, int *quo);
__host__ __device__ long abs(long x);
__host__ __device__ long long abs(long long x);
__host__ __device__ constexpr double abs(double x);
}
#endif /* __GLIBCXX__ */

/* min and max as CUDA programs use them, unqualified, on both sides. */
static __inline__ __host__ __device__ int min(int a, int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ int max(int a, int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ long int min(long int a, long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ long int max(long int a, long int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ unsigned long int min(unsigned long int a, unsigned long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ unsigned long int max(unsigned long int a, unsigned long int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ long long int min(long long int a, long long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ long long int max(long long int a, long long int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ unsigned long long int min(unsigned long long int a, unsigned long long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ unsigned long long int max(unsigned long long int a, unsigned long long int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ float min(float a, float b) { return a < b ? a : b; }
static __inline__ __host__ __device__ float max(float a, float b) { return a > b ? a : b; }
static __inline__ __host__ __device__ double min(double a, double b) { return a < b ? a : b; }
static __inline__ __host__ __device__ double max(double a, double b) { return a > b ? a : b; }
static __inline__ __host__ __device__ unsigned int min(int a, unsigned int b) { return min((unsigned int)a, b); }
static __inline__ __host__ __device__ unsigned int min(unsigned int a, int b) { return min(a, (unsigned int)b); }
static __inline__ __host__ __device__ unsigned int max(int a, unsigned int b) { return max((unsigned int)a, b); }
static __inline__ __host__ __device__ unsigned int max(unsigned int a, int b) { return max(a, (unsigned int)b); }
static __inline__ __host__ __device__ double min(float a, double b) { return min((double)a, b); }
static __inline__ __host__ __device__ double min(double a, float b) { return min(a, (double)b); }
static __inline__ __host__ __device__ double max(float a, double b) { return max((double)a, b); }
static __inline__ __host__ __device__ double max(double a, float b) { return max(a, (double)b); }
static __inline__ __host__ __device__ unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ long long int llmin(long long int a, long long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ long long int llmax(long long int a, long long int b) { return a > b ? a : b; }
static __inline__ __host__ __device__ unsigned long long int ullmin(unsigned long long int a, unsigned long long int b) { return a < b ? a : b; }
static __inline__ __host__ __device__ unsigned long long int ullmax(unsigned long long int a, unsigned long long int b) { return a > b ? a : b; }

#endif /* __cplusplus && __CUDACC__ */

#endif /* __CUFE_MATH_FUNCTIONS_H__ */
