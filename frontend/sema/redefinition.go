package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errAlreadyDefined is EDG's "%n has already been defined" (247): a second
// definition of a function ([basic.def.odr]/1), whatever its specifiers
// (inline, static, constexpr, extern "C") or execution spaces (a __host__
// and a __device__ body of one signature are two definitions of one
// function). cudafe++ 13.0 adds "(previous definition at line N)" (its
// 3369); 11.8's wording is the one given.
const errAlreadyDefined diag.ID = 247

// checkFunctionRedefinition reports def, a definition with a body of fn
// whose type is ft, a non-template function a definition with a body
// (another one, in user code too) was met for already: `int f() {…} int
// f() {…}`, an out-of-line definition of a member defined in its class.
// Only ordinary functions and operators of the very same type are
// reported: sema takes a redeclaration by its parameters and qualifiers
// alone, so two conversion functions (keyed alike whatever their target)
// or functions differing in their result type are not sure to be one.
// Declarations, defaulted and deleted definitions, templates, their
// instances and declarations inside dependent contexts are left alone.
func (c *checker) checkFunctionRedefinition(fn *types.FunctionDecl, ft *types.Function, fi *funcInfo, def *ast.FuncDef) {
	if fi == nil || !fi.defined || fi.def == nil || fi.def == def || def.Body == nil || fi.def.Body == nil {
		return
	}
	if fn.Kind != types.OrdinaryFunc && fn.Kind != types.OperatorFunc {
		return
	}
	if ft == nil || fn.Type == nil || types.IsDependent(ft) || ft.Canonical() != fn.Type.Canonical() {
		return
	}
	if fn.Template != nil || c.systemMode() || !c.inWrittenCode() || fi.def.At == def.At || !c.user(fi.def.At) {
		return
	}
	c.errorAt(def.Decl.Name.At, errAlreadyDefined, diag.Args{Entity: []string{"function \"" + types.QualifiedName(fn) + "\""}})
}

// checkVariableRedefinition reports the definition d of v, a variable of
// namespace scope declared here before, when an earlier declaration of it
// (vi says so) was a definition too: `int x = 1; int x = 2;`, `int x; int
// x;` (C++ has no tentative definitions), whatever the storage class,
// const or CUDA memory space. extern declarations without an initializer
// are no definitions and may repeat. Static data members (spelled as
// members by NVIDIA), templates, instances and declarations met twice are
// left alone.
func (c *checker) checkVariableRedefinition(v *types.VarDecl, vi *varInfo, spec *ast.DeclSpec, d *ast.Declarator) {
	if vi == nil || !vi.defined || spec == nil || c.scope.kind != namespaceScope || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if c.declaredExtern(spec) && d.InitKind == ast.InitNone {
		return
	}
	if v.Parent != c.entityParent() || v.Template != nil || v.Pos == d.Name.At || !c.user(v.Pos) {
		return
	}
	c.errorAt(d.Name.At, errAlreadyDefined, diag.Args{Entity: []string{"variable \"" + types.QualifiedName(v) + "\""}})
}
