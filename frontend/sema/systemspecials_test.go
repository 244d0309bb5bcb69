package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
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
			var got []string
			for _, k := range ck.res.Kernels {
				if k.Instantiated {
					got = append(got, types.QualifiedName(k.Decl))
				}
			}
			if strings.Join(got, " ") != "k<S>" || len(w.Walked) != 1 {
				t.Errorf("kernels %v, walked %v; want k<S>, the body entered", got, w.Walked)
			}
		})
	}
}
