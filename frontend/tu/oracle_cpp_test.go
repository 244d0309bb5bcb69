package tu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
)

// oracleHeaderSets are the CUDA headers of acceptance test 2 of the
// preprocessor issue, one TU each plus one with all of them.
var oracleHeaderSets = map[string][]string{
	"runtime":   {"cuda_runtime.h"},
	"thrust":    {"thrust/device_vector.h", "thrust/host_vector.h", "thrust/reduce.h", "thrust/sort.h", "thrust/transform.h"},
	"cub":       {"cub/cub.cuh"},
	"coop":      {"cooperative_groups.h", "cooperative_groups/reduce.h"},
	"fp16-bf16": {"cuda_fp16.h", "cuda_bf16.h"},
	"mma":       {"mma.h"},
}

// nvccHostCpp returns the `g++ -E` command nvcc runs for the host side of
// src (the step that writes .cpp4.ii), read off `nvcc -dryrun`.
func nvccHostCpp(t *testing.T, nvcc, src string, nvccArgs ...string) string {
	t.Helper()
	args := append([]string{"-ccbin", "/usr/bin/g++", "-dryrun", "-c"}, nvccArgs...)
	out, err := exec.Command(nvcc, append(args, src)...).CombinedOutput()
	if err != nil {
		t.Fatalf("nvcc -dryrun: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		line = strings.TrimPrefix(line, "#$ ")
		if strings.Contains(line, " -E ") && strings.Contains(line, ".cpp4.ii") {
			return regexp.MustCompile(`-o "?[^ ]*cpp4\.ii"?`).ReplaceAllString(line, "")
		}
	}
	t.Fatalf("no host-side g++ -E step in nvcc -dryrun output:\n%s", out)
	return ""
}

// TestOracleCppMatchesNVCC: with the CUDA 11.8 oracle, `cufe cpp` of .cu
// files including the CUDA headers gives the token stream of the g++ -E step
// nvcc runs for the host side.
func TestOracleCppMatchesNVCC(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set (see ../shared/tools/cuda-oracle.sh)")
	}
	// g++ 12 is newer than 11.8 supports: nvcc and cufe both need the override.
	oracleCpp(t, root, filepath.Join(root, "usr/lib/nvidia-cuda-toolkit/bin/nvcc"), "sm_70", "-allow-unsupported-compiler")
}

// TestOracle13CppMatchesNVCC is the same check against CUDA 13.0.
func TestOracle13CppMatchesNVCC(t *testing.T) {
	root := os.Getenv("CUDA13_ORACLE")
	if root == "" {
		t.Skip("CUDA13_ORACLE not set (see ../shared/tools/cuda13-oracle.sh)")
	}
	oracleCpp(t, root, filepath.Join(root, "bin/nvcc"), "sm_90")
}

func oracleCpp(t *testing.T, root, nvcc, arch string, extra ...string) {
	dir := t.TempDir()
	all := []string{}
	for _, hs := range oracleHeaderSets {
		all = append(all, hs...)
	}
	sets := map[string][]string{"all": all}
	for k, v := range oracleHeaderSets {
		sets[k] = v
	}
	s := options.NewSession()
	for name, headers := range sets {
		t.Run(name, func(t *testing.T) {
			var b strings.Builder
			for _, h := range headers {
				b.WriteString("#include <" + h + ">\n")
			}
			b.WriteString("__global__ void k(int *p) { p[threadIdx.x] = 1; }\nint main() { int *p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); }\n")
			src := filepath.Join(dir, name+".cu")
			if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			cmdline := nvccHostCpp(t, nvcc, src, append([]string{"-arch=" + arch}, extra...)...)
			cmd := exec.Command("sh", "-c", cmdline)
			cmd.Dir = dir
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			gccOut, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s: %v\n%s", cmdline, err, stderr.String())
			}
			want := pp.ReadPreprocessed("nvcc.ii", gccOut, &bufferReporter{}).Tokens
			o, err := options.Parse(append([]string{"--cuda-path", root, "-arch=" + arch, src}, extra...))
			if err != nil {
				t.Fatal(err)
			}
			pre, err := Preprocess(s, o, src)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range pre.Diags.Diagnostics() {
				t.Errorf("%s: %s", pre.Result.Files.Position(d.Pos), d.Msg)
			}
			compareTokens(t, pre.Result, want)
		})
	}
}

func compareTokens(t *testing.T, got *pp.Result, want []token.Token) {
	t.Helper()
	n := min(len(got.Tokens), len(want))
	for i := 0; i < n; i++ {
		if got.Tokens[i].Text != want[i].Text {
			lo := max(i-8, 0)
			t.Fatalf("token %d: cufe %q at %s, g++ %q\n cufe: %s\n g++:  %s", i, got.Tokens[i].Text,
				got.Files.Position(got.Tokens[i].Pos), want[i].Text, texts(got.Tokens[lo:min(i+8, len(got.Tokens))]), texts(want[lo:min(i+8, len(want))]))
		}
	}
	if len(got.Tokens) != len(want) {
		t.Fatalf("cufe produced %d tokens, g++ %d", len(got.Tokens), len(want))
	}
	if len(want) < 1000 {
		t.Fatalf("only %d tokens compared: the headers were not read", len(want))
	}
}

func texts(toks []token.Token) string {
	var b []string
	for _, t := range toks {
		b = append(b, t.Text)
	}
	return strings.Join(b, " ")
}
