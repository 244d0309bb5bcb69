package pp

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/diag"
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// value is a preprocessor arithmetic value: intmax_t or uintmax_t.
type value struct {
	v        uint64
	unsigned bool
}

func (v value) signed() int64 { return int64(v.v) }
func (v value) truth() bool   { return v.v != 0 }

func boolValue(b bool) value {
	if b {
		return value{v: 1}
	}
	return value{}
}

// evalIf reads and evaluates the controlling expression of #if or #elif. It
// also returns the macro name X when the expression is exactly `!defined X`
// (an include-guard candidate).
func (p *Preprocessor) evalIf(hash token.Token) (bool, string) {
	toks, guard, leaves := p.collectIfTokens()
	if p.fatal {
		return false, ""
	}
	if len(toks) == 0 {
		p.errorf(hash.Pos, "#if with no expression")
		return false, ""
	}
	e := &exprParser{p: p, toks: toks, at: hash.Pos, leaves: leaves}
	v, dev := e.parse(0, false)
	if p.taint != nil && (!dev.known || dev.v.truth() != v.truth()) {
		p.taint.saw = true // the device side's answer may differ
	}
	if e.failed {
		return false, ""
	}
	if e.i < len(e.toks) {
		t := e.toks[e.i]
		p.errorf(t.Pos, "missing binary operator before token %q", t.Text)
		return false, ""
	}
	return v.truth(), guard
}

// collectIfTokens reads the rest of the directive line, macro-expanded, with
// `defined` and the __has_* operators already replaced by their values.
// With the device taint on, it also returns what the operands that may
// differ on the device side come to there (see condtaint.go), by index in
// the tokens (nil when there are none).
func (p *Preprocessor) collectIfTokens() ([]token.Token, string, map[int]side) {
	// One buffer serves every #if: the tokens are done with when evalIf
	// returns, and no #if is evaluated inside another.
	toks := p.ifToks[:0]
	defer func() { p.ifToks = toks[:0] }()
	guard := ""
	definedAt := -1
	var leaves map[int]side
	for {
		t := p.next()
		if t.Kind == token.EOF {
			break
		}
		if t.Kind == token.Ident {
			switch t.Text {
			case "defined":
				name, ok := p.definedOperand(t)
				if !ok {
					return nil, "", nil
				}
				def := p.macros.defined(name)
				definedAt = len(toks)
				guard = name
				if p.taint != nil && p.taint.names[name] {
					// One operand whose value may differ on the device
					// side (0 or 1 there as here): the parser decides
					// whether the condition's does.
					leaves = addLeaf(leaves, len(toks), p.taint.definedSide(name))
				}
				toks = append(toks, number(t, boolValue(def)))
				continue
			case "__has_include", "__has_include_next", "__has_attribute", "__has_cpp_attribute", "__has_builtin":
				if m := p.macros.get(t.Text); m != nil && m.builtin != notBuiltin {
					v, ok := p.hasOperator(t, m.builtin)
					if !ok {
						return nil, "", nil
					}
					toks = append(toks, number(t, v))
					continue
				}
			}
			if p.taint != nil {
				// An identifier left: 0, unless the device side defines
				// it; a number there is an operand, anything else taints
				// the whole condition.
				if v, ok := p.taint.deviceNumber(t.Text); ok {
					leaves = addLeaf(leaves, len(toks), side{v: v, known: true})
				} else {
					p.taint.named(t.Text)
				}
			}
		}
		toks = append(toks, t)
	}
	if !(len(toks) == 2 && definedAt == 1 && toks[0].Kind == token.Not) {
		guard = ""
	}
	return toks, guard, leaves
}

func number(at token.Token, v value) token.Token {
	text := strconv.FormatUint(v.v, 10)
	return token.Token{Kind: token.Number, Pos: at.Pos, Text: text}
}

// definedOperand reads `X` or `(X)` after defined, without expanding X.
func (p *Preprocessor) definedOperand(def token.Token) (string, bool) {
	p.noExpand++
	defer func() { p.noExpand-- }()
	t := p.next()
	paren := false
	if t.Kind == token.LParen {
		paren = true
		t = p.next()
	}
	if t.Kind != token.Ident {
		p.errorf(def.Pos, "operator \"defined\" requires an identifier")
		return "", false
	}
	if paren {
		if r := p.next(); r.Kind != token.RParen {
			p.errorf(def.Pos, "missing ')' after \"defined\"")
			return "", false
		}
	}
	return t.Text, true
}

// hasOperator evaluates __has_include(…), __has_attribute(…) and friends.
func (p *Preprocessor) hasOperator(op token.Token, kind builtinKind) (value, bool) {
	p.noExpand++
	lp := p.next()
	p.noExpand--
	if lp.Kind != token.LParen {
		p.errorf(op.Pos, "missing '(' after %q", op.Text)
		return value{}, false
	}
	switch kind {
	case bHasInclude, bHasIncludeNext:
		t := p.next()
		var name string
		quoted := false
		switch {
		case t.Kind == token.String && isPlainString(t.Text):
			name, quoted = t.Text[1:len(t.Text)-1], true
		case t.Kind == token.Less:
			var b strings.Builder
			p.noExpand++
			for {
				u := p.next()
				if u.Kind == token.EOF {
					p.noExpand--
					p.errorf(op.Pos, "missing terminating > character")
					return value{}, false
				}
				if u.Kind == token.Greater {
					break
				}
				if u.Flags&token.LeadingSpace != 0 && b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(u.Text)
			}
			p.noExpand--
			name = b.String()
		default:
			p.errorf(op.Pos, "operator %q requires a header-name", op.Text)
			return value{}, false
		}
		if r := p.next(); r.Kind != token.RParen {
			p.errorf(op.Pos, "missing ')' after %q operand", op.Text)
			return value{}, false
		}
		nextFrom := -1
		if kind == bHasIncludeNext && len(p.frames) > 1 && p.top().dir >= 0 {
			nextFrom = p.top().dir + 1
		}
		_, ok := p.lookup(name, quoted, nextFrom)
		if !ok {
			p.missing = append(p.missing, name)
		}
		return boolValue(ok), true
	}
	// __has_attribute(x), __has_cpp_attribute(ns::x), __has_builtin(x): gcc
	// macro-expands the operand.
	var parts []string
	for {
		t := p.next()
		if t.Kind == token.EOF {
			p.errorf(op.Pos, "missing ')' after %q operand", op.Text)
			return value{}, false
		}
		if t.Kind == token.RParen {
			break
		}
		parts = append(parts, t.Text)
	}
	host := p.opts.Host
	if host == nil {
		return value{}, true
	}
	switch kind {
	case bHasAttribute:
		if len(parts) == 3 && parts[1] == "::" {
			return value{v: uint64(host.HasCppAttribute(parts[0], parts[2]))}, true
		}
		if len(parts) != 1 {
			p.errorf(op.Pos, "macro %q requires an identifier", op.Text)
			return value{}, false
		}
		return value{v: uint64(host.HasAttribute(parts[0]))}, true
	case bHasCppAttribute:
		if len(parts) == 3 && parts[1] == "::" {
			return value{v: uint64(host.HasCppAttribute(parts[0], parts[2]))}, true
		}
		if len(parts) != 1 {
			p.errorf(op.Pos, "macro %q requires an identifier", op.Text)
			return value{}, false
		}
		return value{v: uint64(host.HasCppAttribute("", parts[0]))}, true
	default:
		if len(parts) != 1 {
			p.errorf(op.Pos, "macro %q requires an identifier", op.Text)
			return value{}, false
		}
		return value{v: uint64(host.HasBuiltin(parts[0]))}, true
	}
}

// exprParser evaluates a #if expression by precedence climbing.
type exprParser struct {
	p      *Preprocessor
	toks   []token.Token
	i      int
	at     source.Pos
	failed bool
	// leaves are the device side's values of the operands that may
	// differ there, by token index (see condtaint.go).
	leaves map[int]side
}

func (e *exprParser) errorf(pos source.Pos, format string, args ...any) {
	if !e.failed {
		e.p.errorf(pos, format, args...)
	}
	e.failed = true
}

func (e *exprParser) peek() token.Token {
	if e.i < len(e.toks) {
		return e.toks[e.i]
	}
	return token.Token{Kind: token.EOF, Pos: e.at}
}

// binary operator precedences (higher binds tighter).
func precedence(k token.Kind) int {
	switch k {
	case token.Comma:
		return 1
	case token.Question:
		return 2
	case token.PipePipe:
		return 3
	case token.AmpAmp:
		return 4
	case token.Pipe:
		return 5
	case token.Caret:
		return 6
	case token.Amp:
		return 7
	case token.Eq, token.NotEq:
		return 8
	case token.Less, token.Greater, token.LessEq, token.GreaterEq:
		return 9
	case token.Shl, token.Shr:
		return 10
	case token.Plus, token.Minus:
		return 11
	case token.Star, token.Slash, token.Percent:
		return 12
	}
	return 0
}

// parse evaluates an expression whose operators bind at least as tightly as
// minPrec. skip is set in an unevaluated operand (no division-by-zero errors).
// It also reports whether the value may differ on the device side (its
// operands' taint combined as condtaint.go says; a value's type never
// differs: it depends on no value).
func (e *exprParser) parse(minPrec int, skip bool) (value, side) {
	lhs, dev := e.unary(skip)
	for !e.failed {
		op := e.peek()
		prec := precedence(op.Kind)
		if prec == 0 || prec < minPrec {
			return lhs, dev
		}
		e.i++
		switch op.Kind {
		case token.Question:
			cond := lhs.truth()
			a, aDev := e.parse(1, skip || !cond)
			if c := e.peek(); c.Kind != token.Colon {
				e.errorf(op.Pos, "'?' without following ':'")
				return value{}, side{}
			}
			e.i++
			b, bDev := e.parse(2, skip || cond)
			unsigned := a.unsigned || b.unsigned
			if cond {
				lhs = value{a.v, unsigned}
			} else {
				lhs = value{b.v, unsigned}
			}
			dev = choiceSide(dev, aDev, bDev)
			continue
		case token.AmpAmp:
			rhs, rDev := e.parse(prec+1, skip || !lhs.truth())
			dev = andSide(dev, rDev)
			lhs = boolValue(lhs.truth() && rhs.truth())
			continue
		case token.PipePipe:
			rhs, rDev := e.parse(prec+1, skip || lhs.truth())
			dev = orSide(dev, rDev)
			lhs = boolValue(lhs.truth() || rhs.truth())
			continue
		case token.Comma:
			var rDev side
			lhs, rDev = e.parse(prec+1, skip)
			dev = side{v: rDev.v, known: dev.known && rDev.known}
			continue
		}
		rhs, rDev := e.parse(prec+1, skip)
		lhs = e.binary(op, lhs, rhs, skip)
		dev = e.binarySide(op, dev, rDev)
	}
	return lhs, dev
}

func (e *exprParser) binary(op token.Token, a, b value, skip bool) value {
	unsigned := a.unsigned || b.unsigned
	switch op.Kind {
	case token.Star:
		return value{a.v * b.v, unsigned}
	case token.Slash, token.Percent:
		if b.v == 0 {
			if !skip {
				if !e.failed {
					e.p.emit(op.Pos, diag.ErrDivideByZero, diag.Args{})
				}
				e.failed = true
			}
			return value{0, unsigned}
		}
		if unsigned {
			if op.Kind == token.Slash {
				return value{a.v / b.v, true}
			}
			return value{a.v % b.v, true}
		}
		if b.signed() == -1 {
			if op.Kind == token.Slash {
				return value{uint64(-a.signed()), false}
			}
			return value{0, false}
		}
		if op.Kind == token.Slash {
			return value{uint64(a.signed() / b.signed()), false}
		}
		return value{uint64(a.signed() % b.signed()), false}
	case token.Plus:
		return value{a.v + b.v, unsigned}
	case token.Minus:
		return value{a.v - b.v, unsigned}
	case token.Shl, token.Shr:
		n := b.v
		if !b.unsigned && b.signed() < 0 {
			// A negative shift count shifts the other way.
			n = uint64(-b.signed())
			if op.Kind == token.Shl {
				op.Kind = token.Shr
			} else {
				op.Kind = token.Shl
			}
		}
		if op.Kind == token.Shl {
			if n >= 64 {
				return value{0, a.unsigned}
			}
			return value{a.v << n, a.unsigned}
		}
		if n >= 64 {
			if !a.unsigned && a.signed() < 0 {
				return value{^uint64(0), false}
			}
			return value{0, a.unsigned}
		}
		if a.unsigned {
			return value{a.v >> n, true}
		}
		return value{uint64(a.signed() >> n), false}
	case token.Less, token.Greater, token.LessEq, token.GreaterEq:
		var lt, eq bool
		if unsigned {
			lt, eq = a.v < b.v, a.v == b.v
		} else {
			lt, eq = a.signed() < b.signed(), a.v == b.v
		}
		switch op.Kind {
		case token.Less:
			return boolValue(lt)
		case token.Greater:
			return boolValue(!lt && !eq)
		case token.LessEq:
			return boolValue(lt || eq)
		default:
			return boolValue(!lt)
		}
	case token.Eq:
		return boolValue(a.v == b.v)
	case token.NotEq:
		return boolValue(a.v != b.v)
	case token.Amp:
		return value{a.v & b.v, unsigned}
	case token.Caret:
		return value{a.v ^ b.v, unsigned}
	case token.Pipe:
		return value{a.v | b.v, unsigned}
	}
	e.errorf(op.Pos, "token %q is not valid in preprocessor expressions", op.Text)
	return value{}
}

// unary evaluates a unary expression, and reports whether its value may
// differ on the device side (see parse).
func (e *exprParser) unary(skip bool) (value, side) {
	t := e.peek()
	if t.Kind == token.EOF {
		e.errorf(t.Pos, "#if with no expression")
		return value{}, side{}
	}
	e.i++
	switch t.Kind {
	case token.Plus:
		return e.unary(skip)
	case token.Minus:
		v, dev := e.unary(skip)
		return value{-v.v, v.unsigned}, side{value{-dev.v.v, dev.v.unsigned}, dev.known}
	case token.Tilde:
		v, dev := e.unary(skip)
		return value{^v.v, v.unsigned}, side{value{^dev.v.v, dev.v.unsigned}, dev.known}
	case token.Not:
		v, dev := e.unary(skip)
		return boolValue(!v.truth()), side{boolValue(!dev.v.truth()), dev.known}
	case token.LParen:
		v, dev := e.parse(1, skip)
		if r := e.peek(); r.Kind != token.RParen {
			e.errorf(t.Pos, "missing ')' in expression")
			return value{}, side{}
		}
		e.i++
		return v, dev
	}
	v := e.primary(t)
	return v, e.leafSide(e.i-1, t, v)
}

// primary evaluates t, a primary expression's one token.
func (e *exprParser) primary(t token.Token) value {
	switch t.Kind {
	case token.Number:
		v, err := parseIntLiteral(t.Text)
		if err != "" {
			e.errorf(t.Pos, "%s", err)
		}
		return v
	case token.Char:
		v, err := charValue(t.Text)
		if err != "" {
			e.errorf(t.Pos, "%s", err)
		}
		return v
	case token.Ident:
		switch t.Text {
		case "true":
			return value{v: 1}
		case "false":
			return value{}
		case "__has_include", "__has_include_next", "__has_attribute", "__has_cpp_attribute", "__has_builtin":
			e.errorf(t.Pos, "missing '(' after %q", t.Text)
			return value{}
		}
		// An identifier left after macro expansion is 0.
		return value{}
	case token.String:
		e.errorf(t.Pos, "token %s is not valid in preprocessor expressions", t.Text)
		return value{}
	}
	if t.Kind == token.RParen {
		e.errorf(t.Pos, "missing expression between '(' and ')'")
		return value{}
	}
	e.errorf(t.Pos, "token %q is not valid in preprocessor expressions", t.Text)
	return value{}
}

// parseIntLiteral converts a pp-number to a value, as gcc's #if does.
func parseIntLiteral(text string) (value, string) {
	s := strings.ReplaceAll(text, "'", "")
	lower := strings.ToLower(s)
	base := 10
	digits := lower
	switch {
	case strings.HasPrefix(lower, "0x"):
		base, digits = 16, lower[2:]
	case strings.HasPrefix(lower, "0b"):
		base, digits = 2, lower[2:]
	case len(lower) > 1 && lower[0] == '0':
		base, digits = 8, lower[1:]
	}
	end := 0
	for end < len(digits) && hexDigit(digits[end]) >= 0 && hexDigit(digits[end]) < base {
		end++
	}
	suffix := digits[end:]
	num := digits[:end]
	if base == 16 && strings.ContainsAny(suffix, ".p") || base != 16 && strings.ContainsAny(suffix, ".e") ||
		base == 8 && (strings.HasPrefix(suffix, "8") || strings.HasPrefix(suffix, "9")) && strings.ContainsAny(suffix, ".e") {
		return value{}, "floating constant in preprocessor expression"
	}
	unsigned := false
	switch suffix {
	case "", "l", "ll", "z":
	case "u", "ul", "lu", "ull", "llu", "uz", "zu":
		unsigned = true
	default:
		if base == 8 && (suffix[0] == '8' || suffix[0] == '9') {
			return value{}, "invalid digit \"" + suffix[:1] + "\" in octal constant"
		}
		return value{}, "invalid suffix \"" + text[len(text)-len(suffix):] + "\" on integer constant"
	}
	if num == "" {
		if base == 8 { // "0" with a suffix
			return value{0, unsigned}, ""
		}
		return value{}, "invalid integer constant " + strconv.Quote(text)
	}
	v, err := strconv.ParseUint(num, base, 64)
	if err != nil {
		return value{^uint64(0), true}, "integer constant is too large for its type"
	}
	if !unsigned && v > 1<<63-1 {
		unsigned = true // gcc: "integer constant is so large that it is unsigned"
	}
	return value{v, unsigned}, ""
}

func hexDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	}
	return 99
}

// charValue evaluates a character literal for #if.
func charValue(text string) (value, string) {
	prefix := text[:strings.IndexByte(text, '\'')]
	body := text[len(prefix)+1:]
	end := strings.LastIndexByte(body, '\'')
	if end < 0 {
		return value{}, "missing terminating ' character"
	}
	if end+1 < len(body) {
		return value{}, "user-defined literal in preprocessor expression"
	}
	body = body[:end]
	var chars []uint64
	for i := 0; i < len(body); {
		c, n := unescape(body[i:])
		chars = append(chars, c)
		i += n
	}
	if len(chars) == 0 {
		return value{}, "empty character constant"
	}
	switch prefix {
	case "":
		if len(chars) == 1 {
			return value{uint64(int64(int8(chars[0]))), false}, ""
		}
		var v uint64
		for _, c := range chars {
			v = v<<8 | c&0xff
		}
		return value{uint64(int64(int32(v))), false}, ""
	case "L":
		return value{uint64(int64(int32(chars[len(chars)-1]))), false}, ""
	case "u8":
		return value{chars[0] & 0xff, false}, ""
	default: // u, U
		return value{chars[len(chars)-1], false}, ""
	}
}

// unescape decodes one (possibly escaped) character of a literal.
func unescape(s string) (uint64, int) {
	if s[0] != '\\' || len(s) < 2 {
		if s[0] >= 0x80 {
			r := []rune(s)[0]
			return uint64(r), len(string(r))
		}
		return uint64(s[0]), 1
	}
	switch c := s[1]; c {
	case 'n':
		return '\n', 2
	case 't':
		return '\t', 2
	case 'r':
		return '\r', 2
	case 'a':
		return 7, 2
	case 'b':
		return 8, 2
	case 'f':
		return 12, 2
	case 'v':
		return 11, 2
	case 'e', 'E':
		return 27, 2
	case 'x':
		i := 2
		var v uint64
		for i < len(s) && hexDigit(lowerByte(s[i])) < 16 {
			v = v<<4 | uint64(hexDigit(lowerByte(s[i])))
			i++
		}
		return v, i
	case 'u', 'U':
		n := 4
		if c == 'U' {
			n = 8
		}
		if len(s) < 2+n {
			return 0, len(s)
		}
		v, _ := strconv.ParseUint(s[2:2+n], 16, 32)
		return v, 2 + n
	default:
		if c >= '0' && c <= '7' {
			i := 1
			var v uint64
			for i < len(s) && i < 4 && s[i] >= '0' && s[i] <= '7' {
				v = v<<3 | uint64(s[i]-'0')
				i++
			}
			return v, i
		}
		return uint64(c), 2
	}
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 32
	}
	return c
}
