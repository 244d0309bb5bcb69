package sema

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
)

// TestArgOrigins: the proof walk asks whether a class template's instance
// may lead to a kernel with the classes its arguments are built from
// ([basic.lookup.argdep]): none for vec<int>, lib's Box for
// vec<lib::Box<int>>, std's alloc and lib's base T for vec<std::alloc>,
// and for a local class nothing it can name (nil: any arguments).
func TestArgOrigins(t *testing.T) {
	src := systemHeader + `namespace lib { struct T {}; template <class X> struct Box { X x; }; }
namespace std {
template <class X> struct vec { X *p; vec() {} ~vec() {} };
struct alloc : lib::T {};
}
` + userCode + `int main() {
  struct L {};
  std::vec<int> a; std::vec<lib::Box<int>> b; std::vec<std::alloc> c; std::vec<L> d;
  (void)a; (void)b; (void)c; (void)d;
  return 0;
}
`
	res, sites := kernelNames(t, src)
	seen := map[string]bool{}
	var asked []string
	note := func(s string) {
		if !seen[s] {
			seen[s] = true
			asked = append(asked, s)
		}
	}
	reach := func(key string, from []ArgOrigin) bool {
		if key != "vec" {
			return false
		}
		if from == nil {
			note("any")
			return false
		}
		var parts []string
		for _, o := range from {
			parts = append(parts, fmt.Sprintf("%s:%s", o.Space, o.Key))
		}
		sort.Strings(parts)
		note("[" + strings.Join(parts, " ") + "]")
		return false
	}
	w := res.CompleteKernelInstances(sites, reach, nil)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	sort.Strings(asked)
	want := "[] [lib:Box] [lib:T std:alloc] any"
	if got := strings.Join(asked, " "); got != want {
		t.Errorf("vec asked with %s, want %s", got, want)
	}
}

// kernelNames analyses src, which must give no diagnostic, and returns
// its result and where each name k is in it (the first is the kernel's
// declaration).
func kernelNames(t *testing.T, src string) (*Result, []source.Pos) {
	t.Helper()
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	var sites []source.Pos
	for _, tok := range ck.res.checker.opts.Tokens {
		if tok.Text == "k" {
			sites = append(sites, tok.Pos)
		}
	}
	return ck.res, sites
}
