package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errDeletedDefaultCtor is EDG's "the default constructor of %t cannot be
// referenced -- it is a deleted function" (1790, the same in cudafe++ 11.8
// and 13.0): an object default-initialized (a variable without an
// initializer, `new S`, `new S[n]`) whose class's default constructor is
// implicitly declared, or defaulted in the class, and deleted
// ([class.default.ctor]/2) because a base or a member without a default
// member initializer has no default constructor (or one deleted so), or a
// reference member has no default member initializer. The constructors
// that leave such a base or member to default construction are reported
// by memberdefaultinit.go.
const errDeletedDefaultCtor diag.ID = 1790

// defaultCtorDeleted reports whether class cd's default constructor is
// certainly implicit (or defaulted in the class) and deleted. It is false
// when sema cannot tell: a union, a closure, an unnamed class, a template's
// specialization (or a class inside one), a class that may inherit
// constructors, a virtual base, a member of unknown type, an anonymous
// struct or union member, a const member of a type other than a class.
func (c *checker) defaultCtorDeleted(cd *types.ClassDecl, depth int) bool {
	if depth > 16 || cd.Tag == types.UnionTag || cd.Lambda != nil || cd.Name == "" || inClassTemplateInstance(cd) {
		return false
	}
	if !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false
	}
	tab := c.tableOf(cd)
	if tab != nil && c.mayInheritConstructors(cd, tab) || !c.defaultCtorImplicit(cd, tab) {
		return false
	}
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if b.Virtual || bd == nil {
			return false
		}
		if c.noDefaultConstruction(bd, depth+1) != 0 {
			return true
		}
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			return false
		}
		if c.fieldInits[f] {
			continue
		}
		if _, ref := f.Type.Canonical().(*types.Reference); ref {
			return true
		}
		fd := classDeclOf(arrayElem(f.Type))
		if fd == nil {
			if _, cv := types.Split(arrayElem(f.Type)); cv&types.Const != 0 {
				return false // NVIDIA words an uninitialized const member otherwise
			}
			continue
		}
		if fd.Name == "" {
			return false // an anonymous struct or union: variant members
		}
		if c.noDefaultConstruction(fd, depth+1) != 0 {
			return true
		}
	}
	return false
}

// noDefaultConstruction says why an object of class cd certainly cannot be
// default-constructed: errNoDefaultCtor (no default constructor),
// errDeletedDefaultCtor (an implicit one, deleted), or 0 (it can be, or
// sema cannot tell).
func (c *checker) noDefaultConstruction(cd *types.ClassDecl, depth int) diag.ID {
	if cd.Name == "" || cd.Lambda != nil || inClassTemplateInstance(cd) {
		return 0
	}
	if c.lacksDefaultConstructor(cd) {
		return errNoDefaultCtor
	}
	if c.defaultCtorDeleted(cd, depth) {
		return errDeletedDefaultCtor
	}
	return 0
}

// defaultCtorImplicit reports whether class cd, whose member table is tab,
// declares no constructor (its default constructor is implicit), or
// declares its default constructor `= default` in the class and no other
// constructor callable without arguments.
func (c *checker) defaultCtorImplicit(cd *types.ClassDecl, tab *memberTable) bool {
	if tab == nil {
		return true
	}
	defaulted := false
	for _, d := range tab.names[cd.Name] {
		switch x := d.(type) {
		case *types.ClassDecl:
			continue // the injected-class-name
		case *types.FunctionDecl:
			if x.Kind != types.Constructor {
				return false
			}
			if x.Type == nil {
				return false
			}
			if len(x.Type.Params) > 0 {
				fi := c.funcInfoOf(x)
				if fi == nil {
					return false
				}
				if dp := fi.defaultedParams(); len(dp) != len(x.Type.Params) || dp[0] || x.Type.Variadic {
					return false // callable without arguments, or unsure
				}
				continue
			}
			fi := c.funcInfoOf(x)
			if fi == nil || fi.decl == nil || fi.decl.Virt&ast.VirtDefault == 0 || x.Type.Variadic {
				return false // user-provided, or defaulted out of the class
			}
			defaulted = true
		default:
			return false // a constructor template, or something sema does not know
		}
	}
	if !defaulted {
		// Constructors needing arguments only: no default constructor
		// at all (lacksDefaultConstructor), or no constructor.
		for _, d := range tab.names[cd.Name] {
			if _, ok := d.(*types.FunctionDecl); ok {
				return false
			}
		}
	}
	return true
}
