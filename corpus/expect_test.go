package corpus

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// expectation is one `// ERROR "text"` (or WARNING) annotation of an error
// case: the diagnostic NVIDIA's front end gives for that line.
//
// Syntax, after `//` on any line:
//
//	ERROR "text"        an error or catastrophic error on this line whose
//	                    message contains text (a Go string literal)
//	WARNING "text"      the same for a warning
//	ERROR `regexp`      the message matches the regular expression
//	ERROR@+1 "text"     the diagnostic is on the next line (@-N, @+N: lines
//	                    relative to this one), for lines that cannot carry
//	                    a comment (an unterminated literal swallows it)
//	ERROR-EOF "text"    the diagnostic is at the end of the source (EDG's
//	                    "At end of source:"); on any line
//
// Several annotations may follow one `//`. Notes are never annotated and
// never checked.
type expectation struct {
	Line    int  // the line the diagnostic is on; 0 with EOF
	EOF     bool // at end of source
	Warning bool
	Text    string         // what the comment says, for messages
	rx      *regexp.Regexp // nil: Text is a substring
}

func (e expectation) String() string {
	kind := "ERROR"
	if e.Warning {
		kind = "WARNING"
	}
	where := fmt.Sprintf("line %d", e.Line)
	if e.EOF {
		where = "end of source"
	}
	return fmt.Sprintf("%s: %s %q", where, kind, e.Text)
}

// matches reports whether a diagnostic message is the one expected.
func (e expectation) matches(msg string) bool {
	if e.rx != nil {
		return e.rx.MatchString(msg)
	}
	return strings.Contains(msg, e.Text)
}

// annotation is one ERROR/WARNING clause; text is its quoted operand.
var annotation = regexp.MustCompile("^\\s*(ERROR|WARNING)(-EOF)?(@[+-][0-9]+)?\\s+(\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`)")

// annotationStart finds where a line's annotations begin: the first `//`
// followed by ERROR or WARNING.
var annotationStart = regexp.MustCompile(`//\s*(ERROR|WARNING)\b`)

// parseExpectations reads the annotations of an error case. A malformed
// annotation is an error, so that a typo cannot turn an expectation off.
func parseExpectations(src string) ([]expectation, error) {
	var out []expectation
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		loc := annotationStart.FindStringIndex(line)
		if loc == nil {
			continue
		}
		rest := line[loc[0]+2:]
		for strings.TrimSpace(rest) != "" {
			m := annotation.FindStringSubmatch(rest)
			if m == nil {
				return nil, fmt.Errorf("line %d: malformed annotation %q (want ERROR \"text\", WARNING `regexp`, ERROR@+1 …, ERROR-EOF …)", i+1, strings.TrimSpace(rest))
			}
			rest = rest[len(m[0]):]
			e := expectation{Line: i + 1, Warning: m[1] == "WARNING", EOF: m[2] != ""}
			if m[3] != "" {
				if e.EOF {
					return nil, fmt.Errorf("line %d: ERROR-EOF takes no line offset", i+1)
				}
				off, _ := strconv.Atoi(m[3][1:])
				e.Line += off
				if e.Line < 1 || e.Line > len(lines) {
					return nil, fmt.Errorf("line %d: offset %s points outside the file", i+1, m[3])
				}
			}
			if e.EOF {
				e.Line = 0
			}
			if strings.HasPrefix(m[4], "`") {
				e.Text = m[4][1 : len(m[4])-1]
				rx, err := regexp.Compile(e.Text)
				if err != nil {
					return nil, fmt.Errorf("line %d: %v", i+1, err)
				}
				e.rx = rx
			} else {
				text, err := strconv.Unquote(m[4])
				if err != nil {
					return nil, fmt.Errorf("line %d: %s: %v", i+1, m[4], err)
				}
				e.Text = text
			}
			if e.Text == "" {
				return nil, fmt.Errorf("line %d: empty expectation matches anything", i+1)
			}
			out = append(out, e)
		}
	}
	return out, nil
}

// reported is a diagnostic as the comparison sees it, from cufe or NVIDIA.
type reported struct {
	Line    int // 0: end of source or no position
	Error   bool
	Warning bool
	Msg     string
	Desc    string // how to show it in a failure
}

// comparison is the outcome of matching expectations with diagnostics.
type comparison struct {
	Matched    map[int]bool // indexes of expectations found
	Missing    []expectation
	Unexpected []reported
}

// compare matches expectations with diagnostics on the same line and of the
// same kind. An end-of-source expectation also accepts a diagnostic with no
// position or on or after lastLine (where cufe puts the end of the file).
// Diagnostics that are neither errors nor warnings (notes, remarks) are
// ignored.
func compare(exps []expectation, got []reported, lastLine int) comparison {
	c := comparison{Matched: map[int]bool{}}
	used := make([]bool, len(got))
	for i, e := range exps {
		found := false
		for j, g := range got {
			if used[j] || !(g.Error && !e.Warning || g.Warning && e.Warning) || !e.matches(g.Msg) {
				continue
			}
			if e.EOF && (g.Line == 0 || g.Line >= lastLine) || !e.EOF && g.Line == e.Line {
				used[j], found = true, true
				break
			}
		}
		if found {
			c.Matched[i] = true
		} else {
			c.Missing = append(c.Missing, e)
		}
	}
	for j, g := range got {
		if !used[j] && (g.Error || g.Warning) {
			c.Unexpected = append(c.Unexpected, g)
		}
	}
	return c
}
