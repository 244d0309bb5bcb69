package sema

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestAbstractKinds checks the objects, arrays, parameters and results of
// classes abstract through a base or by their own pure virtual functions,
// the lines naming those functions, the toolkits' difference on
// declarations' parameters, and silence on classes whose every pure
// virtual function has an overrider.
func TestAbstractKinds(t *testing.T) {
	const classes = `struct Shape { virtual double area() const = 0; virtual void scale(double) = 0; };
struct Half : Shape { double area() const override { return 1; } virtual int id() = 0; };
struct Full : Half { void scale(double) override {} int id() override { return 0; } };
struct Wrong : Shape { double area() const override { return 2; } void scale(double) const {} };
struct Handle { virtual ~Handle() = 0; };
struct File : Handle { };
`
	cases := []struct {
		name, src string
		want118   []string
		want13    []string
		notes     []string
	}{
		{"through base", classes + "Half h;\n", []string{`7: object of abstract class type "Half" is not allowed:`}, nil,
			[]string{`function "Half::id" is a pure virtual function`, `pure virtual function "Shape::scale" has no overrider`}},
		{"other signature", classes + "Wrong w;\n", []string{`7: object of abstract class type "Wrong" is not allowed:`}, nil,
			[]string{`pure virtual function "Shape::scale" has no overrider`}},
		{"array", classes + "void f() { Shape s[2]; (void)s; }\n", []string{`7: array of abstract class "Shape" is not allowed:`}, nil,
			[]string{`function "Shape::area" is a pure virtual function`, `function "Shape::scale" is a pure virtual function`}},
		{"new array", classes + "void *p = new Half[3];\n", []string{`7: array of abstract class "Half" is not allowed:`}, nil, nil},
		{"declaration", classes + "void take(Half h);\nShape make();\n",
			[]string{`7: parameter of abstract class type "Half" is not allowed:`, `8: function returning abstract class "Shape" is not allowed:`}, []string{}, nil},
		{"definition", classes + "int take(Half &r, Half h) { return r.id(); }\nShape *make();\nHalf copy() { return *(Half *)make(); }\n",
			[]string{`7: parameter of abstract class type "Half" is not allowed:`, `9: function returning abstract class "Half" is not allowed:`}, nil, nil},
		{"concrete", classes + `Full f; File fl; Full many[2]; Shape *p = new Full[2];
Full copy(Full x) { return x; }
double area(const Shape &s, Half *h) { return s.area() + h->id(); }
template <class T> T same(T t) { return t; }
struct Inner { virtual void run() = 0; void take(Inner *other); };
`, nil, nil, nil},
	}
	for _, tc := range cases {
		for _, major := range []int{11, 13} {
			t.Run(fmt.Sprintf("%s/%d", tc.name, major), func(t *testing.T) {
				ck := checkSource(t, "a.cu", []byte(tc.src), parse.CXX17, Options{CUDAMajor: major})
				for _, d := range ck.parseDiags {
					t.Fatalf("parse: %s", ck.describe(d))
				}
				want := tc.want118
				if major >= 13 && tc.want13 != nil {
					want = tc.want13
				}
				got := semaLines(ck)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
				if tc.notes == nil {
					return
				}
				var notes []string
				for _, n := range ck.semaDiags[0].Notes {
					if n.Kind == diag.NoteInfo {
						notes = append(notes, n.Msg)
					}
				}
				if strings.Join(notes, "\n") != strings.Join(tc.notes, "\n") {
					t.Errorf("notes\n%s\nwant\n%s", strings.Join(notes, "\n"), strings.Join(tc.notes, "\n"))
				}
			})
		}
	}
}
