package diag

import (
	"io"
	"strconv"
	"strings"
)

// Summary returns the lines cudafe++ prints after the diagnostics in text
// mode, each ending in a newline:
//
//	Error limit reached.                       (when the limit cut them short)
//	2 errors and 1 catastrophic error detected in the compilation of "k.cu".
//	Compilation terminated.                    (after a catastrophic error or the limit)
//
// Warnings are never counted; without errors nothing is printed. An internal
// error counts as catastrophic and ends with "Compilation aborted.".
func (e *Engine) Summary() string {
	r := e.resolve()
	var b strings.Builder
	if r.limitReached {
		b.WriteString("Error limit reached.\n")
	}
	errs := r.counts[Error]
	fatal := r.counts[Catastrophic] + r.counts[Internal]
	if errs+fatal == 0 {
		return b.String()
	}
	var parts []string
	if errs > 0 {
		parts = append(parts, plural(errs, "error"))
	}
	if fatal > 0 {
		parts = append(parts, plural(fatal, "catastrophic error"))
	}
	b.WriteString(strings.Join(parts, " and "))
	if e.opts.SourceName == "" || len(e.cmdErrors) > 0 {
		b.WriteString(" detected in this compilation.\n")
	} else {
		b.WriteString(" detected in the compilation of \"" + e.opts.SourceName + "\".\n")
	}
	switch {
	case r.counts[Internal] > 0:
		b.WriteString("Compilation aborted.\n")
	case fatal > 0 || r.limitReached:
		b.WriteString("Compilation terminated.\n")
	}
	return b.String()
}

func plural(n int, word string) string {
	s := strconv.Itoa(n) + " " + word
	if n != 1 {
		s += "s"
	}
	return s
}

// WriteText writes the shown diagnostics in the engine's style, then (in
// StyleNVIDIA) the summary: everything cudafe++ writes to stderr in text mode.
func (e *Engine) WriteText(w io.Writer) error {
	if err := WriteText(w, e.Diagnostics(), e.files, e.opts); err != nil {
		return err
	}
	if e.opts.Style != StyleNVIDIA {
		return nil
	}
	_, err := io.WriteString(w, e.Summary())
	return err
}
