package sema

import (
	"bytes"
	"sort"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// NVIDIA's front end runs twice over a .cu file: cudafe++ over the host-side
// preprocessing and cicc over the device-side one (__CUDA_ARCH__ defined).
// The rules about calls across execution spaces are cicc's alone, so they
// apply to the code the device-side preprocessing keeps. sema sees one
// side's tokens; a call that sits in a conditional group inside its
// function's body (`#ifndef __CUDA_ARCH__ ... #endif`, thrust's
// `#if THRUST_INCLUDE_HOST_CODE`) may well be absent from cicc's view, and
// sema does not report it. The groups are found by reading the directives
// of the source text between the body's brace and the call.

// conditionallyCompiled reports whether the call at p, in the function
// whose body opens at body, lies in a conditional group opened in the body
// (or in an #else/#elif branch of one opened before it), or whether that
// cannot be told (p is not in the body's file, after its brace: a macro's
// expansion).
func (c *checker) conditionallyCompiled(body, p source.Pos) bool {
	if !body.IsValid() || !p.IsValid() {
		return true
	}
	f := c.files.File(body)
	if f == nil || c.files.File(p) != f {
		return true
	}
	start, end := f.Offset(body), f.Offset(p)
	if start < 0 || end < start || end > len(f.Src) {
		return true
	}
	if bp, cp := f.Position(start), f.Position(end); bp.Filename != f.Name {
		// A preprocessed .ii: its text has no directives left, so they are
		// read from the file its line markers name.
		if cp.Filename != bp.Filename {
			return true
		}
		if ix, lines := c.presumedDirectives(bp.Filename); ix != nil {
			s, e, ok := lines.span(bp, cp)
			if !ok {
				return true
			}
			text := c.presumedText(bp.Filename)
			return ix.conditionalBetween(s, e) || ix.archGroupOpenAt(s) || targetMacroOpen(text, s, e) || targetMacroAt(text, e)
		}
	}
	ix := c.directives[f]
	if ix == nil {
		// Each file's directives are read once: the checks run for every
		// call in every device function, and a rescan of the text before
		// each would be quadratic in the size of a preprocessed .ii.
		ix = indexDirectives(f.Src)
		if c.directives == nil {
			c.directives = map[*source.File]*directiveIndex{}
		}
		c.directives[f] = ix
	}
	return ix.conditionalBetween(start, end) || ix.archGroupOpenAt(start) || targetMacroOpen(f.Src, start, end) || targetMacroAt(f.Src, end)
}

// directiveKind sorts the conditional directives.
type directiveKind uint8

const (
	openGroup   directiveKind = iota + 1 // #if, #ifdef, #ifndef
	switchGroup                          // #elif, #else, #elifdef, #elifndef
	closeGroup                           // #endif
)

// directive is a conditional directive at a line's start offset; arch
// says whether the line mentions __CUDA_ARCH (a device-only condition).
type directive struct {
	off  int
	kind directiveKind
	arch bool
	// archOpen: after this directive, whether some open group has a
	// condition so far that tests the arch.
	archOpen bool
}

// directiveIndex lists a file's conditional directives in offset order.
type directiveIndex struct {
	list []directive
}

// indexDirectives reads the conditional directives of src once, keeping
// for each the arch state that inArchGroup would compute at its line end.
func indexDirectives(src []byte) *directiveIndex {
	ix := &directiveIndex{}
	var groups archGroups
	// Only a line whose first non-blank byte is '#' can hold a directive:
	// the scan jumps from one '#' to the next (a 5 MB .ii has few, and
	// trimming each of its 170,000 lines cost ~8 ms of sema's time).
	// off is always a line start.
	for off := 0; off < len(src); {
		h := bytes.IndexByte(src[off:], '#')
		if h < 0 {
			break
		}
		h += off
		if nl := bytes.LastIndexByte(src[off:h], '\n'); nl >= 0 {
			off += nl + 1
		}
		lineEnd := len(src)
		if i := bytes.IndexByte(src[h:], '\n'); i >= 0 {
			lineEnd = h + i
		}
		groups.add(ix, off, src[off:lineEnd])
		off = lineEnd + 1
	}
	return ix
}

// archGroups follows the open conditional groups of a file as its lines
// are read: for each, whether a condition so far tests the arch.
type archGroups struct {
	open  []bool
	count int // how many entries of open are true
}

// add records in ix the directive of line, which starts at off, if it is
// a conditional one, with the arch state after it.
func (g *archGroups) add(ix *directiveIndex, off int, line []byte) {
	var kind directiveKind
	switch directiveOf(line) {
	case "if", "ifdef", "ifndef":
		kind = openGroup
	case "elif", "else", "elifdef", "elifndef":
		kind = switchGroup
	case "endif":
		kind = closeGroup
	default:
		return
	}
	arch := bytes.Contains(line, []byte("__CUDA_ARCH"))
	switch kind {
	case openGroup:
		g.open = append(g.open, arch)
		if arch {
			g.count++
		}
	case switchGroup:
		if n := len(g.open); n > 0 && arch && !g.open[n-1] {
			g.open[n-1] = true
			g.count++
		}
	case closeGroup:
		if n := len(g.open); n > 0 {
			if g.open[n-1] {
				g.count--
			}
			g.open = g.open[:n-1]
		}
	}
	ix.list = append(ix.list, directive{off: off, kind: kind, arch: arch, archOpen: g.count > 0})
}

// first returns the index of the first directive at or after off.
func (ix *directiveIndex) first(off int) int {
	return sort.Search(len(ix.list), func(i int) bool { return ix.list[i].off >= off })
}

// conditionalBetween reports whether offset end lies inside a group opened
// at or after offset start, or in another branch of a group opened before
// start.
func (ix *directiveIndex) conditionalBetween(start, end int) bool {
	depth := 0
	for i := ix.first(start); i < len(ix.list) && ix.list[i].off < end; i++ {
		switch ix.list[i].kind {
		case openGroup:
			depth++
		case switchGroup:
			if depth == 0 {
				return true
			}
		case closeGroup:
			if depth > 0 {
				depth--
			}
		}
	}
	return depth > 0
}

// archGroupOpenAt reports whether offset off lies inside a group some of
// whose conditions so far test __CUDA_ARCH__.
func (ix *directiveIndex) archGroupOpenAt(off int) bool {
	i := ix.first(off)
	return i > 0 && ix.list[i-1].archOpen
}

// inConditionalGroup reports whether the end of src lies inside a group
// opened within it, or in another branch of a group opened before it.
func inConditionalGroup(src []byte) bool {
	return indexDirectives(src).conditionalBetween(0, len(src))
}

// inArchGroup reports whether the end of src lies inside a conditional
// group one of whose conditions so far tests __CUDA_ARCH__ (the group's
// code, or another branch of it, is what only one side compiles).
func inArchGroup(src []byte) bool {
	return indexDirectives(src).archGroupOpenAt(len(src))
}

// directiveOf returns the name of the preprocessing directive on line, or
// "".
func directiveOf(line []byte) string {
	line = bytes.TrimLeft(line, " \t")
	if len(line) == 0 || line[0] != '#' {
		return ""
	}
	line = bytes.TrimLeft(line[1:], " \t")
	n := 0
	for n < len(line) && (line[n] >= 'a' && line[n] <= 'z') {
		n++
	}
	return string(line[:n])
}

// mayBeDeviceSideBuiltin reports a callee that the device-side
// preprocessing may declare differently: a C library function that only
// system headers declare, with no execution space written. CUDA's headers
// redeclare some of them __host__ __device__ in groups only the device side
// keeps (printf, malloc and free in crt/common_functions.h are inside
// `#if defined(__CUDA_ARCH__)`), and the redeclarations merge with the C
// library's, so cicc accepts device calls to them that host-side tokens
// cannot justify.
func (c *checker) mayBeDeviceSideBuiltin(callee *types.FunctionDecl, fi *funcInfo) bool {
	return callee.ExternC && (fi == nil || !fi.explicitExec) && c.files.IsSystem(callee.Pos)
}
