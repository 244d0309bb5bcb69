// Command gen writes hostcc's embedded gcc 12 data (frontend/hostcc/data)
// from this machine's g++ 12: the predefined macros of each -std, the system
// search list, how common flags change the macros, and the __has_builtin,
// __has_attribute and __has_cpp_attribute tables. It refuses to run with any
// compiler other than gcc 12 for x86_64-linux-gnu, whose set the data claims to
// be. Run it with `go generate ./frontend/hostcc`.
//
// What must not be baked in: the compiler runs with a clean environment
// (CPATH and friends removed, the C locale), -march=native and friends are never
// used, and a predefined macro whose value names a path or changes per run
// (__DATE__-like) stops the generator.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// stds are the standards the data covers, in the order the files list them.
var stds = []string{
	"c++98", "c++11", "c++14", "c++17", "c++20", "c++23",
	"gnu++98", "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23",
}

func main() {
	cxx := flag.String("cxx", "g++", "the gcc 12 C++ compiler to read")
	out := flag.String("out", "data/gcc12", "directory to write the data files into")
	jobs := flag.Int("j", runtime.NumCPU(), "compiler runs at once")
	skipFeatures := flag.Bool("skip-features", false, "keep the existing features.txt (it takes longest)")
	flag.Parse()
	g := &generator{cxx: *cxx, out: *out, jobs: max(*jobs, 1)}
	if err := g.run(*skipFeatures); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

type generator struct {
	cxx, out string
	jobs     int
	base     map[string]*probe // per std
	meta     *probe            // the default-std probe, for version and dirs
	defStd   string
}

func (g *generator) run(skipFeatures bool) error {
	if err := os.MkdirAll(g.out, 0o755); err != nil {
		return err
	}
	if err := g.probeStds(); err != nil {
		return err
	}
	if err := g.writeMacros(); err != nil {
		return err
	}
	if err := g.writeFlags(); err != nil {
		return err
	}
	if skipFeatures {
		if _, err := os.Stat(filepath.Join(g.out, "features.txt")); err != nil {
			return fmt.Errorf("-skip-features without an existing features.txt: %v", err)
		}
		return nil
	}
	return g.writeFeatures()
}
