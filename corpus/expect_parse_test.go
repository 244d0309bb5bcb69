package corpus

import (
	"strings"
	"testing"
)

// TestParseExpectations checks the annotation syntax the error cases use.
func TestParseExpectations(t *testing.T) {
	src := strings.Join([]string{
		`int a // ERROR "expected a \";\""`,
		"x; // ERROR `identifier \"x\" is undefined` WARNING \"unused\"",
		`// ERROR@+1 "missing closing quote"`,
		`const char *s = "open;`,
		`// ERROR-EOF "expected a \"}\""`,
		`#error "ERROR in a string is not an annotation"`,
	}, "\n")
	exps, err := parseExpectations(src)
	if err != nil {
		t.Fatal(err)
	}
	want := []expectation{
		{Line: 1, Text: `expected a ";"`},
		{Line: 2, Text: `identifier "x" is undefined`},
		{Line: 2, Warning: true, Text: "unused"},
		{Line: 4, Text: "missing closing quote"},
		{EOF: true, Text: `expected a "}"`},
	}
	if len(exps) != len(want) {
		t.Fatalf("got %d expectations %v, want %d", len(exps), exps, len(want))
	}
	for i, w := range want {
		g := exps[i]
		if g.Line != w.Line || g.EOF != w.EOF || g.Warning != w.Warning || g.Text != w.Text {
			t.Errorf("expectation %d = %v, want %v", i, g, w)
		}
	}
	if exps[1].rx == nil || !exps[1].matches(`identifier "x" is undefined in device code`) || exps[1].matches("identifier y") {
		t.Errorf("backquoted text is not used as a regular expression")
	}
	if exps[0].rx != nil || !exps[0].matches(`expected a ";"`) || exps[0].matches(`expected a ")"`) {
		t.Errorf("quoted text is not used as a substring")
	}
}

// TestParseExpectationsRejectsMalformed: a typo in an annotation is an
// error, never a silently dropped expectation.
func TestParseExpectationsRejectsMalformed(t *testing.T) {
	for _, src := range []string{
		`x; // ERROR expected`,
		`x; // ERROR "unterminated`,
		`x; // ERROR "ok" trailing`,
		`x; // ERROR ""`,
		"x; // ERROR `(`",
		`x; // ERROR@+5 "outside"`,
		`x; // ERROR-EOF@+1 "no offsets"`,
	} {
		if exps, err := parseExpectations(src); err == nil {
			t.Errorf("%s: accepted as %v", src, exps)
		}
	}
}

// TestCompare checks matching by line, kind and text, the end-of-source
// rule, and that notes are ignored.
func TestCompare(t *testing.T) {
	exps := []expectation{
		{Line: 3, Text: "expected a"},
		{Line: 4, Warning: true, Text: "unused"},
		{EOF: true, Text: `expected a "}"`},
		{Line: 7, Text: "never reported"},
	}
	got := []reported{
		{Line: 3, Error: true, Msg: `expected a ";"`},
		{Line: 4, Error: true, Msg: "unused variable"}, // an error, not the warning expected
		{Line: 9, Error: true, Msg: `expected a "}"`},  // cufe's end of file: the last line
		{Line: 5, Msg: "to match this"},                // a note
		{Line: -1, Error: true, Msg: "in a header"},
	}
	c := compare(exps, got, 9)
	if !c.Matched[0] || !c.Matched[2] || c.Matched[1] || c.Matched[3] {
		t.Errorf("matched %v, want expectations 0 and 2", c.Matched)
	}
	if len(c.Missing) != 2 || len(c.Unexpected) != 2 {
		t.Errorf("missing %v, unexpected %v; want 2 and 2", c.Missing, c.Unexpected)
	}
}

// TestParseEDGDiagnostics reads EDG's output format (NVIDIA's and cufe's).
func TestParseEDGDiagnostics(t *testing.T) {
	out := strings.Join([]string{
		`/a/b.cu(12): error: expected a ";"`,
		``,
		`b.cu(3): warning #177-D: variable "x" was declared but never referenced`,
		`At end of source: error: expected a "}"`,
		`/a/b.cu(5): note #3196-D: to match this "{"`,
		`          detected during instantiation of "f<int>"`,
		`2 errors detected in the compilation of "b.cu".`,
	}, "\n")
	ds := parseEDGDiagnostics(out, "test")
	want := []edgDiagnostic{
		{File: "/a/b.cu", Line: 12, Sev: "error", Msg: `expected a ";"`},
		{File: "b.cu", Line: 3, Sev: "warning", Msg: `variable "x" was declared but never referenced`},
		{Line: 0, Sev: "error", Msg: `expected a "}"`},
		{File: "/a/b.cu", Line: 5, Sev: "note", Msg: `to match this "{"`},
	}
	if len(ds) != len(want) {
		t.Fatalf("got %v, want %v", ds, want)
	}
	for i, w := range want {
		w.Pass = "test"
		if ds[i] != w {
			t.Errorf("diagnostic %d = %+v, want %+v", i, ds[i], w)
		}
	}
}
