template<typename T> __global__ void first(T v) {}
class K { public: int a; };
enum E { e0, e1 };
enum class EC : short { a };
union U { int i; float f; };
struct Empty {};
struct alignas(16) A16 { float x[4]; };
namespace ns { struct NP { int q; }; class NC { int r; }; }
typedef struct { int t; } Anon;
__global__ void kc(K k, E e, EC ec, U u, Empty em, A16 a, ns::NP np, ns::NC nc, Anon an) {}
__global__ void kq(const int ci, volatile int vi, const K ck, int *const cp, const volatile char *cvp) {}
__global__ void kfp(void (*fp)(int), int K::*mp, char arr[8], double (*pa)[2][3]) {}
struct G { int g[3]; };
__global__ void kgc(const __grid_constant__ G g, int n) {}
void host() { first<<<1,1>>>(3L); first<<<1,1>>>('c'); }
