package sema

import "testing"

// trivDtorHeader imitates thrust's destroy_range (a system header): overloads
// told apart by enable_if on the intrinsics CCCL spells
// is_trivially_destructible with, the one for a non-trivial destructor
// launching k.
const trivDtorHeader = `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class T> struct has_triv { static const bool value = __has_trivial_destructor(T); };
template <class T> struct is_triv { static const bool value = __is_trivially_destructible(T); };
template <class T> typename enable_if<!has_triv<T>::value>::type destroy(T *p) { k<<<1, 1>>>(p); }
template <class T> typename enable_if<has_triv<T>::value>::type destroy(T *p) {}
template <class T> typename enable_if<!is_triv<T>::value>::type destroy2(T *p) { k<<<1, 1>>>(p); }
template <class T> typename enable_if<is_triv<T>::value>::type destroy2(T *p) {}
enum E { e0 };
template <bool B> struct tag {};
template <class T> void ref(T *p, tag<true>) {}
struct Outer : S { S arr[2]; int *q; };
struct Dtor { ~Dtor() {} };
struct HoldsDtor { int n; Dtor d; };
`

// TestProofWalkTriviallyDestructible: __has_trivial_destructor(T) and
// __is_trivially_destructible(T) are true for a scalar type other than
// void (arithmetic, enumeration, pointer, cv-qualified or not) and for a
// reference, so the overload enable_if disables is not viable and the call
// is resolved; so they are for a class whose special members are all
// implicit (S, and Outer, whose member and base are such classes); for
// a class that declares a destructor, or holds a member that does, sema
// does not work the destructor's triviality out, and the walk stops.
func TestProofWalkTriviallyDestructible(t *testing.T) {
	for _, c := range []struct{ name, body, why string }{
		{"arithmetic", "float *f = 0; destroy(f); destroy2(f);", ""},
		{"const arithmetic", "const int *f = 0; destroy(f); destroy2(f);", ""},
		{"enumeration and pointer", "E *e = 0; destroy(e); T **q = 0; destroy2(q);", ""},
		{"reference", "ref(p, tag<has_triv<T &>::value && is_triv<T &>::value>());", ""},
		{"class", "destroy(p); destroy2(p);", ""},
		{"class of such classes", "Outer *o = 0; destroy(o); destroy2(o);", ""},
		{"declared destructor", "Dtor *d = 0; destroy(d);", "call to destroy not resolved"},
		{"member with a destructor, other spelling", "HoldsDtor *h = 0; destroy2(h);", "call to destroy2 not resolved"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(trivDtorHeader, c.body), c.why, "")
		})
	}
}
