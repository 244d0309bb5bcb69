package parse

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
)

// libstdcxxHeaders are the standard library headers of libstdc++ 12.
var libstdcxxHeaders = strings.Fields(`algorithm any array atomic barrier bit bitset cassert ccomplex
cctype cerrno cfenv cfloat charconv chrono cinttypes ciso646 climits clocale cmath codecvt compare
complex concepts condition_variable coroutine csetjmp csignal cstdalign cstdarg cstdbool cstddef
cstdint cstdio cstdlib cstring ctgmath ctime cuchar cwchar cwctype deque exception execution
expected filesystem forward_list fstream functional future initializer_list iomanip ios iosfwd
iostream istream iterator latch limits list locale map memory memory_resource mutex new numbers
numeric optional ostream queue random ranges ratio regex scoped_allocator semaphore set
shared_mutex source_location span spanstream sstream stack stacktrace stdexcept stop_token
streambuf string string_view syncstream system_error thread tuple type_traits typeindex typeinfo
unordered_map unordered_set utility valarray variant vector version
complex.h cxxabi.h fenv.h math.h stdatomic.h stdlib.h tgmath.h bits/stdc++.h`)

// recorder collects diagnostics.
type recorder struct {
	mu    sync.Mutex
	diags []diag.Diagnostic
}

func (r *recorder) Report(d diag.Diagnostic) {
	r.mu.Lock()
	r.diags = append(r.diags, d)
	r.mu.Unlock()
}

// preprocess runs `g++ -E` with args on src and returns the output.
func preprocess(src string, args ...string) ([]byte, error) {
	cmd := exec.Command("g++", append([]string{"-E", "-x", "c++", "-"}, args...)...)
	cmd.Stdin = strings.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("g++ -E %v: %v\n%s", args, err, errb.String())
	}
	return out.Bytes(), nil
}

// hostAccepts reports whether g++ compiles preprocessed src without error.
func hostAccepts(src []byte, stdFlag string) bool {
	cmd := exec.Command("g++", "-fsyntax-only", "-w", "-x", "c++", stdFlag, "-")
	cmd.Stdin = bytes.NewReader(src)
	return cmd.Run() == nil
}

// parseII parses preprocessed text and returns the first error, if any, as
// "file(line): text", and the number of errors.
func parseII(name string, src []byte, std Std) (string, int) {
	var r recorder
	res := pp.ReadPreprocessed(name, src, &r)
	Parse(res.Files, res.Tokens, Options{Std: std}, &r)
	return firstError(res.Files, r.diags)
}

func firstError(fs *source.FileSet, diags []diag.Diagnostic) (string, int) {
	n := 0
	first := ""
	for _, d := range diags {
		if d.Severity < diag.Error {
			continue
		}
		if n == 0 {
			pos := fs.Position(d.Pos)
			first = fmt.Sprintf("%s(%d): %s", pos.Filename, pos.Line, d.Msg)
		}
		n++
	}
	return first, n
}

// TestLibstdcxxHeaders preprocesses a translation unit per libstdc++
// standard header with the host g++ in C++17 and C++20 and parses it: none
// may produce a diagnostic.
func TestLibstdcxxHeaders(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	headers := libstdcxxHeaders
	if testing.Short() {
		headers = []string{"bits/stdc++.h"}
	}
	type job struct {
		header string
		std    Std
	}
	var jobs []job
	for _, h := range headers {
		if h != "coroutine" { // C++20 only: it #errors without -fcoroutines
			jobs = append(jobs, job{h, CXX17})
		}
		jobs = append(jobs, job{h, CXX20})
	}
	var mu sync.Mutex
	var failures []string
	work := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				stdFlag := "-std=c++17"
				if j.std == CXX20 {
					stdFlag = "-std=c++20"
				}
				src, err := preprocess("#include <"+j.header+">\n", stdFlag)
				if err != nil {
					t.Error(err)
					continue
				}
				first, n := parseII("<"+j.header+">", src, j.std)
				if n > 0 {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("<%s> %s: %d errors, first: %s", j.header, stdFlag, n, first))
					mu.Unlock()
				}
			}
		}()
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	sort.Strings(failures)
	for _, f := range failures {
		t.Error(f)
	}
	t.Logf("%d translation units, %d failures", len(jobs), len(failures))
}

// cudaHeaders are the CUDA toolkit headers the parser must read, each
// included after cuda_runtime.h as nvcc's host compilation does.
var cudaHeaders = []string{
	"cuda_runtime.h", "cuda_fp16.h", "cuda_bf16.h", "mma.h", "curand_kernel.h",
	"cooperative_groups.h", "cooperative_groups/reduce.h", "cooperative_groups/memcpy_async.h",
	"cublas_v2.h",
	"thrust/device_vector.h", "thrust/host_vector.h", "thrust/sort.h", "thrust/reduce.h",
	"thrust/transform.h", "thrust/scan.h", "thrust/functional.h", "thrust/iterator/counting_iterator.h",
	"thrust/execution_policy.h", "thrust/complex.h", "thrust/random.h",
	"cub/cub.cuh",
	"cuda/std/atomic", "cuda/std/type_traits", "cuda/std/tuple", "cuda/std/utility", "cuda/std/cstdint",
	"cuda/std/chrono", "cuda/std/complex", "cuda/std/array", "cuda/std/functional", "cuda/std/limits",
	"cuda/std/ratio", "cuda/std/span", "cuda/std/barrier", "cuda/std/latch", "cuda/std/semaphore",
	"cuda/atomic", "cuda/barrier", "cuda/pipeline", "cuda/annotated_ptr",
}

// TestCUDAHeaders parses the CUDA 11.8 headers preprocessed the way nvcc's
// host side does, when CUDA_ORACLE names an unpacked CUDA toolkit.
func TestCUDAHeaders(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	inc := filepath.Join(root, "usr/include")
	runCUDAHeaders(t, []string{inc}, []string{"-I" + inc,
		"-D__CUDACC_VER_MAJOR__=11", "-D__CUDACC_VER_MINOR__=8", "-D__CUDACC_VER_BUILD__=89",
		"-D__CUDA_API_VER_MAJOR__=11", "-D__CUDA_API_VER_MINOR__=8"})
}

// TestCUDA13Headers is TestCUDAHeaders for CUDA 13 (CUDA13_ORACLE), whose
// thrust, cub and libcu++ live in include/cccl.
func TestCUDA13Headers(t *testing.T) {
	root := os.Getenv("CUDA13_ORACLE")
	if root == "" {
		t.Skip("CUDA13_ORACLE not set")
	}
	inc := filepath.Join(root, "include")
	cccl := filepath.Join(inc, "cccl")
	runCUDAHeaders(t, []string{inc, cccl}, []string{"-I" + inc, "-isystem", cccl,
		"-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0", "-D__CUDACC_VER_BUILD__=88",
		"-D__CUDA_API_VER_MAJOR__=13", "-D__CUDA_API_VER_MINOR__=0", "-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1"})
}

// runCUDAHeaders preprocesses each of cudaHeaders found in dirs with nvcc's
// host-side flags plus extra, in C++17 and C++20, and parses it.
func runCUDAHeaders(t *testing.T, dirs, extra []string) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	found := func(h string) bool {
		for _, d := range dirs {
			if _, err := os.Stat(filepath.Join(d, h)); err == nil {
				return true
			}
		}
		return false
	}
	var mu sync.Mutex
	var failures []string
	fail := func(s string) {
		mu.Lock()
		failures = append(failures, s)
		mu.Unlock()
	}
	work := make(chan string)
	var wg sync.WaitGroup
	count := 0
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for h := range work {
				for _, std := range []Std{CXX17, CXX20} {
					stdFlag := "-std=c++17"
					if std == CXX20 {
						stdFlag = "-std=c++20"
					}
					args := append([]string{stdFlag, "-D__CUDACC__", "-D__NVCC__", "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
						"-D__NV_NO_HOST_COMPILER_CHECK=1", "-include", "cuda_runtime.h"}, extra...)
					src, err := preprocess("#include <"+h+">\n", args...)
					if err != nil {
						fail(err.Error())
						continue
					}
					if first, n := parseII("<"+h+">", src, std); n > 0 {
						if !hostAccepts(src, stdFlag) {
							// The toolkit's headers do not compile with
							// this host compiler either (CUDA 13's pip
							// layout puts NVRTC's std headers on the path).
							t.Logf("<%s> %s: g++ rejects it too; not counted", h, stdFlag)
							continue
						}
						fail(fmt.Sprintf("<%s> %s: %d errors, first: %s", h, stdFlag, n, first))
					}
				}
			}
		}()
	}
	for _, h := range cudaHeaders {
		if found(h) {
			count++
			work <- h
		}
	}
	close(work)
	wg.Wait()
	sort.Strings(failures)
	for _, f := range failures {
		t.Error(f)
	}
	t.Logf("%d headers × 2 standards, %d failures", count, len(failures))
}

// TestPrograms parses every CUDA program of testdata/programs (the
// project's corpus) preprocessed as nvcc's host side does, with the oracle's
// headers.
func TestPrograms(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	files, _ := filepath.Glob("../../testdata/programs/*/*.cu")
	if len(files) == 0 {
		t.Skip("no programs")
	}
	inc := filepath.Join(root, "usr/include")
	for _, f := range files {
		f := f
		t.Run(filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ii, err := preprocess(string(src), "-std=c++17", "-D__CUDACC__", "-D__NVCC__",
				"-D__CUDACC_VER_MAJOR__=11", "-D__CUDACC_VER_MINOR__=8", "-D__CUDACC_VER_BUILD__=89",
				"-D__CUDA_API_VER_MAJOR__=11", "-D__CUDA_API_VER_MINOR__=8", "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
				"-D__NV_NO_HOST_COMPILER_CHECK=1", "-I"+inc, "-I"+filepath.Dir(f), "-include", "cuda_runtime.h")
			if err != nil {
				t.Fatal(err)
			}
			if first, n := parseII(f, ii, CXX17); n > 0 {
				t.Errorf("%d errors, first: %s", n, first)
			}
		})
	}
}
