package sema

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// exprInfo is what sema knows about an expression.
type exprInfo struct {
	t types.Type // without reference; nil when unknown
	// fns is the overload set a name denotes (functions and function
	// templates); explicit are template arguments written on it.
	fns      []types.Decl
	explicit []ast.TemplateArg
	// object is set for a member access naming member functions.
	object   *exprInfo
	typeName types.Type
	// (The flags come last, together: an exprInfo is returned and copied
	// by value everywhere, and each padded flag between pointers cost 8
	// bytes; 104 bytes instead of 120.)
	lvalue, xvalue bool
	hasExplicit    bool
	dependent      bool
	null           bool // a null pointer constant
	// adlUnsure is set on a callee when argument-dependent lookup may find
	// functions sema does not see (friends declared in associated classes).
	adlUnsure bool
	// thisObject is set when object is the implicit *this of an
	// unqualified call of a member function (see implicitObject).
	thisObject bool
	// nonVirtual is set on a member function named with a qualified
	// name (obj.Base::f): its call does not dispatch.
	nonVirtual bool
	// absent is set on a member access, in an unevaluated operand, naming
	// a member its class certainly lacks: a call of it runs nothing.
	absent bool
	// pseudoDestructor is set on x.~T with x of scalar type: its call
	// ends x's lifetime, runs nothing, and is of type void.
	pseudoDestructor bool
	// braced is set on a braced-init-list written as an argument ({1,
	// 2}); it has no type, and listLen counts its elements (listUncounted
	// when a pack expansion among them leaves the count open).
	braced  bool
	listLen uint8
}

// listUncounted is the element count of a braced list that sema cannot
// count (a pack expansion, or more elements than a uint8 holds).
const listUncounted = 255

// bracedList is the exprInfo of a braced-init-list with elements elems.
func bracedList(elems []ast.Expr) exprInfo {
	n := len(elems)
	for _, e := range elems {
		if _, isPack := e.(*ast.PackExpansion); isPack {
			n = listUncounted
		}
	}
	return exprInfo{braced: true, listLen: uint8(min(n, listUncounted))}
}

// typeExpr types an expression without reporting anything.
func (c *checker) typeExpr(e ast.Expr) exprInfo {
	saved := c.reporting
	c.reporting = false
	x := c.expr(e)
	c.reporting = saved
	return x
}

// exprTypeOnly returns an expression's type (nil when unknown).
func (c *checker) exprTypeOnly(e ast.Expr) types.Type { return c.typeExpr(e).t }

// walkExpr analyses an expression of user code, reporting problems.
func (c *checker) walkExpr(e ast.Expr) exprInfo {
	if e == nil {
		return exprInfo{}
	}
	saved := c.reporting
	c.reporting = c.user(e.Pos())
	x := c.expr(e)
	c.reporting = saved
	return x
}

func (c *checker) rvalue(t types.Type) exprInfo { return exprInfo{t: t} }

func (c *checker) builtin(k types.BuiltinKind) types.Type { return c.ctx.Builtin(k) }

// expr types e, checking it when c.reporting is set.
func (c *checker) expr(e ast.Expr) exprInfo {
	switch x := e.(type) {
	case nil:
		return exprInfo{}
	case *ast.Literal:
		return c.literal(x)
	case *ast.StringConcat:
		n := int64(1)
		for _, p := range x.Parts {
			s, err := strconv.Unquote(p.Text)
			if err != nil {
				return exprInfo{lvalue: true}
			}
			n += int64(len(s))
		}
		return exprInfo{t: c.ctx.ArrayOf(c.ctx.Qualify(c.builtin(types.Char), types.Const), n), lvalue: true}
	case *ast.ParenExpr:
		return c.expr(x.X)
	case *ast.NameExpr:
		return c.nameExpr(x)
	case *ast.ThisExpr:
		if c.lam != nil {
			c.noteThisUse(x.At)
		}
		if o, ok := c.implicitObject(); ok {
			return c.rvalue(c.ctx.PointerTo(o.t))
		}
		for s := c.scope; s != nil; s = s.parent {
			if s.kind == classScope {
				return c.rvalue(c.ctx.PointerTo(s.decl.(*types.ClassDecl).Type))
			}
		}
		c.checkThisOutsideMember(x)
		return exprInfo{}
	case *ast.UnaryExpr:
		return c.unary(x)
	case *ast.BinaryExpr:
		return c.binary(x)
	case *ast.CondExpr:
		cond := c.expr(x.Cond)
		c.deviceVarRead(x.Cond)
		c.checkBoolCondition(x.Cond, cond) // (classconv.go)
		var a exprInfo
		if x.Then != nil {
			a = c.expr(x.Then)
		} else {
			a = cond
		}
		b := c.expr(x.Else)
		if !(a.lvalue && b.lvalue) {
			c.deviceVarRead(x.Then)
			c.deviceVarRead(x.Else)
		}
		if ca := classDeclOf(a.t); ca != nil && ca == classDeclOf(b.t) {
			return c.classConditional(x.At, ca, a, b)
		}
		if a.t != nil && b.t != nil && a.t.Canonical() == b.t.Canonical() {
			return exprInfo{t: a.t, lvalue: a.lvalue && b.lvalue}
		}
		if a.t != nil && b.t != nil {
			// Types that differ in their qualifiers only (char const *
			// and char const *const): the more qualified one.
			ua, cva := types.Split(a.t.Canonical())
			ub, cvb := types.Split(b.t.Canonical())
			if ua == ub {
				if a.lvalue && b.lvalue {
					return exprInfo{t: c.ctx.Qualify(ua, cva|cvb), lvalue: true}
				}
				return c.rvalue(ua)
			}
		}
		if isArith(a.t) && isArith(b.t) {
			return c.rvalue(c.commonType(a.t, b.t))
		}
		if r, ok := c.decayedConditional(a, b); ok {
			return r
		}
		return exprInfo{dependent: a.dependent || b.dependent}
	case *ast.CallExpr:
		return c.call(x)
	case *ast.LaunchExpr:
		return c.launch(x)
	case *ast.IndexExpr:
		a := c.expr(x.X)
		i := c.expr(x.Index)
		var r exprInfo
		overloaded := false
		if classDeclOf(a.t) != nil || classDeclOf(i.t) != nil {
			var none bool
			r, overloaded, none = c.classOperator(x.At, "[]", []exprInfo{a, i}, true)
			if none {
				c.checkClassSubscript(x, a, i) // (scopedenumop.go)
			}
		} else {
			c.systemOperator(x.At, &a, &i, opResolution{})
		}
		if a.t != nil && isPointer(a.t) {
			c.deviceVarRead(x.X)
		}
		c.deviceVarRead(x.Index)
		if overloaded {
			return r
		}
		for _, v := range []exprInfo{a, i} {
			if v.t == nil {
				continue
			}
			switch u := v.t.Canonical().(type) {
			case *types.Pointer:
				return exprInfo{t: u.Elem, lvalue: true}
			case *types.Array:
				return exprInfo{t: u.Elem, lvalue: true}
			}
		}
		return exprInfo{dependent: a.dependent}
	case *ast.MemberExpr:
		return c.member(x)
	case *ast.PtrMemExpr:
		c.expr(x.X)
		c.expr(x.Y)
		return exprInfo{}
	case *ast.CastExpr:
		t := c.typeID(x.Type)
		if len(x.Args) == 0 && x.X == nil && (x.Kind == ast.CastFunctional || x.Kind == ast.CastBrace) {
			c.checkValueInitialized(x.At, t, x.Kind == ast.CastBrace) // (valueinit.go)
		}
		bound := false // a reference bound to the operand itself
		var xi exprInfo
		if x.X != nil {
			xi = c.expr(x.X)
			c.systemConverted(x.At, &xi)
			bound = t != nil && (bindsDirectly(xi, t) || c.bindsBase(xi, t) || c.bindsDowncast(xi, t, x.Kind))
		}
		if x.X != nil && (x.Kind == ast.CastStatic || x.Kind == ast.CastC) && classDeclOf(t) != nil && c.watching() {
			// static_cast<T>(e), (T)e: the direct-initialization
			// T t(e) ([expr.static.cast]/4).
			c.systemConstructed(x.At, t, construction{args: []exprInfo{xi}})
		} else if (x.Kind == ast.CastFunctional || x.Kind == ast.CastBrace) && classDeclOf(t) != nil && c.watching() {
			// T(args), T{args}: a construction.
			k := construction{args: c.callArgs(x.Args), list: x.Kind == ast.CastBrace}
			c.systemConstructed(x.At, t, k)
			if !k.list {
				c.checkHostConstructs(x.At, t, k, false) // (constructspace.go)
				c.checkConstructionWithArgs(x.At, t, k)  // (accesscheck.go)
			}
		} else if cd := c.instanceMadeClass(t); cd != nil && (x.Kind == ast.CastFunctional || x.Kind == ast.CastBrace) {
			// T(args), T{args} in an instance the first walk walks.
			c.instanceConstructs(x.At, cd, construction{args: c.callArgs(x.Args), list: x.Kind == ast.CastBrace}, true)
		} else {
			for _, a := range x.Args {
				ai := c.expr(a)
				c.systemConverted(x.At, &ai)
			}
			if !bound {
				c.systemMade(x.At, t)
			}
		}
		if t != nil && !isReferenceType(t) {
			c.deviceVarRead(x.X)
			if len(x.Args) == 1 {
				c.deviceVarRead(x.Args[0])
			}
		}
		if t == nil {
			return exprInfo{dependent: c.inDependent()}
		}
		if r, ok := t.Canonical().(*types.Reference); ok {
			return exprInfo{t: r.Elem, lvalue: !r.RValue, xvalue: r.RValue}
		}
		return c.rvalue(t)
	case *ast.SizeofExpr:
		if x.X != nil {
			// An unevaluated operand (thrust's has_X traits:
			// sizeof(test<T>(0))).
			c.unevaluated++
			c.typeUnevaluated(x.X)
			c.unevaluated--
		}
		c.checkSizeofIncomplete(x)
		return c.rvalue(c.builtin(types.ULong))
	case *ast.NoexceptExpr:
		return c.rvalue(c.builtin(types.Bool))
	case *ast.TypeidExpr:
		if x.X != nil {
			c.expr(x.X)
		}
		return exprInfo{lvalue: true}
	case *ast.NewExpr:
		for _, a := range x.Placement {
			c.expr(a)
		}
		t := c.typeID(x.Type)
		if c.reporting {
			c.checkAbstractObject(x.At, t)       // (abstractclass.go)
			c.checkNewDefaultConstructible(x, t) // (defaultctor.go)
		}
		if classDeclOf(t) != nil && c.watching() {
			// new T(args), new T{args}, new T: a construction, and
			// the class's operator new.
			k := construction{args: c.callArgs(x.Args)}
			if il, ok := x.Init.(*ast.InitList); ok {
				k.list = true
				k.args = append(k.args, c.callArgs(il.Elems)...)
			} else if x.Init != nil {
				k.args = append(k.args, c.expr(x.Init))
			}
			c.systemConstructed(x.At, t, k)
			if !k.list {
				c.checkHostConstructs(x.At, t, k, false) // (constructspace.go)
				c.checkConstructionWithArgs(x.At, t, k)  // (accesscheck.go)
			}
		} else if cd := c.instanceMadeClass(t); cd != nil {
			// new T(args) in an instance the first walk walks.
			k := construction{args: c.callArgs(x.Args)}
			if il, ok := x.Init.(*ast.InitList); ok {
				k.list = true
				k.args = append(k.args, c.callArgs(il.Elems)...)
			} else if x.Init != nil {
				k.args = append(k.args, c.expr(x.Init))
			}
			c.instanceConstructs(x.At, cd, k, false)
		} else {
			for _, a := range x.Args {
				c.expr(a)
			}
			if x.Init != nil {
				c.expr(x.Init)
			}
			c.systemMade(x.At, t)
		}
		if t == nil {
			return exprInfo{}
		}
		if a, ok := t.Canonical().(*types.Array); ok {
			return c.rvalue(c.ctx.PointerTo(a.Elem))
		}
		return c.rvalue(c.ctx.PointerTo(t))
	case *ast.DeleteExpr:
		c.expr(x.X)
		return c.rvalue(c.builtin(types.Void))
	case *ast.ThrowExpr:
		if x.X != nil {
			c.expr(x.X)
		}
		return c.rvalue(c.builtin(types.Void))
	case *ast.LambdaExpr:
		return c.lambda(x)
	case *ast.InitList:
		c.callArgs(x.Elems) // each pack expansion per element
		return bracedList(x.Elems)
	case *ast.DesignatedInit:
		c.expr(x.Init)
		return exprInfo{}
	case *ast.StmtExpr:
		if x.Body != nil {
			c.push(blockScope, nil)
			c.walkBlockStmts(x.Body.Stmts)
			c.pop()
		}
		return exprInfo{}
	case *ast.BuiltinExpr:
		switch x.Name {
		case "__builtin_offsetof":
			return c.rvalue(c.builtin(types.ULong))
		}
		if v, ok := c.builtinTrait(x); ok {
			return c.rvalue(v.t)
		}
		for _, a := range x.Args {
			if a.Expr != nil {
				c.expr(a.Expr)
			}
		}
		return exprInfo{}
	case *ast.PackExpansion:
		c.expr(x.X)
		return exprInfo{dependent: true}
	case *ast.FoldExpr:
		return c.fold(x)
	case *ast.CoYieldExpr:
		c.expr(x.X)
		return exprInfo{}
	}
	return exprInfo{}
}

func (c *checker) literal(x *ast.Literal) exprInfo {
	switch x.Kind {
	case token.String:
		s, err := strconv.Unquote(x.Text)
		if err != nil {
			return exprInfo{lvalue: true}
		}
		return exprInfo{t: c.ctx.ArrayOf(c.ctx.Qualify(c.builtin(types.Char), types.Const), int64(len(s)+1)), lvalue: true}
	}
	v, ok := c.literalValue(x)
	if !ok {
		return exprInfo{}
	}
	info := c.rvalue(v.t)
	if x.Kind == token.Ident && (x.Text == "nullptr" || x.Text == "__null") {
		info.null = true
	}
	if x.Kind == token.Number && !v.float && v.i == 0 {
		info.null = true
	}
	return info
}

// nameExpr types an id-expression, reporting an undeclared identifier when
// sema is sure it is one.
func (c *checker) nameExpr(x *ast.NameExpr) exprInfo {
	n := x.Name
	last := n.Last()
	if last.Kind == ast.NameIdent && len(n.Parts) == 1 && !n.Global {
		switch last.Ident {
		case "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__":
			// static const char __func__[]: its length is left
			// unknown (sizeof stays unknown), its type is not.
			return exprInfo{t: c.ctx.ArrayOf(c.ctx.Qualify(c.builtin(types.Char), types.Const), -1), lvalue: true}
		}
	}
	r := c.lookupName(n)
	if len(r.decls) == 0 {
		// The parser reports undeclared names (sema adds only callees with
		// arguments, see undeclaredCallee); a qualified one naming nothing
		// in its namespace or class is sema's to report.
		if r.sure {
			c.checkNoScopeMember(n)
		}
		return exprInfo{dependent: c.inDependent()}
	}
	if c.lam != nil {
		c.noteLambdaUse(r.decls, x.Pos())
	}
	c.checkNameAccess(n, r.decls) // (accesscheck.go)
	info := c.declRef(r.decls, last)
	if info.hasExplicit && !c.inDependent() {
		var target *types.Function
		if c.fnTarget.expr == ast.Expr(x) {
			target = c.fnTarget.t
		}
		info = c.namedKernelInstance(info, x.Pos(), target, c.launchCallee == ast.Expr(x))
	}
	if len(info.fns) > 0 && info.object == nil {
		// A member function called in a member function: on *this,
		// whose qualifiers pick among const overloads; named with a
		// qualified name (super_t::base_reference()), not virtually.
		if o, ok := c.implicitObject(); ok && c.membersOf(info.fns, classDeclOf(o.t)) {
			info.object, info.thisObject = &o, true
			info.nonVirtual = len(n.Parts) > 1 || n.Global
		}
	}
	if c.systemMode() {
		c.systemName(x, info)
	}
	return info
}

// isBuiltinName reports names the implementation may provide without a
// declaration sema can see (compiler and NVIDIA device builtins are all
// reserved identifiers starting with "__").
func isBuiltinName(s string) bool {
	return len(s) > 2 && s[0] == '_' && s[1] == '_'
}

// declRef types a reference to the declarations a name found.
func (c *checker) declRef(ds []types.Decl, last *ast.NamePart) exprInfo {
	var fns []types.Decl
	for _, d := range ds {
		if b, ok := d.(*paramPack); ok {
			// A function parameter pack: in an expansion, the element
			// it stands for; outside one, nothing sema can type.
			v, ok := c.paramPackElem(b)
			if !ok {
				return exprInfo{dependent: true}
			}
			d = v
		}
		switch x := d.(type) {
		case *types.FunctionDecl:
			fns = append(fns, x)
			continue
		case *types.TemplateDecl:
			if x.Kind == types.FunctionTemplate {
				fns = append(fns, x)
				continue
			}
			if x.Kind == types.VariableTemplate {
				if last != nil && last.HasArgs() && !c.inDependent() {
					if t := c.varTemplateType(x, last); t != nil {
						if r, ok := t.Canonical().(*types.Reference); ok {
							t = r.Elem
						}
						return exprInfo{t: t, lvalue: true}
					}
				}
				return exprInfo{lvalue: true, dependent: c.inDependent()}
			}
		}
		if len(fns) > 0 {
			continue
		}
		switch x := d.(type) {
		case *types.VarDecl:
			if x.Type == nil {
				return exprInfo{lvalue: true}
			}
			if r, ok := x.Type.Canonical().(*types.Reference); ok {
				return exprInfo{t: r.Elem, lvalue: true, dependent: types.IsDependent(x.Type)}
			}
			return exprInfo{t: x.Type, lvalue: true, dependent: types.IsDependent(x.Type)}
		case *types.FieldDecl:
			if x.Type == nil {
				return exprInfo{lvalue: true}
			}
			// A reference member names what it refers to, as a variable
			// does.
			if r, ok := x.Type.Canonical().(*types.Reference); ok {
				return exprInfo{t: r.Elem, lvalue: true, dependent: types.IsDependent(x.Type)}
			}
			return exprInfo{t: x.Type, lvalue: true, dependent: types.IsDependent(x.Type)}
		case *enumConst:
			return c.rvalue(x.enum.Type)
		case *valueBinding:
			return c.rvalue(x.typ)
		case *types.TemplateParam, *exprBinding:
			return exprInfo{dependent: true}
		case *packBinding:
			if a, ok := c.packElem(x); ok {
				switch a.Kind {
				case types.TypeArg:
					return exprInfo{typeName: a.Type}
				case types.IntegralArg:
					return c.rvalue(a.Type)
				}
			}
			return exprInfo{dependent: true}
		case *types.ClassDecl, *types.EnumDecl, *types.TypedefDecl, *typeBinding:
			return exprInfo{typeName: c.typeFromDecls([]types.Decl{d}, last)}
		}
		return exprInfo{}
	}
	info := exprInfo{fns: fns}
	if last != nil && last.HasArgs() {
		info.explicit, info.hasExplicit = last.Args(), true
	}
	if len(fns) == 1 {
		if f, ok := fns[0].(*types.FunctionDecl); ok && f.Type != nil {
			info.t = f.Type
			info.lvalue = true
		}
	}
	return info
}

func isArith(t types.Type) bool {
	if t == nil {
		return false
	}
	k, ok := builtinKindOf(t)
	if !ok {
		return false
	}
	if u, _ := types.Split(t); u != nil {
		if e, isE := u.(*types.Enum); isE && e.Decl.Scoped {
			return false
		}
	}
	return k.IsInteger() || k.IsFloating()
}

// commonType is the type of the usual arithmetic conversions.
func (c *checker) commonType(a, b types.Type) types.Type {
	ka, _ := builtinKindOf(a)
	kb, _ := builtinKindOf(b)
	if ka.IsFloating() || kb.IsFloating() {
		switch {
		case !kb.IsFloating():
			return c.builtin(ka)
		case !ka.IsFloating():
			return c.builtin(kb)
		case rankF(ka) >= rankF(kb):
			return c.builtin(ka)
		}
		return c.builtin(kb)
	}
	va, _ := c.arith(cval{t: a, unsigned: !ka.IsSigned()}, cval{t: b, unsigned: !kb.IsSigned()})
	return va.t
}

func rankF(k types.BuiltinKind) int {
	switch k {
	case types.Float16:
		return 0
	case types.Float, types.Float32:
		return 1
	case types.Double, types.Float64:
		return 2
	}
	return 3
}

func (c *checker) unary(x *ast.UnaryExpr) exprInfo {
	if x.Op == ast.ULabelAddr {
		return c.rvalue(c.ctx.PointerTo(c.builtin(types.Void)))
	}
	a := c.expr(x.X)
	if x.Op == ast.UExtension {
		return a // __extension__ e is e
	}
	var r exprInfo
	overloaded := false
	if x.Op != ast.UAddr {
		if sp := unarySpelling(x.Op); sp == "" || classDeclOf(a.t) == nil {
			c.systemOperator(x.At, &a, nil, opResolution{})
		} else {
			var none bool
			r, overloaded, none = c.classOperator(x.At, sp, c.unaryOperands(x.Op, a), false)
			if none {
				c.checkClassUnary(x, a) // (scopedenumop.go)
			}
		}
	}
	switch x.Op {
	case ast.UDeref, ast.UNot, ast.UPlus, ast.UMinus, ast.UCompl:
		c.deviceVarRead(x.X)
	case ast.UPreInc, ast.UPreDec, ast.UPostInc, ast.UPostDec:
		c.deviceVarRead(x.X)
		c.deviceVarWritten(x.X)
	}
	if overloaded {
		return r
	}
	switch x.Op {
	case ast.UPreInc, ast.UPreDec, ast.UPostInc, ast.UPostDec:
		c.checkModifiable(x.X, a)
	}
	switch x.Op {
	case ast.UDeref:
		if a.t != nil {
			switch u := a.t.Canonical().(type) {
			case *types.Pointer:
				return exprInfo{t: u.Elem, lvalue: true}
			case *types.Array:
				return exprInfo{t: u.Elem, lvalue: true}
			case *types.Function:
				return exprInfo{t: a.t, lvalue: true, fns: a.fns}
			}
		}
		return exprInfo{dependent: a.dependent}
	case ast.UAddr:
		if len(a.fns) == 1 {
			if f, ok := a.fns[0].(*types.FunctionDecl); ok && f.Type != nil {
				if cls, isMember := f.Parent.(*types.ClassDecl); isMember && !f.Static {
					return c.rvalue(c.ctx.MemberPointerTo(cls.Type, f.Type))
				}
				return c.rvalue(c.ctx.PointerTo(f.Type))
			}
		}
		if a.t != nil && a.lvalue && classDeclOf(a.t) == nil {
			return c.rvalue(c.ctx.PointerTo(a.t))
		}
		if classDeclOf(a.t) != nil {
			// An rvalue too: its class's operator& may take it
			// (&*it, where *it yields thrust's device_reference).
			if r, ok := c.addressOfObject(x.At, a); ok {
				return r
			}
		}
		return exprInfo{dependent: a.dependent}
	case ast.UNot:
		return c.rvalue(c.builtin(types.Bool))
	case ast.UPreInc, ast.UPreDec:
		if isArith(a.t) || isPointer(a.t) {
			return exprInfo{t: a.t, lvalue: true}
		}
	case ast.UPostInc, ast.UPostDec:
		if isArith(a.t) || isPointer(a.t) {
			return c.rvalue(types.Unqualified(a.t))
		}
	case ast.UPlus, ast.UMinus, ast.UCompl:
		if isArith(a.t) {
			k, _ := builtinKindOf(a.t)
			if k.IsFloating() {
				return c.rvalue(c.builtin(k))
			}
			return c.rvalue(c.promote(cval{t: a.t}).t)
		}
		if x.Op == ast.UPlus && isPointer(a.t) {
			return c.rvalue(a.t)
		}
	case ast.UExtension:
		return a
	case ast.UReal, ast.UImag:
		return exprInfo{}
	}
	return exprInfo{dependent: a.dependent}
}

func isPointer(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Canonical().(*types.Pointer)
	if !ok {
		if q, isQ := t.Canonical().(*types.Qualified); isQ {
			_, ok = q.Elem.(*types.Pointer)
		}
	}
	return ok
}

func (c *checker) binary(x *ast.BinaryExpr) exprInfo {
	a := c.expr(x.X)
	b := c.expr(x.Y)
	var r exprInfo
	overloaded := false
	if classDeclOf(a.t) != nil || classDeclOf(b.t) != nil {
		var none bool
		r, overloaded, none = c.classOperator(x.At, x.Op.String(), []exprInfo{a, b}, memberOnlyOperator(x.Op))
		if none {
			c.checkClassOperands(x, a, b) // (scopedenumop.go)
		}
	} else {
		c.systemOperator(x.At, &a, &b, opResolution{})
		c.checkScopedEnumOperands(x, a, b)
	}
	dep := a.dependent || b.dependent
	switch x.Op {
	case token.Comma:
	case token.Assign:
		c.deviceVarWritten(x.X)
		c.deviceVarRead(x.Y)
	case token.PlusAssign, token.MinusAssign, token.StarAssign, token.SlashAssign,
		token.PercentAssign, token.AmpAssign, token.PipeAssign, token.CaretAssign, token.ShlAssign, token.ShrAssign:
		c.deviceVarRead(x.X)
		c.deviceVarWritten(x.X)
		c.deviceVarRead(x.Y)
	default:
		c.deviceVarRead(x.X)
		c.deviceVarRead(x.Y)
	}
	if overloaded {
		return r
	}
	switch x.Op {
	case token.Comma:
		return b
	case token.AmpAmp, token.PipePipe:
		return c.rvalue(c.builtin(types.Bool))
	case token.Assign, token.PlusAssign, token.MinusAssign, token.StarAssign, token.SlashAssign,
		token.PercentAssign, token.AmpAssign, token.PipeAssign, token.CaretAssign, token.ShlAssign, token.ShrAssign:
		if classDeclOf(b.t) == nil {
			c.checkModifiable(x.X, a)
		}
		if a.t != nil && classDeclOf(a.t) == nil {
			if x.Op == token.Assign {
				c.checkAssignValue(x, a, b)
			}
			return exprInfo{t: a.t, lvalue: true}
		}
		return exprInfo{dependent: dep}
	case token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq:
		if (isArith(a.t) || isPointer(a.t)) && (isArith(b.t) || isPointer(b.t)) {
			return c.rvalue(c.builtin(types.Bool))
		}
		return exprInfo{dependent: dep}
	case token.Shl, token.Shr:
		if isArith(a.t) && isArith(b.t) {
			return c.rvalue(c.promote(cval{t: a.t}).t)
		}
		return exprInfo{dependent: dep}
	case token.Plus, token.Minus:
		if isPointer(a.t) && isArith(b.t) {
			return c.rvalue(a.t)
		}
		if x.Op == token.Plus && isArith(a.t) && isPointer(b.t) {
			return c.rvalue(b.t)
		}
		if arr, ok := arrayOf(a.t); ok && isArith(b.t) {
			return c.rvalue(c.ctx.PointerTo(arr.Elem))
		}
		if x.Op == token.Minus && isPointer(a.t) && isPointer(b.t) {
			return c.rvalue(c.builtin(types.Long))
		}
	}
	if isArith(a.t) && isArith(b.t) {
		return c.rvalue(c.commonType(a.t, b.t))
	}
	return exprInfo{dependent: dep}
}

func arrayOf(t types.Type) (*types.Array, bool) {
	if t == nil {
		return nil, false
	}
	a, ok := t.Canonical().(*types.Array)
	return a, ok
}

// member types x.name and x->name.
func (c *checker) member(x *ast.MemberExpr) exprInfo {
	obj := c.expr(x.X)
	c.systemMember(x, &obj)
	if obj.t == nil {
		return exprInfo{dependent: obj.dependent}
	}
	if x.Arrow {
		c.deviceVarRead(x.X)
		// On an object of class type, -> applies the class's operator->
		// to the object, and again to what it returns, until that is a
		// pointer ([over.ref]: unique_ptr's p->x, an iterator's it->first).
		for depth := 0; classDeclOf(obj.t) != nil; depth++ {
			if depth == 8 || types.IsDependent(obj.t) {
				return exprInfo{dependent: types.IsDependent(obj.t)}
			}
			r, ok, _ := c.classOperator(x.At, "->", []exprInfo{obj}, true)
			if !ok || r.t == nil {
				return exprInfo{}
			}
			obj = r
		}
	}
	t := obj.t
	if x.Arrow {
		p, ok := types.Unqualified(t).Canonical().(*types.Pointer)
		if !ok {
			return exprInfo{}
		}
		t = p.Elem
	}
	cd := classDeclOf(t)
	if cd == nil {
		if x.Name.Last().Kind == ast.NameDestructor && !types.IsDependent(t) && isScalarType(t) {
			// thrust's gozer (x.~T()), CCCL's is_destructible
			// (decltype(declval<T&>().~T())).
			return exprInfo{pseudoDestructor: true}
		}
		c.checkMemberOfNonClass(x, obj)
		return exprInfo{dependent: types.IsDependent(t)}
	}
	c.complete(cd)
	qualified := len(x.Name.Parts) > 1 || x.Name.Global
	lookIn := cd
	if qualified {
		// obj.Base::f: f as a member of Base, a base of obj's class
		// (or the class itself); a call of it is not virtual.
		sc, _, ok := c.scopeEntity(x.Name, len(x.Name.Parts)-1)
		bc, isClass := sc.(*types.ClassDecl)
		if !ok || !isClass || bc != cd && !c.isBaseOf(bc, cd, 0) {
			return exprInfo{dependent: types.IsDependent(t)}
		}
		lookIn = bc
	}
	r := c.classMember(lookIn, partKey(x.Name.Last()), 0)
	if len(r.decls) == 0 {
		if info, ok := c.namedDestructor(x, obj, cd); ok {
			return info
		}
		if c.unevaluated > 0 && r.sure {
			// decltype(declval<T>().system()) in a detection trait:
			// a substitution failure, where nothing runs.
			return exprInfo{absent: true}
		}
		c.systemUnknownMember(x, cd)
		if r.sure {
			c.checkNoMember(x, cd)
		}
		return exprInfo{}
	}
	if len(r.decls) == 1 && !qualified {
		if _, isFn := r.decls[0].(*types.FunctionDecl); !isFn {
			c.checkMemberAccess(x.Name.Last().At, r.decls[0], lookIn) // (accesscheck.go)
		}
	}
	info := c.declRef(r.decls, x.Name.Last())
	if len(info.fns) > 0 {
		o := obj
		info.object = &o
		info.nonVirtual = qualified
	}
	return info
}
