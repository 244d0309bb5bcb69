package pp

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// directive runs the directive whose '#' is hash. It reads the whole line.
func (p *Preprocessor) directive(hash token.Token) {
	f := p.top()
	p.inDirective = true
	depth := len(p.contexts)
	defer func() {
		for len(p.contexts) > depth {
			p.popContext()
		}
		p.inDirective = false
		if p.pendingLine != nil {
			p.contexts = append(p.contexts, &context{toks: p.pendingLine})
			p.pendingLine = nil
		}
	}()
	name := f.lex.NextInLine()
	if name.Kind == token.EOF {
		return // the null directive
	}
	if f.guardState == guardAfter {
		f.guardState = guardNone
	}
	if name.Kind == token.Number {
		// `# 33 "file"`: a line marker, as in gcc's own output.
		p.lineDirective(hash, name)
		return
	}
	if name.Kind != token.Ident {
		p.errorf(name.Pos, "invalid preprocessing directive")
		p.skipRestOfLine()
		return
	}
	kw := name.Text
	isGuardOpen := false
	switch kw {
	case "if", "ifdef", "ifndef", "elif", "else", "endif", "elifdef", "elifndef":
		isGuardOpen = p.conditional(hash, name, f)
		if f.guardState == guardStart && !isGuardOpen {
			f.guardState = guardNone
		}
		return
	}
	if f.guardState == guardStart {
		f.guardState = guardNone
	}
	switch kw {
	case "define":
		p.defineDirective()
	case "undef":
		p.undefDirective()
	case "include", "include_next", "import":
		p.includeDirective(hash, kw)
	case "line":
		t := p.next()
		p.lineDirective(hash, t)
	case "error":
		text := f.lex.RestOfLine()
		p.emit(hash.Pos, diag.ErrDirective, diag.Args{Str: []string{text}})
		p.fatal = true // as in NVIDIA's front end, #error ends the compilation
	case "warning":
		text := f.lex.RestOfLine()
		p.emit(hash.Pos, diag.WarnDirective, diag.Args{Str: []string{text}})
	case "pragma":
		p.pragmaDirective(hash)
	case "ident", "sccs":
		// gcc passes #ident through to its output.
		var toks []token.Token
		for t := f.lex.NextInLine(); t.Kind != token.EOF; t = f.lex.NextInLine() {
			toks = append(toks, t)
		}
		p.emitPragmaLine(hash, kw, toks)
	case "assert", "unassert":
		p.errorf(name.Pos, "#%s is not supported", kw)
		p.skipRestOfLine()
	default:
		p.emit(name.Pos, diag.ErrBadDirective, diag.Args{})
		p.skipRestOfLine()
	}
}

// skipRestOfLine discards what is left of the directive line.
func (p *Preprocessor) skipRestOfLine() {
	p.top().lex.SkipLine()
}

// expectLineEnd warns about tokens after a directive's operand, as gcc does.
func (p *Preprocessor) expectLineEnd(directive string) {
	l := p.top().lex
	t := l.NextInLine()
	if t.Kind != token.EOF {
		p.warnf(t.Pos, "extra tokens at end of %s directive", directive)
		l.SkipLine()
	}
}

// lineDirective runs #line N ["file"] and gcc's `# N "file" flags`.
func (p *Preprocessor) lineDirective(hash, num token.Token) {
	f := p.top()
	if num.Kind != token.Number {
		p.errorf(num.Pos, "\"%s\" after #line is not a positive integer", num.Text)
		p.skipRestOfLine()
		return
	}
	n, err := strconv.Atoi(strings.ReplaceAll(num.Text, "'", ""))
	if err != nil || n < 0 {
		p.errorf(num.Pos, "\"%s\" after #line is not a positive integer", num.Text)
		p.skipRestOfLine()
		return
	}
	name := ""
	t := p.next()
	if t.Kind == token.String {
		name = unquoteFilename(t.Text)
		for u := p.next(); u.Kind != token.EOF; u = p.next() {
		}
	} else if t.Kind != token.EOF {
		p.errorf(t.Pos, "invalid filename %q", t.Text)
		p.skipRestOfLine()
	}
	f.file.AddLineMarker(f.lex.Offset()+1, n, name, 0)
}

// defineDirective runs #define.
func (p *Preprocessor) defineDirective() {
	l := p.top().lex
	name := l.NextInLine()
	m, ok := p.parseDefinition(name, func() token.Token { return l.NextInLine() }, true)
	if !ok {
		l.SkipLine()
		return
	}
	p.define(m)
}

// define installs m, checking a redefinition against the old definition.
func (p *Preprocessor) define(m *Macro) {
	if p.taint != nil {
		p.taint.defined(m)
	}
	if old := p.macros.get(m.Name); old != nil {
		if old.builtin != notBuiltin {
			p.warnf(m.Pos, "redefining builtin macro %q", m.Name)
		} else if !old.sameDefinition(m) && m.Pos.IsValid() {
			p.warnf(m.Pos, "%q redefined", m.Name)
		}
		if old.disabled {
			m.disabled = true
		}
	}
	p.macros.set(m)
}

// parseDefinition reads a macro definition: the name token, then (via next)
// parameters and body up to the end of the line.
func (p *Preprocessor) parseDefinition(name token.Token, next func() token.Token, fromSource bool) (*Macro, bool) {
	if name.Kind != token.Ident {
		if name.Kind == token.EOF {
			p.errorf(name.Pos, "no macro name given in #define directive")
		} else {
			p.errorf(name.Pos, "macro names must be identifiers")
		}
		return nil, false
	}
	if name.Text == "defined" || name.Text == "__VA_ARGS__" || name.Text == "__VA_OPT__" {
		p.errorf(name.Pos, "%q cannot be used as a macro name", name.Text)
		return nil, false
	}
	m := p.arena.newMacro()
	m.Name = name.Text
	if fromSource {
		m.Pos = name.Pos
	}
	t := next()
	if t.Kind == token.LParen && t.Flags&token.LeadingSpace == 0 {
		m.FuncLike = true
		if !p.parseParams(m, next) {
			return nil, false
		}
		t = next()
	} else if t.Kind != token.EOF && t.Flags&token.LeadingSpace == 0 {
		p.warnf(t.Pos, "missing whitespace after the macro name")
	}
	// Collect in a scratch buffer, then keep an exact copy.
	scratch := p.defToks[:0]
	for ; t.Kind != token.EOF; t = next() {
		t.Flags &^= token.StartOfLine
		scratch = append(scratch, t)
	}
	p.defToks = scratch[:0]
	var body []token.Token
	if len(scratch) > 0 {
		body = p.arena.make(len(scratch), len(scratch))
		copy(body, scratch)
		body[0].Flags &^= token.LeadingSpace
	}
	m.Body = body
	return m, p.checkBody(m)
}

func (p *Preprocessor) parseParams(m *Macro, next func() token.Token) bool {
	for {
		t := next()
		switch {
		case t.Kind == token.RParen && len(m.Params) == 0:
			return true
		case t.Kind == token.Ellipsis:
			m.Params = append(m.Params, "__VA_ARGS__")
			m.Variadic = true
			if r := next(); r.Kind != token.RParen {
				p.errorf(r.Pos, "missing ')' in macro parameter list")
				return false
			}
			return true
		case t.Kind == token.Ident:
			if m.paramIndex(t.Text) >= 0 {
				p.errorf(t.Pos, "duplicate macro parameter %q", t.Text)
				return false
			}
			if t.Text == "__VA_ARGS__" {
				p.errorf(t.Pos, "__VA_ARGS__ can not be used as a parameter name")
				return false
			}
			m.Params = append(m.Params, t.Text)
			sep := next()
			switch sep.Kind {
			case token.Comma:
				continue
			case token.RParen:
				return true
			case token.Ellipsis:
				m.Variadic = true
				if r := next(); r.Kind != token.RParen {
					p.errorf(r.Pos, "missing ')' in macro parameter list")
					return false
				}
				return true
			}
			p.errorf(sep.Pos, "expected ',' or ')', found %q", sep.Text)
			return false
		case t.Kind == token.EOF:
			p.errorf(t.Pos, "missing ')' in macro parameter list")
			return false
		default:
			p.errorf(t.Pos, "expected parameter name, found %q", t.Text)
			return false
		}
	}
}

// checkBody enforces the constraints on a replacement list.
func (p *Preprocessor) checkBody(m *Macro) bool {
	b := m.Body
	if len(b) > 0 && b[0].Kind == token.HashHash {
		p.errorf(b[0].Pos, "'##' cannot appear at either end of a macro expansion")
		return false
	}
	if len(b) > 1 && b[len(b)-1].Kind == token.HashHash {
		p.errorf(b[len(b)-1].Pos, "'##' cannot appear at either end of a macro expansion")
		return false
	}
	for i, t := range b {
		if t.Kind == token.Ident && (t.Text == "__VA_ARGS__" || t.Text == "__VA_OPT__") && !m.Variadic {
			p.errorf(t.Pos, "%s can only appear in the expansion of a C++11 variadic macro", t.Text)
			return false
		}
		if m.FuncLike && t.Kind == token.Hash {
			if i+1 >= len(b) || b[i+1].Kind != token.Ident || (m.paramIndex(b[i+1].Text) < 0 && !(b[i+1].Text == "__VA_OPT__" && m.Variadic)) {
				p.errorf(t.Pos, "'#' is not followed by a macro parameter")
				return false
			}
		}
	}
	return true
}

// undefDirective runs #undef.
func (p *Preprocessor) undefDirective() {
	l := p.top().lex
	name := l.NextInLine()
	if name.Kind != token.Ident {
		p.errorf(name.Pos, "macro names must be identifiers")
		l.SkipLine()
		return
	}
	if m := p.macros.get(name.Text); m != nil && m.builtin != notBuiltin && m.builtin != bPragma {
		p.warnf(name.Pos, "undefining %q", name.Text)
	}
	if p.taint != nil {
		p.taint.changed(name.Text)
	}
	p.macros.del(name.Text)
	p.expectLineEnd("#undef")
}

// conditional runs #if, #ifdef, #ifndef, #elif, #elifdef, #elifndef, #else and
// #endif. It reports whether the directive opened a candidate include guard.
func (p *Preprocessor) conditional(hash, name token.Token, f *frame) bool {
	switch name.Text {
	case "if", "ifdef", "ifndef":
		var ok bool
		guard := ""
		pending := p.taintCondStart()
		switch name.Text {
		case "if":
			ok, guard = p.evalIf(hash)
		default:
			id := f.lex.NextInLine()
			if id.Kind != token.Ident {
				p.errorf(id.Pos, "no macro name given in #%s directive", name.Text)
				f.lex.SkipLine()
			} else {
				defined := p.macros.defined(id.Text)
				ok = defined == (name.Text == "ifdef")
				if name.Text == "ifndef" {
					guard = id.Text
				}
				if p.taint != nil {
					p.taint.named(id.Text)
				}
				p.expectLineEnd("#" + name.Text)
			}
		}
		c := cond{pos: hash.Pos, taken: ok, device: p.taintCondEnd(pending)}
		if c.device {
			p.taintOpen(f)
		}
		opened := false
		if f.guardState == guardStart && guard != "" && len(f.conds) == 0 {
			c.guard, opened = true, true
			f.guard, f.guardState = guard, guardInside
		}
		f.conds = append(f.conds, c)
		if !ok {
			p.skipGroup(f)
		}
		return opened
	case "elif", "elifdef", "elifndef", "else":
		if len(f.conds) == 0 {
			p.emit(hash.Pos, diag.ErrMissingIf, diag.Args{})
			f.lex.SkipLine()
			return false
		}
		c := &f.conds[len(f.conds)-1]
		if c.sawElse {
			p.emit(hash.Pos, diag.ErrElseAlready, diag.Args{})
		}
		if c.guard {
			f.guardState = guardNone
			c.guard = false
		}
		if c.device {
			p.taint.close(false)
		}
		if name.Text == "else" {
			c.sawElse = true
			p.expectLineEnd("#else")
		} else {
			f.lex.SkipLine() // a group already taken: the condition is not evaluated
		}
		// We were in a taken group: everything up to #endif is skipped.
		p.skipGroup(f)
		return false
	case "endif":
		if len(f.conds) == 0 {
			p.emit(hash.Pos, diag.ErrMissingIf, diag.Args{})
			f.lex.SkipLine()
			return false
		}
		c := f.conds[len(f.conds)-1]
		f.conds = f.conds[:len(f.conds)-1]
		if c.guard && f.guardState == guardInside {
			f.guardState = guardAfter
		}
		if c.device {
			p.taint.close(true)
		}
		p.expectLineEnd("#endif")
	}
	return false
}

// skipGroup skips lines until the #elif/#else/#endif that ends the group at
// the top of f's condition stack, evaluating an #elif when no branch of the
// group was taken yet. It returns with the lexer after the directive that
// resumed normal reading (or at the end of the file).
func (p *Preprocessor) skipGroup(f *frame) {
	l := f.lex
	depth := 0
	// The skipped text is noted when the group is device-dependent (or
	// becomes so at an #elif): the device side may read it.
	from, device := l.Offset(), f.conds[len(f.conds)-1].device
	for {
		if !l.SkipToDirective() {
			if device || f.conds[len(f.conds)-1].device {
				p.noteDeviceSkipped(f, from, f.file.Pos(len(f.file.Src)))
			}
			return // end of file: the open group is reported by the caller
		}
		hash := l.Next()
		name := l.NextInLine()
		if name.Kind != token.Ident {
			l.SkipLine()
			continue
		}
		switch name.Text {
		case "if", "ifdef", "ifndef":
			depth++
			l.SkipLine()
		case "endif":
			if depth > 0 {
				depth--
				l.SkipLine()
				continue
			}
			c := f.conds[len(f.conds)-1]
			f.conds = f.conds[:len(f.conds)-1]
			if c.guard && f.guardState == guardInside {
				f.guardState = guardAfter
			}
			if c.device {
				p.taint.close(true)
			}
			if device || c.device {
				p.noteDeviceSkipped(f, from, hash.Pos)
			}
			p.expectLineEnd("#endif")
			return
		case "else":
			if depth > 0 {
				l.SkipLine()
				continue
			}
			c := &f.conds[len(f.conds)-1]
			if c.sawElse {
				p.emit(hash.Pos, diag.ErrElseAlready, diag.Args{})
			}
			c.sawElse = true
			if c.guard {
				f.guardState = guardNone
				c.guard = false
			}
			if c.device {
				p.taint.close(false)
			}
			p.expectLineEnd("#else")
			if !c.taken {
				c.taken = true
				if device || c.device {
					p.noteDeviceSkipped(f, from, hash.Pos)
				}
				return
			}
		case "elif", "elifdef", "elifndef":
			if depth > 0 {
				l.SkipLine()
				continue
			}
			c := &f.conds[len(f.conds)-1]
			if c.sawElse {
				p.emit(hash.Pos, diag.ErrElseAlready, diag.Args{})
			}
			if c.guard {
				f.guardState = guardNone
				c.guard = false
			}
			if c.taken {
				l.SkipLine()
				continue
			}
			var ok bool
			pending := p.taintCondStart()
			if name.Text == "elif" {
				p.inDirective = true
				depthCtx := len(p.contexts)
				ok, _ = p.evalIf(hash)
				for len(p.contexts) > depthCtx {
					p.popContext()
				}
				p.inDirective = false
			} else {
				id := l.NextInLine()
				defined := p.macros.defined(id.Text)
				ok = id.Kind == token.Ident && defined == (name.Text == "elifdef")
				if p.taint != nil {
					p.taint.named(id.Text)
				}
				l.SkipLine()
			}
			// A device-dependent condition makes the rest of the group so.
			if tainted := p.taintCondEnd(pending); c.device {
				p.taint.close(false)
			} else if tainted {
				c.device = true
				p.taintOpen(f)
			}
			if ok {
				c.taken = true
				if device || c.device {
					p.noteDeviceSkipped(f, from, hash.Pos)
				}
				return
			}
		case "define", "undef":
			// What a group skipped here but read on the device side
			// defines is tainted all the same. A group whose conditions
			// are all answered alike on both sides (not device-dependent)
			// is skipped there too, where it is read at all: though it
			// lies in a device-dependent group, what it defines is not
			// tainted (host_defines.h's guarded body, met again in
			// sm_80_rt.h's `__CUDA_ARCH__ >= 800` group).
			if p.taint != nil && f.conds[len(f.conds)-1].device {
				if id := l.NextInLine(); id.Kind == token.Ident {
					p.taint.changed(id.Text)
				}
			}
			l.SkipLine()
		default:
			l.SkipLine()
		}
	}
}
