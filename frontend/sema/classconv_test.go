package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestClassConversion: an object of a fully known class with no
// conversion function that applies, copy-initializing a number or pointer
// (413) or an unrelated class none of whose constructors takes it (312),
// is reported; conversion functions (a base's too), converting
// constructors, base classes, direct-initialization, class template
// instances and templates stay silent.
func TestClassConversion(t *testing.T) {
	const decls = "struct S { int v; }; struct T { int w; }; struct C { operator int() const; };\n" +
		"struct D : C {}; struct FromS { FromS(S); }; struct E : S {};\n" +
		"template <class X> struct W { X x; };\n" +
		"void takesInt(int); void takesT(T); void takesRef(const T &);\n"
	cases := []struct {
		name, src string
		want      []string
	}{
		{"scalar", "void f(S s) { int x = s; (void)x; }", []string{`no suitable conversion function from "S" to "int" exists`}},
		{"pointer argument", "void f(S s) { takesInt(s); }", []string{`no suitable conversion function from "S" to "int" exists`}},
		{"return", "int f(S s) { return s; }", []string{`no suitable conversion function from "S" to "int" exists`}},
		{"assignment", "void f(S s, int &x) { x = s; }", []string{`no suitable conversion function from "S" to "int" exists`}},
		{"class", "void f(S s) { T t = s; (void)t; }", []string{`no suitable user-defined conversion from "S" to "T" exists`}},
		{"const reference", "void f(S s) { takesRef(s); }", []string{`no suitable user-defined conversion from "S" to "const T" exists`}},
		{"conversion function", "void f(C c, D d) { int x = c; long y = d; takesInt(c); (void)x; (void)y; }", nil},
		{"converting constructor", "void f(S s) { FromS a = s; (void)a; }", nil},
		{"base", "void f(E e) { S s = e; (void)s; }", nil},
		{"direct", "void f(C c) { T t(T{1}); int x(c); (void)t; (void)x; }", nil},
		{"template instance", "void f(W<int> w) { int x = w; (void)x; }", nil},
		{"template", "template <class X> void f(S s, X) { int x = s; (void)x; }", nil},
		{"member call", "struct K { void m(int); void c(int) const; }; void f(S s, K k, K *p) { k.m(s); p->m(s); }",
			[]string{`no suitable conversion function from "S" to "int" exists`, `no suitable conversion function from "S" to "int" exists`}},
		{"member call on const object", "struct K { void m(int); }; void f(S s, const K *p) { p->m(s); }",
			[]string{`the object has type qualifiers that are not compatible with the member function "K::m"`}},
		{"overloaded member (not reported yet)", "struct K { void m(int); void m(long); }; void f(S s, K k) { k.m(s); }", nil},
		{"if", "void f(S s) { if (s) return; }", []string{`expression must have bool type (or be convertible to bool)`}},
		{"conditional", "int f(S s) { return s ? 1 : 2; }", []string{`expression must have bool type (or be convertible to bool)`}},
		{"condition by a base's conversion", "void f(D d) { if (d) return; while (d) break; }", nil},
		{"condition declaration", "void f() { if (C c = C()) return; }", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "c.cu", []byte(decls+tc.src+"\n"), parse.CXX17, Options{CUDAMajor: 13})
			for _, d := range ck.parseDiags {
				t.Fatalf("parse: %s", ck.describe(d))
			}
			var got []string
			for _, d := range ck.semaDiags {
				got = append(got, d.Msg)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("got %q, want %q", got[i], tc.want[i])
				}
			}
		})
	}
}
