package sema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A generic lambda's call operator is a template ([expr.prim.lambda.closure]/4):
// its body is instantiated for the argument types of each call, not where
// the lambda is written (cub's transform_kernel_impl calls
// process_tile(true_type{}, ins...) on a lambda taking (auto full_tile,
// auto... ins2)). During the proof walk, the body of a generic lambda is
// walked quietly where it is written (for its captures: nothing there is
// resolved for its parameters, so it reports nothing and enters no body),
// and walked again, for real, at each call of its closure with a new list
// of argument types, its parameters declared with the types deduced from
// the arguments as for a function template's parameters declared auto
// ([dcl.spec.auto.general]/2): auto decays the argument, auto& and const
// auto& bind it, auto&& forwards it (an lvalue gives an lvalue reference),
// a pack of them takes the remaining arguments. The call has the type the
// body's first return statement gives. Lambdas with a template parameter
// list or a C-style ellipsis are not instantiated: their calls stay
// unresolved.

// genericLambda is a generic lambda the proof walk met: the expression,
// its closure, the scope it was written in and the entity around it.
type genericLambda struct {
	x     *ast.LambdaExpr
	info  *closureInfo
	scope *scope
	space types.ExecSpace
}

// genericCall is the outcome of one instantiation of a generic lambda's
// body: the call's result type, and whether it is known.
type genericCall struct {
	result types.Type
	known  bool
}

// isGenericClosure reports whether cd is the closure of a lambda with a
// parameter declared auto (not one whose parameters are the elements of
// an enclosing template's pack, which sema types).
func (c *checker) isGenericClosure(cd *types.ClassDecl) bool {
	_, expanded := c.packClosures[cd]
	return c.unnamedClosures[cd] && !expanded
}

// noteGenericLambda records, during the proof walk, the generic lambda x
// (closure info) written in scope outer, whose call operator's space is
// space.
func (c *checker) noteGenericLambda(x *ast.LambdaExpr, info *closureInfo, outer *scope, space types.ExecSpace) {
	if c.genericLambdas == nil {
		c.genericLambdas = map[*types.ClassDecl]*genericLambda{}
	}
	c.genericLambdas[info.cls] = &genericLambda{x: x, info: info, scope: outer, space: space}
}

// callGenericLambda walks the body of generic lambda g for a call with
// args (once per list of argument types), and returns the call's value;
// ok is false when sema cannot instantiate it.
func (c *checker) callGenericLambda(g *genericLambda, args []exprInfo) (exprInfo, bool) {
	x := g.x
	if x.TParams != nil || x.Decl == nil || x.Body == nil {
		return exprInfo{}, false
	}
	fc := x.Decl.Function()
	if fc == nil || fc.Variadic {
		return exprInfo{}, false
	}
	var key strings.Builder
	key.WriteString(types.QualifiedName(g.info.cls))
	for _, a := range args {
		if a.t == nil || a.dependent || types.IsDependent(a.t) {
			return exprInfo{}, false
		}
		key.WriteString("|")
		key.WriteString(a.t.String())
		switch {
		case a.lvalue:
			key.WriteString("&")
		case a.xvalue:
			key.WriteString("&&")
		}
	}
	k := genericKey{cls: g.info.cls, args: key.String()}
	if r, done := c.genericCalls[k]; done {
		return c.genericResult(r)
	}
	if c.genericCalls == nil {
		c.genericCalls = map[genericKey]genericCall{}
	}
	c.genericCalls[k] = genericCall{} // (a recursive call stays unknown)
	if c.depth > maxInstantiationDepth {
		return exprInfo{}, false
	}
	savedScope := c.scope
	c.scope = g.scope
	params, ok := c.genericParams(fc.Params, args)
	if !ok {
		c.scope = savedScope
		return exprInfo{}, false
	}
	savedExpand := c.leavePattern()
	st := &lambdaState{x: x, info: g.info, instantiating: true, space: g.space,
		explicit: map[string]bool{}, captured: map[*types.VarDecl]bool{}}
	c.push(blockScope, nil)
	for _, p := range params {
		if p.pack {
			c.declareParamPack(c.entityParent(), p.decl, p.types)
			continue
		}
		v := c.ctx.NewVar(c.entityParent(), p.decl.Decl.Name.Ident(), p.types[0])
		c.setVarInfo(v, &varInfo{scope: c.scope})
		c.declare(v.Name, v)
	}
	savedLam, savedInLambda, savedFn := c.lam, c.inLambda, c.curFn
	c.lam, c.inLambda, c.curFn = st, true, nil
	c.depth++
	c.instanceDepth++
	c.walkBlockStmts(x.Body.Stmts)
	c.instanceDepth--
	c.depth--
	c.lam, c.inLambda, c.curFn = savedLam, savedInLambda, savedFn
	c.scope = savedScope
	c.restoreExpansion(savedExpand)
	r := genericCall{result: st.result, known: st.returnsSeen && !st.resultIncomplete}
	if !st.returnsSeen {
		r = genericCall{result: c.builtin(types.Void), known: true}
	}
	c.genericCalls[k] = r
	return c.genericResult(r)
}

// genericKey keys an instantiation of a generic lambda's body: its
// closure and its arguments' types and value categories.
type genericKey struct {
	cls  *types.ClassDecl
	args string
}

// genericResult is the value a call of an instantiated generic lambda
// yields.
func (c *checker) genericResult(r genericCall) (exprInfo, bool) {
	if !r.known || r.result == nil {
		return exprInfo{}, r.known
	}
	return c.resultOf(c.ctx.FunctionType(types.Function{Result: r.result})), true
}

// genericParam is one parameter of a generic lambda's instantiation: a
// single one (types[0]) or a pack.
type genericParam struct {
	decl  *ast.ParamDecl
	pack  bool
	types []types.Type
}

// genericParams deduces the types of a generic lambda's parameters ps
// from args; ok is false when a parameter is unnamed, has a default
// argument, or a type sema cannot deduce, or the arguments do not fit.
func (c *checker) genericParams(ps []*ast.ParamDecl, args []exprInfo) (out []genericParam, ok bool) {
	i := 0
	for n, p := range ps {
		if p.Decl == nil || p.Decl.Name == nil || p.Default() != nil {
			return nil, false
		}
		t := c.specType(p.Spec)
		if t == nil {
			return nil, false
		}
		t = c.declType(t, p.Decl)
		if t == nil || types.IsDependent(t) && !containsAuto(t) {
			return nil, false
		}
		if p.Decl.Pack {
			if n != len(ps)-1 || !containsAuto(t) {
				return nil, false
			}
			gp := genericParam{decl: p, pack: true, types: []types.Type{}}
			for ; i < len(args); i++ {
				et, ok := c.autoParamType(t, args[i])
				if !ok {
					return nil, false
				}
				gp.types = append(gp.types, et)
			}
			out = append(out, gp)
			continue
		}
		if i >= len(args) {
			return nil, false
		}
		if containsAuto(t) {
			dt, ok := c.autoParamType(t, args[i])
			if !ok {
				return nil, false
			}
			t = dt
		}
		out = append(out, genericParam{decl: p, types: []types.Type{t}})
		i++
	}
	return out, i == len(args)
}

// autoParamType is the type of a parameter declared t (auto, auto&,
// const auto&, auto&&, cv-qualified or not) given argument a; ok is false
// for other declarators (auto*, ...).
func (c *checker) autoParamType(t types.Type, a exprInfo) (types.Type, bool) {
	at := a.t
	if r, isRef := at.Canonical().(*types.Reference); isRef {
		at = r.Elem
	}
	if r, isRef := t.Canonical().(*types.Reference); isRef {
		inner, cv := types.Split(r.Elem.Canonical())
		if b, ok := inner.(*types.Builtin); !ok || b.Kind != types.Auto {
			return nil, false
		}
		if r.RValue && cv == 0 {
			// A forwarding reference: an lvalue deduces an lvalue
			// reference.
			return c.ctx.ReferenceTo(at, !a.lvalue), true
		}
		if r.RValue {
			return nil, false
		}
		u, acv := types.Split(at.Canonical())
		return c.ctx.ReferenceTo(c.ctx.Qualify(u, acv|cv), false), true
	}
	inner, cv := types.Split(t.Canonical())
	if b, ok := inner.(*types.Builtin); !ok || b.Kind != types.Auto {
		return nil, false
	}
	u, _ := types.Split(decay(c.ctx, at).Canonical())
	return c.ctx.Qualify(u, cv), true
}
