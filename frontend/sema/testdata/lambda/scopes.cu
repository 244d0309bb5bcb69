// nvcc: --extended-lambda
template <typename F> __global__ void k(F f) { }
namespace a { namespace b {
struct Q { int z; };
enum E { E1, E2 };
template <class T> struct Box { T v; };
static void sg(int x) { k<<<1, 1>>>([=] __device__(int i) { return x + i; }); }
void g2(Q q, E e, Box<int> bx, Q *qp) {
  k<<<1, 1>>>([=] __device__(int i) { return q.z + e + bx.v + qp->z + i; });
  k<<<1, 1>>>([=] __device__() { return q.z; });
  k<<<1, 1>>>([=] __host__ __device__() { return q.z; });
  k<<<1, 1>>>([] __host__ __device__(int a, float b) { });
}
struct C { int m; void f(int) const; static void s(double d) { k<<<1, 1>>>([=] __device__(int i) { return d + i; }); } };
void C::f(int y) const { k<<<1, 1>>>([=] __device__(int i) { return m + y + i; }); }
}}
namespace {
void an(int x) { k<<<1, 1>>>([=] __device__(int i) { return x + i; }); }
}
struct G { int m; };
void gg(G g, int u, int w) {
  k<<<1, 1>>>([=] __device__(int i) { return w + g.m + u + i; });

}
int main() {
  a::b::sg(1); a::b::g2({1}, a::b::E1, {2}, nullptr); a::b::C::s(1.0); a::b::C{1}.f(2); an(1); gg({1}, 2, 3);
}
