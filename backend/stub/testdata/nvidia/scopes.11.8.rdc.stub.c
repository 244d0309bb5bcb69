#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _6fbdf982_9_scopes_cu__Z2kai
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "scopes.fatbin.c"
extern void __device_stub__Z2kai(int);
extern void __device_stub__Z2khi(int);
static void __device_stub__Z2tgIiEvT_(int);
static void __device_stub__Z2tgIdEvT_(double);
extern void __device_stub__ZN2n12n22n32kdEi(int);
extern void __device_stub__ZN2n12n22kcEi(int);
extern void __device_stub__ZN2n12n22keEi(int);
extern void __device_stub__ZN2n12n52kiEi(int);
extern void __device_stub__ZN2n12kbEi(int);
extern void __device_stub__ZN2n12kfEi(int);
extern void __device_stub__ZN2n12kjEi(int);
static void __device_stub__ZN2n12tnIiEEvT_(int);
extern void __device_stub__ZN2n42kgEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
void __device_stub__Z2kai(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))ka)));}
# 1 "scopes.cu"
void ka( int __cuda_0)
# 1 "scopes.cu"
{__device_stub__Z2kai( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__Z2khi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kh))); }
# 19 "scopes.cu"
void kh( int __cuda_0)
# 19 "scopes.cu"
{__device_stub__Z2khi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
static void __device_stub__Z2tgIiEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tg<int> ))); }
template<> __specialization_static void __wrapper__device_stub_tg<int>( int &__cuda_0){__device_stub__Z2tgIiEvT_( (int &)__cuda_0);}
static void __device_stub__Z2tgIdEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))tg<double> ))); }
template<> __specialization_static void __wrapper__device_stub_tg<double>( double &__cuda_0){__device_stub__Z2tgIdEvT_( (double &)__cuda_0);}
void __device_stub__ZN2n12n22n32kdEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::n2::n3::kd))); }
# 9 "scopes.cu"
void n1::n2::n3::kd( int __cuda_0)
# 9 "scopes.cu"
{__device_stub__ZN2n12n22n32kdEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12n22kcEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::n2::kc))); }
# 7 "scopes.cu"
void n1::n2::kc( int __cuda_0)
# 7 "scopes.cu"
{__device_stub__ZN2n12n22kcEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12n22keEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::n2::ke))); }
# 10 "scopes.cu"
void n1::n2::ke( int __cuda_0)
# 10 "scopes.cu"
{__device_stub__ZN2n12n22keEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12n52kiEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::n5::ki))); }
# 21 "scopes.cu"
void n1::n5::ki( int __cuda_0)
# 21 "scopes.cu"
{__device_stub__ZN2n12n52kiEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12kbEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::kb))); }
# 4 "scopes.cu"
void n1::kb( int __cuda_0)
# 4 "scopes.cu"
{__device_stub__ZN2n12kbEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12kfEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::kf))); }
# 13 "scopes.cu"
void n1::kf( int __cuda_0)
# 13 "scopes.cu"
{__device_stub__ZN2n12kfEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
void __device_stub__ZN2n12kjEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::kj))); }
# 21 "scopes.cu"
void n1::kj( int __cuda_0)
# 21 "scopes.cu"
{__device_stub__ZN2n12kjEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
static void __device_stub__ZN2n12tnIiEEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n1::tn<int> ))); }namespace n1{

template<> __specialization_static void __wrapper__device_stub_tn<int>( int &__cuda_0){__device_stub__ZN2n12tnIiEEvT_( (int &)__cuda_0);}}
void __device_stub__ZN2n42kgEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))n4::kg))); }
# 17 "scopes.cu"
void n4::kg( int __cuda_0)
# 17 "scopes.cu"
{__device_stub__ZN2n42kgEi( __cuda_0); }
# 1 "scopes.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(int))n4::kg), _ZN2n42kgEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::n5::ki), _ZN2n12n52kiEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::n2::n3::kd), _ZN2n12n22n32kdEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::n2::ke), _ZN2n12n22keEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::n2::kc), _ZN2n12n22kcEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::tn<int> ), _ZN2n12tnIiEEvT_, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::kj), _ZN2n12kjEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::kf), _ZN2n12kfEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))n1::kb), _ZN2n12kbEi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(double))tg<double> ), _Z2tgIdEvT_, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))tg<int> ), _Z2tgIiEvT_, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))kh), _Z2khi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))ka), _Z2kai, (-1)); __cudaRegisterVariable(__T13, __shadow_var(va,::va), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(vh,::vh), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12n22n32vdE,::n1::n2::n3::vd), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12n22vcE,::n1::n2::vc), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12n22veE,::n1::n2::ve), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12n52viE,::n1::n5::vi), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12vbE,::n1::vb), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12vfE,::n1::vf), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n12vjE,::n1::vj), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(_ZN2n42vgE,::n4::vg), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
