package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A function's parameters and result cannot be of an abstract class type:
// "parameter of abstract class type %t is not allowed:" (603) and
// "function returning abstract class %t is not allowed:" (323), each with
// the lines abstractclass.go gives. cudafe++ 11.8 reports them on every
// function declarator; 13.0, after C++20's rule ([dcl.fct.def.general]/2:
// checked where the function is defined or called), only on definitions.
const (
	errAbstractParam  diag.ID = 603
	errAbstractResult diag.ID = 323
)

// checkAbstractSignature reports the parameters and result of class type
// of function type ft, declared by d (a definition when def has a body),
// that are abstract classes sema is sure of. Function types nested in the
// declarator (a parameter of pointer-to-function type, a typedef of a
// function type) and templates are left alone; reportAbstract leaves
// templates' definitions and instances, system headers and unsure classes
// alone.
func (c *checker) checkAbstractSignature(d *ast.Declarator, ft *types.Function, def *ast.FuncDef, tmpl *ast.TemplateDecl) {
	if ft == nil || tmpl != nil || d.Name == nil {
		return
	}
	if c.opts.CUDAMajor >= 13 && (def == nil || def.Body == nil) {
		return
	}
	if fc := d.Function(); fc != nil && len(fc.Params) == len(ft.Params) {
		for i, p := range fc.Params {
			if p != nil && isClassValue(ft.Params[i]) {
				c.reportAbstract(p.At, errAbstractParam, ft.Params[i])
			}
		}
	}
	if isClassValue(ft.Result) {
		c.reportAbstract(d.Name.Last().At, errAbstractResult, ft.Result)
	}
}

// isClassValue reports whether t is a class type (cv-qualified or not),
// not a reference or pointer to one.
func isClassValue(t types.Type) bool {
	if t == nil {
		return false
	}
	u, _ := types.Split(t.Canonical())
	_, ok := u.(*types.Class)
	return ok
}
