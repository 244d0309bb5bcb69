// A kernel template launched with some template arguments written and the
// rest, a parameter pack, deduced from the launch's arguments: the launch
// names one instance (pack {double, long}), the template-id alone none
// with an empty pack; a kernel given all its arguments is named once.
template <typename B, typename F, typename... A> __global__ void k(F f, int n, A... a) {}
template <typename B, typename F> __global__ void whole(F f) {}
template <typename B, typename F, typename... A> void launch(F f, int n, A... a) {
  k<B, F><<<1, 1>>>(f, n, a...);
  whole<B, F><<<1, 1>>>(f);
}
struct Box {};
struct Fn { __device__ void operator()() const {} };
int main() { launch<Box>(Fn(), 3, 1.0, 2L); }
