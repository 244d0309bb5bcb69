// Package source holds the files of one translation unit and turns compact
// positions into file names, lines and columns.
//
// A Pos is an offset into a FileSet's address space, in the manner of go/token:
// cheap to store on every token and node, resolved only when a diagnostic or a
// line marker needs it. A FileSet belongs to one translation unit and is
// never shared between translation units. One goroutine adds files, line
// markers and segments; other goroutines may resolve positions meanwhile
// (File, Position, IsSystem, IncludeStack): `cufe cpp` prints on a goroutine
// of its own while the preprocessor goes on. Appends publish a new slice
// header atomically, and readers only ever look at published elements.
package source

import (
	"bytes"
	"fmt"
	"sort"
	"sync/atomic"
)

// Pos is a position in a FileSet. The zero Pos means "no position".
type Pos int32

// NoPos is the zero Pos.
const NoPos Pos = 0

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p != NoPos }

// Position is a resolved position.
type Position struct {
	Filename string // presumed file name (after #line / line markers)
	Line     int    // 1-based presumed line
	Column   int    // 1-based byte column
	Offset   int    // byte offset in the physical file
}

// IsValid reports whether the position is known.
func (p Position) IsValid() bool { return p.Line > 0 }

func (p Position) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// Marker flags, as gcc writes them after a line marker.
const (
	FlagEnter   = 1 << 0 // "1": entering a new file
	FlagReturn  = 1 << 1 // "2": returning to a file
	FlagSystem  = 1 << 2 // "3": system header
	FlagExternC = 1 << 3 // "4": implicitly extern "C"
)

// lineMarker remaps physical lines from Offset on: the physical line holding
// Offset+ is presumed to be Line of Filename.
type lineMarker struct {
	offset   int
	physLine int // physical line of offset (1-based)
	line     int // presumed line of physLine
	filename string
	flags    uint8
	parent   int // index of the marker whose file included this one, or -1
}

// File is one source file (or one .ii input) of a translation unit.
type File struct {
	Name         string // the path used to open the file
	Src          []byte
	Base         int  // Pos of the first byte
	IncludedFrom Pos  // position of the #include that brought it in, NoPos for the main file
	System       bool // found in a system include directory

	lines   atomic.Pointer[[]int] // start offsets of lines, computed on first use
	markers atomic.Pointer[[]lineMarker]
	// systemFrom is 1 + the offset from which the file is a system header
	// (#pragma GCC system_header); 0 when it is not one that way.
	systemFrom atomic.Int64
}

// MarkSystemFrom records that the file is a system header from offset off on
// (what `#pragma GCC system_header` does). Only the goroutine that adds
// markers calls it.
func (f *File) MarkSystemFrom(off int) {
	if from := f.systemFrom.Load(); from == 0 || int64(off)+1 < from {
		f.systemFrom.Store(int64(off) + 1)
	}
}

// lineMarkers returns the markers published so far.
func (f *File) lineMarkers() []lineMarker {
	if m := f.markers.Load(); m != nil {
		return *m
	}
	return nil
}

// Size is the file's length in bytes.
func (f *File) Size() int { return len(f.Src) }

// Pos returns the Pos of byte offset off in f.
func (f *File) Pos(off int) Pos { return Pos(f.Base + off) }

// Offset returns the byte offset of p in f.
func (f *File) Offset(p Pos) int { return int(p) - f.Base }

// lineStarts returns the offsets where lines start. Two goroutines may both
// compute them the first time; either result is the same.
func (f *File) lineStarts() []int {
	if ls := f.lines.Load(); ls != nil {
		return *ls
	}
	// (bytes.Count and IndexByte scan a word or more at a time: on a
	// 5 MB .ii, 3.6 ms instead of 13 with a loop over the bytes.)
	lines := make([]int, 1, bytes.Count(f.Src, []byte{'\n'})+1)
	for off := 0; ; {
		i := bytes.IndexByte(f.Src[off:], '\n')
		if i < 0 {
			break
		}
		off += i + 1
		lines = append(lines, off)
	}
	f.lines.Store(&lines)
	return lines
}

// markerLine returns the physical line of offset off for a marker added
// after markers. Markers come in increasing offset order, so the newlines
// since the last one give it: a .ii's reader adds its first marker at the
// top of the file, and computing every line start then (lineStarts) would
// hold up the first tokens; positions need them only later, if at all.
func (f *File) markerLine(markers []lineMarker, off int) int {
	from, line := 0, 1
	if n := len(markers); n > 0 {
		from, line = markers[n-1].offset, markers[n-1].physLine
	}
	if f.lines.Load() != nil || off < from || off > len(f.Src) {
		pl, _ := f.PhysLineCol(off)
		return pl
	}
	return line + bytes.Count(f.Src[from:off], []byte{'\n'})
}

// PhysLineCol returns the physical 1-based line and column of offset off.
func (f *File) PhysLineCol(off int) (line, col int) {
	ls := f.lineStarts()
	i := sort.Search(len(ls), func(i int) bool { return ls[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	return i + 1, off - ls[i] + 1
}

// AddLineMarker records `# line "filename" flags` (or #line) found in the file:
// the physical line that starts at offset off is presumed to be line `line` of
// filename. Markers must be added in increasing offset order. An empty filename
// keeps the current presumed name.
func (f *File) AddLineMarker(off, line int, filename string, flags uint8) {
	markers := f.lineMarkers()
	parent := -1
	cur := len(markers) - 1
	if filename == "" {
		if cur >= 0 {
			filename = markers[cur].filename
			parent = markers[cur].parent
		} else {
			filename = f.Name
		}
	} else if cur >= 0 {
		parent = markers[cur].parent
		switch {
		case flags&FlagEnter != 0:
			parent = cur
		case flags&FlagReturn != 0:
			// Return to the includer of the file we are leaving.
			p := markers[cur].parent
			if p >= 0 {
				parent = markers[p].parent
			} else {
				parent = -1
			}
		}
	}
	pl := f.markerLine(markers, off)
	// Appending never changes the elements a reader's older header covers.
	markers = append(markers, lineMarker{offset: off, physLine: pl, line: line, filename: filename, flags: flags, parent: parent})
	f.markers.Store(&markers)
}

// markerAt returns the index in markers of the marker in force at off, or -1.
func markerAt(markers []lineMarker, off int) int {
	return sort.Search(len(markers), func(i int) bool { return markers[i].offset > off }) - 1
}

// HasLineMarkers reports whether #line or line markers remap f's lines.
func (f *File) HasLineMarkers() bool { return len(f.lineMarkers()) > 0 }

// Position resolves offset off, applying line markers.
func (f *File) Position(off int) Position {
	line, col := f.PhysLineCol(off)
	name := f.Name
	markers := f.lineMarkers()
	if i := markerAt(markers, off); i >= 0 {
		m := markers[i]
		name = m.filename
		line = m.line + (line - m.physLine)
	}
	return Position{Filename: name, Line: line, Column: col, Offset: off}
}

// IsSystemAt reports whether offset off lies in a system header, either because
// the file was found in a system directory or because a line marker says so.
func (f *File) IsSystemAt(off int) bool {
	if from := f.systemFrom.Load(); from > 0 && int64(off)+1 >= from {
		return true
	}
	markers := f.lineMarkers()
	if i := markerAt(markers, off); i >= 0 {
		return markers[i].flags&FlagSystem != 0
	}
	return f.System
}

// markerIncludeStack returns, innermost first, the positions of the line
// markers' includers for offset off (only meaningful for .ii input).
func (f *File) markerIncludeStack(off int) []Position {
	markers := f.lineMarkers()
	i := markerAt(markers, off)
	if i < 0 {
		return nil
	}
	var out []Position
	for p := markers[i].parent; p >= 0; p = markers[p].parent {
		m := markers[p]
		// The include directive sits on the line before the child's marker resumes
		// the parent; report the parent's presumed line at the child's entry.
		child := markers[i]
		line := m.line + (child.physLine - 1 - m.physLine)
		out = append(out, Position{Filename: m.filename, Line: line - 1, Column: 1})
		i = p
	}
	return out
}

// FileSet is the set of files of one translation unit.
type FileSet struct {
	base      int
	files     []*File
	published atomic.Pointer[[]*File] // files, for readers on other goroutines
	segments  []segment
}

// NewFileSet returns an empty file set.
func NewFileSet() *FileSet { return &FileSet{base: 1} }

// AddFile adds a file with the given contents and returns it.
func (s *FileSet) AddFile(name string, src []byte, includedFrom Pos, system bool) *File {
	f := &File{Name: name, Src: src, Base: s.base, IncludedFrom: includedFrom, System: system}
	s.base += len(src) + 1 // +1 so that the EOF position of each file is distinct
	s.files = append(s.files, f)
	files := s.files
	s.published.Store(&files)
	return f
}

// Files returns the files in the order they were added.
func (s *FileSet) Files() []*File {
	if fs := s.published.Load(); fs != nil {
		return *fs
	}
	return nil
}

// File returns the file holding p, or nil.
func (s *FileSet) File(p Pos) *File {
	if p == NoPos {
		return nil
	}
	files := s.Files()
	i := sort.Search(len(files), func(i int) bool { return files[i].Base > int(p) }) - 1
	if i < 0 {
		return nil
	}
	f := files[i]
	if int(p) > f.Base+len(f.Src) {
		return nil
	}
	return f
}

// Position resolves p.
func (s *FileSet) Position(p Pos) Position {
	f := s.File(p)
	if f == nil {
		return Position{}
	}
	return f.Position(f.Offset(p))
}

// IncludeStack returns the include chain of p, innermost includer first: the
// positions of the #include directives (or, for .ii input, of the line markers'
// parents) that led to the file holding p.
func (s *FileSet) IncludeStack(p Pos) []Position {
	f := s.File(p)
	if f == nil {
		return nil
	}
	out := f.markerIncludeStack(f.Offset(p))
	for inc := f.IncludedFrom; inc.IsValid(); {
		pf := s.File(inc)
		if pf == nil {
			break
		}
		out = append(out, pf.Position(pf.Offset(inc)))
		inc = pf.IncludedFrom
	}
	return out
}

// IsSystem reports whether p lies in a system header.
func (s *FileSet) IsSystem(p Pos) bool {
	f := s.File(p)
	return f != nil && f.IsSystemAt(f.Offset(p))
}

// segment is a stretch of a file read in one go by the preprocessor: stream
// order is the order of segments, then offsets within one.
type segment struct {
	file  *File
	start int // first offset of the stretch
}

// BeginSegment records that the preprocessor starts (or resumes, after an
// #include) reading f at offset start. Diagnostics and #pragma effects are
// ordered by the resulting stream order, not by Pos, because an included file
// gets a higher Pos than the rest of its includer.
func (s *FileSet) BeginSegment(f *File, start int) {
	s.segments = append(s.segments, segment{file: f, start: start})
}

// StreamOrder returns a key that orders positions as the preprocessor met
// them. Positions in files with no recorded segment (a single .ii input) order
// by Pos.
func (s *FileSet) StreamOrder(p Pos) int64 {
	f := s.File(p)
	if f == nil || len(s.segments) == 0 {
		return int64(p)
	}
	off := f.Offset(p)
	best := -1
	// The latest segment of f starting at or before off is the one that read p.
	for i := len(s.segments) - 1; i >= 0; i-- {
		sg := s.segments[i]
		if sg.file == f && sg.start <= off {
			best = i
			break
		}
	}
	if best < 0 {
		return int64(p)
	}
	return int64(best)<<32 | int64(off)
}
