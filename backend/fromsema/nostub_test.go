package fromsema_test

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
)

// TestNoStubLeavesOutUndescribableInstances: a kernel template instance
// whose argument type the summary cannot describe (a class local to a
// function) fails the summary when a stub file is to
// be written, and is left out when none is (the host translation does not
// need it).
func TestNoStubLeavesOutUndescribableInstances(t *testing.T) {
	code := "template <class K> __global__ void k(K) {}\n" +
		"__global__ void plain() {}\n" +
		"int main() { struct Local { int v; }; k<<<1, 1>>>(Local()); plain<<<1, 1>>>(); }\n"
	in := analyzeSource(t, "t.cu", code)
	if _, err := fromsema.Summary(in, "_x", fromsema.Options{SourceName: "t.cu"}); err == nil || !strings.Contains(err.Error(), "declared in a function") {
		t.Errorf("with a stub file: err = %v, want the local class refused", err)
	}
	sum, err := fromsema.Summary(in, "_x", fromsema.Options{SourceName: "t.cu", NoStub: true})
	if err != nil {
		t.Fatalf("without a stub file: %v", err)
	}
	if len(sum.Kernels) != 1 || sum.Kernels[0].Name != "plain" {
		t.Errorf("without a stub file: kernels %v, want plain alone", sum.Kernels)
	}
}
