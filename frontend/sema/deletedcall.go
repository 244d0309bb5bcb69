package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// EDG's errors for a use of a deleted function ([dcl.fct.def.delete]/2):
// "%npd cannot be referenced -- it is a deleted function" (1776), the
// function spelled with its parameters and where it was declared (13.0:
// "(declared at line N)", 11.8: a "(N): here" line), and, for a default
// construction, "the default constructor of %t cannot be referenced --
// it is a deleted function" (1790).
// (errDeletedDefaultCtor, 1790, is deleteddefaultctor.go's.)
const errDeletedFunction diag.ID = 1776

// checkDeletedCall reports a call (or construction) at pos that overload
// resolution surely resolved to fn, declared `= delete`. Only plain
// functions are reported (no template specialization, no member of a
// class template instance, where sema's choice rests on more it
// models), in written code outside unevaluated operands.
func (c *checker) checkDeletedCall(pos source.Pos, fn *types.FunctionDecl) {
	if !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() || !c.user(pos) {
		return
	}
	if fn.Type == nil || fn.Template != nil || isInstance(fn) {
		return
	}
	if cd, ok := fn.Parent.(*types.ClassDecl); ok && (cd.Template != nil || inClassTemplateInstance(cd)) {
		return
	}
	fi := c.funcInfoOf(fn)
	if fi == nil || !fi.deleted {
		return
	}
	entity := "function \"" + calleeSignature(fn) + "\"" + c.declaredAtPhrase(pos, c.latestDeclaration(fn, pos))
	c.errorAt(pos, errDeletedFunction, diag.Args{Entity: []string{entity}})
}

// calleePos is where NVIDIA points at the function a call names: the
// name's last part, or the call itself.
func calleePos(x *ast.CallExpr) source.Pos {
	switch f := unparen(x.Fun).(type) {
	case *ast.NameExpr:
		return f.Name.Last().At
	case *ast.MemberExpr:
		return f.Name.Last().At
	}
	return x.At
}

// checkDeletedConstruction reports a variable's construction at pos that
// runs fn, a deleted constructor: a default construction in NVIDIA's own
// words.
func (c *checker) checkDeletedConstruction(pos source.Pos, cd *types.ClassDecl, fn *types.FunctionDecl, k construction) {
	fi := c.funcInfoOf(fn)
	if fi == nil || !fi.deleted || !c.reporting || !c.user(pos) {
		return
	}
	if len(k.args) == 0 {
		c.errorAt(pos, errDeletedDefaultCtor, diag.Args{Type: []string{types.QualifiedName(cd)}})
		return
	}
	c.checkDeletedCall(pos, fn)
}
