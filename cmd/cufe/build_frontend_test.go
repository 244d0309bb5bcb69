package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// TestBuildWithRealFrontEnd runs `cufe build` with cufe's own front end (not a
// stand-in) over a generated project of CUDA files sharing headers: a cold
// build, a no-op rebuild served wholly from the cache, an edited header that
// rebuilds exactly its includers, and an error reported in the NVIDIA format.
func TestBuildWithRealFrontEnd(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	t.Setenv("CUDA_PATH", "") // the embedded CUDA headers, as in CI
	root := t.TempDir()
	const units, headers = 12, 3
	for h := 0; h < headers; h++ {
		put(t, filepath.Join(root, "include", fmt.Sprintf("h%d.h", h)),
			fmt.Sprintf("#pragma once\n__host__ __device__ inline int f%d(int x) { return x + %d; }\n", h, h))
	}
	for u := 0; u < units; u++ {
		put(t, filepath.Join(root, "src", fmt.Sprintf("u%02d.cu", u)), fmt.Sprintf(
			"#include <cstdio>\n#include \"h%d.h\"\n__global__ void k%d(int *p) { p[threadIdx.x] = f%d(%d); }\n"+
				"int main() { int *p; cudaMalloc(&p, 64); k%d<<<1, 16>>>(p); cudaDeviceSynchronize(); printf(\"ok\\n\"); }\n",
			u%headers, u, u%headers, u, u))
	}
	put(t, filepath.Join(root, "cufe.yaml"), "sources: [\"src/*.cu\"]\ninclude_dirs: [include]\n")
	cacheDir := t.TempDir()
	build := func() result {
		var out, errw bytes.Buffer
		st := runBuild([]string{"-C", root, "--cache-dir", cacheDir, "-j", "2"}, &out, &errw, tu.NewCompiler(options.NewSession()))
		return result{st, out.String(), errw.String()}
	}
	r := build()
	if r.status != 0 || !strings.Contains(r.stdout, fmt.Sprintf("%d built, 0 cached, 0 failed", units)) {
		t.Fatalf("cold build: %d\n%s\n%s", r.status, r.stdout, r.stderr)
	}
	dep, err := os.ReadFile(filepath.Join(root, "build", "cufe", "src", "u00.d"))
	if err != nil || !strings.Contains(string(dep), "h0.h") || !strings.Contains(string(dep), "cuda_runtime.h") {
		t.Fatalf("dependency file: %v\n%s", err, dep)
	}
	r = build()
	if r.status != 0 || !strings.Contains(r.stdout, fmt.Sprintf("hits %d/%d (100.0%%)", units, units)) || !strings.Contains(r.stdout, "0 file(s) written") {
		t.Fatalf("no-op rebuild: %d\n%s\n%s", r.status, r.stdout, r.stderr)
	}
	// Edit h1.h: exactly the units including it are rebuilt.
	time.Sleep(10 * time.Millisecond)
	if err := os.WriteFile(filepath.Join(root, "include", "h1.h"), []byte("#pragma once\n__host__ __device__ inline int f1(int x) { return x - 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r = build()
	includers := units / headers
	if r.status != 0 || !strings.Contains(r.stdout, fmt.Sprintf("%d built, %d cached", includers, units-includers)) {
		t.Fatalf("after editing h1.h: %d\n%s\n%s", r.status, r.stdout, r.stderr)
	}
	// A syntax error: the unit fails with an NVIDIA-style diagnostic; the others are cached.
	put(t, filepath.Join(root, "src", "u05.cu"), "int main() { return 0 }\n")
	r = build()
	if r.status != 1 || !strings.Contains(r.stdout, "1 failed") || !strings.Contains(r.stderr+r.stdout, "u05.cu(1): error") {
		t.Fatalf("syntax error: %d\n%s\n%s", r.status, r.stdout, r.stderr)
	}
}
