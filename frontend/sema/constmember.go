package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errUninitConstMember is EDG's "%n has an uninitialized const or
// reference member" (369, the number from cudafe++ 13.0's SARIF output,
// the same wording in 11.8): a variable defined without an initializer
// whose class's implicit default constructor is deleted because a const
// member has no default member initializer and its type no default
// constructor of its own to run ([class.default.ctor]/2.4: `struct A {
// const int x; }; A a;`). `new A` and `A()` run that deleted constructor
// and are worded as such (1790, errDeletedDefaultCtor).
const errUninitConstMember diag.ID = 369

// constMemberGap reports whether class cd's default constructor is
// certainly implicit and deleted only because of a const member of its
// own (not a base's or a member's) left uninitialized: a const member of
// scalar type (or an array of them) without a default member initializer,
// or a const member of a plain class (see plainConstGapClass). It is
// false wherever sema cannot tell or NVIDIA words the class otherwise: a
// union, a closure, a template's specialization, a class with bases,
// declared constructors or members of unknown type, a reference member or
// a member of class type that is not default constructible (1790), and
// a member whose own class has such a const member (which 11.8 and 13.0
// word apart).
func (c *checker) constMemberGap(cd *types.ClassDecl) bool {
	if !c.plainAggregateHead(cd) {
		return false
	}
	gap := false
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" {
			return false
		}
		if c.fieldInits[f] {
			continue
		}
		elem := arrayElem(f.Type)
		if _, ref := f.Type.Canonical().(*types.Reference); ref {
			return false
		}
		_, cv := types.Split(elem)
		fd := classDeclOf(elem)
		switch {
		case fd == nil && cv&types.Const != 0:
			if !isScalarType(elem) {
				return false
			}
			gap = true
		case fd == nil:
			if !isScalarType(elem) {
				return false
			}
		case cv&types.Const != 0:
			if !c.plainConstGapClass(fd) {
				return false
			}
			gap = true
		default:
			if fd.Name == "" || c.noDefaultConstruction(fd, 1) != 0 || c.constMemberGap(fd) || !c.knownClass(fd, 0) {
				return false
			}
		}
	}
	return gap
}

// plainAggregateHead reports whether class cd is a complete, named,
// non-union class of user code as written with no base, no declared
// constructor and fully known members: one whose default constructor is
// implicit and whose members alone decide whether it is deleted.
func (c *checker) plainAggregateHead(cd *types.ClassDecl) bool {
	if cd == nil || !cd.Complete || cd.Tag == types.UnionTag || cd.Lambda != nil || cd.Name == "" || cd.Template != nil || len(cd.Args) > 0 || inClassTemplateInstance(cd) {
		return false
	}
	if len(cd.Bases) > 0 || !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false
	}
	tab := c.tableOf(cd)
	if tab == nil {
		return false
	}
	if tab.incomplete {
		return false
	}
	for _, d := range tab.names[cd.Name] {
		if _, injected := d.(*types.ClassDecl); !injected {
			return false // a constructor (or template) declared
		}
	}
	return true
}

// plainConstGapClass reports whether a const object of class cd
// default-initialized is left (partly) uninitialized, which
// [dcl.init.general]/7 forbids: cd is a plain class (plainAggregateHead)
// whose members are all of scalar type, one at least without a default
// member initializer.
func (c *checker) plainConstGapClass(cd *types.ClassDecl) bool {
	if !c.plainAggregateHead(cd) {
		return false
	}
	open := false
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" || classDeclOf(arrayElem(f.Type)) != nil || !isScalarType(arrayElem(f.Type)) {
			return false
		}
		if _, ref := f.Type.Canonical().(*types.Reference); ref {
			return false
		}
		if !c.fieldInits[f] {
			open = true
		}
	}
	return open
}

// checkUninitConstMember reports variable v, defined by d without an
// initializer, when its class (or its array's element class) has a const
// member left uninitialized (constMemberGap).
func (c *checker) checkUninitConstMember(d *ast.Declarator, v *types.VarDecl) {
	cd := classDeclOf(arrayElem(v.Type))
	if cd == nil || !c.constMemberGap(cd) {
		return
	}
	c.errorAt(d.At, errUninitConstMember, diag.Args{Entity: []string{"variable \"" + types.QualifiedName(v) + "\""}})
}
