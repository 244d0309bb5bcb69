package fromsema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
)

// localClassTrigger reports where the body of def, a function declared
// static at namespace scope, makes CUDA 11.8's device-side front end
// (cicc, which writes the module ID nvcc 11.x uses) compute the module ID
// on the spot, before any later definition can seed it: the TU then gets
// the fallback ID (ctime, working directory, PID). Read off cicc 11.8 on
// small files; cudafe++ 11.8 and 13.0 do not do it. The function must be
// declared static (one in an anonymous namespace does not count), and its
// body must, at any depth:
//
//   - define a local class with a user-provided constructor or destructor
//     (`= default` does not count), used or not; or
//   - make an object (a variable that is not a pointer or reference, or a
//     new-expression) of a class template specialization with a local
//     class among its template arguments, such as std::vector<key> (whose
//     implicit constructor then runs a base's or member's); or
//   - make an object of a local class with a base or a member of class
//     type (its implicit constructor or destructor may run theirs).
//
// In the last case the rule is only sure when the base or member's
// constructor or destructor does something, which cannot be read off the
// syntax: why is then non-empty. found is false when nothing applies.
func localClassTrigger(def *ast.FuncDef) (at source.Pos, found bool, why string) {
	if def == nil || def.Body == nil {
		return at, false, ""
	}
	locals := map[string]*ast.ClassDecl{}
	ast.Inspect(def.Body, func(n any) bool {
		if cd, ok := n.(*ast.ClassDecl); ok && cd.Name != nil && cd.Name.Ident() != "" {
			locals[cd.Name.Ident()] = cd
			if !found && userProvidedCtorOrDtor(cd) {
				at, found = cd.At, true
			}
		}
		return true
	})
	if found || len(locals) == 0 {
		return at, found, ""
	}
	object := func(spec *ast.DeclSpec, pos source.Pos) bool {
		if spec == nil || spec.Kind != ast.TypeNamed || spec.Name == nil {
			return false
		}
		if namesLocalInArgs(spec.Name, locals) {
			at, found = pos, true
			return true
		}
		if cd := locals[spec.Name.Ident()]; cd != nil && len(spec.Name.Parts) == 1 && why == "" {
			if classTypedParts(cd) {
				at = pos
				why = "an object of local class " + spec.Name.Ident() + ", whose base or member of class type may have a constructor or destructor that does something"
			}
		}
		return false
	}
	ast.Inspect(def.Body, func(n any) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *ast.SimpleDecl:
			for _, d := range x.Decls {
				if objectDeclarator(d) && object(x.Spec, d.At) {
					return false
				}
			}
		case *ast.NewExpr:
			if x.Type != nil && (x.Type.Decl == nil || objectDeclarator(x.Type.Decl)) && object(x.Type.Spec, x.At) {
				return false
			}
		}
		return true
	})
	if found {
		return at, true, ""
	}
	return at, false, why
}

// userProvidedCtorOrDtor reports whether class cd declares a constructor
// or destructor that is not defaulted or deleted.
func userProvidedCtorOrDtor(cd *ast.ClassDecl) bool {
	name := cd.Name.Ident()
	special := func(d *ast.Declarator) bool {
		if d == nil || d.Name == nil || d.Function() == nil || d.Virt&(ast.VirtDefault|ast.VirtDelete) != 0 {
			return false
		}
		l := d.Name.Last()
		return len(d.Name.Parts) == 1 && (l.Kind == ast.NameIdent || l.Kind == ast.NameDestructor) && l.Ident == name
	}
	for _, m := range cd.Members {
		switch x := m.(type) {
		case *ast.FuncDef:
			if x.Body != nil && special(x.Decl) {
				return true
			}
		case *ast.SimpleDecl:
			for _, d := range x.Decls {
				if special(d) {
					return true
				}
			}
		}
	}
	return false
}

// classTypedParts reports whether class cd has a base, or a non-static
// data member whose type is named (not a keyword type) and is no pointer
// or reference.
func classTypedParts(cd *ast.ClassDecl) bool {
	if len(cd.Bases) > 0 {
		return true
	}
	for _, m := range cd.Members {
		x, ok := m.(*ast.SimpleDecl)
		if !ok || x.Spec == nil || x.Spec.Specs&(ast.SpecStatic|ast.SpecTypedef) != 0 {
			continue
		}
		if x.Spec.Kind == ast.TypeBuiltin || x.Spec.Kind == ast.TypeEnum {
			continue
		}
		for _, d := range x.Decls {
			if d.Function() == nil && objectDeclarator(d) {
				return true
			}
		}
	}
	return false
}

// objectDeclarator reports whether d declares an object of its
// decl-specifiers' type or an array of them (no pointer, reference or
// function).
func objectDeclarator(d *ast.Declarator) bool {
	if d == nil {
		return true
	}
	for _, c := range d.Chunks {
		if c.Kind != ast.ChunkArray && c.Kind != ast.ChunkParen {
			return false
		}
	}
	return true
}

// namesLocalInArgs reports whether a template argument of name, at any
// depth, names one of the local classes as a type.
func namesLocalInArgs(name *ast.Name, locals map[string]*ast.ClassDecl) bool {
	for i := range name.Parts {
		for _, a := range name.Parts[i].Args() {
			if a.Type == nil || a.Type.Spec == nil || a.Type.Spec.Name == nil {
				continue
			}
			n := a.Type.Spec.Name
			if len(n.Parts) == 1 && locals[n.Ident()] != nil || namesLocalInArgs(n, locals) {
				return true
			}
		}
	}
	return false
}
