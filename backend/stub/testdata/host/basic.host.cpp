struct S { int a; double b; char c; };
__attribute__((unused)) float scale(float x) {int volatile ___ = 1;(void)x;::exit(___);}
void k1(int *p, int n, S s, char c, double d) ;
static void k2(float (&a)[4]) ;
namespace _GLOBAL__N_MODULEID { }; using namespace ::_GLOBAL__N_MODULEID; namespace _GLOBAL__N_MODULEID { void k3(int x) ;
static int anonv; }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
template< class T> static void __wrapper__device_stub_kt(T *&p, T &v) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#pragma GCC diagnostic pop
template< class T> void kt(T *p, T v) {__wrapper__device_stub_kt<T>(p,v);return;}
static int dv;
static int dvi;
static double sdv[10];
static float cv[16];
__attribute__((section("__nv_managed_data__"))) static int *mv = 0;
__attribute__((section("__nv_managed_data__"))) static double (*mv2)[5] = 0;
static int edv;
int main() { int *p = 0; (__cudaPushCallConfiguration(1, 1)) ? (void)0 : kt(p, 3); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : kt((float *)0, (2.0F)); (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k3(1); (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) = 3; return 0; }
