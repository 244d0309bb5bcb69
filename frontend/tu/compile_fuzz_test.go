package tu

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// compileSeeds are small host .ii files with what the whole pipeline
// handles: kernels and kernel templates launched, device, constant and
// managed variables, anonymous namespaces, classes with special members,
// overloads, variadic templates, an error, and a stub-file gap (a kernel template launched
// from a member template).
var compileSeeds = []string{
	stageInputs[0],
	stageInputs[1],
	`# 1 "a.cu"
template <class T, int N> struct Arr { T v[N]; __attribute__((host)) __attribute__((device)) T &operator[](int i) { return v[i]; } };
template <class T> __attribute__((global)) void __attribute__((launch_bounds(128))) fill(Arr<T, 4> a, T x) { a[0] = x; }
__attribute__((constant)) float c[4];
int main() { Arr<float, 4> a{}; fill<<<1, 128, 0, 0>>>(a, 1.0f); fill<float><<<1, 1>>>(a, c[0]); }
`,
	`# 1 "b.cu"
struct B { virtual ~B() {} virtual void run() = 0; };
template <class F> __attribute__((global)) void apply(F f) { f(); }
struct Op { __attribute__((device)) void operator()() const {} };
struct D : B { void run() override { apply<<<1, 1>>>(Op()); } };
static_assert(sizeof(D) == 8, "vptr");
int f(int); double f(double); auto r = f(1) + f(2.0);
`,
	`# 1 "c.cu"
namespace n { inline namespace v1 { template <class... Ts> struct tup {}; } }
template <class... Ts> __attribute__((global)) void k(n::tup<Ts...>, Ts... ts) {}
void g() { k<<<1, 1>>>(n::tup<int, char>{}, 1, 'c'); undeclared(3); }
`,
}

// FuzzCompile runs the whole of `cufe compile` on arbitrary host .ii text,
// every output asked for (host translation, stub file, module ID):
// whatever the input, it must come back without a panic, without an error
// other than NVIDIA's diagnostics, and without an internal error (sema
// turns a panic of its own into one, and the proof walk into a reason not
// to write the stub file: both are bugs).
func FuzzCompile(f *testing.F) {
	for _, s := range compileSeeds {
		f.Add(s)
	}
	s := options.NewSession()
	f.Fuzz(func(t *testing.T, src string) {
		dir := t.TempDir()
		path := filepath.Join(dir, "f.ii")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := Compile(context.Background(), s, Input{Path: path, Args: []string{
			"--gen_c_file_name", filepath.Join(dir, "f.cpp"), "--stub_file_name", filepath.Join(dir, "f.stub.c"),
			"--gen_module_id_file", "--module_id_file_name", filepath.Join(dir, "f.mid"),
		}})
		if err != nil {
			t.Fatalf("compile: %v", err)
		}
		if bytes.Contains(out.Diagnostics, []byte("internal error")) {
			t.Fatalf("internal error:\n%s", out.Diagnostics)
		}
		if out.ExitStatus == 0 && len(out.Files) == 0 {
			t.Fatalf("no outputs and no error:\n%s", out.Diagnostics)
		}
	})
}
