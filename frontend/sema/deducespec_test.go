package sema

import "testing"

// TestDeductionFailsForSureOnSpecArgs: thrust's cub_transform_many has an
// overload for a tuple of one zip_iterator and a zip_function; given a
// tuple of two iterators and a plain functor, its deduction fails for
// certain (the tuples' argument lists differ in length; a zip_function is
// no plain class), so the call is resolved for sure to the other. A class
// derived from a matching specialization still makes the overload viable,
// and the call unsure when the tuple's elements may match.
func TestDeductionFailsForSureOnSpecArgs(t *testing.T) {
	hdr := `struct S { int n; };
template <class... T> struct tup { tup() {} };
template <class T> struct zi {};
template <class F> struct zf {};
struct Op {};
struct Both : tup<S *, S *>, tup<zi<tup<S *> > > {};
template <class D, class O, class... Is, class Out, class F> Out many(D *, tup<Is...> f, Out r, O n, F op) { k<<<1, 1>>>(r); return r; }
template <class D, class O, class... Is, class Out, class F> Out many(D *, tup<zi<tup<Is...> > > f, Out r, O n, F op) { return r; }
template <class D, class F> void one(D *p, tup<zi<F> > f) { k<<<1, 1>>>(p); }
template <class D, class F> void one(D *p, tup<F *> f) {}
template <class T> struct D {
  static int run(T *p) { CALL return 0; }
};
`
	for _, tc := range []struct{ call, why, kernels string }{
		{"many(p, tup<T *, T *>(), p, 5L, Op());", "", "k<S>"},
		{"many(p, tup<zi<tup<T *> >, T *>(), p, 5L, Op());", "", "k<S>"},
		{"one(p, tup<zi<int> >());", "", "k<S>"},
		{"one(p, tup<zi<int> *>());", "", ""},
		{"many(p, Both(), p, 5L, Op());", "not resolved for sure", ""},
	} {
		t.Run(tc.call, func(t *testing.T) {
			wantWalkSubst(t, hdr, tc.why, tc.kernels, "CALL", tc.call)
		})
	}
}

// TestTooFewArgumentsBesidePack: a function parameter pack only lets a
// call pass more arguments; the parameters before it without default
// arguments still need one each. libcu++'s tuple(allocator_arg_t, const
// _Alloc&, _Up&&...) is not viable for a copy of a tuple, for sure, so the
// copy constructor is. So with an ellipsis; a parameter with a default
// argument before it may be left out (opt(p) runs the first opt, the
// second needing three arguments).
func TestTooFewArgumentsBesidePack(t *testing.T) {
	hdr := `struct S { int n; };
struct tag_t {};
template <class... T> struct tup {
  S *a;
  tup() {}
  tup(const tup &o) : a(o.a) { k<<<1, 1>>>(a); }
  template <class Al, class... Up> tup(tag_t, const Al &al, Up &&...u) {}
};
template <class T> void take(T t) {}
template <class A> void opt(A a, int n = 0, ...) { k<<<1, 1>>>(a); }
template <class A, class B> void opt(A a, B b, int n, ...) {}
template <class T> struct D {
  static int run(T *p) { CALL return 0; }
};
`
	for _, tc := range []struct{ call, why, kernels string }{
		{"tup<T *, T *> x; take(x);", "", "k<S>"},
		{"opt(p);", "", "k<S>"},
	} {
		t.Run(tc.call, func(t *testing.T) {
			wantWalkSubst(t, hdr, tc.why, tc.kernels, "CALL", tc.call)
		})
	}
}
