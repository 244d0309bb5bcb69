package pp

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/token"
)

// gccTokensErr runs g++ -E on path and returns its token stream, or the
// error when g++ fails.
func gccTokensErr(path string, args ...string) ([]token.Token, error) {
	cmd := exec.Command("g++", append(append([]string{"-E"}, args...), path)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, stderr.String())
	}
	return ReadPreprocessed("g++.ii", out, &collect{}).Tokens, nil
}

// gccTokens runs g++ -E on path and returns its token stream (pragma lines
// included, line markers dropped).
func gccTokens(t testing.TB, path string, args ...string) []token.Token {
	t.Helper()
	cmd := exec.Command("g++", append(append([]string{"-E"}, args...), path)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("g++ -E %s: %v\n%s", path, err, stderr.String())
	}
	c := &collect{}
	res := ReadPreprocessed("g++.ii", out, c)
	return res.Tokens
}

// compareStreams reports the first difference between two token streams.
func compareStreams(t testing.TB, name string, got *Result, want []token.Token) bool {
	t.Helper()
	n := len(got.Tokens)
	if len(want) < n {
		n = len(want)
	}
	for i := 0; i < n; i++ {
		if got.Tokens[i].Text != want[i].Text {
			lo := i - 8
			if lo < 0 {
				lo = 0
			}
			t.Errorf("%s: token %d differs: cufe %q at %s, g++ %q\n  cufe context: %s\n  g++ context:  %s", name, i,
				got.Tokens[i].Text, got.Files.Position(got.Tokens[i].Pos), want[i].Text,
				joinTexts(got.Tokens[lo:min(i+8, len(got.Tokens))]), joinTexts(want[lo:min(i+8, len(want))]))
			return false
		}
	}
	if len(got.Tokens) != len(want) {
		t.Errorf("%s: cufe produced %d tokens, g++ %d", name, len(got.Tokens), len(want))
		return false
	}
	return true
}

func joinTexts(toks []token.Token) string {
	var b []string
	for _, t := range toks {
		b = append(b, t.Text)
	}
	return strings.Join(b, " ")
}

// preprocessForTest preprocesses as `cufe cpp` does: streaming, with the
// prefetcher reading ahead (Run, which builds use, is the same without it).
func preprocessForTest(t testing.TB, path, std string, host Host) (*Result, *collect) {
	t.Helper()
	c := &collect{}
	var toks []token.Token
	res, err := New(&Options{Std: std, Host: host}, c).Stream(path, func(tk token.Token) { toks = append(toks, tk) })
	if err != nil {
		t.Fatal(err)
	}
	res.Tokens = toks
	return res, c
}

func TestCompareSmall(t *testing.T) {
	host := newGCCHost(t, "c++20")
	files, _ := filepath.Glob("testdata/compare/*.cpp")
	if len(files) == 0 {
		t.Fatal("no inputs in testdata/compare")
	}
	for _, f := range files {
		res, c := preprocessForTest(t, f, "c++20", host)
		for _, d := range c.diags {
			t.Errorf("%s: %s: %s", f, res.Files.Position(d.Pos), d.Msg)
		}
		compareStreams(t, f, res, gccTokens(t, f, "-std=c++20"))
	}
}

func TestCompareHeader(t *testing.T) {
	hdr := os.Getenv("CUFE_PP_HEADER")
	if hdr == "" {
		t.Skip("set CUFE_PP_HEADER")
	}
	host := newGCCHost(t, "c++20")
	dir := t.TempDir()
	f := filepath.Join(dir, "t.cpp")
	os.WriteFile(f, []byte("#include <"+hdr+">\n"), 0o644)
	res, c := preprocessForTest(t, f, "c++20", host)
	for _, d := range c.diags {
		t.Errorf("%s: %s", res.Files.Position(d.Pos), d.Msg)
	}
	compareStreams(t, hdr, res, gccTokens(t, f, "-std=c++20"))
}

// TestCompareCanonicalSystemPaths: headers found through a system directory
// named with a symbolic link and ".." get gcc's canonical spelling (it shows
// in __FILE__); those found through -I keep the spelling given.
func TestCompareCanonicalSystemPaths(t *testing.T) {
	host := newGCCHost(t, "c++17")
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755)
	os.MkdirAll(real, 0o755)
	os.WriteFile(filepath.Join(real, "s.h"), []byte("const char *s = __FILE__;\n#include \"q.h\"\n"), 0o644)
	os.WriteFile(filepath.Join(real, "q.h"), []byte("const char *q = __FILE__;\n"), 0o644)
	os.Symlink(real, filepath.Join(dir, "link"))
	os.MkdirAll(filepath.Join(dir, "plain"), 0o755)
	os.WriteFile(filepath.Join(dir, "plain", "p.h"), []byte("const char *p = __FILE__;\n"), 0o644)
	src := filepath.Join(dir, "m.cpp")
	os.WriteFile(src, []byte("#include <s.h>\n#include <p.h>\n"), 0o644)
	sys := filepath.Join(dir, "a", "b", "..", "..", "link")
	inc := filepath.Join(dir, "a") + "/b/../../plain"
	c := &collect{}
	res, err := Preprocess(src, &Options{Std: "c++17", Host: host, SystemDirs: []string{sys}, AngledDirs: []string{inc}}, c)
	if err != nil || len(c.diags) > 0 {
		t.Fatalf("%v %v", err, c.diags)
	}
	compareStreams(t, "canonical paths", res, gccTokens(t, src, "-std=c++17", "-isystem", sys, "-I", inc))
}
