package diag

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

// TestOracle compares cufe's rendering with cudafe++ 11.8's output on the
// inputs in testdata/oracle (see its README): same diagnostics in, same bytes
// and exit status out. It needs CUDA_ORACLE=/opt/cuda-oracle/root.
func TestOracle(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	cudafe := filepath.Join(root, "usr/bin/cudafe++")
	if _, err := os.Stat(cudafe); err != nil {
		t.Skipf("no cudafe++: %v", err)
	}
	dir, err := filepath.Abs(filepath.Join("testdata", "oracle"))
	if err != nil {
		t.Fatal(err)
	}
	specs, err := filepath.Glob(filepath.Join(dir, "*.diag"))
	if err != nil || len(specs) == 0 {
		t.Fatalf("no specs: %v", err)
	}
	for _, spec := range specs {
		name := strings.TrimSuffix(filepath.Base(spec), ".diag")
		t.Run(name, func(t *testing.T) {
			input := name + ".cu"
			if _, err := os.Stat(filepath.Join(dir, input)); err != nil {
				input = name + ".ii"
			}
			sp, err := readSpec(spec)
			if err != nil {
				t.Fatal(err)
			}
			want, wantStatus := runCudafe(t, cudafe, dir, input, sp.flags)
			got, gotStatus := runCufe(t, dir, input, sp)
			if got != want {
				t.Errorf("output differs\n--- cufe\n%s--- cudafe++\n%s", got, want)
			}
			if gotStatus != wantStatus {
				t.Errorf("exit status %d, cudafe++ %d", gotStatus, wantStatus)
			}
		})
	}
}

type specDiag struct {
	file      string // "" for the main file
	line, col int
	id        ID
	args      Args
	notes     []specNote
}

// specNote is a note of the diagnostic before it: "ctx <line> <text>"
// (instantiation context at a main-file line), "here <line>" (a %p
// position) or "info <text>".
type specNote struct {
	kind NoteKind
	line int
	text string
}

type spec struct {
	flags []string
	diags []specDiag
}

func readSpec(path string) (spec, error) {
	var sp spec
	data, err := os.ReadFile(path)
	if err != nil {
		return sp, err
	}
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if rest, ok := strings.CutPrefix(l, "flags "); ok {
			sp.flags = strings.Fields(rest)
			continue
		}
		if n, ok, err := parseSpecNote(l); ok {
			if err != nil || len(sp.diags) == 0 {
				return sp, errors.New("bad note line: " + l)
			}
			last := &sp.diags[len(sp.diags)-1]
			last.notes = append(last.notes, n)
			continue
		}
		f := strings.SplitN(l, " ", 5)
		if len(f) < 4 {
			return sp, errors.New("bad spec line: " + l)
		}
		var d specDiag
		if f[0] != "line" {
			d.file = f[0]
		}
		nums := make([]int, 3)
		for i := range nums {
			if nums[i], err = strconv.Atoi(f[i+1]); err != nil {
				return sp, errors.New("bad spec line: " + l)
			}
		}
		d.line, d.col, d.id = nums[0], nums[1], ID(nums[2])
		if len(f) == 5 {
			for _, a := range strings.Split(f[4], "|") {
				kind, val, _ := strings.Cut(a, ":")
				switch kind {
				case "s":
					d.args.Str = append(d.args.Str, val)
				case "n":
					d.args.Entity = append(d.args.Entity, val)
				case "t":
					d.args.Type = append(d.args.Type, val)
				case "T":
					d.args.TArgs = append(d.args.TArgs, val)
				case "p":
					d.args.Pos = append(d.args.Pos, val)
				case "d":
					d.args.Num = append(d.args.Num, val)
				default:
					return sp, errors.New("bad fill-in kind in: " + l)
				}
			}
		}
		sp.diags = append(sp.diags, d)
	}
	return sp, nil
}

func parseSpecNote(l string) (specNote, bool, error) {
	word, rest, _ := strings.Cut(l, " ")
	var n specNote
	switch word {
	case "info":
		return specNote{kind: NoteInfo, text: rest}, true, nil
	case "ctx", "here":
		num, text, _ := strings.Cut(rest, " ")
		line, err := strconv.Atoi(num)
		n = specNote{kind: NoteContext, line: line, text: text}
		if word == "here" {
			n.kind = NoteHere
		}
		return n, true, err
	}
	return n, false, nil
}

func runCudafe(t *testing.T, cudafe, dir, input string, flags []string) (string, int) {
	t.Helper()
	tmp := t.TempDir()
	if err := os.WriteFile(filepath.Join(tmp, "m.id"), []byte("0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"--display_error_number",
		"--gen_c_file_name", filepath.Join(tmp, "x.cudafe1.cpp"),
		"--stub_file_name", filepath.Join(tmp, "x.stub.c"),
		"--module_id_file_name", filepath.Join(tmp, "m.id")}, flags...)
	cmd := exec.Command(cudafe, append(args, input)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	status := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		status = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return stderr.String(), status
}

// optionsFromFlags mirrors the cudafe++ options the specs use.
func optionsFromFlags(t *testing.T, flags []string) Options {
	opts := Options{DisplayNumbers: true}
	for i := 0; i < len(flags); i++ {
		name, val, _ := strings.Cut(flags[i], "=")
		switch name {
		case "--diag_suppress":
			opts.Suppress = append(opts.Suppress, val)
		case "--diag_remark":
			opts.Remark = append(opts.Remark, val)
		case "--diag_warning":
			opts.Warning = append(opts.Warning, val)
		case "--diag_error":
			opts.Error = append(opts.Error, val)
		case "--diag_default":
			opts.Default = append(opts.Default, val)
		case "--diag_once":
			opts.Once = append(opts.Once, val)
		case "--promote_warnings":
			opts.PromoteWarnings = true
		case "-w":
			opts.NoWarnings = true
		case "--remarks":
			opts.Remarks = true
		case "-tused":
			// instantiate used templates: no effect on diagnostics' form
		case "--error_limit":
			i++
			n, err := strconv.Atoi(flags[i])
			if err != nil {
				t.Fatal(err)
			}
			opts.ErrorLimit = n
		default:
			t.Fatalf("flag %s not mirrored", flags[i])
		}
	}
	return opts
}

var (
	includeLine = regexp.MustCompile(`^#include "([^"]+)"`)
	markerLine  = regexp.MustCompile(`^# (\d+) "([^"]*)"((?: \d)*)`)
)

// runCufe does what cufe's preprocessor would do with the input's structure
// (includes one level deep, line markers, pragmas), then reports the spec's
// diagnostics and renders them.
func runCufe(t *testing.T, dir, input string, sp spec) (string, int) {
	t.Helper()
	fs := source.NewFileSet()
	mainSrc, err := os.ReadFile(filepath.Join(dir, input))
	if err != nil {
		t.Fatal(err)
	}
	main := fs.AddFile(input, mainSrc, source.NoPos, false)
	files := map[string]*source.File{"": main}
	opts := optionsFromFlags(t, sp.flags)
	opts.SourceName = input
	opts.WorkDir = dir
	e := NewEngine(fs, opts)

	// Walk main's lines in stream order: segments, markers, pragmas.
	fs.BeginSegment(main, 0)
	off := 0
	sc := bufio.NewScanner(bytes.NewReader(mainSrc))
	for sc.Scan() {
		l := sc.Text()
		next := off + len(l) + 1
		switch {
		case strings.HasPrefix(l, "#pragma "):
			e.ApplyPragma(main.Pos(off+len("#pragma ")), l[len("#pragma "):])
		case markerLine.MatchString(l) && strings.HasSuffix(input, ".ii"):
			m := markerLine.FindStringSubmatch(l)
			n, _ := strconv.Atoi(m[1])
			var flags uint8
			for _, f := range strings.Fields(m[3]) {
				switch f {
				case "1":
					flags |= source.FlagEnter
				case "2":
					flags |= source.FlagReturn
				case "3":
					flags |= source.FlagSystem
				}
			}
			// The marker names the line after it.
			main.AddLineMarker(next, n, m[2], flags)
		case includeLine.MatchString(l):
			name := includeLine.FindStringSubmatch(l)[1]
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				break // a missing header: the spec reports it
			}
			h := fs.AddFile(name, src, main.Pos(off), false)
			files[name] = h
			fs.BeginSegment(h, 0)
			hoff := 0
			for _, hl := range strings.SplitAfter(string(src), "\n") {
				if strings.HasPrefix(hl, "#pragma ") {
					e.ApplyPragma(h.Pos(hoff+len("#pragma ")), strings.TrimRight(hl[len("#pragma "):], "\n"))
				}
				hoff += len(hl)
			}
			fs.BeginSegment(main, next)
		}
		off = next
	}
	for _, d := range sp.diags {
		f := files[d.file]
		if f == nil {
			t.Fatalf("spec names unknown file %q", d.file)
		}
		msg, err := Message(d.id, Dialect118, d.args)
		if err != nil {
			t.Fatal(err)
		}
		ent, _ := Lookup(d.id)
		diag := Diagnostic{Severity: ent.Severity, ID: d.id, Pos: line(f, d.line) + source.Pos(d.col-1), Msg: msg}
		for _, n := range d.notes {
			note := Note{Kind: n.kind, Msg: n.text}
			if n.line > 0 {
				note.Pos = line(main, n.line)
			}
			diag.Notes = append(diag.Notes, note)
		}
		e.Report(diag)
	}
	var b strings.Builder
	if err := e.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String(), e.ExitStatus()
}

// TestOracleTags checks that cudafe++ 13.0 accepts every tag and number of
// the catalog in --diag_suppress (it rejects unknown ones with a
// command-line error). It needs CUDA13_ORACLE.
func TestOracleTags(t *testing.T) {
	root := os.Getenv("CUDA13_ORACLE")
	if root == "" {
		t.Skip("CUDA13_ORACLE not set")
	}
	cudafe := filepath.Join(root, "bin/cudafe++")
	if _, err := os.Stat(cudafe); err != nil {
		t.Skipf("no cudafe++: %v", err)
	}
	var tags, nums []string
	for _, e := range Entries() {
		// Tags that start with a digit read as numbers, to cudafe++ as to
		// ParseRef; diag_pragma_deprecated is gone from 13.0.
		if e.Tag != "" && !strings.HasPrefix(e.Tag, "diag_pragma_") && (e.Tag[0] < '0' || e.Tag[0] > '9') {
			tags = append(tags, e.Tag)
		}
		if e.ID != WarnPragmaDeprecated {
			nums = append(nums, strconv.Itoa(e.ID.Display()))
		}
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ok.cu"), []byte("int ok;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, list := range [][]string{tags, nums} {
		cmd := exec.Command(cudafe, "--gen_c_file_name", filepath.Join(dir, "ok.c"),
			"--diag_suppress="+strings.Join(list, ","), "ok.cu")
		cmd.Dir = dir
		out, _ := cmd.CombinedOutput()
		if bytes.Contains(out, []byte("Command-line error")) {
			t.Errorf("cudafe++ 13.0 rejects a catalog entry: %s", out)
		}
	}
	if len(tags) < 400 {
		t.Errorf("only %d tags checked", len(tags))
	}
}
