package pp

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/token"
)

// placemarker stands for an empty argument during substitution and pasting.
const placemarker token.Kind = 255

// next returns the next fully macro-expanded token.
func (p *Preprocessor) next() token.Token {
	for {
		t := p.readRaw()
		if t.Kind != token.Ident || t.Flags&token.NoExpand != 0 {
			return t
		}
		m := p.macros.get(t.Text)
		if m == nil {
			if p.taint != nil {
				p.taintUnexpanded(&t)
			}
			return t
		}
		if m.disabled {
			// Read while its own expansion is live: never replaced again.
			t.Flags |= token.NoExpand
			return t
		}
		if p.noExpand > 0 {
			return t
		}
		if m.builtin != notBuiltin {
			if p.expandBuiltin(m, t) {
				continue
			}
			return t
		}
		if m.device {
			p.taintExpanding()
		}
		if !p.enterMacro(m, t) {
			return t
		}
	}
}

// enterMacro expands the macro m named by name, pushing its expansion as a
// context. It reports false when m is function-like and no '(' follows.
func (p *Preprocessor) enterMacro(m *Macro, name token.Token) bool {
	if !m.FuncLike {
		if len(m.Body) == 0 {
			// Nothing to push; the printer's paste avoidance keeps the
			// neighbours apart.
			return true
		}
		var toks []token.Token
		if m.hasPaste() {
			toks = p.substitute(m, name, nil)
		} else {
			toks = p.arena.make(len(m.Body), len(m.Body))
			copy(toks, m.Body)
		}
		p.pushExpansion(m, name, toks)
		return true
	}
	p.parsingArgs++
	lp := p.readToken()
	if lp.Kind != token.LParen {
		p.parsingArgs--
		p.pushBack(lp)
		return false
	}
	args, buf, ok := p.collectArgs(m, name)
	p.parsingArgs--
	if !ok {
		return true // the error was reported; the invocation is dropped
	}
	p.pushExpansion(m, name, p.substitute(m, name, args))
	p.arena.free(buf) // the expansion holds copies of what it took from the arguments
	p.arena.freeLists(args)
	return true
}

// pushExpansion pushes toks, the expansion of m invoked at name, giving them
// the invocation's position and the name's spacing.
func (p *Preprocessor) pushExpansion(m *Macro, name token.Token, toks []token.Token) {
	out := toks[:0]
	first := true
	added := token.Expanded
	if m.device {
		added |= token.DeviceDependent
	}
	for _, t := range toks {
		if t.Kind == placemarker {
			continue
		}
		t.Pos = name.Pos
		t.Flags &^= token.StartOfLine
		t.Flags |= added
		if first {
			t.Flags = t.Flags&^token.LeadingSpace | name.Flags&(token.LeadingSpace|token.StartOfLine)
			first = false
		}
		out = append(out, t)
	}
	c := p.newContext(out, m, false)
	c.owned = true // nothing else holds the expansion: recycled when popped
	p.pushContext(c)
}

func (m *Macro) hasPaste() bool {
	for _, t := range m.Body {
		if t.Kind == token.HashHash {
			return true
		}
	}
	return false
}

// collectArgs reads the arguments of a function-like macro call whose '(' has
// just been read. The arguments are slices of buf, which it also returns.
func (p *Preprocessor) collectArgs(m *Macro, name token.Token) (args [][]token.Token, buf []token.Token, ok bool) {
	// All arguments share one buffer; each is a capped slice of it.
	args = p.arena.makeLists(0, len(m.Params))
	buf = p.arena.make(0, 16)
	start := 0
	depth := 0
	nparams := len(m.Params)
	for {
		t := p.readToken()
		if t.Kind == token.EOF {
			p.errorf(name.Pos, "unterminated argument list invoking macro %q", m.Name)
			return nil, nil, false
		}
		if t.Flags&token.StartOfLine != 0 {
			t.Flags = t.Flags&^token.StartOfLine | token.LeadingSpace
		}
		switch t.Kind {
		case token.LParen:
			depth++
		case token.RParen:
			if depth == 0 {
				args = append(args, buf[start:len(buf):len(buf)])
				args, ok = p.checkArgCount(m, name, args)
				return args, buf, ok
			}
			depth--
		case token.Comma:
			if depth == 0 && !(m.Variadic && len(args) == nparams-1) {
				args = append(args, buf[start:len(buf):len(buf)])
				start = len(buf)
				continue
			}
		}
		buf = append(buf, t)
	}
}

func (p *Preprocessor) checkArgCount(m *Macro, name token.Token, args [][]token.Token) ([][]token.Token, bool) {
	n := len(m.Params)
	switch {
	case len(args) == n:
		return args, true
	case n == 0 && len(args) == 1 && len(args[0]) == 0:
		return nil, true
	case m.Variadic && len(args) == n-1:
		// The variadic argument may be left out altogether (C++20).
		return append(args, nil), true
	case len(args) > n:
		// As NVIDIA's front end does: report, then expand with the arguments
		// the macro takes (the parser then sees no second error).
		p.emit(name.Pos, diag.ErrTooManyMacroArgs, diag.Args{Entity: []string{"macro \"" + m.Name + "\""}})
		if n == 0 {
			return nil, true
		}
		return args[:n], true
	default:
		p.emit(name.Pos, diag.ErrTooFewMacroArgs, diag.Args{Entity: []string{"macro \"" + m.Name + "\""}})
	}
	return nil, false
}

// expandArg fully macro-expands one argument in isolation. An argument that
// names no macro is its own expansion: it is returned as it is.
func (p *Preprocessor) expandArg(arg []token.Token) []token.Token {
	if len(arg) == 0 {
		return nil
	}
	if !p.namesMacro(arg) {
		return arg
	}
	depth := len(p.contexts)
	p.contexts = append(p.contexts, p.newContext(arg, nil, true))
	out := p.arena.make(0, len(arg)+4)
	for {
		t := p.next()
		if t.Kind == token.EOF && t.Text == argEndText {
			break
		}
		if t.Kind == token.EOF { // a fatal error or a directive line end
			break
		}
		out = append(out, t)
	}
	// Drop the argument's context (and anything left above it after an error).
	for len(p.contexts) > depth {
		p.popContext()
	}
	return out
}

// substitute replaces m's parameters in its body with args (nil for an
// object-like macro), applying # and ## and __VA_OPT__.
func (p *Preprocessor) substitute(m *Macro, name token.Token, args [][]token.Token) []token.Token {
	s := &substitution{p: p, m: m, name: name, args: args}
	if args != nil {
		s.expanded = p.arena.makeLists(len(args), len(args))
		s.done = p.arena.makeBools(len(args))
	}
	out := s.run(m.Body)
	// The expanded arguments were copied into out; those that are the
	// arguments themselves belong to the caller's buffer.
	for i, e := range s.expanded {
		if len(e) == 0 || &e[0] != &args[i][0] {
			p.arena.free(e)
		}
	}
	p.arena.freeLists(s.expanded)
	p.arena.freeBools(s.done)
	return out
}

// namesMacro reports whether toks hold an identifier that may expand: one
// naming a macro (enabled or not: a disabled one is painted when read).
func (p *Preprocessor) namesMacro(toks []token.Token) bool {
	for i := range toks {
		if t := &toks[i]; t.Kind == token.Ident && t.Flags&token.NoExpand == 0 && p.macros.get(t.Text) != nil {
			return true
		}
	}
	return false
}

type substitution struct {
	p        *Preprocessor
	m        *Macro
	name     token.Token
	args     [][]token.Token
	expanded [][]token.Token
	done     []bool
}

func (s *substitution) param(t token.Token) int {
	if s.args == nil || t.Kind != token.Ident {
		return -1
	}
	return s.m.paramIndex(t.Text)
}

func (s *substitution) expandedArg(i int) []token.Token {
	if !s.done[i] {
		s.expanded[i] = s.p.expandArg(s.args[i])
		s.done[i] = true
	}
	return s.expanded[i]
}

// vaPresent reports whether the variadic argument has any tokens after
// expansion (the __VA_OPT__ condition).
func (s *substitution) vaPresent() bool {
	if !s.m.Variadic || s.args == nil {
		return false
	}
	i := len(s.args) - 1
	return len(s.args[i]) > 0 && len(s.expandedArg(i)) > 0
}

func (s *substitution) run(body []token.Token) []token.Token {
	out := s.p.arena.make(0, len(body)+8)
	paste := false // the previous body token was ##: paste onto out's last token
	// put appends first (with the spacing lead) and rest, pasting first onto
	// the previous token after a ##.
	put := func(first token.Token, rest []token.Token, lead token.Flags) {
		first.Flags = first.Flags&^token.LeadingSpace | lead
		if paste && len(out) > 0 {
			out[len(out)-1] = s.paste(out[len(out)-1], first)
		} else {
			out = append(out, first)
		}
		out = append(out, rest...)
		paste = false
	}
	emit := func(toks []token.Token, lead token.Flags) {
		if len(toks) == 0 {
			put(token.Token{Kind: placemarker}, nil, lead)
			return
		}
		put(toks[0], toks[1:], lead)
	}
	for i := 0; i < len(body); i++ {
		t := body[i]
		lead := t.Flags & token.LeadingSpace
		nextIsPaste := i+1 < len(body) && body[i+1].Kind == token.HashHash
		switch {
		case t.Kind == token.HashHash && i > 0:
			paste = true
			continue
		case t.Kind == token.Hash && s.args != nil && i+1 < len(body):
			if k := s.param(body[i+1]); k >= 0 {
				put(s.stringify(s.args[k]), nil, lead)
				i++
				continue
			}
			if body[i+1].Text == "__VA_OPT__" && s.m.Variadic {
				content, end := s.vaOptContent(body, i+1)
				var inner []token.Token
				if s.vaPresent() {
					inner = s.run(content)
				}
				put(s.stringify(dropPlacemarkers(inner)), nil, lead)
				i = end
				continue
			}
		case t.Kind == token.Ident && t.Text == "__VA_OPT__" && s.m.Variadic && s.args != nil:
			content, end := s.vaOptContent(body, i)
			var inner []token.Token
			if s.vaPresent() {
				inner = s.run(content)
			}
			if len(inner) > 0 {
				inner[0].Flags = inner[0].Flags&^token.LeadingSpace | lead
			}
			emit(inner, lead)
			i = end
			continue
		}
		if k := s.param(t); k >= 0 {
			// GNU: `, ## __VA_ARGS__` drops the comma when the variadic argument is
			// empty (kept in strict ISO mode when it is the only parameter).
			if paste && s.m.Variadic && k == len(s.args)-1 && len(out) > 0 && out[len(out)-1].Kind == token.Comma &&
				body[i-1].Kind == token.HashHash {
				if len(s.args[k]) == 0 {
					if !(s.p.strictISO() && len(s.m.Params) == 1) {
						out = out[:len(out)-1]
					}
					paste = false
					continue
				}
				paste = false
				emit(s.args[k], lead)
				continue
			}
			if paste || nextIsPaste {
				emit(s.args[k], lead)
			} else {
				emit(s.expandedArg(k), lead)
			}
			continue
		}
		put(t, nil, lead)
	}
	return dropPlacemarkers(out)
}

// vaOptContent returns the tokens between the parentheses of the __VA_OPT__
// at body[i] and the index of its closing parenthesis.
func (s *substitution) vaOptContent(body []token.Token, i int) ([]token.Token, int) {
	if i+1 >= len(body) || body[i+1].Kind != token.LParen {
		return nil, i
	}
	depth := 0
	for j := i + 1; j < len(body); j++ {
		switch body[j].Kind {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
			if depth == 0 {
				return body[i+2 : j], j
			}
		}
	}
	return nil, len(body) - 1
}

func dropPlacemarkers(toks []token.Token) []token.Token {
	out := toks[:0]
	for _, t := range toks {
		if t.Kind != placemarker {
			out = append(out, t)
		}
	}
	return out
}

// paste implements ##: the spellings of a and b joined must form one token.
func (s *substitution) paste(a, b token.Token) token.Token {
	if a.Kind == placemarker {
		return b
	}
	if b.Kind == placemarker {
		return a
	}
	text := a.Text + b.Text
	k, ok := lex.ScanOne(text)
	if !ok {
		s.p.errorf(s.name.Pos, "pasting %q and %q does not give a valid preprocessing token", a.Text, b.Text)
		// gcc keeps the two tokens apart.
		return a
	}
	return token.Token{Kind: k, Flags: a.Flags &^ token.NoExpand, Pos: a.Pos, Text: text}
}

// stringify implements #: the spelling of arg as a string literal.
func (s *substitution) stringify(arg []token.Token) token.Token {
	var b strings.Builder
	b.WriteByte('"')
	for i, t := range arg {
		if i > 0 && t.Flags&(token.LeadingSpace|token.StartOfLine) != 0 {
			b.WriteByte(' ')
		}
		if t.Kind == token.String || t.Kind == token.Char {
			for j := 0; j < len(t.Text); j++ {
				c := t.Text[j]
				if c == '"' || c == '\\' {
					b.WriteByte('\\')
				}
				b.WriteByte(c)
			}
			continue
		}
		b.WriteString(t.Text)
	}
	b.WriteByte('"')
	return token.Token{Kind: token.String, Text: b.String()}
}

// strictISO reports whether -std names an ISO mode (c++17) rather than a GNU
// one (gnu++17).
func (p *Preprocessor) strictISO() bool {
	return !strings.HasPrefix(p.opts.Std, "gnu")
}
