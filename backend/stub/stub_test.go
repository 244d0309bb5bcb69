package stub

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/internal/oracle"
	"github.com/cufe-dev/cufe/backend/summary"
)

var update = flag.Bool("update", false, "record NVIDIA's outputs into testdata/nvidia (needs CUDA_ORACLE and CUDA13_ORACLE)")

// variant is one way a program is compiled.
type variant struct {
	dialect Dialect
	tk      string // toolkit name, as oracle.Toolkit.Name
	rdc     bool
}

var variants = []variant{{CUDA118, "11.8", false}, {CUDA118, "11.8", true}, {CUDA13, "13.0", false}, {CUDA13, "13.0", true}}

func (v variant) tag() string {
	s := v.tk
	if v.rdc {
		s += ".rdc"
	}
	return s
}

func optionsFor(name, id string, v variant) Options {
	return Options{Dialect: v.dialect, ModuleID: id, StubFileName: name + ".cudafe1.stub.c", FatbinName: name + ".fatbin.c",
		HiddenVisibility: v.dialect == CUDA13}
}

func generate(t *testing.T, p program, id string, v variant) string {
	t.Helper()
	tu := p.summary(id)
	tu.RDC = v.rdc
	out, err := Generate(tu, optionsFor(p.name, id, v))
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// compare reports the first difference between NVIDIA's text and cufe's.
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

// TestRecordedNVIDIA compares cufe's stub with the stub NVIDIA's tools
// wrote for the same program (testdata/nvidia, recorded with -update).
func TestRecordedNVIDIA(t *testing.T) {
	n := 0
	for _, p := range programs {
		for _, v := range variants {
			base := filepath.Join("testdata", "nvidia", p.name+"."+v.tag())
			id, err := os.ReadFile(base + ".module_id")
			if err != nil {
				t.Fatalf("%s: %v (record with go test -update and the oracle)", p.name, err)
			}
			want, err := os.ReadFile(base + ".stub.c")
			if err != nil {
				t.Fatal(err)
			}
			n++
			compare(t, p.name+" "+v.tag(), string(want), generate(t, p, string(id), v), p.knownDiffs)
		}
	}
	if n < 20 {
		t.Fatalf("only %d recorded outputs", n)
	}
}

// TestOracleStubs runs NVIDIA's tools on the programs now and compares;
// with -update it records their outputs.
func TestOracleStubs(t *testing.T) {
	tks := map[string]oracle.Toolkit{}
	for _, tk := range oracle.Toolkits() {
		tks[tk.Name] = tk
	}
	if len(tks) == 0 {
		t.Skip("CUDA_ORACLE / CUDA13_ORACLE not set")
	}
	if testing.Short() {
		t.Skip("runs nvcc")
	}
	for _, p := range programs {
		for _, v := range variants {
			tk, ok := tks[v.tk]
			if !ok {
				continue
			}
			dir := t.TempDir()
			for _, f := range []string{p.name + ".cu", "hk.cuh"} {
				data, err := os.ReadFile(filepath.Join("testdata", "programs", f))
				if err == nil {
					err = os.WriteFile(filepath.Join(dir, f), data, 0o644)
				}
				if err != nil && f != "hk.cuh" {
					t.Fatal(err)
				}
			}
			out, err := tk.Run(dir, p.name+".cu", v.rdc)
			if err != nil {
				t.Fatalf("%s %s: %v", p.name, v.tag(), err)
			}
			compare(t, fmt.Sprintf("%s %s (live)", p.name, v.tag()), string(out.Stub), generate(t, p, out.ModuleID, v), p.knownDiffs)
			if *update {
				base := filepath.Join("testdata", "nvidia", p.name+"."+v.tag())
				os.MkdirAll(filepath.Dir(base), 0o755)
				for ext, data := range map[string][]byte{".module_id": []byte(out.ModuleID), ".stub.c": out.Stub} {
					if err := os.WriteFile(base+ext, data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

func TestUnsupported(t *testing.T) {
	tu := &summary.TU{Kernels: []summary.Kernel{{Name: "k", Mangled: "_Z1kRi", Params: params(ts(ref(b("int"))), 8, 8),
		Pos: pos("x.cu", 3, 3, 3)}}}
	_, err := Generate(tu, Options{})
	if err == nil || !strings.Contains(err.Error(), "x.cu:3: kernel k") || !strings.Contains(err.Error(), "reference") {
		t.Errorf("reference parameter: %v", err)
	}
	mfp := &summary.Type{Kind: summary.MemberPointer, Class: rec("K", "1K", 1), Elem: &summary.Type{Kind: summary.Function, Elem: b("void")}}
	tu.Kernels[0].Params = params(ts(mfp), 16, 8)
	if _, err := Generate(tu, Options{}); err == nil || !strings.Contains(err.Error(), "pointer-to-member-function") {
		t.Errorf("member function pointer: %v", err)
	}
}
