package tu

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/options"
)

// benchIIEnv names the preprocessed file BenchmarkHostOutputs translates
// (nvcc's host-side x.cpp4.ii, say); benchArgsEnv optionally replaces the
// cudafe++ flags it is translated with.
const (
	benchIIEnv   = "CUFE_BENCH_II"
	benchArgsEnv = "CUFE_BENCH_ARGS"
)

// BenchmarkHostOutputs times the back half of cufe compile (everything
// after semantic analysis: module ID, summary, host translation, stub
// file) on the .ii named by $CUFE_BENCH_II, analysed once:
//
//	CUFE_BENCH_II=/tmp/x.ii go test -run '^$' -bench HostOutputs ./frontend/tu
func BenchmarkHostOutputs(b *testing.B) {
	ii, o := benchCompileOptions(b)
	s := options.NewSession()
	a := benchAnalyze(b, s, o, ii)
	in := Input{Path: ii}
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		files, _, err := hostOutputs(s, a, o, in)
		if err != nil {
			b.Fatal(err)
		}
		if len(files) == 0 {
			b.Fatal("no outputs")
		}
	}
	// CPU time is steadier than wall time on a shared machine.
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// cpuTime returns the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchCompileOptions returns the .ii named by $CUFE_BENCH_II (skipping
// the benchmark when unset) and cudafe++'s flags as nvcc passes them (or
// $CUFE_BENCH_ARGS), asking for the host translation and the stub file in
// a scratch directory.
func benchCompileOptions(b *testing.B) (string, *options.Options) {
	ii := os.Getenv(benchIIEnv)
	if ii == "" {
		b.Skip(benchIIEnv + " not set")
	}
	args := strings.Fields("--c++17 --gnu_version=120200 --allow_managed --m64 --parse_templates")
	if a := os.Getenv(benchArgsEnv); a != "" {
		args = strings.Fields(a)
	}
	dir := b.TempDir()
	args = append(args, "--gen_c_file_name", filepath.Join(dir, "x.cpp"), "--stub_file_name", filepath.Join(dir, "x.stub.c"))
	o, err := options.Parse(args)
	if err != nil {
		b.Fatal(err)
	}
	return ii, o
}

// benchAnalyze analyses ii as cufe compile does, failing the benchmark
// unless it analyses cleanly.
func benchAnalyze(b *testing.B, s *options.Session, o *options.Options, ii string) *Analyzed {
	a, err := analyze(s, o, ii, true)
	if err != nil {
		b.Fatal(err)
	}
	if a.Sema == nil || a.Diags.ExitStatus() != 0 {
		b.Fatalf("%s does not analyse cleanly (exit status %d)", ii, a.Diags.ExitStatus())
	}
	return a
}
