package lex

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

// scanPrepared lexes l's text from l.off to the end into prepared tokens,
// appending to toks. It reports false when a token is too long to record
// (the file is then lexed as usual).
//
// It is the prefetcher's whole job per header, so it must run well ahead of
// the preprocessor reading the tokens: white space, comments, identifiers,
// numbers and punctuators (nearly all of a header) are handled inline here,
// without building a token.Token each; anything else (literals, non-ASCII
// text, backslashes) goes through the lexer's own scan, so every token comes
// out exactly as Next would lex it.
func (l *Lexer) scanPrepared(toks []preToken) ([]preToken, bool) {
	s := l.s
	n := len(s)
	i := l.off
	for {
		// The lead-in: blanks, comments and newlines before the next token.
		lastNL := -1
		blank := false
	leadIn:
		for i < n {
			switch s[i] {
			case ' ', '\t', '\v', '\f', '\r':
				i++
				blank = true
			case '\n':
				lastNL = i
				i++
			case '/':
				if i+1 >= n {
					break leadIn
				}
				switch s[i+1] {
				case '/':
					if j := strings.IndexByte(s[i+2:], '\n'); j >= 0 {
						i += 2 + j
					} else {
						i = n
					}
					blank = true
				case '*':
					j := strings.Index(s[i+2:], "*/")
					if j < 0 {
						// An unclosed comment: the tokens end here, and the
						// lexer reports it when it gets there.
						l.off = n
						return toks, true
					}
					i += 2 + j + 2
					blank = true
				default:
					break leadIn
				}
			default:
				break leadIn
			}
		}
		if i >= n {
			l.off = n
			return toks, true
		}
		start := i
		var kind token.Kind
		var bits uint8
		c := s[i]
		switch {
		case charClass[c]&classIdentStart != 0:
			j := i + 1
			for j < n && charClass[s[j]]&(classIdentStart|classDigit) != 0 {
				j++
			}
			if j < n && (s[j] == '"' || s[j] == '\'' || s[j] == '\\' || s[j] >= 0x80) {
				// A literal's encoding prefix, or an identifier going on
				// with a UCN or a non-ASCII letter.
				kind, i, bits = l.scanGeneric(start)
			} else {
				kind, i = token.Ident, j
			}
		case charClass[c]&classDigit != 0 || c == '.' && i+1 < n && charClass[s[i+1]]&classDigit != 0:
			kind, i = token.Number, l.numberEnd(start)
			if skipSlow(kind, s[start:i]) {
				bits |= preSkipSlow
			}
		case singlePunct[c] != 0:
			kind, i = singlePunct[c], i+1
		default:
			if k, ln, digraph := punct(s, i); ln > 0 {
				kind, i = k, i+ln
				if digraph {
					bits |= preDigraph
				}
			} else {
				kind, i, bits = l.scanGeneric(start)
			}
		}
		if lastNL >= 0 {
			bits |= preNL
			if lastNL+1 < start {
				bits |= preSpaceAfterNL
			}
		}
		if blank {
			bits |= preBlank
		}
		if i-start > 1<<16-1 {
			return toks, false
		}
		// Field by field: a composite literal is assembled on the stack and
		// copied, its byte fields then read back as part of a wider word,
		// which stalls the store.
		if len(toks) == cap(toks) {
			toks = append(toks, preToken{})[:len(toks)]
		}
		toks = toks[:len(toks)+1]
		pt := &toks[len(toks)-1]
		pt.start, pt.n, pt.kind, pt.bits = int32(start), uint16(i-start), kind, bits
	}
}

// scanGeneric lexes the token at start with the lexer's scan and returns
// its kind, its end and its bits (digraph, problem, skipped otherwise).
func (l *Lexer) scanGeneric(start int) (token.Kind, int, uint8) {
	l.off = start
	l.atLineStart, l.space = false, false
	t := l.scan()
	var bits uint8
	if t.Flags&token.Digraph != 0 {
		bits |= preDigraph
	}
	if skipSlow(t.Kind, l.s[start:l.off]) {
		bits |= preSkipSlow
	}
	if l.failed {
		bits |= preBad
		l.failed = false
	}
	return t.Kind, l.off, bits
}

// singlePunct gives the kind of the punctuators that are one character
// whatever follows (a third of a header's tokens), 0 for other characters.
var singlePunct = func() (t [256]token.Kind) {
	for _, c := range "{}[]();?~," {
		k, n, _ := punct(string(c), 0)
		if n == 1 {
			t[c] = k
		}
	}
	return t
}()
