package parse

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// BenchmarkReadAndParseRetained reports what a read and parse keep alive
// (retained-B/op: the heap after a collection, with the tokens and the tree
// still referenced, less the heap before) beside what they allocate: the
// cufe binary runs with the collector off, so its peak memory is the
// allocation, and the retained part is what no collector could give back.
// With CUFE_RETAINED_PROFILE set, a heap profile of the live tree is
// written there.
func BenchmarkReadAndParseRetained(b *testing.B) {
	name, src := benchInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var retained uint64
	for i := 0; i < b.N; i++ {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		var r recorder
		res := pp.ReadPreprocessed(name, src, &r)
		tree := Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
		runtime.GC()
		runtime.ReadMemStats(&after)
		if path := os.Getenv("CUFE_RETAINED_PROFILE"); path != "" && i == 0 {
			writeHeapProfile(b, path)
		}
		runtime.KeepAlive(res)
		runtime.KeepAlive(tree)
		retained += after.HeapAlloc - before.HeapAlloc
	}
	b.ReportMetric(float64(retained)/float64(b.N), "retained-B/op")
}

func writeHeapProfile(b *testing.B, path string) {
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		b.Fatal(err)
	}
}
