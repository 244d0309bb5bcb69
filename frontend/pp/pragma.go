package pp

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/token"
)

// pragmaDirective runs #pragma: a few pragmas act on the preprocessor and
// vanish (as in gcc's output); the others are passed on as a pragma line.
func (p *Preprocessor) pragmaDirective(hash token.Token) {
	l := p.top().lex
	var toks []token.Token
	for t := l.NextInLine(); t.Kind != token.EOF; t = l.NextInLine() {
		toks = append(toks, t)
	}
	p.pragma1(hash, toks)
}

// pragmaOperator runs _Pragma("…") named by t.
func (p *Preprocessor) pragmaOperator(t token.Token) bool {
	lp := p.next()
	if lp.Kind != token.LParen {
		p.errorf(t.Pos, "_Pragma takes a parenthesized string literal")
		p.pushBack(lp)
		return false
	}
	str := p.next()
	rp := p.next()
	if str.Kind != token.String || rp.Kind != token.RParen {
		p.errorf(t.Pos, "_Pragma takes a parenthesized string literal")
		return true
	}
	text := destringize(str.Text)
	f := p.files.AddFile("<_Pragma>", []byte(text), t.Pos, false)
	l := lex.New(f, p.rep)
	var toks []token.Token
	for u := l.Next(); u.Kind != token.EOF; u = l.Next() {
		u.Pos = t.Pos
		toks = append(toks, u)
	}
	p.pragma1(token.Token{Kind: token.Hash, Pos: t.Pos}, toks)
	return true
}

// destringize undoes a string literal as _Pragma requires: drop the quotes
// and an L prefix, turn \" into " and \\ into \.
func destringize(lit string) string {
	s := strings.TrimPrefix(lit, "L")
	if !isPlainString(s) {
		return s
	}
	s = s[1 : len(s)-1]
	r := strings.NewReplacer(`\"`, `"`, `\\`, `\`)
	return r.Replace(s)
}

// pragma1 acts on one pragma whose tokens (after `pragma`) are toks.
func (p *Preprocessor) pragma1(hash token.Token, toks []token.Token) {
	word := func(i int) string {
		if i < len(toks) && toks[i].Kind == token.Ident {
			return toks[i].Text
		}
		return ""
	}
	f := p.top()
	switch {
	case word(0) == "once":
		if len(p.frames) == 1 {
			p.warnf(hash.Pos, "#pragma once in main file")
		}
		p.once[f.path] = true
		return
	case word(0) == "push_macro" || word(0) == "pop_macro":
		name, ok := pragmaStringArg(toks[1:])
		if !ok {
			p.errorf(hash.Pos, "invalid #pragma %s directive", word(0))
			return
		}
		if word(0) == "push_macro" {
			p.pushed[name] = append(p.pushed[name], p.macros.get(name))
		} else if st := p.pushed[name]; len(st) > 0 {
			m := st[len(st)-1]
			p.pushed[name] = st[:len(st)-1]
			if m == nil {
				p.macros.del(name)
			} else {
				p.macros.set(m)
			}
		}
		return
	case word(0) == "GCC" && word(1) == "system_header":
		if len(p.frames) == 1 {
			p.warnf(hash.Pos, "#pragma system_header ignored outside include file")
			return
		}
		f.system = true
		f.file.MarkSystemFrom(f.lex.Offset())
		return
	case word(0) == "GCC" && word(1) == "poison":
		for _, t := range toks[2:] {
			if t.Kind == token.Ident {
				p.macros.set(&Macro{Name: t.Text, Body: []token.Token{{Kind: token.Ident, Text: t.Text, Flags: token.NoExpand}}})
			}
		}
		return
	case word(0) == "GCC" && (word(1) == "warning" || word(1) == "error"):
		msg := ""
		if len(toks) > 2 && toks[2].Kind == token.String {
			msg = destringize(toks[2].Text)
		}
		sev := diag.Warning
		if word(1) == "error" {
			sev = diag.Error
		}
		p.rep.Report(diag.Diagnostic{Severity: sev, ID: diag.ErrPreprocess, Pos: hash.Pos, Msg: msg})
		return
	}
	if p.pragma != nil {
		var b strings.Builder
		for i, t := range toks {
			if i > 0 && t.Flags&token.LeadingSpace != 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t.Text)
		}
		p.pragma(hash.Pos, b.String())
	}
	p.emitPragmaLine(hash, "pragma", toks)
}

// emitPragmaLine passes a #pragma (or #ident) line on in the output.
func (p *Preprocessor) emitPragmaLine(hash token.Token, kw string, toks []token.Token) {
	line := make([]token.Token, 0, len(toks)+2)
	line = append(line,
		token.Token{Kind: token.Hash, Flags: token.StartOfLine | token.Pragma | token.NoExpand, Pos: hash.Pos, Text: "#"},
		token.Token{Kind: token.Ident, Flags: token.Pragma | token.NoExpand, Pos: hash.Pos, Text: kw})
	for _, t := range toks {
		t.Flags = t.Flags&token.LeadingSpace | token.Pragma | token.NoExpand
		line = append(line, t)
	}
	line[2-1].Flags &^= token.LeadingSpace
	if len(line) > 2 {
		line[2].Flags |= token.LeadingSpace
	}
	if p.inDirective {
		// directive() drops the contexts its line pushed; it pushes this after.
		p.pendingLine = line
		return
	}
	p.contexts = append(p.contexts, &context{toks: line})
}

// pragmaStringArg reads ("NAME") after push_macro / pop_macro.
func pragmaStringArg(toks []token.Token) (string, bool) {
	if len(toks) != 3 || toks[0].Kind != token.LParen || toks[1].Kind != token.String || toks[2].Kind != token.RParen {
		return "", false
	}
	return destringize(toks[1].Text), true
}
