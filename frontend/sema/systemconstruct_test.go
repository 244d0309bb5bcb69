package sema

import "testing"

// runSource is the source of a proof walk test: a system header, hdr
// (which declares S and D<T>::run), then main returning
// D<S>::run(args) with args naming an S *s.
func runSource(hdr, args string) string {
	return systemHeader + hdr + userCode + "int main() { S *s = 0; return D<S>::run(" + args + "); }\n"
}

// runBody is runSource for a D whose static run(T *p) has body, called
// with s.
func runBody(hdr, body string) string {
	return runSource(hdr+"template <class T> struct D {\n  static int run(T *p) { "+body+" return 0; }\n};\n", "s")
}

// vecHeader imitates a container of thrust's (a system header): a
// default constructor, a constructor template that launches k (as
// thrust's range constructors reach its kernels), a copy constructor
// that launches it, and a wrapper whose mem-initializer names its base
// through a typedef (thrust's super_t).
const vecHeader = `struct S { int n; };
template <class T> struct Vec {
  T *p;
  Vec() {}
  template <class It> Vec(It a, It b) { k<<<1, 1>>>(a); }
  Vec(const Vec &o) : p(o.p) { k<<<1, 1>>>(p); }
};
template <class T> struct Wrap : Vec<T> {
  typedef Vec<T> super_t;
  Wrap(T *a) : super_t(a, a) {}
  Wrap() {}
};
template <class T> struct Holder { Vec<T> v; int n; };
`

// TestProofWalkConstructions: the walk follows the constructor a
// construction runs, as overload resolution picks it (constructor
// templates deduced from the arguments, the implicit copy constructor,
// mem-initializers, the bases and members they leave out), and only it:
// the kernels it finds are those instantiated, and constructor templates
// never called are not probed.
func TestProofWalkConstructions(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"default constructor", "Vec<T> v; (void)v;", ""},
		{"constructor template", "Vec<T> v(p, p); (void)v;", "k<S>"},
		{"temporary", "(void)Vec<T>(p, p);", "k<S>"},
		{"braced temporary", "(void)Vec<T>{p, p};", "k<S>"},
		{"new", "delete new Vec<T>(p, p);", "k<S>"},
		{"copy", "Vec<T> v; Vec<T> w(v); (void)w;", "k<S>"},
		{"copy-initialization from a prvalue", "Vec<T> v = Vec<T>(); (void)v;", ""},
		{"mem-initializer through a typedef", "Wrap<T> w(p); (void)w;", "k<S>"},
		{"base left to its default constructor", "Wrap<T> w; (void)w;", ""},
		{"implicit copy constructor", "Holder<T> h; Holder<T> g(h); (void)g;", "k<S>"},
		{"implicit default constructor", "Holder<T> h; (void)h;", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(vecHeader, c.body), "", c.kernels)
		})
	}
}

// TestProofWalkConstructionsUnsure: a construction sema cannot resolve for
// sure is probed as before (every constructor), and the walk says why
// when that fails.
func TestProofWalkConstructionsUnsure(t *testing.T) {
	// c ? p : 0: sema leaves a conditional whose operands' types differ
	// untyped, so the argument is of unknown type.
	wantWalk(t, runSource(vecHeader+`template <class T> struct D {
  static int run(T *p, int c) { Vec<T> v(c ? p : 0, p); (void)v; return 0; }
};
`, "s, 1"),
		"which the walk cannot probe (in D<S>::run) (its construction is not resolved: an argument of unknown type)", "")
}

// TestProofWalkDisabledConstructorTemplate: a constructor template whose
// default template argument names enable_if<false>::type is not viable
// for sure (libstdc++'s string_view constructor of basic_string, given a
// string literal), so the construction is resolved.
func TestProofWalkDisabledConstructorTemplate(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class T> struct is_int { static const bool value = false; };
template <> struct is_int<int> { static const bool value = true; };
template <class T> struct Str {
  template <class U = T> Str(const char *s) {}
  template <class U, class = typename enable_if<is_int<U>::value>::type> Str(const U &u) { k<<<1, 1>>>((T *)0); }
  Str(const Str &o) {}
};
template <class T> struct D {
  static int run(T *p) { static const Str<T> s("literal"); (void)s; return 0; }
};
`, "s"), "", "")
}

// TestConstructorTemplateKeepsClassName: a constructor template declared
// before other constructors does not hide the class's name from their
// parameter lists (libstdc++'s basic_string(basic_string&&) after its
// template<typename = _RequireAllocator<_Alloc>> constructor): they get
// their types.
func TestConstructorTemplateKeepsClassName(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Str {
  template <class U = T> Str(int n, char c) {}
  Str(Str &&o) { k<<<1, 1>>>((T *)0); }
  Str() {}
};
template <class T> Str<T> make() { return Str<T>(); }
template <class T> struct D {
  static int run(T *p) { Str<T> a; Str<T> b(static_cast<Str<T> &&>(a)); (void)b; return 0; }
};
`, "s"), "", "k<S>")
}

// TestProofWalkBindingTieBreak: a template taking U&& binds a non-const
// lvalue better than a function taking const S& ([over.ics.rank]/3.2.6):
// the walk follows the template, and finds the kernel it launches (when
// both bindings ranked alike, sema was sure of the function and missed
// it).
func TestProofWalkBindingTieBreak(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
inline void g(const S &) {}
template <class U> void g(U &&u) { k<<<1, 1>>>(&u); }
template <class T> struct D {
  static int run(T *p) { g(*p); return 0; }
};
`, "s"), "", "k<S>")
}

// TestProofWalkImplicitObject: an unqualified call of a member function
// overloaded on const, in a member function, is on *this with that
// function's qualifiers: resolved for sure (libstdc++'s _M_local_data()
// in basic_string's constructors).
func TestProofWalkImplicitObject(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct B {
  T *data() { k<<<1, 1>>>((T *)0); return 0; }
  const T *data() const { return 0; }
  T *get() { return data(); }
  const T *cget() const { return data(); }
};
template <class T> struct D {
  static int run(T *p, int c) { B<T> b; if (c) b.cget(); else b.get(); return 0; }
};
`, "s, 1"), "", "k<S>")
}

// TestProofWalkDefaultArgument: a parameter left to its default argument
// takes the value of that expression, which the walk follows (the
// allocator a container's constructor makes).
func TestProofWalkDefaultArgument(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Alloc {
  Alloc() { k<<<1, 1>>>((T *)0); }
  template <class U> Alloc(const Alloc<U> &) {}
};
template <class T> struct Vec {
  Vec(int n, const Alloc<T> &a = Alloc<T>()) {}
};
template <class T> struct D {
  static int run(T *p) { Vec<T> v(3); (void)v; return 0; }
};
`, "s"), "", "k<S>")
}

// TestProofWalkDeducedFromBase: a constructor template taking a base
// class template's specialization deduces its arguments from the
// argument's base ([temp.deduct.call]/4.3), so that it ties with the copy
// constructor on the derived-to-base conversion and loses to it for sure
// (std::allocator's copy constructor initializing its __new_allocator
// base).
func TestProofWalkDeducedFromBase(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct NA {
  NA() {}
  NA(const NA &) {}
  template <class U> NA(const NA<U> &) { k<<<1, 1>>>((U *)0); }
};
template <class T> struct A : NA<T> {
  A() {}
  A(const A &a) : NA<T>(a) {}
};
template <class T> struct D {
  static int run(T *p) { A<T> a; A<T> b(a); (void)b; return 0; }
};
`, "s"), "", "")
}

// TestProofWalkOutOfLineMembers: the walk follows members of class
// templates defined outside the class (thrust's .inl files, libstdc++'s
// char_traits<_CharT>::length), constructors with their mem-initializers
// included, the definition's template parameters (named otherwise than
// the class's) bound to the instance's arguments, overloads told apart by
// their parameters and qualifiers.
func TestProofWalkOutOfLineMembers(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Base {
  Base() {}
  template <class It> Base(It a, It b) { k<<<1, 1>>>(a); }
};
template <class T> struct Vec : Base<T> {
  Vec(T *p);
  int size(int) const;
  int size(int);
  int size(long) const;
};
template <class U> Vec<U>::Vec(U *p) : Base<U>(p, p) {}
template <class U> int Vec<U>::size(int) const { return 0; }
template <class U> int Vec<U>::size(int) { return 0; }
template <class U> int Vec<U>::size(long) const { k<<<1, 1>>>((long *)0); return 0; }
template <class T> struct D {
  static int run(T *p) { Vec<T> v(p); const Vec<T> &w = v; return w.size(1) + v.size(1); }
};
`, "s"), "", "k<S>")
}

// TestProofWalkResults: an object returned by value is constructed by the
// return statement (copy-initialized from its operand, moved from a local,
// copied from a glvalue operand of a conditional), which the walk
// follows; the caller probes only its destructor and conversions. A
// compiler builtin called there runs no code of the TU.
func TestProofWalkResults(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"prvalue", "return Vec<T>(p, p);", "k<S>"},
		{"local moved", "Vec<T> v; return v;", ""},
		{"parameter copied through a conditional", "static Vec<T> keep; Vec<T> v; return c ? v : keep;", "k<S>"},
		{"builtin", "if (__builtin_strlen(\"x\")) {} return Vec<T>();", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Vec {
  T *p;
  Vec() {}
  Vec(Vec &&o) {}
  template <class It> Vec(It a, It b) { k<<<1, 1>>>(a); }
  Vec(const Vec &o) : p(o.p) { k<<<1, 1>>>(p); }
};
template <class T> struct D {
  static Vec<T> make(T *p, int c) { `+c.body+` }
  static int run(T *p, int c) { Vec<T> v = make(p, c); (void)v; return 0; }
};
`, "s, 1"), "", c.kernels)
		})
	}
}

// TestProofWalkStringOperations: what thrust's error categories do with
// std::string, imitated: a qualified call of a virtual member does not
// dispatch; operator+= and operator+ among members, non-members (a friend
// of an associated class named otherwise does not make ADL unsure) and
// templates whose deduction fails for sure (a template-id from an array,
// a deduced parameter given a decaying array that contradicts another);
// a conditional of char const * and char const * const.
func TestProofWalkStringOperations(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class C> struct Alloc {
  Alloc() {}
  friend bool operator==(const Alloc &, const Alloc &) { return true; }
};
template <class C, class A = Alloc<C> > struct Str {
  Str(const C *s) {}
  Str(const Str &o) {}
  Str &operator+=(const Str &o) { return *this; }
  Str &operator+=(const C *s) { return *this; }
};
template <class C, class A> Str<C, A> operator+(const Str<C, A> &l, const C *r) { return l; }
template <class C, class A> Str<C, A> operator+(const Str<C, A> &l, C r) { return l; }
template <class C, class A> Str<C, A> operator+(const C *l, const Str<C, A> &r) { return r; }
template <class I> struct Iter {};
template <class I> Iter<I> operator+(int, const Iter<I> &i) { return i; }
struct Base { virtual const char *what() const { return "base"; } };
struct Err : Base {
  const char *what() const { return Base::what(); }
  const char *self() const { return this->Base::what(); }
};
template <class T> struct D {
  static int run(T *p, int c) {
    const char *const u = "u";
    const char *n = 0;
    Str<char> s(c ? n : u);
    s += ": ";
    Str<char> t = s + ": ";
    Err e;
    (void)e.self();
    k<<<1, 1>>>(p);
    return 0;
  }
};
`, "s, 1"), "", "k<S>")
}

// TestProofWalkThrustDispatch: thrust's dispatch, imitated: an
// unqualified call with a using-declaration and argument-dependent
// lookup finds a generic template taking thrust's execution_policy<D>&
// and the backend's taking its own execution_policy<D>& (a class derived
// from the first): the conversion to the more derived base wins
// ([over.ics.rank]/4.4); derived_cast's overloads on
// execution_policy_base<D>& and const execution_policy_base<D>& are
// ordered by the qualifiers the reference adds (3.2.6); a member called
// through a qualified name in a member function is on *this and does not
// dispatch; device_ptr<T>::pointer names its base thrust::pointer<T>
// (the injected-class-name, which its constructors are declared under).
func TestProofWalkThrustDispatch(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
namespace th {
template <class D> struct policy_base {};
template <class D> D &derived_cast(policy_base<D> &x) { return static_cast<D &>(x); }
template <class D> const D &derived_cast(const policy_base<D> &x) { return static_cast<const D &>(x); }
template <class D> struct policy : policy_base<D> {};
namespace generic {
template <class D, class T> void fill(policy<D> &, T *p) {}
}
template <class D, class T> void fill(policy_base<D> &exec, T *p) {
  using th::generic::fill;
  fill(derived_cast(exec), p);
}
template <class T> struct pointer {
  T *raw;
  pointer() {}
  virtual T *get() { return raw; }
};
template <class T> struct dptr : pointer<T> {
  dptr() {}
  T *get() { return pointer<T>::get(); }
};
}
namespace be {
template <class D> struct policy : th::policy<D> {};
struct tag : policy<tag> {};
template <class D, class T> void fill(policy<D> &, T *p) { k<<<1, 1>>>(p); }
}
template <class T> struct D {
  static int run(T *p) {
    be::tag t;
    th::fill(t, p);
    th::dptr<T> d;
    typename th::dptr<T>::pointer *base = &d;
    (void)d.get();
    (void)base;
    return 0;
  }
};
`, "s"), "", "k<S>")
}

// TestProofWalkThrustLauncher: thrust's agent launcher, imitated: an
// overloaded kernel template-id initializing a pointer to function is
// resolved by the pointer's type ([over.over]); an argument of class type
// passed for an int by its one conversion function (cuda_optional<int>);
// an explicit operator bool lets no built-in operator apply to
// first + count (the facade's operator+ does); __extension__
// __PRETTY_FUNCTION__ (assert) is typed; a function template declared
// with some parameter names and defined with others is specialized and
// walked.
func TestProofWalkThrustLauncher(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
extern "C" void __assert_fail(const char *, const char *, unsigned, const char *);
template <class T> struct optional {
  T v;
  optional(T x) : v(x) {}
  operator T const &() const { return v; }
};
template <class T> struct ptr {
  T *raw;
  explicit operator bool() const { return raw != 0; }
};
template <class T> ptr<T> operator+(const ptr<T> &p, long n) { return p; }
template <class A, class X> __attribute__((global)) void k(X x) {}
template <class A, class X, class Y> __attribute__((global)) void k(X x, Y y) {}
template <class P> int plan(int v) { return v; }
template <class Alloc, class T> void construct(Alloc &a, T *p);
template <class A, class U> void construct(A &a, U *p) { void (*f)(U *, int) = k<A, U *, int>; (void)f; }
template <class T> struct D {
  static int run(T *p) {
    optional<int> version(3);
    ((p != 0) ? void(0) : __assert_fail("p", "f", 1, __extension__ __PRETTY_FUNCTION__));
    ptr<T> first;
    ptr<T> last = first + 3;
    (void)last;
    int a = 0;
    construct(a, p);
    return plan<T>(version);
  }
};
`, "s"), "", "k<int, S *, int>")
}

// TestProofWalkPackInTemplateID: a function template whose parameter is a
// template-id with a pack expansion (thrust's raw_reference_cast of a
// tuple_of_iterator_references<Ts...>) gets a type, so that deduction
// from an int fails for sure and the call of the overload taking T& is
// resolved.
func TestProofWalkPackInTemplateID(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class... Ts> struct tup {};
template <class T, class R> struct en { typedef R type; };
template <class T> struct rr { typedef T type; };
template <class T> T &cast(T &r) { return r; }
template <class T> const T &cast(const T &r) { return r; }
template <class... Ts> typename en<tup<Ts...>, typename rr<tup<Ts...> >::type>::type cast(tup<Ts...> t) { k<<<1, 1>>>((S *)0); return t; }
template <class T> struct D {
  static int run(T *p) { int x = 0; cast(x); return 0; }
};
`, "s"), "", "")
}

// TestProofWalkPartialOrdering: make_zip_iterator(tuple<Its...>) is more
// specialized than make_zip_iterator(Its...) ([temp.func.order]: a bare
// parameter pack deduces from anything), so a tuple argument resolves to
// it for sure; the template-id tuple<Its...> of a class template with
// default arguments ends at the expansion (no defaults after it).
func TestProofWalkPartialOrdering(t *testing.T) {
	wantWalk(t, systemHeader+`struct S { int n; };
struct null_type {};
template <class T0 = null_type, class T1 = null_type, class T2 = null_type> struct tuple {};
template <class I> struct zip { I i; };
template <class... Its> zip<tuple<Its...> > make_zip(tuple<Its...> t) { k<<<1, 1>>>((S *)0); return zip<tuple<Its...> >(); }
template <class... Its> zip<tuple<Its...> > make_zip(Its... its) { return zip<tuple<Its...> >(); }
template <class A, class B> tuple<A, B> make_tuple(A a, B b) { return tuple<A, B>(); }
`+userCode+"int main() { int *a = 0; (void)make_zip(make_tuple(a, a)); return 0; }\n", "", "k<S>")
}

// sameNameBaseHeader: a class deriving from a base of its own name in
// another namespace (thrust's system::detail::bad_alloc, from
// std::bad_alloc), constructed from a string literal through a
// reference to a class whose converting constructor is a template
// (libstdc++'s basic_string(const char *) has a default template
// argument); inherit, when set, makes it inherit its base's
// constructors instead.
func sameNameBaseHeader(inherit string) string {
	return `struct S { int n; };
namespace outer { struct Err { Err() {} Err(int) {} virtual ~Err() {} }; }
namespace inner {
template <class T> struct Str {
  template <class U = T> Str(const char *s) {}
  Str(const Str &o) {}
};
struct Err : outer::Err {
  ` + inherit + `
  Err(const Str<char> &w) : outer::Err() { k<<<1, 1>>>((S *)0); }
  virtual ~Err() {}
};
}
template <class T> struct D {
  static int run(T *p) { if (!p) throw inner::Err("x"); return 0; }
};
`
}

// TestProofWalkBaseOfTheSameName: a base named as the class itself does
// not make the class inherit constructors (its own are found under that
// name), and a converting constructor template that deduction specializes
// is ranked as declared so: the construction is resolved, and its kernel
// found. A using-declaration of the base's constructors still leaves the
// construction unresolved.
func TestProofWalkBaseOfTheSameName(t *testing.T) {
	wantWalk(t, runSource(sameNameBaseHeader(""), "s"), "", "k<S>")
	wantWalk(t, runSource(sameNameBaseHeader("using outer::Err::Err;"), "s"), "may inherit constructors", "")
}

// TestProofWalkListInitConstructorTemplates: list-initialization of a
// class with a constructor template sema leaves untyped (std::pair's
// private one over several parameter packs) is resolved as a call of the
// constructors when none of them takes a std::initializer_list first, as
// the parameter types deduction matches against show: {true, 5L} picks
// Pair(const A &, const B &), the template being disabled for a long.
func TestProofWalkListInitConstructorTemplates(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class T> struct is_int { static const bool value = false; };
template <> struct is_int<int> { static const bool value = true; };
template <class... Ts> struct Tup {};
template <int... Is> struct Idx {};
template <class A, class B> struct Pair {
  A a; B b;
  template <class U1 = A, typename enable_if<is_int<U1>::value, bool>::type = true> Pair() : a(), b() {}
  Pair(const A &x, const B &y) : a(x), b(y) { k<<<1, 1>>>((S *)0); }
  template <class U1, class U2, typename enable_if<is_int<U2>::value, bool>::type = true> Pair(U1 &&x, U2 &&y) : a(x), b(y) {}
private:
  template <class... A1, int... I1, class... A2, int... I2> Pair(Tup<A1...> &, Tup<A2...> &, Idx<I1...>, Idx<I2...>);
};
template <class T> struct D {
  static Pair<bool, long> make() { return {true, 5L}; }
  static int run(T *p) { Pair<bool, long> q = make(); (void)q; return 0; }
};
`, "s"), "", "k<S>")
}
