package pp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// depsOf splits make rule text into its target and prerequisites.
func depsOf(rule string) (string, []string) {
	rule = strings.ReplaceAll(rule, "\\\n", " ")
	first := strings.SplitN(rule, "\n\n", 2)[0]
	target, prereq, _ := strings.Cut(first, ":")
	return strings.TrimSpace(target), strings.Fields(prereq)
}

// TestDepsMatchGCC: -M and -MM list the files g++ lists, in its order.
func TestDepsMatchGCC(t *testing.T) {
	host := newGCCHost(t, "c++17")
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "local.h"), []byte("#pragma once\n#include <vector>\n"), 0o644)
	src := filepath.Join(dir, "d.cpp")
	os.WriteFile(src, []byte("#include \"local.h\"\n#include \"local.h\"\n#include <map>\n"), 0o644)
	for _, mm := range []bool{false, true} {
		flag := "-M"
		if mm {
			flag = "-MM"
		}
		cmd := exec.Command("g++", flag, "-std=c++17", src)
		var out bytes.Buffer
		cmd.Stdout = &out
		if err := cmd.Run(); err != nil {
			t.Fatal(err)
		}
		wantTarget, want := depsOf(out.String())
		res, c := preprocessForTest(t, src, "c++17", host)
		if len(c.diags) > 0 {
			t.Fatal(c.diags[0].Msg)
		}
		var got bytes.Buffer
		if err := WriteDeps(&got, src, res, DepsOptions{NoSystem: mm}); err != nil {
			t.Fatal(err)
		}
		gotTarget, gotDeps := depsOf(got.String())
		if gotTarget != wantTarget || strings.Join(gotDeps, " ") != strings.Join(want, " ") {
			t.Errorf("%s:\ncufe: %s: %v\ng++:  %s: %v", flag, gotTarget, gotDeps, wantTarget, want)
		}
		if len(want) < 2 {
			t.Fatalf("%s: g++ listed only %v", flag, want)
		}
	}
}
