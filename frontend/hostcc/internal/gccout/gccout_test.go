package gccout

import (
	"os"
	"slices"
	"strings"
	"testing"
)

func TestParseDefinesSplitsCompilerFromPreInclude(t *testing.T) {
	out, err := os.ReadFile("testdata/dd.txt")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseDefines(out, "/dev/null")
	if err != nil {
		t.Fatal(err)
	}
	wantLines := []string{"#define __STDC__ 1", "#define __cplusplus 201703L",
		"#define __has_include(STR) __has_include__(STR)", "#define _GNU_SOURCE 1", "#undef BAR"}
	if !slices.Equal(m.Lines, wantLines) {
		t.Errorf("Lines = %q, want %q", m.Lines, wantLines)
	}
	if !slices.Equal(m.PreIncludes, []string{"/usr/include/stdc-predef.h"}) {
		t.Errorf("PreIncludes = %q", m.PreIncludes)
	}
}

// TestParseDefinesReadsClangMarkers: clang enters <built-in> and
// <command line> with flag 1 and leaves them with flag 2.
func TestParseDefinesReadsClangMarkers(t *testing.T) {
	out, err := os.ReadFile("testdata/dd-clang.txt")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseDefines(out, "/dev/null")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"#define __llvm__ 1", "#define __clang__ 1", "#define __STDC__ 1", "#define FOO 1"}
	if !slices.Equal(m.Lines, want) || len(m.PreIncludes) != 0 {
		t.Errorf("Lines = %q, PreIncludes = %q", m.Lines, m.PreIncludes)
	}
}

func TestParseDefinesRejectsOddOutput(t *testing.T) {
	for _, bad := range []string{
		"",                             // no macros at all
		"# 0 \"<built-in>\"\nint x;\n", // not a directive
		"# 0 \"<command-line>\" 2\n",   // leaves a file never entered
		"# 0 \"/dev/null\"\n# 0 \"<built-in>\"\n#define A 1\n# 1 \"/dev/null\"\n#define B 1\n", // main file not empty
	} {
		if _, err := ParseDefines([]byte(bad), "/dev/null"); err == nil {
			t.Errorf("ParseDefines(%q) succeeded", bad)
		}
	}
}

func TestParseVerboseKeepsDirsAsPrinted(t *testing.T) {
	out, err := os.ReadFile("testdata/verbose.txt")
	if err != nil {
		t.Fatal(err)
	}
	v, err := ParseVerbose(out)
	if err != nil {
		t.Fatal(err)
	}
	if v.Target != "x86_64-linux-gnu" || v.Banner != "gcc version 12.2.0 (Debian 12.2.0-14+deb12u1)" {
		t.Errorf("Target %q Banner %q", v.Target, v.Banner)
	}
	want := []string{"/usr/include/c++/12", "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12",
		"/Library/Frameworks", "/usr/include"}
	if !slices.Equal(v.SystemDirs, want) {
		t.Errorf("SystemDirs = %q, want %q", v.SystemDirs, want)
	}
	torn := strings.Replace(string(out), "End of search list.", "", 1)
	if _, err := ParseVerbose([]byte(torn)); err == nil {
		t.Error("a search list with no end was accepted")
	}
}

func TestIncludeNameUsesLongestDir(t *testing.T) {
	dirs := []string{"/usr/include", "/usr/include/x86_64-linux-gnu/"}
	for path, want := range map[string]string{
		"/usr/include/stdc-predef.h":                   "stdc-predef.h",
		"/usr/include/x86_64-linux-gnu/bits/predefs.h": "bits/predefs.h",
		"/opt/elsewhere/x.h":                           "/opt/elsewhere/x.h",
	} {
		if got := IncludeName(path, dirs); got != want {
			t.Errorf("IncludeName(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestApplyReplaysUndef(t *testing.T) {
	set := map[string]string{}
	Apply(set, []string{"#define A 1", "#define F(x) x", "#undef A", "#define B 2"})
	if len(set) != 2 || set["F"] != "#define F(x) x" || set["B"] != "#define B 2" {
		t.Errorf("set = %q", set)
	}
}
