package sema

import "testing"

// boxHeader imitates libcu++'s tuple (a system header): Box<T>'s
// constructor from const T& is enabled where __is_constructible(T,
// const T&) holds and launches k there; its explicit twin, enabled where
// it does not, launches nothing. elem is the element class, Elem<T>,
// constructed from a T *p before the box copies it.
func boxHeader(elem string) string {
	return `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
` + elem + `
template <class T> struct Box {
  const T *v;
  template <class U = T, typename enable_if<__is_constructible(U, const U &), int>::type = 0>
  Box(const T &x, int = 0) : v(&x) { k<<<1, 1>>>((S *)0); }
  template <class U = T, typename enable_if<!__is_constructible(U, const U &), int>::type = 0>
  explicit Box(const T &x, long = 0) : v(&x) {}
};
template <class T> struct D {
  static int run(T *p) { Elem<T> e(p); Box<Elem<T> > b(e); (void)b; return 0; }
};
`
}

// TestConstructibleTrait: __is_constructible on a class resolves the
// construction as a declaration T t(args...) would, from declval's
// values: a public constructor chosen for sure, or an implicit copy
// constructor whose subobjects copy, makes it true (the box's
// constructor launching k is then the one taken); a deleted one, or an
// implicit copy constructor deleted by a declared move constructor,
// false; a constructor that is not public (sema does not check access
// from the class's friends) leaves it unknown, and so the construction
// that depends on it.
func TestConstructibleTrait(t *testing.T) {
	for _, c := range []struct{ name, elem, why, kernels string }{
		{"implicit copy, constructor template beside it", `template <class T> struct Elem {
  T *p;
  Elem() : p(0) {}
  explicit Elem(T *q) : p(q) {}
  template <class U> Elem(const Elem<U> &o) : p(o.p) {}
};`, "", "k<S>"},
		{"implicit copy of a member", `template <class T> struct Ptr { T *q; Ptr(T *r) : q(r) {} };
template <class T> struct Elem {
  Ptr<T> p;
  Elem(T *q) : p(q) {}
};`, "", "k<S>"},
		{"public copy constructor", `template <class T> class Elem {
public:
  Elem(T *q) {}
  Elem(const Elem &o) {}
};`, "", "k<S>"},
		{"deleted copy constructor", `template <class T> struct Elem {
  Elem(T *q) {}
  Elem(const Elem &o) = delete;
};`, "", ""},
		{"move constructor declared", `template <class T> struct Elem {
  Elem(T *q) {}
  Elem(Elem &&o) {}
};`, "", ""},
		{"private copy constructor", `template <class T> class Elem {
  Elem(const Elem &o) {}
public:
  Elem(T *q) {}
};`, "several constructors of Box", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runSource(boxHeader(c.elem), "s"), c.why, c.kernels)
		})
	}
}

// TestConstructibleTraitValues: __is_constructible and
// __is_convertible_to (libcu++'s is_convertible when the compiler has
// it) on scalars and classes, from declval's values (an explicit copy
// constructor serves direct-initialization only); a class whose
// constructor is private, or whose implicit copy constructor copies a
// member whose copy constructor is private, stays unknown; a class that
// declares constructors none of which is viable (too few arguments, an
// explicit one in a copy-initialization) is not constructible, const
// members or member templates beside them; and
// libcu++'s __all<P...>, is_same of __all_dummy<P...> and
// __all_dummy<((void) P, true)...>, which needs (void)e evaluated.
func TestConstructibleTraitValues(t *testing.T) {
	src := `template <class T, class U> struct is_same { static const bool value = false; };
template <class T> struct is_same<T, T> { static const bool value = true; };
template <bool... B> struct dummy;
template <bool... P> using all = is_same<dummy<P...>, dummy<((void) P, true)...>>;
struct Plain { int *p; };
struct Moves { Moves(Moves &&); };
struct Deleted { Deleted(const Deleted &) = delete; Deleted(int); };
class Private { Private(const Private &); public: Private(int); };
struct Holds { Private p; };
struct Explicit { explicit Explicit(const Explicit &); Explicit(int); };
struct RRef { int &&r; };
struct Dim { unsigned x; Dim(unsigned a = 1) : x(a) {} };
struct NeedsArgs {
  Dim const g;
  unsigned long const s;
  NeedsArgs(Dim g_, unsigned long s_ = 0) : g(g_), s(s_) {}
  template <class K> int run(K k) const { return 0; }
};
char scalar[__is_constructible(int, const int &) ? 1 : 2];
char scalarnone[__is_constructible(int) ? 1 : 2];
char plaincopy[__is_constructible(Plain, const Plain &) ? 1 : 2];
char plainmove[__is_constructible(Plain, Plain &&) ? 1 : 2];
char plaindefault[__is_constructible(Plain) ? 1 : 2];
char movescopy[__is_constructible(Moves, const Moves &) ? 1 : 2];
char movesmove[__is_constructible(Moves, Moves) ? 1 : 2];
char deleted[__is_constructible(Deleted, Deleted &) ? 1 : 2];
char fromint[__is_constructible(Deleted, int) ? 1 : 2];
char priv[__is_constructible(Private, const Private &) ? 1 : 2];
char holds[__is_constructible(Holds, const Holds &) ? 1 : 2];
char rref[__is_constructible(RRef, const RRef &) ? 1 : 2];
char convplain[__is_convertible_to(const Plain &, Plain) ? 1 : 2];
char convexplicit[__is_convertible_to(const Explicit &, Explicit) ? 1 : 2];
char directexplicit[__is_constructible(Explicit, const Explicit &) ? 1 : 2];
char needsnone[__is_constructible(NeedsArgs) ? 1 : 2];
char needsone[__is_constructible(NeedsArgs, Dim) ? 1 : 2];
char needscopy[__is_constructible(NeedsArgs, const NeedsArgs &) ? 1 : 2];
char needsthree[__is_constructible(NeedsArgs, Dim, int, int) ? 1 : 2];
char alltrue[all<true, true>::value ? 1 : 2];
char allfalse[all<true, false>::value ? 1 : 2];
`
	wantVarTypes(t, src, map[string]string{
		"scalar": "char [1]", "scalarnone": "char [1]",
		"plaincopy": "char [1]", "plainmove": "char [1]", "plaindefault": "char [1]",
		"movescopy": "char [2]", "movesmove": "char [1]",
		"deleted": "char [2]", "fromint": "char [1]",
		"priv": "<nil>", "holds": "<nil>", "rref": "char [2]",
		"convplain": "char [1]", "convexplicit": "char [2]", "directexplicit": "char [1]",
		"needsnone": "char [2]", "needsone": "char [1]", "needscopy": "char [1]", "needsthree": "char [2]",
		"alltrue": "char [1]", "allfalse": "char [2]",
	})
}
