package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// attrInt evaluates argument i of an attribute as an integer constant.
func (c *checker) attrInt(a *ast.Attribute, i int) (int64, bool) {
	if !a.Raw && i < len(a.Args) {
		v, ok := c.constValue(a.Args[i])
		return v.i, ok && !v.float
	}
	vals, ok := c.attrInts(a)
	if !ok || i >= len(vals) {
		return 0, false
	}
	return vals[i], true
}

// attrInts evaluates all arguments of an attribute as integer constants.
// The parser keeps GNU attribute arguments as raw tokens; they are
// evaluated here with a small expression reader (literals, names of
// constants, arithmetic, parentheses).
func (c *checker) attrInts(a *ast.Attribute) ([]int64, bool) {
	if !a.Raw {
		out := make([]int64, 0, len(a.Args))
		for _, e := range a.Args {
			v, ok := c.constValue(e)
			if !ok || v.float {
				return nil, false
			}
			out = append(out, v.i)
		}
		return out, true
	}
	toks := c.opts.Tokens
	if a.RawStart < 0 || a.RawEnd > len(toks) || a.RawStart > a.RawEnd {
		return nil, false
	}
	r := &tokReader{c: c, toks: toks[a.RawStart:a.RawEnd]}
	var out []int64
	for r.i < len(r.toks) {
		v, ok := r.expr(0)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		if r.i < len(r.toks) {
			if r.toks[r.i].Kind != token.Comma {
				return nil, false
			}
			r.i++
		}
	}
	return out, true
}

// tokReader evaluates an integer expression from raw tokens.
type tokReader struct {
	c    *checker
	toks []token.Token
	i    int
}

var binPrec = map[token.Kind]int{
	token.PipePipe: 1, token.AmpAmp: 2, token.Pipe: 3, token.Caret: 4, token.Amp: 5,
	token.Eq: 6, token.NotEq: 6, token.Less: 7, token.Greater: 7, token.LessEq: 7, token.GreaterEq: 7,
	token.Shl: 8, token.Shr: 8, token.Plus: 9, token.Minus: 9, token.Star: 10, token.Slash: 10, token.Percent: 10,
}

func (r *tokReader) expr(minPrec int) (int64, bool) {
	lhs, ok := r.unary()
	if !ok {
		return 0, false
	}
	for r.i < len(r.toks) {
		op := r.toks[r.i].Kind
		p, isOp := binPrec[op]
		if !isOp || p <= minPrec {
			break
		}
		r.i++
		rhs, ok := r.expr(p)
		if !ok {
			return 0, false
		}
		ev := evaluator{c: r.c}
		v, ok := ev.binary(&ast.BinaryExpr{Op: op, X: r.lit(lhs), Y: r.lit(rhs)})
		if !ok {
			return 0, false
		}
		lhs = v.i
	}
	return lhs, true
}

func (r *tokReader) lit(v int64) ast.Expr {
	return &ast.Literal{Kind: token.Number, Text: itoa(v)}
}

func itoa(v int64) string {
	if v < 0 {
		return "(" + "-" + uitoa(uint64(-v)) + ")"
	}
	return uitoa(uint64(v))
}

func uitoa(u uint64) string {
	if u == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for u > 0 {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
	}
	return string(b[i:])
}

func (r *tokReader) unary() (int64, bool) {
	if r.i >= len(r.toks) {
		return 0, false
	}
	t := r.toks[r.i]
	r.i++
	switch t.Kind {
	case token.Minus:
		v, ok := r.unary()
		return -v, ok
	case token.Plus:
		return r.unary()
	case token.LParen:
		v, ok := r.expr(0)
		if !ok || r.i >= len(r.toks) || r.toks[r.i].Kind != token.RParen {
			return 0, false
		}
		r.i++
		return v, true
	case token.Number, token.Char:
		v, ok := r.c.constValue(&ast.Literal{At: t.Pos, Kind: t.Kind, Text: t.Text})
		return v.i, ok && !v.float
	case token.Ident:
		n := &ast.Name{At: t.Pos, Parts: []ast.NamePart{{At: t.Pos, Kind: ast.NameIdent, Ident: t.Text}}}
		for r.i+1 < len(r.toks) && r.toks[r.i].Kind == token.ColonColon && r.toks[r.i+1].Kind == token.Ident {
			n.Parts = append(n.Parts, ast.NamePart{At: r.toks[r.i+1].Pos, Kind: ast.NameIdent, Ident: r.toks[r.i+1].Text})
			r.i += 2
		}
		if t.Text == "true" || t.Text == "false" {
			return map[string]int64{"true": 1, "false": 0}[t.Text], true
		}
		if len(n.Parts) == 1 && r.i < len(r.toks) && r.toks[r.i].Kind == token.LParen {
			return r.functionalCast(t.Text)
		}
		v, ok := r.c.nameValue(n, 0)
		return v.i, ok && !v.float
	}
	return 0, false
}

// packState is one #pragma pack change.
type packState struct {
	order int64
	value int64
}

// packPragmas is the state of the #pragma pack lines read so far.
type packPragmas struct {
	stack []int64
	cur   int64
}

// initPacks reads #pragma pack lines of the TU, in source order; it may be
// called again with the lines that follow (incremental analysis hands them
// over with the declarations they precede).
func (c *checker) initPacks(pragmas []*ast.Pragma) {
	stack, cur := c.packPragmas.stack, c.packPragmas.cur
	defer func() { c.packPragmas.stack, c.packPragmas.cur = stack, cur }()
	for _, p := range pragmas {
		if p.Kind != ast.PragmaPack {
			continue
		}
		var words []token.Token
		for _, t := range p.Tokens {
			if t.Kind == token.Ident || t.Kind == token.Number {
				words = append(words, t)
			}
		}
		// words: pack [push|pop] [N]
		n := int64(-1)
		op := ""
		for _, w := range words[min(1, len(words)):] {
			switch {
			case w.Kind == token.Ident && (w.Text == "push" || w.Text == "pop"):
				op = w.Text
			case w.Kind == token.Number:
				if v, ok := c.numberValue(w.Text); ok {
					n = v.i
				}
			}
		}
		switch op {
		case "push":
			stack = append(stack, cur)
			if n >= 0 {
				cur = n
			}
		case "pop":
			if len(stack) > 0 {
				cur = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
			if n >= 0 {
				cur = n
			}
		default:
			if n >= 0 {
				cur = n
			} else {
				cur = 0
			}
		}
		c.packs = append(c.packs, packState{order: c.files.StreamOrder(p.At), value: cur})
	}
}

// packAt returns the #pragma pack value in force at pos (0: none).
func (c *checker) packAt(pos source.Pos) int64 {
	if len(c.packs) == 0 {
		return 0
	}
	o := c.files.StreamOrder(pos)
	i := sort.Search(len(c.packs), func(i int) bool { return c.packs[i].order > o })
	if i == 0 {
		return 0
	}
	return c.packs[i-1].value
}
