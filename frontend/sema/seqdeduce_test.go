package sema

import "testing"

// seqHeader imitates cub's dispatch_t::invoke_prefetch_algorithm: a
// member function template whose parameter is an alias template of a
// class template specialization with a pack (index_sequence<Is...>, that
// is integer_sequence<size_t, Is...>), called with
// index_sequence_for<Ts...>{}, made by the compiler builtin
// __make_integer_seq (libcu++) or __integer_pack (libstdc++).
const seqHeader = `typedef unsigned long size_t;
struct S { int n; };
template <class T, T... Is> struct integer_sequence {};
template <size_t... Is> using index_sequence = integer_sequence<size_t, Is...>;
template <class T, T N> using make_integer_sequence = integer_sequence<T, __integer_pack(N)...>;
template <size_t N> using make_index_sequence = make_integer_sequence<size_t, N>;
template <class... Ts> using index_sequence_for = make_index_sequence<sizeof...(Ts)>;
template <class... Ts> struct D {
  template <class P, size_t... Is> int go(index_sequence<Is...>, P) { k<<<1, 1>>>((P *)0); return 0; }
  template <class P> int invoke(P p) { return go(index_sequence_for<Ts...>{}, p); }
  template <class P, size_t... Is> int go2(index_sequence<Is...>) { k<<<1, 1>>>((P *)0); return 0; }
  template <class P> int invoke2() { return go2<P>(index_sequence_for<Ts...>{}); }
};
`

// TestProofWalkIndexSequenceDeduction: Is... is deduced from the
// argument's integer_sequence<size_t, 0, 1> through the alias template,
// deduced or explicitly given P alongside. (The parameter's type used to
// be unknown, the expansion of a non-type pack being kept only in partial
// specializations, and the call unresolved.) Overloads sema does not
// order (iseq<Is...> against the more specialized iseq<0, Is...>) stay
// unsure.
func TestProofWalkIndexSequenceDeduction(t *testing.T) {
	ordered := `template <int... Is> struct iseq {};
template <int... Is> int go(iseq<Is...>) { k<<<1, 1>>>((S *)0); return 0; }
template <int... Is> int go(iseq<0, Is...>) { k<<<1, 1>>>((int *)0); return 0; }
`
	for _, c := range []struct{ name, body, why, kernels string }{
		{"deduced", "D<int, long> d; return d.invoke(S());", "", "k<S>"},
		{"explicit", "D<int, long> d; return d.invoke2<S>();", "", "k<S>"},
		{"empty", "D<> d; return d.invoke(S());", "", "k<S>"},
		{"more specialized", "return go(iseq<0, 1>{});", "call to go in code outside templates not resolved for sure", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, systemHeader+seqHeader+ordered+userCode+"int main() { "+c.body+" }\n", c.why, c.kernels)
		})
	}
}
