package sema

import "github.com/cufe-dev/cufe/frontend/ast"

// soleSimpleDecl returns the simple declaration an unbraced linkage
// specification contains (`extern "C" int x;`), if that is what it holds.
func soleSimpleDecl(x *ast.LinkageSpec) (*ast.SimpleDecl, bool) {
	if x.Braced || len(x.Decls) != 1 {
		return nil, false
	}
	sd, ok := x.Decls[0].(*ast.SimpleDecl)
	return sd, ok && sd.Spec != nil
}

// declaredExtern reports whether a declaration with decl-specifiers spec
// says extern: it spells it, or it is directly contained in a linkage
// specification without braces, which counts as extern for whether it
// defines what it declares ([dcl.link]: `extern "C" int x;` declares x, as
// header files do before the definition `extern "C" int x = 1;`; in
// `extern "C" { int x; }` it is a definition).
func (c *checker) declaredExtern(spec *ast.DeclSpec) bool {
	if spec == nil {
		return false
	}
	return spec.Specs&ast.SpecExtern != 0 || spec == c.linkageSpec
}
