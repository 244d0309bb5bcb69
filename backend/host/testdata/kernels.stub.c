/* Stand-in for the stub file of kernels.ii in the package's g++ test: it
   defines what the real stub file defines (kernels, wrapper
   specializations, the managed runtime's module hook). */
static char __nv_init_managed_rt_with_module(void **) { return 1; }
void _GLOBAL__N__0123abcd_9_kernels_cu_5f3e2a1b::anonk(int *) {}
void ns::inner::nk(float, double, char) {}
static void sk(int *) {}
extern "C" void ck(int *) {}
template <> void __wrapper__device_stub_tk<int, 2>(int *&, int &) {}
template <> void __wrapper__device_stub_tk<float, 1>(float *&, float &) {}
template <> void __wrapper__device_stub_vk<float, char>(float &, char &, int &) {}
