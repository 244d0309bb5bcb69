package sema

import (
	"bytes"
	"math/rand"
	"reflect"
	"testing"
)

// indexDirectivesByLine is indexDirectives as it was first written, one
// line at a time: the reference the '#'-to-'#' scan must agree with.
func indexDirectivesByLine(src []byte) *directiveIndex {
	ix := &directiveIndex{}
	var groups archGroups
	for off := 0; off < len(src); {
		lineEnd := len(src)
		if i := bytes.IndexByte(src[off:], '\n'); i >= 0 {
			lineEnd = off + i
		}
		groups.add(ix, off, src[off:lineEnd])
		off = lineEnd + 1
	}
	return ix
}

// TestIndexDirectivesMatchesLineScan: on texts mixing directives, '#'
// inside lines, blanks before '#', empty lines and a last line without a
// newline, the scan from '#' to '#' finds what the line-by-line one does.
func TestIndexDirectivesMatchesLineScan(t *testing.T) {
	pieces := []string{
		"#if __CUDA_ARCH__ >= 700\n", "  #ifdef X\n", "\t# else\n", "#elif defined(__CUDA_ARCH__)\n",
		"#endif\n", "int a = b # c;\n", "x ## y\n", "\n", "# 12 \"f.h\" 1\n", "#pragma once\n",
		"  \t #  endif // done\n", "#ifndef Y\n", "a#if\n", "\r#if\n", "#elifdef Z\n", "#", "#\n", "  #",
		"plain text line\n", "#else\n", "\"#if\" in a string\n",
	}
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 2000; n++ {
		var src []byte
		for k := rng.Intn(40); k > 0; k-- {
			src = append(src, pieces[rng.Intn(len(pieces))]...)
		}
		want, got := indexDirectivesByLine(src), indexDirectives(src)
		if !reflect.DeepEqual(want.list, got.list) {
			t.Fatalf("text %q:\nby line %+v\ngot     %+v", src, want.list, got.list)
		}
	}
}
