package cache

import "fmt"

// DiffKeys says, line by line, how key b differs from key a, in words: a file
// whose hash changed ("source /x.cu changed"), a flag added or removed, a new
// version. Lines of the same kind and first field are paired, so a changed
// value reads as one change rather than a removal and an addition.
func DiffKeys(a, b Key) []string {
	type entry struct {
		line   string
		fields []string
	}
	index := func(k Key) (map[string]entry, []string) {
		m := map[string]entry{}
		var order []string
		for _, l := range k.Lines {
			kind, fields := splitLine(l)
			id := pairID(kind, fields, l)
			if _, dup := m[id]; dup {
				id = l // repeated lines (e.g. the same flag twice) pair by full text
			}
			m[id] = entry{l, fields}
			order = append(order, id)
		}
		return m, order
	}
	am, aorder := index(a)
	bm, border := index(b)
	var out []string
	for _, id := range border {
		be := bm[id]
		ae, ok := am[id]
		switch {
		case !ok:
			out = append(out, "added:   "+be.line)
		case ae.line != be.line:
			out = append(out, describeChange(ae.line, be.line))
		}
	}
	for _, id := range aorder {
		if _, ok := bm[id]; !ok {
			out = append(out, "removed: "+am[id].line)
		}
	}
	if len(out) == 0 && len(a.Lines) == len(b.Lines) {
		for i := range a.Lines {
			if a.Lines[i] != b.Lines[i] {
				out = append(out, fmt.Sprintf("order changed at line %d: %q was %q", i+1, b.Lines[i], a.Lines[i]))
				break
			}
		}
	}
	return out
}

// pairID is what pairs a line of one key with a line of the other: the kind
// and the first field for lines that carry a value after a name (file, source,
// outbase), the whole line for flags (a flag is either there or not).
func pairID(kind string, fields []string, line string) string {
	switch kind {
	case "file", "missing", "module-id-file":
		if len(fields) > 0 {
			return kind + " " + fields[0]
		}
	case "cufe", "source", "outbase", "module-id":
		return kind
	}
	return line
}

func describeChange(old, new string) string {
	kind, of := splitLine(old)
	_, nf := splitLine(new)
	if kind == "file" && len(of) == 2 && len(nf) == 2 {
		return fmt.Sprintf("changed: file %s (content %s → %s)", of[0], shortHex(of[1]), shortHex(nf[1]))
	}
	return fmt.Sprintf("changed: %s (was %s)", new, old)
}

func shortHex(s string) string {
	if len(s) > 12 {
		return s[:12]
	}
	return s
}
