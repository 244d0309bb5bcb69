#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _dee4084d_13_namespaces_cu_bd6cb5cd
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "namespaces.fatbin.c"
typedef Box<double>  _Z3BoxIdE;
typedef Box<int>  _Z3BoxIiE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z2g1PK1P(const struct P *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2g2v(void);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2g31QcS_i(struct Q&, char, struct Q&, int);
static void __device_stub__Z3tk2IfLi2EEvT_(float);
static void __device_stub__Z3tk2I3BoxIiELi5EEvT_( _Z3BoxIiE&);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN2ns5inner2ikE1Py(struct P&, unsigned long long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN2ns2nkEPKi3BoxIdE(const int *__restrict__,  _Z3BoxIdE&);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN2ns3nk2Esbe(short, bool, long double);
static void __device_stub__ZN2ns2tkILi3EEEvPAT__i(int (*)[3]);
static void __device_stub__ZN2ns2tkILi1EEEvPAT__i(int (*)[1]);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2g1PK1P(const struct P *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const struct P *))g1)), 0U);}
# 9 "namespaces.cu"
void g1( const struct ::P *__cuda_0)
# 9 "namespaces.cu"
{__device_stub__Z2g1PK1P( __cuda_0); }
# 1 "namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2g2v(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))g2)), 0U); }
# 12 "namespaces.cu"
void g2(void)
# 12 "namespaces.cu"
{__device_stub__Z2g2v(); }
# 1 "namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2g31QcS_i( struct Q&__par0,  char __par1,  struct Q&__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArg(__par2, 24UL); __cudaSetupArgSimple(__par3, 40UL); __cudaLaunch(((char *)((void ( *)(struct Q, char, struct Q, int))g3)), 0U); }
# 17 "namespaces.cu"
void g3( struct ::Q __cuda_0,char __cuda_1,struct ::Q __cuda_2,int __cuda_3)
# 17 "namespaces.cu"
{__device_stub__Z2g31QcS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3); }
# 1 "namespaces.cudafe1.stub.c"
static void __device_stub__Z3tk2IfLi2EEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))tk2<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tk2<float,2>( float &__cuda_0){__device_stub__Z3tk2IfLi2EEvT_( (float &)__cuda_0);}
static void __device_stub__Z3tk2I3BoxIiELi5EEvT_(  _Z3BoxIiE&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)( _Z3BoxIiE))tk2<    ::Box<int> , (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tk2< ::Box<int> ,5>(  _Z3BoxIiE &__cuda_0){__device_stub__Z3tk2I3BoxIiELi5EEvT_( ( _Z3BoxIiE &)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN2ns5inner2ikE1Py( struct P&__par0,  unsigned long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(struct P, unsigned long long))ns::inner::ik)), 0U); }
# 6 "namespaces.cu"
void ns::inner::ik( struct ::P __cuda_0,unsigned long long __cuda_1)
# 6 "namespaces.cu"
{__device_stub__ZN2ns5inner2ikE1Py( __cuda_0,__cuda_1); }
# 1 "namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN2ns2nkEPKi3BoxIdE( const int *__restrict__ __par0,   _Z3BoxIdE&__par1) {  const int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__,  _Z3BoxIdE))ns::nk)), 0U); }
# 5 "namespaces.cu"
void ns::nk( const int *__restrict__ __cuda_0, _Z3BoxIdE __cuda_1)
# 5 "namespaces.cu"
{__device_stub__ZN2ns2nkEPKi3BoxIdE( __cuda_0,__cuda_1); }
# 1 "namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN2ns3nk2Esbe( short __par0,  bool __par1,  long double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 2UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(short, bool, long double))ns::nk2)), 0U); }
# 13 "namespaces.cu"
void ns::nk2( short __cuda_0,bool __cuda_1,long double __cuda_2)
# 13 "namespaces.cu"
{__device_stub__ZN2ns3nk2Esbe( __cuda_0,__cuda_1,__cuda_2); }
# 1 "namespaces.cudafe1.stub.c"
static void __device_stub__ZN2ns2tkILi3EEEvPAT__i( int (*__par0)[3]) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int (*)[3]))ns::tk<(int)3> )), 0U); }namespace ns{

template<> __specialization_static void __wrapper__device_stub_tk<3>( int (*&__cuda_0)[3]){__device_stub__ZN2ns2tkILi3EEEvPAT__i( (int (*&)[3])__cuda_0);}}
static void __device_stub__ZN2ns2tkILi1EEEvPAT__i( int (*__par0)[1]) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int (*)[1]))ns::tk<(int)1> )), 0U); }namespace ns{

template<> __specialization_static void __wrapper__device_stub_tk<1>( int (*&__cuda_0)[1]){__device_stub__ZN2ns2tkILi1EEEvPAT__i( (int (*&)[1])__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(struct P, unsigned long long))ns::inner::ik), _ZN2ns5inner2ikE1Py, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int (*)[1]))ns::tk<(int)1> ), _ZN2ns2tkILi1EEEvPAT__i, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int (*)[3]))ns::tk<(int)3> ), _ZN2ns2tkILi3EEEvPAT__i, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(short, bool, long double))ns::nk2), _ZN2ns3nk2Esbe, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__,  _Z3BoxIdE))ns::nk), _ZN2ns2nkEPKi3BoxIdE, (-1)); __cudaRegisterEntry(__T1, ((void ( *)( _Z3BoxIiE))tk2<    ::Box<int> , (int)5> ), _Z3tk2I3BoxIiELi5EEvT_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(float))tk2<float, (int)2> ), _Z3tk2IfLi2EEvT_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(struct Q, char, struct Q, int))g3), _Z2g31QcS_i, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(void))g2), _Z2g2v, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const struct P *))g1), _Z2g1PK1P, (-1)); __cudaRegisterVariable(__T1, __shadow_var(gv,::gv), 0, 28UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN2ns5inner2icE,::ns::inner::ic), 0, 24UL, 1, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN2ns3nsvE,::ns::nsv), 0, 4UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN2ns4nsv2E,::ns::nsv2), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
