package sema

import "testing"

// policyHeader imitates cub's tuning policies: a policy class template
// whose constant is computed from its arguments, chosen through a member
// typedef of a nested class whose argument is a constexpr function call
// (cub's Nominal4BItemsToItems<KeyT>(11)), then read through a typedef in
// a member template (cub's DispatchMergeSort::Invoke<ActivePolicyT>)
// that cub's ChainedPolicy::Invoke calls.
const policyHeader = `struct S { int n; };
template <class T> struct rmref { typedef T type; };
template <class T> struct rmref<T &> { typedef T type; };
template <class T> constexpr T &&forward(typename rmref<T>::type &t) noexcept { return static_cast<T &&>(t); }
template <class T, class U> constexpr __attribute__((host)) __attribute__((device)) auto min(T &&t, U &&u)
  -> decltype(t < u ? forward<T>(t) : forward<U>(u)) { return t < u ? forward<T>(t) : forward<U>(u); }
template <class T, class U> constexpr __attribute__((host)) __attribute__((device)) auto max(T &&t, U &&u)
  -> decltype(t < u ? forward<U>(u) : forward<T>(t)) { return t < u ? forward<U>(u) : forward<T>(t); }
template <class T> constexpr int items(int n) { return (min)(n, (max)(1, n * 4 / static_cast<int>(sizeof(T)))); }
enum Load { LOAD_DIRECT, LOAD_WARP };
template <int B, int I = 1, Load L = LOAD_DIRECT> struct Policy {
  static constexpr int BLOCK = B;
  static constexpr int ITEMS = I;
  static constexpr int TILE = BLOCK * ITEMS;
  static constexpr Load LOAD = L;
};
template <class...> using void_t = void;
template <class It, class = void_t<>> struct traits_impl {};
template <class It> struct traits_impl<It, void_t<typename It::iterator_category, typename It::value_type>> { typedef typename It::value_type value_type; };
template <class It> struct traits : traits_impl<It> {};
template <class T> struct traits<T *> { typedef T value_type; };
struct tag {};
template <class Derived, class V> struct facade { typedef V value_type; typedef tag iterator_category; };
template <class Derived, class Base> struct adaptor : facade<Derived, typename traits<Base>::value_type> {};
template <class P> struct normal : adaptor<normal<P>, P> {};
template <class It> using value_t = typename traits<It>::value_type;
template <int V, class P, class Prev> struct Chained {
  template <class F> static int Invoke(int v, F &op) {
    if (v < V) return Prev::Invoke(v, op);
    return op.template Invoke<P>();
  }
};
template <int V, class P> struct Chained<V, P, P> {
  template <class F> static int Invoke(int, F &op) { return op.template Invoke<P>(); }
};
template <class It> struct Hub {
  using KeyT = value_t<It>;
  struct P350 : Chained<350, P350, P350> { using Sort = Policy<256, items<KeyT>(11), LOAD_WARP>; };
  struct P600 : Chained<600, P600, P350> { using Sort = Policy<256, items<KeyT>(17), LOAD_WARP>; };
  using MaxPolicy = P600;
};
inline int divide(int a, int b) { return (a + b - 1) / b; }
template <class T> struct D {
  T *p;
  template <class A> int Invoke() {
    using SortT = typename A::Sort;
    const auto tile = SortT::TILE;
    const auto tiles = divide(3, tile);
    k<<<1, 1>>>(p);
    return tiles;
  }
  static int run(T *p) { D d; d.p = p; return Hub<normal<T *>>::MaxPolicy::Invoke(700, d); }
};
`

// TestProofWalkPolicyConstant: a policy whose argument is a constexpr
// call of cub's (min)/(max) (forwarding parameters passed on through
// std::forward, an lvalue reference parameter and static_cast<T&&>) is
// evaluated, so its constant has a type, the call taking it is resolved
// and the kernel after it is found.
func TestProofWalkPolicyConstant(t *testing.T) {
	wantWalk(t, runSource(policyHeader, "s"), "", "k<S>")
}
