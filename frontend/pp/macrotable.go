package pp

// macroTable maps names to macro definitions. Most identifiers in real code
// are not macros, so a bitmap over a cheap hash of the name answers "no"
// without hashing the whole string for the map; bits are set on definition
// and never cleared (a stale bit only costs a map lookup).
type macroTable struct {
	m      map[string]*Macro
	filter [1024]uint64 // 65536 bits
}

func newMacroTable() macroTable {
	return macroTable{m: make(map[string]*Macro, 4096)}
}

// quickHash mixes the length and three bytes of a name.
func quickHash(s string) uint32 {
	n := len(s)
	if n == 0 {
		return 0
	}
	return (uint32(n)*2654435761 ^ uint32(s[0])*40503 ^ uint32(s[n-1])*9973 ^ uint32(s[n/2])*131) & 0xffff
}

func (t *macroTable) get(name string) *Macro {
	h := quickHash(name)
	if t.filter[h>>6]&(1<<(h&63)) == 0 {
		return nil
	}
	return t.m[name]
}

func (t *macroTable) defined(name string) bool { return t.get(name) != nil }

func (t *macroTable) set(m *Macro) {
	h := quickHash(m.Name)
	t.filter[h>>6] |= 1 << (h & 63)
	t.m[m.Name] = m
}

func (t *macroTable) del(name string) { delete(t.m, name) }
