package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
)

// TestProofWalkEnteredSpecialMembers: a constructor or destructor of a
// class outside templates in a system header, entered by the proof walk
// because one of the class's members may lead to a kernel (fromsema's
// keyfields.go), constructs or destroys the members whether or not it is
// called ([class.base.init], [class.dtor]): the walk follows what that
// runs (Vec<S>'s destructor launches k<S>).
func TestProofWalkEnteredSpecialMembers(t *testing.T) {
	for _, c := range []struct{ name, class, enter string }{
		{"destructor", "struct Cache { Vec<S> v; ~Cache() {} };\n", "~Cache"},
		{"constructor", "struct Cache { Vec<S> v; Cache() {} };\n", "Cache"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemHeader + `struct S { int n; };
template <class T> struct Vec { T *p; Vec() {} ~Vec() { k<<<1, 1>>>(p); } };
` + c.class + userCode + "int main() { return 0; }\n"
			ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
			if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
				t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
			}
			toks := ck.res.checker.opts.Tokens
			var sites, enter []source.Pos
			for i, tok := range toks {
				if tok.Text == "k" {
					sites = append(sites, tok.Pos) // the first is the kernel's declaration
				}
				// The body's brace: the name, (, ), {.
				name := tok.Text
				if i > 0 && toks[i-1].Text == "~" {
					name = "~" + name
				}
				if name == c.enter && i+3 < len(toks) && toks[i+1].Text == "(" && toks[i+3].Text == "{" {
					enter = append(enter, toks[i+3].Pos)
				}
			}
			if len(sites) != 2 || len(enter) != 1 {
				t.Fatalf("sites %v, enter %v", sites, enter)
			}
			w := ck.res.CompleteKernelInstances(sites[1:], nil, enter)
			if w.Incomplete != nil {
				t.Fatalf("incomplete: %s", w.Incomplete.Reason)
			}
			got := instantiatedKernels(ck.res)
			if strings.Join(got, " ") != "k<S>" || len(w.Walked) != 1 {
				t.Errorf("kernels %v, walked %v; want k<S>, the body entered", got, w.Walked)
			}
		})
	}
}

// TestClassReachesBySubobjects: a class outside templates that the
// names leading to a kernel do not name (D) may still lead to one
// through its bases and members, whose constructors and destructors its
// own run: the walk follows its construction (D's implicit destructor
// destroys B's member, whose destructor launches k<S>; an array's
// elements are probed, and the walk says it is unsure).
func TestClassReachesBySubobjects(t *testing.T) {
	for _, c := range []struct{ name, classes, why string }{
		{"base", "struct B { Vec<S> v; };\nstruct D : B {};\n", ""},
		{"member", "struct B { Vec<S> v; };\nstruct D { B b; };\n", ""},
		{"array member", "struct B { Vec<S> v; };\nstruct D { B b[2]; };\n", "an implicit call of class Vec<S> that sema cannot tell runs"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemHeader + `struct S { int n; };
template <class T> struct Vec { T *p; Vec() {} ~Vec() { k<<<1, 1>>>(p); } };
` + userCode + c.classes + "int main() { D d; (void)d; return 0; }\n"
			res, sites := kernelNames(t, src)
			reach := func(key string, _ []ArgOrigin) bool { return key == "Vec" || key == "B" || key == "k" }
			w := res.CompleteKernelInstances(sites[1:], reach, nil)
			if c.why != "" {
				if w.Incomplete == nil || !strings.Contains(w.Incomplete.Reason, c.why) {
					t.Fatalf("outcome %+v, want incomplete: %s", w.Incomplete, c.why)
				}
				return
			}
			if w.Incomplete != nil {
				t.Fatalf("incomplete: %s", w.Incomplete.Reason)
			}
			got := instantiatedKernels(res)
			if strings.Join(got, " ") != "k<S>" {
				t.Errorf("kernels %v, want k<S>", got)
			}
		})
	}
}
