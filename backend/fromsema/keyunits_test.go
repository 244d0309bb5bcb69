package fromsema

import (
	"sort"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

// unitsSrc has classes outside templates with data members (settleFields
// adds a keyed unit after some), nested classes, templates and code
// outside templates, in namespaces.
const unitsSrc = `# 1 "x.ii"
namespace lib {
template <class T> struct Holder { T t; void f() {} };
struct Cache {
  Holder<int> h;
  int a, b;
  struct E { Holder<long> e; int g; } e;
  Cache() {}
};
struct Other { Holder<char> c; };
}
int use(lib::Other &o) { return sizeof(o.c); }
template <class T> T twice(T t) { return t + t; }
int x = twice(1);
`

// TestUnitsKeyedInPlace: settleFields adds a unit of its class's key right
// after the declaration of each data member that may start in definition
// mode, and every unit's index is its place.
func TestUnitsKeyedInPlace(t *testing.T) {
	ix, _ := indexOf(t, unitsSrc)
	keyed := 0
	for i := range ix.units {
		u := &ix.units[i]
		if u.index != i {
			t.Fatalf("unit %d has index %d", i, u.index)
		}
		if u.member != "" && u.template && u.classLike && !u.fn && u.name == nil {
			keyed++
			if i == 0 || ix.units[i-1].from != u.from || ix.units[i-1].to != u.to || ix.units[i-1].field == nil {
				t.Errorf("keyed unit %d (%s::%s) does not follow its declaration's", i, u.key, u.member)
			}
		}
	}
	if keyed == 0 {
		t.Fatal("no keyed unit for a data member: the test no longer tests settleFields")
	}
}

// TestUnitAtMatchesScan: unitAt's binary search finds, for every token,
// the unit a scan of all units in order finds first.
func TestUnitAtMatchesScan(t *testing.T) {
	ix, _ := indexOf(t, unitsSrc)
	if !ix.unitsOrdered() {
		t.Fatal("a .ii's units are not in order: unitAt would only scan")
	}
	scan := func(p source.Pos) *unit {
		for i := range ix.units {
			if u := &ix.units[i]; u.from <= p && p < u.to {
				return u
			}
		}
		return nil
	}
	for _, tk := range ix.toks {
		for _, p := range []source.Pos{tk.Pos, tk.Pos - 1, tk.Pos + 1} {
			if got, want := ix.unitAt(p), scan(p); got != want {
				t.Errorf("unitAt(%d) = %v, a scan finds %v", p, got, want)
			}
		}
	}
	if got := ix.unitAt(source.NoPos); got != nil {
		t.Errorf("unitAt(NoPos) = %v, want nil", got)
	}
}

// TestIndexAtMatchesSearch: indexAt's blocks find, for every position
// around every token and past the ends, the first token at or after it,
// as a search of all the tokens does.
func TestIndexAtMatchesSearch(t *testing.T) {
	ix, _ := indexOf(t, unitsSrc)
	if len(ix.blockStart) < 2 {
		t.Fatal("no blocks: indexAt only searches")
	}
	search := func(p source.Pos) int {
		return sort.Search(len(ix.toks), func(i int) bool { return ix.tok(i).Pos >= p })
	}
	ps := []source.Pos{source.NoPos, -5, 1 << 30, source.Pos(len(ix.blockStart) << posBlockShift)}
	for _, tk := range ix.toks {
		ps = append(ps, tk.Pos-1, tk.Pos, tk.Pos+1)
	}
	for _, p := range ps {
		if got, want := ix.indexAt(p), search(p); got != want {
			t.Errorf("indexAt(%d) = %d, a search finds %d", p, got, want)
		}
	}
}
