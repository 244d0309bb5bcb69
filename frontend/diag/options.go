package diag

// Dialect selects which cudafe++'s wording cufe reproduces.
type Dialect uint8

const (
	// Dialect118 prints what cudafe++ 11.8 prints (the reference for cufe's
	// byte-for-byte output).
	Dialect118 Dialect = iota
	// Dialect130 uses cudafe++ 13.0's message wording (Entry.Text); the layout
	// stays 11.8's (no source line and caret, no suppression hint).
	Dialect130
)

// Style is the layout of the text rendering.
type Style uint8

const (
	// StyleNVIDIA is `file(line): error #N-D: text` followed by a blank line.
	StyleNVIDIA Style = iota
	// StyleGCC is `file:line:col: error: text`, one line per diagnostic.
	StyleGCC
)

// DefaultErrorLimit is EDG's default --error_limit: processing stops after
// this many errors with "Error limit reached.".
const DefaultErrorLimit = 100

// Options control one translation unit's diagnostics. The zero value behaves
// as cudafe++ does without options (note that nvcc always passes
// --display_error_number).
type Options struct {
	// DisplayNumbers prints "#N-D" after the severity of discretionary
	// diagnostics (--display_error_number / --no_display_error_number).
	DisplayNumbers bool
	Style          Style
	Dialect        Dialect
	// Color wraps severities and locations in GCC_COLORS' default escapes.
	Color bool

	// The --diag_suppress, --diag_remark, --diag_warning, --diag_error,
	// --diag_default and --diag_once lists. Each element is a number
	// ("177", "#20042", internal "3499"), a tag, or a comma-separated list of
	// them, as the option's value is written.
	Suppress, Remark, Warning, Error, Default, Once []string

	// NoWarnings drops warnings and remarks (-w, --no_warnings).
	NoWarnings bool
	// PromoteWarnings turns warnings into discretionary errors
	// (--promote_warnings, which nvcc passes for -Werror all-warnings).
	PromoteWarnings bool
	// Remarks shows remarks (--remarks); they are dropped otherwise.
	Remarks bool
	// ErrorLimit is --error_limit; 0 means DefaultErrorLimit. Values below 0
	// are a command-line error, as 0 is for cudafe++.
	ErrorLimit int

	// SourceName is the name the summary line quotes (cudafe++ uses
	// --orig_src_file_name, else the input file name). Empty: "detected in
	// this compilation.".
	SourceName string
	// WorkDir makes relative file names absolute for SARIF URIs; empty uses
	// the process's working directory.
	WorkDir string
}

func (o Options) errorLimit() int {
	if o.ErrorLimit == 0 {
		return DefaultErrorLimit
	}
	return o.ErrorLimit
}
