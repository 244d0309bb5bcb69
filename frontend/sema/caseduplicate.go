package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errDuplicateCase is EDG's "case label value has already appeared in
// this switch %p" (1578, [stmt.switch]/2): %p is where the first label
// with that value is (13.0 "at line N", 11.8 a "(N): here" line).
const errDuplicateCase diag.ID = 1578

// switchLabels gathers the values of one switch's case labels, in the
// function whose body holds the switch.
type switchLabels struct {
	fn   *types.FunctionDecl
	seen map[int64][]source.Pos
}

// enterSwitch starts gathering the labels of a switch; the result,
// handed back to leaveSwitch, restores the enclosing one's.
func (c *checker) enterSwitch() *switchLabels {
	saved := c.curSwitch
	c.curSwitch = &switchLabels{fn: c.curFn}
	return saved
}

func (c *checker) leaveSwitch(saved *switchLabels) { c.curSwitch = saved }

// checkCaseValue reports case label x when an earlier label of the same
// switch has the same value. Two values sema computed the same are the
// same after conversion to the condition's type too, so only values sema
// computes for sure are compared: labels written with literals, names
// (enumerators, constants), casts and parentheses, and operators on
// literals alone (an operator on an enumerator may be a user's
// function); GNU case ranges are not. Written code only, outside
// templates. A label that surely is no constant (`case n:` for a variable
// n) is reported as such instead (reportNonConstant).
func (c *checker) checkCaseValue(x *ast.CaseStmt) {
	sw := c.curSwitch
	if sw == nil || sw.fn != c.curFn || x.Default || x.Lo == nil || x.Hi != nil {
		return
	}
	if c.curBodyBroken || c.systemMode() || !c.inWrittenCode() || !c.user(x.Lo.Pos()) {
		return
	}
	v, ok := c.constValue(x.Lo)
	if !ok {
		c.reportNonConstant(x.Lo) // (nonconstant.go)
		return
	}
	if v.float || !plainCaseExpr(x.Lo, false) {
		return
	}
	// NVIDIA reports the label once for each earlier one with its value
	// (duplicates included), in order.
	for _, earlier := range sw.seen[v.i] {
		c.errorAt(x.Lo.Pos(), errDuplicateCase, diag.Args{Pos: []string{c.herePhrase(x.Lo.Pos(), earlier)}})
	}
	if sw.seen == nil {
		sw.seen = map[int64][]source.Pos{}
	}
	sw.seen[v.i] = append(sw.seen[v.i], x.Lo.Pos())
}

// plainCaseExpr reports whether e is built only of literals, names,
// parentheses, casts and (on literals alone, literalsOnly) operators.
func plainCaseExpr(e ast.Expr, literalsOnly bool) bool {
	switch x := e.(type) {
	case *ast.Literal:
		return x.Kind == token.Number || x.Kind == token.Char
	case *ast.ParenExpr:
		return plainCaseExpr(x.X, literalsOnly)
	case *ast.NameExpr:
		return !literalsOnly
	case *ast.UnaryExpr:
		return (x.Op == ast.UPlus || x.Op == ast.UMinus || x.Op == ast.UCompl || x.Op == ast.UNot) && plainCaseExpr(x.X, true)
	case *ast.BinaryExpr:
		return x.Op != token.Comma && plainCaseExpr(x.X, true) && plainCaseExpr(x.Y, true)
	case *ast.CastExpr:
		if x.X != nil && len(x.Args) == 0 {
			return plainCaseExpr(x.X, literalsOnly)
		}
		return len(x.Args) == 1 && plainCaseExpr(x.Args[0], literalsOnly)
	}
	return false
}
