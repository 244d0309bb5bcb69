package sema

import (
	"os/exec"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// benchSource is a large TU: the whole standard library plus a few kernels
// and launches.
const benchSource = `#include <bits/stdc++.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
struct Params { int n; float a; const float *x; float *y; };
template <class T, int N> struct Vec { T v[N]; };
__device__ float table[256];
__global__ void saxpy(Params p) {}
template <class T> __global__ void fill(T *p, T v, std::size_t n) {}
template <class T, int N> __global__ void scale(Vec<T, N> v, std::pair<T, int> s) {}
int main() {
  std::vector<float> h(16);
  fill<<<1, 1>>>(h.data(), 1.0f, h.size());
  scale<<<1, 1>>>(Vec<double, 3>{}, std::make_pair(2.0, 1));
  saxpy<<<1, 1>>>(Params{});
}
`

// BenchmarkCheckStdcpp measures reading, parsing and analysing a
// preprocessed <bits/stdc++.h> TU with kernels (the g++ -E step is done
// once, outside the timing), and, as a sub-benchmark, sema alone.
func BenchmarkCheckStdcpp(b *testing.B) {
	if _, err := exec.LookPath("g++"); err != nil {
		b.Skip("g++ not found")
	}
	src, err := gccPreprocess(benchSource, "-std=c++17")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("parse+sema", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for i := 0; i < b.N; i++ {
			var r recorder
			res := pp.ReadPreprocessed("bench.ii", src, &r)
			tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &r)
			out := Check(tu, res.Files, Options{Tokens: res.Tokens, ModuleID: "_x"}, &r)
			if len(out.Kernels) != 3 {
				b.Fatalf("found %d kernels, want 3", len(out.Kernels))
			}
			for _, d := range r.diags {
				if d.Severity >= diag.Error {
					b.Fatalf("unexpected diagnostic: %s", d.Msg)
				}
			}
		}
	})
	b.Run("sema", func(b *testing.B) {
		var r recorder
		res := pp.ReadPreprocessed("bench.ii", src, &r)
		tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &r)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			Check(tu, res.Files, Options{Tokens: res.Tokens}, &r)
		}
	})
}
