package sema

import "testing"

// TestProofWalkDependentSignatureSubstitution: thrust's placeholders
// (_1, ...) are actors whose operator= is a member template declared
// with a trailing decltype(do_assign(*this, x)) that calls, with an
// argument of the member template's own parameter type, a function
// template whose trailing decltype makes an object of a type that only
// the deduced arguments make known (actor.h's compose). Instantiating
// the class declares that member template: the substitution into
// do_assign's and compose's signatures is of dependent arguments, in
// unevaluated operands, so nothing it meets runs (sema used to take it
// for a cast to an unknown type in a walked body).
func TestProofWalkDependentSignatureSubstitution(t *testing.T) {
	hdr := `struct S { int n; };
template <class T> struct box { T v; };
template <class T> T make(T x) { return x; }
template <class A, class B> auto pair_up(const A &a, const B &b) -> decltype(box<decltype(make(b))>{make(b)}) { return box<decltype(make(b))>{make(b)}; }
template <class E> struct act {
  act() { k<<<1, 1>>>((E *)0); }
  template <class T> auto operator=(const T &x) const -> decltype(pair_up(*this, x)) { return pair_up(*this, x); }
};
static act<S> a1;
`
	wantWalk(t, systemHeader+hdr+userCode+"\nint main() { return 0; }\n", "", "k<S>")
}
