package host

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/hostgen"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// testModuleID is the module ID the tests name anonymous namespaces with.
const testModuleID = "_0123abcd_9_kernels_cu_5f3e2a1b"

type diagList struct{ diags []diag.Diagnostic }

func (l *diagList) Report(d diag.Diagnostic) { l.diags = append(l.diags, d) }

// translate reads a .ii, parses it and returns its host translation.
func translate(t *testing.T, path string, src []byte, prologue, epilogue []byte) ([]byte, error) {
	t.Helper()
	var l diagList
	res := pp.ReadPreprocessed(path, src, &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	for _, d := range l.diags {
		if d.Severity >= diag.Error {
			t.Fatalf("%s: %s", res.Files.Position(d.Pos), d.Msg)
		}
	}
	out, err := Generate(&Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID,
		Prologue: prologue, Epilogue: epilogue})
	if e, ok := err.(*Error); ok {
		return nil, &Error{Pos: e.Pos, Msg: res.Files.Position(e.Pos).String() + ": " + e.Msg}
	}
	return out, err
}

// TestGolden compares the translation of each testdata/*.ii with its
// .golden file (refresh with -update after checking the difference).
func TestGolden(t *testing.T) {
	inputs, _ := filepath.Glob("testdata/*.ii")
	if len(inputs) == 0 {
		t.Fatal("no testdata/*.ii")
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := translate(t, in, src, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(in, ".ii") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("translation of %s differs from %s:\n%s", in, golden, firstDiff(string(got), string(want)))
			}
		})
	}
}

// TestGxxAcceptsTranslation: g++ compiles the translations (with NVIDIA's
// boilerplate in front, as backend/hostgen writes it) without a message.
func TestGxxAcceptsTranslation(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	inputs, _ := filepath.Glob("testdata/*.ii")
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			header := hostgen.Header(&summary.TU{SourceName: filepath.Base(in)}, hostgen.Options{ModuleID: testModuleID})
			stub, err := os.ReadFile(strings.TrimSuffix(in, ".ii") + ".stub.c")
			if err != nil {
				t.Fatal(err)
			}
			got, err := translate(t, in, src, header, stub)
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "x.cudafe1.cpp")
			if err := os.WriteFile(out, got, 0o644); err != nil {
				t.Fatal(err)
			}
			abs, _ := filepath.Abs("testdata/include")
			cmd := exec.Command(gxx, "-std=c++17", "-fsyntax-only", "-Wall", "-I", abs, out)
			msg, err := cmd.CombinedOutput()
			if err != nil || len(msg) > 0 {
				t.Fatalf("g++ -fsyntax-only: %v\n%s", err, msg)
			}
		})
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return "line " + itoa(i+1) + ":\n got:  " + al[i] + "\n want: " + bl[i]
		}
	}
	return "lengths differ: " + itoa(len(al)) + " vs " + itoa(len(bl)) + " lines"
}

func itoa(i int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(i)) }

func fmtInt(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	return string(b)
}
