package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNoDefaultCtor is EDG's "no default constructor exists for class %t"
// (291, the same in cudafe++ 11.8 and 13.0): a variable of class type (or
// an array of them) defined without an initializer, whose class declares
// constructors none of which can be called without arguments.
//
// sema reports it for variable definitions of user code at namespace and
// block scope, outside templates and their instances (NVIDIA reports a
// non-dependent one in a template's definition too: cudafe++ 11.8 run as
// the oracle test runs it, and nvcc 13.0; not yet sema), when
// it is sure: the class is complete and known, not a template's
// specialization (NVIDIA names those "TS<int>", which sema does not
// spell), inherits no constructors, and every constructor it declares is a
// plain function (no template) whose first parameter has no default
// argument and which is not variadic; likewise `new S` and `new S[n]`.
// Classes whose implicit default constructor is deleted are reported with
// NVIDIA's other wording (deleteddefaultctor.go), constructors leaving a
// base or member to default construction by memberdefaultinit.go,
// value-initialization (`new S()`, `S s{}`, worded otherwise) by
// valueinit.go.
const errNoDefaultCtor diag.ID = 291

// checkDefaultConstructible reports variable v, declared by d, when it is
// defined without an initializer and its class has no default constructor.
func (c *checker) checkDefaultConstructible(d *ast.Declarator, v *types.VarDecl) {
	if d.InitKind != ast.InitNone || v.Extern || v.Type == nil || c.systemMode() ||
		c.inInstance() || c.inDependent() || c.curBodyBroken || !c.user(d.At) {
		return
	}
	if _, inClass := v.Parent.(*types.ClassDecl); inClass {
		return // a static data member's declaration
	}
	c.checkDefaultInitialized(d.At, v.Type)
	c.checkUninitConstMember(d, v) // (constmember.go)
}

// checkNewDefaultConstructible reports new-expression x when it
// default-initializes (no initializer: `new S`, `new S[n]`) objects of a
// class without a default constructor, or value-initializes (`new S()`,
// `new S{}`) one (see checkValueInitialized).
func (c *checker) checkNewDefaultConstructible(x *ast.NewExpr, t types.Type) {
	if t == nil || c.systemMode() || c.inInstance() || c.inDependent() || c.curBodyBroken || !c.user(x.At) {
		return
	}
	switch {
	case x.InitKind == ast.InitParen && len(x.Args) == 0:
		c.checkValueInitialized(x.At, t, false) // (valueinit.go)
	case x.InitKind == ast.InitBrace && emptyBraces(x.Init):
		c.checkValueInitialized(x.At, t, true)
	case x.InitKind != ast.InitNone:
	case c.constMemberGap(classDeclOf(t)):
		// A deleted implicit default constructor (constmember.go).
		c.errorAt(x.At, errDeletedDefaultCtor, diag.Args{Type: []string{types.QualifiedName(classDeclOf(t))}})
	default:
		c.checkDefaultInitialized(x.At, t)
	}
}

// checkDefaultInitialized reports the default-initialization at pos of an
// object of type t (an array: of its elements) whose class has no default
// constructor.
func (c *checker) checkDefaultInitialized(pos source.Pos, t types.Type) {
	cd := classDeclOf(arrayElem(t))
	if cd == nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete || inClassTemplateInstance(cd) {
		return
	}
	if id := c.noDefaultConstruction(cd, 0); id != 0 {
		c.errorAt(pos, id, diag.Args{Type: []string{types.QualifiedName(cd)}})
	}
}

// lacksDefaultConstructor reports whether class cd certainly has no
// constructor callable without arguments (see errNoDefaultCtor).
func (c *checker) lacksDefaultConstructor(cd *types.ClassDecl) bool {
	if !c.knownClass(cd, 0) {
		return false
	}
	tab := c.tableOf(cd)
	if tab == nil || c.mayInheritConstructors(cd, tab) {
		return false
	}
	declared := false
	for _, d := range tab.names[cd.Name] {
		switch x := d.(type) {
		case *types.ClassDecl:
			continue // the injected-class-name
		case *types.FunctionDecl:
			if x.Kind != types.Constructor || x.Type == nil || x.Type.Variadic || len(x.Type.Params) == 0 {
				return false
			}
			fi := c.funcInfoOf(x)
			if fi == nil {
				return false
			}
			if defaulted := fi.defaultedParams(); len(defaulted) != len(x.Type.Params) || defaulted[0] {
				return false
			}
			declared = true
		default:
			return false // a constructor template, or something sema does not know
		}
	}
	return declared
}
