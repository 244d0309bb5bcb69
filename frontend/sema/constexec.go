package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Calls of constexpr functions in constant expressions that the name alone
// does not settle (overloads, function templates whose arguments are
// deduced: CCCL's (min)(a, b)) are resolved as sema resolves any call, and
// the body runs statement by statement (CCCL's ceil_div declares local
// aliases and variables and branches on if constexpr before it returns).
// What the interpreter does not model (loops, assignments, calls as
// statements, a condition declaring a variable) leaves the value unknown:
// the caller then treats the expression as not constant, as before.

// resolvedCall evaluates a call of a function named by x.Fun (possibly
// parenthesized) that overload resolution picks for sure among what the
// name finds, for the values of the arguments.
func (ev *evaluator) resolvedCall(x *ast.CallExpr) (cval, bool) {
	c := ev.c
	if _, named := unparen(x.Fun).(*ast.NameExpr); !named || ev.depth > maxEvalDepth {
		return cval{}, false
	}
	vals := make([]cval, len(x.Args))
	args := make([]exprInfo, len(x.Args))
	for i, a := range x.Args {
		v, ok := ev.eval(a)
		if !ok || v.t == nil {
			return cval{}, false
		}
		vals[i], args[i] = v, exprInfo{t: v.t, lvalue: ev.namesLocal(a)}
	}
	savedRep, savedReporting := c.rep, c.reporting
	c.rep, c.reporting = discardReporter{}, false
	fun := c.expr(x.Fun)
	var fn *types.FunctionDecl
	sure := false
	if len(fun.fns) > 0 && fun.object == nil {
		fn, _, sure = c.resolveCallSure(x, fun, args)
	}
	c.rep, c.reporting = savedRep, savedReporting
	if fn == nil || !sure {
		return cval{}, false
	}
	return ev.invoke(fn, vals)
}

// namesLocal reports an argument that names a parameter or variable of
// the frame being evaluated: such a name is an lvalue, which overload
// resolution must see (CCCL's (max)(t, u) passes its forwarding
// parameters to std::forward, whose parameter is an lvalue reference that
// a prvalue cannot bind).
func (ev *evaluator) namesLocal(a ast.Expr) bool {
	x, ok := unparen(a).(*ast.NameExpr)
	if !ok || ev.locals == nil || len(x.Name.Parts) != 1 || x.Name.Global {
		return false
	}
	_, local := ev.locals[x.Name.Ident()]
	return local
}

// invoke runs the body of constexpr function fn with its parameters bound
// to args and returns the value it returns, converted to its result type.
func (ev *evaluator) invoke(fn *types.FunctionDecl, args []cval) (cval, bool) {
	c := ev.c
	fi := c.funcInfoOf(fn)
	if fi != nil && fn.Type != nil && len(args) < len(fn.Type.Params) {
		more, ok := c.defaultValues(fi, len(args))
		if !ok {
			return cval{}, false
		}
		args = append(args[:len(args):len(args)], more...)
	}
	if fi == nil || !fi.constexpr || fn.Type == nil || len(fn.Type.Params) != len(args) {
		return cval{}, false
	}
	env, def := c.instanceBody(fn)
	if env == nil {
		env, def = fi.scope, fi.def
	}
	if env == nil || def == nil || def.Body == nil || def.Decl == nil {
		return cval{}, false
	}
	fc := def.Decl.Function()
	if fc == nil || len(fc.Params) != len(args) {
		return cval{}, false
	}
	locals := make(map[string]cval, len(args))
	for i, v := range args {
		if conv, ok := c.convert(v, nonReference(fn.Type.Params[i])); ok {
			v = conv
		}
		if p := fc.Params[i]; p.Decl != nil && p.Decl.Name != nil {
			locals[p.Decl.Name.Ident()] = v
		}
	}
	savedScope, savedRep, savedReporting := c.scope, c.rep, c.reporting
	c.scope, c.rep, c.reporting = env, discardReporter{}, false
	inner := evaluator{c: c, locals: locals, depth: ev.depth + 1}
	v, returned, ok := inner.exec(def.Body)
	c.scope, c.rep, c.reporting = savedScope, savedRep, savedReporting
	if !ok || !returned {
		return cval{}, false
	}
	return c.convert(v, nonReference(fn.Type.Result))
}

// nonReference returns what a reference type refers to; other types as
// they are (a value bound to const T& is a T).
func nonReference(t types.Type) types.Type {
	if r, ok := t.Canonical().(*types.Reference); ok {
		return r.Elem
	}
	return t
}

// exec runs statement s of a constexpr function's body: returned says a
// return statement ran (v is its value); ok is false when s does
// something the interpreter does not model.
func (ev *evaluator) exec(s ast.Stmt) (v cval, returned, ok bool) {
	c := ev.c
	switch x := s.(type) {
	case nil, *ast.NullStmt:
		return cval{}, false, true
	case *ast.CompoundStmt:
		c.push(blockScope, nil)
		saved := ev.locals
		ev.locals = copyLocals(saved)
		defer func() { c.pop(); ev.locals = saved }()
		for _, st := range x.Stmts {
			if v, returned, ok = ev.exec(st); !ok || returned {
				return v, returned, ok
			}
		}
		return cval{}, false, true
	case *ast.ReturnStmt:
		if x.X == nil || x.Co {
			return cval{}, false, false
		}
		v, ok = ev.eval(x.X)
		return v, true, ok
	case *ast.ExprStmt:
		// ((void) 0): an assertion on the host.
		return cval{}, false, c.isVoidCast(x.X)
	case *ast.IfStmt:
		if x.Consteval || x.Init != nil || x.Cond.Expr == nil {
			return cval{}, false, false
		}
		cond, ok := ev.eval(x.Cond.Expr)
		if !ok {
			return cval{}, false, false
		}
		branch := x.Else
		if !cond.isZero() {
			branch = x.Then
		}
		return ev.exec(&ast.CompoundStmt{Stmts: []ast.Stmt{branch}})
	case *ast.DeclStmt:
		return cval{}, false, ev.declare(x.Decl)
	}
	return cval{}, false, false
}

// declare runs a declaration statement of a constexpr function's body: a
// type alias or typedef is declared in the current block (as the body's
// own walk declares it); a variable's initializer is evaluated into the
// frame.
func (ev *evaluator) declare(d ast.Decl) bool {
	c := ev.c
	switch x := d.(type) {
	case *ast.AliasDecl:
		c.decl(x)
		return true
	case *ast.SimpleDecl:
		if x.Spec == nil {
			return false
		}
		if x.Spec.Specs&ast.SpecTypedef != 0 {
			c.decl(x)
			return true
		}
		base := c.specType(x.Spec)
		for _, d := range x.Decls {
			init := d.Init()
			if il, ok := init.(*ast.InitList); ok && len(il.Elems) == 1 {
				init = il.Elems[0]
			}
			if d.Name == nil || d.Function() != nil || init == nil {
				return false
			}
			v, ok := ev.eval(init)
			if !ok {
				return false
			}
			if base != nil && !containsAuto(base) {
				t := c.declType(base, d)
				if t == nil {
					return false
				}
				if v, ok = c.convert(v, nonReference(t)); !ok {
					return false
				}
			}
			ev.locals[d.Name.Ident()] = v
		}
		return true
	}
	return false
}

// copyLocals returns a copy of a frame's variables, for a block whose
// declarations end with it.
func copyLocals(m map[string]cval) map[string]cval {
	out := make(map[string]cval, len(m)+2)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// isVoidCast reports an expression that is a cast to void of a literal
// ((void) 0, what assert and CCCL's _CCCL_ASSERT expand to when off).
func (c *checker) isVoidCast(e ast.Expr) bool {
	x, ok := unparen(e).(*ast.CastExpr)
	if !ok || x.Type == nil {
		return false
	}
	if _, lit := unparen(x.X).(*ast.Literal); !lit {
		return false
	}
	t := c.typeID(x.Type)
	return t != nil && t.Canonical() == c.builtin(types.Void).Canonical()
}

// defaultValues evaluates, in the scope its function was declared in, the
// default arguments of fi's parameters from the from-th on (a call of
// s_log2(x / 2) leaves p = 0 to its default); ok is false when one is
// missing or not a constant.
func (c *checker) defaultValues(fi *funcInfo, from int) ([]cval, bool) {
	if fi.decl == nil || fi.scope == nil {
		return nil, false
	}
	fc := fi.decl.Function()
	if fc == nil || from > len(fc.Params) {
		return nil, false
	}
	saved, savedRep, savedReporting := c.scope, c.rep, c.reporting
	c.scope, c.rep, c.reporting = fi.scope, discardReporter{}, false
	defer func() { c.scope, c.rep, c.reporting = saved, savedRep, savedReporting }()
	out := make([]cval, 0, len(fc.Params)-from)
	for _, p := range fc.Params[from:] {
		d := p.Default()
		if d == nil {
			return nil, false
		}
		v, ok := c.constValue(d)
		if !ok {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}
