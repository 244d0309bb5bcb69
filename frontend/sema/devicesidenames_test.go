package sema

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// deviceRuntimeSource declares a runtime API the way CUDA 13's headers do:
// __host__ for the host side, a __device__ definition only the device side
// reads.
const deviceRuntimeSource = `extern __host__ int rt_create(int *p);
extern __host__ int rt_copy(int *p);
void host_only(int *p);
void in_comment(int *p);
void spelled_bare(int *p);
void both_skip(int *p);
#ifdef __CUDA_ARCH__
static __inline__ __device__ int rt_create(int *p) { return 0; }
// in_comment(p) is not a declaration
int (*ptr)(int *) = spelled_bare;
#endif
#if 0
__device__ void both_skip(int *p);
#endif
__global__ void k(int *p) {
  rt_create(p);
  rt_copy(p);
  host_only(p);
  in_comment(p);
  spelled_bare(p);
  both_skip(p);
}
`

// TestCallSpaceFollowsDeviceDeclarations: a call across execution spaces
// whose callee the device side may declare otherwise (its name, then `(`,
// in text the host side skipped in a device-dependent group) is not
// reported; every other one is.
func TestCallSpaceFollowsDeviceDeclarations(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rt.cu")
	if err := os.WriteFile(path, []byte(deviceRuntimeSource), 0o644); err != nil {
		t.Fatal(err)
	}
	var pr recorder
	res, err := pp.Preprocess(path, &pp.Options{Std: "c++17", DeviceMacros: []string{"__CUDA_ARCH__"}}, &pr)
	if err != nil {
		t.Fatal(err)
	}
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{Std: parse.CXX17}, &pr)
	for _, d := range pr.diags {
		t.Errorf("pp/parse: %s", d.Msg)
	}
	if len(res.DeviceSkipped) != 1 {
		t.Fatalf("%d device-only stretches noted, want 1", len(res.DeviceSkipped))
	}
	for _, tc := range []struct {
		name    string
		skipped bool
		want    []string
	}{
		{"device-side text known", true, []string{"17: rt_copy", "18: host_only", "19: in_comment", "20: spelled_bare", "21: both_skip"}},
		{"device-side text unknown", false, []string{"16: rt_create", "17: rt_copy", "18: host_only", "19: in_comment", "20: spelled_bare", "21: both_skip"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Tokens: res.Tokens}
			if tc.skipped {
				opts.DeviceSkipped = res.DeviceSkipped
			}
			var sr recorder
			Check(tree, res.Files, opts, &sr)
			var got []string
			for _, d := range sr.diags {
				if d.ID != diag.ErrHostFromGlobal {
					continue
				}
				name := strings.TrimPrefix(d.Msg, `calling a __host__ function("`)
				name = name[:strings.IndexAny(name, `("`)]
				got = append(got, strconv.Itoa(res.Files.Position(d.Pos).Line)+": "+name)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("reported:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}

// TestCollectCalledNames covers the scan of device-only text.
func TestCollectCalledNames(t *testing.T) {
	src := "static __device__ int f1 (int);\n/* f2( */ // f3(\nconst char *s = \"f4(\"; char c = '(';\nint v = f5; g6\t(1e5f);\n"
	names := map[string]bool{}
	collectCalledNames([]byte(src), names)
	var got []string
	for _, n := range []string{"f1", "f2", "f3", "f4", "f5", "g6", "int"} {
		if names[n] {
			got = append(got, n)
		}
	}
	if strings.Join(got, " ") != "f1 g6" {
		t.Errorf("names followed by ( : %q, want \"f1 g6\"", got)
	}
}
