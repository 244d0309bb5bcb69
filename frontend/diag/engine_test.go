package diag

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

// tu is a hand-built translation unit: main.cu includes inc.h at the
// "#include" line, so inc.h's lines come between main.cu's in stream order
// although inc.h's positions are all greater.
type tu struct {
	files     *source.FileSet
	main, inc *source.File
}

func newTU(t *testing.T, mainSrc, incSrc string, incSystem bool) *tu {
	t.Helper()
	fs := source.NewFileSet()
	m := fs.AddFile("main.cu", []byte(mainSrc), source.NoPos, false)
	x := &tu{files: fs, main: m}
	at := strings.Index(mainSrc, "#include")
	if at < 0 {
		fs.BeginSegment(m, 0)
		return x
	}
	x.inc = fs.AddFile("inc.h", []byte(incSrc), m.Pos(at), incSystem)
	resume := at + strings.IndexByte(mainSrc[at:], '\n') + 1
	fs.BeginSegment(m, 0)
	fs.BeginSegment(x.inc, 0)
	fs.BeginSegment(m, resume)
	return x
}

// line returns the Pos of the start of 1-based line n of f.
func line(f *source.File, n int) source.Pos {
	off := 0
	for i := 1; i < n; i++ {
		off += strings.IndexByte(string(f.Src[off:]), '\n') + 1
	}
	return f.Pos(off)
}

// applyPragmas does what the preprocessor does: ApplyPragma for every
// "#pragma" line of f, with pos at the text after "#pragma ".
func applyPragmas(e *Engine, f *source.File) {
	off := 0
	for _, l := range strings.SplitAfter(string(f.Src), "\n") {
		if strings.HasPrefix(l, "#pragma ") {
			e.ApplyPragma(f.Pos(off+len("#pragma ")), strings.TrimRight(l[len("#pragma "):], "\n"))
		}
		off += len(l)
	}
}

// warnAt reports "#warning directive: <text>" at line n, the way the
// preprocessor does.
func warnAt(e *Engine, f *source.File, n int, text string) {
	e.Emit(line(f, n), WarnDirective, Args{Str: []string{text}})
}

// shown lists the shown diagnostics as "file:line sev[#N]: msg", with #N
// only when the diagnostic prints its number.
func shown(e *Engine) []string {
	var out []string
	for _, d := range e.Diagnostics() {
		p := e.Files().Position(d.Pos)
		num := ""
		if d.Discretionary {
			num = fmt.Sprintf("#%d", d.ID.Display())
		}
		out = append(out, fmt.Sprintf("%s:%d %v%s: %s", p.Filename, p.Line, d.Severity, num, d.Msg))
	}
	return out
}

func TestPragmasInStreamOrderAcrossInclude(t *testing.T) {
	main := "#warning m1\n" + // 1
		"#pragma nv_diagnostic push\n" + // 2
		"#pragma nv_diag_suppress 1105\n" + // 3
		"#include \"inc.h\"\n" + // 4
		"#warning m5\n" + // 5
		"#pragma nv_diagnostic pop\n" + // 6
		"#warning m7\n" // 7
	inc := "#warning i1\n" + // 1: suppressed by main.cu line 3
		"#pragma nv_diag_error warning_directive\n" + // 2
		"#warning i3\n" // 3
	x := newTU(t, main, inc, false)
	e := NewEngine(x.files, Options{DisplayNumbers: true})
	// Report out of stream order, as a parser reporting later would.
	warnAt(e, x.main, 7, "m7")
	warnAt(e, x.inc, 3, "i3")
	warnAt(e, x.main, 5, "m5")
	warnAt(e, x.inc, 1, "i1")
	warnAt(e, x.main, 1, "m1")
	applyPragmas(e, x.main)
	applyPragmas(e, x.inc)
	// Pragmas must be applied in stream order by the preprocessor; here the
	// engine gets main.cu's before inc.h's, and still orders them by stream.
	got := shown(e)
	want := []string{
		"main.cu:1 warning#1105: #warning directive: m1",
		"inc.h:3 error: #warning directive: i3",
		"main.cu:5 error: #warning directive: m5",
		"main.cu:7 warning#1105: #warning directive: m7",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if n := e.Count(Error); n != 2 {
		t.Errorf("Count(Error) = %d", n)
	}
	if s := e.ExitStatus(); s != 2 {
		t.Errorf("ExitStatus = %d", s)
	}
}

func TestSeverityControl(t *testing.T) {
	// Each "W" line of src is a #warning; pragma lines are applied.
	type tc struct {
		name string
		opts Options
		src  string
		want string // the shown lines as "line:severity[#]" separated by spaces
	}
	cases := []tc{
		{"default", Options{}, "W\nW\n", "1:warning# 2:warning#"},
		{"-w", Options{NoWarnings: true}, "W\n", ""},
		{"promote", Options{PromoteWarnings: true}, "W\n", "1:error#"},
		{"-w beats promote", Options{NoWarnings: true, PromoteWarnings: true}, "W\n", ""},
		{"flag suppress by tag", Options{Suppress: []string{"warning_directive"}}, "W\n", ""},
		{"flag suppress list", Options{Suppress: []string{"177,1105"}}, "W\n", ""},
		{"flag error is hard", Options{Error: []string{"1105"}}, "W\n", "1:error"},
		{"flag remark hidden", Options{Remark: []string{"1105"}}, "W\n", ""},
		{"flag remark shown", Options{Remark: []string{"1105"}, Remarks: true}, "W\n", "1:remark#"},
		{"flag default", Options{Suppress: []string{"1105"}, Default: []string{"1105"}}, "W\n", ""},
		{"pragma suppress", Options{}, "W\n#pragma nv_diag_suppress 1105\nW\n", "1:warning#"},
		{"pragma default returns to flag", Options{Error: []string{"1105"}},
			"W\n#pragma nv_diag_warning 1105\nW\n#pragma nv_diag_default 1105\nW\n", "1:error 3:warning# 5:error"},
		{"push pop", Options{},
			"#pragma nv_diagnostic push\n#pragma nv_diag_suppress 1105\nW\n#pragma nv_diagnostic pop\nW\n", "5:warning#"},
		{"once", Options{}, "#pragma nv_diag_once 1105\nW\nW\n", "2:warning#"},
		{"once counts earlier", Options{}, "W\n#pragma nv_diag_once 1105\nW\n", "1:warning#"},
		{"once survives default", Options{}, "#pragma nv_diag_once 1105\nW\n#pragma nv_diag_default 1105\nW\n", "2:warning#"},
		{"once survives pop", Options{},
			"#pragma nv_diagnostic push\n#pragma nv_diag_once 1105\nW\n#pragma nv_diagnostic pop\nW\n", "3:warning#"},
		{"once spares errors", Options{}, "#pragma nv_diag_error 1105\n#pragma nv_diag_once 1105\nW\nW\n", "3:error 4:error"},
		{"flag once", Options{Once: []string{"1105"}}, "W\nW\n", "1:warning#"},
		{"deprecated spelling", Options{}, "#pragma diag_suppress 1105\nW\n", "1:warning#"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := newTU(t, c.src, "", false)
			e := NewEngine(x.files, c.opts)
			applyPragmas(e, x.main)
			for i, l := range strings.Split(c.src, "\n") {
				if l == "W" {
					warnAt(e, x.main, i+1, "w")
				}
			}
			var got []string
			for _, d := range e.Diagnostics() {
				s := fmt.Sprintf("%d:%v", e.Files().Position(d.Pos).Line, d.Severity)
				if d.Discretionary {
					s += "#"
				}
				got = append(got, s)
			}
			if g := strings.Join(got, " "); g != c.want {
				t.Errorf("got %q, want %q", g, c.want)
			}
		})
	}
}

func TestHardErrorsCannotChange(t *testing.T) {
	x := newTU(t, "#pragma nv_diag_suppress 20\nx\n#pragma nv_diag_warning undefined_identifier\nx\n", "", false)
	e := NewEngine(x.files, Options{DisplayNumbers: true, Suppress: []string{"20"}})
	applyPragmas(e, x.main)
	e.Emit(line(x.main, 2), ErrUndefinedIdent, Args{Str: []string{"x"}})
	e.Emit(line(x.main, 4), ErrUndefinedIdent, Args{Str: []string{"x"}})
	got := shown(e)
	want := []string{`main.cu:2 error: identifier "x" is undefined`, `main.cu:4 error: identifier "x" is undefined`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q", got)
	}
}

func TestCUDANumberInPragma(t *testing.T) {
	// A CUDA-range diagnostic is named by its displayed number.
	const id ID = 3457
	x := newTU(t, "a\n#pragma nv_diag_suppress 20000\nb\n", "", false)
	e := NewEngine(x.files, Options{DisplayNumbers: true})
	applyPragmas(e, x.main)
	e.Report(Diagnostic{Severity: Warning, ID: id, Pos: line(x.main, 1), Msg: "a"})
	e.Report(Diagnostic{Severity: Warning, ID: id, Pos: line(x.main, 3), Msg: "b"})
	if got := shown(e); len(got) != 1 || got[0] != "main.cu:1 warning#20000: a" {
		t.Errorf("got %q", got)
	}
}

func TestSystemHeaders(t *testing.T) {
	x := newTU(t, "#include <inc.h>\nw\n", "w\nx\n", true)
	e := NewEngine(x.files, Options{DisplayNumbers: true, Error: []string{"1105"}, PromoteWarnings: true})
	warnAt(e, x.inc, 1, "in system header")
	e.Emit(line(x.inc, 2), ErrUndefinedIdent, Args{Str: []string{"x"}})
	warnAt(e, x.main, 2, "in main")
	got := shown(e)
	want := []string{`inc.h:2 error: identifier "x" is undefined`, "main.cu:2 error: #warning directive: in main"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestSystemHeaderByLineMarker(t *testing.T) {
	fs := source.NewFileSet()
	src := "# 1 \"k.cu\"\n# 1 \"/usr/include/s.h\" 1 3\nw\n# 2 \"k.cu\" 2\nw\n"
	f := fs.AddFile("k.ii", []byte(src), source.NoPos, false)
	f.AddLineMarker(0, 1, "k.cu", 0)
	f.AddLineMarker(strings.Index(src, "# 1 \"/usr"), 0, "/usr/include/s.h", source.FlagEnter|source.FlagSystem)
	f.AddLineMarker(strings.Index(src, "# 2"), 1, "k.cu", source.FlagReturn)
	e := NewEngine(fs, Options{})
	warnAt(e, f, 3, "sys")
	warnAt(e, f, 5, "user")
	if got := shown(e); len(got) != 1 || got[0] != "k.cu:2 warning#1105: #warning directive: user" {
		t.Errorf("got %q", got)
	}
}

func TestPragmaWarnings(t *testing.T) {
	src := "#pragma nv_diag_suppress 99999\n" +
		"#pragma nv_diag_suppress no_such_tag\n" +
		"#pragma nv_diag_suppress\n" +
		"#pragma nv_diag_suppress 1105 1105\n" +
		"#pragma nv_diagnostic pop\n" +
		"#pragma nv_diagnostic\n" +
		"#pragma diag_warning 1105\n" +
		"#pragma nv_diag_suppress 1105,\n"
	x := newTU(t, src, "", false)
	e := NewEngine(x.files, Options{DisplayNumbers: true})
	applyPragmas(e, x.main)
	if e.ApplyPragma(line(x.main, 1), "once") {
		t.Error("ApplyPragma took #pragma once")
	}
	want := []string{
		"main.cu:1 warning#1222: invalid error number",
		"main.cu:2 warning#1223: invalid error tag",
		"main.cu:3 warning#1224: expected an error number or error tag",
		`main.cu:4 warning#253: expected a ","`,
		"main.cu:5 warning#3185: no '#pragma diagnostic push' was found to match this 'diagnostic pop'",
		"main.cu:6 warning#3184: #pragma diagnostic must have either 'push' or 'pop' argument",
		`main.cu:7 warning#20236: pragma "diag_warning" is deprecated, use "nv_diag_warning" instead`,
		"main.cu:8 warning#1224: expected an error number or error tag",
	}
	if got := shown(e); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The warning about the bad number points at the number.
	d := e.Diagnostics()[0]
	if col := x.files.Position(d.Pos).Column; col != len("#pragma nv_diag_suppress ")+1 {
		t.Errorf("column %d", col)
	}
}

func TestCommandLineErrors(t *testing.T) {
	e := NewEngine(source.NewFileSet(), Options{Suppress: []string{"177,nosuch"}, Error: []string{"99999"}, SourceName: "k.cu"})
	if !e.ShouldStop() {
		t.Error("ShouldStop false after a command-line error")
	}
	e.Emit(source.NoPos, ErrUndefinedIdent, Args{Str: []string{"x"}}) // never shown
	var b strings.Builder
	if err := e.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	want := "Command-line error: invalid error number in diagnostic control option: 99999\n\n" +
		"Command-line error: invalid error tag in diagnostic control option: nosuch\n\n" +
		"2 catastrophic errors detected in this compilation.\nCompilation terminated.\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	if s := e.ExitStatus(); s != 4 {
		t.Errorf("ExitStatus = %d", s)
	}
	if e := NewEngine(nil, Options{ErrorLimit: -1}); !e.ShouldStop() || e.Diagnostics()[0].Msg != "invalid error limit: -1" {
		t.Errorf("negative error limit accepted: %v", e.Diagnostics())
	}
}

func TestErrorLimitAndSummary(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 6; i++ {
		src.WriteString("x\n")
	}
	x := newTU(t, src.String(), "", false)
	e := NewEngine(x.files, Options{ErrorLimit: 3, SourceName: "main.cu"})
	for i := 1; i <= 6; i++ {
		if i == 4 && !e.ShouldStop() {
			t.Error("ShouldStop false at the limit")
		}
		e.Emit(line(x.main, i), ErrUndefinedIdent, Args{Str: []string{"x"}})
	}
	if n := len(e.Diagnostics()); n != 3 || !e.ErrorLimitReached() {
		t.Errorf("%d diagnostics, limit reached %v", n, e.ErrorLimitReached())
	}
	want := "Error limit reached.\n3 errors detected in the compilation of \"main.cu\".\nCompilation terminated.\n"
	if s := e.Summary(); s != want {
		t.Errorf("Summary = %q", s)
	}
	if s := e.ExitStatus(); s != 4 {
		t.Errorf("ExitStatus = %d", s)
	}
}

func TestSummaryForms(t *testing.T) {
	tests := []struct {
		sevs []Severity
		want string
		exit int
	}{
		{nil, "", 0},
		{[]Severity{Warning, Warning}, "", 0},
		{[]Severity{Error, Warning}, "1 error detected in the compilation of \"k.cu\".\n", 2},
		{[]Severity{Error, Error}, "2 errors detected in the compilation of \"k.cu\".\n", 2},
		{[]Severity{Catastrophic}, "1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation terminated.\n", 4},
		{[]Severity{Error, Error, Catastrophic}, "2 errors and 1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation terminated.\n", 4},
		{[]Severity{Error, Internal}, "1 error and 1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation aborted.\n", 11},
	}
	for _, tt := range tests {
		x := newTU(t, strings.Repeat("x\n", 4), "", false)
		e := NewEngine(x.files, Options{SourceName: "k.cu"})
		for i, s := range tt.sevs {
			e.Report(Diagnostic{Severity: s, Pos: line(x.main, i+1), Msg: "m"})
		}
		if got := e.Summary(); got != tt.want {
			t.Errorf("%v: Summary = %q, want %q", tt.sevs, got, tt.want)
		}
		if got := e.ExitStatus(); got != tt.exit {
			t.Errorf("%v: ExitStatus = %d, want %d", tt.sevs, got, tt.exit)
		}
	}
}

func TestCatastrophicStops(t *testing.T) {
	x := newTU(t, "x\n#error boom\ny\n", "", false)
	e := NewEngine(x.files, Options{SourceName: "main.cu"})
	e.Emit(line(x.main, 3), ErrUndefinedIdent, Args{Str: []string{"y"}}) // after the #error in stream order
	e.Emit(line(x.main, 2), ErrDirective, Args{Str: []string{"boom"}})
	e.Emit(line(x.main, 1), ErrUndefinedIdent, Args{Str: []string{"x"}})
	want := []string{`main.cu:1 error: identifier "x" is undefined`, "main.cu:2 catastrophic error: #error directive: boom"}
	if got := shown(e); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q", got)
	}
}

func TestEmitBadArgs(t *testing.T) {
	e := NewEngine(nil, Options{})
	e.Emit(source.NoPos, ErrUndefinedIdent, Args{})
	e.Emit(source.NoPos, CufeBase+999, Args{})
	ds := e.Diagnostics()
	if len(ds) != 1 || ds[0].Severity != Internal || !strings.Contains(ds[0].Msg, "no fill-in") {
		t.Errorf("got %+v", ds)
	}
}
