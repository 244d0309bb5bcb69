package lex

import "strings"

// spliceMap removes line splices (a backslash, optional blanks, a newline) from
// a file's text and maps offsets in the cleaned text back to the original.
// Splices are rare, so files without one skip all of this.
type spliceMap struct {
	// at[i] is an offset in the cleaned text from which cleaned offsets must be
	// shifted by shift[i] to reach the original text.
	at    []int
	shift []int
}

// hasSplice reports whether s may contain a line splice.
func hasSplice(s string) bool {
	for i := strings.IndexByte(s, '\\'); i >= 0; {
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j < len(s) && (s[j] == '\n' || s[j] == '\r') {
			return true
		}
		k := strings.IndexByte(s[i+1:], '\\')
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// removeSplices returns s without its line splices, the offset map, and the
// original offsets of splices separated by blanks (gcc warns about those).
func removeSplices(s string) (string, *spliceMap, []int) {
	var b strings.Builder
	b.Grow(len(s))
	m := &spliceMap{}
	var spaced []int
	removed := 0
	last := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		var end int
		switch {
		case j < len(s) && s[j] == '\n':
			end = j + 1
		case j+1 < len(s) && s[j] == '\r' && s[j+1] == '\n':
			end = j + 2
		case j < len(s) && s[j] == '\r':
			end = j + 1
		default:
			continue
		}
		if j > i+1 {
			spaced = append(spaced, i)
		}
		b.WriteString(s[last:i])
		removed += end - i
		m.at = append(m.at, b.Len())
		m.shift = append(m.shift, removed)
		last = end
		i = end - 1
	}
	b.WriteString(s[last:])
	return b.String(), m, spaced
}

// orig maps an offset in the cleaned text to the original text.
func (m *spliceMap) orig(off int) int {
	if m == nil {
		return off
	}
	// Binary search for the last splice at or before off.
	lo, hi := 0, len(m.at)
	for lo < hi {
		mid := (lo + hi) / 2
		if m.at[mid] <= off {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return off
	}
	return off + m.shift[lo-1]
}
