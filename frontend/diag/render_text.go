package diag

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
)

// WriteText renders diags (as Engine.Diagnostics returns them) in opts.Style.
// StyleNVIDIA reproduces cudafe++ 11.8 byte for byte:
//
//	k.cu(12): warning #20091-D: a __device__ variable "dv" cannot be directly read in a host function
//	<blank line>
//
// with "Catastrophic error: ..." (no location) for diagnostics without a
// position, "At end of source: ..." for the end of the main file, more-info
// lines indented by 12, the "detected during" block for instantiation
// contexts, and no include stack (cudafe++ prints none). It does not write
// the summary; see Engine.WriteText.
func WriteText(w io.Writer, diags []Diagnostic, files *source.FileSet, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, d := range diags {
		if opts.Style == StyleGCC {
			writeGCC(bw, d, files, opts)
		} else {
			writeNVIDIA(bw, d, files, opts)
		}
	}
	return bw.Flush()
}

// ANSI escapes of GCC_COLORS' default "error=01;31:warning=01;35:note=01;36:locus=01".
const (
	colorError   = "\x1b[01;31m"
	colorWarning = "\x1b[01;35m"
	colorNote    = "\x1b[01;36m"
	colorLocus   = "\x1b[01m"
	colorReset   = "\x1b[m"
)

func paint(on bool, esc, s string) string {
	if !on {
		return s
	}
	return esc + s + colorReset
}

// severityWord is the word NVIDIA prints; capital is used when the
// diagnostic has no location.
func severityWord(d Diagnostic, capital bool) string {
	ent, _ := Lookup(d.ID)
	w := d.Severity.String()
	if ent.CommandLine && (d.Severity == Warning || d.Severity >= Error) {
		if d.Severity == Warning {
			w = "command-line warning"
		} else {
			w = "command-line error"
		}
	}
	if capital && w != "" {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}

func severityColor(s Severity) string {
	switch {
	case s >= Error:
		return colorError
	case s == Warning:
		return colorWarning
	}
	return colorNote
}

// numberSuffix is " #N-D" for a discretionary diagnostic with an NVIDIA
// number when numbers are displayed; cudafe++ prints none for hard errors.
func numberSuffix(d Diagnostic, opts Options) string {
	if !opts.DisplayNumbers || !d.Discretionary || d.ID.Display() == 0 {
		return ""
	}
	return " #" + strconv.Itoa(d.ID.Display()) + "-D"
}

// atEndOfSource reports whether p is the end of the main source file, which
// EDG prints as "At end of source".
func atEndOfSource(files *source.FileSet, p source.Pos) bool {
	if files == nil || !p.IsValid() {
		return false
	}
	fs := files.Files()
	if len(fs) == 0 {
		return false
	}
	main := fs[0]
	return files.File(p) == main && main.Offset(p) == main.Size()
}

func position(files *source.FileSet, p source.Pos) source.Position {
	if files == nil {
		return source.Position{}
	}
	return files.Position(p)
}

// hereLine is how cudafe++ 11.8 prints a position a message refers to: the
// file name is left out when it is the diagnostic's own.
func hereLine(files *source.FileSet, primary string, p source.Pos) string {
	pos := position(files, p)
	if !pos.IsValid() {
		return ""
	}
	name := pos.Filename
	if name == primary {
		name = ""
	}
	return "\n" + name + "(" + strconv.Itoa(pos.Line) + "): here"
}

func writeNVIDIA(w *bufio.Writer, d Diagnostic, files *source.FileSet, opts Options) {
	pos := position(files, d.Pos)
	sev := paint(opts.Color, severityColor(d.Severity), severityWord(d, !pos.IsValid()))
	switch {
	case atEndOfSource(files, d.Pos):
		w.WriteString(paint(opts.Color, colorLocus, "At end of source") + ": " + severityWord(d, false))
	case pos.IsValid():
		w.WriteString(paint(opts.Color, colorLocus, pos.Filename+"("+strconv.Itoa(pos.Line)+")") + ": " + sev)
	default:
		w.WriteString(sev)
	}
	w.WriteString(numberSuffix(d, opts) + ": " + d.Msg)
	for _, n := range d.Notes {
		if n.Kind == NoteHere {
			w.WriteString(hereLine(files, pos.Filename, n.Pos))
		}
	}
	for _, n := range d.Notes {
		if n.Kind == NoteInfo {
			w.WriteString("\n            " + n.Msg)
		}
	}
	var ctx []Note
	for _, n := range d.Notes {
		if n.Kind == NoteContext {
			ctx = append(ctx, n)
		}
	}
	switch len(ctx) {
	case 0:
	case 1:
		w.WriteString("\n          detected during " + contextText(files, pos.Filename, ctx[0]))
	default:
		w.WriteString("\n          detected during:")
		for _, n := range ctx {
			w.WriteString("\n            " + contextText(files, pos.Filename, n))
		}
	}
	for _, n := range d.Notes {
		if n.Kind == NoteRelated {
			np := position(files, n.Pos)
			if np.IsValid() {
				w.WriteString("\n" + np.Filename + "(" + strconv.Itoa(np.Line) + "): note: " + n.Msg)
			} else {
				w.WriteString("\nNote: " + n.Msg)
			}
		}
	}
	w.WriteString("\n\n")
}

// contextText is one instantiation context: EDG's "%s %p", i.e. the text,
// a space, and the position on a line of its own.
func contextText(files *source.FileSet, primary string, n Note) string {
	h := hereLine(files, primary, n.Pos)
	if h == "" {
		return n.Msg
	}
	return n.Msg + " " + h
}

func writeGCC(w *bufio.Writer, d Diagnostic, files *source.FileSet, opts Options) {
	pos := position(files, d.Pos)
	loc := func(p source.Position) string {
		if !p.IsValid() {
			return ""
		}
		return paint(opts.Color, colorLocus, p.Filename+":"+strconv.Itoa(p.Line)+":"+strconv.Itoa(p.Column)+":") + " "
	}
	w.WriteString(loc(pos) + paint(opts.Color, severityColor(d.Severity), severityWord(d, false)) + ": " + d.Msg)
	if s := numberSuffix(d, opts); s != "" {
		w.WriteString(" [" + strings.TrimPrefix(s, " ") + "]")
	}
	w.WriteString("\n")
	for _, n := range d.Notes {
		np := position(files, n.Pos)
		switch n.Kind {
		case NoteInfo:
			w.WriteString("  " + n.Msg + "\n")
		case NoteHere:
			w.WriteString(loc(np) + "note: referenced here\n")
		case NoteContext:
			w.WriteString(loc(np) + "note: detected during " + n.Msg + "\n")
		default:
			w.WriteString(loc(np) + "note: " + n.Msg + "\n")
		}
	}
}
