package fromsema

import "testing"

// adlOrderLib: std::v calls swap unqualified, which only argument-
// dependent lookup can make find lib's swap (and through it the seed);
// std::w names a type of lib; std::r calls both, so that a search from r
// ends with lib among its associated buckets and must follow v's call.
const adlOrderLib = `# 1 "x.h" 3
namespace lib {
struct T {};
template <class X> void seed(X) {}
template <class X> void swap(X x, X) { seed(x); }
}
namespace std {
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
