package sema

import "testing"

// TestNoexceptAfterClassComplete: a member's noexcept(expr) is evaluated
// once its class is complete (a complete-class context): a trait of the
// class itself named there is asked of the complete class, so the trait's
// instance, made once, knows the answer later uses see (libcu++'s
// __tuple_leaf::swap is noexcept(__is_nothrow_swappable<__tuple_leaf>));
// the member's type is then noexcept where the expression is true (a
// static member declared after it included), and not where it is false.
func TestNoexceptAfterClassComplete(t *testing.T) {
	src := `template <bool B> struct bool_constant { static const bool value = B; };
template <class T, class A> struct is_constructible : bool_constant<__is_constructible(T, A)> {};
struct Leaf {
  int v;
  void swap(Leaf &o) noexcept(is_constructible<Leaf, Leaf &&>::value) {}
  void later() noexcept(Leaf::yes) {}
  void never() noexcept(is_constructible<Leaf, int *>::value) {}
  static const bool yes = true;
};
char movable[is_constructible<Leaf, Leaf &&>::value ? 1 : 2];
decltype(&Leaf::swap) swapping;
decltype(&Leaf::later) latering;
decltype(&Leaf::never) nevering;
`
	wantVarTypes(t, src, map[string]string{
		"movable":  "char [1]",
		"swapping": "void (Leaf::*)(Leaf &) noexcept",
		"latering": "void (Leaf::*)() noexcept",
		"nevering": "void (Leaf::*)()",
	})
}
