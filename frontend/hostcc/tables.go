package hostcc

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

type featureKind uint8

const (
	kindBuiltin featureKind = iota // __has_builtin
	kindAttr                       // __has_attribute
	kindCpp                        // __has_cpp_attribute
	numKinds
)

var kindNames = [numKinds]string{"builtin", "attr", "cpp"}

// featureTables are gcc 12's nonzero __has_* answers: for each kind, name ->
// the answer under each standard (the columns of stds).
type featureTables struct {
	stds   []string
	byKind [numKinds]map[string][]int32
}

func (t *featureTables) lookup(k featureKind, name string, col int) int {
	if v, ok := t.byKind[k][name]; ok {
		return int(v[col])
	}
	return 0
}

// column picks the table column for std. A standard gcc 12 lacks (c++26 from
// a newer compiler) gets the newest one of its family at or below it, and
// exact is false.
func (t *featureTables) column(std string) (idx int, exact bool) {
	return stdColumn(t.stds, std)
}

// stdColumn is column over a list of standards.
func stdColumn(stds []string, std string) (idx int, exact bool) {
	if i := slices.Index(stds, std); i >= 0 {
		return i, true
	}
	gnu := strings.HasPrefix(std, "gnu++")
	want := stdYear(std)
	below, above := -1, -1 // newest at or below want, oldest above it
	for i, s := range stds {
		if strings.HasPrefix(s, "gnu++") != gnu {
			continue
		}
		y := stdYear(s)
		if y <= want && (below < 0 || y > stdYear(stds[below])) {
			below = i
		}
		if y > want && (above < 0 || y < stdYear(stds[above])) {
			above = i
		}
	}
	switch {
	case below >= 0:
		return below, false
	case above >= 0:
		return above, false
	}
	return 0, false
}

// stdYear orders standards: c++98 is 1998, c++11 2011.
func stdYear(std string) int {
	y := std[strings.LastIndexByte(std, '+')+1:]
	n, err := strconv.Atoi(y)
	if err != nil {
		return 0
	}
	if n >= 90 {
		return 1900 + n
	}
	return 2000 + n
}

var loadFeatureTables = sync.OnceValues(func() (*featureTables, error) {
	meta, err := loadMeta()
	if err != nil {
		return nil, err
	}
	lines, err := dataLines("features.txt")
	if err != nil {
		return nil, err
	}
	t := &featureTables{stds: meta.stds}
	for k := range t.byKind {
		t.byKind[k] = map[string][]int32{}
	}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != 3 && len(f) != 4 {
			return nil, fmt.Errorf("hostcc: embedded features.txt: bad line %q", l)
		}
		k := slices.Index(kindNames[:], f[0])
		v, err := strconv.Atoi(f[2])
		if k < 0 || err != nil {
			return nil, fmt.Errorf("hostcc: embedded features.txt: bad line %q", l)
		}
		row := t.byKind[k][f[1]]
		if row == nil {
			row = make([]int32, len(t.stds))
			t.byKind[k][f[1]] = row
		}
		if len(f) == 3 {
			for i := range row {
				row[i] = int32(v)
			}
			continue
		}
		for _, s := range strings.Split(f[3], ",") {
			i := slices.Index(t.stds, s)
			if i < 0 {
				return nil, fmt.Errorf("hostcc: embedded features.txt: unknown standard in %q", l)
			}
			row[i] = int32(v)
		}
	}
	return t, nil
})
