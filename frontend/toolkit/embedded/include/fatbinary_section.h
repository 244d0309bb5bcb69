/*
 * cufe embedded CUDA headers -- the wrapper a .fatbin.c file puts around
 * the device code it embeds, which __cudaRegisterFatBinary receives.
 */
#ifndef fatbinary_section_INCLUDED
#define fatbinary_section_INCLUDED

#if defined(__cplusplus)
extern "C" {
#endif

#define FATBINC_MAGIC        0x466243B1
#define FATBINC_VERSION      1
#define FATBINC_LINK_VERSION 2

typedef struct {
    int magic;
    int version;
    const unsigned long long *data;
    void *filename_or_fatbins;
} __fatBinC_Wrapper_t;

#define FATBIN_CONTROL_SECTION_NAME      ".nvFatBinSegment"
#define FATBIN_DATA_SECTION_NAME         ".nv_fatbin"
#define FATBIN_PRELINK_DATA_SECTION_NAME "__nv_relfatbin"

#if defined(__cplusplus)
}
#endif

#endif /* fatbinary_section_INCLUDED */
