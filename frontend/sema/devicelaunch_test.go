package sema

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

const deviceLaunchSource = `__global__ void child(int v) {}
void hostOnly(int v);
__global__ void parent(int v) { child<<<1, 1>>>(v); }
__device__ void dev(int v) { child<<<1, 1>>>(v); }
__host__ __device__ void both(int v) { child<<<1, 1>>>(v); }
__host__ __device__ void hostPath(int v) {
#ifndef __CUDA_ARCH__
  child<<<1, 1>>>(v);
#endif
}
template <typename T> __global__ void tmpl(T v) { child<<<1, 1>>>(v); }
__global__ void inLambda(int v) { auto f = [=] { child<<<1, 1>>>(v); }; f(); }
__global__ void callsHost(int v) { hostOnly(v); }
void host(int v) { child<<<1, 1>>>(v); auto f = [=] { child<<<1, 1>>>(v); }; f(); }
template <typename T> __global__ void made(T v) { child<<<1, 1>>>(v); }
template <typename T> __global__ void cx(T v) { if constexpr (sizeof(T) > 64) { child<<<1, 1>>>(1); } }
void launchesMade(int v) { made<<<1, 1>>>(v); made<<<1, 1>>>(1.0f); cx<<<1, 1>>>(v); }
`

// TestDeviceLaunchNeedsRDC: launches in device code are reported without
// -rdc (3480; in a kernel template once an instance is made, not under
// `if constexpr`, not in a template no one instantiates), with CUDA 11.8 as front-end errors beside the code
// generator's, which they hold back; with 13.0 after the front end, in
// their place; with -rdc, none.
func TestDeviceLaunchNeedsRDC(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "launch.cu")
	if err := os.WriteFile(path, []byte(deviceLaunchSource), 0o644); err != nil {
		t.Fatal(err)
	}
	var pr recorder
	res, err := pp.Preprocess(path, &pp.Options{Std: "c++17"}, &pr)
	if err != nil {
		t.Fatal(err)
	}
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{Std: parse.CXX17}, &pr)
	for _, d := range pr.diags {
		t.Fatalf("pp/parse: %s", d.Msg)
	}
	// The kernel template's launch comes last, once (two instances).
	launches := []string{"3: 3480", "4: 3480", "5: 3480", "12: 3480", "15: 3480"}
	for _, tc := range []struct {
		name string
		opts Options
		want []string
	}{
		{"11.8", Options{CUDAMajor: 11}, launches},
		{"13.0", Options{CUDAMajor: 13}, launches},
		{"-rdc", Options{CUDAMajor: 13, RDC: true}, []string{"13: 3475", "13: 3525"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sr recorder
			tc.opts.Tokens = res.Tokens
			Check(tree, res.Files, tc.opts, &sr)
			var got []string
			for _, d := range sr.diags {
				got = append(got, strconv.Itoa(res.Files.Position(d.Pos).Line)+": "+strconv.Itoa(int(d.ID)))
			}
			if strings.Join(got, ", ") != strings.Join(tc.want, ", ") {
				t.Errorf("reported %s, want %s", strings.Join(got, ", "), strings.Join(tc.want, ", "))
			}
		})
	}
}

// TestDeviceLaunchAfterFrontEndErrors: with 13.0 the launches are reported
// only when the front end found no error; with 11.8 they come with it.
func TestDeviceLaunchAfterFrontEndErrors(t *testing.T) {
	src := "__global__ void child(int v) {}\nchar *bad = 3.0;\n__global__ void parent(int v) { child<<<1, 1>>>(v); }\n"
	for _, tc := range []struct {
		major int
		want  string
	}{{11, "2: 144, 3: 3480"}, {13, "2: 144"}} {
		ck := checkSource(t, "x.cu", []byte(src), parse.CXX17, Options{CUDAMajor: tc.major})
		var got []string
		for _, d := range ck.semaDiags {
			got = append(got, strconv.Itoa(ck.files.Position(d.Pos).Line)+": "+strconv.Itoa(int(d.ID)))
		}
		if strings.Join(got, ", ") != tc.want {
			t.Errorf("CUDA %d: reported %s, want %s", tc.major, strings.Join(got, ", "), tc.want)
		}
	}
}
