// Checks the embedded cuda_fp16.h on the host against g++'s _Float16,
// whose conversions round to nearest even: every half to float, every
// half and every tie between neighbours (and the floats either side of it)
// to half, pseudo-random floats and doubles to half, the four arithmetic
// operations on pseudo-random pairs, and the saturating integer
// conversions. Prints "checked N mismatches M" and the first mismatches.
#include <cuda_fp16.h>

#include <cmath>
#include <cstdio>
#include <cstring>

static unsigned long long checked, mismatches;

static unsigned short bitsOf(_Float16 h)
{
    unsigned short u;
    std::memcpy(&u, &h, sizeof u);
    return u;
}

static _Float16 fromBits(unsigned short u)
{
    _Float16 h;
    std::memcpy(&h, &u, sizeof h);
    return h;
}

static bool isNaNBits(unsigned short u) { return (u & 0x7fffU) > 0x7c00U; }

static void same(const char *what, double in, unsigned short got, unsigned short want)
{
    ++checked;
    if (got == want || (isNaNBits(got) && isNaNBits(want))) {
        return;
    }
    if (++mismatches <= 10) {
        std::printf("%s(%.17g): got 0x%04x, want 0x%04x\n", what, in, got, want);
    }
}

static void sameInt(const char *what, long long got, long long want)
{
    ++checked;
    if (got != want && ++mismatches <= 10) {
        std::printf("%s: got %lld, want %lld\n", what, got, want);
    }
}

static float floatOf(unsigned int u)
{
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
}

static unsigned int floatBits(float f)
{
    unsigned int u;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

static void checkFloat(float f)
{
    same("__float2half", f, __half_as_ushort(__float2half(f)), bitsOf((_Float16)f));
}

int main()
{
    // Every half to float and back.
    for (unsigned int u = 0; u < 0x10000U; ++u) {
        float got = __half2float(__ushort_as_half((unsigned short)u));
        float want = (float)fromBits((unsigned short)u);
        ++checked;
        if (floatBits(got) != floatBits(want) && !(std::isnan(got) && std::isnan(want)) && ++mismatches <= 10) {
            std::printf("__half2float(0x%04x): got %a, want %a\n", u, got, want);
        }
        checkFloat(want);
    }
    // Ties between neighbouring finite halves of one sign, and the floats
    // just below and above each.
    for (unsigned int u = 0; u < 0x7c00U; ++u) {
        for (unsigned int sign = 0; sign <= 0x8000U; sign += 0x8000U) {
            double lo = (double)fromBits((unsigned short)(u | sign));
            double hi = (double)fromBits((unsigned short)((u + 1U) | sign));
            float tie = (float)((lo + hi) / 2);
            checkFloat(tie);
            checkFloat(std::nextafter(tie, 0.0f));
            checkFloat(std::nextafter(tie, 2.0f * tie));
            same("__double2half", (lo + hi) / 2, __half_as_ushort(__double2half((lo + hi) / 2)), bitsOf((_Float16)((lo + hi) / 2)));
        }
    }
    // Pseudo-random floats over the whole range and doubles near half's.
    unsigned long long x = 88172645463325252ULL;
    auto next = [&x]() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return x;
    };
    for (int i = 0; i < 1000000; ++i) {
        checkFloat(floatOf((unsigned int)next()));
        double d = std::ldexp((double)(next() >> 11) / 9007199254740992.0, (int)(next() % 60) - 40);
        if (next() & 1) {
            d = -d;
        }
        same("__double2half", d, __half_as_ushort(__double2half(d)), bitsOf((_Float16)d));
    }
    // Arithmetic on pseudo-random pairs of finite halves.
    for (int i = 0; i < 200000; ++i) {
        unsigned short a = (unsigned short)(next() % 0x7c00U | (next() & 0x8000U));
        unsigned short b = (unsigned short)(next() % 0x7c00U | (next() & 0x8000U));
        __half ha = __ushort_as_half(a), hb = __ushort_as_half(b);
        _Float16 fa = fromBits(a), fb = fromBits(b);
        same("__hadd", a, __half_as_ushort(__hadd(ha, hb)), bitsOf((_Float16)(fa + fb)));
        same("__hsub", a, __half_as_ushort(__hsub(ha, hb)), bitsOf((_Float16)(fa - fb)));
        same("__hmul", a, __half_as_ushort(__hmul(ha, hb)), bitsOf((_Float16)(fa * fb)));
        same("__hdiv", a, __half_as_ushort(__hdiv(ha, hb)), bitsOf((_Float16)(fa / fb)));
        same("operator+", a, __half_as_ushort(ha + hb), bitsOf((_Float16)(fa + fb)));
        same("operator*", a, __half_as_ushort(ha * hb), bitsOf((_Float16)(fa * fb)));
    }
    // Saturating integer conversions; NaN gives 0.
    sameInt("__half2int_rz(inf)", __half2int_rz(CUDART_INF_FP16), 2147483647LL);
    sameInt("__half2int_rz(-inf)", __half2int_rz(__hneg(CUDART_INF_FP16)), -2147483648LL);
    sameInt("__half2int_rz(nan)", __half2int_rz(CUDART_NAN_FP16), 0);
    sameInt("__half2int_rz(-2.75)", __half2int_rz(__float2half(-2.75f)), -2);
    sameInt("__half2uint_rz(-0.5)", __half2uint_rz(__float2half(-0.5f)), 0);
    sameInt("__half2short_rz(60000)", __half2short_rz(__float2half(60000.0f)), 32767);
    sameInt("__half2ushort_rz(65504)", __half2ushort_rz(CUDART_MAX_NORMAL_FP16), 65504);
    sameInt("__half2ll_rz(-inf)", __half2ll_rz(__hneg(CUDART_INF_FP16)), (-9223372036854775807LL - 1LL));
    sameInt("(int)__half(7.9)", (int)__half(7.9f), 7);
    sameInt("__half2float(__hfma(1.5, 2, 0.25))", (long long)(4 * __half2float(__hfma(__float2half(1.5f), __float2half(2.0f), __float2half(0.25f)))), 13);
    sameInt("__low2float+__high2float", (long long)(__low2float(__floats2half2_rn(1.0f, 2.5f)) + __high2float(__floats2half2_rn(1.0f, 2.5f))), 3);
    std::printf("checked %llu mismatches %llu\n", checked, mismatches);
    return mismatches == 0 ? 0 : 1;
}
