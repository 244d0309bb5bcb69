#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "typedefs.fatbin.c"
typedef Arr<float, (int)4>  _Z3ArrIfLi4EE;
typedef ns::NP _ZN2ns2NPE;
typedef ns::NE _ZN2ns2NEE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z2z0v(void);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2cqN2ns2NPENS_2NEE3ArrIfLi4EEPKS0_(const  _ZN2ns2NPE&,  _ZN2ns2NEE,  _Z3ArrIfLi4EE&, const  _ZN2ns2NPE *);
static void __device_stub__ZN42_GLOBAL__N__f1576798_11_typedefs_cu__Z2z0v2atIiEEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2z0v(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))z0)), 0U);}
# 1 "typedefs.cu"
void z0(void)
# 1 "typedefs.cu"
{__device_stub__Z2z0v(); }
# 1 "typedefs.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2cqN2ns2NPENS_2NEE3ArrIfLi4EEPKS0_( const  _ZN2ns2NPE&__par0,   _ZN2ns2NEE __par1,   _Z3ArrIfLi4EE&__par2,  const  _ZN2ns2NPE *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArg(__par2, 8UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const  _ZN2ns2NPE,  _ZN2ns2NEE,  _Z3ArrIfLi4EE, const  _ZN2ns2NPE *))cq)), 0U); }
# 4 "typedefs.cu"
void cq( const  _ZN2ns2NPE __cuda_0, _ZN2ns2NEE __cuda_1, _Z3ArrIfLi4EE __cuda_2,const  _ZN2ns2NPE *__cuda_3)
# 4 "typedefs.cu"
{__device_stub__Z2cqN2ns2NPENS_2NEE3ArrIfLi4EEPKS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3); }
# 1 "typedefs.cudafe1.stub.c"
static void __device_stub__ZN42_GLOBAL__N__f1576798_11_typedefs_cu__Z2z0v2atIiEEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))_NV_ANON_NAMESPACE::at<int> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_at<int>( int &__cuda_0){__device_stub__ZN42_GLOBAL__N__f1576798_11_typedefs_cu__Z2z0v2atIiEEvT_( (int &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int))_NV_ANON_NAMESPACE::at<int> ), _ZN42_GLOBAL__N__f1576798_11_typedefs_cu__Z2z0v2atIiEEvT_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const  _ZN2ns2NPE,  _ZN2ns2NEE,  _Z3ArrIfLi4EE, const  _ZN2ns2NPE *))cq), _Z2cqN2ns2NPENS_2NEE3ArrIfLi4EEPKS0_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(void))z0), _Z2z0v, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
