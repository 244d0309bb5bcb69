#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _9b3c8e42_12_templates_cu_a92cb650
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "templates.fatbin.c"
typedef Box< ::Box<int> >  _Z3BoxIS_IiEE;
typedef ns::NP _ZN2ns2NPE;
extern void __device_stub__Z2r2PKfPfi(const float *__restrict__, float *__restrict__, int);
static void __device_stub__Z2t2I1PLin1EEvT_(struct P&);
static void __device_stub__Z2t2IN2ns2NPELi3EEvT_( _ZN2ns2NPE&);
static void __device_stub__Z2t2I3BoxIS0_IiEELi0EEvT_( _Z3BoxIS_IiEE&);
static void __device_stub__Z2t2IPiLi7EEvT_(int *);
static void __device_stub__Z2t0IiEvv(void);
static void __device_stub__Z2tvILb1ELc97ELj5ELln3EEvi(int);
static void __device_stub__Z2tpIP1PPKcEvT_T0_i(struct P *, const char *, int);
static void __device_stub__ZN2ns3in22ntIdLi2EEEvT_(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
void __device_stub__Z2r2PKfPfi(const float *__restrict__ __par0, float *__restrict__ __par1, int __par2){ const float *__T0;
 float *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *__restrict__, int))r2)));}
# 1 "templates.cu"
void r2( const float *__restrict__ __cuda_0,float *__restrict__ __cuda_1,int __cuda_2)
# 1 "templates.cu"
{__device_stub__Z2r2PKfPfi( __cuda_0,__cuda_1,__cuda_2); }
# 1 "templates.cudafe1.stub.c"
static void __device_stub__Z2t2I1PLin1EEvT_( struct P&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct P))t2<    ::P, (int)-1> ))); }
template<> __specialization_static void __wrapper__device_stub_t2< ::P,(-1)>( struct ::P &__cuda_0){__device_stub__Z2t2I1PLin1EEvT_( (struct ::P &)__cuda_0);}
static void __device_stub__Z2t2IN2ns2NPELi3EEvT_(  _ZN2ns2NPE&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)( _ZN2ns2NPE))t2< ::ns::NP, (int)3> ))); }
template<> __specialization_static void __wrapper__device_stub_t2< ::ns::NP,3>(  _ZN2ns2NPE &__cuda_0){__device_stub__Z2t2IN2ns2NPELi3EEvT_( ( _ZN2ns2NPE &)__cuda_0);}
static void __device_stub__Z2t2I3BoxIS0_IiEELi0EEvT_(  _Z3BoxIS_IiEE&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)( _Z3BoxIS_IiEE))t2<    ::Box< ::Box<int> > , (int)0> ))); }
template<> __specialization_static void __wrapper__device_stub_t2< ::Box< ::Box<int> > ,0>(  _Z3BoxIS_IiEE &__cuda_0){__device_stub__Z2t2I3BoxIS0_IiEELi0EEvT_( ( _Z3BoxIS_IiEE &)__cuda_0);}
static void __device_stub__Z2t2IPiLi7EEvT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))t2<int *, (int)7> ))); }
template<> __specialization_static void __wrapper__device_stub_t2<int *,7>( int *&__cuda_0){__device_stub__Z2t2IPiLi7EEvT_( (int *&)__cuda_0);}
static void __device_stub__Z2t0IiEvv(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))t0<int> ))); }
template<> __specialization_static void __wrapper__device_stub_t0<int>(void){__device_stub__Z2t0IiEvv();}
static void __device_stub__Z2tvILb1ELc97ELj5ELln3EEvi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tv<(bool)1, (char)97, (unsigned int)5u, (long)-3l> ))); }
template<> __specialization_static void __wrapper__device_stub_tv<true,'a',5U,(-3L)>( int &__cuda_0){__device_stub__Z2tvILb1ELc97ELj5ELln3EEvi( (int &)__cuda_0);}
static void __device_stub__Z2tpIP1PPKcEvT_T0_i( struct P *__par0,  const char *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(struct P *, const char *, int))tp<    ::P *, const char *> ))); }
template<> __specialization_static void __wrapper__device_stub_tp<struct P *,const char *>( struct ::P *&__cuda_0,const char *&__cuda_1,int &__cuda_2){__device_stub__Z2tpIP1PPKcEvT_T0_i( (struct ::P *&)__cuda_0,(const char *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__ZN2ns3in22ntIdLi2EEEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))ns::in2::nt<double, (int)2> ))); }namespace ns{
namespace in2{

template<> __specialization_static void __wrapper__device_stub_nt<double,2>( double &__cuda_0){__device_stub__ZN2ns3in22ntIdLi2EEEvT_( (double &)__cuda_0);}}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double))ns::in2::nt<double, (int)2> ), _ZN2ns3in22ntIdLi2EEEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(struct P *, const char *, int))tp<    ::P *, const char *> ), _Z2tpIP1PPKcEvT_T0_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))tv<(bool)1, (char)97, (unsigned int)5u, (long)-3l> ), _Z2tvILb1ELc97ELj5ELln3EEvi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(void))t0<int> ), _Z2t0IiEvv, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))t2<int *, (int)7> ), _Z2t2IPiLi7EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)( _Z3BoxIS_IiEE))t2<    ::Box< ::Box<int> > , (int)0> ), _Z2t2I3BoxIS0_IiEELi0EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)( _ZN2ns2NPE))t2< ::ns::NP, (int)3> ), _Z2t2IN2ns2NPELi3EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(struct P))t2<    ::P, (int)-1> ), _Z2t2I1PLin1EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__, float *__restrict__, int))r2), _Z2r2PKfPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
