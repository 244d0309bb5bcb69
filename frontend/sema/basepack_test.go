package sema

import "testing"

// basePackHeader imitates libcu++'s __tuple_impl: a class template whose
// bases are a pack expansion over index and type packs
// (__tuple_leaf<_Indx, _Tp>...), and whose constructor initializes each
// base from an argument of a forwarded pack; the leaf's constructor
// launches k on its element.
const basePackHeader = `struct S { int n; };
template <class T> struct remove_reference { typedef T type; };
template <class T> struct remove_reference<T &> { typedef T type; };
template <class T> T &&forward(typename remove_reference<T>::type &t) { return static_cast<T &&>(t); }
template <unsigned long... Is> struct indices {};
template <unsigned long I, class T> struct leaf {
  T v;
  leaf() : v() {}
  template <class U> explicit leaf(U &&u) : v(forward<U>(u)) { k<<<1, 1>>>(v); }
};
template <class Is, class... Ts> struct impl;
template <unsigned long... Is, class... Ts> struct impl<indices<Is...>, Ts...> : public leaf<Is, Ts>... {
  impl() : leaf<Is, Ts>()... {}
  template <class... Us> explicit impl(Us &&...us) : leaf<Is, Ts>(forward<Us>(us))... {}
};
`

// TestProofWalkBasePackExpansion: in an instance, a base-specifier that
// expands a pack names one base per element: the class's members are
// known, and constructing it runs each leaf's constructor (a
// mem-initializer expanded per element too), whose kernel the walk finds.
// (Such a class used to be "members not all known".) Where an element's
// base cannot be worked out (libcu++'s __tuple_leaf, whose default
// argument tests traits; here one sema does not evaluate,
// __has_unique_object_representations), the class's members stay not all known.
func TestProofWalkBasePackExpansion(t *testing.T) {
	unknownLeaf := `template <class T> constexpr int choose() { return __has_unique_object_representations(T) ? 1 : 0; }
template <unsigned long I, class T, int = choose<T>()> struct xleaf;
template <unsigned long I, class T> struct xleaf<I, T, 0> { T v; };
template <class Is, class... Ts> struct ximpl;
template <unsigned long... Is, class... Ts> struct ximpl<indices<Is...>, Ts...> : public xleaf<Is, Ts>... {};
`
	for _, c := range []struct{ name, body, why, kernels string }{
		{"default", "impl<indices<0, 1>, T *, int> x; (void)x;", "", ""},
		{"from arguments", "impl<indices<0, 1>, T *, int *> x(p, (int *)0); (void)x;", "", "k<S> k<int>"},
		{"unknown element", "ximpl<indices<0>, T *> x; (void)x;", "the members of class ximpl<indices<0>, S *> are not all known", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(basePackHeader+unknownLeaf, c.body), c.why, c.kernels)
		})
	}
}
