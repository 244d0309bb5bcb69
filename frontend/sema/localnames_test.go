package sema

import (
	"fmt"
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// TestLocalNamesLikeMap: a localNames answers as the map it replaces, below
// and past the list's capacity, for add and set alike.
func TestLocalNamesLikeMap(t *testing.T) {
	ctx := types.NewContext()
	var n localNames
	want := map[string][]types.Decl{}
	for i := 0; i < 3*maxFewNames; i++ {
		name := fmt.Sprintf("v%d", i%(2*maxFewNames))
		d := ctx.NewVar(nil, name, nil)
		if i%3 == 0 {
			n.set(name, []types.Decl{d})
			want[name] = []types.Decl{d}
		} else {
			n.add(name, d)
			want[name] = append(want[name], d)
		}
		for k, ds := range want {
			got := n.get(k)
			if len(got) != len(ds) {
				t.Fatalf("after %d steps, %s has %d declarations, want %d", i+1, k, len(got), len(ds))
			}
			for j := range ds {
				if got[j] != ds[j] {
					t.Fatalf("after %d steps, %s[%d] differs", i+1, k, j)
				}
			}
		}
		if n.get("absent") != nil {
			t.Fatal("an absent name has declarations")
		}
	}
	if n.many == nil {
		t.Error("the list never spilled into a map")
	}
}
