package tu

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/internal/stubreg"
)

// deviceOnlySource gives two variables a memory space on the device side
// only, the ways thrust (`static const __device__` against `static
// const`) and CCCL 3 (`__device__ constexpr` against `inline constexpr`:
// internal linkage on the device side only) do; a third is __device__ on
// both sides.
const deviceOnlySource = `#ifdef __CUDA_ARCH__
#define INLINE_CONSTANT static const __device__
#define GLOBAL_CONSTANT __device__ constexpr
#else
#define INLINE_CONSTANT static const
#define GLOBAL_CONSTANT inline constexpr
#endif
namespace lib {
struct tag {};
struct wide { int a[4]; };
INLINE_CONSTANT tag seq;
GLOBAL_CONSTANT wide four{};
}
__device__ int counter;
__global__ void k(int *p) { *p = counter; }
int main() { return 0; }
`

// plainSource has nothing the device side declares otherwise.
const plainSource = `namespace lib { static const int n = 3; }
__device__ int counter;
__global__ void k(int *p) { *p = counter + lib::n; }
int main() { return 0; }
`

// TestDeviceSideVariables: compiling a .cu, cufe registers the variables
// that are __device__ on the device side only, under the names cicc gives
// them there (internal linkage: the _INTERNAL scope), with their sizes;
// the device side is looked at only when the host side shows it may
// matter.
func TestDeviceSideVariables(t *testing.T) {
	t.Setenv("CUDA_PATH", "") // the embedded CUDA headers, as in CI
	dir := t.TempDir()
	s := options.NewSession()
	compile := func(name, src string) (map[string]string, []string, bool) {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		stub := filepath.Join(dir, name+".stub.c")
		args := []string{"--gen_c_file_name", filepath.Join(dir, name+".cpp"), "--stub_file_name", stub,
			"--gen_module_id_file", "--module_id_file_name", filepath.Join(dir, name+".id")}
		o, err := options.Parse(args)
		if err != nil {
			t.Fatal(err)
		}
		a, err := analyzeUpTo(s, o, path, true, false, stages{deviceView: wantsDeviceView(o, path)})
		if err != nil {
			t.Fatal(err)
		}
		viewed := a.deviceView != nil
		out, err := Compile(context.Background(), s, Input{Path: path, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		if out.ExitStatus != 0 {
			t.Fatalf("%s: exit status %d:\n%s", name, out.ExitStatus, out.Diagnostics)
		}
		vars := map[string]string{}
		for _, f := range out.Files {
			if f.Path == stub {
				_, vs := stubreg.Read(string(f.Data))
				for _, v := range vs {
					vars[v.Name] = fmt.Sprintf("size=%d extern=%v constant=%v", v.Size, v.Extern, v.Constant)
				}
			}
		}
		return vars, out.Closure, viewed
	}

	vars, closure, viewed := compile("d.cu", deviceOnlySource)
	if !viewed {
		t.Fatal("the device side was not looked at, though the host side marks lib::seq and lib::four")
	}
	seq, four := "", ""
	for name, v := range vars {
		switch {
		case strings.HasSuffix(name, "3lib3seqE"):
			seq = name + " " + v
		case strings.HasSuffix(name, "3lib4fourE"):
			four = name + " " + v
		}
	}
	internal := regexp.MustCompile(`^_ZN\d+_INTERNAL_\w+_d_cu_\w*3lib(3seq|4four)E size=(\d+) extern=false constant=false$`)
	if m := internal.FindStringSubmatch(seq); m == nil || m[2] != "1" {
		t.Errorf("lib::seq registered as %q, want an _INTERNAL_ name, size 1", seq)
	}
	if m := internal.FindStringSubmatch(four); m == nil || m[2] != "16" {
		t.Errorf("lib::four registered as %q, want an _INTERNAL_ name (internal on the device side), size 16", four)
	}
	if want := "size=4 extern=false constant=false"; vars["counter"] != want {
		t.Errorf("counter registered as %q, want %q", vars["counter"], want)
	}
	if len(vars) != 3 {
		t.Errorf("registered %d variables, want 3: %v", len(vars), vars)
	}
	if len(closure) == 0 {
		t.Error("no include closure")
	}

	vars, _, viewed = compile("p.cu", plainSource)
	if viewed {
		t.Error("the device side was looked at for a source the host side shows it cannot change")
	}
	if len(vars) != 1 || vars["counter"] == "" {
		t.Errorf("plain source registers %v, want counter alone", vars)
	}
}
