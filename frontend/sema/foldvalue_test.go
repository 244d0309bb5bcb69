package sema

import "testing"

// foldHeader picks a base by a fold over a trait of a pack's types, as
// libcu++'s __tuple_impl picks its sfinae-helper base by
// __tuple_all_copy_assignable_v: k<S> when the fold is true, k<long> when
// false.
const foldHeader = `struct S { int n; };
template <class T> struct is_ptr { static const bool value = false; };
template <class T> struct is_ptr<T *> { static const bool value = true; };
template <class... Ts> constexpr bool all_v = FOLD;
template <bool B> struct pick;
template <> struct pick<true> { pick() { k<<<1, 1>>>((S *)0); } };
template <> struct pick<false> { pick() { k<<<1, 1>>>((long *)0); } };
template <class... Ts> struct impl : pick<all_v<Ts...>> {};
template <class T> struct D {
  static int run(T *p) { impl<ARGS> x; return 0; }
};
`

// TestProofWalkFoldValue: && and || folds over a bound pack are
// evaluated (with and without an initializer, left and right, empty), so
// the base they choose is known; a fold of another operator stays
// unknown.
func TestProofWalkFoldValue(t *testing.T) {
	for _, c := range []struct{ name, fold, args, why, kernels string }{
		{"and, all true", "(is_ptr<Ts>::value && ... && true)", "int *, long *", "", "k<S>"},
		{"and, one false", "(is_ptr<Ts>::value && ... && true)", "int *, long", "", "k<long>"},
		{"and, empty", "(is_ptr<Ts>::value && ...)", "", "", "k<S>"},
		{"or, left fold", "(... || is_ptr<Ts>::value)", "int, long *", "", "k<S>"},
		{"or, none", "(false || ... || is_ptr<Ts>::value)", "int, long", "", "k<long>"},
		{"plus", "(sizeof(Ts) + ... + 0) > 4", "int, long", "not all known", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalkSubst(t, foldHeader, c.why, c.kernels, "FOLD", c.fold, "ARGS", c.args)
		})
	}
}
