package pp

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// builtinKind names the macros whose expansion the preprocessor computes.
type builtinKind uint8

const (
	notBuiltin builtinKind = iota
	bFile
	bLine
	bCounter
	bDate
	bTime
	bTimestamp
	bBaseFile
	bIncludeLevel
	bFileName
	bPragma     // _Pragma
	bHasInclude // __has_include, only in #if
	bHasIncludeNext
	bHasAttribute
	bHasCppAttribute
	bHasBuiltin
)

var builtinNames = map[string]builtinKind{
	"__FILE__": bFile, "__LINE__": bLine, "__COUNTER__": bCounter, "__DATE__": bDate,
	"__TIME__": bTime, "__TIMESTAMP__": bTimestamp, "__BASE_FILE__": bBaseFile,
	"__INCLUDE_LEVEL__": bIncludeLevel, "__FILE_NAME__": bFileName, "_Pragma": bPragma,
	"__has_include": bHasInclude, "__has_include_next": bHasIncludeNext,
	"__has_attribute": bHasAttribute, "__has_cpp_attribute": bHasCppAttribute,
	"__has_builtin": bHasBuiltin,
}

// Macro is one macro definition of a translation unit.
type Macro struct {
	Name     string
	FuncLike bool
	Params   []string // parameter names; a variadic macro's last one is __VA_ARGS__ or its named form
	Variadic bool
	Body     []token.Token
	Pos      source.Pos // where it was defined; NoPos for predefined and command-line macros

	builtin  builtinKind
	disabled bool // being expanded: its name is not replaced again (per TU, never shared)
	device   bool // tainted: may be defined otherwise on the device side (see deviceTaint)
}

// paramIndex returns the index of parameter name, or -1.
func (m *Macro) paramIndex(name string) int {
	for i, p := range m.Params {
		if p == name {
			return i
		}
	}
	return -1
}

// sameDefinition reports whether two definitions are identical in the
// standard's sense (same parameters, same body spelling and white-space
// separation), so that a redefinition is allowed.
func (m *Macro) sameDefinition(o *Macro) bool {
	if m.FuncLike != o.FuncLike || m.Variadic != o.Variadic || len(m.Params) != len(o.Params) || len(m.Body) != len(o.Body) {
		return false
	}
	for i := range m.Params {
		if m.Params[i] != o.Params[i] {
			return false
		}
	}
	for i := range m.Body {
		a, b := m.Body[i], o.Body[i]
		if a.Text != b.Text || (i > 0 && a.Has(token.LeadingSpace) != b.Has(token.LeadingSpace)) {
			return false
		}
	}
	return true
}

// String renders the definition as `#define` would be written (used by -dM).
func (m *Macro) String() string {
	var b strings.Builder
	b.WriteString(m.Name)
	if m.FuncLike {
		b.WriteByte('(')
		for i, p := range m.Params {
			if i > 0 {
				b.WriteByte(',')
			}
			if m.Variadic && i == len(m.Params)-1 {
				if p == "__VA_ARGS__" {
					b.WriteString("...")
				} else {
					b.WriteString(p + "...")
				}
				continue
			}
			b.WriteString(p)
		}
		b.WriteByte(')')
	}
	for i, t := range m.Body {
		if i == 0 || t.Has(token.LeadingSpace) {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}
