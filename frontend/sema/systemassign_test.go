package sema

import "testing"

// iterHeader imitates thrust's normal_iterator (a system header): Iter
// has a constructor template (thrust's converting constructor from
// another normal_iterator) that launches k, a base holding a Ptr (its
// device_ptr) whose assignment template competes with the implicit copy
// assignment and loses to it; Owned's member Logged has a copy
// assignment that launches k, Swapped's member Byval an assignment taking
// its operand by value, whose copy constructor launches k; Moved's member
// Fwd declares a destructor (so it has no implicit move assignment) and an
// assignment template taking U&&, which an rvalue binds better than the
// implicit copy assignment.
const iterHeader = `struct S { int n; };
template <class T> struct Ptr {
  T *p;
  Ptr() {}
  Ptr(T *q) : p(q) {}
  template <class U> Ptr &operator=(const Ptr<U> &o) { k<<<1, 1>>>(o.p); return *this; }
};
template <class T> struct Adaptor { Ptr<T> m; };
template <class T> struct Iter : Adaptor<T> {
  Iter() {}
  explicit Iter(Ptr<T> q) {}
  template <class U> Iter(const Iter<U> &o) { k<<<1, 1>>>((T *)0); }
};
template <class T> struct Logged {
  Logged &operator=(const Logged &) { k<<<1, 1>>>((T *)0); return *this; }
};
template <class T> struct Owned { Logged<T> l; int n; };
template <class T> struct Byval {
  Byval() {}
  Byval(const Byval &) { k<<<1, 1>>>((T *)0); }
  Byval &operator=(Byval o) { return *this; }
};
template <class T> struct Swapped { Byval<T> b; };
template <class T> struct Fwd {
  ~Fwd() {}
  template <class U> Fwd &operator=(U &&u) { k<<<1, 1>>>((T *)0); return *this; }
};
template <class T> struct Moved { Fwd<T> f; };
`

// TestProofWalkImplicitAssignment: an assignment that runs a class's
// implicit copy or move assignment runs, of each base and member, the
// assignment overload resolution picks, and nothing else: the walk probes
// those (thrust's contiguous_storage::deallocate assigns a normal_iterator,
// whose constructor templates never run there), and stays incomplete
// when one of them may launch a kernel.
func TestProofWalkImplicitAssignment(t *testing.T) {
	for _, c := range []struct{ name, body, why string }{
		{"constructor template not run", "Iter<T> a; a = Iter<T>(Ptr<T>(p)); (void)a;", ""},
		{"from an lvalue", "Iter<T> a, b; a = b; (void)a;", ""},
		{"member's copy assignment launches", "Owned<T> a, b; a = b; (void)a;",
			"is instantiated from Logged<S>::operator=, an implicit call"},
		{"member's assignment by value copies", "Swapped<T> a, b; a = b; (void)a;",
			"is instantiated from Byval<S>::Byval, an implicit call"},
		{"member without implicit move assignment", "Moved<T> a, b; a = static_cast<Moved<T> &&>(b); (void)a;",
			"is instantiated from Fwd<S>::operator=<Fwd<S>>, an implicit call"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(iterHeader, c.body), c.why, "")
		})
	}
}

// TestProofWalkAssignmentConverting: an assignment whose operand converts
// to the class by a constructor runs that constructor and the class's
// destructor: the class is probed whole, as before, and its assignment
// template (which the probe cannot deduce) makes the walk incomplete.
func TestProofWalkAssignmentConverting(t *testing.T) {
	wantWalk(t, runBody(iterHeader, "Ptr<T> a; a = p; (void)a;"), "class Ptr<S> has a constructor, conversion or assignment template", "")
}
