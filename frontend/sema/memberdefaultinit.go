package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkMemberDefaultInit reports, for constructor fn defined by def with a
// body, each direct base and each member its mem-initializers leave to
// default construction (a member without a default member initializer)
// whose class certainly cannot be default-constructed: "no default
// constructor exists for class %t" (291) or, for a class whose implicit
// default constructor is deleted, "the default constructor of %t cannot
// be referenced -- it is a deleted function" (1790), at the body's opening
// brace, bases first, as cudafe++ 11.8 and 13.0 do. Only constructors of
// user code as written outside templates are looked at, of classes sema
// is sure of; a delegating constructor, a pack expansion or a
// mem-initializer sema cannot resolve, a virtual base, unions and
// anonymous struct or union members are left alone.
func (c *checker) checkMemberDefaultInit(fn *types.FunctionDecl, def *ast.FuncDef) {
	if def.Body == nil || fn.Kind != types.Constructor || !c.userDefinition(def) || c.systemMode() || c.inLambda || c.curBodyBroken {
		return
	}
	cd, ok := fn.Parent.(*types.ClassDecl)
	if !ok || cd.Tag == types.UnionTag || cd.Lambda != nil || inClassTemplateInstance(cd) || c.unknownFields[cd] || !c.knownClass(cd, 0) {
		return
	}
	bases := map[*types.ClassDecl]bool{}
	fields := map[*types.FieldDecl]bool{}
	for _, mi := range def.CtorInits {
		if mi.Pack {
			return
		}
		field, base, self := c.memInitTarget(cd, mi)
		switch {
		case self:
			return // a delegating constructor
		case field != nil:
			fields[field] = true
		case base != nil:
			bases[base] = true
		default:
			return
		}
	}
	type missing struct {
		id diag.ID
		cd *types.ClassDecl
	}
	var found []missing
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if b.Virtual || bd == nil {
			return
		}
		if bases[bd] {
			continue
		}
		if id := c.noDefaultConstruction(bd, 0); id != 0 {
			found = append(found, missing{id, bd})
		}
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			return
		}
		if fields[f] || c.fieldInits[f] {
			continue
		}
		fd := classDeclOf(arrayElem(f.Type))
		if fd == nil || fd.Name == "" {
			continue
		}
		if id := c.noDefaultConstruction(fd, 0); id != 0 {
			found = append(found, missing{id, fd})
		}
	}
	for _, m := range found {
		c.errorAt(def.Body.At, m.id, diag.Args{Type: []string{types.QualifiedName(m.cd)}})
	}
}
