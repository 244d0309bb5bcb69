package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A lambda expression has a closure type: a class local to the enclosing
// function, numbered among that function's closures for mangling
// (Z4mainEUliE_), whose fields are the captured entities. sema types a
// lambda as a prvalue of it, so that templates called with a lambda
// deduce it and a kernel template launched with one is registered under
// its name. Which entities a lambda captures is found while its body is
// walked: an explicit capture list names them; with a default capture (=,
// &), every variable of an enclosing function the body uses, and `this`
// for a member used through it, in order of first use (as NVIDIA orders
// the wrapper's fields).
//
// Under --extended-lambda, a __device__ or __host__ __device__ lambda
// written in a host function is an extended lambda: its closure carries a
// types.ExtendedLambda, and the lambda as written is listed in
// Result.ExtendedLambdas for the host translation, which replaces it by
// NVIDIA's wrapper.

// closureKey identifies one closure type: a lambda expression in one
// function (a function template's instances each have their own).
type closureKey struct {
	x  *ast.LambdaExpr
	fn types.Decl
}

// closureInfo is what sema keeps about a closure type.
type closureInfo struct {
	cls  *types.ClassDecl
	caps []lambdaCapture
	done bool // the captures are known (the body has been walked once)
}

// lambdaCapture is one captured entity.
type lambdaCapture struct {
	v     *types.VarDecl // the variable (nil for this and init-captures)
	this  bool
	name  string
	init  ast.Expr
	t     types.Type // the closure member's type
	byRef bool
	pos   source.Pos
}

// lambdaState is a lambda whose body is being walked.
type lambdaState struct {
	outer *lambdaState
	x     *ast.LambdaExpr
	info  *closureInfo
	scope *scope // the lambda's own block scope
	// record is set on the walk that finds the captures (the first).
	record           bool
	space            types.ExecSpace // the call operator's (lambdaspace.go); 0 unknown
	defCopy, defRef  bool
	explicit         map[string]bool
	explicitThis     bool
	thisCaptured     bool
	captured         map[*types.VarDecl]bool
	caps             []lambdaCapture
	enclosingMember  *types.FunctionDecl // the member function `this` is of
	result           types.Type
	returnsSeen      bool
	resultIncomplete bool
	// instantiating is set on a walk of a generic lambda's body for a
	// call's argument types (see genericlambda.go).
	instantiating bool
}

// lambda analyses a lambda expression: its closure type, captures and
// body.
func (c *checker) lambda(x *ast.LambdaExpr) exprInfo {
	fn := c.lambdaContext()
	key := closureKey{x: x, fn: fn}
	if c.closures == nil {
		c.closures = map[closureKey]*closureInfo{}
	}
	info := c.closures[key]
	if info == nil {
		info = &closureInfo{cls: c.newClosure(x, fn)}
		c.closures[key] = info
	}
	if x.Body == nil {
		return exprInfo{t: info.cls.Type}
	}
	st := &lambdaState{outer: c.lam, x: x, info: info, record: !info.done,
		explicit: map[string]bool{}, captured: map[*types.VarDecl]bool{}}
	st.space = c.lambdaExecSpace(x)
	if f := c.scope.fn; f != nil && f.IsMember() {
		st.enclosingMember = f
	}
	// The capture list is read in the enclosing scope (an init-capture's
	// initializer is evaluated there, capturing for the outer lambda).
	for i := range x.Captures {
		c.captureClause(st, &x.Captures[i])
	}
	outer := c.scope
	st.scope = c.push(blockScope, nil)
	savedLam, savedInLambda := c.lam, c.inLambda
	c.lam, c.inLambda = st, true
	if x.TParams != nil {
		c.templateParams(x.TParams)
	}
	if x.Decl != nil {
		if fc := x.Decl.Function(); fc != nil {
			for _, p := range fc.Params {
				if p.Decl != nil && p.Decl.Name != nil {
					if ts, ok := c.expandedLambdaPack(p); ok {
						// In an instance: the pack's elements (see
						// parampack.go).
						c.declareParamPack(c.entityParent(), p, ts)
						continue
					}
					v := c.ctx.NewVar(c.entityParent(), p.Decl.Name.Ident(), c.paramType(p))
					c.setVarInfo(v, &varInfo{scope: c.scope})
					c.declare(v.Name, v)
				}
			}
		}
	}
	for _, cp := range x.Captures {
		if cp.Name != "" && cp.Init != nil {
			var t types.Type
			for _, k := range st.caps {
				if k.init == cp.Init {
					t = k.t
				}
			}
			v := c.ctx.NewVar(c.entityParent(), cp.Name, t)
			c.setVarInfo(v, &varInfo{scope: c.scope})
			c.declare(cp.Name, v)
		}
	}
	accounted := c.systemMode() || c.instanceDepth == 0 && !outer.dependent && (c.user(x.At) || c.inUserBody(x.At))
	savedFn := c.curFn
	c.curFn = nil
	generic := c.systemMode() && c.isGenericClosure(info.cls)
	if generic {
		// Its body is walked for real at its calls (genericlambda.go).
		c.noteGenericLambda(x, info, outer, st.space)
		c.quietWalk++
	}
	c.walkBlockStmts(x.Body.Stmts)
	if generic {
		c.quietWalk--
	}
	c.curFn = savedFn
	if accounted {
		c.noteLambdaWalked(info.cls)
	}
	c.lam, c.inLambda = savedLam, savedInLambda
	c.scope = outer
	if st.record {
		info.caps = st.caps
		info.done = true
		for _, k := range st.caps {
			if k.t != nil {
				c.ctx.NewField(info.cls, k.name, k.t)
			} else {
				c.unknownFields[info.cls] = true
			}
		}
		c.noteClosureResult(x, info.cls, st)
		c.extendedLambda(x, info, st, fn)
	}
	return exprInfo{t: info.cls.Type}
}

// lambdaContext is the entity a lambda's closure belongs to: the
// enclosing lambda's closure, the enclosing function, or the entity of a
// namespace or class scope.
func (c *checker) lambdaContext() types.Decl {
	if c.lam != nil {
		return c.lam.info.cls
	}
	if fn := c.scope.fn; fn != nil {
		return fn
	}
	return c.entityParent()
}

// newClosure declares the closure type of x in context fn, numbered among
// fn's closures with the same parameter types.
func (c *checker) newClosure(x *ast.LambdaExpr, fn types.Decl) *types.ClassDecl {
	cls := c.ctx.NewClass(fn, types.ClassTag, "")
	cls.Pos = x.At
	if c.unnamedClosures == nil {
		c.unnamedClosures = map[*types.ClassDecl]bool{}
	}
	li := &types.LambdaInfo{Mutable: x.Mutable || x.Spec != nil && x.Spec.Specs&ast.SpecMutable != 0}
	if x.Decl != nil {
		if fc := x.Decl.Function(); fc != nil {
			called := make([]types.Type, 0, len(fc.Params)) // the call operator's, packs expanded
			packsOnly := true
			for _, p := range fc.Params {
				t := c.paramType(p)
				if t == nil || types.IsDependent(t) || containsAuto(t) {
					// A generic lambda, or a parameter sema cannot type:
					// the closure has no name sema could give.
					c.unnamedClosures[cls] = true
					if ts, ok := c.expandedLambdaPack(p); ok {
						for _, t := range ts {
							called = append(called, decay(c.ctx, t))
						}
					} else {
						packsOnly = false
					}
					continue
				}
				li.Params = append(li.Params, decay(c.ctx, t))
				called = append(called, li.Params[len(li.Params)-1])
			}
			li.Variadic = fc.Variadic
			if c.unnamedClosures[cls] && packsOnly && !fc.Variadic && len(x.TParams) == 0 {
				if c.packClosures == nil {
					c.packClosures = map[*types.ClassDecl][]types.Type{}
				}
				c.packClosures[cls] = called
				// In an instance a parameter pack of the enclosing
				// template is its elements: the closure's signature
				// (and name, UliiPKiPiE_) holds them, as cicc's does.
				li.Params = called
			}
		}
	}
	li.Index = c.number(fn).Closure(li.Params, li.Variadic)
	cls.Lambda = li
	cls.Complete = true
	return cls
}

// captureClause records one element of a capture list.
func (c *checker) captureClause(st *lambdaState, cp *ast.Capture) {
	switch cp.Kind {
	case ast.CaptureDefaultCopy:
		st.defCopy = true
	case ast.CaptureDefaultRef:
		st.defRef = true
	case ast.CaptureThis, ast.CaptureStarThis:
		st.explicitThis = true
		c.captureThis(st, cp.At, cp.Kind == ast.CaptureStarThis)
	case ast.CaptureCopy, ast.CaptureRef:
		if cp.Name == "" {
			return
		}
		st.explicit[cp.Name] = true
		byRef := cp.Kind == ast.CaptureRef
		if cp.Init != nil {
			it := c.expr(cp.Init)
			var t types.Type
			if it.t != nil {
				t, _ = types.Split(decay(c.ctx, it.t))
				if byRef {
					t = nil
				}
			}
			if st.record {
				st.caps = append(st.caps, lambdaCapture{name: cp.Name, init: cp.Init, t: t, byRef: byRef, pos: cp.At})
			}
			return
		}
		r := c.lookup(cp.Name)
		for _, d := range r.decls {
			if v, ok := d.(*types.VarDecl); ok && c.isAutomatic(v) {
				c.noteCapturedVar(st, v, cp.At, byRef)
				// An enclosing lambda captures it too.
				c.useVarFrom(st.outer, v)
				return
			}
		}
	}
}

// isAutomatic reports whether v is a variable of automatic storage
// duration: a parameter or non-static local of a function.
func (c *checker) isAutomatic(v *types.VarDecl) bool {
	if v.Static || v.Extern {
		return false
	}
	switch v.Parent.(type) {
	case *types.FunctionDecl, *types.ClassDecl:
		// (A closure's parameters and locals have the closure as parent
		// when declared in a lambda at namespace scope.)
		if cls, ok := v.Parent.(*types.ClassDecl); ok && cls.Lambda == nil {
			return false
		}
		vi := c.varInfoOf(v)
		return vi != nil && vi.scope != nil && vi.scope.kind == blockScope
	}
	return false
}

// declaredWithin reports whether v was declared in scope s or a scope
// nested in it.
func (c *checker) declaredWithin(v *types.VarDecl, s *scope) bool {
	vi := c.varInfoOf(v)
	if vi == nil {
		return false
	}
	for p := vi.scope; p != nil; p = p.parent {
		if p == s {
			return true
		}
	}
	return false
}

// noteLambdaUse records the captures a use of the declarations ds (an
// id-expression) implies in the lambdas being walked.
func (c *checker) noteLambdaUse(ds []types.Decl, at source.Pos) {
	if len(ds) == 0 {
		return
	}
	switch x := ds[0].(type) {
	case *types.VarDecl:
		if c.isAutomatic(x) {
			c.useVarFrom(c.lam, x)
		}
	case *types.FieldDecl:
		c.useThisFrom(c.lam, at)
	}
}

// useVarFrom notes a use of local variable v inside lambda st and the
// lambdas around it, up to the one v is declared in.
func (c *checker) useVarFrom(st *lambdaState, v *types.VarDecl) {
	for l := st; l != nil; l = l.outer {
		if c.declaredWithin(v, l.scope) {
			return
		}
		if l.captured[v] || l.explicit[v.Name] {
			continue
		}
		if l.defCopy || l.defRef {
			c.noteCapturedVar(l, v, source.NoPos, l.defRef)
		}
	}
}

// noteCapturedVar adds v to st's captures.
func (c *checker) noteCapturedVar(st *lambdaState, v *types.VarDecl, at source.Pos, byRef bool) {
	if st.captured[v] {
		return
	}
	st.captured[v] = true
	if !st.record {
		return
	}
	// (A reference capture, which an extended lambda may not have, keeps
	// the variable's type: its closure is laid out all the same.)
	t := v.Type
	if t != nil && !byRef {
		if r, ok := t.Canonical().(*types.Reference); ok {
			t = r.Elem
		}
	}
	st.caps = append(st.caps, lambdaCapture{v: v, name: v.Name, t: t, byRef: byRef, pos: at})
}

// noteThisUse records an explicit `this` in the lambdas being walked.
func (c *checker) noteThisUse(at source.Pos) { c.useThisFrom(c.lam, at) }

// useThisFrom notes an implicit or explicit use of this in st and the
// lambdas around it.
func (c *checker) useThisFrom(st *lambdaState, at source.Pos) {
	for l := st; l != nil; l = l.outer {
		if l.thisCaptured || l.explicitThis {
			continue
		}
		if l.defCopy || l.defRef {
			c.captureThis(l, at, false)
		}
	}
}

// captureThis adds this (or *this) to st's captures.
func (c *checker) captureThis(st *lambdaState, at source.Pos, star bool) {
	if st.thisCaptured {
		return
	}
	st.thisCaptured = true
	if !st.record {
		return
	}
	var t types.Type
	if fn := st.enclosingMember; fn != nil {
		if cls, ok := fn.Parent.(*types.ClassDecl); ok {
			var ct types.Type = cls.Type
			if fn.Type != nil && fn.Type.CV != 0 {
				ct = c.ctx.Qualify(ct, fn.Type.CV&(types.Const|types.Volatile))
			}
			if star {
				// NVIDIA's wrapper holds a const copy, mutable or not
				// (remove_const<decltype(*this)>::type const).
				t = c.ctx.Qualify(ct, types.Const)
			} else {
				t = c.ctx.Qualify(c.ctx.PointerTo(ct), types.Const)
			}
		}
	}
	name := "this"
	if star {
		name = "*this"
	}
	st.caps = append(st.caps, lambdaCapture{this: true, name: name, t: t, pos: at})
}

// noteLambdaReturn records the type a return statement of the lambda
// being walked gives its call operator (the first one decides).
func (c *checker) noteLambdaReturn(x *ast.ReturnStmt, t types.Type) {
	st := c.lam
	if st == nil || !st.record && !st.instantiating || st.returnsSeen {
		return
	}
	st.returnsSeen = true
	if x.X == nil {
		st.result = c.builtin(types.Void)
		return
	}
	if t == nil {
		st.resultIncomplete = true
		return
	}
	st.result, _ = types.Split(decay(c.ctx, t))
}
