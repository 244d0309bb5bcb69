package parse

import "testing"

// TestKeywordShapes checks that the shape filter lets every keyword
// through and that classify agrees with the keyword map on other words.
func TestKeywordShapes(t *testing.T) {
	for k := range keywords {
		if !kwShapes.maybe(k) {
			t.Errorf("keyword %q rejected by its shape", k)
		}
	}
	rejected := 0
	for _, w := range []string{"x", "_Tp", "__first", "std", "vector", "size_type", "T", "operator_", "__is_same", "", "a_very_long_identifier_that_is_longer_than_any_keyword_at_all"} {
		want, ok := keywords[w]
		got := classify(w, true, true)
		if ok && got != want || !ok && got != (kwInfo{}) {
			t.Errorf("classify(%q) = %+v", w, got)
		}
		if !kwShapes.maybe(w) {
			rejected++
		}
	}
	if rejected < 5 {
		t.Errorf("the shape filter rejects only %d of 11 identifiers", rejected)
	}
}

// TestKeywordTable: the open-addressing table answers as the keyword map
// does, for every keyword and for words near them (prefixes, suffixes,
// one byte changed) and other identifiers.
func TestKeywordTable(t *testing.T) {
	check := func(w string) {
		want, wantOK := keywords[w]
		got, ok := kwTab.lookup(w)
		if ok != wantOK || got != want {
			t.Errorf("lookup(%q) = %+v, %v; the map says %+v, %v", w, got, ok, want, wantOK)
		}
	}
	longest := 0
	for k := range keywords {
		check(k)
		for i := 0; i < len(k); i++ {
			check(k[:i])
			check(k[i+1:])
			check(k[:i] + "x" + k[i+1:])
		}
		check(k + "_")
		longest = max(longest, probeLength(k))
	}
	for _, w := range []string{"x", "_Tp", "__first", "std", "vector", "size_type", "T", "int_", "Int", "__is_same"} {
		check(w)
	}
	if longest > 8 {
		t.Errorf("a keyword is %d probes from its slot: the hash clusters", longest)
	}
}

// probeLength counts the slots lookup reads to find keyword k.
func probeLength(k string) int {
	n := 1
	for h := kwHash(k); kwTab.slots[h].text != k; h = (h + 1) & (kwSlots - 1) {
		n++
	}
	return n
}
