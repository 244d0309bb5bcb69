package mangle

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// TestGeneratedAgainstGCC writes hundreds of declarations as C++ and as Go
// values, compiles the C++ with g++ and checks that every name cufe mangles
// is a symbol g++ defined. It also checks that the EDG spelling of each
// generated type names the same type (static_asserts in the same file).
func TestGeneratedAgainstGCC(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	nmPath, err := exec.LookPath("nm")
	if err != nil {
		t.Skip("nm not found")
	}
	n := 700
	if testing.Short() {
		n = 200
	}
	seed := uint64(20260401)
	if s := os.Getenv("CUFE_GEN_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("CUFE_GEN_SEED: %v", err)
		}
		seed = v
	}
	g := newGenerator(seed)
	g.generate(n)
	dir := t.TempDir()
	src := filepath.Join(dir, "gen.cpp")
	obj := filepath.Join(dir, "gen.o")
	if err := os.WriteFile(src, []byte(g.src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(gxx, "-std=c++20", "-c", "-w", "-O0", "-o", obj, src).CombinedOutput()
	if err != nil {
		keep := os.Getenv("CUFE_KEEP_GEN")
		if keep != "" {
			_ = os.WriteFile(keep, []byte(g.src.String()), 0o644)
		}
		t.Fatalf("g++ rejected the generated file: %v\n%s", err, firstLines(string(out), 40))
	}
	nmOut, err := exec.Command(nmPath, "--defined-only", "-P", obj).Output()
	if err != nil {
		t.Fatalf("nm: %v", err)
	}
	defined := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(nmOut))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) > 0 {
			defined[f[0]] = true
		}
	}
	seen := map[string]bool{}
	bad := 0
	for _, c := range g.cases {
		name, err := Name(c.decl, c.opts)
		if err != nil {
			bad++
			if bad <= 15 {
				t.Errorf("%v\n  in: %s", err, firstLines(c.cpp, 8))
			}
			continue
		}
		if seen[name] {
			t.Errorf("two generated declarations mangle to %s", name)
		}
		seen[name] = true
		if !defined[name] && !internalCompleteVariant(c, name, defined) {
			bad++
			if bad <= 15 {
				t.Errorf("cufe's %s is not a symbol g++ defined\n  in: %s\n  near: %s", name, firstLines(c.cpp, 12), nearest(name, defined))
			}
		}
	}
	t.Logf("%d generated declarations, %d wrong; %d printer checks", len(g.cases), bad, len(g.printed))
}

func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append(lines[:n], "...")
	}
	return strings.Join(lines, "\n")
}

// nearest returns the defined symbol sharing the longest prefix with name,
// to make a mismatch readable.
func nearest(name string, defined map[string]bool) string {
	best, bestLen := "", -1
	for s := range defined {
		k := 0
		for k < len(s) && k < len(name) && s[k] == name[k] {
			k++
		}
		if k > bestLen || (k == bestLen && s < best) {
			best, bestLen = s, k
		}
	}
	return best
}

// internalCompleteVariant excuses a missing complete-object constructor or
// destructor of an internal-linkage class: g++ emits only the base-object
// symbol for those and uses it for both.
func internalCompleteVariant(c genCase, name string, defined map[string]bool) bool {
	f, ok := c.decl.(*types.FunctionDecl)
	if !ok || c.opts.Variant != Complete || !strings.Contains(name, "_GLOBAL__N_") {
		return false
	}
	if f.Kind != types.Constructor && f.Kind != types.Destructor {
		return false
	}
	base, err := Name(f, Options{Variant: BaseObject})
	return err == nil && defined[base]
}
