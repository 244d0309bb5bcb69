package source

import "testing"

func TestPositions(t *testing.T) {
	fs := NewFileSet()
	a := fs.AddFile("a.cu", []byte("ab\ncd\n\nef"), NoPos, false)
	b := fs.AddFile("b.h", []byte("x\ny"), a.Pos(3), true)
	cases := []struct {
		p    Pos
		want string
	}{
		{a.Pos(0), "a.cu:1:1"}, {a.Pos(4), "a.cu:2:2"}, {a.Pos(7), "a.cu:4:1"}, {a.Pos(9), "a.cu:4:3"},
		{b.Pos(2), "b.h:2:1"}, {NoPos, "-"},
	}
	for _, c := range cases {
		if got := fs.Position(c.p).String(); got != c.want {
			t.Errorf("Position(%d) = %s, want %s", c.p, got, c.want)
		}
	}
	if fs.File(a.Pos(9)) != a || fs.File(b.Pos(0)) != b {
		t.Error("File() finds the wrong file")
	}
	if !fs.IsSystem(b.Pos(0)) || fs.IsSystem(a.Pos(0)) {
		t.Error("IsSystem wrong")
	}
	st := fs.IncludeStack(b.Pos(2))
	if len(st) != 1 || st[0].String() != "a.cu:2:1" {
		t.Errorf("IncludeStack = %v, want [a.cu:2:1]", st)
	}
}

func TestLineMarkers(t *testing.T) {
	fs := NewFileSet()
	src := "# 1 \"k.cu\"\nint a;\n# 1 \"/i/h.h\" 1 3\nint b;\n# 3 \"k.cu\" 2\nint c;\n"
	f := fs.AddFile("k.ii", []byte(src), NoPos, false)
	at := func(sub string) Pos {
		for i := 0; i+len(sub) <= len(src); i++ {
			if src[i:i+len(sub)] == sub {
				return f.Pos(i)
			}
		}
		t.Fatalf("%q not in source", sub)
		return NoPos
	}
	f.AddLineMarker(f.Offset(at("int a")), 1, "k.cu", 0)
	f.AddLineMarker(f.Offset(at("int b")), 1, "/i/h.h", FlagEnter|FlagSystem)
	f.AddLineMarker(f.Offset(at("int c")), 3, "k.cu", FlagReturn)
	if got := fs.Position(at("int a")).String(); got != "k.cu:1:1" {
		t.Errorf("int a at %s", got)
	}
	if got := fs.Position(at("int b")).String(); got != "/i/h.h:1:1" || !fs.IsSystem(at("int b")) {
		t.Errorf("int b at %s (system %v)", got, fs.IsSystem(at("int b")))
	}
	if got := fs.Position(at("int c")).String(); got != "k.cu:3:1" || fs.IsSystem(at("int c")) {
		t.Errorf("int c at %s", got)
	}
	if st := fs.IncludeStack(at("int b")); len(st) != 1 || st[0].Filename != "k.cu" {
		t.Errorf("include stack of int b = %v", st)
	}
}

func TestStreamOrderAndSystemFrom(t *testing.T) {
	fs := NewFileSet()
	m := fs.AddFile("m.cu", []byte("aaaa\nbbbb\n"), NoPos, false)
	h := fs.AddFile("h.h", []byte("hh\n"), m.Pos(5), false)
	fs.BeginSegment(m, 0)
	fs.BeginSegment(h, 0)
	fs.BeginSegment(m, 5)
	// h.h's text was read between m.cu's first and second lines, although its
	// Pos values are all larger than m.cu's.
	if !(fs.StreamOrder(m.Pos(1)) < fs.StreamOrder(h.Pos(0)) && fs.StreamOrder(h.Pos(0)) < fs.StreamOrder(m.Pos(6))) {
		t.Error("StreamOrder does not follow the order of reading")
	}
	h.MarkSystemFrom(1)
	if h.IsSystemAt(0) || !h.IsSystemAt(2) {
		t.Error("MarkSystemFrom boundary wrong")
	}
	var zero File
	if zero.IsSystemAt(0) {
		t.Error("zero File is a system header")
	}
}

// TestMarkerLinesWithoutLineStarts: markers added before any line start is
// computed (counted from the previous marker) place every position as
// markers added after the line starts were computed do.
func TestMarkerLinesWithoutLineStarts(t *testing.T) {
	var src []byte
	for i := 0; i < 200; i++ {
		src = append(src, "# 1 \"h.h\" 1\nint a;\n\nint b;\n# 7 \"k.cu\" 2\nx\n"[i%7*3:]...)
	}
	build := func(warm bool) (*FileSet, *File) {
		fs := NewFileSet()
		f := fs.AddFile("k.ii", src, NoPos, false)
		if warm {
			f.PhysLineCol(0) // line starts computed before the first marker
		}
		for off, n := 0, 0; off < len(src); n++ {
			f.AddLineMarker(off, n+1, []string{"k.cu", "h.h", ""}[n%3], 0)
			off += 17 + n%23
			for off < len(src) && src[off-1] != '\n' {
				off++
			}
		}
		return fs, f
	}
	cold, cf := build(false)
	warm, wf := build(true)
	for off := range src {
		if c, w := cold.Position(cf.Pos(off)), warm.Position(wf.Pos(off)); c != w {
			t.Fatalf("offset %d: %v without line starts, %v with", off, c, w)
		}
	}
}
