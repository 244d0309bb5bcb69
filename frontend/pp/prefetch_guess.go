package pp

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

// guessMacros is the prefetcher's idea of which macros are defined: the
// predefined ones, then whatever the directives it walks define or
// undefine. It is a guess (the prefetcher does not expand macros, and may
// walk a group the preprocessor will skip), used only to leave alone the
// headers that #if groups which are surely skipped would include; a wrong
// guess costs time, never output.
type guessMacros map[string]guessValue

// guessValue is a macro's value when its body is one integer.
type guessValue struct {
	val   int64
	known bool
}

// snapshotMacros copies the predefined macros before preprocessing starts.
func snapshotMacros(t *macroTable) guessMacros {
	g := make(guessMacros, len(t.m))
	for name, m := range t.m {
		g.define(name, m.FuncLike, m.Body)
	}
	return g
}

func (g guessMacros) define(name string, funcLike bool, body []token.Token) {
	var v guessValue
	if !funcLike && len(body) == 1 && body[0].Kind == token.Number {
		v.val, v.known = guessInt(body[0].Text)
	}
	g[name] = v
}

// guessInt reads a decimal, octal or hex integer with u/l suffixes.
func guessInt(s string) (int64, bool) {
	v, err := parseIntLiteral(s)
	return v.signed(), err == ""
}

// guessGroups follows the #if nesting of one file as the prefetcher walks
// it. A group is live unless its condition is known false (or an earlier
// branch known true); when the guess cannot tell, the group is live.
type guessGroups struct {
	stack []guessGroup
}

type guessGroup struct {
	parentLive bool
	live       bool
	decided    bool // a branch known true was seen: the rest are dead
}

func (gg *guessGroups) live() bool {
	return len(gg.stack) == 0 || gg.stack[len(gg.stack)-1].live
}

// directive updates the nesting for a conditional directive; cond gives
// the condition's value and whether it is known.
func (gg *guessGroups) directive(name string, cond func() (bool, bool)) {
	switch name {
	case "if", "ifdef", "ifndef":
		g := guessGroup{parentLive: gg.live()}
		if !g.parentLive {
			g.decided = true
		} else if v, known := cond(); !known {
			g.live = true
		} else {
			g.live, g.decided = v, v
		}
		gg.stack = append(gg.stack, g)
	case "elif", "elifdef", "elifndef", "else":
		if len(gg.stack) == 0 {
			return
		}
		g := &gg.stack[len(gg.stack)-1]
		switch {
		case !g.parentLive || g.decided:
			g.live = false
		case name == "else":
			g.live, g.decided = true, true
		default:
			if v, known := cond(); !known {
				g.live = true
			} else {
				g.live, g.decided = v, v
			}
		}
	case "endif":
		if len(gg.stack) > 0 {
			gg.stack = gg.stack[:len(gg.stack)-1]
		}
	}
}

// condition evaluates a conditional directive's operand, as far as the
// guessed macros allow.
func (g guessMacros) condition(name string, toks []token.Token) (bool, bool) {
	switch name {
	case "ifdef", "ifndef", "elifdef", "elifndef":
		if len(toks) == 0 || toks[0].Kind != token.Ident {
			return false, false
		}
		_, def := g[toks[0].Text]
		return def == (name == "ifdef" || name == "elifdef"), true
	}
	e := guessExpr{toks: toks, macros: g}
	v, ok := e.ternary()
	if !ok || e.i != len(toks) {
		return false, false
	}
	return v != 0, true
}

// guessExpr evaluates an #if expression over integers, defined(), and
// macros whose value is one integer; anything else makes it unknown.
type guessExpr struct {
	toks   []token.Token
	i      int
	macros guessMacros
}

func (e *guessExpr) peek() token.Kind {
	if e.i < len(e.toks) {
		return e.toks[e.i].Kind
	}
	return token.EOF
}

func (e *guessExpr) ternary() (int64, bool) {
	c, ok := e.binary(0)
	if !ok || e.peek() != token.Question {
		return c, ok
	}
	e.i++
	a, ok := e.ternary()
	if !ok || e.peek() != token.Colon {
		return 0, false
	}
	e.i++
	b, ok := e.ternary()
	if c != 0 {
		return a, ok
	}
	return b, ok
}

// guessPrec gives binary operators' precedence as the preprocessor's
// evaluator does, or 0 for the comma and the conditional (ternary parses
// those itself).
func guessPrec(k token.Kind) int {
	if k == token.Comma || k == token.Question {
		return 0
	}
	return precedence(k)
}

func (e *guessExpr) binary(min int) (int64, bool) {
	a, ok := e.unary()
	if !ok {
		return 0, false
	}
	for {
		op := e.peek()
		prec := guessPrec(op)
		if prec == 0 || prec <= min {
			return a, true
		}
		e.i++
		b, ok := e.binary(prec)
		if !ok {
			return 0, false
		}
		if a, ok = guessApply(op, a, b); !ok {
			return 0, false
		}
	}
}

func guessApply(op token.Kind, a, b int64) (int64, bool) {
	bool2int := func(c bool) int64 {
		if c {
			return 1
		}
		return 0
	}
	switch op {
	case token.PipePipe:
		return bool2int(a != 0 || b != 0), true
	case token.AmpAmp:
		return bool2int(a != 0 && b != 0), true
	case token.Pipe:
		return a | b, true
	case token.Caret:
		return a ^ b, true
	case token.Amp:
		return a & b, true
	case token.Eq:
		return bool2int(a == b), true
	case token.NotEq:
		return bool2int(a != b), true
	case token.Less:
		return bool2int(a < b), true
	case token.Greater:
		return bool2int(a > b), true
	case token.LessEq:
		return bool2int(a <= b), true
	case token.GreaterEq:
		return bool2int(a >= b), true
	case token.Shl:
		return a << uint64(b&63), b >= 0
	case token.Shr:
		return a >> uint64(b&63), b >= 0
	case token.Plus:
		return a + b, true
	case token.Minus:
		return a - b, true
	case token.Star:
		return a * b, true
	case token.Slash:
		return a / nonZero(b), b != 0
	case token.Percent:
		return a % nonZero(b), b != 0
	}
	return 0, false
}

func nonZero(b int64) int64 {
	if b == 0 {
		return 1
	}
	return b
}

func (e *guessExpr) unary() (int64, bool) {
	if e.i >= len(e.toks) {
		return 0, false
	}
	t := e.toks[e.i]
	e.i++
	switch t.Kind {
	case token.Not:
		v, ok := e.unary()
		if v == 0 {
			return 1, ok
		}
		return 0, ok
	case token.Minus:
		v, ok := e.unary()
		return -v, ok
	case token.Plus:
		return e.unary()
	case token.Tilde:
		v, ok := e.unary()
		return ^v, ok
	case token.LParen:
		v, ok := e.ternary()
		if !ok || e.peek() != token.RParen {
			return 0, false
		}
		e.i++
		return v, true
	case token.Number:
		return guessInt(t.Text)
	case token.Ident:
		if t.Text == "defined" {
			paren := e.peek() == token.LParen
			if paren {
				e.i++
			}
			if e.peek() != token.Ident {
				return 0, false
			}
			_, def := e.macros[e.toks[e.i].Text]
			e.i++
			if paren {
				if e.peek() != token.RParen {
					return 0, false
				}
				e.i++
			}
			if def {
				return 1, true
			}
			return 0, true
		}
		m, def := e.macros[t.Text]
		switch {
		case !def:
			if e.peek() == token.LParen || t.Text == "true" || t.Text == "false" || strings.HasPrefix(t.Text, "__has_") {
				return 0, false // __has_include(...) and the like, or C++'s true
			}
			return 0, true
		case m.known:
			return m.val, true
		}
	}
	return 0, false
}
