package sema

import "testing"

// trivHeader imitates thrust's value_initialize_range (a system header):
// two overloads told apart by enable_if on a trait CCCL spells with
// __is_trivially_constructible, one of them launching k.
const trivHeader = `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class T> struct is_triv { static const bool value = __is_trivially_constructible(T); };
template <class T> typename enable_if<!is_triv<T>::value>::type init(T *p) { k<<<1, 1>>>(p); }
template <class T> typename enable_if<is_triv<T>::value>::type init(T *p) {}
enum E { e0 };
template <class T> struct is_triv_copy { static const bool value = __is_trivially_constructible(T, const T &); };
template <class T> struct is_triv_from_long { static const bool value = __is_trivially_constructible(T, long); };
template <bool B> struct tag {};
template <class T> void fill(T *p, tag<false>) { k<<<1, 1>>>(p); }
template <class T> void fill(T *p, tag<true>) {}
template <class T> void fill(T *p) { fill(p, tag<is_triv_copy<T>::value>()); }
template <class T> void fill_long(T *p) { fill(p, tag<is_triv_from_long<T>::value>()); }
struct Moves { int n; Moves(Moves &&o) : n(o.n) {} };
`

// TestProofWalkTriviallyConstructible: __is_trivially_constructible(T),
// and (T, const T&), are true for a scalar type (arithmetic, enumeration,
// pointer), so the overload enable_if disables is not viable and the call
// is resolved, and a tag dispatch picks its overload; so is (T, const
// T&) for a class whose special members are all implicit and trivial,
// and false for a class that declares a move constructor (its implicit
// copy constructor is deleted: the launching overload is picked); for a
// class's default construction, or another argument type, sema does not
// work it out, and the walk stops.
func TestProofWalkTriviallyConstructible(t *testing.T) {
	for _, c := range []struct{ name, body, why, kernels string }{
		{"arithmetic", "float *f = 0; init(f);", "", ""},
		{"const arithmetic", "const int *f = 0; init(f);", "", ""},
		{"enumeration and pointer", "E *e = 0; init(e); T **q = 0; init(q);", "", ""},
		{"class", "init(p);", "call to init not resolved", ""},
		{"copy of a scalar", "int *i = 0; fill(i); double *d = 0; fill(d);", "", ""},
		{"copy of a class", "fill(p);", "", ""},
		{"copy of a class with a move constructor", "Moves *m = 0; fill(m);", "", "k<Moves>"},
		{"from another type", "int *i = 0; fill_long(i);", "a type that is not known", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(trivHeader, c.body), c.why, c.kernels)
		})
	}
}
