package fromsema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/sema"
)

// swapLib: lib's swap, which only argument-dependent lookup can make an
// unqualified call from std find, leads to the seed.
const swapLib = `# 1 "x.h" 3
namespace lib {
struct T {};
template <class X> void seed(X) {}
template <class X> void swap(X x, X) { seed(x); }
}
`

// adlOrderLib: std::v calls swap unqualified, so reaches the seed only
// through lib's swap (swapLib); std::w names a type of lib; std::r calls
// both, so that a search from r ends with lib among its associated
// buckets and must follow v's call.
const adlOrderLib = swapLib + `namespace std {
template <class X> void v(X x) { swap(x, x); }
template <class X> void w(X) { lib::T t; }
template <class X> void r(X x) { v(x); w(x); }
}
`

// A search's answer must not depend on what was asked before: a node
// memoized as failed for fewer associated buckets hides the calls its
// templates held back, which the buckets another part of a later search
// names may open (v fails alone, but r reaches the seed through v once
// w has named lib, whether or not v was asked first).
func TestReachOrderIndependent(t *testing.T) {
	ix, _ := indexOf(t, adlOrderLib)
	seeds := map[node]bool{{key: "seed", space: "lib"}: true}
	gate := ix.bit("std") | ix.bit("")
	v, r := node{key: "v", space: "std"}, node{key: "r", space: "std"}

	fresh := ix.newReach(seeds)
	if ok, _, _ := fresh.mayFrom(v, gate); ok {
		t.Fatalf("v alone reaches the seed with std's buckets only")
	}
	if ok, _, _ := ix.newReach(seeds).mayFrom(r, gate); !ok {
		t.Fatalf("r does not reach the seed, asked first")
	}
	if ok, _, _ := fresh.mayFrom(r, gate); !ok {
		t.Errorf("r does not reach the seed once v's failure is memoized")
	}
}

// originsLib: std::box's member calls swap unqualified, so may reach the
// seed only through lib's swap (swapLib); H, after box, names a lib type
// in a member.
const originsLib = swapLib + `namespace std {
struct A {};
template <class X> struct box { void f(X x) { swap(x, x); } };
struct H { typedef lib::T type; };
}
`

// TestMayWithArgOrigins: an instance whose arguments are built from std's
// A alone cannot find lib's swap ([basic.lookup.argdep]); one built from
// lib's T can, and so can one built from std's H, whose member names a
// lib type; a namespace the index does not know, or any arguments (nil),
// may lead anywhere.
func TestMayWithArgOrigins(t *testing.T) {
	ix, _ := indexOf(t, originsLib)
	r := ix.newReach(map[node]bool{{key: "seed", space: "lib"}: true})
	for _, c := range []struct {
		name string
		from []sema.ArgOrigin
		want bool
	}{
		{"std's A", []sema.ArgOrigin{{Space: "std", Key: "A"}}, false},
		{"builtins only", []sema.ArgOrigin{}, false},
		{"lib's T", []sema.ArgOrigin{{Space: "lib", Key: "T"}}, true},
		{"std's H naming lib", []sema.ArgOrigin{{Space: "std", Key: "H"}}, true},
		{"unknown namespace", []sema.ArgOrigin{{Space: "other", Key: "Q"}}, true},
		{"unknown template", []sema.ArgOrigin{{Space: "std", Key: "Q", Template: true}}, true},
		{"std's box of A", []sema.ArgOrigin{{Space: "std", Key: "box", Template: true}, {Space: "std", Key: "A"}}, false},
		{"any arguments", nil, true},
	} {
		if got := r.mayWith("box", c.from); got != c.want {
			t.Errorf("%s: box may lead to the seed: %v, want %v", c.name, got, c.want)
		}
	}
}

// memoLib: std::r calls q, which names nothing, and v, whose unqualified
// swap only argument-dependent lookup can make find lib's (and the seed).
const memoLib = `# 1 "x.h" 3
namespace lib {
struct T {};
template <class X> void seed(X) {}
template <class X> void swap(X x, X) { seed(x); }
}
namespace std {
template <class X> void v(X x) { swap(x, x); }
template <class X> void q(X) {}
template <class X> void r(X x) { q(x); v(x); }
}
`

// TestReachMemoKeepsStartApart: a node memoized as failed by a search
// that started with lib associated (q, which names no lib type) must not
// bring lib into a later search that meets it: r, whose way names no lib
// type, cannot make v's swap find lib's, whatever was asked before.
func TestReachMemoKeepsStartApart(t *testing.T) {
	ix, _ := indexOf(t, memoLib)
	seeds := map[node]bool{{key: "seed", space: "lib"}: true}
	gate := ix.bit("std") | ix.bit("")
	q, r := node{key: "q", space: "std"}, node{key: "r", space: "std"}
	if ok, _, _ := ix.newReach(seeds).mayFrom(r, gate); ok {
		t.Fatalf("r reaches the seed with std's buckets, asked first")
	}
	rc := ix.newReach(seeds)
	if ok, grown, _ := rc.mayFrom(q, gate|ix.bit("lib")); ok || grown&ix.bit("lib") == 0 {
		t.Fatalf("q with lib associated: reached %v, grown %b", ok, grown)
	}
	if ok, grown, _ := rc.mayFrom(q, gate); ok || grown&ix.bit("lib") != 0 {
		t.Errorf("q, memoized with lib associated, asked with std's buckets: reached %v, lib among the grown", ok)
	}
	if ok, _, _ := rc.mayFrom(r, gate); ok {
		t.Errorf("r reaches the seed once q's failure with lib associated is memoized")
	}
}
