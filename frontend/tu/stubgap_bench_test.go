package tu

import (
	"os"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/options"
)

// BenchmarkStubGapIndex times the search for a stub-file gap and the proof
// walk's name index built for it (fromsema.StubGapIndex, the early
// goroutine of cufe compile) on the .ii named by $CUFE_BENCH_II, parsed
// once:
//
//	CUFE_BENCH_II=/tmp/x.ii go test -run '^$' -bench StubGapIndex ./frontend/tu
func BenchmarkStubGapIndex(b *testing.B) {
	ii := os.Getenv(benchIIEnv)
	if ii == "" {
		b.Skip(benchIIEnv + " not set")
	}
	o, err := options.Parse([]string{"--c++17", "--gnu_version=120200"})
	if err != nil {
		b.Fatal(err)
	}
	a, err := ParseOnly(options.NewSession(), o, ii)
	if err != nil {
		b.Fatal(err)
	}
	if a.Tree == nil {
		b.Fatalf("%s did not parse", ii)
	}
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		if gap, _ := fromsema.StubGapIndex(a.Tree, a.Result.Tokens, a.Result.Files); gap == nil {
			b.Fatal("no stub-file gap: nothing to index")
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}
