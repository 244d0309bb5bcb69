package parse

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// errorAt reports an error, or marks the current speculation failed.
// The same message twice at one position is reported once, which keeps one
// mistake from being reported twice by nested parse functions.
func (p *parser) errorAt(pos source.Pos, id diag.ID, format string, args ...any) {
	if p.spec > 0 {
		p.failed = true
		return
	}
	msg := fmt.Sprintf(format, args...)
	if p.stopped || pos == p.lastErr && msg == p.lastMsg && pos.IsValid() {
		return
	}
	p.lastErr, p.lastMsg = pos, msg
	p.errors++
	p.rep.Report(diag.Diagnostic{Severity: diag.Error, ID: id, Pos: pos, Msg: msg})
	if p.errors >= p.maxErrors {
		// The diagnostic engine says "Error limit reached." at its own
		// limit; the parser just stops working.
		p.stop()
	}
}

// notSupported reports a construct the parser does not handle yet.
func (p *parser) notSupported(pos source.Pos, what string) {
	p.errorAt(pos, diag.ErrNotSupported, "%s is not supported", what)
}

// errorExpected reports that a token of kind k was expected here.
func (p *parser) errorExpected(k token.Kind) {
	switch k {
	case token.Semi:
		p.errorAt(p.errPos(), diag.ErrExpectedSemi, `expected a ";"`)
	case token.Ident:
		p.errorAt(p.tok.Pos, diag.ErrExpectedIdent, "expected an identifier")
	default:
		id := diag.ErrExpectedToken
		switch k {
		case token.RParen:
			id = diag.ErrExpectedRParen
		case token.RBrack:
			id = diag.ErrExpectedRBrack
		case token.RBrace:
			id = diag.ErrExpectedRBrace
		case token.LBrace:
			id = diag.ErrExpectedLBrace
		case token.LParen:
			id = diag.ErrExpectedLParen
		case token.Greater:
			id = diag.ErrExpectedGreater
		case token.Colon:
			id = diag.ErrExpectedColon
		case token.Comma:
			id = diag.ErrExpectedComma
		}
		p.errorAt(p.tok.Pos, id, "expected a %s", quoteKind(k))
	}
}

// errPos is where a missing token is reported: EDG reports a missing ';' at
// the next token, as it does for every "expected" message.
func (p *parser) errPos() source.Pos { return p.tok.Pos }

func quoteKind(k token.Kind) string {
	if k.IsPunct() {
		return fmt.Sprintf("%q", k.String())
	}
	return k.String()
}

// expectedExpr reports "expected an expression" at the current token.
func (p *parser) expectedExpr() {
	p.errorAt(p.tok.Pos, diag.ErrExpectedExpr, "expected an expression")
}

// skipToRParen skips, after an error inside parentheses, to the ')' that
// closes them (nested brackets skipped whole), stopping before it — or
// before a ';' or the end, when the ')' is missing.
func (p *parser) skipToRParen() {
	for p.tok.Kind != token.RParen && p.tok.Kind != token.Semi && p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.LParen, token.LBrack, token.LBrace:
			p.skipBalanced()
		default:
			p.next()
		}
	}
}

// skipTo skips tokens, balancing brackets, until a ';' (consumed) or a '}' that
// closes an enclosing block (not consumed). A balanced { … } at the level of
// the error ends the skip too when afterBrace is set (a function body).
func (p *parser) skipTo(afterBrace bool) {
	depth := 0
	for p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.LParen, token.LBrack:
			depth++
		case token.RParen, token.RBrack:
			if depth > 0 {
				depth--
			}
		case token.LBrace:
			p.skipBalanced()
			if depth == 0 && afterBrace {
				if p.tok.Kind == token.Semi {
					p.next()
				}
				return
			}
			continue
		case token.RBrace:
			if depth == 0 {
				return
			}
			depth--
		case token.Semi:
			if depth == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

// skipBalanced skips a bracketed group starting at the current (, [ or {.
// Brackets are matched by kind: a '}' closes its '{' even when a '(' inside
// was left open by a mistake, so one typo does not swallow the file.
func (p *parser) skipBalanced() {
	var stack [16]token.Kind
	open := stack[:0]
	for p.tok.Kind != token.EOF {
		switch k := p.tok.Kind; k {
		case token.LParen, token.LBrack, token.LBrace:
			open = append(open, closerOf(k))
		case token.RParen, token.RBrack, token.RBrace:
			i := len(open) - 1
			for i >= 0 && open[i] != k {
				if k != token.RBrace {
					break // a stray ')' or ']': ignore it
				}
				i--
			}
			if i >= 0 && open[i] == k {
				open = open[:i]
			}
			if len(open) == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

func closerOf(k token.Kind) token.Kind {
	switch k {
	case token.LParen:
		return token.RParen
	case token.LBrack:
		return token.RBrack
	}
	return token.RBrace
}
