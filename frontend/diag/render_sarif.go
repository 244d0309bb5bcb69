package diag

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cufe-dev/cufe/frontend/source"
)

// sarifHeader is what cudafe++ 13.0 writes for --output_mode sarif, up to the
// results array.
const sarifHeader = `{"version":"2.1.0","$schema":"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json","runs":[{"tool":{"driver":{"name":"EDG CPFE","version":"6.6","organization":"Edison Design Group","fullName":"Edison Design Group C/C++ Front End - 6.6","informationUri":"https://edg.com/c"}},"columnKind":"unicodeCodePoints","results":[`

// WriteSARIF writes diags as one SARIF 2.1.0 log with one run, in the form
// cudafe++ 13.0 uses for --output_mode sarif: one line, results with ruleId
// "EC<internal number>", EDG's level names (remark, warning, error,
// catastrophe, internal_error), "file://" URIs of absolute paths,
// startLine/startColumn, related notes as relatedLocations, and "]}]}\n" at
// the end. Two deliberate differences keep the output valid JSON: commas
// between relatedLocations go where JSON needs them (cudafe++ misplaces
// them), and control characters in texts are escaped (cudafe++ escapes only
// '"' and '\'). Instantiation contexts and more-info lines are left out, as
// cudafe++ leaves them out.
func WriteSARIF(w io.Writer, diags []Diagnostic, files *source.FileSet, opts Options) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(sarifHeader)
	for i, d := range diags {
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.WriteByte('{')
		if rule := sarifRule(d.ID); rule != "" {
			bw.WriteString(`"ruleId":"` + rule + `",`)
		}
		bw.WriteString(`"level":"` + sarifLevel(d.Severity) + `","message":{"text":"` + sarifEscape(d.Msg) + `"}`)
		if loc := sarifPhysical(files, d.Pos, opts); loc != "" {
			bw.WriteString(`,"locations":[{` + loc + `}]`)
		}
		var related []string
		for _, n := range d.Notes {
			if n.Kind != NoteRelated && n.Kind != NoteHere {
				continue
			}
			loc := sarifPhysical(files, n.Pos, opts)
			msg := n.Msg
			if n.Kind == NoteHere {
				msg = "referenced here"
			}
			r := `{"message":{"text":"` + sarifEscape(msg) + `"}`
			if loc != "" {
				r += "," + loc
			}
			related = append(related, r+"}")
		}
		if len(related) > 0 {
			bw.WriteString(`,"relatedLocations":[` + strings.Join(related, ",") + `]`)
		}
		bw.WriteByte('}')
	}
	bw.WriteString("]}]}\n")
	return bw.Flush()
}

// sarifRule is EDG's rule id: "EC" and the internal number. cufe's own
// messages get "CUFE" and their offset from CufeBase.
func sarifRule(id ID) string {
	switch {
	case id == NoID:
		return ""
	case id >= CufeBase:
		return "CUFE" + strconv.Itoa(int(id-CufeBase))
	}
	return "EC" + strconv.Itoa(int(id))
}

func sarifLevel(s Severity) string {
	switch s {
	case NoteLevel:
		return "note"
	case Remark:
		return "remark"
	case Warning:
		return "warning"
	case Error:
		return "error"
	case Catastrophic:
		return "catastrophe"
	case Internal:
		return "internal_error"
	}
	return "none"
}

// sarifPhysical is `"physicalLocation":{...}` for p, or "" without a position.
func sarifPhysical(files *source.FileSet, p source.Pos, opts Options) string {
	pos := position(files, p)
	if !pos.IsValid() {
		return ""
	}
	region := `"startLine":` + strconv.Itoa(pos.Line)
	if pos.Column > 0 {
		region += `,"startColumn":` + strconv.Itoa(pos.Column)
	}
	return `"physicalLocation":{"artifactLocation":{"uri":"` + sarifEscape(fileURI(pos.Filename, opts.WorkDir)) + `"},"region":{` + region + `}}`
}

// fileURI is "file://" and the absolute, cleaned path of name.
func fileURI(name, workDir string) string {
	p := name
	if !filepath.IsAbs(p) {
		dir := workDir
		if dir == "" {
			if wd, err := os.Getwd(); err == nil {
				dir = wd
			}
		}
		p = filepath.Join(dir, p)
	}
	return "file://" + filepath.ToSlash(filepath.Clean(p))
}

// sarifEscape escapes s for a JSON string.
func sarifEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[r>>4])
			b.WriteByte("0123456789abcdef"[r&15])
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\ufffd`)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// WriteSARIF writes the engine's shown diagnostics as SARIF; there is no
// summary in this mode.
func (e *Engine) WriteSARIF(w io.Writer) error {
	return WriteSARIF(w, e.Diagnostics(), e.files, e.opts)
}
