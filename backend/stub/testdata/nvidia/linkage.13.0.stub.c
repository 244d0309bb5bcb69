#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "linkage.fatbin.c"
static void __device_stub__Z6sfirsti(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2hki(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2lbPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2ckPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN2ns3nskEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6sfirsti(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))sfirst)), 0U);}
# 1 "linkage.cu"
static void sfirst( int __cuda_0)
# 1 "linkage.cu"
{__device_stub__Z6sfirsti( __cuda_0); }
# 1 "linkage.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2hki( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))hk)), 0U); }
# 1 "hk.cuh"
void hk( int __cuda_0)
# 1 "hk.cuh"
{__device_stub__Z2hki( __cuda_0); }
# 1 "linkage.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2lbPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))lb)), 0U); }
# 10 "linkage.cu"
void lb( float *__cuda_0)
# 10 "linkage.cu"
{__device_stub__Z2lbPf( __cuda_0); }
# 1 "linkage.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2ckPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))ck)), 0U); }
# 11 "linkage.cu"
void ck( int *__cuda_0)
# 11 "linkage.cu"
{__device_stub__Z2ckPi( __cuda_0); }
# 1 "linkage.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN2ns3nskEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))ns::nsk)), 0U); }
# 4 "linkage.cu"
void ns::nsk( int __cuda_0)
# 6 "linkage.cu"
{__device_stub__ZN2ns3nskEi( __cuda_0);
}
# 1 "linkage.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))ns::nsk), _ZN2ns3nskEi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))ck), ck, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))lb), _Z2lbPf, 256); __cudaRegisterEntry(__T0, ((void ( *)(int))hk), _Z2hki, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))sfirst), _Z6sfirsti, (-1)); __cudaRegisterVariable(__T0, __shadow_var(sc,::sc), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(mp,::mp), 0, 8UL, 0, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(_ZN41_INTERNAL_a3ddab58_10_linkage_cu_17fad4ea2ns43_GLOBAL__N__a3ddab58_10_linkage_cu_17fad4ea3namE,::ns::_NV_ANON_NAMESPACE::nam), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN41_INTERNAL_a3ddab58_10_linkage_cu_17fad4ea2ns3nsdE,::ns::nsd), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN41_INTERNAL_a3ddab58_10_linkage_cu_17fad4ea43_GLOBAL__N__a3ddab58_10_linkage_cu_17fad4ea2acE,::_NV_ANON_NAMESPACE::ac), 0, 8UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN41_INTERNAL_a3ddab58_10_linkage_cu_17fad4ea43_GLOBAL__N__a3ddab58_10_linkage_cu_17fad4ea3advE,::_NV_ANON_NAMESPACE::adv), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
