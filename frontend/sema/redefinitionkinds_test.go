package sema

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// semaLines lists ck's sema diagnostics as "line: message".
func semaLines(ck *checked) []string {
	var out []string
	for _, d := range ck.semaDiags {
		out = append(out, fmt.Sprintf("%d: %s", ck.files.Position(d.Pos).Line, d.Msg))
	}
	return out
}

// TestRedefinitionKinds checks the redefinitions of unions, enumerations,
// class templates and static data members and the typedefs redeclared as
// another type, with each toolkit's wording, and silence on the
// redeclarations C++ allows.
func TestRedefinitionKinds(t *testing.T) {
	cases := []struct {
		name, src string
		want118   []string
		want13    []string
	}{
		{"union", "union U { int a; };\nunion U { int b; };\n",
			[]string{`2: invalid redeclaration of type name "U"`}, []string{`2: union "U" has already been defined`}},
		{"struct then union", "struct P { int a; };\nunion P { int b; };\n",
			[]string{`2: invalid redeclaration of type name "P"`}, []string{`2: class "P" has already been defined`}},
		{"enum", "namespace n { enum E { A }; }\nnamespace n { enum E { B }; }\n",
			[]string{`2: invalid redefinition of enum "n::E"`}, []string{`2: enum "n::E" has already been defined`}},
		{"scoped enum", "enum class E : short { A };\nenum class E : short { B };\n",
			[]string{`2: invalid redefinition of enum "E"`}, []string{`2: enum "E" has already been defined`}},
		{"class template", "template <class T> struct B { T v; };\ntemplate <class T> struct B { T w; };\n",
			[]string{`2: class template "B" has already been defined`}, []string{`2: class template "B" has already been defined`}},
		{"static member", "struct S { static int m; };\nint S::m = 1;\nint S::m;\n",
			[]string{`3: member "S::m" has already been defined`}, []string{`3: member "S::m" has already been defined`}},
		{"typedef", "typedef int I;\nusing I = unsigned;\n",
			[]string{`2: invalid redeclaration of type name "I"`}, []string{`2: invalid redeclaration of type name "I"`}},
		{"local typedef", "void f() {\n  typedef int L;\n  typedef int *L;\n}\n",
			[]string{`3: invalid redeclaration of type name "L"`}, []string{`3: invalid redeclaration of type name "L"`}},
		{"allowed", `union V; union V { int a; };
enum class O : int; enum class O : int { X }; enum class O : int;
template <class T> struct TB; template <class T> struct TB { }; template <class T> struct TB<T *> { }; template <> struct TB<int> { };
struct C { static int m; static const int k = 1; static constexpr int c = 2; };
int C::m = 1; const int C::k; constexpr int C::c;
typedef int I; typedef signed I; using I = int; typedef I I;
typedef struct N { N *next; } N;
template <class T> struct W { typedef T V; };
typedef W<int>::V WV; typedef int WV;
template <class T> struct Stream { class Guard; template <class U> struct In; };
template <class T> class Stream<T>::Guard { int g; };
template <class T> template <class U> struct Stream<T>::In { U u; };
template <class T> struct Guard { };
struct Q { enum class K : int; enum P : int; };
enum class Q::K : int { K1 };
enum Q::P : int { P1 };
enum class K : int { K2 };
enum P : int { P2 };
void g() { enum E { A }; struct Q { }; typedef int L; }
void h() { enum E { B }; struct Q { int q; }; typedef long L; }
`, nil, nil},
	}
	for _, tc := range cases {
		for _, major := range []int{11, 13} {
			t.Run(fmt.Sprintf("%s/%d", tc.name, major), func(t *testing.T) {
				ck := checkSource(t, "r.cu", []byte(tc.src), parse.CXX17, Options{CUDAMajor: major})
				for _, d := range ck.parseDiags {
					t.Fatalf("parse: %s", ck.describe(d))
				}
				want := tc.want118
				if major >= 13 {
					want = tc.want13
				}
				got := semaLines(ck)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
			})
		}
	}
}
