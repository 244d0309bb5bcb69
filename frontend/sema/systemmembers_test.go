package sema

import "testing"

// TestProofWalkMemberConstructions: a class outside templates constructs
// its non-static data members in each of its constructors (by default,
// by a mem-initializer, by a default member initializer; implicit ones
// too) and destroys them in its destructor: the proof walk follows those
// of the objects it sees made, in a system header as in user code, and
// those of every constructor defined in user code, called or not (the
// first walk records them). A default member initializer is not resolved
// yet: the walk says so.
func TestProofWalkMemberConstructions(t *testing.T) {
	for _, c := range []struct{ name, hdr, user, why, kernels string }{
		{"user, implicit constructor", "", "struct H { Ctor<S> c; }; int f() { H h; return 0; }", "", "k<S>"},
		{"user, implicit destructor", "", "struct H { Dtor<S> d; }; int f() { H h; return 0; }", "", "k<S>"},
		{"user, declared constructor", "", "struct H { Ctor<S> c; H() {} }; int f() { H h; return 0; }", "", "k<S>"},
		{"user, mem-initializer", "", "struct H { Arg<S> a; H() : a((S *)0) {} }; int f() { H h; return 0; }", "", "k<S>"},
		{"user, default member initializer", "", "struct H { Arg<S> a{(S *)0}; H() {} }; int f() { H h; return 0; }", "an implicit call of class Arg<S> that sema cannot tell runs", ""},
		{"user, implicit copy", "", "struct H { Ctor<S> c; }; int f(H &h) { H g(h); return 0; }", "", ""},
		{"user, declared destructor", "", "struct H { Dtor<S> d; ~H() {} }; int f() { H h; return 0; }", "", "k<S>"},
		{"system, implicit constructor", "struct H { Ctor<S> c; };", "int f() { H h; return 0; }", "", "k<S>"},
		{"system, implicit destructor", "struct H { Dtor<S> d; };", "int f() { H h; return 0; }", "", "k<S>"},
		{"system, declared constructor", "struct H { Ctor<S> c; H() : c() {} };", "int f() { H h; return 0; }", "", "k<S>"},
		{"system, mem-initializer", "struct H { Arg<S> a; H() : a((S *)0) {} };", "int f() { H h; return 0; }", "", "k<S>"},
		{"system, default member initializer", "struct H { Arg<S> a{(S *)0}; H() {} };", "int f() { H h; return 0; }", "an implicit call of class Arg<S> that sema cannot tell runs", ""},
		{"system, declared destructor", "struct H { Dtor<S> d; ~H() {} };", "int f() { H h; return 0; }", "", "k<S>"},
		{"user, constructor never called", "", "struct H { Ctor<S> c; H() {} };", "", "k<S>"},
		{"user, destructor never called", "", "struct H { Dtor<S> d; ~H() {} };", "", "k<S>"},
		{"user, constructor destroys its members", "", "struct H { Dtor<S> d; H() {} };", "", "k<S>"},
		{"user, mem-initializer of an anonymous union's member", "", "struct H { union { Arg<S> a; int n; }; H() : a((S *)0) {} ~H() {} }; int f() { H h; return 0; }", "", "k<S>"},
		{"user, mem-initializer of a nested anonymous member", "", "struct P { int lo, hi; }; struct H { union { struct { P p; }; long n; }; H() : p{0, 0} {} };", "", ""},
		{"system, namespace variable", "struct H { Ctor<S> c; H() {} }; H h;", "", "", "k<S>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, systemHeader+staticsHeader+c.hdr+"\n"+userCode+c.user+"\nint main() { return 0; }\n", c.why, c.kernels)
		})
	}
}
