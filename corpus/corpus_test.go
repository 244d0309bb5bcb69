package corpus

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Where the corpus lives, relative to this package.
const (
	programsDir = "../testdata/programs"
	errorsDir   = "../testdata/errors"
)

// testArch is the GPU architecture every program is checked for (sm_70 is
// the oldest __grid_constant__ accepts).
const testArch = "-arch=sm_70"

// program is one directory of testdata/programs.
type program struct {
	Name    string
	Dir     string   // absolute
	Sources []string // absolute paths of its .cu files, main.cu first
	// Flags are the extra cufe/nvcc flags of its `flags` file.
	Flags []string
	// NeedsToolkit is set by a `needs` file naming "toolkit": the program
	// includes headers only a real CUDA toolkit ships (thrust, cub,
	// cooperative_groups, cuda_fp16).
	NeedsToolkit bool
}

// loadPrograms reads testdata/programs. A directory without main.cu, an
// unreadable flags file or an unknown need fails the test: the corpus is
// data the tests depend on, and a malformed entry must not vanish silently.
func loadPrograms(t *testing.T) []program {
	t.Helper()
	entries, err := os.ReadDir(programsDir)
	if err != nil {
		t.Fatal(err)
	}
	var progs []program
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir, err := filepath.Abs(filepath.Join(programsDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		p := program{Name: e.Name(), Dir: dir}
		main := filepath.Join(dir, "main.cu")
		if _, err := os.Stat(main); err != nil {
			t.Fatalf("program %s has no main.cu: %v", p.Name, err)
		}
		others, err := filepath.Glob(filepath.Join(dir, "*.cu"))
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(others)
		p.Sources = append(p.Sources, main)
		for _, o := range others {
			if o != main {
				p.Sources = append(p.Sources, o)
			}
		}
		if p.Flags, err = readList(filepath.Join(dir, "flags")); err != nil {
			t.Fatalf("program %s: %v", p.Name, err)
		}
		needs, err := readList(filepath.Join(dir, "needs"))
		if err != nil {
			t.Fatalf("program %s: %v", p.Name, err)
		}
		for _, n := range needs {
			switch n {
			case "toolkit":
				p.NeedsToolkit = true
			default:
				t.Fatalf("program %s: unknown need %q (known: toolkit)", p.Name, n)
			}
		}
		progs = append(progs, p)
	}
	if len(progs) < 30 {
		t.Fatalf("only %d programs in %s; the corpus has at least 30", len(progs), programsDir)
	}
	return progs
}

// readList reads a file of one item per line, skipping blank lines and #
// comments; a missing file is an empty list.
func readList(path string) ([]string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, sc.Err()
}
