package sema

import (
	"bytes"
	"os"

	"github.com/cufe-dev/cufe/frontend/source"
)

// A preprocessed .ii keeps none of the conditional directives that
// conditionallyCompiled looks for: `#if THRUST_INCLUDE_HOST_CODE` around a
// host call in a __host__ __device__ function of thrust is gone from the
// text, and the call looks like one cicc would reject. The .ii's line
// markers name the headers it came from; those are read (once per TU) and
// their directives found by line. A header that cannot be read, or that no
// longer has the lines the markers speak of, leaves the .ii's own text as
// the only evidence.

// presumedSource is a header named by line markers: its directives, and
// the offsets at which its lines start.
type presumedSource struct {
	ix    *directiveIndex
	lines lineStarts
	src   []byte // the text (for targetMacroOpen)
}

// lineStarts holds the offset of each line's first byte (index 0: line 1).
type lineStarts []int

// span turns the presumed positions of a function body's brace and of a
// call into offsets of the header's text, or ok=false when the header has
// no such lines (it changed since the .ii was made).
func (ls lineStarts) span(body, call source.Position) (start, end int, ok bool) {
	if body.Line < 1 || call.Line < body.Line || call.Line > len(ls) {
		return 0, 0, false
	}
	// Columns are the .ii's: a macro's expansion can make them run past
	// the header's line, so they are kept inside it.
	start = ls.at(body.Line, body.Column)
	end = max(ls.at(call.Line, call.Column), start)
	return start, end, true
}

// at returns the offset of column col of line line, kept on that line.
func (ls lineStarts) at(line, col int) int {
	off := ls[line-1]
	if line < len(ls) {
		return off + min(max(col-1, 0), ls[line]-1-off)
	}
	return off
}

// presumedDirectives returns the directive index and line starts of the
// header named name, reading it on first use; nil when it cannot be read.
func (c *checker) presumedDirectives(name string) (*directiveIndex, lineStarts) {
	if c.presumed == nil {
		c.presumed = map[string]*presumedSource{}
	}
	ps, seen := c.presumed[name]
	if !seen {
		if src, err := os.ReadFile(name); err == nil {
			ps = &presumedSource{ix: indexDirectives(src), lines: indexLines(src), src: src}
		}
		c.presumed[name] = ps
	}
	if ps == nil {
		return nil, nil
	}
	return ps.ix, ps.lines
}

// indexLines returns the start offset of every line of src.
func indexLines(src []byte) lineStarts {
	ls := lineStarts{0}
	for off := 0; ; {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return ls
		}
		off += i + 1
		ls = append(ls, off)
	}
}

// presumedText returns the text of the header named name once
// presumedDirectives has read it (nil otherwise).
func (c *checker) presumedText(name string) []byte {
	if ps := c.presumed[name]; ps != nil {
		return ps.src
	}
	return nil
}
