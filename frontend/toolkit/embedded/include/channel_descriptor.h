/*
 * cufe embedded CUDA headers -- cudaCreateChannelDesc<T>(): the channel
 * format of an element type, for CUDA arrays and texture objects.
 */
#ifndef __CUFE_CHANNEL_DESCRIPTOR_H__
#define __CUFE_CHANNEL_DESCRIPTOR_H__
#define __CHANNEL_DESCRIPTOR_H__

#include "cuda_runtime_api.h"

#if defined(__cplusplus)

/* Types without a channel format describe as "none". */
template <class T> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void)
{
    return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<char>(void)
{
    int e = (int)sizeof(char) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, (char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<signed char>(void)
{
    int e = (int)sizeof(signed char) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<char1>(void)
{
    int e = (int)sizeof(signed char) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<char2>(void)
{
    int e = (int)sizeof(signed char) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<char4>(void)
{
    int e = (int)sizeof(signed char) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<unsigned char>(void)
{
    int e = (int)sizeof(unsigned char) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uchar1>(void)
{
    int e = (int)sizeof(unsigned char) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uchar2>(void)
{
    int e = (int)sizeof(unsigned char) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uchar4>(void)
{
    int e = (int)sizeof(unsigned char) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<short>(void)
{
    int e = (int)sizeof(short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<short1>(void)
{
    int e = (int)sizeof(short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<short2>(void)
{
    int e = (int)sizeof(short) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<short4>(void)
{
    int e = (int)sizeof(short) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<unsigned short>(void)
{
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<ushort1>(void)
{
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<ushort2>(void)
{
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<ushort4>(void)
{
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<int>(void)
{
    int e = (int)sizeof(int) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<int1>(void)
{
    int e = (int)sizeof(int) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<int2>(void)
{
    int e = (int)sizeof(int) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<int4>(void)
{
    int e = (int)sizeof(int) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindSigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<unsigned int>(void)
{
    int e = (int)sizeof(unsigned int) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uint1>(void)
{
    int e = (int)sizeof(unsigned int) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uint2>(void)
{
    int e = (int)sizeof(unsigned int) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<uint4>(void)
{
    int e = (int)sizeof(unsigned int) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindUnsigned);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<float>(void)
{
    int e = (int)sizeof(float) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindFloat);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<float1>(void)
{
    int e = (int)sizeof(float) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindFloat);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<float2>(void)
{
    int e = (int)sizeof(float) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindFloat);
}
template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<float4>(void)
{
    int e = (int)sizeof(float) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindFloat);
}

#endif /* __cplusplus */

#endif /* __CUFE_CHANNEL_DESCRIPTOR_H__ */
