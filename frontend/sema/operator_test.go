package sema

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// systemFile returns testdata/operators/name as a system header of the
// proof walk's tests (after systemHeader's kernel template k).
func systemFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "operators", name))
	if err != nil {
		t.Fatal(err)
	}
	return systemHeader + string(b)
}

// TestProofWalkOperators: operators on classes that sema resolves for
// sure let the walk go on, into the instances they call: thrust's
// operator== on error_condition, among four overloads whose other
// candidates need conversions that a SFINAE'd constructor template and
// the classes' members rule out; a namespace-scope operator template and
// a member operator() that launch a kernel template; cuda_fp16's __half,
// whose assignments compete with the implicit copy and move assignment
// and whose operands convert by a constructor (a user-defined conversion
// sema ranks) while candidates it cannot rank lose to one that takes the
// operands as they are.
func TestProofWalkOperators(t *testing.T) {
	for _, c := range []struct{ name, file, user, kernels string }{
		{"operator== among overloads", "condition.h",
			"int f(const sys::condition &a, const sys::condition &b) { return (a == b) + sys::Launch<int>::run(0, a, b); }", "k<int>"},
		{"operator template", "vector.h",
			"bool f(const sys::vec<float> &a) { return a == a; }", "k<float>"},
		{"call of an object", "vector.h",
			"void f(const sys::vec<char> &a) { a(1); }", "k<char>"},
		{"assignments and user-defined conversions", "half.h",
			"int f(sys::half &h, const sys::half &g, sys::raw r) { return sys::Arith<int>::run(0, h, g, r); }", "k<int>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, systemFile(t, c.file)+userCode+c.user+"\n", "", c.kernels)
		})
	}
}

// TestProofWalkOperatorsUnsure: operators sema cannot resolve for sure
// keep the walk incomplete, saying why: a candidate whose conversion sema
// cannot rank (a conversion function template), two candidates that
// convert alike (an ambiguous call: int to long or to unsigned).
func TestProofWalkOperatorsUnsure(t *testing.T) {
	for _, c := range []struct{ name, file, user, why string }{
		{"unknown conversion", "vector.h",
			"struct U { template <class T> operator T() const; };\nbool f(const sys::vec<int> &a, const U &u) { return a == u; }",
			"not resolved for sure"},
		{"ambiguous", "vector.h",
			"struct A {};\nbool operator<(const A &, long);\nbool operator<(const A &, unsigned);\nbool f(const A &a, int i, const sys::vec<int> &v) { return (a < i) && v == v; }",
			"no candidate is better than every other"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, systemFile(t, c.file)+userCode+c.user+"\n", c.why, "")
		})
	}
}

// TestOperatorPartialOrdering: of operator templates that convert the
// operands alike, the more specialized one is called (libstdc++'s
// operator<<(basic_ostream<char, T>&, const char *) beside the
// (basic_ostream<C, T>&, const C *) and (basic_ostream<C, T>&, const char *)
// ones): `cout << "text"` is resolved for sure, and the first walk leaves
// nothing unsure.
func TestOperatorPartialOrdering(t *testing.T) {
	src := "template <class C> struct traits {};\n" +
		"template <class C, class T = traits<C> > struct basic_ostream { basic_ostream &operator<<(const void *); basic_ostream &operator<<(bool); };\n" +
		"template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &o, const C *s);\n" +
		"template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &o, const char *s);\n" +
		"template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &o, const char *s);\n" +
		"template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &o, const signed char *s);\n" +
		"extern basic_ostream<char> cout;\n" +
		"int main() { cout << \"hello\"; }\n"
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	if ck.res.FirstWalkUnsure() {
		t.Error("cout << \"hello\" left unsure")
	}
}
