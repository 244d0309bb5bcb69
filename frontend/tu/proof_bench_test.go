package tu

import (
	"runtime"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/options"
)

// BenchmarkProofComplete times the stub-file proof as cufe compile runs
// it on the .ii named by $CUFE_BENCH_II: the name index
// (fromsema.StubGapIndex) and the walk of every instance with it
// (ProofIndex.Complete). The walk adds what it finds to sema's result and
// memoizes itself, so each iteration analyses the file afresh, with the
// timer stopped:
//
//	CUFE_BENCH_II=/tmp/x.ii go test -run '^$' -bench ProofComplete ./frontend/tu
func BenchmarkProofComplete(b *testing.B) {
	ii, o := benchCompileOptions(b)
	s := options.NewSession()
	b.ReportAllocs()
	var cpu int64
	for b.Loop() {
		b.StopTimer()
		a := benchAnalyze(b, s, o, ii)
		fs := fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files, Tokens: a.Result.Tokens}
		runtime.GC() // (the analysis's garbage is not the proof's)
		cpu0 := cpuTime()
		b.StartTimer()
		gap, proof := fromsema.StubGapIndex(a.Tree, a.Result.Tokens, a.Result.Files)
		if gap == nil {
			b.Fatal("no stub-file gap: nothing to prove")
		}
		proof.Complete(fs)
		b.StopTimer()
		cpu += int64(cpuTime() - cpu0)
		b.StartTimer()
	}
	// CPU time is steadier than wall time on a shared machine.
	b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkProofTail times what cufe compile runs of the stub-file proof
// after sema, alone on its critical path: ProofIndex.Complete, on an
// index built beforehand, unprepared (sema ended before the index was
// built) and fully prepared (the index had time to compile the searches'
// expansions while sema ran, see ProofIndex.Prepare); prepare-cpu-ns/op
// is what preparing took, off the critical path:
//
//	CUFE_BENCH_II=/tmp/x.ii go test -run '^$' -bench ProofTail ./frontend/tu
func BenchmarkProofTail(b *testing.B) {
	for _, prepared := range []bool{false, true} {
		name := "unprepared"
		if prepared {
			name = "prepared"
		}
		b.Run(name, func(b *testing.B) {
			ii, o := benchCompileOptions(b)
			s := options.NewSession()
			b.ReportAllocs()
			var cpu, prep int64
			for b.Loop() {
				b.StopTimer()
				a := benchAnalyze(b, s, o, ii)
				fs := fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files, Tokens: a.Result.Tokens}
				gap, proof := fromsema.StubGapIndex(a.Tree, a.Result.Tokens, a.Result.Files)
				if gap == nil {
					b.Fatal("no stub-file gap: nothing to prove")
				}
				if prepared {
					cpu0 := cpuTime()
					proof.Prepare(nil)
					prep += int64(cpuTime() - cpu0)
				}
				runtime.GC()
				cpu0 := cpuTime()
				b.StartTimer()
				proof.Complete(fs)
				b.StopTimer()
				cpu += int64(cpuTime() - cpu0)
				b.StartTimer()
			}
			b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(prep)/float64(b.N), "prepare-cpu-ns/op")
		})
	}
}
