package sema

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// boundFromInit completes an array of unknown bound from its initializer
// (`char s[] = "abc"` is char[4], `int a[] = {1, 2, 3}` int[3]): the bound
// decides the variable's size, which the stub file registers for a device
// variable. It returns t unchanged when the bound cannot be told.
func (c *checker) boundFromInit(t types.Type, d *ast.Declarator) types.Type {
	a, ok := t.Canonical().(*types.Array)
	if !ok || a.Len >= 0 || a.Dep != nil {
		return t
	}
	init := initExpr(d)
	if init == nil {
		return t
	}
	if n, ok := stringElems(init); ok {
		return c.ctx.ArrayOf(a.Elem, n+1)
	}
	list, ok := init.(*ast.InitList)
	if !ok {
		return t
	}
	if len(list.Elems) == 1 {
		if n, ok := stringElems(list.Elems[0]); ok && isCharType(a.Elem) {
			return c.ctx.ArrayOf(a.Elem, n+1)
		}
	}
	// Without designators and brace elision, one element per initializer.
	scalar := isScalarType(a.Elem)
	for _, e := range list.Elems {
		switch e.(type) {
		case *ast.DesignatedInit:
			return t
		case *ast.InitList:
		default:
			if !scalar {
				return t
			}
		}
	}
	return c.ctx.ArrayOf(a.Elem, int64(len(list.Elems)))
}

func isCharType(t types.Type) bool {
	b, ok := types.Unqualified(t.Canonical()).(*types.Builtin)
	if !ok {
		return false
	}
	switch b.Kind {
	case types.Char, types.SChar, types.UChar, types.WChar, types.Char8, types.Char16, types.Char32:
		return true
	}
	return false
}

func isScalarType(t types.Type) bool {
	switch types.Unqualified(t.Canonical()).(type) {
	case *types.Builtin, *types.Pointer, *types.Enum:
		return true
	}
	return false
}

// stringElems counts the code units of a string literal (or of adjacent
// ones), without the terminating null: bytes for narrow and u8 strings,
// UTF-16 units for u"", code points for U"" and L"".
func stringElems(e ast.Expr) (int64, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return stringElems(x.X)
	case *ast.Literal:
		return literalElems(x.Text)
	case *ast.StringConcat:
		// The widest prefix decides the element; counts in code points
		// and bytes agree for the ASCII common case only, so mixed
		// prefixes are left alone.
		var n int64
		prefix := ""
		for i, p := range x.Parts {
			k, ok := literalElems(p.Text)
			if !ok {
				return 0, false
			}
			pp := stringPrefix(p.Text)
			if i > 0 && pp != prefix && pp != "" && prefix != "" {
				return 0, false
			}
			if pp != "" {
				prefix = pp
			}
			n += k
		}
		return n, true
	}
	return 0, false
}

func stringPrefix(lit string) string {
	i := strings.IndexByte(lit, '"')
	if i < 0 {
		return ""
	}
	return strings.TrimSuffix(lit[:i], "R")
}

// literalElems counts the code units of one string literal's text.
func literalElems(lit string) (int64, bool) {
	q := strings.IndexByte(lit, '"')
	if q < 0 || len(lit) < q+2 || lit[len(lit)-1] != '"' {
		return 0, false
	}
	prefix := lit[:q]
	raw := strings.HasSuffix(prefix, "R")
	prefix = strings.TrimSuffix(prefix, "R")
	var units func(r rune) int64
	switch prefix {
	case "", "u8":
		units = func(r rune) int64 { return int64(utf8.RuneLen(r)) }
	case "u":
		units = func(r rune) int64 { return int64(len(utf16.Encode([]rune{r}))) }
	case "U", "L":
		units = func(rune) int64 { return 1 }
	default:
		return 0, false
	}
	body := lit[q+1 : len(lit)-1]
	if raw {
		open := strings.IndexByte(body, '(')
		if open < 0 || len(body) < 2*open+2 {
			return 0, false
		}
		body = body[open+1 : len(body)-open-1]
		var n int64
		for _, r := range body {
			n += units(r)
		}
		return n, true
	}
	var n int64
	for i := 0; i < len(body); {
		if body[i] != '\\' {
			r, size := utf8.DecodeRuneInString(body[i:])
			n += units(r)
			i += size
			continue
		}
		i++
		if i >= len(body) {
			return 0, false
		}
		switch c := body[i]; {
		case c == 'x':
			i++
			for i < len(body) && isHexDigit(body[i]) {
				i++
			}
			n++ // one code unit, whatever its value
		case c >= '0' && c <= '7':
			for k := 0; k < 3 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				i++
			}
			n++
		case c == 'u' || c == 'U':
			digits := 4
			if c == 'U' {
				digits = 8
			}
			if i+1+digits > len(body) {
				return 0, false
			}
			var r rune
			for _, h := range body[i+1 : i+1+digits] {
				r = r*16 + rune(hexValue(byte(h)))
			}
			n += units(r)
			i += 1 + digits
		default:
			n++ // \n, \t, \\, \", \' ...
			i++
		}
	}
	return n, true
}

func isHexDigit(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F'
}

func hexValue(b byte) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case b >= 'a' && b <= 'f':
		return int(b-'a') + 10
	default:
		return int(b-'A') + 10
	}
}
