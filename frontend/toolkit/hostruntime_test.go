package toolkit

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// crt/host_runtime.h is the interface between a CUDA front end's host
// output (x.cudafe1.cpp and the stub file it includes) and the headers.
// testdata/hostruntime holds NVIDIA's output for hostruntime.cu in each of
// the four ways cufe writes it (CUDA 11.8 and 13.0 protocols, whole-program
// and -rdc), recorded with the embedded headers (go test -run
// TestRecordHostRuntime -update-hostruntime, with CUDA_ORACLE and
// CUDA13_ORACLE set). Without a toolkit, TestHostRuntimeWithGxx compiles
// them against the embedded headers.

var updateHostRuntime = flag.Bool("update-hostruntime", false,
	"record NVIDIA's host output for testdata/hostruntime (needs CUDA_ORACLE and CUDA13_ORACLE)")

// hostRuntimeVariant is one way NVIDIA's front end writes the output.
type hostRuntimeVariant struct {
	tag    string // file name part: 11.8, 11.8.rdc, 13.0, 13.0.rdc
	cuda13 bool
	rdc    bool
}

var hostRuntimeVariants = []hostRuntimeVariant{
	{"11.8", false, false}, {"11.8.rdc", false, true}, {"13.0", true, false}, {"13.0.rdc", true, true},
}

// headersCut replaces, in a recorded host translation, the declarations
// that came from system and CUDA headers: they depend on the machine's
// libstdc++ and weigh hundreds of kilobytes. TestHostRuntimeWithGxx puts
// the headers themselves there instead.
const headersCut = "// cufe: the declarations from system and CUDA headers were cut here"

// headersInstead is what stands in their place: the C++ headers whose
// contents NVIDIA's output inlines, then crt/host_runtime.h's first
// inclusion (which cudafe++ writes among them) and the rest of the CUDA
// headers, read in CUDA mode.
const headersInstead = "#include <cstddef>\n#include <cstdlib>\n#include \"crt/host_runtime.h\"\n#include \"cuda_runtime.h\""

var lineMarker = regexp.MustCompile(`^# \d+ "([^"]*)"`)

// cutHeaders removes from host (x.cudafe1.cpp for src) the lines from the
// first line marker naming another file than src and the stub up to src's
// first line after crt/host_runtime.h's inclusion. It fails on any other
// layout rather than guess.
func cutHeaders(host []byte, src, stub string) ([]byte, error) {
	lines := strings.SplitAfter(string(host), "\n")
	start, include, end := -1, -1, -1
	for i, l := range lines {
		l = strings.TrimRight(l, "\n")
		m := lineMarker.FindStringSubmatch(l)
		switch {
		case start < 0 && m != nil && m[1] != src && m[1] != stub:
			start = i
		case start >= 0 && include < 0 && l == `#include "crt/host_runtime.h"`:
			include = i
		case include >= 0 && m != nil && m[1] == src:
			end = i
		}
		if end >= 0 {
			break
		}
	}
	if start < 0 || include < 0 || end < 0 {
		return nil, fmt.Errorf("%s's host translation: no header section ending after crt/host_runtime.h's inclusion (%d, %d, %d)",
			src, start, include, end)
	}
	var b strings.Builder
	for _, l := range lines[:start] {
		b.WriteString(l)
	}
	b.WriteString(headersCut + "\n")
	for _, l := range lines[end:] {
		b.WriteString(l)
	}
	return []byte(b.String()), nil
}

func hostRuntimeFiles(v hostRuntimeVariant) (host, stub string) {
	base := filepath.Join("testdata", "hostruntime", "hostruntime."+v.tag)
	return base + ".cudafe1.cpp", base + ".stub.c"
}

// TestHostRuntimeWithGxx compiles NVIDIA's recorded host output, stub
// included, against the embedded headers: both protocols must be accepted.
func TestHostRuntimeWithGxx(t *testing.T) {
	g := gxx(t)
	tk := extracted(t)
	for _, v := range hostRuntimeVariants {
		t.Run(v.tag, func(t *testing.T) {
			hostFile, stubFile := hostRuntimeFiles(v)
			host, err := os.ReadFile(hostFile)
			if err != nil {
				t.Fatal(err)
			}
			stub, err := os.ReadFile(stubFile)
			if err != nil {
				t.Fatal(err)
			}
			// The recordings must be of the protocol they are named for.
			if got := bytes.Contains(stub, []byte(", 0U)")) && bytes.Contains(stub, []byte(`visibility("hidden")`)); got != v.cuda13 {
				t.Fatalf("%s: 13.0 form (two-argument __cudaLaunch, hidden stubs) is %v, want %v", stubFile, got, v.cuda13)
			}
			if got := bytes.Contains(stub, []byte("#define __NV_MODULE_ID ")); got != v.rdc {
				t.Fatalf("%s: -rdc form is %v, want %v", stubFile, got, v.rdc)
			}
			if bytes.Count(host, []byte(headersCut)) != 1 {
				t.Fatalf("%s: want one %q line", hostFile, headersCut)
			}
			dir := t.TempDir()
			files := map[string]string{
				"hostruntime.cudafe1.cpp":    strings.Replace(string(host), headersCut, headersInstead, 1),
				"hostruntime.cudafe1.stub.c": string(stub),
				"hostruntime.fatbin.c":       fakeFatbin(stub),
			}
			for name, data := range files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command(g, "-fsyntax-only", "-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-D__CUDACC__", "-Wno-attributes",
				"-I", tk.IncludeDir, "hostruntime.cudafe1.cpp")
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
				t.Errorf("g++: %v\n%s", err, out)
			}
		})
	}
}

// TestRecordHostRuntime runs NVIDIA's front ends on hostruntime.cu with the
// embedded headers, compiles their complete output with g++ -c, checks
// that the header section can be cut, and with -update-hostruntime records
// the result for TestHostRuntimeWithGxx.
func TestRecordHostRuntime(t *testing.T) {
	if testing.Short() {
		t.Skip("runs NVIDIA's front ends")
	}
	gxx(t)
	tk := extracted(t)
	src, err := os.ReadFile(filepath.Join("testdata", "hostruntime", "hostruntime.cu"))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range hostRuntimeVariants {
		t.Run(v.tag, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "hostruntime.cu"), src, 0o644); err != nil {
				t.Fatal(err)
			}
			var host, stub []byte
			if v.cuda13 {
				out := runNVIDIA130(t, oracle130(t).tk.Root, tk.IncludeDir, dir, "hostruntime", v.rdc)
				host, stub = out.HostCpp, out.Stub
			} else {
				o := oracle118(t)
				args := append(append([]string{}, o.nvcc[1:]...), "-arch=sm_70", "-rdc="+fmt.Sprint(v.rdc), "-I", tk.IncludeDir,
					"-keep", "-c", "hostruntime.cu", "-o", "nvcc.o")
				cmd := exec.Command(o.nvcc[0], args...)
				cmd.Dir = dir
				if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
					t.Fatalf("nvcc: %v\n%s", err, out)
				}
				if host, err = os.ReadFile(filepath.Join(dir, "hostruntime.cudafe1.cpp")); err != nil {
					t.Fatal(err)
				}
				if stub, err = os.ReadFile(filepath.Join(dir, "hostruntime.cudafe1.stub.c")); err != nil {
					t.Fatal(err)
				}
			}
			compileHost(t, tk.IncludeDir, dir, "hostruntime", stub)
			cut, err := cutHeaders(host, "hostruntime.cu", "hostruntime.cudafe1.stub.c")
			if err != nil {
				t.Fatal(err)
			}
			if *updateHostRuntime {
				hostFile, stubFile := hostRuntimeFiles(v)
				if err := os.WriteFile(hostFile, cut, 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(stubFile, stub, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestCutHeaders(t *testing.T) {
	host := strings.Join([]string{
		`# 1 "a.cu"`, `static char boilerplate;`, `# 1`, `# 31 "/usr/include/types.h" 3`, `typedef int t;`,
		`#include "crt/host_runtime.h"`, `# 12 "/inc/cuda_runtime.h"`, `void f();`,
		`# 3 "a.cu"`, `void k();`, `# 1 "a.cudafe1.stub.c"`, `#include "a.cudafe1.stub.c"`, ``,
	}, "\n")
	got, err := cutHeaders([]byte(host), "a.cu", "a.cudafe1.stub.c")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		`# 1 "a.cu"`, `static char boilerplate;`, `# 1`, headersCut,
		`# 3 "a.cu"`, `void k();`, `# 1 "a.cudafe1.stub.c"`, `#include "a.cudafe1.stub.c"`, ``,
	}, "\n")
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// No crt/host_runtime.h inclusion: not a front end's output.
	if _, err := cutHeaders([]byte(`# 1 "a.cu"`+"\n"+`# 2 "/x.h"`+"\n"+`# 3 "a.cu"`+"\n"), "a.cu", "a.cudafe1.stub.c"); err == nil {
		t.Error("cut a translation without crt/host_runtime.h")
	}
}
