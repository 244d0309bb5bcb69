package pp

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// BenchmarkPreprocess compares cufe's preprocessor with `g++ -E` on the same
// inputs, side by side: cufe in-process (preprocess and print), and g++ as a
// process (its startup included, as a build pays it). Run with
//
//	go test -run '^$' -bench Preprocess -benchmem ./frontend/pp
//
// The `cufe cpp` command's own start-up is measured by cmd/cufe's benchmark.
func BenchmarkPreprocess(b *testing.B) {
	if _, err := exec.LookPath("g++"); err != nil {
		b.Skip("g++ not found")
	}
	dir := b.TempDir()
	inputs := map[string]string{
		"stdc++": "#include <bits/stdc++.h>\n",
		"vector": "#include <vector>\n",
	}
	for _, name := range []string{"stdc++", "vector"} {
		src := filepath.Join(dir, name+".cpp")
		if err := os.WriteFile(src, []byte(inputs[name]), 0o644); err != nil {
			b.Fatal(err)
		}
		host := newGCCHost(b, "c++20")
		// As `cufe cpp` does: print tokens as they are produced, on a
		// goroutine of its own, with headers read and lexed ahead.
		b.Run(name+"/cufe", func(b *testing.B) { benchStream(b, src, host, true) })
		// The prefetcher first, then the preprocessor: its thread's CPU time
		// is then the critical path on a machine with a core to spare.
		b.Run(name+"/cufe-prefetched", func(b *testing.B) { benchStreamMode(b, src, host, true, true) })
		// Everything on one goroutine, to show what the second one brings.
		b.Run(name+"/cufe-serial", func(b *testing.B) { benchStream(b, src, host, false) })
		b.Run(name+"/g++", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				cmd := exec.Command("g++", "-E", "-std=c++20", src)
				var out bytes.Buffer
				cmd.Stdout = &out
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchStream also reports the CPU time of the preprocessor's own thread
// per run (main-cpu-ns/op), the critical path when the others keep up, that
// of all threads (cpu-ns/op), what two cores must share, and
// how many bytes of headers it had to lex itself (own-lexed-B/op), the
// prefetcher not having got there first, and how long it waited for the
// prefetcher to finish lexing one (main-wait-ns/op).
func benchStream(b *testing.B, src string, host Host, concurrent bool) {
	benchStreamMode(b, src, host, concurrent, false)
}

func benchStreamMode(b *testing.B, src string, host Host, concurrent, prefetchFirst bool) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, startAll := threadCPU(), processCPU()
	ownLexed := 0
	var waited time.Duration
	defer func() {
		b.ReportMetric(float64(threadCPU()-start)/float64(b.N), "main-cpu-ns/op")
		b.ReportMetric(float64(processCPU()-startAll)/float64(b.N), "cpu-ns/op")
		b.ReportMetric(float64(ownLexed)/float64(b.N), "own-lexed-B/op")
		b.ReportMetric(float64(waited)/float64(b.N), "main-wait-ns/op")
	}()
	for i := 0; i < b.N; i++ {
		c := &collect{}
		p := New(&Options{Std: "c++20", Host: host}, c)
		p.noPrefetch = !concurrent
		p.prefetchFirst = prefetchFirst
		var err error
		if concurrent {
			pr := NewPipedPrinter(io.Discard, p.Files(), WriteOptions{})
			if _, err = p.Stream(src, pr.Token); err == nil {
				err = pr.Close()
			}
		} else {
			pr := NewPrinter(io.Discard, p.Files(), WriteOptions{})
			if _, err = p.Stream(src, pr.Token); err == nil {
				err = pr.Close()
			}
		}
		if err != nil {
			b.Fatal(err)
		}
		if len(c.diags) > 0 {
			b.Fatal(c.diags[0].Msg)
		}
		ownLexed += p.ownLexed
		waited += p.waited
	}
}

// BenchmarkPrint measures the printer alone (what PipedPrinter's goroutine
// does) on <bits/stdc++.h>'s token stream.
func BenchmarkPrint(b *testing.B) {
	host := newGCCHost(b, "c++17")
	src := filepath.Join(b.TempDir(), "all.cpp")
	if err := os.WriteFile(src, []byte("#include <bits/stdc++.h>\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	res, err := Preprocess(src, &Options{Std: "c++17", Host: host}, &collect{})
	if err != nil {
		b.Fatal(err)
	}
	var n countingWriter
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Write(&n, res, WriteOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(n.n / int64(b.N))
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }
