package sema

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
)

// hostDeviceSource has host calls from __host__ __device__ and __device__
// functions: unguarded (cicc reports them, whichever side is analysed) and
// in conditional groups that cicc's device-side preprocessing may drop
// (cuda_fp16.hpp's `#if defined(__CUDA_ARCH__) ... #else`, a function
// defined only when __CUDA_ARCH__ is not). nvcc 11.8 reports lines 2 and 14
// (with a kernel calling plain, archElse, guarded and dev): sema misses 14,
// whose group is kept on both sides, because it cannot evaluate the
// condition of a group inside a body as the other side would.
const hostDeviceSource = `int host_fn(int);
__host__ __device__ int plain(int x) { return host_fn(x); }
__host__ __device__ int archElse(int x) {
#if defined(__CUDA_ARCH__)
  return x;
#else
  return host_fn(x);
#endif
}
#define INCLUDE_HOST_CODE 1
__host__ __device__ int guarded(int x) {
  if (x) {
#if INCLUDE_HOST_CODE
    return host_fn(x);
#endif
  }
  return x;
}
#ifndef __CUDA_ARCH__
__host__ __device__ int around(int x) { return host_fn(x); }
#endif
__device__ int dev(int x) {
#ifndef __CUDA_ARCH__
  host_fn(x);
#endif
  return x;
}
`

// TestCallChecksSkipConditionalGroups: the execution-space call checks
// (cicc's) skip calls inside conditional groups of the calling body, and
// still report unguarded calls, on the host side and on the device side.
func TestCallChecksSkipConditionalGroups(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "hd.cu")
	if err := os.WriteFile(path, []byte(hostDeviceSource), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, side := range []struct {
		name   string
		macros []pp.MacroArg
		want   []string
	}{
		{"host", nil, []string{"2: host_fn(int)\") from a __host__ __device__ function(\"plain\")"}},
		{"device", []pp.MacroArg{{Text: "__CUDA_ARCH__=700"}}, []string{"2: host_fn(int)\") from a __host__ __device__ function(\"plain\")"}},
	} {
		t.Run(side.name, func(t *testing.T) {
			res, diags := checkFile(t, path, side.macros)
			var got []string
			for _, d := range diags {
				msg := d.Msg
				if i := strings.Index(msg, "function(\""); i >= 0 {
					msg = msg[i+len("function(\""):]
				}
				got = append(got, strings.TrimSuffix(strconv.Itoa(res.Files.Position(d.Pos).Line)+": "+msg, " is not allowed"))
			}
			if strings.Join(got, "\n") != strings.Join(side.want, "\n") {
				t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(side.want, "\n  "))
			}
		})
	}
}

// TestInConditionalGroup covers the directive scan.
func TestInConditionalGroup(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"{\n  f();\n", false},
		{"{\n#if A\n  f();\n#endif\n  g(", false},
		{"{\n#if A\n  g(", true},
		{"{\n  # ifdef A\n#if B\n#endif\n  g(", true},
		{"{\n#else\n  g(", true},
		{"{\n#endif\n  g(", false},
		{"{\n#if A\n#elif B\n  g(", true},
		{"{\n# 12 \"file.cu\"\n  g(", false},
	} {
		if got := inConditionalGroup([]byte(c.src)); got != c.want {
			t.Errorf("inConditionalGroup(%q) = %v, want %v", c.src, got, c.want)
		}
	}
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"#ifndef H\n#define H\n", false},
		{"#ifndef H\n#if !defined(__CUDA_ARCH__)\n", true},
		{"#if defined(__CUDA_ARCH__)\n#else\n", true},
		{"#if __CUDA_ARCH__ >= 700\n#endif\n", false},
		{"#ifdef X\n#elif __CUDA_ARCH_LIST__\n", true},
	} {
		if got := inArchGroup([]byte(c.src)); got != c.want {
			t.Errorf("inArchGroup(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}

// TestCLibraryCalleesLeftToDeviceSide: on the host side, glibc's printf is
// a __host__ function, but the device-side preprocessing adds CUDA's
// __host__ __device__ redeclaration (crt/common_functions.h, inside
// `#if defined(__CUDA_ARCH__)`), so device calls to a C library function
// only system headers declare are not diagnosed; a C function user code
// declares still is.
func TestCLibraryCalleesLeftToDeviceSide(t *testing.T) {
	src := `# 1 "main.cu"
# 1 "/usr/include/stdio.h" 1 3 4
extern "C" {
extern int printf (const char *__restrict __format, ...);
}
# 2 "main.cu" 2
extern "C" int user_c(int);
__device__ void report(int block) {
  printf("block %d\n", block);
  user_c(block);
}
`
	ck := checkSource(t, "main.ii", []byte(src), parse.CXX17, Options{})
	for _, d := range ck.parseDiags {
		t.Errorf("parse: %s", ck.describe(d))
	}
	var got []string
	for _, d := range ck.semaDiags {
		got = append(got, ck.describe(d))
	}
	want := []string{
		`main.cu:5: error: calling a __host__ function("user_c") from a __device__ function("report") is not allowed`,
		`main.cu:5: error: identifier "user_c" is undefined in device code`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestCallChecksReadHeadersOfPreprocessedInput: in a .ii the directives are
// gone; the call checks read them from the header the line markers name,
// so a .ii of hostDeviceSource (as a header) gets the same answer as the
// header itself, and, once the header is gone, the .ii's text alone.
func TestCallChecksReadHeadersOfPreprocessedInput(t *testing.T) {
	dir := t.TempDir()
	header := filepath.Join(dir, "hd.h")
	if err := os.WriteFile(header, []byte(hostDeviceSource), 0o644); err != nil {
		t.Fatal(err)
	}
	main := "#define __host__ __attribute__((host))\n#define __device__ __attribute__((device))\n#include \"" + header + "\"\n"
	ii, err := gccPreprocess(main)
	if err != nil {
		t.Skip(err)
	}
	lines := func() []string {
		ck := checkSource(t, filepath.Join(dir, "main.ii"), ii, parse.CXX17, Options{})
		if ck.parseErrors > 0 {
			t.Fatalf("parse errors: %v", ck.parseDiags)
		}
		var got []string
		for _, d := range ck.semaDiags {
			if d.Severity == diag.NoteLevel {
				continue
			}
			p := ck.files.Position(d.Pos)
			got = append(got, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line))
		}
		return got
	}
	if got, want := strings.Join(lines(), " "), "hd.h:2"; got != want {
		t.Errorf("with the header: got %q, want %q", got, want)
	}
	if err := os.Remove(header); err != nil {
		t.Fatal(err)
	}
	// Without it, every host call left in the .ii's text is reported.
	if got, want := strings.Join(lines(), " "), "hd.h:2 hd.h:7 hd.h:14 hd.h:20 hd.h:24 hd.h:24"; got != want {
		t.Errorf("without the header: got %q, want %q", got, want)
	}
}

// TestLineStartsSpan: columns past a header line's end stay on that line.
func TestLineStartsSpan(t *testing.T) {
	ls := indexLines([]byte("ab\ncdef\n\nx"))
	for _, c := range []struct {
		line, col, want int
	}{{1, 1, 0}, {1, 2, 1}, {1, 40, 2}, {2, 3, 5}, {2, 99, 7}, {3, 5, 8}, {4, 7, 9}} {
		if got := ls.at(c.line, c.col); got != c.want {
			t.Errorf("at(%d, %d) = %d, want %d", c.line, c.col, got, c.want)
		}
	}
	if _, _, ok := ls.span(source.Position{Line: 2, Column: 1}, source.Position{Line: 5, Column: 1}); ok {
		t.Errorf("span past the last line: ok")
	}
}

// TestCallChecksSkipTargetMacroExpansions: CUDA 13's cuda_fp16.hpp picks
// the host or device code of a __host__ __device__ function with
// <nv/target>'s NV_IF_ELSE_TARGET, which expands through nested macros, so
// the host branch's tokens come out at the invocation's position. A host
// call there is no call cicc sees; an unguarded one still is.
func TestCallChecksSkipTargetMacroExpansions(t *testing.T) {
	const src = `int host_fn(int);
#define _NV_BLOCK_EXPAND(...) { __VA_ARGS__ }
#define _NV_TARGET_IF_ELSE(q, t, f) _NV_BLOCK_EXPAND(f)
#define NV_IF_ELSE_TARGET(q, t, f) _NV_TARGET_IF_ELSE(q, t, f)
__host__ __device__ int viaTarget(int x) {
NV_IF_ELSE_TARGET(NV_IS_DEVICE,
  return x;,
  return host_fn(x);)
}
__host__ __device__ int plain(int x) { return host_fn(x); }
`
	path := filepath.Join(t.TempDir(), "target.cu")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, diags := checkFile(t, path, nil)
	var got []string
	for _, d := range diags {
		got = append(got, strconv.Itoa(res.Files.Position(d.Pos).Line)+": "+d.Msg)
	}
	want := `10: calling a __host__ function("host_fn(int)") from a __host__ __device__ function("plain") is not allowed`
	if len(got) != 1 || got[0] != want {
		t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), want)
	}
}

// checkFile preprocesses path with cufe's preprocessor (C++17, macros),
// parses and checks it, and returns sema's diagnostics other than notes;
// the preprocessor and the parser must report nothing.
func checkFile(t *testing.T, path string, macros []pp.MacroArg) (*pp.Result, []diag.Diagnostic) {
	t.Helper()
	var pr recorder
	res, err := pp.Preprocess(path, &pp.Options{Std: "c++17", Macros: macros}, &pr)
	if err != nil {
		t.Fatal(err)
	}
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{Std: parse.CXX17}, &pr)
	for _, d := range pr.diags {
		t.Errorf("pp/parse: %s", d.Msg)
	}
	var sr recorder
	Check(tree, res.Files, Options{Tokens: res.Tokens}, &sr)
	var out []diag.Diagnostic
	for _, d := range sr.diags {
		if d.Severity != diag.NoteLevel {
			out = append(out, d)
		}
	}
	return res, out
}
