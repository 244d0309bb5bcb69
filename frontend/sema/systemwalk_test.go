package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// systemHeader opens a .ii whose header sys.h is a system header (line
// marker flag 3), as cub's are under nvcc 13.0.
const systemHeader = "# 1 \"main.cu\"\n# 1 \"sys.h\" 1 3\n" +
	"template <class T> __attribute__((global)) void k(T *p) {}\n"

// userCode returns to main.cu.
const userCode = "# 2 \"main.cu\" 2\n"

// proofWalk analyses src and runs the proof walk with every name of k after
// its definition as a site; it returns the outcome and the kernel
// template instances found, by name.
func proofWalk(t *testing.T, src string) (InstanceWalk, []string) {
	t.Helper()
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	out := ck.res
	var sites []source.Pos
	seen := false
	for _, tok := range out.checker.opts.Tokens {
		if tok.Text == "k" {
			if seen {
				sites = append(sites, tok.Pos)
			}
			seen = true
		}
	}
	if len(sites) == 0 {
		t.Fatal("no site")
	}
	w := out.CompleteKernelInstances(sites, nil, nil)
	names := instantiatedKernels(out)
	if w.Incomplete != nil && !w.Incomplete.Pos.IsValid() {
		t.Errorf("incomplete without a position: %s", w.Incomplete.Reason)
	}
	return w, names
}

// instantiatedKernels returns the qualified names of the kernel template
// instances r lists, in order.
func instantiatedKernels(r *Result) []string {
	var names []string
	for _, k := range r.Kernels {
		if k.Instantiated {
			names = append(names, types.QualifiedName(k.Decl))
		}
	}
	return names
}

// wantWalk checks the proof walk of src: with why empty, complete, the
// kernel instances found being kernels (space-separated); otherwise
// incomplete for a reason that contains why.
func wantWalk(t *testing.T, src, why, kernels string) {
	t.Helper()
	w, got := proofWalk(t, src)
	if why != "" {
		if w.Incomplete == nil || !strings.Contains(w.Incomplete.Reason, why) {
			t.Fatalf("outcome %+v, want incomplete: %s", w.Incomplete, why)
		}
		return
	}
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if strings.Join(got, " ") != kernels {
		t.Errorf("kernels %v, want %s", got, kernels)
	}
}

// wantWalkSubst is wantWalk of header (run with "s") with each
// placeholder in subst (old, new pairs, as strings.NewReplacer takes)
// replaced.
func wantWalkSubst(t *testing.T, header, why, kernels string, subst ...string) {
	t.Helper()
	wantWalk(t, runSource(strings.NewReplacer(subst...).Replace(header), "s"), why, kernels)
}

// TestProofWalkComplete: a kernel template instance named by address in a
// member template of a class template in a system header, reached from
// main through a static member and an object of the class, is found, and
// the site is met.
func TestProofWalkComplete(t *testing.T) {
	w, kernels := proofWalk(t, systemHeader+`template <class T> struct D {
  T *p;
  template <class K> int use(K f) { (void)f; return 0; }
  int go() { return use(k<T>); }
  static int run(T *p) { D d; d.p = p; return d.go(); }
};
`+userCode+"int main() { return D<int>::run(0); }\n")
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 0 {
		t.Errorf("%d sites unmet", len(w.Unmet))
	}
	if strings.Join(kernels, " ") != "k<int>" {
		t.Errorf("kernels %v, want k<int>", kernels)
	}
}

// TestProofWalkIncomplete: constructs the walk cannot account for stop it
// where they are, saying why.
func TestProofWalkIncomplete(t *testing.T) {
	for _, c := range []struct{ name, src, why string }{
		{"unresolved member", `template <class T> struct D {
  static int run(T *p, int) { return p->size(); }
  static void go(T *p) { k<<<1, 1>>>(p); }
};
struct S { int n; };
`, "member size of class S not found"},
		{"kernel in a constructor", `template <class T> struct C {
  C(T *p) { k<<<1, 1>>>(p); }
  C(int) {}
};
template <class T> struct D {
  static int run(T *p, int c) { C<T> x(c ? p : 0); return 0; }
};
struct S { int n; };
`, "kernel k<S> is instantiated from C<S>::C, an implicit call of class C<S>"},
		{"unsure call outside templates", `template <class T> struct D {
  static int run(T *p, int) { k<<<1, 1>>>(p); return 0; }
};
struct S { int n; };
`, "call to run in code outside templates not resolved for sure"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemHeader + c.src + userCode
			switch c.name {
			case "unsure call outside templates":
				// c ? p : 0: sema leaves a conditional whose operands'
				// types differ untyped.
				src += "int main(int c, char **) { S *p = 0; D<S>::run(c ? p : 0, 0); }\n"
			default:
				src += "int main() { S *s = 0; D<S>::run(s, 0); }\n"
			}
			w, _ := proofWalk(t, src)
			if w.Incomplete == nil {
				t.Fatal("complete")
			}
			if !strings.Contains(w.Incomplete.Reason, c.why) {
				t.Errorf("reason %q, want %q", w.Incomplete.Reason, c.why)
			}
		})
	}
}

// TestProofWalkUnmet: a kernel template named in a template nothing
// instantiates is a site the walk does not meet (the caller decides,
// from names, whether that template is used).
func TestProofWalkUnmet(t *testing.T) {
	w, kernels := proofWalk(t, systemHeader+`template <class T> struct Unused {
  static void go(T *p) { k<<<1, 1>>>(p); }
};
`+userCode+"int main() { return 0; }\n")
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 1 || len(kernels) != 0 {
		t.Errorf("%d sites unmet, kernels %v; want 1 and none", len(w.Unmet), kernels)
	}
}
