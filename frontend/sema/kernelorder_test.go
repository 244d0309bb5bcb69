package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestKernelInstantiationOrder: kernel template instances come in the
// order NVIDIA instantiates them (the order of nvcc 11.8's stub file for
// this program): those code outside templates names, in source order,
// before those met in the instances it uses (show<int> launches k<int>,
// which comes after the k<char> main launches later), and those a level
// deeper after both.
func TestKernelInstantiationOrder(t *testing.T) {
	src := cudaPrelude + `
template <class T> __global__ void k(T) {}
template <class T> void deeper(T v) { k<<<1, 1>>>((long)v); }
template <class T> void show(T v) { k<<<1, 1>>>(v); deeper(v); }
__global__ void plain() {}
int main() {
  show(1);
  k<<<1, 1>>>('c');
  plain<<<1, 1>>>();
  k<<<1, 1>>>(2.0);
}
`
	pre, err := gccPreprocess(src, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "order.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_o_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	want := []string{"_Z5plainv", "_Z1kIcEvT_", "_Z1kIdEvT_", "_Z1kIiEvT_", "_Z1kIlEvT_"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernels:\n got %v\nwant %v", got, want)
	}
}
