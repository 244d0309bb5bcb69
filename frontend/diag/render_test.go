package diag

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// renderTU is a small translation unit with one diagnostic of each shape:
// a header diagnostic, more-info lines, instantiation contexts, a %p
// position, a related note, end of source, and one without a position.
func renderTU(t *testing.T) (*Engine, *tu) {
	t.Helper()
	main := "int a;\n" + // 1
		"#include \"inc.h\"\n" + // 2
		"void g() { f(1); }\n" + // 3
		"#define X 1\n" + // 4
		"#define X 2\n" + // 5
		"int y = g(2.0);\n" + // 6
		"int z" // 7, ends without ";"
	inc := "template <class T> int f(T t) { return t.nope; }\n" + // 1
		"#warning from \"header\"\n" // 2
	x := newTU(t, main, inc, false)
	e := NewEngine(x.files, Options{DisplayNumbers: true, SourceName: "main.cu", WorkDir: "/work"})
	e.Report(Diagnostic{Severity: Error, ID: 153, Pos: line(x.inc, 1) + 39,
		Msg: `expression must have class type but it has type "double"`,
		Notes: []Note{
			{Kind: NoteContext, Pos: line(x.main, 3), Msg: `instantiation of "int f(T) [with T=double]"`},
			{Kind: NoteContext, Pos: line(x.main, 6), Msg: `instantiation of "int g(T) [with T=double]"`},
		}})
	warnAt(e, x.inc, 2, `from "header"`)
	e.Report(Diagnostic{Severity: Error, ID: 304, Pos: line(x.main, 3) + 11,
		Msg:   `no instance of overloaded function "f" matches the argument list`,
		Notes: []Note{{Kind: NoteInfo, Msg: "argument types are: (int)"}, {Pos: line(x.inc, 1) + 23, Msg: `declared here`}}})
	e.Report(Diagnostic{Severity: Warning, ID: 47, Pos: line(x.main, 5) + 8,
		Msg: `incompatible redefinition of macro "X"`, Notes: []Note{{Kind: NoteHere, Pos: line(x.main, 4)}}})
	e.Report(Diagnostic{Severity: Error, ID: 153, Pos: line(x.inc, 1) + 39,
		Msg:   `expression must have class type but it has type "int"`,
		Notes: []Note{{Kind: NoteContext, Pos: line(x.main, 3), Msg: `instantiation of "int f(T) [with T=int]"`}}})
	e.Emit(x.main.Pos(x.main.Size()), 65, Args{})
	e.Report(Diagnostic{Severity: Remark, ID: 177, Pos: line(x.main, 1), Msg: "hidden remark"})
	e.Report(Diagnostic{Severity: Warning, ID: ErrLex, Pos: line(x.main, 1), Msg: "cufe's own warning"})
	return e, x
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs:\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func TestRenderNVIDIA(t *testing.T) {
	e, _ := renderTU(t)
	var b bytes.Buffer
	if err := e.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	golden(t, "render_nvidia.golden", b.Bytes())
}

func TestRenderNVIDIANoNumbers(t *testing.T) {
	e, x := renderTU(t)
	opts := e.Options()
	opts.DisplayNumbers = false
	var b bytes.Buffer
	if err := WriteText(&b, e.Diagnostics(), x.files, opts); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "#") && strings.Contains(b.String(), "-D") {
		t.Errorf("numbers printed without DisplayNumbers:\n%s", b.String())
	}
	if !strings.Contains(b.String(), "inc.h(2): warning: #warning directive: from \"header\"\n\n") {
		t.Errorf("unexpected:\n%s", b.String())
	}
}

func TestRenderGCC(t *testing.T) {
	e, x := renderTU(t)
	opts := e.Options()
	opts.Style = StyleGCC
	var b bytes.Buffer
	if err := WriteText(&b, e.Diagnostics(), x.files, opts); err != nil {
		t.Fatal(err)
	}
	golden(t, "render_gcc.golden", b.Bytes())
}

func TestRenderColor(t *testing.T) {
	e, x := renderTU(t)
	opts := e.Options()
	opts.Color = true
	var b bytes.Buffer
	if err := WriteText(&b, e.Diagnostics()[1:2], x.files, opts); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "\x1b[01minc.h(1)\x1b[m: \x1b[01;31merror\x1b[m: ") {
		t.Errorf("got %q", b.String())
	}
}

func TestRenderSARIF(t *testing.T) {
	e, _ := renderTU(t)
	var b bytes.Buffer
	if err := e.WriteSARIF(&b); err != nil {
		t.Fatal(err)
	}
	golden(t, "render.sarif", b.Bytes())

	var log struct {
		Version string `json:"version"`
		Schema  string `json:"$schema"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name string `json:"name"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID  string `json:"ruleId"`
				Level   string `json:"level"`
				Message struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine   int `json:"startLine"`
							StartColumn int `json:"startColumn"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				RelatedLocations []struct {
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, b.String())
	}
	if log.Version != "2.1.0" || !strings.Contains(log.Schema, "sarif-schema-2.1.0") || len(log.Runs) != 1 {
		t.Fatalf("header: %+v", log)
	}
	res := log.Runs[0].Results
	if len(res) != len(e.Diagnostics()) {
		t.Fatalf("%d results for %d diagnostics", len(res), len(e.Diagnostics()))
	}
	if res[0].RuleID != "CUFE0" {
		t.Errorf("cufe's own message: rule %q", res[0].RuleID)
	}
	first := res[1]
	if first.RuleID != "EC153" || first.Level != "error" || first.Message.Text != `expression must have class type but it has type "double"` {
		t.Errorf("first result: %+v", first)
	}
	loc := first.Locations[0].PhysicalLocation
	if loc.ArtifactLocation.URI != "file:///work/inc.h" || loc.Region.StartLine != 1 || loc.Region.StartColumn != 40 {
		t.Errorf("first location: %+v", loc)
	}
	var sawRelated, sawWarning bool
	for _, r := range res {
		if r.Level == "warning" && r.RuleID == "EC1105" {
			sawWarning = true
		}
		for _, rl := range r.RelatedLocations {
			if rl.Message.Text == "declared here" && rl.PhysicalLocation.ArtifactLocation.URI == "file:///work/inc.h" && rl.PhysicalLocation.Region.StartLine == 1 {
				sawRelated = true
			}
		}
	}
	if !sawRelated || !sawWarning {
		t.Errorf("related note %v, warning %v", sawRelated, sawWarning)
	}
}

func TestSARIFNoPositionAndEscapes(t *testing.T) {
	ds := []Diagnostic{
		{Severity: Catastrophic, ID: ErrCannotOpenSource, Msg: `cannot open source file "a\b.h"`},
		{Severity: Internal, ID: 2656, Msg: "line1\nline2\t\x01"},
	}
	var b bytes.Buffer
	if err := WriteSARIF(&b, ds, source.NewFileSet(), Options{}); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b.Bytes(), &v); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, b.String())
	}
	s := b.String()
	for _, want := range []string{
		`{"ruleId":"EC1696","level":"catastrophe","message":{"text":"cannot open source file \"a\\b.h\""}}`,
		`"level":"internal_error","message":{"text":"line1\nline2\t\u0001"}}`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %s in\n%s", want, s)
		}
	}
	if !strings.HasSuffix(s, "]}]}\n") {
		t.Errorf("footer: %q", s[len(s)-10:])
	}
}
