package diag

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/source"
)

// Severity orders diagnostics from least to most severe.
type Severity uint8

const (
	Ignored      Severity = iota // suppressed: counted nowhere, printed nowhere
	NoteLevel                    // attached explanation
	Remark                       // shown only when remarks are enabled
	Warning                      //
	Error                        // the translation unit fails
	Catastrophic                 // processing stops at once
	Internal                     // a bug in cufe
)

func (s Severity) String() string {
	switch s {
	case Ignored:
		return "ignored"
	case NoteLevel:
		return "note"
	case Remark:
		return "remark"
	case Warning:
		return "warning"
	case Error:
		return "error"
	case Catastrophic:
		return "catastrophic error"
	case Internal:
		return "internal error"
	}
	return "?"
}

// Diagnostic is one message about a translation unit.
type Diagnostic struct {
	Severity Severity
	// ID names the catalog entry (see catalog.go); 0 for a message with no entry.
	ID  ID
	Pos source.Pos
	Msg string
	// Notes are sub-diagnostics (e.g. "declared here", the call chain).
	Notes []Note
	// Discretionary is set by the Engine when the diagnostic's severity could
	// be changed by --diag_* and pragmas and still can be displayed that way:
	// NVIDIA prints such diagnostics with their number, "warning #177-D".
	// Reporters leave it false.
	Discretionary bool
}

// Note is a sub-diagnostic attached to a Diagnostic.
type Note struct {
	Pos source.Pos
	Msg string
	// Kind says how the note is printed; the zero value is a related note.
	Kind NoteKind
}

// NoteKind distinguishes the sub-diagnostics NVIDIA's front end prints.
type NoteKind uint8

const (
	// NoteRelated is a positioned sub-diagnostic ("declared here"): printed as
	// its own "file(line): note: ..." line, and a SARIF relatedLocation.
	NoteRelated NoteKind = iota
	// NoteInfo is a line of more information without a position, printed
	// indented under the message ("argument types are: (int)").
	NoteInfo
	// NoteContext is an instantiation context ("instantiation of "f<int>""
	// at Pos), printed in the "detected during" block.
	NoteContext
	// NoteHere is EDG's %p fill-in, the position a message refers to (e.g. the
	// previous definition of a macro). cudafe++ 11.8 prints it as a new line
	// "file(line): here" right after the text; Msg is unused.
	NoteHere
)

// Reporter receives diagnostics. Every stage of the front end reports through
// one; the per-TU Engine implements it.
type Reporter interface {
	Report(d Diagnostic)
}

// Errorf reports an error at pos with catalog entry id.
func Errorf(r Reporter, pos source.Pos, id ID, format string, args ...any) {
	r.Report(Diagnostic{Severity: Error, ID: id, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Warnf reports a warning at pos with catalog entry id.
func Warnf(r Reporter, pos source.Pos, id ID, format string, args ...any) {
	r.Report(Diagnostic{Severity: Warning, ID: id, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Fatalf reports a catastrophic error at pos: the caller stops processing.
func Fatalf(r Reporter, pos source.Pos, id ID, format string, args ...any) {
	r.Report(Diagnostic{Severity: Catastrophic, ID: id, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// ID identifies a catalog entry: EDG's internal message number where NVIDIA's
// front end has one (displayed as N, or N+16543 for the CUDA range), or a
// cufe-specific entry above CufeBase.
type ID int

// CufeBase is the first ID of cufe's own messages (no NVIDIA counterpart).
const CufeBase ID = 100000

// Catalog entries used by the lexer and the preprocessor. Numbers are EDG's
// internal numbers (which, below 3457, are also the displayed ones).
const (
	NoID                ID = 0
	ErrCannotOpenSource ID = 1696 // cannot open source file %sq
	ErrDirective        ID = 35   // #error directive: %s
	WarnDirective       ID = 1105 // #warning directive: %s
	ErrUndefinedIdent   ID = 20   // identifier %sq is undefined
)

// cufe's own entries for the lexer and preprocessor, where EDG's number is not
// known. They print without a number.
const (
	ErrLex ID = CufeBase + iota
	ErrPreprocess
	ErrMacro
	ErrNotSupported
)

// Preprocessor entries (EDG's numbers and wording, see catalog_edg.go).
const (
	ErrCommentUnclosed  ID = 6  // comment unclosed at end of file
	ErrMissingQuote     ID = 8  // missing closing quote
	ErrBadDirective     ID = 11 // unrecognized preprocessing directive
	ErrMissingIf        ID = 36 // the #if for this directive is missing
	ErrMissingEndif     ID = 37 // the #endif for this directive is missing
	ErrElseAlready      ID = 38 // directive is not allowed -- an #else has already appeared
	ErrDivideByZero     ID = 39 // division by zero
	ErrTooFewMacroArgs  ID = 54 // too few arguments in invocation of %n
	ErrTooManyMacroArgs ID = 55 // too many arguments in invocation of %n
)
