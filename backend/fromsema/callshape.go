package fromsema

import (
	"github.com/cufe-dev/cufe/frontend/token"
)

// call is what the tokens after a name show of a call naming it: its
// explicit template arguments (when hasTargs) and its arguments.
type call struct {
	targs, args int
	hasTargs    bool
}

// readCall reads the tokens after toks[i], a name: optional explicit
// template arguments, then a parenthesized argument list. ok is false
// when they are not a call, or their arguments cannot be counted for
// sure (a pack expansion, an angle bracket among the call's arguments
// that might open a template argument list).
func readCall(toks []token.Token, i int) (c call, ok bool) {
	j := i + 1
	if j < len(toks) && toks[j].Kind == token.Less {
		n, end, ok := countList(toks, j, token.Less)
		if !ok {
			return c, false
		}
		c.targs, c.hasTargs = n, true
		j = end + 1
	}
	if j >= len(toks) || toks[j].Kind != token.LParen {
		return c, false
	}
	n, _, ok := countList(toks, j, token.LParen)
	if !ok {
		return c, false
	}
	c.args = n
	return c, true
}

// countList counts the comma-separated items of the list opened at
// toks[open] (a '(' or a '<'), returning the index of its closing token.
// Inside parentheses an angle bracket at the list's level makes the count
// unsure (a < b, c > d); an ellipsis anywhere does (a pack expansion).
func countList(toks []token.Token, open int, kind token.Kind) (n, end int, ok bool) {
	depth := 0  // (), [], {} nesting inside the list
	angles := 0 // template argument nesting inside a '<' list
	items, empty := 0, true
	for k := open + 1; k < len(toks); k++ {
		switch toks[k].Kind {
		case token.Ellipsis, token.EOF:
			return 0, 0, false
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth == 0 {
				if kind == token.LParen && toks[k].Kind == token.RParen {
					if !empty {
						items++
					}
					return items, k, true
				}
				return 0, 0, false
			}
			depth--
		case token.Less:
			if depth == 0 {
				if kind == token.LParen {
					return 0, 0, false
				}
				angles++
			}
		case token.GreaterEq, token.ShrAssign:
			if depth == 0 {
				return 0, 0, false
			}
		case token.Greater, token.Shr:
			if depth == 0 {
				if kind == token.LParen {
					return 0, 0, false
				}
				closes := 1
				if toks[k].Kind == token.Shr {
					closes = 2
				}
				if angles >= closes {
					angles -= closes
					break
				}
				if angles != closes-1 {
					return 0, 0, false // '>>' closing this list and one more
				}
				if !empty {
					items++
				}
				return items, k, true
			}
		case token.Comma:
			if depth == 0 && angles == 0 {
				if empty {
					return 0, 0, false
				}
				items++
				empty = true
				continue
			}
		case token.Semi:
			return 0, 0, false
		}
		empty = false
	}
	return 0, 0, false
}

// excludes reports whether call c cannot call o, whatever it names.
func (c call) excludes(o *overload) bool {
	if o.counted && (c.args < o.required || c.args > o.params) {
		return true
	}
	if !o.tcounted {
		return false
	}
	if c.hasTargs && c.targs > len(o.tparams) {
		return true
	}
	// (Without a template argument list every parameter is deduced.)
	for k := c.targs; k < len(o.tparams); k++ {
		if !o.deduces(k) {
			return true // left to deduce, from parameters that do not name it
		}
	}
	return false
}

// memberAccess reports whether toks[i] follows . or -> (with the template
// keyword between or not), or a qualifier that can only be a class (a
// template-id, X<T>::, or decltype(e)::): it names a member.
func memberAccess(toks []token.Token, i int) bool {
	j := i - 1
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "template" {
		j--
	}
	if j >= 1 && toks[j].Kind == token.ColonColon {
		return toks[j-1].Kind == token.Greater || toks[j-1].Kind == token.Shr || toks[j-1].Kind == token.RParen
	}
	return j >= 0 && (toks[j].Kind == token.Dot || toks[j].Kind == token.Arrow)
}

// usingDecl reports whether toks[i] is the name a using-declaration
// declares (using a::b::name;): it brings the name into a scope, where
// every use of it spells it again, and uses nothing itself.
func usingDecl(toks []token.Token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].Kind != token.Semi && toks[i+1].Kind != token.Comma {
		return false
	}
	j := i - 1
	for j >= 1 && toks[j].Kind == token.ColonColon {
		j--
		switch {
		case toks[j].Kind == token.Ident && toks[j].Text != "using":
			j--
		case toks[j].Kind == token.Greater:
			// Base<T>::name: back over the template arguments.
			depth := 0
			for ; j >= 0; j-- {
				switch toks[j].Kind {
				case token.Greater:
					depth++
				case token.Less:
					depth--
				case token.Shr, token.Semi, token.LBrace, token.RBrace:
					return false
				}
				if depth == 0 {
					break
				}
			}
			j-- // (from the '<') the template's name
			if j < 0 || toks[j].Kind != token.Ident {
				return false
			}
			j--
		}
	}
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "typename" {
		j--
	}
	return j >= 0 && j < i-1 && toks[j].Kind == token.Ident && toks[j].Text == "using"
}
