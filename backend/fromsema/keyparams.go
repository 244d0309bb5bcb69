package fromsema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// A function's parameters are declared in the outermost block of its
// body, which its mem-initializers see too ([basic.scope.param]): there an
// unqualified name of a parameter finds the parameter first, hiding the
// templates of that name in enclosing classes and namespaces, and, the
// parameter being no function, no argument-dependent lookup follows
// ([basic.lookup.argdep]). thrust's error_code(int val, ...) : m_val(val)
// names no val(x). Only a block-scope declaration can hide the parameter
// again, and a using-declaration bringing a template there names it
// qualified (using thrust::val;), a use the index sees; other local
// declarations (variables, local classes, lambdas' parameters) declare
// no template.

// noteParamUses records, for d when it defines a function outside
// templates, the positions of the unqualified names of its parameters in
// its mem-initializers and body (keyIndex.paramUses): names that denote
// no template.
func (ix *keyIndex) noteParamUses(d ast.Decl) {
	fd, ok := d.(*ast.FuncDef)
	if !ok || fd.Body == nil || fd.Decl == nil {
		return
	}
	fc := fd.Decl.Function()
	if fc == nil {
		return
	}
	params := map[string]bool{}
	for _, p := range fc.Params {
		if p != nil && p.Decl != nil && p.Decl.Name != nil && len(p.Decl.Name.Parts) == 1 {
			params[p.Decl.Name.Ident()] = true
		}
	}
	if len(params) == 0 {
		return
	}
	b := bodySpan(fd)
	ix.identsAt(b.from, b.to, func(i int, t *token.Token) bool {
		if params[t.Text] && !ix.afterQualifierOrAccess(i) {
			ix.paramUses.add(t.Pos)
		}
		return true
	})
}

// afterQualifierOrAccess reports whether the name at token i follows ::,
// . or -> (with `template` between, or not): it is not found by
// unqualified lookup.
func (ix *keyIndex) afterQualifierOrAccess(i int) bool {
	j := i - 1
	if j >= 0 && ix.tok(j).Kind == token.Ident && ix.tok(j).Text == "template" {
		j--
	}
	if j < 0 {
		return false
	}
	switch ix.tok(j).Kind {
	case token.ColonColon, token.Dot, token.Arrow:
		return true
	}
	return false
}

// namesNoTemplate reports whether the name at token i, in code outside
// templates, denotes no template whatever its key: a qualifier that
// cannot be a class (qualifierOnly), or a use of a parameter.
func (ix *keyIndex) namesNoTemplate(i int) bool {
	return ix.qualifierOnly(i) || ix.paramUses.has(ix.tok(i).Pos)
}
