package diag

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
)

// Engine collects the diagnostics of one translation unit and decides, once
// the stages are done, which are shown and how: command-line --diag_* options,
// #pragma nv_diag_* (by stream position), system headers, -w, remarks,
// --promote_warnings, "once" and the error limit. It is not safe for
// concurrent use; each translation unit has its own.
//
// Stages report in any order (the parser reports after the preprocessor has
// seen every pragma); the engine resolves everything in stream order the
// first time results are asked for, and again after later reports.
type Engine struct {
	files *source.FileSet
	opts  Options

	cmdSeverity map[ID]Severity // from --diag_suppress/remark/warning/error
	cmdOnce     map[ID]bool     // from --diag_once
	cmdErrors   []Diagnostic    // invalid options, reported first

	reported []reported
	pragmas  []pragmaEvent
	depth    int // nv_diagnostic push depth, as the preprocessor meets pragmas
	seq      int

	rawErrors int  // errors reported so far, before any filtering
	fatal     bool // a catastrophic or internal error was reported

	res *resolution // nil when stale
}

type reported struct {
	d   Diagnostic
	seq int
}

// NewEngine returns the engine of one translation unit. Invalid --diag_*
// values or error limit become command-line errors in the engine (see
// ShouldStop), as cudafe++ reports them before reading any source.
func NewEngine(files *source.FileSet, opts Options) *Engine {
	e := &Engine{
		files:       files,
		opts:        opts,
		cmdSeverity: map[ID]Severity{},
		cmdOnce:     map[ID]bool{},
	}
	if opts.ErrorLimit < 0 {
		e.commandLineError(ErrInvalidErrorLimit, strconv.Itoa(opts.ErrorLimit))
	}
	// cudafe++ applies the options in command-line order; cufe's Options keep
	// one list per option, applied in this fixed order.
	lists := []struct {
		refs []string
		sev  Severity
		def  bool
		once bool
	}{
		{refs: opts.Default, def: true},
		{refs: opts.Remark, sev: Remark},
		{refs: opts.Warning, sev: Warning},
		{refs: opts.Error, sev: Error},
		{refs: opts.Suppress, sev: Ignored},
		{refs: opts.Once, once: true},
	}
	for _, l := range lists {
		for _, v := range l.refs {
			for _, ref := range strings.Split(v, ",") {
				ref = strings.TrimSpace(ref)
				id, err := ParseRef(ref)
				if err != nil {
					msg := ErrInvalidErrorTagOption
					if re, ok := err.(*RefError); ok && re.NotTag {
						msg = ErrInvalidErrorNumberOption
					}
					e.commandLineError(msg, ref)
					continue
				}
				switch {
				case l.once:
					e.cmdOnce[id] = true
				case l.def:
					delete(e.cmdSeverity, id)
				default:
					e.cmdSeverity[id] = l.sev
				}
			}
		}
	}
	return e
}

// Catalog IDs the engine itself reports.
const (
	ErrInvalidErrorLimit        ID = 578  // invalid error limit: %s
	ErrInvalidErrorTagOption    ID = 613  // invalid error tag in diagnostic control option: %s
	ErrInvalidErrorNumberOption ID = 614  // invalid error number in diagnostic control option: %s
	WarnExpectedComma           ID = 253  // expected a ","
	WarnInvalidErrorNumber      ID = 1222 // invalid error number
	WarnInvalidErrorTag         ID = 1223 // invalid error tag
	WarnExpectedErrorRef        ID = 1224 // expected an error number or error tag
	WarnPragmaPushPop           ID = 3184 // #pragma diagnostic must have either 'push' or 'pop' argument
	WarnPragmaNoPush            ID = 3185 // no '#pragma diagnostic push' was found to match this 'diagnostic pop'
	WarnPragmaDeprecated        ID = 3693 // pragma %sq is deprecated, use "nv_%s" instead (11.8's #20236)
)

func (e *Engine) commandLineError(id ID, arg string) {
	msg, err := Message(id, e.opts.Dialect, Args{Str: []string{arg}})
	if err != nil {
		msg = arg
	}
	d := Diagnostic{Severity: Catastrophic, ID: id, Msg: msg}
	e.cmdErrors = append(e.cmdErrors, d)
	e.fatal = true
	e.res = nil
}

// Report records d. It implements Reporter.
func (e *Engine) Report(d Diagnostic) {
	e.seq++
	e.reported = append(e.reported, reported{d: d, seq: e.seq})
	switch {
	case d.Severity >= Catastrophic:
		e.fatal = true
	case d.Severity == Error:
		e.rawErrors++
	}
	e.res = nil
}

// Emit reports catalog entry id at pos with its usual severity and its text
// in the engine's dialect. A template/argument mismatch is reported as an
// internal error naming the entry, so that it shows up in tests.
func (e *Engine) Emit(pos source.Pos, id ID, a Args) {
	ent, ok := Lookup(id)
	if !ok {
		e.Report(Diagnostic{Severity: Internal, ID: id, Pos: pos, Msg: fmt.Sprintf("diagnostic %d is not in the catalog", id)})
		return
	}
	msg, err := FormatEntry(ent, e.opts.Dialect, a)
	if err != nil {
		e.Report(Diagnostic{Severity: Internal, ID: id, Pos: pos, Msg: err.Error()})
		return
	}
	e.Report(Diagnostic{Severity: ent.Severity, ID: id, Pos: pos, Msg: msg})
}

// DialectReporter is a Reporter with a dialect of its own, such as a buffer
// that holds diagnostics for an engine: Emit formats in its dialect.
type DialectReporter interface {
	Reporter
	Dialect() Dialect
}

// Emit reports catalog entry id through any Reporter; an *Engine or a
// DialectReporter formats in its own dialect, others get cudafe++ 11.8's
// wording.
func Emit(r Reporter, pos source.Pos, id ID, a Args) {
	if e, ok := r.(*Engine); ok {
		e.Emit(pos, id, a)
		return
	}
	dialect := Dialect118
	if dr, ok := r.(DialectReporter); ok {
		dialect = dr.Dialect()
	}
	ent, ok := Lookup(id)
	if !ok {
		r.Report(Diagnostic{Severity: Internal, ID: id, Pos: pos, Msg: fmt.Sprintf("diagnostic %d is not in the catalog", id)})
		return
	}
	msg, err := FormatEntry(ent, dialect, a)
	if err != nil {
		r.Report(Diagnostic{Severity: Internal, ID: id, Pos: pos, Msg: err.Error()})
		return
	}
	r.Report(Diagnostic{Severity: ent.Severity, ID: id, Pos: pos, Msg: msg})
}

// ShouldStop reports whether the stages should stop processing: a
// command-line error, a catastrophic or internal error, or as many errors
// as the error limit (counted before pragmas, which can only lower the count
// of shown errors by suppressing discretionary ones).
func (e *Engine) ShouldStop() bool {
	return e.fatal || e.rawErrors >= e.opts.errorLimit()
}

// Options returns the options the engine was made with.
func (e *Engine) Options() Options { return e.opts }

// Files returns the translation unit's file set.
func (e *Engine) Files() *source.FileSet { return e.files }

// Diagnostics returns the diagnostics to show, in stream order, with their
// final severities.
func (e *Engine) Diagnostics() []Diagnostic {
	r := e.resolve()
	return append([]Diagnostic(nil), r.shown...)
}

// Count returns how many shown diagnostics have severity s.
func (e *Engine) Count(s Severity) int {
	if int(s) >= len(e.resolve().counts) {
		return 0
	}
	return e.resolve().counts[s]
}

// ErrorLimitReached reports whether the error limit cut the diagnostics short.
func (e *Engine) ErrorLimitReached() bool { return e.resolve().limitReached }

// ExitStatus is the exit status NVIDIA's front end would end with: 0 when
// there are no errors (warnings alone do not count), 2 with errors, 4 after a
// catastrophic or command-line error or the error limit, 11 after an
// internal error.
func (e *Engine) ExitStatus() int {
	r := e.resolve()
	switch {
	case r.counts[Internal] > 0:
		return 11
	case r.counts[Catastrophic] > 0 || r.limitReached:
		return 4
	case r.counts[Error] > 0:
		return 2
	}
	return 0
}
