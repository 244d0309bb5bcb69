package sema

import "testing"

// consHeader imitates thrust's cons lists and get_class<N>: two static
// member templates, all of whose template arguments are given, take the
// list by const and by non-const lvalue reference.
const consHeader = `struct S { int n; };
template <class HT, class TT> struct cons { HT head; TT tail; };
struct null_type {};
template <int N> struct get_class {
  template <class RET, class HT, class TT> static RET get(const cons<HT, TT> &t) { k<<<1, 1>>>((HT *)0); return t.head; }
  template <class RET, class HT, class TT> static RET get(cons<HT, TT> &t) { k<<<1, 1>>>((long *)0); return t.head; }
};
template <class T> struct D {
  static int run(T *p) { ARG return 0; }
};
`

// TestProofWalkReferenceBinding: a non-const lvalue reference parameter
// cannot bind a const lvalue, nor an rvalue ([dcl.init.ref]/5), so of
// get_class's two overloads the call picks the one taking a const
// reference (thrust's get(const cons<HT, TT> &), tuple.inl:680); given a
// non-const lvalue both are viable and the non-const one is better
// ([over.ics.rank]/3.2.6).
func TestProofWalkReferenceBinding(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"const lvalue", "const cons<T, null_type> c = {}; get_class<0>::template get<const T &, T, null_type>(c);", "k<S>"},
		{"rvalue", "get_class<0>::template get<T, T, null_type>(cons<T, null_type>());", "k<S>"},
		{"non-const lvalue", "cons<T, null_type> c; get_class<0>::template get<T &, T, null_type>(c);", "k<long>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalkSubst(t, consHeader, "", c.kernels, "ARG", c.body)
		})
	}
}
