package sema

import "testing"

// TestProofWalkSameNamedBaseTemplates: deducing a parameter of type
// cpp::execution_policy<B> from an argument whose bases are
// specializations of other templates also named execution_policy fails for
// sure (thrust's cuda_cub::select_system(execution_policy<S1> const&,
// cpp::execution_policy<S2> const&), given two cuda_cub::tag): the call
// is resolved to the generic select_system, and the walk goes through it.
func TestProofWalkSameNamedBaseTemplates(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
namespace th {
template <class D> struct policy_base {};
template <class D> struct execution_policy : policy_base<D> {};
namespace sys { namespace cpp { namespace detail {
struct tag;
template <class> struct execution_policy;
template <> struct execution_policy<tag> : th::execution_policy<tag> {};
struct tag : execution_policy<tag> {};
template <class D> struct execution_policy : th::execution_policy<D> { operator tag() const { return tag(); } };
}
using th::sys::cpp::detail::execution_policy;
}}
namespace cpp { using th::sys::cpp::execution_policy; }
template <template <class> class P> struct alloc_aware {};
namespace cc {
struct tag;
template <class> struct execution_policy;
template <> struct execution_policy<tag> : th::execution_policy<tag> {};
struct tag : execution_policy<tag>, alloc_aware<cc::execution_policy> {};
template <class D> struct execution_policy : th::execution_policy<D> {};
template <class A, class B> struct cross { cross(A &, B &) {} };
template <class A, class B> cross<A, B> select_system(execution_policy<A> const &a, th::cpp::execution_policy<B> const &b) {
  return cross<A, B>(const_cast<execution_policy<A> &>(a), const_cast<th::cpp::execution_policy<B> &>(b));
}
}
template <class A> A &select_system(execution_policy<A> &a, execution_policy<A> &) { k<<<1, 1>>>((S *)0); return static_cast<A &>(a); }
}
template <class T> struct D {
  static int run(T *p) { th::cc::tag t1, t2; using th::select_system; select_system(t1, t2); return 0; }
};
`, "s"), "", "k<S>")
}

// TestFunctionTemplateRedeclaredWithMemberValue: a function template
// declared, then defined, with a result type naming a static member of a
// dependent type (thrust's select_system: disable_if<
// select_system1_exists<System>::value, System&>::type) is one template,
// not two that tie: its call is resolved, and walked.
func TestFunctionTemplateRedeclaredWithMemberValue(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <bool B, class R = void> struct disable_if { typedef R type; };
template <class R> struct disable_if<true, R> {};
template <class T> struct exists { static const bool value = false; };
template <class T> typename disable_if<exists<T>::value, T &>::type sel(T &t);
template <class T> typename disable_if<exists<T>::value, T &>::type sel(T &t) { k<<<1, 1>>>((S *)0); return t; }
template <class T> struct D {
  static int run(T *p) { sel(*p); return 0; }
};
`, "s"), "", "k<S>")
}

// TestMemberValueArgumentNotDeduced: a template argument Q::value in a
// partial specialization's pattern or a parameter's type is not deduced
// from, and the substituted argument decides: the specialization whose
// condition holds is chosen, the other is not.
func TestMemberValueArgumentNotDeduced(t *testing.T) {
	src := `template <bool B> struct flag {};
template <class T> struct is_int { static const bool value = false; };
template <> struct is_int<int> { static const bool value = true; };
template <class T, class F> struct pick { typedef char type[1]; };
template <class T> struct pick<T, flag<is_int<T>::value> > { typedef char type[2]; };
pick<int, flag<true> >::type yes;
pick<char, flag<true> >::type no;
pick<char, flag<false> >::type yes2;
`
	wantVarTypes(t, src, map[string]string{"yes": "char [2]", "no": "char [1]", "yes2": "char [2]"})
}
