package lex

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

func indexFrom(s string, from int, sub string) int {
	if from > len(s) {
		return -1
	}
	i := strings.Index(s[from:], sub)
	if i < 0 {
		return -1
	}
	return from + i
}

// punct recognizes the longest punctuator at i. It returns its kind, length,
// and whether it was spelled as a digraph.
func punct(s string, i int) (token.Kind, int, bool) {
	c := s[i]
	at := func(k int) byte {
		if i+k < len(s) {
			return s[i+k]
		}
		return 0
	}
	c1, c2 := at(1), at(2)
	switch c {
	case '{':
		return token.LBrace, 1, false
	case '}':
		return token.RBrace, 1, false
	case '[':
		return token.LBrack, 1, false
	case ']':
		return token.RBrack, 1, false
	case '(':
		return token.LParen, 1, false
	case ')':
		return token.RParen, 1, false
	case ';':
		return token.Semi, 1, false
	case '?':
		return token.Question, 1, false
	case '~':
		return token.Tilde, 1, false
	case ',':
		return token.Comma, 1, false
	case '#':
		if c1 == '#' {
			return token.HashHash, 2, false
		}
		return token.Hash, 1, false
	case ':':
		switch c1 {
		case ':':
			return token.ColonColon, 2, false
		case '>':
			return token.RBrack, 2, true
		}
		return token.Colon, 1, false
	case '.':
		if c1 == '.' && c2 == '.' {
			return token.Ellipsis, 3, false
		}
		if c1 == '*' {
			return token.DotStar, 2, false
		}
		return token.Dot, 1, false
	case '+':
		switch c1 {
		case '+':
			return token.Inc, 2, false
		case '=':
			return token.PlusAssign, 2, false
		}
		return token.Plus, 1, false
	case '-':
		switch c1 {
		case '-':
			return token.Dec, 2, false
		case '=':
			return token.MinusAssign, 2, false
		case '>':
			if c2 == '*' {
				return token.ArrowStar, 3, false
			}
			return token.Arrow, 2, false
		}
		return token.Minus, 1, false
	case '*':
		if c1 == '=' {
			return token.StarAssign, 2, false
		}
		return token.Star, 1, false
	case '/':
		if c1 == '=' {
			return token.SlashAssign, 2, false
		}
		return token.Slash, 1, false
	case '%':
		switch c1 {
		case '=':
			return token.PercentAssign, 2, false
		case '>':
			return token.RBrace, 2, true
		case ':':
			if c2 == '%' && at(3) == ':' {
				return token.HashHash, 4, true
			}
			return token.Hash, 2, true
		}
		return token.Percent, 1, false
	case '^':
		if c1 == '=' {
			return token.CaretAssign, 2, false
		}
		return token.Caret, 1, false
	case '&':
		switch c1 {
		case '&':
			return token.AmpAmp, 2, false
		case '=':
			return token.AmpAssign, 2, false
		}
		return token.Amp, 1, false
	case '|':
		switch c1 {
		case '|':
			return token.PipePipe, 2, false
		case '=':
			return token.PipeAssign, 2, false
		}
		return token.Pipe, 1, false
	case '!':
		if c1 == '=' {
			return token.NotEq, 2, false
		}
		return token.Not, 1, false
	case '=':
		if c1 == '=' {
			return token.Eq, 2, false
		}
		return token.Assign, 1, false
	case '<':
		switch c1 {
		case '<':
			if c2 == '=' {
				return token.ShlAssign, 3, false
			}
			return token.Shl, 2, false
		case '=':
			if c2 == '>' {
				return token.Spaceship, 3, false
			}
			return token.LessEq, 2, false
		case ':':
			// [lex.pptoken]/3: "<::" not followed by ':' or '>' is '<' '::'.
			if c2 == ':' && at(3) != ':' && at(3) != '>' {
				return token.Less, 1, false
			}
			return token.LBrack, 2, true
		case '%':
			return token.LBrace, 2, true
		}
		return token.Less, 1, false
	case '>':
		switch c1 {
		case '>':
			if c2 == '=' {
				return token.ShrAssign, 3, false
			}
			return token.Shr, 2, false
		case '=':
			return token.GreaterEq, 2, false
		}
		return token.Greater, 1, false
	}
	return 0, 0, false
}
