package fromsema

import "testing"

// TestPrepareCompiles: preparing compiles the expansions of the nodes the
// names outside templates lead to and of the templates' names, and those
// they lead to; stopped before it starts, it compiles none.
func TestPrepareCompiles(t *testing.T) {
	compiled := func(ix *keyIndex) int {
		n := 0
		for _, x := range ix.expansions {
			if x != nil {
				n++
			}
		}
		return n
	}
	src := swapLib + "namespace lib {\ntemplate <class X> void user(X x) { swap(x, x); }\n}\nint main() { lib::user(1); }\n"
	closed := make(chan struct{})
	close(closed)
	for _, c := range []struct {
		name string
		stop chan struct{}
		none bool
	}{{"never stopped", nil, false}, {"stopped", closed, true}} {
		t.Run(c.name, func(t *testing.T) {
			ix, files := indexOf(t, src)
			st := &siteTemplates{files: files, ix: ix}
			st.prepare(c.stop)
			n := compiled(ix)
			if c.none {
				if n != 0 {
					t.Errorf("%d expansions compiled after a stop", n)
				}
				return
			}
			for _, want := range []node{{key: "user", space: "lib"}, {key: "swap", space: "lib"}, {key: "seed", space: "lib"}} {
				id, ok := ix.nodeIDs[want]
				if !ok || ix.expansions[id] == nil {
					t.Errorf("no expansion compiled for %+v", want)
				}
			}
		})
	}
}
