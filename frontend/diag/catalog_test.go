package diag

import (
	"strings"
	"testing"
)

func TestDisplayNumbers(t *testing.T) {
	tests := []struct {
		id   ID
		want int
	}{
		{ErrUndefinedIdent, 20},
		{3456, 3456},
		{3457, 20000},
		{3464, 20007},
		{3548, 20091}, // seen: warning #20091-D for a __device__ variable read in host code
		{3794, 20337},
		{3795, 0},
		{NoID, 0},
		{ErrLex, 0},
	}
	for _, tt := range tests {
		if got := tt.id.Display(); got != tt.want {
			t.Errorf("ID(%d).Display() = %d, want %d", tt.id, got, tt.want)
		}
	}
}

func TestParseRef(t *testing.T) {
	tests := []struct {
		ref     string
		want    ID
		wantErr string
	}{
		{ref: "177", want: 177},
		{ref: "#20091", want: 3548},
		{ref: "20000", want: 3457},
		{ref: "20337", want: 3794},
		{ref: "3499", want: 3499}, // internal numbers are accepted as they are
		{ref: "declared_but_not_referenced", want: 177},
		{ref: "device_var_read_in_host", want: 3548},
		{ref: "0", wantErr: "invalid error number: 0"},
		{ref: "3795", wantErr: "invalid error number: 3795"},
		{ref: "19999", wantErr: "invalid error number: 19999"},
		{ref: "20338", wantErr: "invalid error number: 20338"},
		{ref: "12x", wantErr: "invalid error number: 12x"},
		{ref: "no_such_tag", wantErr: "invalid error tag: no_such_tag"},
		{ref: "", wantErr: "invalid error tag: "},
	}
	for _, tt := range tests {
		got, err := ParseRef(tt.ref)
		switch {
		case tt.wantErr != "":
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("ParseRef(%q) error = %v, want %q", tt.ref, err, tt.wantErr)
			}
		case err != nil:
			t.Errorf("ParseRef(%q): %v", tt.ref, err)
		case got != tt.want:
			t.Errorf("ParseRef(%q) = %d, want %d", tt.ref, got, tt.want)
		}
	}
}

// The entries the lexer and preprocessor use must say what cudafe++ prints.
func TestCatalogKnownEntries(t *testing.T) {
	tests := []struct {
		id   ID
		tag  string
		sev  Severity
		text string
	}{
		{ErrUndefinedIdent, "undefined_identifier", Error, "identifier %sq is undefined"},
		{ErrDirective, "error_directive", Catastrophic, "#error directive: %s"},
		{WarnDirective, "warning_directive", Warning, "#warning directive: %s"},
		{ErrCannotOpenSource, "cannot_open_file", Catastrophic, "cannot open %s file %sq2"},
		{65, "exp_semicolon", Error, `expected a ";"`},
		{177, "declared_but_not_referenced", Remark, "%n was declared but never referenced"},
		{3464, "d_h_illegal_call", Error, "calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed"},
		{3468, "h_hd_illegal_call", Warning, "calling a __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed"},
		{3542, "vfunc_incompat_exec_h_d", Error, "execution space mismatch: overridden entity (%n1) is a __host__ function, but overriding entity (%n2) is a __device__ function"},
	}
	for _, tt := range tests {
		e, ok := Lookup(tt.id)
		if !ok {
			t.Errorf("%d: not in catalog", tt.id)
			continue
		}
		if e.Tag != tt.tag || e.Severity != tt.sev || e.Text != tt.text {
			t.Errorf("%d = {%q %v %q}, want {%q %v %q}", tt.id, e.Tag, e.Severity, e.Text, tt.tag, tt.sev, tt.text)
		}
		if id, ok := LookupTag(tt.tag); !ok || id != tt.id {
			t.Errorf("LookupTag(%q) = %d, %v", tt.tag, id, ok)
		}
	}
}

func TestCatalogConsistent(t *testing.T) {
	all := Entries()
	if len(all) < 450 {
		t.Fatalf("catalog has %d entries", len(all))
	}
	tags := map[string]ID{}
	for i, e := range all {
		if i > 0 && all[i-1].ID >= e.ID {
			t.Errorf("entries %d and %d out of order or duplicated", all[i-1].ID, e.ID)
		}
		if e.Text == "" {
			t.Errorf("%d: empty text", e.ID)
		}
		if e.ID.Display() == 0 {
			t.Errorf("%d: no displayed number", e.ID)
		}
		if e.Tag != "" {
			if prev, dup := tags[e.Tag]; dup {
				t.Errorf("tag %q on %d and %d", e.Tag, prev, e.ID)
			}
			tags[e.Tag] = e.ID
		}
		if e.ID >= cudaFirstInternal && e.Text118 != "" && e.NotIn118 {
			t.Errorf("%d: both Text118 and NotIn118", e.ID)
		}
		// Every template must be one Format understands.
		for _, text := range []string{e.Text, e.Text118} {
			if text == "" {
				continue
			}
			if _, err := Format(text, dummyArgs(text)); err != nil {
				t.Errorf("%d: %v", e.ID, err)
			}
		}
	}
}

// dummyArgs supplies nine fill-ins of every kind the template uses.
func dummyArgs(text string) Args {
	nine := strings.Split("a b c d e f g h i", " ")
	var a Args
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		switch text[i+1] {
		case 's':
			a.Str = nine
		case 'n':
			a.Entity = nine
		case 't':
			a.Type = nine
		case 'T':
			a.TArgs = nine
		case 'p':
			a.Pos = nine
		case 'd', 'u':
			a.Num = nine
		case '%':
			i++
		}
	}
	// Unused fill-ins are an error, so give only as many as the template takes.
	trim := func(kind byte, vals []string) []string {
		if vals == nil {
			return nil
		}
		n := countFills(text, kind)
		return vals[:n]
	}
	a.Str, a.Entity, a.Type, a.TArgs, a.Pos, a.Num = trim('s', a.Str), trim('n', a.Entity), trim('t', a.Type), trim('T', a.TArgs), trim('p', a.Pos), trim('d', a.Num)
	return a
}

// countFills counts the distinct fill-in slots of one kind in text.
func countFills(text string, kind byte) int {
	max, next := 0, 0
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		k := text[i+1]
		if k == '%' {
			i++
			continue
		}
		if k == 'u' {
			k = 'd'
		}
		if k != kind {
			continue
		}
		j := i + 2
		for j < len(text) && strings.IndexByte(fillOptions[text[i+1]], text[j]) >= 0 && fillOptions[text[i+1]] != "" {
			j++
		}
		idx := next + 1
		if j < len(text) && text[j] >= '1' && text[j] <= '9' {
			idx = int(text[j] - '0')
		}
		next = idx
		if idx > max {
			max = idx
		}
	}
	return max
}
