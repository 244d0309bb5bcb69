package sema

import (
	"strings"
	"testing"
)

// minSystemHeader imitates thrust's select_system with CUDA 11.8: which
// of three min_system overloads is viable turns on libstdc++ 12's
// is_convertible (a SFINAE test of a call of __test_aux<To>(declval<From>()))
// between any_system_tag, convertible to anything through a conversion
// operator template, and a device tag.
const minSystemHeader = `struct S { int n; };
template <class T> T &&declval() noexcept;
template <bool B> struct bool_constant { static constexpr bool value = B; };
typedef bool_constant<true> true_type;
typedef bool_constant<false> false_type;
template <class From, class To> class conv_helper {
  template <class To1> static void test_aux(To1) noexcept;
  template <class From1, class To1, class = decltype(test_aux<To1>(declval<From1>()))> static true_type test(int);
  template <class, class> static false_type test(...);
public:
  typedef decltype(test<From, To>(0)) type;
};
template <class From, class To> struct is_convertible : conv_helper<From, To>::type {};
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct is_same : false_type {};
template <class A> struct is_same<A, A> : true_type {};
template <class A, class B, bool GE, bool LE> struct min_impl {};
template <class A, class B> struct min_impl<A, B, true, false> { typedef B type; };
template <class A, class B> struct min_impl<A, B, false, true> { typedef A type; };
template <class A, class B> struct min_impl<A, B, true, true> { typedef A type; };
template <class A, class B> struct minimum : min_impl<A, B, is_convertible<A, B>::value, is_convertible<B, A>::value> {};
template <class D> struct policy {};
struct any_tag : policy<any_tag> { template <class T> operator T() const { return T(); } };
struct dev_tag;
template <class D> struct dev_policy : policy<D> { operator dev_tag() const; };
template <> struct dev_policy<dev_tag> : policy<dev_tag> {};
struct dev_tag : dev_policy<dev_tag> {};
template <class T> T &derived(policy<T> &p) { return static_cast<T &>(p); }
template <class A> A &min_system(policy<A> &a, policy<A> &) { return derived(a); }
template <class A, class B>
typename enable_if<is_same<A, typename minimum<A, B>::type>::value, A &>::type
min_system(policy<A> &a, policy<B> &) { return derived(a); }
template <class A, class B>
typename enable_if<is_same<B, typename minimum<A, B>::type>::value, B &>::type
min_system(policy<A> &, policy<B> &b) { return derived(b); }
template <class T> void launch(dev_tag &, T *p) { k<<<1, 1>>>(p); }
template <class T> struct D {
  any_tag *a;
  dev_tag *d;
  T *p;
  int go() { launch(min_system(*a, *d), p); return 0; }
  static int run(T *p) { D x; x.a = 0; x.d = 0; x.p = p; return x.go(); }
};
`

// TestProofWalkMinSystem: the min_system thrust's select_system calls for
// any_system_tag and the device tag is resolved for sure: the first
// overload, min_system(policy<A> &, policy<A> &), certainly fails (each
// argument has one policy base, and they deduce different A), and of the
// other two only the third survives enable_if; the kernel it leads to is
// found.
func TestProofWalkMinSystem(t *testing.T) {
	wantWalk(t, runSource(minSystemHeader, "s"), "", "k<S>")
}

// TestProofWalkMinSystemTwoBases: an argument with two bases specializing
// the parameter's template may deduce either, so the first overload is
// not ruled out and the call stays unsure.
func TestProofWalkMinSystemTwoBases(t *testing.T) {
	src := strings.Replace(minSystemHeader, "struct any_tag : policy<any_tag> {", "struct any_tag : policy<any_tag>, policy<S> {", 1)
	wantWalk(t, runSource(src, "s"), "call to min_system", "")
}
