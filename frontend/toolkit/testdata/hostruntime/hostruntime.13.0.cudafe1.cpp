# 1 "hostruntime.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
// cufe: the declarations from system and CUDA headers were cut here
# 8 "hostruntime.cu"
struct Pair { 
# 9
int a; 
# 10
double b; 
# 11
Pair *operator&() { return nullptr; } 
# 12
}; 
# 14
static int counter; 
# 15
static float coeffs[8]; 
# 16
__attribute__((section("__nv_managed_data__"))) static int *flag = 0; 
# 17
static double hidden[4]; 
# 19
__attribute__((visibility("hidden"))) void plain(int *out, int n, char c, double d) ;
#if 0
# 20
{ 
# 21
if (n > 0) { 
# 22
(out[0]) = (((((c + ((int)d)) + counter) + ((int)(coeffs[0]))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (flag)))) + ((int)(hidden[0]))); 
# 23
}  
# 24
} 
#endif
# 26 "hostruntime.cu"
__attribute__((visibility("hidden"))) void byValue(Pair p, float (&arr)[4]) ;
#if 0
# 27
{ 
# 28
counter = ((p.a) + ((int)(arr[0]))); 
# 29
} 
#endif
# 31 "hostruntime.cu"
__attribute__((visibility("hidden"))) void none() ;
#if 0
# 32
{ 
# 33
counter = 0; 
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "hostruntime.cu"
template< class T, int N> static void 
# 37
__wrapper__device_stub_fill(T *&out, T &v) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
(out[(__device_builtin_variable_threadIdx.x) % (N)]) = v; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 36 "hostruntime.cu"
template< class T, int N> static void 
# 37
fill(T *out, T v) 
# 38
{__wrapper__device_stub_fill<T,N>(out,v);
# 40
return;}
#if 0
# 38
{ 
# 39
(out[(__device_builtin_variable_threadIdx.x) % (N)]) = v; 
# 40
} 
#endif
# 42 "hostruntime.cu"
namespace _GLOBAL__N__b9c7b975_14_hostruntime_cu_ef44db2c __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b9c7b975_14_hostruntime_cu_ef44db2c; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b9c7b975_14_hostruntime_cu_ef44db2c __attribute__((visibility("hidden")))  { 
# 43
void internal(unsigned long long x) ;
#if 0
# 44
{ 
# 45
counter = ((int)x); 
# 46
} 
#endif
# 47 "hostruntime.cu"
}
# 49
namespace outer { 
# 50
namespace inner { 
# 51
__attribute__((visibility("hidden"))) void nested(const Pair *p, long n) ;
#if 0
# 52
{ 
# 53
counter = ((p[n]).a); 
# 54
} 
#endif
# 55 "hostruntime.cu"
}
# 56
}
# 58
int main() 
# 59
{ 
# 60
int *d = (nullptr); 
# 61
cudaMalloc(&d, (64) * sizeof(int)); 
# 62
cudaStream_t s; 
# 63
cudaStreamCreate(&s); 
# 64
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : plain(d, 4, 'x', (2.5)); 
# 65
Pair p = {1, (2.0)}; 
# 66
float arr[4] = {(1), (2), (3), (4)}; 
# 67
(__cudaPushCallConfiguration(1, 1, 0, s)) ? (void)0 : byValue(p, arr); 
# 68
(__cudaPushCallConfiguration(dim3(2, 2), dim3(8, 8))) ? (void)0 : none(); 
# 69
(__cudaPushCallConfiguration(1, 32, 0, s)) ? (void)0 : fill< int, 4> (d, 7); 
# 70
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill< float, 2> ((float *)d, (1.5F)); 
# 71
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : internal(42ULL); 
# 72
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : outer::inner::nested(nullptr, 0L); 
# 73
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (flag))) = 1; 
# 74
cudaStreamSynchronize(s); 
# 75
cudaStreamDestroy(s); 
# 76
cudaFree(d); 
# 77
return 0; 
# 78
} 

# 1 "hostruntime.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b9c7b975_14_hostruntime_cu_ef44db2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "hostruntime.cudafe1.stub.c"
#include "hostruntime.cudafe1.stub.c"
# 1 "hostruntime.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
