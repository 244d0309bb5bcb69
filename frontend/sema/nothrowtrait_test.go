package sema

import "testing"

// TestNothrowConstructibleTraitValues: __is_nothrow_constructible is
// true when the construction __is_constructible resolves is known not to
// throw: a scalar; an implicit (or defaulted) constructor whose bases'
// and members' constructions do not; a declared one noexcept, or
// noexcept(expr) with expr true in the instance, whose arguments bind to
// its parameters without a conversion that may throw (a parameter taken
// by value is copy-initialized, which must not throw either). A declared
// constructor with no exception specification makes it false, and so
// does noexcept(expr) with expr false; a destructor that may throw, a
// constructor not public, or a class that is not constructible for sure
// leaves it unknown.
func TestNothrowConstructibleTraitValues(t *testing.T) {
	src := `struct Plain { int *p; };
struct Throws { Throws(const Throws &); Throws(int) noexcept; };
struct Noex { Noex(const Noex &) noexcept; };
struct Cond { Cond(const Cond &) noexcept(sizeof(int) == 4); };
struct CondFalse { CondFalse(const CondFalse &) noexcept(sizeof(int) == 3); };
struct HoldsThrows { Throws t; };
struct HoldsNoex { Noex n; int i; };
struct Base : Noex { int j; };
struct Defaulted { Defaulted(const Defaulted &) = default; Throws t; };
struct ThrowingDtor { ~ThrowingDtor() noexcept(false); };
class Private { Private(const Private &) noexcept; public: Private(int); };
struct ByVal { ByVal(Noex) noexcept; };
struct ByValThrows { ByValThrows(Throws) noexcept; };
struct Deleted { Deleted(const Deleted &) = delete; };
template <class T> struct Wrap {
  T v;
  template <class U> Wrap(U &&u) noexcept(__is_nothrow_constructible(T, U &&)) : v(u) {}
};
char scalar[__is_nothrow_constructible(int, int &) ? 1 : 2];
char plain[__is_nothrow_constructible(Plain, const Plain &) ? 1 : 2];
char plaindefault[__is_nothrow_constructible(Plain) ? 1 : 2];
char throws[__is_nothrow_constructible(Throws, const Throws &) ? 1 : 2];
char fromint[__is_nothrow_constructible(Throws, int) ? 1 : 2];
char noex[__is_nothrow_constructible(Noex, Noex &) ? 1 : 2];
char cond[__is_nothrow_constructible(Cond, const Cond &) ? 1 : 2];
char condfalse[__is_nothrow_constructible(CondFalse, const CondFalse &) ? 1 : 2];
char holdsthrows[__is_nothrow_constructible(HoldsThrows, const HoldsThrows &) ? 1 : 2];
char holdsnoex[__is_nothrow_constructible(HoldsNoex, HoldsNoex &&) ? 1 : 2];
char base[__is_nothrow_constructible(Base, const Base &) ? 1 : 2];
char defaulted[__is_nothrow_constructible(Defaulted, const Defaulted &) ? 1 : 2];
char dtor[__is_nothrow_constructible(ThrowingDtor, const ThrowingDtor &) ? 1 : 2];
char priv[__is_nothrow_constructible(Private, const Private &) ? 1 : 2];
char byval[__is_nothrow_constructible(ByVal, Noex &) ? 1 : 2];
char byvalthrows[__is_nothrow_constructible(ByValThrows, Throws &) ? 1 : 2];
char deleted[__is_nothrow_constructible(Deleted, const Deleted &) ? 1 : 2];
char wrapnoex[__is_nothrow_constructible(Wrap<Noex>, Noex &) ? 1 : 2];
char wrapthrows[__is_nothrow_constructible(Wrap<Throws>, Throws &) ? 1 : 2];
`
	wantVarTypes(t, src, map[string]string{
		"scalar": "char [1]", "plain": "char [1]", "plaindefault": "char [1]",
		"throws": "char [2]", "fromint": "char [1]", "noex": "char [1]",
		"cond": "char [1]", "condfalse": "char [2]",
		"holdsthrows": "char [2]", "holdsnoex": "char [1]", "base": "char [1]",
		"defaulted": "char [2]", "dtor": "<nil>", "priv": "<nil>",
		"byval": "char [1]", "byvalthrows": "char [2]", "deleted": "char [2]",
		"wrapnoex": "char [1]", "wrapthrows": "char [2]",
	})
}

// TestNothrowConstructibleTraitWalk imitates libcu++'s __tuple_impl (a
// system header), whose constructor from a tag and U&& takes a defaulted
// template parameter bool B = __is_nothrow_constructible(T, U&&): the
// constructor is a candidate only once B is known, so the walk follows it
// (and finds k) only when the trait is evaluated.
func TestNothrowConstructibleTraitWalk(t *testing.T) {
	hdr := `struct S { int n; };
template <class T> struct Elem {
  T *p;
  explicit Elem(T *q) : p(q) {}
  template <class U> Elem(const Elem<U> &o, int = 0) : p(o.p) {}
};
template <class T> struct Leaf {
  T v;
  template <class U> explicit Leaf(U &&u) noexcept(__is_nothrow_constructible(T, U &&)) : v(u) {}
};
struct Tag {};
template <class T> struct Impl : Leaf<T> {
  template <class U, bool B = __is_nothrow_constructible(T, U &&)>
  explicit Impl(Tag, U &&u) noexcept(B) : Leaf<T>(u) { k<<<1, 1>>>((S *)0); }
};
`
	wantWalk(t, runBody(hdr, "Elem<T> e(p); Impl<Elem<T> > b(Tag{}, e); (void)b;"), "", "k<S>")
}

// TestNoexceptOperatorValues: noexcept(T(declval<A>()...)), libcu++'s
// fallback for is_nothrow_constructible, with declval a function
// template declared noexcept or (as CCCL 3 declares it) a variable
// template of type T&& (*)() noexcept, is the construction's
// nothrowConstructible: a noexcept copy constructor, an implicit copy
// beside a constructor template, true; a copy constructor with no
// exception specification, false.
func TestNoexceptOperatorValues(t *testing.T) {
	src := `template <class T> T &&declval() noexcept;
template <class...> using void_t = void;
template <class T, class = void> extern void (*dv)() noexcept;
template <class T> extern T &&(*dv<T, void_t<T &&> >)() noexcept;
template <bool B> struct bool_c { static constexpr bool value = B; };
template <class T, class... A> struct nt : bool_c<noexcept(T(declval<A>()...))> {};
template <class T, class... A> struct nt2 : bool_c<noexcept(T(dv<A>()...))> {};
struct Noex { Noex(const Noex &) noexcept; };
struct Throws { Throws(const Throws &); };
template <class T> struct Elem { T *p; explicit Elem(T *q) : p(q) {} template <class U> Elem(const Elem<U> &o, int = 0) : p(o.p) {} };
char a1[nt<Noex, Noex &>::value ? 1 : 2];
char a2[nt<Elem<int>, Elem<int> &>::value ? 1 : 2];
char b1[nt2<Noex, Noex &>::value ? 1 : 2];
char b2[nt2<Elem<int>, Elem<int> &>::value ? 1 : 2];
char b3[nt2<Throws, Throws &>::value ? 1 : 2];
char a3[nt<Throws, Throws &>::value ? 1 : 2];
`
	wantVarTypes(t, src, map[string]string{"a1": "char [1]", "a2": "char [1]", "a3": "char [2]", "b1": "char [1]", "b2": "char [1]", "b3": "char [2]"})
}

// TestNoexceptOperandUnevaluatedInWalk: the proof walk meets libcu++'s
// fallback noexcept(T(declval<A>()...)) with declval a variable template
// of type T&& (*)() noexcept (CCCL 3): the operand of noexcept is
// unevaluated, so the calls through that pointer are no calls the walk
// must follow, and the constructor it guards is a sure candidate.
func TestNoexceptOperandUnevaluatedInWalk(t *testing.T) {
	hdr := `template <class...> using void_t = void;
template <class T> using id_t = T;
template <class T, class = void> extern id_t<void (*)() noexcept> dv;
template <class T> extern id_t<T && (*)() noexcept> dv<T, void_t<T &&> >;
template <bool B> struct bool_c { static constexpr bool value = B; };
template <class T, class... A> struct nt : bool_c<noexcept(T(dv<A>()...))> {};
struct S { int n; };
template <class T> struct Elem {
  T *p;
  explicit Elem(T *q) : p(q) {}
  Elem(const Elem &o) noexcept : p(o.p) {}
};
struct Tag {};
template <class T> struct Impl {
  T v;
  template <class U, bool B = nt<T, U &>::value>
  explicit Impl(Tag, U &u) noexcept(B) : v(u) { k<<<1, 1>>>((S *)0); }
};
`
	wantWalk(t, runBody(hdr, "Elem<T> e(p); Impl<Elem<T> > b(Tag{}, e); (void)b;"), "", "k<S>")
}

// TestNoexceptEmptyExpansionInWalk: libcu++'s fallback
// noexcept(T(dv<A>()...)) asked with no A (is_nothrow_default_constructible,
// as cuda::std::expected's default constructor asks it): the expansion has
// no element, so no call of dv is made, and the walk has nothing to follow
// in it (it stopped at the pattern, typed once to find the pack's length).
func TestNoexceptEmptyExpansionInWalk(t *testing.T) {
	hdr := `template <class...> using void_t = void;
template <class T> using id_t = T;
template <class T, class = void> extern id_t<void (*)() noexcept> dv;
template <class T> extern id_t<T && (*)() noexcept> dv<T, void_t<T &&> >;
template <bool B> struct bool_c { static constexpr bool value = B; };
template <class T, class... A> struct nt : bool_c<noexcept(T(dv<A>()...))> {};
struct S { int n; };
template <class T> struct Elem { T *p; Elem() noexcept : p(0) {} };
template <class T> struct Impl {
  T v;
  template <class U = T, bool B = nt<U>::value>
  Impl() noexcept(B) { k<<<1, 1>>>((S *)0); }
};
`
	wantWalk(t, runBody(hdr, "Impl<Elem<T> > b; (void)b;"), "", "k<S>")
}
