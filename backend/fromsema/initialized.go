package fromsema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// classSyntax finds class definitions in the syntax tree by position, for
// the one fact sema's types do not keep: default member initializers.
type classSyntax struct {
	tree  *ast.TranslationUnit
	byPos map[source.Pos]*ast.ClassDecl
}

// defaultInitRuns reports whether a variable of type t declared without an
// initializer is initialized anyway, as NVIDIA's module-ID rule sees it
// (checked with cudafe++ 11.8): a class whose default constructor is not
// trivial (a user-declared constructor, virtual functions or bases, a
// default member initializer, or such a base or member), or an array of
// one. why is non-empty when the answer cannot be worked out.
func (s *classSyntax) defaultInitRuns(t types.Type) (runs bool, why string) {
	return s.runs(t, 0)
}

func (s *classSyntax) runs(t types.Type, depth int) (bool, string) {
	if t == nil {
		return false, "its type is unknown"
	}
	if depth > 32 {
		return false, "classes nest too deeply"
	}
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		return s.runs(u.Elem, depth+1)
	case *types.Array:
		return s.runs(u.Elem, depth+1)
	case *types.Class:
		cd := u.Decl
		if !cd.Complete {
			return false, "class " + types.QualifiedName(cd) + " is incomplete"
		}
		if cd.UserDeclared.Constructor || cd.Polymorphic {
			return true, ""
		}
		for _, b := range cd.Bases {
			if b.Virtual {
				return true, ""
			}
			if r, why := s.runs(b.Type, depth+1); r || why != "" {
				return r, why
			}
		}
		for _, f := range cd.Fields {
			if r, why := s.runs(f.Type, depth+1); r || why != "" {
				return r, why
			}
		}
		return s.memberInitializers(cd)
	}
	return false, ""
}

// memberInitializers reports whether the definition of cd gives a
// non-static data member a default initializer.
func (s *classSyntax) memberInitializers(cd *types.ClassDecl) (bool, string) {
	if cd.Template != nil || cd.Lambda != nil {
		return false, "class " + types.QualifiedName(cd) + " is a template specialization or closure"
	}
	if s.byPos == nil {
		s.byPos = map[source.Pos]*ast.ClassDecl{}
		if s.tree != nil {
			collectClasses(s.tree.Decls, s.byPos)
		}
	}
	def := s.byPos[cd.Pos]
	if def == nil {
		return false, "the definition of class " + types.QualifiedName(cd) + " was not found"
	}
	for _, m := range def.Members {
		sd, ok := m.(*ast.SimpleDecl)
		if !ok || sd.Spec != nil && sd.Spec.Specs&(ast.SpecStatic|ast.SpecTypedef|ast.SpecFriend) != 0 {
			continue
		}
		for _, d := range sd.Decls {
			if d.Function() == nil && d.InitKind != ast.InitNone {
				return true, ""
			}
		}
	}
	return false, ""
}

// collectClasses indexes the class definitions of decls (namespace and
// class scopes, linkage specifications) by position.
func collectClasses(decls []ast.Decl, out map[source.Pos]*ast.ClassDecl) {
	spec := func(sp *ast.DeclSpec) {
		if sp != nil && sp.Class() != nil {
			out[sp.Class().At] = sp.Class()
			collectClasses(sp.Class().Members, out)
		}
	}
	for _, d := range decls {
		switch x := d.(type) {
		case *ast.NamespaceDecl:
			collectClasses(x.Decls, out)
		case *ast.LinkageSpec:
			collectClasses(x.Decls, out)
		case *ast.SimpleDecl:
			spec(x.Spec)
		case *ast.FuncDef:
			spec(x.Spec)
		}
	}
}
