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
