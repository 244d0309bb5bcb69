package stub

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/hostgen"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// TestGxxEmbeddedHeaders compiles a host translation made of hostgen's
// boilerplate, a hand-written equivalent of what NVIDIA's front end writes
// for basic.cu's own declarations (testdata/host), and the stub file, with
// g++ -fsyntax-only against cufe's embedded CUDA headers: they must accept
// the stub in both dialects as NVIDIA's 11.8 and 13.0 headers do. No CUDA
// toolkit needed.
func TestGxxEmbeddedHeaders(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	tk, err := toolkit.EmbeddedIn(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	host, err := os.ReadFile(filepath.Join("testdata", "host", "basic.host.cpp"))
	if err != nil {
		t.Fatal(err)
	}
	const id = "_1cad42b7_8_basic_cu_587774ad"
	// Every variant: the 11.8 protocol and 13.0's (two-argument
	// __cudaLaunch, hidden-visibility stubs), whole-program and -rdc.
	for _, v := range variants {
		rdc := v.rdc
		dir := t.TempDir()
		p := programs[0]
		tu := p.summary(id)
		tu.RDC = rdc
		tu.SourceName = "basic.cu"
		opts := optionsFor(p.name, id, v)
		stubText, err := Generate(tu, opts)
		if err != nil {
			t.Fatal(err)
		}
		hopts := hostgen.Options{Dialect: hostgen.CUDA118, ModuleID: id, StubFileName: opts.StubFileName,
			HiddenVisibility: opts.HiddenVisibility}
		if v.dialect == CUDA13 {
			hopts.Dialect = hostgen.CUDA13
		}
		var cpp strings.Builder
		cpp.Write(hostgen.Header(tu, hopts))
		cpp.WriteString("#include <cstdlib>\n#include <cstddef>\n")
		cpp.WriteString("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n")
		cpp.WriteString("#include \"crt/host_runtime.h\"\n#include \"cuda_runtime.h\"\n")
		cpp.WriteString(strings.ReplaceAll(string(host), "MODULEID", id))
		cpp.Write(hostgen.Trailer(tu, hopts))
		fatbin := "static const unsigned long long __fatDeviceText[2] = {0, 0};\n"
		if rdc {
			fatbin += "static const unsigned long long __fatbinwrap" + id + "[2] = {0, 0};\n"
		}
		for name, data := range map[string]string{"basic.cudafe1.cpp": cpp.String(), opts.StubFileName: string(stubText),
			opts.FatbinName: fatbin} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(gxx, "-fsyntax-only", "-x", "c++", "-std=c++17", "-Wall", "-D__CUDACC__", "-Wno-attributes",
			"-I", tk.IncludeDir, "basic.cudafe1.cpp")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("%s: g++: %v\n%s", v.tag(), err, out)
		}
	}
}
