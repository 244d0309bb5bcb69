#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "basic.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k1Pii1Scd(int *, int, struct S&, char, double);
static void __device_stub__Z2k2RA4_f(float (*)[4]);
static void __device_stub__Z2ktIiEvPT_S0_(int *, int);
static void __device_stub__Z2ktIfEvPT_S0_(float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__f5ec461b_8_basic_cu_587774ad2k3Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2k1Pii1Scd(int *__par0, int __par1, struct S&__par2, char __par3, double __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 40UL);__cudaSetupArgSimple(__par4, 48UL);__cudaLaunch(((char *)((void ( *)(int *, int, struct S, char, double))k1)), 0U);}
# 3 "basic.cu"
void k1( int *__cuda_0,int __cuda_1,struct ::S __cuda_2,char __cuda_3,double __cuda_4)
# 3 "basic.cu"
{__device_stub__Z2k1Pii1Scd( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4); }
# 1 "basic.cudafe1.stub.c"
static void __device_stub__Z2k2RA4_f( float (*__par0)[4]) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float (&)[4]))k2)), 0U); }
# 4 "basic.cu"
static void k2( float (&__cuda_0)[4])
# 4 "basic.cu"
{__device_stub__Z2k2RA4_f( __cudaAddressOf(__cuda_0)); }
# 1 "basic.cudafe1.stub.c"
static void __device_stub__Z2ktIiEvPT_S0_( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))kt<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kt<int>( int *&__cuda_0,int &__cuda_1){__device_stub__Z2ktIiEvPT_S0_( (int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z2ktIfEvPT_S0_( float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float))kt<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kt<float>( float *&__cuda_0,float &__cuda_1){__device_stub__Z2ktIfEvPT_S0_( (float *&)__cuda_0,(float &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__f5ec461b_8_basic_cu_587774ad2k3Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))_NV_ANON_NAMESPACE::k3)), 0U); }
# 5 "basic.cu"
void _NV_ANON_NAMESPACE::k3( int __cuda_0)
# 5 "basic.cu"
{__device_stub__ZN40_GLOBAL__N__f5ec461b_8_basic_cu_587774ad2k3Ei( __cuda_0); }
# 1 "basic.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))_NV_ANON_NAMESPACE::k3), _ZN40_GLOBAL__N__f5ec461b_8_basic_cu_587774ad2k3Ei, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, float))kt<float> ), _Z2ktIfEvPT_S0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))kt<int> ), _Z2ktIiEvPT_S0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float (&)[4]))k2), _Z2k2RA4_f, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, struct S, char, double))k1), _Z2k1Pii1Scd, (-1)); __cudaRegisterVariable(__T0, __shadow_var(dv,::dv), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(dvi,::dvi), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(sdv,::sdv), 0, 80UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(cv,::cv), 0, 64UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(mv,::mv), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(mv2,::mv2), 0, 40UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(edv,::edv), 1, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN38_INTERNAL_f5ec461b_8_basic_cu_587774ad40_GLOBAL__N__f5ec461b_8_basic_cu_587774ad5anonvE,::_NV_ANON_NAMESPACE::anonv), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
