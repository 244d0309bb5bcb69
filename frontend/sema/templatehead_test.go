package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// headHeader declares the enable_if_t idiom and a trait true for int
// only.
const headHeader = `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <bool B, class R = void> using enable_if_t = typename enable_if<B, R>::type;
template <class T> struct is_int { static const bool value = false; };
template <> struct is_int<int> { static const bool value = true; };
`

// TestProofWalkOverloadsByTemplateHead: two function templates that
// differ only in a non-type template parameter's SFINAE constraint are two
// overloads ([temp.over.link]), not one template declared twice: each
// argument calls the one whose constraint holds (sema used to keep only
// the first, and so called kind<int>'s body for a double, or nothing).
func TestProofWalkOverloadsByTemplateHead(t *testing.T) {
	header := headHeader + `template <class T, enable_if_t<is_int<T>::value, int> = 0> int kind(T) { k<<<1, 1>>>((S *)0); return 1; }
template <class T, enable_if_t<!is_int<T>::value, int> = 0> int kind(T) { k<<<1, 1>>>((long *)0); return 2; }
template <class T> struct D {
  static int run(T *p) { return kind(ARG); }
};
`
	for _, c := range []struct{ arg, kernels string }{
		{"5", "k<S>"},
		{"5.0", "k<long>"},
	} {
		t.Run(c.arg, func(t *testing.T) {
			wantWalk(t, runSource(strings.ReplaceAll(header, "ARG", c.arg), "s"), "", c.kernels)
		})
	}
}

// TestProofWalkTemplateRedeclaration: a declaration and a later
// definition whose template parameters are renamed and whose default
// template argument is on the declaration only declare one template: the
// call uses the declaration's default and walks the definition's body.
func TestProofWalkTemplateRedeclaration(t *testing.T) {
	wantWalk(t, runSource(headHeader+`template <class T, class U = int, enable_if_t<is_int<U>::value, int> = 0> int g(T);
template <class A, class B, enable_if_t<is_int<B>::value, int>> int g(A) { k<<<1, 1>>>((S *)0); return 0; }
template <class T> struct D {
  static int run(T *p) { return g(p); }
};
`, "s"), "", "k<S>")
}

// TestSameTemplateHead compares template heads directly: kinds, packs,
// non-type parameters' types (renamed by position) and template template
// parameters' own heads; an unknown type is never the same. An alias
// template's value-dependent argument is part of the type it names
// (enable_if_t<C, int> for two conditions C names two types).
func TestSameTemplateHead(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"template <class T, int N> void f(T);", "template <class U, int M> void f(U);", true},
		{"template <class T, int N> void f(T);", "template <class T, long N> void f(T);", false},
		{"template <class T, class... Us> void f(T);", "template <class T, class Us> void f(T);", false},
		{"template <class T, int N> void f(T);", "template <class T, class N> void f(T);", false},
		{"template <class T, enable_if_t<is_int<T>::value, int> = 0> void f(T);", "template <class U, enable_if_t<is_int<U>::value, int>> void f(U);", true},
		{"template <class T, enable_if_t<is_int<T>::value, int> = 0> void f(T);", "template <class T, enable_if_t<!is_int<T>::value, int> = 0> void f(T);", false},
		{"template <class T, enable_if_t<is_int<T>::value, int> = 0> void f(T);", "template <class T, enable_if_t<is_int<T *>::value, int> = 0> void f(T);", false},
		{"template <class T, int N, enable_if_t<N == 1, int> = 0> void f(T);", "template <class T, int M, enable_if_t<M == 2, int> = 0> void f(T);", false},
		{"template <class T, int N, enable_if_t<N == 1, int> = 0> void f(T);", "template <class T, int M, enable_if_t<M == 1, int> = 0> void f(T);", true},
		{"template <template <class> class TT, class T> void f(T);", "template <template <class> class UU, class T> void f(T);", true},
		{"template <template <class> class TT, class T> void f(T);", "template <template <class, class> class TT, class T> void f(T);", false},
		{"template <class T, decltype(T().foo()) N> void f(T);", "template <class T, decltype(T().foo()) N> void f(T);", false},
	} {
		src := headHeader + "namespace a { " + c.a + " }\nnamespace b { " + c.b + " }\n"
		ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
		if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
			t.Fatalf("%s: diagnostics: %v %v", src, ck.parseDiags, ck.semaDiags)
		}
		ta, tb := templateNamed(t, ck.res, "a::f"), templateNamed(t, ck.res, "b::f")
		if got := sameTemplateHead(ta.Params, tb.Params); got != c.same {
			t.Errorf("sameTemplateHead(%q, %q) = %v, want %v", c.a, c.b, got, c.same)
		}
	}
}

// templateNamed finds the function template of qualified name q among
// res's entities.
func templateNamed(t *testing.T, res *Result, q string) *types.TemplateDecl {
	t.Helper()
	for _, e := range res.Entities {
		if td, ok := e.(*types.TemplateDecl); ok && td.Kind == types.FunctionTemplate && types.QualifiedName(td) == q {
			return td
		}
	}
	t.Fatalf("no function template %s", q)
	return nil
}
