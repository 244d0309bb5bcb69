package pp

import (
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// argEndText marks the end of a macro argument being pre-expanded.
const argEndText = "<end of argument>"

// readToken returns the next unexpanded token: from the innermost expansion
// context, else from the current file (running directives as it meets them).
// In a directive it returns token.EOF at the end of the line; while collecting
// macro arguments (parsingArgs) at the end of each file. An identifier naming
// a macro that is being expanded comes back painted (NoExpand).
func (p *Preprocessor) readToken() token.Token {
	t := p.readRaw()
	if t.Kind == token.Ident && t.Flags&token.NoExpand == 0 && len(p.contexts) > 0 {
		if m := p.macros.get(t.Text); m != nil && m.disabled {
			t.Flags |= token.NoExpand
		}
	}
	return t
}

// readRaw is readToken without the painting, for callers that look the
// macro up themselves.
func (p *Preprocessor) readRaw() token.Token {
	for {
		if n := len(p.contexts); n > 0 {
			c := p.contexts[n-1]
			if c.i < len(c.toks) {
				t := c.toks[c.i]
				c.i++
				return t
			}
			if c.argEnd {
				return token.Token{Kind: token.EOF, Text: argEndText}
			}
			p.popContext()
			continue
		}
		if t, ok := p.readFile(); ok {
			return t
		}
	}
}

func (p *Preprocessor) popContext() {
	n := len(p.contexts) - 1
	c := p.contexts[n]
	if c.macro != nil {
		c.macro.disabled = false
	}
	if c.owned {
		p.arena.free(c.toks)
	}
	p.contexts[n] = nil
	p.contexts = p.contexts[:n]
	*c = context{}
	p.freeContexts = append(p.freeContexts, c)
}

// newContext returns a context for toks, reusing a popped one when it can
// (an expansion pushes and pops one for nearly every macro).
func (p *Preprocessor) newContext(toks []token.Token, m *Macro, argEnd bool) *context {
	var c *context
	if n := len(p.freeContexts); n > 0 {
		c = p.freeContexts[n-1]
		p.freeContexts = p.freeContexts[:n-1]
	} else {
		c = new(context)
	}
	c.toks, c.macro, c.argEnd = toks, m, argEnd
	return c
}

func (p *Preprocessor) pushContext(c *context) {
	if c.macro != nil {
		c.macro.disabled = true
	}
	p.contexts = append(p.contexts, c)
}

// pushBack makes t the next token read.
func (p *Preprocessor) pushBack(t token.Token) {
	if t.Kind == token.EOF {
		return
	}
	one := p.arena.make(1, 1)
	one[0] = t
	c := p.newContext(one, nil, false)
	c.owned = true
	p.contexts = append(p.contexts, c)
}

// readFile returns the next token of the current file. It reports false when
// a directive pushed tokens (a pragma line) that must be read first.
func (p *Preprocessor) readFile() (token.Token, bool) {
	for {
		if p.fatal {
			return token.Token{Kind: token.EOF}, true
		}
		f := p.top()
		if p.inDirective {
			return f.lex.NextInLine(), true
		}
		t := f.lex.Next()
		if t.Kind == token.EOF {
			if len(p.frames) == 1 || p.parsingArgs > 0 {
				if p.parsingArgs == 0 {
					p.endOfFileChecks(f)
				}
				return t, true
			}
			p.popFrame()
			continue
		}
		if t.Kind == token.Hash && t.Flags&token.StartOfLine != 0 {
			p.directive(t)
			if len(p.contexts) > 0 {
				return token.Token{}, false
			}
			continue
		}
		if f.guardState != guardInside {
			f.guardState = guardNone
		}
		return t, true
	}
}

// endOfFileChecks reports the groups left open at the end of f (once).
func (p *Preprocessor) endOfFileChecks(f *frame) {
	for i := len(f.conds) - 1; i >= 0; i-- {
		p.emit(f.conds[i].pos, diag.ErrMissingEndif, diag.Args{})
		if f.conds[i].device {
			p.taint.close(true)
		}
	}
	f.conds = nil
}

// popFrame closes the innermost file and resumes its includer.
func (p *Preprocessor) popFrame() {
	f := p.top()
	p.endOfFileChecks(f)
	if f.guard != "" && f.guardState == guardAfter {
		p.guards[f.path] = f.guard
	}
	if e := f.prepared; e != nil {
		// A header with a guard or #pragma once is not read again; one
		// without (glibc's <stddef.h> with __need_ macros) may be, its
		// tokens then serving again.
		p.releasePrepared(e, f.guard != "" && f.guardState == guardAfter || p.once[f.path])
	}
	p.frames[len(p.frames)-1] = nil
	p.frames = p.frames[:len(p.frames)-1]
	parent := p.top()
	p.files.BeginSegment(parent.file, parent.lex.Offset())
}
