package sema

import "testing"

// staticsHeader declares, in a system header, class templates whose
// default constructor, destructor or constructor from a pointer launch k.
const staticsHeader = `struct S { int n; };
template <class T> struct Ctor { Ctor() { k<<<1, 1>>>((T *)0); } };
template <class T> struct Dtor { ~Dtor() { k<<<1, 1>>>((T *)0); } };
template <class T> struct Arg { Arg() {} Arg(T *p) { k<<<1, 1>>>(p); } };
template <class T> struct Alias { typedef Ctor<T> type; };
`

// TestProofWalkNamespaceVariables: a variable defined at namespace scope
// is constructed before main and destroyed after it, whether or not code
// names it: the walk follows the constructor its definition chooses and
// its destructor, in a system header (thrust's placeholders _1, _2, named
// through a typedef) as in user code; a declaration that defines nothing
// constructs nothing.
func TestProofWalkNamespaceVariables(t *testing.T) {
	for _, c := range []struct{ name, hdr, user, kernels string }{
		{"system, default constructor", "static Ctor<S> c;", "", "k<S>"},
		{"system, through a typedef", "static const Alias<S>::type c;", "", "k<S>"},
		{"system, destructor", "Dtor<S> d;", "", "k<S>"},
		{"system, another constructor left alone", "Arg<S> a;", "", ""},
		{"system, extern declaration", "extern Ctor<S> c;", "", ""},
		{"user, default constructor", "", "Ctor<S> c;", "k<S>"},
		{"user, constructor chosen by the initializer", "", "Arg<S> a((S *)0);", "k<S>"},
		{"user, default constructor of Arg", "", "Arg<S> a;", ""},
		{"user, destructor", "", "namespace n { Dtor<S> d; }", "k<S>"},
		{"user, a placeholder type sema does not deduce", "", "auto z{1};", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, systemHeader+staticsHeader+c.hdr+"\n"+userCode+c.user+"\nint main() { return 0; }\n", "", c.kernels)
		})
	}
}
