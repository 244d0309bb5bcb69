package toolkit

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// The embedded headers must be valid C++ for the host compiler in both the
// modes nvcc uses them in: plain host code, and CUDA mode, where g++ sees
// __CUDACC__ and ignores the CUDA attributes (-Wno-attributes).

func gxx(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++ on PATH")
	}
	return p
}

func extracted(t *testing.T) *Toolkit {
	t.Helper()
	tk, err := EmbeddedIn(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

// runGxx runs g++ and fails the test on any diagnostic, not only errors.
func runGxx(t *testing.T, gxx string, args ...string) {
	t.Helper()
	out, err := exec.Command(gxx, args...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// runGxxHeadersClean runs g++ on a program that is not ours: its own
// warnings are its business, but it must compile, and no diagnostic may
// point into the headers under inc.
func runGxxHeadersClean(t *testing.T, gxx, inc string, args ...string) {
	t.Helper()
	out, err := exec.Command(gxx, args...).CombinedOutput()
	if err != nil || strings.Contains(string(out), inc) {
		t.Errorf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func TestEmbeddedHeadersWithGxx(t *testing.T) {
	g := gxx(t)
	tk := extracted(t)
	prog := filepath.Join("testdata", "all_features.cpp")
	stds := []string{"c++17"}
	if !testing.Short() {
		stds = append(stds, "c++14", "c++20")
	}
	for _, std := range stds {
		t.Run("host "+std, func(t *testing.T) {
			runGxx(t, g, "-fsyntax-only", "-x", "c++", "-std="+std, "-Wall", "-Wextra", "-I", tk.IncludeDir, prog)
		})
		t.Run("cuda "+std, func(t *testing.T) {
			runGxx(t, g, "-fsyntax-only", "-x", "c++", "-std="+std, "-Wall", "-Wextra", "-D__CUDACC__", "-Wno-attributes",
				"-I", tk.IncludeDir, "-include", "cuda_runtime.h", prog)
		})
	}
}

// Each header on its own, in both modes: none may depend on being included
// after another.
func TestEmbeddedHeadersStandAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("one g++ run per header")
	}
	g := gxx(t)
	tk := extracted(t)
	files, err := embeddedHeaders()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range files {
		if f.name == "crt/host_runtime.h" {
			continue // only meaningful inside a front end's output
		}
		src := filepath.Join(dir, strings.ReplaceAll(f.name, "/", "_")+".cpp")
		os.WriteFile(src, []byte("#include \""+f.name+"\"\n#include \""+f.name+"\"\n"), 0o644)
		runGxx(t, g, "-fsyntax-only", "-std=c++17", "-Wall", "-I", tk.IncludeDir, src)
		runGxx(t, g, "-fsyntax-only", "-std=c++17", "-Wall", "-D__CUDACC__", "-Wno-attributes", "-I", tk.IncludeDir, src)
	}
}

// launch matches a kernel launch `name<targs><<<config>>>(`.
var launch = regexp.MustCompile(`([A-Za-z_]\w*(?:\s*<[^<>;()]*>)?)\s*<<<(.*?)>>>\s*\(`)

// lowerLaunches rewrites kernel launches the way a CUDA front end's host
// output spells them, which g++ can compile.
func lowerLaunches(src string) string {
	return launch.ReplaceAllString(src, "(__cudaPushCallConfiguration($2)) ? (void)0 : $1(")
}

func TestLowerLaunches(t *testing.T) {
	got := lowerLaunches("k<<<g, b>>>(x); m<16, float><<<grid, block, 0, s>>>(a, b);")
	want := "(__cudaPushCallConfiguration(g, b)) ? (void)0 : k(x); (__cudaPushCallConfiguration(grid, block, 0, s)) ? (void)0 : m<16, float>(a, b);"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func programs(t *testing.T) []string {
	t.Helper()
	progs, err := filepath.Glob(filepath.Join("testdata", "programs", "*.cu"))
	if err != nil || len(progs) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	return progs
}

// TestCUDAProgramsWithGxx compiles real-looking CUDA programs against the
// embedded headers as a CUDA front end's host output would see them.
func TestCUDAProgramsWithGxx(t *testing.T) {
	g := gxx(t)
	tk := extracted(t)
	dir := t.TempDir()
	for _, p := range programs(t) {
		t.Run(filepath.Base(p), func(t *testing.T) {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			lowered := lowerLaunches(string(data))
			if strings.Contains(lowered, "<<<") {
				t.Fatal("a launch was not lowered")
			}
			src := filepath.Join(dir, strings.TrimSuffix(filepath.Base(p), ".cu")+".cpp")
			if err := os.WriteFile(src, []byte(lowered), 0o644); err != nil {
				t.Fatal(err)
			}
			runGxxHeadersClean(t, g, tk.IncludeDir, "-fsyntax-only", "-x", "c++", "-std=c++17", "-Wall", "-Wextra",
				"-D__CUDACC__", "-Wno-attributes", "-I", tk.IncludeDir, "-include", "cuda_runtime.h", src)
		})
	}
}

// TestCUDAProgramsWithNVCC118 gives NVIDIA's own pipeline (cicc, cudafe++,
// ptxas, then g++ on cudafe++'s output, which includes crt/host_runtime.h)
// the embedded headers instead of the toolkit's: nvcc puts user -I
// directories first. Mostly with -rdc=true, because the embedded set has no
// device implementations of the intrinsics, which ptxas would otherwise
// demand.
func TestCUDAProgramsWithNVCC118(t *testing.T) {
	o := oracle118(t)
	if testing.Short() {
		t.Skip("runs nvcc")
	}
	tk := extracted(t)
	dir := t.TempDir()
	type build struct {
		src string
		rdc bool
	}
	var builds []build
	for _, p := range append(programs(t), filepath.Join("testdata", "all_features.cpp")) {
		builds = append(builds, build{p, true})
	}
	// Whole-program mode registers through __cudaRegisterBinary instead;
	// these two call no intrinsic that needs a device definition.
	for _, p := range []string{"vector_add.cu", "matmul_tiled.cu"} {
		builds = append(builds, build{filepath.Join("testdata", "programs", p), false})
	}
	for _, b := range builds {
		p := b.src
		name := filepath.Base(p)
		if !b.rdc {
			name += " whole-program"
		}
		t.Run(name, func(t *testing.T) {
			args := append(append([]string{}, o.nvcc[1:]...), "-arch=sm_70", "-rdc="+fmt.Sprint(b.rdc), "-I", tk.IncludeDir, "-x", "cu", "-c", p,
				"-o", filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".o"))
			out, err := exec.Command(o.nvcc[0], args...).CombinedOutput()
			if err != nil {
				t.Fatalf("nvcc: %v\n%s", err, out)
			}
			if len(out) > 0 {
				t.Errorf("nvcc printed diagnostics:\n%s", out)
			}
		})
	}
}

// enumerators lists the enumerator and object-like macro names the embedded
// headers define with a numeric value.
func enumerators(t *testing.T) []string {
	files, err := embeddedHeaders()
	if err != nil {
		t.Fatal(err)
	}
	enumLine := regexp.MustCompile(`(?m)^\s+(cuda[A-Za-z0-9]+)\s*=\s*-?(?:0x)?[0-9A-Fa-f]+,?\s*$`)
	defLine := regexp.MustCompile(`(?m)^#define\s+(cuda[A-Za-z0-9]+)\s+(?:0x[0-9A-Fa-f]+|\d+|\(\(int\)-?\d+\))\s*$`)
	seen := map[string]bool{}
	var names []string
	for _, f := range files {
		for _, re := range []*regexp.Regexp{enumLine, defLine} {
			for _, m := range re.FindAllSubmatch(f.data, -1) {
				if n := string(m[1]); !seen[n] {
					seen[n] = true
					names = append(names, n)
				}
			}
		}
	}
	sort.Strings(names)
	return names
}

// valueProgram prints the value of each name, the layout of the vector
// types and the offsets of fields, one per line.
func valueProgram(names []string, types []string, fields map[string][]string) string {
	var b strings.Builder
	b.WriteString("#include <cuda_runtime.h>\n#include <cstdio>\n#include <cstddef>\nint main() {\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  std::printf(\"%s %%lld\\n\", (long long)(%s));\n", n, n)
	}
	for _, ty := range types {
		fmt.Fprintf(&b, "  std::printf(\"sizeof(%s) %%zu alignof %%zu\\n\", sizeof(%s), alignof(%s));\n", ty, ty, ty)
	}
	var structs []string
	for s := range fields {
		structs = append(structs, s)
	}
	sort.Strings(structs)
	for _, s := range structs {
		for _, f := range fields[s] {
			fmt.Fprintf(&b, "  std::printf(\"offsetof(%s, %s) %%zu\\n\", offsetof(%s, %s));\n", s, f, s, f)
		}
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}

func buildAndRun(t *testing.T, gxx, include, src string) string {
	t.Helper()
	dir := t.TempDir()
	cpp := filepath.Join(dir, "values.cpp")
	if err := os.WriteFile(cpp, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "values")
	if out, err := exec.Command(gxx, "-std=c++17", "-w", "-I", include, cpp, "-o", exe).CombinedOutput(); err != nil {
		t.Fatalf("g++ -I %s: %v\n%s", include, err, out)
	}
	out, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

var wordChars = regexp.MustCompile(`[A-Za-z0-9_]+`)

// namesIn returns which of names occur as words in the toolkit's headers.
func namesIn(t *testing.T, inc string, names []string) []string {
	words := map[string]bool{}
	for _, h := range []string{"driver_types.h", "texture_types.h", "surface_types.h", "cuda_runtime_api.h"} {
		data, err := os.ReadFile(filepath.Join(inc, h))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range wordChars.FindAll(data, -1) {
			words[string(w)] = true
		}
	}
	var out []string
	for _, n := range names {
		if words[n] {
			out = append(out, n)
		}
	}
	return out
}

var vectorTypes = func() []string {
	var out []string
	for _, b := range []string{"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "longlong", "ulonglong", "double"} {
		for n := 1; n <= 4; n++ {
			out = append(out, fmt.Sprintf("%s%d", b, n))
		}
	}
	return append(out, "dim3", "cudaChannelFormatDesc", "cudaResourceDesc", "cudaTextureDesc", "cudaPointerAttributes",
		"cudaExtent", "cudaPitchedPtr", "cudaPos", "cudaMemcpy3DParms", "cudaUUID_t",
		"cudaKernelNodeParams", "cudaMemsetParams", "cudaHostNodeParams",
		"cudaGraphInstantiateParams", "cudaGraphExecUpdateResultInfo", "cudaGraphEdgeData")
}()

// cuda12Types are the vectorTypes CUDA 12 introduced, absent from 11.8.
var cuda12Types = []string{"cudaGraphInstantiateParams", "cudaGraphExecUpdateResultInfo", "cudaGraphEdgeData"}

// compareValues builds the value program against the toolkit and the
// embedded set and requires identical output. differ lists the types whose
// layout the toolkit's version changed from CUDA 12's.
func compareValues(t *testing.T, o oracle, fields map[string][]string, differ ...string) {
	g := gxx(t)
	emb := extracted(t)
	names := namesIn(t, o.tk.IncludeDir, enumerators(t))
	if len(names) < 300 {
		t.Fatalf("only %d names shared with the toolkit", len(names))
	}
	for _, n := range []string{"cudaStreamCaptureModeGlobal", "cudaGraphNodeTypeMemFree", "cudaGraphExecUpdateErrorAttributesChanged"} {
		if !contains(names, n) {
			t.Errorf("%s is not among the names checked", n)
		}
	}
	var types []string
	for _, ty := range vectorTypes {
		if !contains(differ, ty) {
			types = append(types, ty)
		}
	}
	src := valueProgram(names, types, fields)
	want := buildAndRun(t, g, o.tk.IncludeDir, src)
	got := buildAndRun(t, g, emb.IncludeDir, src)
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range wl {
		if i >= len(gl) || gl[i] != wl[i] {
			g := "(missing)"
			if i < len(gl) {
				g = gl[i]
			}
			t.Errorf("CUDA %s says %q, embedded says %q", o.tk.Version(), wl[i], g)
		}
	}
}

// TestEmbeddedValuesMatchCUDA118 checks error numbers, enumerators, flag
// macros, vector type layouts and the offsets of every CUDA 11.8 field of
// cudaDeviceProp and cudaFuncAttributes (CUDA 12 only appended fields).
func TestEmbeddedValuesMatchCUDA118(t *testing.T) {
	o := oracle118(t)
	fields := map[string][]string{}
	for _, s := range []string{"cudaDeviceProp", "cudaFuncAttributes"} {
		fields[s] = structFields(t, filepath.Join(o.tk.IncludeDir, "driver_types.h"), s)
		if len(fields[s]) < 8 {
			t.Fatalf("found only %d fields of %s", len(fields[s]), s)
		}
	}
	// 12.0 replaced cudaFuncAttributes' tail; its first ten fields stayed.
	fields["cudaFuncAttributes"] = fields["cudaFuncAttributes"][:10]
	// 12.0 merged cudaTextureDesc_v2 into cudaTextureDesc (seamlessCubemap).
	compareValues(t, o, fields, append([]string{"cudaTextureDesc"}, cuda12Types...)...)
}

func TestEmbeddedValuesMatchCUDA130(t *testing.T) {
	o := oracle130(t)
	// 13.0 grew cudaResourceDesc (flags, a reserved union member) and
	// cudaPointerAttributes (reserved words) beyond CUDA 12's layout.
	compareValues(t, o, map[string][]string{"cudaFuncAttributes": structFields(t, filepath.Join(o.tk.IncludeDir, "driver_types.h"), "cudaFuncAttributes")},
		"cudaResourceDesc", "cudaPointerAttributes")
}

// structFields reads the field names of `struct __device_builtin__ NAME`.
func structFields(t *testing.T, header, name string) []string {
	data, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "struct __device_builtin__ "+name+"\n")
	if start < 0 {
		t.Fatalf("%s: no struct %s", header, name)
	}
	end := strings.Index(text[start:], "\n};")
	field := regexp.MustCompile(`(?m)^\s+[A-Za-z_][\w\s\*]*?\b([A-Za-z_]\w*)\s*(?:\[[^\]]*\])*\s*;`)
	var out []string
	for _, m := range field.FindAllStringSubmatch(text[start:start+end], -1) {
		if !strings.HasPrefix(m[1], "reserved") {
			out = append(out, m[1])
		}
	}
	return out
}
