package sema

import "testing"

// TestLiteralElems: the code units of string literals, escapes, prefixes
// and raw strings included (the bound of `char s[] = "..."` is one more).
func TestLiteralElems(t *testing.T) {
	for _, c := range []struct {
		lit  string
		want int64
	}{
		{`"device"`, 6},
		{`""`, 0},
		{`"a\nb\tc"`, 5},
		{`"\x41\101\0"`, 3},
		{`"\u00e9"`, 2},   // é in UTF-8
		{`u8"\u00e9"`, 2}, // the same
		{`u"\U0001F600"`, 2},
		{`U"\U0001F600x"`, 2},
		{`L"ab"`, 2},
		{`"é"`, 2},
		{`R"x(a\nb)x"`, 4},
		{`u"é"`, 1},
	} {
		got, ok := literalElems(c.lit)
		if !ok || got != c.want {
			t.Errorf("literalElems(%s) = %d, %v; want %d", c.lit, got, ok, c.want)
		}
	}
}
