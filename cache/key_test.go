package cache

import (
	"reflect"
	"strings"
	"testing"
)

func TestKeyLinesRoundTrip(t *testing.T) {
	var k Key
	k.Add("flag", "-DMSG=hello world")
	k.Add("file", "/p/with space/a.h", "abc")
	k.Add("flag", `-DQ="x"`)
	k.Add("flag", "")
	want := [][]string{
		{"flag", "-DMSG=hello world"},
		{"file", "/p/with space/a.h", "abc"},
		{"flag", `-DQ="x"`},
		{"flag", ""},
	}
	for i, l := range k.Lines {
		if strings.ContainsAny(l, "\n\r") {
			t.Fatalf("line %d spans lines: %q", i, l)
		}
		kind, fields := splitLine(l)
		got := append([]string{kind}, fields...)
		if !reflect.DeepEqual(got, want[i]) {
			t.Errorf("line %q splits into %q, want %q", l, got, want[i])
		}
	}
}

func TestKeySumDependsOnEveryLine(t *testing.T) {
	var a, b Key
	a.Add("flag", "-DA")
	a.Add("flag", "-DB")
	b.Add("flag", "-DA")
	b.Add("flag", "-DB")
	if a.Sum() != b.Sum() {
		t.Fatal("equal keys hash differently")
	}
	b.Lines[1] = "flag -DC"
	if a.Sum() == b.Sum() {
		t.Fatal("different keys hash the same")
	}
}

func TestDiffKeys(t *testing.T) {
	var a, b Key
	a.Add("cufe", "1")
	a.Add("source", "/p/a.cu")
	a.Add("flag", "-std=c++17")
	a.Add("flag", "-DOLD")
	a.Add("file", "/p/a.cu", "1111111111111111")
	b.Add("cufe", "2")
	b.Add("source", "/p/a.cu")
	b.Add("flag", "-std=c++17")
	b.Add("flag", "-DNEW")
	b.Add("file", "/p/a.cu", "2222222222222222")
	got := DiffKeys(a, b)
	want := []string{
		"changed: cufe 2 (was cufe 1)",
		"added:   flag -DNEW",
		"changed: file /p/a.cu (content 111111111111 → 222222222222)",
		"removed: flag -DOLD",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DiffKeys:\n got %q\nwant %q", got, want)
	}
	if d := DiffKeys(a, a); len(d) != 0 {
		t.Errorf("a key differs from itself: %q", d)
	}
}

func TestNormalizeArgs(t *testing.T) {
	got := NormalizeArgs([]string{"-I", "inc", "-Iother", "-D", "X=1", "-isystem", "/sys", "--include_directory", "/d", "-std=c++17"})
	want := []string{"-Iinc", "-Iother", "-DX=1", "-isystem /sys", "--include_directory=/d", "-std=c++17"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("NormalizeArgs = %q, want %q", got, want)
	}
	dirs := includeDirs(got)
	wantDirs := []string{"inc", "other", "/sys", "/d"}
	if !reflect.DeepEqual(dirs, wantDirs) {
		t.Errorf("includeDirs = %q, want %q", dirs, wantDirs)
	}
}
