package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A construction of a class object (T x(args), T x{args}, T x = e, T(args),
// new T(args), a mem-initializer) runs the constructor overload resolution
// picks among the class's constructors, constructor templates deduced from
// the arguments, and the implicit default, copy and move constructors
// ([over.match.ctor], [class.default.ctor], [class.copy.ctor]).
// resolveConstructor picks it with the calls' resolution (resolveCallSure)
// when sema is sure of the choice, so that the proof walk follows exactly
// that constructor instead of probing every one (which it cannot do for
// constructor templates, whose arguments only the construction gives).

// ctorKind says what a sure construction runs when no declared
// constructor does.
type ctorKind uint8

const (
	ctorDeclared  ctorKind = iota // ctorChoice.fn
	ctorDefault                   // the implicit default constructor
	ctorCopy                      // the implicit copy constructor
	ctorMove                      // the implicit move constructor
	ctorElided                    // a prvalue of the class initializes the object (C++17)
	ctorAggregate                 // aggregate initialization (see aggregate.go)
)

// ctorChoice is the outcome of resolveConstructor.
type ctorChoice struct {
	fn   *types.FunctionDecl // the declared constructor chosen (a template's instance)
	kind ctorKind
	sure bool
	why  string // why sema is not sure
	// none is set (sure is not) when sema is sure that no constructor
	// applies: the class declares constructors (so it is no aggregate)
	// and each is certainly not viable for the arguments.
	none bool
}

// construction describes one: its arguments, whether they were a braced
// list, whether it is a copy-initialization (T x = e: explicit
// constructors do not take part), whether the object is certainly
// destroyed.
type construction struct {
	args     []exprInfo
	list     bool
	copyInit bool
	// destroyed is set when the object's destructor is potentially
	// invoked, so instantiated (see systemdestroy.go).
	destroyed bool
}

// mayTakeInitList reports whether constructor d (f, or a template whose
// pattern f is) may be an initializer-list constructor: its first
// parameter is std::initializer_list<E>, or its parameters are not
// known. A constructor template's pattern whose type sema leaves unknown
// (std::pair's private one over several parameter packs) is told by the
// parameter types deduction matches against.
func (c *checker) mayTakeInitList(d types.Decl, f *types.FunctionDecl) bool {
	params := []types.Type(nil)
	switch {
	case f.Type != nil:
		params = f.Type.Params
	default:
		td, isTemplate := d.(*types.TemplateDecl)
		ti := c.tmpls[td]
		if !isTemplate || ti == nil || len(ti.deduceParams) == 0 {
			return true // (no parameter, or unknown ones)
		}
		params = ti.deduceParams
	}
	return len(params) > 0 && isInitializerList(params[0])
}

// resolveConstructor resolves the construction k of an object of class cd
// at pos.
func (c *checker) resolveConstructor(pos source.Pos, cd *types.ClassDecl, k construction) ctorChoice {
	if anyDependent(k.args) || argsUnknown(k.args) {
		return ctorChoice{why: "an argument of unknown type"}
	}
	if !c.knownClass(cd, 0) {
		return ctorChoice{why: c.unknownClassWhy(cd, 0)}
	}
	if !k.list && len(k.args) == 1 && isPRValueOf(k.args[0], cd) {
		return ctorChoice{kind: ctorElided, sure: true}
	}
	tab := c.tableOf(cd)
	var decls []types.Decl
	declared, hasCopy, hasMove, listCtor := false, false, false, false
	if tab != nil {
		if c.mayInheritConstructors(cd, tab) {
			return ctorChoice{why: "class " + types.QualifiedName(cd) + " may inherit constructors"}
		}
		for _, d := range tab.names[cd.Name] {
			var f *types.FunctionDecl
			switch x := d.(type) {
			case *types.FunctionDecl:
				f = x
			case *types.TemplateDecl:
				f, _ = x.Pattern.(*types.FunctionDecl)
			case *types.ClassDecl:
				continue // the injected-class-name
			}
			if f == nil || f.Kind != types.Constructor {
				return ctorChoice{why: "the constructors of " + types.QualifiedName(cd) + " are not all known"}
			}
			declared = true
			if _, isFn := d.(*types.FunctionDecl); isFn {
				if f.Type == nil {
					return ctorChoice{why: "the type of a constructor of " + types.QualifiedName(cd) + " is not known"}
				}
				switch c.copyShape(f, cd) {
				case ctorCopy:
					hasCopy = true
				case ctorMove:
					hasMove = true
				}
			}
			if c.mayTakeInitList(d, f) {
				listCtor = true
			}
			if fi := c.funcInfoOf(f); k.copyInit && fi != nil && fi.explicit {
				continue
			}
			if f == c.excluded.fn {
				continue
			}
			decls = append(decls, d)
		}
	}
	if k.list && len(k.args) > 0 {
		if listCtor {
			return ctorChoice{why: "list-initialization of " + types.QualifiedName(cd) + ", which has an initializer-list constructor"}
		}
		if !declared && !(len(k.args) == 1 && c.bindsSelf(k.args[0], cd)) {
			return c.aggregateChoice(cd, k.args)
		}
	}
	if k.copyInit && len(k.args) == 1 {
		if ac := classDeclOf(k.args[0].t); ac != nil && ac != cd && !c.isBaseOf(cd, ac, 0) && c.mayConvertTo(ac, cd, 0) {
			return ctorChoice{why: "a conversion function of " + types.QualifiedName(ac) + " may apply"}
		}
	}
	implicit := c.implicitCtors(cd, tab, declared, hasCopy, hasMove)
	for _, f := range implicit {
		if f != nil && f != c.excluded.fn {
			decls = append(decls, f)
		}
	}
	saved := c.reporting
	c.reporting = false
	fn, _, sure, noneViable := c.resolveCallViable(&ast.CallExpr{At: pos}, exprInfo{fns: decls}, k.args)
	c.reporting = saved
	switch {
	case fn == nil && noneViable && declared:
		return ctorChoice{why: "no constructor of " + types.QualifiedName(cd) + " applies", none: true}
	case fn == nil:
		return ctorChoice{why: "no constructor of " + types.QualifiedName(cd) + " is known to apply"}
	case !sure:
		return ctorChoice{why: "several constructors of " + types.QualifiedName(cd) + " may apply"}
	}
	for i, f := range implicit {
		if f == fn {
			return ctorChoice{kind: ctorDefault + ctorKind(i), sure: true}
		}
	}
	return ctorChoice{fn: fn, sure: true}
}

// isPRValueOf reports whether a is a prvalue of class cd (its
// unqualified type).
func isPRValueOf(a exprInfo, cd *types.ClassDecl) bool {
	return !a.lvalue && !a.xvalue && a.t != nil && classDeclOf(a.t) == cd
}

// isInitializerList reports whether t is std::initializer_list<E> (or a
// reference to one).
func isInitializerList(t types.Type) bool {
	if r, ok := t.Canonical().(*types.Reference); ok {
		t = r.Elem
	}
	cd := classDeclOf(t)
	if cd == nil || cd.Template == nil || cd.Template.Name != "initializer_list" {
		return false
	}
	ns, ok := cd.Template.Parent.(*types.Namespace)
	return ok && ns.Name == "std"
}

// copyShape tells whether constructor f of cd is a copy constructor (its
// first parameter an lvalue reference to cd, the others defaulted), a
// move constructor (an rvalue reference), or neither (ctorDeclared).
func (c *checker) copyShape(f *types.FunctionDecl, cd *types.ClassDecl) ctorKind {
	params := f.Type.Params
	if len(params) == 0 {
		return ctorDeclared
	}
	if len(params) > 1 {
		if fi := c.funcInfoOf(f); fi == nil || c.defaultCount(fi) < len(params)-1 {
			return ctorDeclared
		}
	}
	r, ok := params[0].Canonical().(*types.Reference)
	if !ok || classDeclOf(r.Elem) != cd {
		return ctorDeclared
	}
	if r.RValue {
		return ctorMove
	}
	return ctorCopy
}

// implicitCtors returns cd's implicitly declared default, copy and move
// constructors, in that order, nil where it has none: the default one
// when no constructor is declared, the copy one unless one is declared,
// the move one unless a copy or move constructor, a copy or move
// assignment or a destructor is declared. They are made once per class.
func (c *checker) implicitCtors(cd *types.ClassDecl, tab *memberTable, declared, hasCopy, hasMove bool) [3]*types.FunctionDecl {
	all := c.implicitCtorDecls[cd]
	if all == nil {
		if c.implicitCtorDecls == nil {
			c.implicitCtorDecls = map[*types.ClassDecl]*[3]*types.FunctionDecl{}
		}
		all = &[3]*types.FunctionDecl{}
		void := c.builtin(types.Void)
		params := [3][]types.Type{
			nil,
			{c.ctx.ReferenceTo(c.ctx.Qualify(cd.Type, types.Const), false)},
			{c.ctx.ReferenceTo(cd.Type, true)},
		}
		for i := range all {
			f := c.ctx.NewFunction(cd, cd.Name, c.ctx.FunctionType(types.Function{Result: void, Params: params[i]}))
			f.Kind, f.Pos, f.Exec = types.Constructor, cd.Pos, types.HostSpace|types.DeviceSpace
			all[i] = f
		}
		c.implicitCtorDecls[cd] = all
	}
	var out [3]*types.FunctionDecl
	if !declared {
		out[0] = all[0]
	}
	if !hasCopy {
		out[1] = all[1]
		if !hasMove && !cd.UserDeclared.Destructor && !c.declaresAssignment(cd, tab) {
			out[2] = all[2]
		}
	}
	return out
}

// declaresAssignment reports whether cd declares a copy or move
// assignment operator (which suppresses the implicit move constructor).
func (c *checker) declaresAssignment(cd *types.ClassDecl, tab *memberTable) bool {
	if tab == nil {
		return false
	}
	for _, d := range tab.names["operator="] {
		f, ok := d.(*types.FunctionDecl)
		if !ok || f.Type == nil || len(f.Type.Params) != 1 {
			continue
		}
		p := f.Type.Params[0]
		if r, isRef := p.Canonical().(*types.Reference); isRef {
			p = r.Elem
		}
		if classDeclOf(p) == cd {
			return true
		}
	}
	return false
}

// unknownClassWhy says why knownClass(cd) is false, for a message.
func (c *checker) unknownClassWhy(cd *types.ClassDecl, depth int) string {
	name := types.QualifiedName(cd)
	switch {
	case !cd.Complete:
		return "class " + name + " is not complete"
	case types.IsDependent(cd.Type):
		return "class " + name + " is dependent"
	case c.tableOf(cd) != nil && c.tableOf(cd).incomplete:
		return "the members of class " + name + " are not all known"
	}
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return "a base of class " + name + " is not known"
		}
		if depth < 32 && !c.knownClass(bc, depth+1) {
			return c.unknownClassWhy(bc, depth+1)
		}
	}
	return "class " + name + " is not known"
}

// implicitObject is *this in the non-static member function being walked
// (outside lambdas): an lvalue of its class, with the function's
// qualifiers.
func (c *checker) implicitObject() (exprInfo, bool) {
	fn := c.curFn
	if fn == nil || c.inLambda || c.lam != nil || fn.Static || fn.Type == nil {
		return exprInfo{}, false
	}
	cd, ok := fn.Parent.(*types.ClassDecl)
	if !ok || cd.Lambda != nil {
		return exprInfo{}, false
	}
	return exprInfo{t: c.ctx.Qualify(cd.Type, fn.Type.CV), lvalue: true}, true
}

// membersOf reports whether every function in fns is a member of cd or of
// a base of it.
func (c *checker) membersOf(fns []types.Decl, cd *types.ClassDecl) bool {
	for _, d := range fns {
		p, ok := d.Base().Parent.(*types.ClassDecl)
		if !ok || p != cd && !c.isBaseOf(p, cd, 0) {
			return false
		}
	}
	return true
}
