package diag

import (
	"fmt"
	"strings"
)

// Args are the fill-ins of a catalog template, one slice per EDG fill-in
// kind. A placeholder with an index (%sq2) takes that element (1-based) of
// its kind; one without takes the next unused element of its kind, as EDG
// numbers fill-ins per kind ("cannot open %s file %sq2" takes Str[0], Str[1]).
//
// cufe has no IL to describe, so the caller renders entities and types;
// Format adds only the quoting EDG adds.
type Args struct {
	Str    []string // %s as is, %sq in double quotes
	Entity []string // %n (options f o p t a d): inserted as given, e.g. `function "f"`
	Type   []string // %t: in double quotes, e.g. `"int"` (the caller adds any " (aka ...)")
	TArgs  []string // %T: template argument list, printed as "<...>"
	Pos    []string // %p: a position phrase, inserted as given
	Num    []string // %d, %u: decimal numbers
}

func (a *Args) slot(kind byte) []string {
	switch kind {
	case 's':
		return a.Str
	case 'n':
		return a.Entity
	case 't':
		return a.Type
	case 'T':
		return a.TArgs
	case 'p':
		return a.Pos
	case 'd', 'u':
		return a.Num
	}
	return nil
}

// fillOptions lists the option letters each fill-in kind accepts.
var fillOptions = map[byte]string{'s': "q", 'n': "foptad", 't': "", 'T': "", 'p': "", 'd': "", 'u': ""}

// Format expands a catalog template. Like EDG (which asserts instead), it
// rejects a placeholder without a fill-in, an unknown kind, and fill-ins left
// unused, so that a stage passing the wrong arguments finds out in its tests.
func Format(tmpl string, a Args) (string, error) { return format(tmpl, a, false) }

// FormatEntry expands entry e's template in dialect d. Callers pass the
// fill-ins of the 13.0 wording (Text); 11.8's may have fewer places
// ("incomplete type is not allowed" for 13.0's "incomplete type %t is not
// allowed"), so with Text118 fill-ins it has no place for are dropped
// rather than refused.
func FormatEntry(e Entry, d Dialect, a Args) (string, error) {
	if d == Dialect118 && e.Text118 != "" {
		return format(e.Text118, a, true)
	}
	return format(e.Text, a, false)
}

func format(tmpl string, a Args, allowUnused bool) (string, error) {
	var b strings.Builder
	next := map[byte]int{}
	used := map[byte]map[int]bool{}
	for i := 0; i < len(tmpl); i++ {
		c := tmpl[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(tmpl) {
			return "", fmt.Errorf("template %q: %% at end", tmpl)
		}
		kind := tmpl[i+1]
		if kind == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		opts, ok := fillOptions[kind]
		if !ok {
			return "", fmt.Errorf("template %q: unsupported fill-in %%%c", tmpl, kind)
		}
		j := i + 2
		quote := false
		for j < len(tmpl) && opts != "" && strings.IndexByte(opts, tmpl[j]) >= 0 {
			if kind == 's' && tmpl[j] == 'q' {
				quote = true
			}
			j++
		}
		idx := -1
		if j < len(tmpl) && tmpl[j] >= '0' && tmpl[j] <= '9' {
			idx = int(tmpl[j] - '0')
			if idx == 0 { // EDG treats %s0 as %s1
				idx = 1
			}
			idx--
			j++
		}
		key := kind
		if key == 'u' { // %u and %d share the Num fill-ins
			key = 'd'
		}
		if idx < 0 {
			idx = next[key]
		}
		next[key] = idx + 1
		vals := a.slot(kind)
		if idx >= len(vals) {
			return "", fmt.Errorf("template %q: no fill-in #%d for %%%c", tmpl, idx+1, kind)
		}
		if used[key] == nil {
			used[key] = map[int]bool{}
		}
		used[key][idx] = true
		v := vals[idx]
		switch {
		case kind == 's' && quote, kind == 't':
			b.WriteString(`"` + v + `"`)
		case kind == 'T':
			b.WriteString(`"<` + v + `>"`)
		default:
			b.WriteString(v)
		}
		i = j - 1
	}
	for _, kind := range []byte{'s', 'n', 't', 'T', 'p', 'd'} {
		if allowUnused {
			break
		}
		vals := a.slot(kind)
		for k := range vals {
			if !used[kind][k] {
				return "", fmt.Errorf("template %q: fill-in %%%c #%d unused", tmpl, kind, k+1)
			}
		}
	}
	return b.String(), nil
}

// Message expands the catalog text of id in the given dialect's wording.
func Message(id ID, d Dialect, a Args) (string, error) {
	e, ok := Lookup(id)
	if !ok {
		return "", fmt.Errorf("diagnostic %d is not in the catalog", id)
	}
	return FormatEntry(e, d, a)
}

// TextFor returns the entry's template in dialect d's wording.
func (e Entry) TextFor(d Dialect) string {
	if d == Dialect118 && e.Text118 != "" {
		return e.Text118
	}
	return e.Text
}
