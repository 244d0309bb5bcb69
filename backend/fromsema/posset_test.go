package fromsema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

func TestPosSet(t *testing.T) {
	var s posSet
	in := []source.Pos{1, 63, 64, 65, 4097, 1 << 20}
	for _, p := range in {
		s.add(p)
	}
	s.add(source.NoPos)
	s.add(-3)
	for _, p := range in {
		if !s.has(p) {
			t.Errorf("has(%d) = false after add", p)
		}
	}
	for _, p := range []source.Pos{source.NoPos, -3, 2, 62, 66, 4096, 1<<20 + 1, 1 << 30} {
		if s.has(p) {
			t.Errorf("has(%d) = true, never added", p)
		}
	}
}
