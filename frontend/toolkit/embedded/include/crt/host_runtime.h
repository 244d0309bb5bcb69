/*
 * cufe embedded CUDA headers -- crt/host_runtime.h, the header a CUDA front
 * end's host output includes twice:
 *
 *  1. where the translation's own declarations begin: the output already
 *     spells out every declaration it uses, except the __device_builtin__
 *     types, which it leaves to this header. This first inclusion defines
 *     __CUDA_INTERNAL_COMPILATION__, the macros that name shadowed device
 *     variables, and includes builtin_types.h (which, with that macro set,
 *     includes no system header: their contents are already in the output).
 *
 *  2. from the stub file: the registration functions of the CUDA runtime
 *     and the macros the stubs are written with (__cudaLaunchPrologue,
 *     __cudaSetupArg*, __cudaLaunch, __cudaRegisterEntry,
 *     __cudaRegisterVariable, __cudaRegisterBinary, ...), in both the
 *     protocol of CUDA 11.8 and 12 and that of CUDA 13.0, which differ in
 *     __cudaLaunch's arguments.
 *
 * The macro names and arguments are the interface between front-end output
 * and this header, identical to the CUDA toolkit's; the definitions here
 * are cufe's own.
 */
#if !defined(__CUDA_INTERNAL_COMPILATION__)

#define __CUDA_INTERNAL_COMPILATION__
#define __CUFE_HOST_RUNTIME_FIRST__

/* A device symbol is named in the output as a pair (name, C++ expression):
   __shadow_var(c, cpp) for a variable's host shadow, __text_var for a
   function. The registration macros paste a prefix onto it to pick one. */
#define __text__
#define __surf__
#define __name__shadow_var(c, cpp)   #c
#define __name__text_var(c, cpp)     #cpp
#define __host__shadow_var(c, cpp)   cpp
#define __text_var(c, cpp)           cpp
#define __device_fun(fun)            #fun
#define __device_var(var)            #var
#define __device__text_var(c, cpp)   #c
#define __device__shadow_var(c, cpp) #c
#define __pad__(f)

#include "builtin_types.h"

#else /* second inclusion */

#if !defined(__CUFE_HOST_RUNTIME_SECOND__)
#define __CUFE_HOST_RUNTIME_SECOND__

#include "crt/host_defines.h"

/* The address of an argument, even of a type with an overloaded operator&. */
template <typename T>
static inline T *__cudaAddressOf(T &val)
{
    return reinterpret_cast<T *>(&const_cast<char &>(reinterpret_cast<const volatile char &>(val)));
}

extern "C" {
extern void **CUDARTAPI __cudaRegisterFatBinary(void *fatCubin);
extern void CUDARTAPI __cudaRegisterFatBinaryEnd(void **fatCubinHandle);
extern void CUDARTAPI __cudaUnregisterFatBinary(void **fatCubinHandle);
extern void CUDARTAPI __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress, const char *deviceName,
                                        int ext, size_t size, int constant, int global);
extern void CUDARTAPI __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress,
                                               const char *deviceName, int ext, size_t size, int constant, int global);
extern char CUDARTAPI __cudaInitModule(void **fatCubinHandle);
extern void CUDARTAPI __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                                             const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid,
                                             dim3 *bDim, dim3 *gDim, int *wSize);
extern cudaError_t CUDARTAPI __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream);
extern int atexit(void (*)(void)) __CUFE_THROW;
}

/* Kernel stubs: collect the arguments' addresses, then launch with the
   configuration the call site pushed. */
#define __cudaLaunchPrologue(size) \
        void *__args_arr[size];    \
        int __args_idx = 0
#define __cudaSetupArg(arg, offset) \
        __args_arr[__args_idx] = (void *)__cudaAddressOf(arg); ++__args_idx
#define __cudaSetupArgSimple(arg, offset) \
        __args_arr[__args_idx] = (void *)(char *)&arg; ++__args_idx
/* The launch: CUDA 11 and 12 stubs write __cudaLaunch(kernel); CUDA 13's
   add a second argument, nonzero for a tile kernel, whose blocks run as a
   single thread each. The argument count picks the form. */
#define __CUFE_LAUNCH_FORM(fun, second, form, ...) form
#define __cudaLaunch(...) __CUFE_LAUNCH_FORM(__VA_ARGS__, __cufeLaunchTile, __cufeLaunchKernel, ~)(__VA_ARGS__)
#define __cufeLaunchKernel(fun) __cufeLaunchTile(fun, 0)
#define __cufeLaunchTile(fun, isTileKernel)                                                          \
        {                                                                                            \
            volatile static char *__f __attribute__((unused));                                       \
            __f = fun;                                                                               \
            dim3 __gridDim, __blockDim;                                                              \
            size_t __sharedMem;                                                                      \
            cudaStream_t __stream;                                                                   \
            if (__cudaPopCallConfiguration(&__gridDim, &__blockDim, &__sharedMem, &__stream) != cudaSuccess) \
                return;                                                                              \
            if (isTileKernel)                                                                        \
                __blockDim.x = __blockDim.y = __blockDim.z = 1;                                      \
            (void)__args_idx;                                                                        \
            (void)cudaLaunchKernel((const void *)(fun), __gridDim, __blockDim, __args_arr,           \
                                   __sharedMem, __stream);                                           \
        }

/* Registration, run from the translation unit's constructor. */
#define __cudaRegisterEntry(handle, funptr, fun, thread_limit)                                   \
        __cudaRegisterFunction(handle, (const char *)funptr, (char *)__device_fun(fun), #fun, -1, \
                               (uint3 *)0, (uint3 *)0, (dim3 *)0, (dim3 *)0, (int *)0)
#define __cudaRegisterVariable(handle, var, ext, size, constant, global) \
        __cudaRegisterVar(handle, (char *)&__host##var, (char *)__device##var, __name##var, ext, size, constant, global)
#define __cudaRegisterManagedVariable(handle, var, ext, size, constant, global) \
        __cudaRegisterManagedVar(handle, (void **)&__host##var, (char *)__device##var, __name##var, ext, size, constant, global)
#define __cudaRegisterBinary(X)                                                         \
        __cudaFatCubinHandle = __cudaRegisterFatBinary((void *)&__fatDeviceText);      \
        {                                                                              \
            void (*__callback)(void **) = (void (*)(void **))(X);                     \
            (*__callback)(__cudaFatCubinHandle);                                       \
            __cudaRegisterFatBinaryEnd(__cudaFatCubinHandle);                          \
        }                                                                              \
        atexit(__cudaUnregisterBinaryUtil)

/* Keeps a parameter "used" without generating code for it. */
#define __nv_dummy_param_ref(param) \
        { volatile static void **__ref __attribute__((unused)); __ref = (volatile void **)param; }
static void ____nv_dummy_param_ref(void *param) __nv_dummy_param_ref(param)

/* Separate compilation (-rdc): the translation registers through a function
   named after its module ID, which the device linker defines. */
#define __CUFE_PASTE2(a, b) a##b
#define __CUFE_PASTE(a, b) __CUFE_PASTE2(a, b)
#define __CUFE_STRING2(x) #x
#define __CUFE_STRING(x) __CUFE_STRING2(x)
#if defined(__NV_MODULE_ID)
extern "C" {
void __CUFE_PASTE(__cudaRegisterLinkedBinary, __NV_MODULE_ID)(void (*)(void **), void *, void *, void (*)(void *));
static const unsigned char __module_id_str[] __attribute__((section("__nv_module_id"))) = __CUFE_STRING(__NV_MODULE_ID);
}
#define ____cudaRegisterLinkedBinary(X)                                                         \
        {                                                                                       \
            __CUFE_PASTE(__cudaRegisterLinkedBinary, __NV_MODULE_ID)(                           \
                (void (*)(void **))(X), (void *)&__CUFE_PASTE(__fatbinwrap, __NV_MODULE_ID),   \
                (void *)&__module_id_str, (void (*)(void *))&____nv_dummy_param_ref);          \
        }
#endif

static void **__cudaFatCubinHandle;

static void __cudaUnregisterBinaryUtil(void)
{
    ____nv_dummy_param_ref((void *)&__cudaFatCubinHandle);
    __cudaUnregisterFatBinary(__cudaFatCubinHandle);
}

static char __nv_init_managed_rt_with_module(void **handle)
{
    return __cudaInitModule(handle);
}

#endif /* !__CUFE_HOST_RUNTIME_SECOND__ */
#endif /* __CUDA_INTERNAL_COMPILATION__ */
