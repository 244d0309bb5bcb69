package tu

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/internal/stubreg"
)

// compiled is one cufe compile of a .cu with a stub file asked for.
type compiled struct {
	out      *Output
	stub     string // the stub file's text; "" when none was written
	host     string // the host translation's path
	stubPath string
	kernels  bool // the device side was checked for its kernels
}

// compileWithStub runs cufe compile on src (written to dir/name unless
// name is "") with the host outputs and extra flags.
func compileWithStub(t *testing.T, s *options.Session, dir, path string, extra ...string) compiled {
	t.Helper()
	base := filepath.Join(dir, strings.TrimSuffix(filepath.Base(path), ".cu"))
	c := compiled{host: base + ".cudafe1.cpp", stubPath: base + ".cudafe1.stub.c"}
	args := append([]string{"--gen_c_file_name", c.host, "--stub_file_name", c.stubPath,
		"--gen_module_id_file", "--module_id_file_name", base + ".module_id"}, extra...)
	o, err := options.Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyzeUpTo(s, o, path, true, false, stages{deviceView: wantsDeviceView(o, path)})
	if err != nil {
		t.Fatal(err)
	}
	c.kernels = a.deviceView != nil && a.deviceView.kernels != ""
	out, err := Compile(context.Background(), s, Input{Path: path, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	if out.ExitStatus != 0 {
		t.Fatalf("%s: exit status %d:\n%s", path, out.ExitStatus, out.Diagnostics)
	}
	c.out = out
	for _, f := range out.Files {
		if err := os.WriteFile(f.Path, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		if f.Path == c.stubPath {
			c.stub = string(f.Data)
		}
	}
	return c
}

// registrationLines lists what stub registers, sorted, one line each.
func registrationLines(stub string) []string {
	kernels, vars := stubreg.Read(stub)
	var out []string
	for _, k := range kernels {
		out = append(out, fmt.Sprintf("kernel %s threads=%d", k.Name, k.Threads))
	}
	for _, v := range vars {
		out = append(out, fmt.Sprintf("variable managed=%v %s extern=%v size=%d constant=%v", v.Managed, v.Name, v.Extern, v.Size, v.Constant))
	}
	sort.Strings(out)
	return out
}

// moduleIDPart is the module ID inside a registered name.
var moduleIDPart = regexp.MustCompile(`_[0-9a-f]{8}_\d+_main_cu_[0-9a-f]{8}`)

// TestDeviceLaunchProgram: testdata/programs/device_launch launches
// fill<float> and scale<double> under #ifdef __CUDA_ARCH__ only, and
// declares block_size __device__ on the device side only. Compiled from
// the .cu (the embedded CUDA headers, as in CI), its stub file registers
// what cicc's does (testdata/device_launch.registrations, the list
// TestOracleProgramRegistrationsFromSource checks against cicc 11.8 and
// 13.0, the module ID left out), and g++ compiles the host translation
// with the stub file included (the stub specializes the host
// translation's __wrapper__device_stub_ templates for the device side's
// instances).
func TestDeviceLaunchProgram(t *testing.T) {
	t.Setenv("CUDA_PATH", "")
	src, err := filepath.Abs("../../testdata/programs/device_launch/main.cu")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	c := compileWithStub(t, options.NewSession(), dir, src, "-rdc=true", "--device-c")
	if !c.kernels {
		t.Error("the device side was not checked for its kernels")
	}
	if c.stub == "" {
		t.Fatalf("no stub file written:\n%s", c.out.Diagnostics)
	}
	if len(c.out.Diagnostics) > 0 {
		t.Errorf("diagnostics:\n%s", c.out.Diagnostics)
	}
	got := moduleIDPart.ReplaceAllString(strings.Join(registrationLines(c.stub), "\n")+"\n", "_ID")
	golden := filepath.Join("testdata", "device_launch.registrations")
	if os.Getenv("CUFE_UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("registrations differ from %s\n got:\n%s\nwant:\n%s", golden, got, want)
	}
	for _, w := range []string{"template<> __specialization_static void __wrapper__device_stub_fill<float>", "template<> __specialization_static void __wrapper__device_stub_scale<double>"} {
		if !strings.Contains(c.stub, w) {
			t.Errorf("the stub file lacks %q", w)
		}
	}
	gxxSyntax(t, c, dir)
}

// gxxSyntax compiles c's host translation, which includes its stub file,
// with g++ -fsyntax-only (skipped without g++).
func gxxSyntax(t *testing.T, c compiled, dir string) {
	t.Helper()
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Log("no g++: the host translation is not compiled")
		return
	}
	s := options.NewSession()
	tk, err := s.Toolkit("")
	if err != nil {
		t.Fatal(err)
	}
	id, err := os.ReadFile(strings.TrimSuffix(c.host, ".cudafe1.cpp") + ".module_id")
	if err != nil {
		t.Fatal(err)
	}
	fatbin := fmt.Sprintf("static const unsigned long long __fatDeviceText[2] = {0, 0};\nstatic const unsigned long long __fatbinwrap%s[2] = {0, 0};\n", strings.TrimSpace(string(id)))
	if err := os.WriteFile(filepath.Join(dir, "main.fatbin.c"), []byte(fatbin), 0o644); err != nil {
		t.Fatal(err)
	}
	inc := tk.IncludeDir
	if tk.Embedded {
		inc = tk.HeaderPath("cuda_runtime.h")
		inc = filepath.Dir(inc)
	}
	cmd := exec.Command(gxx, "-fsyntax-only", "-x", "c++", "-I", inc, "-I", dir, c.host)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("g++ -fsyntax-only %s: %v\n%s", c.host, err, firstLinesOf(string(msg), 20))
	}
}

func firstLinesOf(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// deviceOnlyTemplateLaunch launches a kernel template from a device
// function template that only the device side calls: the device side's
// proof walk enters device code, and finds the instance launched.
const deviceOnlyTemplateLaunch = `template <class T> __global__ void child(T x) {}
template <class T> __device__ void go(T x) { child<<<1, 1>>>(x); }
__global__ void parent() {
#ifdef __CUDA_ARCH__
  go(1.0f);
#endif
}
int main() { parent<<<1, 1>>>(); return 0; }
`

// deviceOnlyPointerCall is deviceOnlyTemplateLaunch with a call through a
// function pointer in the device function that launches: the proof walk
// cannot know what it runs, so the device side's kernels are not proved.
const deviceOnlyPointerCall = `template <class T> __global__ void child(T x) {}
template <class T> __device__ void go(T x, void (*g)(T)) { g(x); child<<<1, 1>>>(x); }
__device__ void sink(float) {}
__global__ void parent() {
#ifdef __CUDA_ARCH__
  go(1.0f, sink);
#endif
}
int main() { parent<<<1, 1>>>(); return 0; }
`

// deviceOnlyAtEnd instantiates a kernel template explicitly in a group
// the device side alone reads, at the very end of the TU (no token after
// it carries a mark).
const deviceOnlyAtEnd = `template <class T> __global__ void child(T x) {}
__global__ void parent() {}
int main() { parent<<<1, 1>>>(); return 0; }
#ifdef __CUDA_ARCH__
template __global__ void child<float>(float);
#endif
`

// TestDeviceSideKernels: the stub file never registers other kernels
// than the device side would; where the device side cannot be proved
// complete, none is written, with a warning.
func TestDeviceSideKernels(t *testing.T) {
	t.Setenv("CUDA_PATH", "")
	dir := t.TempDir()
	s := options.NewSession()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	c := compileWithStub(t, s, dir, write("end.cu", deviceOnlyAtEnd), "-rdc=true", "--device-c")
	if !c.kernels {
		t.Error("end.cu: the device side was not checked for its kernels")
	}
	if got, want := strings.Join(registrationLines(c.stub), "; "), "kernel _Z5childIfEvT_ threads=-1; kernel _Z6parentv threads=-1"; got != want {
		t.Errorf("end.cu registers %q, want %q\n%s", got, want, c.out.Diagnostics)
	}
	// The device side's proof walk enters go<float> (device code is
	// compiled there) and meets the launch of child<float>: cicc 11.8
	// registers the same two kernels.
	c = compileWithStub(t, s, dir, write("tmpl.cu", deviceOnlyTemplateLaunch), "-rdc=true", "--device-c")
	if got, want := strings.Join(registrationLines(c.stub), "; "), "kernel _Z5childIfEvT_ threads=-1; kernel _Z6parentv threads=-1"; got != want {
		t.Errorf("tmpl.cu registers %q, want %q\n%s", got, want, c.out.Diagnostics)
	}
	c = compileWithStub(t, s, dir, write("fp.cu", deviceOnlyPointerCall), "-rdc=true", "--device-c")
	if c.stub != "" {
		t.Errorf("fp.cu: a stub file was written, registering %v", registrationLines(c.stub))
	}
	if !strings.Contains(string(c.out.Diagnostics), "warning: stub file") || !strings.Contains(string(c.out.Diagnostics), "on the device side") {
		t.Errorf("fp.cu: no warning saying why no stub file was written:\n%s", c.out.Diagnostics)
	}
	if !hasFile(c.out.Files, c.host) {
		t.Error("fp.cu: no host translation")
	}
	c = compileWithStub(t, s, dir, write("plain.cu", plainSource))
	if c.kernels {
		t.Error("plain.cu: the device side was checked, though nothing differs there")
	}
}

func hasFile(files []File, path string) bool {
	for _, f := range files {
		if f.Path == path {
			return true
		}
	}
	return false
}
