package tu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// TestSkippedSitesNeedTheProof: a kernel template launched from a member
// function of a class template that calls name is no stub-file gap when
// the first walk follows the calls to it, but is when a call on the way
// is not resolved for sure (two operator() overloads taking a class from
// a braced list): then the stub file is held back with a warning instead
// of written without the instance. A call left unsure that cannot lead
// there (by the names of the bodies holding the kernel's name) changes
// nothing. Whether the search ran beside sema or
// not, the outcome is the same.
func TestSkippedSitesNeedTheProof(t *testing.T) {
	const common = `# 1 "u.cu"
template <class T> __attribute__((global)) void k(T *p) {}
struct Args { int m; int n; };
struct One { One(int); };
template <class T> struct Op {
  void run() { k<T><<<1, 1>>>(nullptr); }
  void operator()(void *s = nullptr) { run(); }
  void operator()(const Args &a) { run(); }
  void operator()(const One &a) { run(); }
};
`
	for _, c := range []struct {
		name, main string
		gap        bool
		kernel     string // registered in the stub file when no gap
	}{
		{"resolved", "int main() { Op<float> op; op(nullptr); }\n", false, "_Z1kIfEvPT_"},
		{"unsure in code outside templates", "int main() { Op<float> op; op({1, 2}); }\n", true, ""},
		{"unsure in an instance", "template <class T> void use() { Op<T> op; op({1, 2}); }\nint main() { use<int>(); }\n", true, ""},
		{"unsure, not on the way", "void f(const Args &); void f(const One &);\nint main() { f({1, 2}); Op<float> op; op(); }\n", false, "_Z1kIfEvPT_"},
		{"unsure among instances, not on the way", "template <class T> void h(const Args &) {}\ntemplate <class T> void h(const One &) {}\n" +
			"template <class T> void use() { h<T>({1, 2}); }\nint main() { use<int>(); h<int>({3, 4}); Op<float> op; op(); }\n", false, "_Z1kIfEvPT_"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "u.ii")
			if err := os.WriteFile(path, []byte(common+c.main), 0o644); err != nil {
				t.Fatal(err)
			}
			stubPath := filepath.Join(dir, "u.stub.c")
			o, err := options.Parse([]string{"--gen_c_file_name", filepath.Join(dir, "u.cpp"), "--stub_file_name", stubPath})
			if err != nil {
				t.Fatal(err)
			}
			for _, early := range []bool{true, false} {
				s := options.NewSession()
				a, err := analyzeUpTo(s, o, path, true, false, stages{host: true, stubGap: early})
				if err != nil {
					t.Fatal(err)
				}
				if a.Diags.ExitStatus() != 0 || a.Sema == nil {
					t.Fatalf("does not analyse cleanly (exit status %d)", a.Diags.ExitStatus())
				}
				files, warnings, err := hostOutputs(s, a, o, Input{Path: path})
				if err != nil {
					t.Fatal(err)
				}
				var stub string
				for _, f := range files {
					if f.Path == stubPath {
						stub = string(f.Data)
					}
				}
				if c.gap {
					if stub != "" || len(warnings) == 0 || !strings.Contains(fmt.Sprint(warnings), "kernel template k") {
						t.Errorf("early %v: stub file written (%d bytes), warnings %v; want none and a warning naming k", early, len(stub), warnings)
					}
					continue
				}
				if len(warnings) > 0 || !strings.Contains(stub, "__cudaRegisterEntry") || !strings.Contains(stub, c.kernel) {
					t.Errorf("early %v: warnings %v, stub file:\n%s\nwant one registering %s", early, warnings, stub, c.kernel)
				}
			}
		})
	}
}
