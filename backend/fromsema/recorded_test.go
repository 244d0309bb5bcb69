package fromsema_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/hostgen"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/stub"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// programsDir holds the programs whose stub files, module IDs and host
// trailers NVIDIA's tools wrote (recorded by the stub and hostgen tests).
const programsDir = "../stub/testdata/programs"

type variant struct {
	tag     string
	rdc     bool
	dialect stub.Dialect
}

var variants = []variant{{"11.8", false, stub.CUDA118}, {"11.8.rdc", true, stub.CUDA118},
	{"13.0", false, stub.CUDA13}, {"13.0.rdc", true, stub.CUDA13}}

// semaGaps are programs semantic analysis cannot check yet, and why (the
// tests skip them until sema catches up).
var semaGaps = map[string]string{
	"namespaces": "sema rejects ns::tk<3><<<1,1>>>(0) for template<int N> tk(int (*)[N]) (0 to int (*)[3])",
}

// knownDiffs are the places where cufe's stub knowingly differs from
// NVIDIA's, per program (NVIDIA text -> cufe text).
var knownDiffs = map[string]map[string]string{}

// analyzed caches the front end's runs: Summary only renames the result
// for another module ID, so one run serves every variant.
type analyzed struct {
	in  fromsema.Input
	dir string
}

var cache = map[string]analyzed{}

// analyze runs cufe's front end on a program (preprocessed by cufe, with
// whatever toolkit the session finds, the embedded headers in CI).
func analyze(t *testing.T, s *options.Session, name string, rdc bool) (fromsema.Input, string) {
	t.Helper()
	key := name + strconv.FormatBool(rdc)
	if a, ok := cache[key]; ok {
		return a.in, a.dir
	}
	in, dir := analyzeNow(t, s, name, rdc)
	cache[key] = analyzed{in, dir}
	return in, dir
}

func analyzeNow(t *testing.T, s *options.Session, name string, rdc bool) (fromsema.Input, string) {
	t.Helper()
	if why := semaGaps[name]; why != "" {
		t.Skipf("%s: %s", name, why)
	}
	abs, err := filepath.Abs(filepath.Join(programsDir, name+".cu"))
	if err != nil {
		t.Fatal(err)
	}
	args := []string{abs}
	if rdc {
		args = append(args, "--device-c")
	}
	o, err := options.Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	a, err := tu.Analyze(s, o, abs)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range a.Diags.Diagnostics() {
		t.Logf("%s: %s", a.Result.Files.Position(d.Pos), d.Msg)
	}
	if a.Sema == nil || a.Diags.ExitStatus() != 0 {
		t.Fatalf("%s: the front end failed", name)
	}
	return fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files}, filepath.Dir(abs) + "/"
}

// TestRecordedStubs: the summary built from cufe's own analysis of each
// program gives the stub file NVIDIA wrote, for 11.8 and 13.0, with and
// without --device-c (module IDs as NVIDIA recorded them).
func TestRecordedStubs(t *testing.T) {
	progs, _ := filepath.Glob(filepath.Join(programsDir, "*.cu"))
	if len(progs) < 8 {
		t.Fatalf("only %d programs in %s", len(progs), programsDir)
	}
	s := options.NewSession()
	for _, p := range progs {
		name := strings.TrimSuffix(filepath.Base(p), ".cu")
		t.Run(name, func(t *testing.T) {
			for _, v := range variants {
				base := filepath.Join("..", "stub", "testdata", "nvidia", name+"."+v.tag)
				id, err := os.ReadFile(base + ".module_id")
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(base + ".stub.c")
				if err != nil {
					t.Fatal(err)
				}
				in, dir := analyze(t, s, name, v.rdc)
				sum, err := fromsema.Summary(in, string(id), fromsema.Options{SourceName: name + ".cu", RDC: v.rdc})
				if err != nil {
					t.Fatalf("%s: %v", v.tag, err)
				}
				got, err := stub.Generate(sum, stub.Options{Dialect: v.dialect, ModuleID: string(id), StubFileName: name + ".cudafe1.stub.c",
					FatbinName: name + ".fatbin.c", HiddenVisibility: v.dialect == stub.CUDA13})
				if err != nil {
					t.Fatalf("%s: %v", v.tag, err)
				}
				compare(t, name+" "+v.tag, string(want), strings.ReplaceAll(string(got), dir, ""), knownDiffs[name])
			}
		})
	}
}

// TestRecordedHostRefs: under --device-c the trailer's host reference
// arrays equal NVIDIA's for the programs hostgen recorded.
func TestRecordedHostRefs(t *testing.T) {
	s := options.NewSession()
	n := 0
	for _, tag := range []string{"11.8.rdc", "13.0.rdc"} {
		recs, _ := filepath.Glob(filepath.Join("..", "hostgen", "testdata", "nvidia", "*."+tag+".trailer"))
		for _, rec := range recs {
			name := strings.TrimSuffix(filepath.Base(rec), "."+tag+".trailer")
			n++
			t.Run(name+"."+tag, func(t *testing.T) {
				want, err := os.ReadFile(rec)
				if err != nil {
					t.Fatal(err)
				}
				id, err := os.ReadFile(strings.TrimSuffix(rec, ".trailer") + ".module_id")
				if err != nil {
					t.Fatal(err)
				}
				in, _ := analyze(t, s, name, true)
				sum, err := fromsema.Summary(in, string(id), fromsema.Options{SourceName: name + ".cu", RDC: true})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				d := hostgen.CUDA118
				if strings.HasPrefix(tag, "13") {
					d = hostgen.CUDA13
				}
				got := hostgen.Trailer(sum, hostgen.Options{Dialect: d, ModuleID: string(id), StubFileName: name + ".cudafe1.stub.c"})
				compare(t, name+" "+tag+" trailer", string(want), string(got), nil)
			})
		}
	}
	if n < 10 {
		t.Fatalf("only %d recorded trailers", n)
	}
}

// TestRecordedModuleIDs: the module ID computed from cufe's analysis
// equals the one NVIDIA recorded, up to the source path (recorded in a
// temporary directory): the seed and base-name fields are compared.
func TestRecordedModuleIDs(t *testing.T) {
	s := options.NewSession()
	progs, _ := filepath.Glob(filepath.Join(programsDir, "*.cu"))
	if len(progs) < 8 {
		t.Fatalf("only %d programs in %s", len(progs), programsDir)
	}
	for _, p := range progs {
		name := strings.TrimSuffix(filepath.Base(p), ".cu")
		t.Run(name, func(t *testing.T) {
			rec, err := os.ReadFile(filepath.Join("..", "stub", "testdata", "nvidia", name+".11.8.module_id"))
			if err != nil {
				t.Fatal(err)
			}
			in, _ := analyze(t, s, name, false)
			ents, err := fromsema.IDEntities(in, fromsema.IDOptions{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			got, err := moduleid.Compute(moduleid.Inputs{SourceName: name + ".cu", Entities: ents})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			// _<crc of path>_ differs; the rest must not.
			if g, w := got[len("_00000000"):], string(rec)[len("_00000000"):]; g != w {
				t.Errorf("%s: cufe's module ID ends %q, NVIDIA's %q", name, g, w)
			}
		})
	}
}

// compare reports the first line where NVIDIA's text and cufe's differ.
func compare(t *testing.T, what, nvidia, cufe string, known map[string]string) {
	t.Helper()
	for from, to := range known {
		nvidia = strings.ReplaceAll(nvidia, from, to)
	}
	if nvidia == cufe {
		return
	}
	nl, cl := strings.Split(nvidia, "\n"), strings.Split(cufe, "\n")
	for i := 0; i < len(nl) || i < len(cl); i++ {
		var a, b string
		if i < len(nl) {
			a = nl[i]
		}
		if i < len(cl) {
			b = cl[i]
		}
		if a != b {
			t.Errorf("%s: line %d differs\nnvidia: %q\ncufe:   %q", what, i+1, a, b)
			return
		}
	}
}
