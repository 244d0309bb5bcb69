package parse

import (
	"fmt"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

// TestNameTable checks a scope's bindings against a map through the list,
// the move to a map past maxListNames, and speculation's undo.
func TestNameTable(t *testing.T) {
	var r recorder
	p := newParser(source.NewFileSet(), nil, Options{}, &r)
	for _, n := range []int{1, maxListNames, maxListNames + 1, 3 * maxListNames} {
		s := p.newScope(scBlock, nil, nil)
		want := map[string]*entity{}
		for i := 0; i < n; i++ {
			name := fmt.Sprintf("n%d", i)
			e := &entity{name: name}
			p.set(s, name, e)
			want[name] = e
		}
		// Rebinding keeps one binding per name.
		e0 := &entity{name: "n0"}
		p.set(s, "n0", e0)
		want["n0"] = e0
		// Speculation: new names and a rebinding, all undone.
		mark := len(p.undo)
		p.spec++
		p.set(s, "extra1", &entity{})
		p.set(s, "n0", &entity{})
		p.set(s, "extra2", &entity{})
		p.spec--
		p.undoTo(mark)
		check := func(stage string) {
			got := map[string]*entity{}
			s.each(func(name string, e *entity) {
				if _, dup := got[name]; dup {
					t.Errorf("%d names, %s: %q listed twice", n, stage, name)
				}
				got[name] = e
			})
			if len(got) != len(want) {
				t.Errorf("%d names, %s: each lists %d bindings, want %d", n, stage, len(got), len(want))
			}
			for name, e := range want {
				if s.get(name) != e || got[name] != e {
					t.Errorf("%d names, %s: %q bound wrongly", n, stage, name)
				}
			}
			if s.get("extra1") != nil || s.get("extra2") != nil {
				t.Errorf("%d names, %s: undone names still bound", n, stage)
			}
		}
		check("after undo")
		s.unbind("n1")
		delete(want, "n1")
		check("after unbind")
		if n > maxListNames && s.names == nil {
			t.Errorf("%d names kept in a list", n)
		}
		if n == 1 && s.names != nil {
			t.Errorf("%d names moved to a map", n)
		}
	}
}
