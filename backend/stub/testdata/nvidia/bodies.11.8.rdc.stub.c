#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _30463722_9_bodies_cu__Z2b1i
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "bodies.fatbin.c"
extern void __device_stub__Z2b1i(int);
extern void __device_stub__Z2b3i(int);
extern void __device_stub__Z2b6i(int);
extern void __device_stub__Z2b7i(int);
extern void __device_stub__Z3b20i(int);
extern void __device_stub__Z2bni(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
void __device_stub__Z2b1i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))b1)));}
# 1 "bodies.cu"
void b1( int __cuda_0)
# 1 "bodies.cu"
{__device_stub__Z2b1i( __cuda_0);
}
# 1 "bodies.cudafe1.stub.c"
void __device_stub__Z2b3i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))b3))); }
# 3 "bodies.cu"
void b3( int __cuda_0)
# 4 "bodies.cu"
{__device_stub__Z2b3i( __cuda_0);


}
# 1 "bodies.cudafe1.stub.c"
void __device_stub__Z2b6i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))b6))); }
# 8 "bodies.cu"
void b6( int __cuda_0)
# 8 "bodies.cu"
{__device_stub__Z2b6i( __cuda_0);
# 14 "bodies.cu"
}
# 1 "bodies.cudafe1.stub.c"
void __device_stub__Z2b7i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))b7))); }
# 15 "bodies.cu"
void b7( int __cuda_0)
# 15 "bodies.cu"
{__device_stub__Z2b7i( __cuda_0);
# 22 "bodies.cu"
}
# 1 "bodies.cudafe1.stub.c"
void __device_stub__Z3b20i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))b20))); }
# 23 "bodies.cu"
void b20( int __cuda_0)
# 23 "bodies.cu"
{__device_stub__Z3b20i( __cuda_0);
# 42 "bodies.cu"
}
# 1 "bodies.cudafe1.stub.c"
void __device_stub__Z2bni( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))bn))); }
# 45 "bodies.cu"
void bn( int __cuda_0)
# 46 "bodies.cu"
{__device_stub__Z2bni( __cuda_0); }
# 1 "bodies.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))bn), _Z2bni, 64); __cudaRegisterEntry(__T0, ((void ( *)(int))b20), _Z3b20i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))b7), _Z2b7i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))b6), _Z2b6i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))b3), _Z2b3i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))b1), _Z2b1i, (-1)); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
