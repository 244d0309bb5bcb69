package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotClassType is EDG's "expression must have class type but it has
// type %t" (153): x.name where x is no class object — a pointer written
// with . instead of ->, an array, a number. NVIDIA (11.8 and 13.0) spells
// an array as the pointer it decays to ("int *" for int a[3]) and keeps
// typedef names ("size_t").
const errNotClassType diag.ID = 153

// checkMemberOfNonClass reports x.name (not x->name, which NVIDIA words
// otherwise) whose object has a type that is no class, where that type is
// written in the source (see sureLvalueType), agrees with sema's obj, and
// is spelled plainly (see plainSpelling); under the limits of the other
// checks of written code.
func (c *checker) checkMemberOfNonClass(x *ast.MemberExpr, obj exprInfo) {
	if x.Arrow || !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if obj.t == nil || obj.dependent || types.IsDependent(obj.t) {
		return
	}
	t, ok := c.sureLvalueType(x.X, 0)
	if !ok || isReferenceType(t) || !sameUnqualified(t, obj.t) {
		return
	}
	if arr, isArr := t.Canonical().(*types.Array); isArr {
		t = c.ctx.PointerTo(arr.Elem)
	}
	if !isScalarOperand(t) {
		return
	}
	s, ok := plainSpelling(t, 0)
	if !ok {
		return
	}
	c.errorAt(x.X.Pos(), errNotClassType, diag.Args{Type: []string{s}})
}

// plainSpelling spells t as NVIDIA's %t does, for the types whose
// spelling sema is sure of: fundamental types, named classes and
// enumerations that are no template specializations, typedef names
// declared in a namespace, and pointers to and cv-qualified forms of
// those. ok is false for anything else.
func plainSpelling(t types.Type, depth int) (string, bool) {
	if depth > 8 || t == nil {
		return "", false
	}
	switch u := t.(type) {
	case *types.Builtin:
		return u.String(), !u.Kind.IsPlaceholder()
	case *types.Qualified:
		if _, ok := plainSpelling(u.Elem, depth+1); !ok {
			return "", false
		}
	case *types.Pointer:
		if _, ok := plainSpelling(u.Elem, depth+1); !ok {
			return "", false
		}
	case *types.Class:
		if classEntity(u.Decl) == "" {
			return "", false
		}
	case *types.Enum:
		if _, inNamespace := u.Decl.Parent.(*types.Namespace); !inNamespace || u.Decl.Name == "" {
			return "", false
		}
	case *types.Typedef:
		if _, inNamespace := u.Decl.Parent.(*types.Namespace); !inNamespace {
			return "", false
		}
		if _, ok := plainSpelling(u.Canonical(), depth+1); !ok {
			return "", false
		}
	default:
		return "", false
	}
	return t.String(), true
}
