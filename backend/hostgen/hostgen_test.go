package hostgen

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/internal/oracle"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
)

var update = flag.Bool("update", false, "record NVIDIA's header and trailer into testdata/nvidia (needs the oracle)")

// The programs are backend/stub's test programs.
const programDir = "../stub/testdata/programs"

var programs = []string{"basic", "namespaces", "paramtypes", "linkage", "scopes", "bodies", "templates"}

type variant struct {
	dialect Dialect
	tk      string
	rdc     bool
}

var variants = []variant{{CUDA118, "11.8", false}, {CUDA118, "11.8", true}, {CUDA13, "13.0", false}, {CUDA13, "13.0", true}}

func (v variant) tag() string {
	if v.rdc {
		return v.tk + ".rdc"
	}
	return v.tk
}

// hostRefs are the .nvHR* entries of each program under -rdc: the device
// entities its host code references, as NVIDIA writes them (kernel
// templates as <prefix>*<name>*, see the package doc).
func hostRefs(prog, id string) summary.HostRefs {
	st := moduleid.StaticPrefix(id)
	anon := moduleid.AnonNamespace(id)
	switch prog {
	case "basic":
		return summary.HostRefs{
			KernelInternal: []string{st + "*2kt*", st + fmt.Sprintf("*%d%s2k3*", len(anon), anon)},
			KernelExternal: []string{"_Z2kt*"},
			DeviceExternal: []string{"mv"},
		}
	case "namespaces":
		return summary.HostRefs{
			KernelInternal: []string{st + "*3tk2*", st + "*2ns2tk*"},
			KernelExternal: []string{"_Z3tk2*", "_ZN2ns2tk*"},
		}
	case "paramtypes":
		return summary.HostRefs{KernelInternal: []string{st + "*5first*"}, KernelExternal: []string{"_Z5first*"}}
	case "scopes":
		return summary.HostRefs{
			KernelInternal: []string{st + "*2tg*", st + "*2n12tn*"},
			KernelExternal: []string{"_Z2tg*", "_ZN2n12tn*"},
		}
	case "templates":
		return summary.HostRefs{
			KernelInternal: []string{st + "*2tp*", st + "*2tv*", st + "*2t0*", st + "*2t2*", st + "*2ns3in22nt*"},
			KernelExternal: []string{"_Z2tp*", "_Z2tv*", "_Z2t0*", "_Z2t2*", "_ZN2ns3in22nt*"},
		}
	}
	return summary.HostRefs{}
}

func tuFor(prog string, v variant, id string) *summary.TU {
	return &summary.TU{SourceName: prog + ".cu", RDC: v.rdc, HostRefs: hostRefs(prog, id)}
}

func optionsFor(prog, id string, v variant) Options {
	return Options{Dialect: v.dialect, ModuleID: id, StubFileName: prog + ".cudafe1.stub.c", HiddenVisibility: v.dialect == CUDA13}
}

// bodyStart finds the first line directive naming a file after line 1:
// where NVIDIA's boilerplate ends and the TU's declarations begin.
var bodyStart = regexp.MustCompile(`(?m)^# [0-9]+ "`)

// split cuts NVIDIA's host translation into header and trailer.
func split(cpp []byte, stubName string) (header, trailer string, err error) {
	s := string(cpp)
	locs := bodyStart.FindAllStringIndex(s, 2)
	if len(locs) < 2 {
		return "", "", fmt.Errorf("no declarations after the header")
	}
	header = s[:locs[1][0]]
	i := strings.LastIndex(s, "\n# 1 \""+stubName+"\"\n#define _NV_ANON_NAMESPACE")
	if i < 0 {
		return "", "", fmt.Errorf("no trailer")
	}
	return header, s[i:], nil
}

func compare(t *testing.T, what, nvidia, cufe string) {
	t.Helper()
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

func check(t *testing.T, prog string, v variant, id, header, trailer string) {
	t.Helper()
	tu := tuFor(prog, v, id)
	opts := optionsFor(prog, id, v)
	compare(t, prog+" "+v.tag()+" header", header, string(Header(tu, opts)))
	compare(t, prog+" "+v.tag()+" trailer", trailer, string(Trailer(tu, opts)))
}

func TestRecordedNVIDIA(t *testing.T) {
	n := 0
	for _, prog := range programs {
		for _, v := range variants {
			base := filepath.Join("testdata", "nvidia", prog+"."+v.tag())
			var parts [3]string
			for i, ext := range []string{".module_id", ".header", ".trailer"} {
				data, err := os.ReadFile(base + ext)
				if err != nil {
					t.Fatalf("%v (record with go test -update and the oracle)", err)
				}
				parts[i] = string(data)
			}
			n++
			check(t, prog, v, parts[0], parts[1], parts[2])
		}
	}
	if n < 20 {
		t.Fatalf("only %d recorded", n)
	}
}

func TestOracleBoilerplate(t *testing.T) {
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
	for _, prog := range programs {
		for _, v := range variants {
			tk, ok := tks[v.tk]
			if !ok {
				continue
			}
			dir := t.TempDir()
			for _, f := range []string{prog + ".cu", "hk.cuh"} {
				if data, err := os.ReadFile(filepath.Join(programDir, f)); err == nil {
					if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			out, err := tk.Run(dir, prog+".cu", v.rdc)
			if err != nil {
				t.Fatal(err)
			}
			header, trailer, err := split(out.HostCpp, prog+".cudafe1.stub.c")
			if err != nil {
				t.Fatalf("%s %s: %v", prog, v.tag(), err)
			}
			check(t, prog, v, out.ModuleID, header, trailer)
			if *update {
				base := filepath.Join("testdata", "nvidia", prog+"."+v.tag())
				os.MkdirAll(filepath.Dir(base), 0o755)
				for ext, data := range map[string]string{".module_id": out.ModuleID, ".header": header, ".trailer": trailer} {
					if err := os.WriteFile(base+ext, []byte(data), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

func TestExtendedLambdaHeader(t *testing.T) {
	tu := &summary.TU{SourceName: "u.cu", ExtendedLambda: true}
	got := string(Header(tu, Options{}))
	// As cudafe++ 11.8 writes it with --extended-lambda: no trait macros.
	if strings.Contains(got, "__nv_is_extended") || !strings.HasSuffix(got, "\"-Wunused-variable\"\n\n# 1\n# 1\n") {
		t.Errorf("extended-lambda header:\n%s", got)
	}
}
