package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Members of class templates are often defined outside the class
// (libstdc++'s char_traits<_CharT>::length, thrust's .inl files:
// template <typename T, typename Alloc> vector_base<T, Alloc>::vector_base(size_type n) ...).
// Sema analyses such a definition as dependent code where it stands;
// the class's instances declare the member from the in-class declaration,
// without a body. The proof walk needs the body of the instance it calls:
// outOfLineDefs records those definitions by class template, and
// outOfLineBody finds the one an instance member's declaration matches,
// with the definition's template parameters bound to the instance's
// arguments.

// outOfLineDef is one out-of-line definition of a member of a class
// template.
type outOfLineDef struct {
	def    *ast.FuncDef
	header *ast.TemplateDecl
	params []*types.TemplateParam
	outer  *scope
}

// noteOutOfLine records def, an out-of-line definition of a member of a
// class template (its name qualified by X<params...>::), declared by the
// template header x with parameters params in scope outer.
func (c *checker) noteOutOfLine(x *ast.TemplateDecl, def *ast.FuncDef, params []*types.TemplateParam, outer *scope) {
	if def == nil || def.Body == nil && len(def.CtorInits) == 0 || def.Decl == nil || def.Decl.Name == nil {
		return
	}
	n := def.Decl.Name
	if len(n.Parts) < 2 {
		return
	}
	qual := n.Parts[len(n.Parts)-2]
	if qual.Kind != ast.NameIdent || !qual.HasArgs() || !namesParams(qual.Args(), x.Params) {
		return // a partial specialization's member, or not a class's
	}
	td := c.templateNamed(n, len(n.Parts)-2, outer, types.ClassTemplate)
	if td == nil {
		return
	}
	if c.outOfLineDefs == nil {
		c.outOfLineDefs = map[*types.TemplateDecl][]outOfLineDef{}
	}
	c.outOfLineDefs[td] = append(c.outOfLineDefs[td], outOfLineDef{def: def, header: x, params: params, outer: outer})
}

// templateNamed returns the template of kind kind that n's parts up to
// the i-th name, that part's template arguments left out (X<T>::f's X
// for i 0), looked up from scope s; nil when none.
func (c *checker) templateNamed(n *ast.Name, i int, s *scope, kind types.TemplateKind) *types.TemplateDecl {
	part := n.Parts[i]
	plain := &ast.Name{At: n.At, Global: n.Global, Parts: append(append([]ast.NamePart{}, n.Parts[:i]...),
		ast.NamePart{At: part.At, Kind: ast.NameIdent, Ident: part.Ident})}
	saved := c.scope
	c.scope = s
	r := c.lookupName(plain)
	c.scope = saved
	for _, d := range r.decls {
		if td, ok := d.(*types.TemplateDecl); ok && td.Kind == kind {
			return td
		}
	}
	return nil
}

// namesParams reports whether template arguments args name the template
// parameters ps, in order (X<T, Alloc>: the current instantiation).
func namesParams(args []ast.TemplateArg, ps []*ast.TemplateParam) bool {
	if len(args) != len(ps) {
		return false
	}
	for i, a := range args {
		n := templateArgName(a)
		if n == "" || n != ps[i].Name || a.Pack != ps[i].Pack {
			return false
		}
	}
	return true
}

// outOfLineBody returns the scope and the out-of-line definition of fn, a
// member of an instance of a class template declared in the primary
// template's body, when one definition recorded matches its declaration:
// same name, qualifiers and parameter types once the definition's
// template parameters are bound to the instance's arguments.
func (c *checker) outOfLineBody(fn *types.FunctionDecl, fi *funcInfo) (*scope, *ast.FuncDef) {
	cls, ok := fn.Parent.(*types.ClassDecl)
	if !ok || cls.Template == nil || fi == nil || fi.scope == nil || fi.decl == nil || fn.Type == nil {
		return nil, nil
	}
	ti := c.tmpls[cls.Template]
	if ti == nil || ti.class == nil || !inRange(fi.decl.At, ti.class.At, ti.class.End) {
		return nil, nil
	}
	for _, o := range c.outOfLineDefs[cls.Template] {
		last := o.def.Decl.Name.Last()
		switch {
		case fn.Kind == types.Constructor:
			if last.Kind != ast.NameIdent || last.Ident != cls.Template.Name {
				continue
			}
		case fn.Kind == types.Destructor:
			if last.Kind != ast.NameDestructor {
				continue
			}
		default:
			if partKey(last) != partKey(fi.decl.Name.Last()) {
				continue
			}
		}
		fc := o.def.Decl.Function()
		if fc == nil || len(fc.Params) != len(fn.Type.Params) || convCV(fc.CV) != fn.Type.CV {
			continue
		}
		env := c.bindArgs(fi.scope, o.header.Params, o.params, cls.Args, false)
		saved := c.scope
		c.scope = env
		same := true
		for i, p := range fc.Params {
			pt := c.paramType(p)
			if pt == nil || c.ctx.AdjustParam(pt).Canonical() != fn.Type.Params[i].Canonical() {
				same = false
				break
			}
		}
		c.scope = saved
		if same {
			return env, o.def
		}
	}
	return nil, nil
}

// templateArgName returns the identifier a template argument is, when it
// is nothing else ("" otherwise).
func templateArgName(a ast.TemplateArg) string {
	var n *ast.Name
	switch {
	case a.Type != nil:
		if a.Type.Spec == nil || a.Type.Spec.Kind != ast.TypeNamed || a.Type.Spec.CV != 0 || a.Type.Decl != nil && len(a.Type.Decl.Chunks) > 0 {
			return ""
		}
		n = a.Type.Spec.Name
	case a.Expr != nil:
		ne, ok := a.Expr.(*ast.NameExpr)
		if !ok {
			return ""
		}
		n = ne.Name
	}
	if n == nil || len(n.Parts) != 1 || n.Global || n.Parts[0].Kind != ast.NameIdent || n.Parts[0].HasArgs() {
		return ""
	}
	return n.Parts[0].Ident
}
