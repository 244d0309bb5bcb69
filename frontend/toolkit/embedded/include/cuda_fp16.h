/*
 * cufe embedded CUDA headers -- cuda_fp16.h: IEEE half precision (__half,
 * __half2), its conversions, arithmetic, comparisons, math and the C++
 * operators, with CUDA's names and signatures.
 *
 * Everything here is __host__ __device__ and computes through float or
 * double, which holds every half value exactly: the conversions round to
 * nearest even on the bits (so host results equal a GPU's), and a single
 * add, subtract, multiply, divide or square root rounded to float and then
 * to half equals the correctly rounded half result. Device-only operations
 * (shuffles, atomicAdd) are declared for the device compiler.
 */
#ifndef __CUFE_CUDA_FP16_H__
#define __CUFE_CUDA_FP16_H__
#define __CUDA_FP16_H__

#include "crt/host_defines.h"
#include "vector_types.h"

#if !defined(__CUDA_INTERNAL_COMPILATION__)
#include <math.h>
#endif
#if defined(__CUDACC__)
#include "device_functions.h"
#include "math_functions.h"
#endif

typedef struct __align__(2) {
    unsigned short x;
} __half_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __half2_raw;

#if defined(__cplusplus)

#define __CUFE_FP16 static __inline__ __host__ __device__

/* Bit-level conversions, shared by every conversion below. */

/* d to half bits, rounding to nearest even; NaN becomes 0x7fff as on the
   GPU. A float goes through here exactly (double holds every float). */
__CUFE_FP16 unsigned short __cufe_double2half_bits(double d)
{
    union { double d; unsigned long long u; } v;
    v.d = d;
    unsigned long long ax = v.u & 0x7fffffffffffffffULL;
    unsigned short sign = (unsigned short)((v.u >> 48) & 0x8000U);
    if (ax >= 0x7ff0000000000000ULL) {
        return ax > 0x7ff0000000000000ULL ? (unsigned short)0x7fffU : (unsigned short)(sign | 0x7c00U);
    }
    if (ax >= 0x40effe0000000000ULL) { /* 65520 and up round to infinity */
        return (unsigned short)(sign | 0x7c00U);
    }
    if (ax <= 0x3e60000000000000ULL) { /* 2^-25 and below round to zero */
        return sign;
    }
    unsigned int e = (unsigned int)(ax >> 52);
    unsigned long long r, rem, halfway;
    if (e < 1009U) { /* below 2^-14: a subnormal half, in units of 2^-24 */
        unsigned long long m = (ax & 0xfffffffffffffULL) | (1ULL << 52);
        unsigned int shift = 1051U - e;
        r = m >> shift;
        rem = m & ((1ULL << shift) - 1ULL);
        halfway = 1ULL << (shift - 1U);
    } else {
        r = ((unsigned long long)(e - 1008U) << 10) | ((ax >> 42) & 0x3ffULL);
        rem = ax & ((1ULL << 42) - 1ULL);
        halfway = 1ULL << 41;
    }
    if (rem > halfway || (rem == halfway && (r & 1ULL))) {
        ++r; /* a carry into the exponent is the right result */
    }
    return (unsigned short)(sign | r);
}

__CUFE_FP16 float __cufe_half_bits2float(unsigned short h)
{
    unsigned int sign = (unsigned int)(h & 0x8000U) << 16;
    unsigned int e = (h >> 10) & 0x1fU;
    unsigned int m = h & 0x3ffU;
    unsigned int bits;
    if (e == 0x1fU) {
        bits = sign | 0x7f800000U | (m << 13);
    } else if (e != 0U) {
        bits = sign | ((e + 112U) << 23) | (m << 13);
    } else if (m == 0U) {
        bits = sign;
    } else { /* subnormal: normalize */
        e = 113U;
        while ((m & 0x400U) == 0U) {
            m <<= 1;
            --e;
        }
        bits = sign | (e << 23) | ((m & 0x3ffU) << 13);
    }
    union { unsigned int u; float f; } v;
    v.u = bits;
    return v.f;
}

/* Half bits to an integer type: truncated toward zero, saturated to
   [lo, hi] (infinities included), NaN to 0, as the GPU converts. */
template <typename T>
static __inline__ __host__ __device__ T __cufe_half2int(unsigned short h, T lo, T hi)
{
    float f = __cufe_half_bits2float(h);
    if (f != f) {
        return 0;
    }
    if (f <= (float)lo) {
        return lo;
    }
    if (f >= (float)hi) {
        return hi;
    }
    return (T)f;
}

#define __CUFE_LLONG_MIN (-9223372036854775807LL - 1LL)
#define __CUFE_LLONG_MAX 9223372036854775807LL
#define __CUFE_CHAR_MIN ((char)-1 < 0 ? -128 : 0)
#define __CUFE_CHAR_MAX ((char)-1 < 0 ? 127 : 255)

struct __align__(2) __half {
protected:
    unsigned short __x;

public:
    __half() = default;
    __host__ __device__ constexpr __half(const __half_raw &hr) : __x(hr.x) {}
    __host__ __device__ __half &operator=(const __half_raw &hr) { __x = hr.x; return *this; }
    __host__ __device__ operator __half_raw() const { __half_raw r; r.x = __x; return r; }

#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
    __host__ __device__ __half(const float f) { __x = __cufe_double2half_bits(f); }
    __host__ __device__ __half(const double f) { __x = __cufe_double2half_bits(f); }
    __host__ __device__ operator float() const { return __cufe_half_bits2float(__x); }
    __host__ __device__ __half &operator=(const float f) { __x = __cufe_double2half_bits(f); return *this; }
    __host__ __device__ __half &operator=(const double f) { __x = __cufe_double2half_bits(f); return *this; }
#if !defined(__CUDA_FP16_DISABLE_IMPLICIT_INTEGER_CONVERTS_FOR_HOST_COMPILERS__) || defined(__CUDACC__)
    /* Integers convert exactly to double, and every integer too large for
       a half is also too large for a double to round back into range. */
    __host__ __device__ __half(const short val) { __x = __cufe_double2half_bits(val); }
    __host__ __device__ __half(const unsigned short val) { __x = __cufe_double2half_bits(val); }
    __host__ __device__ __half(const int val) { __x = __cufe_double2half_bits(val); }
    __host__ __device__ __half(const unsigned int val) { __x = __cufe_double2half_bits(val); }
    __host__ __device__ __half(const long val) { __x = __cufe_double2half_bits((double)val); }
    __host__ __device__ __half(const unsigned long val) { __x = __cufe_double2half_bits((double)val); }
    __host__ __device__ __half(const long long val) { __x = __cufe_double2half_bits((double)val); }
    __host__ __device__ __half(const unsigned long long val) { __x = __cufe_double2half_bits((double)val); }
    __host__ __device__ operator signed char() const { return (signed char)__cufe_half2int<int>(__x, -128, 127); }
    __host__ __device__ operator unsigned char() const { return (unsigned char)__cufe_half2int<int>(__x, 0, 255); }
    __host__ __device__ operator char() const { return (char)__cufe_half2int<int>(__x, __CUFE_CHAR_MIN, __CUFE_CHAR_MAX); }
    __host__ __device__ operator short() const { return (short)__cufe_half2int<int>(__x, -32768, 32767); }
    __host__ __device__ operator unsigned short() const { return (unsigned short)__cufe_half2int<int>(__x, 0, 65535); }
    __host__ __device__ operator int() const { return __cufe_half2int<int>(__x, -2147483647 - 1, 2147483647); }
    __host__ __device__ operator unsigned int() const { return __cufe_half2int<unsigned int>(__x, 0U, 4294967295U); }
    __host__ __device__ operator long() const { return (long)__cufe_half2int<long long>(__x, sizeof(long) == 8 ? __CUFE_LLONG_MIN : -2147483647LL - 1LL, sizeof(long) == 8 ? __CUFE_LLONG_MAX : 2147483647LL); }
    __host__ __device__ operator unsigned long() const { return (unsigned long)__cufe_half2int<unsigned long long>(__x, 0ULL, sizeof(long) == 8 ? 18446744073709551615ULL : 4294967295ULL); }
    __host__ __device__ operator long long() const { return __cufe_half2int<long long>(__x, __CUFE_LLONG_MIN, __CUFE_LLONG_MAX); }
    __host__ __device__ operator unsigned long long() const { return __cufe_half2int<unsigned long long>(__x, 0ULL, 18446744073709551615ULL); }
    __host__ __device__ __half &operator=(const short val) { __x = __cufe_double2half_bits(val); return *this; }
    __host__ __device__ __half &operator=(const unsigned short val) { __x = __cufe_double2half_bits(val); return *this; }
    __host__ __device__ __half &operator=(const int val) { __x = __cufe_double2half_bits(val); return *this; }
    __host__ __device__ __half &operator=(const unsigned int val) { __x = __cufe_double2half_bits(val); return *this; }
    __host__ __device__ __half &operator=(const long long val) { __x = __cufe_double2half_bits((double)val); return *this; }
    __host__ __device__ __half &operator=(const unsigned long long val) { __x = __cufe_double2half_bits((double)val); return *this; }
    __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffU) != 0U; }
#endif
#endif /* !__CUDA_NO_HALF_CONVERSIONS__ */

};

struct __align__(4) __half2 {
    __half x;
    __half y;

    __half2() = default;
    __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
    __host__ __device__ __half2(const __half2_raw &h2r)
    {
        __half_raw lo, hi;
        lo.x = h2r.x;
        hi.x = h2r.y;
        x = lo;
        y = hi;
    }
    __host__ __device__ __half2 &operator=(const __half2_raw &h2r) { *this = __half2(h2r); return *this; }
    __host__ __device__ operator __half2_raw() const
    {
        __half2_raw r;
        r.x = static_cast<__half_raw>(x).x;
        r.y = static_cast<__half_raw>(y).x;
        return r;
    }
};

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;

/* Reinterpretation and conversion. */
__CUFE_FP16 __half __ushort_as_half(const unsigned short i) { __half_raw r; r.x = i; return __half(r); }
__CUFE_FP16 unsigned short __half_as_ushort(const __half h) { return static_cast<__half_raw>(h).x; }
__CUFE_FP16 __half __short_as_half(const short i) { return __ushort_as_half((unsigned short)i); }
__CUFE_FP16 short __half_as_short(const __half h) { return (short)__half_as_ushort(h); }

__CUFE_FP16 __half __double2half(const double a) { return __ushort_as_half(__cufe_double2half_bits(a)); }
__CUFE_FP16 __half __float2half(const float a) { return __ushort_as_half(__cufe_double2half_bits(a)); }
__CUFE_FP16 __half __float2half_rn(const float a) { return __float2half(a); }
__CUFE_FP16 float __half2float(const __half a) { return __cufe_half_bits2float(__half_as_ushort(a)); }
__CUFE_FP16 __half2 __float2half2_rn(const float a) { return __half2(__float2half(a), __float2half(a)); }
__CUFE_FP16 __half2 __floats2half2_rn(const float a, const float b) { return __half2(__float2half(a), __float2half(b)); }
__CUFE_FP16 __half2 __float22half2_rn(const float2 a) { return __floats2half2_rn(a.x, a.y); }
__CUFE_FP16 float2 __half22float2(const __half2 a) { float2 r; r.x = __half2float(a.x); r.y = __half2float(a.y); return r; }
__CUFE_FP16 float __low2float(const __half2 a) { return __half2float(a.x); }
__CUFE_FP16 float __high2float(const __half2 a) { return __half2float(a.y); }
__CUFE_FP16 __half __low2half(const __half2 a) { return a.x; }
__CUFE_FP16 __half __high2half(const __half2 a) { return a.y; }
__CUFE_FP16 __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__CUFE_FP16 __half2 __half2half2(const __half a) { return __half2(a, a); }
__CUFE_FP16 __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }

__CUFE_FP16 __half __int2half_rn(const int i) { return __double2half(i); }
__CUFE_FP16 __half __uint2half_rn(const unsigned int i) { return __double2half(i); }
__CUFE_FP16 __half __short2half_rn(const short i) { return __double2half(i); }
__CUFE_FP16 __half __ushort2half_rn(const unsigned short i) { return __double2half(i); }
__CUFE_FP16 __half __ll2half_rn(const long long i) { return __double2half((double)i); }
__CUFE_FP16 __half __ull2half_rn(const unsigned long long i) { return __double2half((double)i); }

/* Truncating conversions saturate, and take NaN to 0, as the GPU does. */
__CUFE_FP16 int __half2int_rz(const __half h) { return __cufe_half2int<int>(__half_as_ushort(h), -2147483647 - 1, 2147483647); }
__CUFE_FP16 unsigned int __half2uint_rz(const __half h) { return __cufe_half2int<unsigned int>(__half_as_ushort(h), 0U, 4294967295U); }
__CUFE_FP16 short __half2short_rz(const __half h) { return (short)__cufe_half2int<int>(__half_as_ushort(h), -32768, 32767); }
__CUFE_FP16 unsigned short __half2ushort_rz(const __half h) { return (unsigned short)__cufe_half2int<int>(__half_as_ushort(h), 0, 65535); }
__CUFE_FP16 long long __half2ll_rz(const __half h) { return __cufe_half2int<long long>(__half_as_ushort(h), __CUFE_LLONG_MIN, __CUFE_LLONG_MAX); }
__CUFE_FP16 unsigned long long __half2ull_rz(const __half h) { return __cufe_half2int<unsigned long long>(__half_as_ushort(h), 0ULL, 18446744073709551615ULL); }

/* Arithmetic. */
__CUFE_FP16 __half __hadd(const __half a, const __half b) { return __float2half(__half2float(a) + __half2float(b)); }
__CUFE_FP16 __half __hsub(const __half a, const __half b) { return __float2half(__half2float(a) - __half2float(b)); }
__CUFE_FP16 __half __hmul(const __half a, const __half b) { return __float2half(__half2float(a) * __half2float(b)); }
__CUFE_FP16 __half __hdiv(const __half a, const __half b) { return __float2half(__half2float(a) / __half2float(b)); }
/* a*b is exact in double and the sum nearly always is: one rounding. */
__CUFE_FP16 __half __hfma(const __half a, const __half b, const __half c)
{
    return __double2half((double)__half2float(a) * (double)__half2float(b) + (double)__half2float(c));
}
__CUFE_FP16 __half __hneg(const __half a) { return __ushort_as_half((unsigned short)(__half_as_ushort(a) ^ 0x8000U)); }
__CUFE_FP16 __half __habs(const __half a) { return __ushort_as_half((unsigned short)(__half_as_ushort(a) & 0x7fffU)); }

__CUFE_FP16 __half2 __hadd2(const __half2 a, const __half2 b) { return __half2(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
__CUFE_FP16 __half2 __hsub2(const __half2 a, const __half2 b) { return __half2(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
__CUFE_FP16 __half2 __hmul2(const __half2 a, const __half2 b) { return __half2(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
__CUFE_FP16 __half2 __h2div(const __half2 a, const __half2 b) { return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
__CUFE_FP16 __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c) { return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
__CUFE_FP16 __half2 __hneg2(const __half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__CUFE_FP16 __half2 __habs2(const __half2 a) { return __half2(__habs(a.x), __habs(a.y)); }

/* Comparisons: ordered (false when either is NaN) except __hne's
   unordered cousins, which CUDA names with a u. */
__CUFE_FP16 bool __heq(const __half a, const __half b) { return __half2float(a) == __half2float(b); }
__CUFE_FP16 bool __hne(const __half a, const __half b) { float x = __half2float(a), y = __half2float(b); return x < y || x > y; }
__CUFE_FP16 bool __hlt(const __half a, const __half b) { return __half2float(a) < __half2float(b); }
__CUFE_FP16 bool __hle(const __half a, const __half b) { return __half2float(a) <= __half2float(b); }
__CUFE_FP16 bool __hgt(const __half a, const __half b) { return __half2float(a) > __half2float(b); }
__CUFE_FP16 bool __hge(const __half a, const __half b) { return __half2float(a) >= __half2float(b); }
__CUFE_FP16 bool __hisnan(const __half a) { return (__half_as_ushort(a) & 0x7fffU) > 0x7c00U; }
__CUFE_FP16 int __hisinf(const __half a)
{
    unsigned short u = __half_as_ushort(a);
    return u == 0x7c00U ? 1 : (u == 0xfc00U ? -1 : 0);
}
__CUFE_FP16 __half __hmax(const __half a, const __half b) { return __hisnan(a) ? b : (__hisnan(b) ? a : (__hgt(a, b) ? a : b)); }
__CUFE_FP16 __half __hmin(const __half a, const __half b) { return __hisnan(a) ? b : (__hisnan(b) ? a : (__hlt(a, b) ? a : b)); }
__CUFE_FP16 bool __hbeq2(const __half2 a, const __half2 b) { return __heq(a.x, b.x) && __heq(a.y, b.y); }
__CUFE_FP16 bool __hbne2(const __half2 a, const __half2 b) { return __hne(a.x, b.x) && __hne(a.y, b.y); }
__CUFE_FP16 bool __hblt2(const __half2 a, const __half2 b) { return __hlt(a.x, b.x) && __hlt(a.y, b.y); }
__CUFE_FP16 bool __hble2(const __half2 a, const __half2 b) { return __hle(a.x, b.x) && __hle(a.y, b.y); }
__CUFE_FP16 bool __hbgt2(const __half2 a, const __half2 b) { return __hgt(a.x, b.x) && __hgt(a.y, b.y); }
__CUFE_FP16 bool __hbge2(const __half2 a, const __half2 b) { return __hge(a.x, b.x) && __hge(a.y, b.y); }

/* Math, through float: exact for sqrt, within float's accuracy else. */
__CUFE_FP16 __half hsqrt(const __half a) { return __float2half(sqrtf(__half2float(a))); }
__CUFE_FP16 __half hrsqrt(const __half a) { return __float2half(1.0f / sqrtf(__half2float(a))); }
__CUFE_FP16 __half hrcp(const __half a) { return __float2half(1.0f / __half2float(a)); }
__CUFE_FP16 __half hexp(const __half a) { return __float2half(expf(__half2float(a))); }
__CUFE_FP16 __half hexp2(const __half a) { return __float2half(exp2f(__half2float(a))); }
__CUFE_FP16 __half hlog(const __half a) { return __float2half(logf(__half2float(a))); }
__CUFE_FP16 __half hlog2(const __half a) { return __float2half(log2f(__half2float(a))); }
__CUFE_FP16 __half hlog10(const __half a) { return __float2half(log10f(__half2float(a))); }
__CUFE_FP16 __half hsin(const __half a) { return __float2half(sinf(__half2float(a))); }
__CUFE_FP16 __half hcos(const __half a) { return __float2half(cosf(__half2float(a))); }
__CUFE_FP16 __half hfloor(const __half a) { return __float2half(floorf(__half2float(a))); }
__CUFE_FP16 __half hceil(const __half a) { return __float2half(ceilf(__half2float(a))); }
__CUFE_FP16 __half htrunc(const __half a) { return __float2half(truncf(__half2float(a))); }
__CUFE_FP16 __half hrint(const __half a) { return __float2half(rintf(__half2float(a))); }

#if !defined(__CUDA_NO_HALF_OPERATORS__)
__CUFE_FP16 __half operator+(const __half &lh, const __half &rh) { return __hadd(lh, rh); }
__CUFE_FP16 __half operator-(const __half &lh, const __half &rh) { return __hsub(lh, rh); }
__CUFE_FP16 __half operator*(const __half &lh, const __half &rh) { return __hmul(lh, rh); }
__CUFE_FP16 __half operator/(const __half &lh, const __half &rh) { return __hdiv(lh, rh); }
__CUFE_FP16 __half &operator+=(__half &lh, const __half &rh) { lh = __hadd(lh, rh); return lh; }
__CUFE_FP16 __half &operator-=(__half &lh, const __half &rh) { lh = __hsub(lh, rh); return lh; }
__CUFE_FP16 __half &operator*=(__half &lh, const __half &rh) { lh = __hmul(lh, rh); return lh; }
__CUFE_FP16 __half &operator/=(__half &lh, const __half &rh) { lh = __hdiv(lh, rh); return lh; }
__CUFE_FP16 __half &operator++(__half &h) { h = __hadd(h, __ushort_as_half(0x3c00U)); return h; }
__CUFE_FP16 __half &operator--(__half &h) { h = __hsub(h, __ushort_as_half(0x3c00U)); return h; }
__CUFE_FP16 __half operator++(__half &h, const int) { __half old = h; ++h; return old; }
__CUFE_FP16 __half operator--(__half &h, const int) { __half old = h; --h; return old; }
__CUFE_FP16 __half operator+(const __half &h) { return h; }
__CUFE_FP16 __half operator-(const __half &h) { return __hneg(h); }
__CUFE_FP16 bool operator==(const __half &lh, const __half &rh) { return __heq(lh, rh); }
__CUFE_FP16 bool operator!=(const __half &lh, const __half &rh) { return !__heq(lh, rh); }
__CUFE_FP16 bool operator>(const __half &lh, const __half &rh) { return __hgt(lh, rh); }
__CUFE_FP16 bool operator<(const __half &lh, const __half &rh) { return __hlt(lh, rh); }
__CUFE_FP16 bool operator>=(const __half &lh, const __half &rh) { return __hge(lh, rh); }
__CUFE_FP16 bool operator<=(const __half &lh, const __half &rh) { return __hle(lh, rh); }

__CUFE_FP16 __half2 operator+(const __half2 &lh, const __half2 &rh) { return __hadd2(lh, rh); }
__CUFE_FP16 __half2 operator-(const __half2 &lh, const __half2 &rh) { return __hsub2(lh, rh); }
__CUFE_FP16 __half2 operator*(const __half2 &lh, const __half2 &rh) { return __hmul2(lh, rh); }
__CUFE_FP16 __half2 operator/(const __half2 &lh, const __half2 &rh) { return __h2div(lh, rh); }
__CUFE_FP16 __half2 &operator+=(__half2 &lh, const __half2 &rh) { lh = __hadd2(lh, rh); return lh; }
__CUFE_FP16 __half2 &operator-=(__half2 &lh, const __half2 &rh) { lh = __hsub2(lh, rh); return lh; }
__CUFE_FP16 __half2 &operator*=(__half2 &lh, const __half2 &rh) { lh = __hmul2(lh, rh); return lh; }
__CUFE_FP16 __half2 &operator/=(__half2 &lh, const __half2 &rh) { lh = __h2div(lh, rh); return lh; }
__CUFE_FP16 __half2 operator+(const __half2 &h) { return h; }
__CUFE_FP16 __half2 operator-(const __half2 &h) { return __hneg2(h); }
__CUFE_FP16 bool operator==(const __half2 &lh, const __half2 &rh) { return __hbeq2(lh, rh); }
__CUFE_FP16 bool operator!=(const __half2 &lh, const __half2 &rh) { return !__hbeq2(lh, rh); }
__CUFE_FP16 bool operator>(const __half2 &lh, const __half2 &rh) { return __hbgt2(lh, rh); }
__CUFE_FP16 bool operator<(const __half2 &lh, const __half2 &rh) { return __hblt2(lh, rh); }
__CUFE_FP16 bool operator>=(const __half2 &lh, const __half2 &rh) { return __hbge2(lh, rh); }
__CUFE_FP16 bool operator<=(const __half2 &lh, const __half2 &rh) { return __hble2(lh, rh); }
#endif /* !__CUDA_NO_HALF_OPERATORS__ */

#if defined(__CUDACC__)
/* Warp shuffles move the 16 or 32 bits through the integer shuffles. */
static __inline__ __device__ __half __shfl_sync(unsigned int mask, __half var, int srcLane, int width = warpSize)
{
    return __ushort_as_half((unsigned short)__shfl_sync(mask, (unsigned int)__half_as_ushort(var), srcLane, width));
}
static __inline__ __device__ __half __shfl_up_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize)
{
    return __ushort_as_half((unsigned short)__shfl_up_sync(mask, (unsigned int)__half_as_ushort(var), delta, width));
}
static __inline__ __device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize)
{
    return __ushort_as_half((unsigned short)__shfl_down_sync(mask, (unsigned int)__half_as_ushort(var), delta, width));
}
static __inline__ __device__ __half __shfl_xor_sync(unsigned int mask, __half var, int laneMask, int width = warpSize)
{
    return __ushort_as_half((unsigned short)__shfl_xor_sync(mask, (unsigned int)__half_as_ushort(var), laneMask, width));
}
static __inline__ __device__ __half2 __shfl_sync(unsigned int mask, __half2 var, int srcLane, int width = warpSize)
{
    return __half2(__shfl_sync(mask, var.x, srcLane, width), __shfl_sync(mask, var.y, srcLane, width));
}
static __inline__ __device__ __half2 __shfl_up_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize)
{
    return __half2(__shfl_up_sync(mask, var.x, delta, width), __shfl_up_sync(mask, var.y, delta, width));
}
static __inline__ __device__ __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize)
{
    return __half2(__shfl_down_sync(mask, var.x, delta, width), __shfl_down_sync(mask, var.y, delta, width));
}
static __inline__ __device__ __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int laneMask, int width = warpSize)
{
    return __half2(__shfl_xor_sync(mask, var.x, laneMask, width), __shfl_xor_sync(mask, var.y, laneMask, width));
}

/* Atomic adds on half values (sm_70 and later). */
__device__ __half atomicAdd(__half *const address, const __half val);
__device__ __half2 atomicAdd(__half2 *const address, const __half2 val);
#endif /* __CUDACC__ */

#undef __CUFE_FP16
#undef __CUFE_LLONG_MIN
#undef __CUFE_LLONG_MAX
#undef __CUFE_CHAR_MIN
#undef __CUFE_CHAR_MAX

/* Constants, as bit patterns. */
#define CUDART_INF_FP16        __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16        __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16   __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16       __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16        __ushort_as_half((unsigned short)0x3C00U)

#endif /* __cplusplus */

#endif /* __CUFE_CUDA_FP16_H__ */
