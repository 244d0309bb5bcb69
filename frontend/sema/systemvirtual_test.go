package sema

import "testing"

// TestProofWalkVirtualMembers: constructing an object of a class template's
// instance walks its virtual members and its bases' (their vtable needs
// them: NVIDIA's front end registers the kernels they launch, called or
// not); naming the class, or calling a virtual function through a pointer,
// walks no overrider. (N and Other, classes outside templates in the
// system header, name k<int> and k<char> in their bodies: those are
// instantiated whatever the walk meets.)
func TestProofWalkVirtualMembers(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"nothing", "(void)b;", "k<int> k<char>"},
		{"constructed", "E<T> e; (void)e;", "k<int> k<char> k<S> k<S *>"},
		{"made by new", "delete new E<T>();", "k<int> k<char> k<S> k<S *>"},
		{"derived constructed", "Deeper<T> d; (void)d;", "k<int> k<char> k<S> k<S *>"},
		{"virtual call", "b->f(); b->g();", "k<int> k<char>"},
		{"call of a base template's virtual", "Base<T> *q = 0; q->h();", "k<int> k<char> k<S *>"},
		{"named only", "(void)sizeof(Unused<T>); Unused<T> *u = 0; (void)u;", "k<int> k<char>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runSource(`struct S { int n; };
struct B {
  virtual void f() = 0;
  virtual void g() {}
  virtual ~B() {}
};
template <class T> struct Base { virtual void h() { k<<<1, 1>>>((T **)0); } };
template <class T> struct E : B { void f() { k<<<1, 1>>>((T *)0); } void g() { k<<<1, 1>>>((T *)0); } virtual void e() { k<<<1, 1>>>((T **)0); } };
template <class T> struct Deeper : E<T> {};
template <class T> struct Unused : B { void f() { k<<<1, 1>>>((T ***)0); } };
struct N : B { void f() { k<<<1, 1>>>((int *)0); } };
struct Other { virtual void f() { k<<<1, 1>>>((char *)0); } };
template <class T> struct D {
  static int run(T *p, B *b) { `+c.body+` return 0; }
};
`, "s, 0"), "", c.kernels)
		})
	}
}

// TestProofWalkBoundFunctionPointer: a call through a template parameter
// of pointer-to-function type bound to a function (thrust's
// cuda_memory_resource<&cudaMalloc, &cudaFree>::do_allocate calls
// Alloc(&p, n)) calls that function: the walk follows it.
func TestProofWalkBoundFunctionPointer(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct H { static int launch(int x) { k<<<1, 1>>>((T *)0); return x; } };
template <int (*F)(int)> struct R { static int go() { return F(1); } };
template <class T> struct D {
  static int run(T *p) { return R<&H<T>::launch>::go(); }
};
`, "s"), "", "k<S>")
}
