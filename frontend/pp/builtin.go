package pp

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// sourceDateEpoch is the time __DATE__ and __TIME__ report: SOURCE_DATE_EPOCH
// when set (reproducible builds, as gcc honours it), else now.
func sourceDateEpoch() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Now()
}

// definePredefined installs the builtin macros, the host compiler's
// predefined macros, the extra (CUDA) ones, and the -D/-U options in order.
func (p *Preprocessor) definePredefined() {
	for name, kind := range builtinNames {
		p.macros.set(&Macro{Name: name, builtin: kind})
	}
	if p.opts.Host != nil {
		p.runDefines("<built-in>", p.opts.Host.Predefines())
	}
	if p.opts.ExtraPredefines != "" {
		p.runDefines("<built-in>", p.opts.ExtraPredefines)
	}
	if len(p.opts.Macros) > 0 {
		var b strings.Builder
		for _, m := range p.opts.Macros {
			if m.Undef {
				b.WriteString("#undef " + m.Text + "\n")
				continue
			}
			name, val, ok := strings.Cut(m.Text, "=")
			if !ok {
				val = "1"
			}
			b.WriteString("#define " + name + " " + val + "\n")
		}
		p.runDefines("<command-line>", b.String())
	}
}

// runDefines runs the #define and #undef lines of a predefined-macro text.
func (p *Preprocessor) runDefines(name, text string) {
	f := p.files.AddFile(name, []byte(text), source.NoPos, true)
	l := lex.New(f, p.rep)
	for {
		t := l.Next()
		if t.Kind == token.EOF {
			return
		}
		if t.Kind != token.Hash {
			l.SkipLine()
			continue
		}
		d := l.NextInLine()
		switch d.Text {
		case "define":
			name := l.NextInLine()
			if m, ok := p.parseDefinition(name, l.NextInLine, false); ok {
				p.macros.set(m)
			}
		case "undef":
			name := l.NextInLine()
			p.macros.del(name.Text)
		}
		l.SkipLine()
	}
}

// expandBuiltin expands a builtin macro named by t. It reports false when t
// is to be left as it is.
func (p *Preprocessor) expandBuiltin(m *Macro, t token.Token) bool {
	var text string
	kind := token.Number
	switch m.builtin {
	case bFile, bFileName:
		name, _ := p.presumedFile()
		if m.builtin == bFileName {
			name = filepath.Base(name)
		}
		text, kind = quoteString(name), token.String
	case bBaseFile:
		text, kind = quoteString(p.baseFile), token.String
	case bLine:
		// An expanded token carries the position of the invocation that
		// produced it (the outermost one whose name came from the source or
		// from an argument), which is the line gcc reports; a __LINE__ written
		// in an argument keeps its own line.
		text = strconv.Itoa(p.lineOf(t.Pos))
	case bCounter:
		text = strconv.Itoa(p.counter)
		p.counter++
	case bIncludeLevel:
		text = strconv.Itoa(len(p.frames) - 1)
	case bDate:
		text, kind = "\""+p.now.Format("Jan _2 2006")+"\"", token.String
	case bTime:
		text, kind = "\""+p.now.Format("15:04:05")+"\"", token.String
	case bTimestamp:
		text, kind = "\""+p.now.Format("Mon Jan _2 15:04:05 2006")+"\"", token.String
	case bPragma:
		return p.pragmaOperator(t)
	case bHasAttribute, bHasCppAttribute, bHasBuiltin:
		// gcc answers these anywhere, not only in #if.
		v, ok := p.hasOperator(t, m.builtin)
		if !ok {
			return true
		}
		text = strconv.FormatUint(v.v, 10)
	default:
		// __has_include and friends mean something only in #if.
		if !p.inDirective {
			p.errorf(t.Pos, "%q used outside of preprocessing directive", t.Text)
		}
		return false
	}
	r := token.Token{Kind: kind, Flags: t.Flags&(token.LeadingSpace|token.StartOfLine) | token.Expanded, Pos: t.Pos, Text: text}
	p.contexts = append(p.contexts, &context{toks: []token.Token{r}})
	return true
}

// quoteString spells s as a string literal, escaping '\' and '"' as gcc does
// for __FILE__.
func quoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' || c == '"' {
			b.WriteByte('\\')
		} else if c == '\n' {
			b.WriteString("\\n")
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}
