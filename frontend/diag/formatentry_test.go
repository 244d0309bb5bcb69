package diag

import "testing"

// An entry whose 11.8 wording has fewer fill-ins than 13.0's formats in
// both dialects from the same arguments.
func TestFormatEntryDialects(t *testing.T) {
	e, ok := Lookup(70)
	if !ok {
		t.Fatal("70 not in the catalog")
	}
	a := Args{Type: []string{"S"}}
	for _, tt := range []struct {
		d    Dialect
		want string
	}{
		{Dialect118, "incomplete type is not allowed"},
		{Dialect130, `incomplete type "S" is not allowed`},
	} {
		got, err := FormatEntry(e, tt.d, a)
		if err != nil || got != tt.want {
			t.Errorf("dialect %v: %q, %v; want %q", tt.d, got, err, tt.want)
		}
	}
	// The 13.0 wording still refuses a fill-in it has no place for.
	if _, err := FormatEntry(e, Dialect130, Args{Type: []string{"S", "T"}}); err == nil {
		t.Error("an unused fill-in was accepted in the 13.0 wording")
	}
}
