#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _57f73f00_14_hostruntime_cu_ef44db2c
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "hostruntime.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5plainPiicd(int *, int, char, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7byValue4PairRA4_f(struct Pair&, float (*)[4]);
extern __attribute__((visibility("hidden"))) void __device_stub__Z4nonev(void);
static void __device_stub__Z4fillIiLi4EEvPT_S0_(int *, int);
static void __device_stub__Z4fillIfLi2EEvPT_S0_(float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN47_GLOBAL__N__57f73f00_14_hostruntime_cu_ef44db2c8internalEy(unsigned long long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5outer5inner6nestedEPK4Pairl(const struct Pair *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5plainPiicd(int *__par0, int __par1, char __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, char, double))plain)), 0U);}
# 19 "hostruntime.cu"
void plain( int *__cuda_0,int __cuda_1,char __cuda_2,double __cuda_3)
# 20 "hostruntime.cu"
{__device_stub__Z5plainPiicd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "hostruntime.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7byValue4PairRA4_f( struct Pair&__par0,  float (*__par1)[4]) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)(struct Pair, float (&)[4]))byValue)), 0U); }
# 26 "hostruntime.cu"
void byValue( struct ::Pair __cuda_0,float (&__cuda_1)[4])
# 27 "hostruntime.cu"
{__device_stub__Z7byValue4PairRA4_f( __cuda_0,__cudaAddressOf(__cuda_1));

}
# 1 "hostruntime.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z4nonev(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))none)), 0U); }
# 31 "hostruntime.cu"
void none(void)
# 32 "hostruntime.cu"
{__device_stub__Z4nonev();

}
# 1 "hostruntime.cudafe1.stub.c"
static void __device_stub__Z4fillIiLi4EEvPT_S0_( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))fill<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fill<int,4>( int *&__cuda_0,int &__cuda_1){__device_stub__Z4fillIiLi4EEvPT_S0_( (int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z4fillIfLi2EEvPT_S0_( float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float))fill<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fill<float,2>( float *&__cuda_0,float &__cuda_1){__device_stub__Z4fillIfLi2EEvPT_S0_( (float *&)__cuda_0,(float &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN47_GLOBAL__N__57f73f00_14_hostruntime_cu_ef44db2c8internalEy( unsigned long long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long long))_NV_ANON_NAMESPACE::internal)), 0U); }
# 43 "hostruntime.cu"
void _NV_ANON_NAMESPACE::internal( unsigned long long __cuda_0)
# 44 "hostruntime.cu"
{__device_stub__ZN47_GLOBAL__N__57f73f00_14_hostruntime_cu_ef44db2c8internalEy( __cuda_0);

}
# 1 "hostruntime.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5outer5inner6nestedEPK4Pairl( const struct Pair *__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const struct Pair *, long))outer::inner::nested)), 0U); }
# 51 "hostruntime.cu"
void outer::inner::nested( const struct ::Pair *__cuda_0,long __cuda_1)
# 52 "hostruntime.cu"
{__device_stub__ZN5outer5inner6nestedEPK4Pairl( __cuda_0,__cuda_1);

}
# 1 "hostruntime.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const struct Pair *, long))outer::inner::nested), _ZN5outer5inner6nestedEPK4Pairl, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned long long))_NV_ANON_NAMESPACE::internal), __nv_static_36__57f73f00_14_hostruntime_cu_ef44db2c__ZN47_GLOBAL__N__57f73f00_14_hostruntime_cu_ef44db2c8internalEy, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, float))fill<float, (int)2> ), _Z4fillIfLi2EEvPT_S0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))fill<int, (int)4> ), _Z4fillIiLi4EEvPT_S0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(void))none), _Z4nonev, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(struct Pair, float (&)[4]))byValue), _Z7byValue4PairRA4_f, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, char, double))plain), _Z5plainPiicd, (-1)); __cudaRegisterVariable(__T0, __shadow_var(counter,::counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(coeffs,::coeffs), 0, 32UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(flag,::flag), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_36__57f73f00_14_hostruntime_cu_ef44db2c_hidden,::hidden), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
