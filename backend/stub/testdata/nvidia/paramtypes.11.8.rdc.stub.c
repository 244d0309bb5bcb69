#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _f43a5ac3_13_paramtypes_cu_9623787c
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "paramtypes.fatbin.c"
typedef ns::NP _ZN2ns2NPE;
typedef ns::NC _ZN2ns2NCE;
extern void __device_stub__Z2kc1K1E2EC1U5Empty3A16N2ns2NPENS5_2NCE4Anon(struct K&, enum E, enum EC, union U&, struct Empty&, struct A16&,  _ZN2ns2NPE&,  _ZN2ns2NCE&, Anon&);
extern void __device_stub__Z2kqii1KPiPVKc(const int, volatile int, const struct K&, int *const, const volatile char *);
extern void __device_stub__Z3kfpPFviEM1KiPcPA2_A3_d(void (*)(int), long, char *, double (*)[2][3]);
extern void __device_stub__Z3kgc1Gi(const struct G&, int);
static void __device_stub__Z5firstIlEvT_(long);
static void __device_stub__Z5firstIcEvT_(char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
void __device_stub__Z2kc1K1E2EC1U5Empty3A16N2ns2NPENS5_2NCE4Anon(struct K&__par0, enum E __par1, enum EC __par2, union U&__par3, struct Empty&__par4, struct A16&__par5,  _ZN2ns2NPE&__par6,  _ZN2ns2NCE&__par7, Anon&__par8){__cudaLaunchPrologue(9);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaSetupArg(__par4, 16UL);__cudaSetupArg(__par5, 32UL);__cudaSetupArg(__par6, 48UL);__cudaSetupArg(__par7, 52UL);__cudaSetupArg(__par8, 56UL);__cudaLaunch(((char *)((void ( *)(struct K, enum E, enum EC, union U, struct Empty, struct A16,  _ZN2ns2NPE,  _ZN2ns2NCE, Anon))kc)));}
# 10 "paramtypes.cu"
void kc( struct K __cuda_0,enum E __cuda_1,enum EC __cuda_2,union U __cuda_3,struct Empty __cuda_4,struct A16 __cuda_5, _ZN2ns2NPE __cuda_6, _ZN2ns2NCE __cuda_7,Anon __cuda_8)
# 10 "paramtypes.cu"
{__device_stub__Z2kc1K1E2EC1U5Empty3A16N2ns2NPENS5_2NCE4Anon( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5,__cuda_6,__cuda_7,__cuda_8); }
# 1 "paramtypes.cudafe1.stub.c"
void __device_stub__Z2kqii1KPiPVKc( const int __par0,  volatile int __par1,  const struct K&__par2,  int *const __par3,  const volatile char *__par4) {  __cudaLaunchPrologue(5); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArg(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaSetupArgSimple(__par4, 24UL); __cudaLaunch(((char *)((void ( *)(const int, volatile int, const struct K, int *const, const volatile char *))kq))); }
# 11 "paramtypes.cu"
void kq( const int __cuda_0,volatile int __cuda_1,const struct K __cuda_2,int *const __cuda_3,const volatile char *__cuda_4)
# 11 "paramtypes.cu"
{__device_stub__Z2kqii1KPiPVKc( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4); }
# 1 "paramtypes.cudafe1.stub.c"
void __device_stub__Z3kfpPFviEM1KiPcPA2_A3_d( void (*__par0)(int),  long __par1,  char *__par2,  double (*__par3)[2][3]) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(void (*)(int), long, char *, double (*)[2UL][3UL]))kfp))); }
# 12 "paramtypes.cu"
void kfp( void (*__cuda_0)(int),long __cuda_1,char __cuda_2[8UL],double (*__cuda_3)[2UL][3UL])
# 12 "paramtypes.cu"
{__device_stub__Z3kfpPFviEM1KiPcPA2_A3_d( __cuda_0,__cuda_1,__cuda_2,__cuda_3); }
# 1 "paramtypes.cudafe1.stub.c"
void __device_stub__Z3kgc1Gi( const struct G&__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 12UL); __cudaLaunch(((char *)((void ( *)(const struct G, int))kgc))); }
# 14 "paramtypes.cu"
void kgc( const struct G __cuda_0,int __cuda_1)
# 14 "paramtypes.cu"
{__device_stub__Z3kgc1Gi( __cuda_0,__cuda_1); }
# 1 "paramtypes.cudafe1.stub.c"
static void __device_stub__Z5firstIlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))first<long> ))); }
template<> __specialization_static void __wrapper__device_stub_first<long>( long &__cuda_0){__device_stub__Z5firstIlEvT_( (long &)__cuda_0);}
static void __device_stub__Z5firstIcEvT_( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))first<char> ))); }
template<> __specialization_static void __wrapper__device_stub_first<char>( char &__cuda_0){__device_stub__Z5firstIcEvT_( (char &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(char))first<char> ), _Z5firstIcEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(long))first<long> ), _Z5firstIlEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const struct G, int))kgc), _Z3kgc1Gi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(void (*)(int), long, char *, double (*)[2UL][3UL]))kfp), _Z3kfpPFviEM1KiPcPA2_A3_d, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int, volatile int, const struct K, int *const, const volatile char *))kq), _Z2kqii1KPiPVKc, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(struct K, enum E, enum EC, union U, struct Empty, struct A16,  _ZN2ns2NPE,  _ZN2ns2NCE, Anon))kc), _Z2kc1K1E2EC1U5Empty3A16N2ns2NPENS5_2NCE4Anon, (-1)); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
