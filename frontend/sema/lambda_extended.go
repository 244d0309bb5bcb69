package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// ExtendedLambda is one extended lambda as written in host code (a
// __device__ or __host__ __device__ lambda in a host function, under
// --extended-lambda), with what the host translation needs to replace it
// by NVIDIA's wrapper. A lambda in a function template is listed once, as
// the template's text has it (Parent is then the template's pattern);
// the closures of its instances carry their own types.ExtendedLambda.
type ExtendedLambda struct {
	Expr    *ast.LambdaExpr
	Closure *types.ClassDecl // Closure.Lambda.Extended is set
	// Captures are the captured entities in the wrapper's order.
	Captures []LambdaCapture
}

// LambdaCapture is one entity an extended lambda captures.
type LambdaCapture struct {
	// Name is the variable's name, "this" or "*this".
	Name string
	// Init is an init-capture's initializer (Name is then the member's).
	Init ast.Expr
	This bool
	Pos  source.Pos
}

// Info returns the closure's extended-lambda description.
func (l *ExtendedLambda) Info() *types.ExtendedLambda { return l.Closure.Lambda.Extended }

// extendedLambda decides whether the lambda just walked is an extended
// lambda and, if so, describes its closure, checks NVIDIA's restrictions
// and lists it for the host translation (outside instantiations: the host
// translation rewrites the text once).
func (c *checker) extendedLambda(x *ast.LambdaExpr, info *closureInfo, st *lambdaState, ctx types.Decl) {
	if x.Spec == nil || x.Spec.CUDA&ast.CUDADevice == 0 {
		return
	}
	if c.opts.ExtendedLambda {
		if c.annotatedClosures == nil {
			c.annotatedClosures = map[*types.ClassDecl]bool{}
		}
		c.annotatedClosures[info.cls] = true
	}
	hd := x.Spec.CUDA&ast.CUDAHost != 0
	space := "__device__"
	if hd {
		space = "__host__ __device__"
	}
	fn, ok := ctx.(*types.FunctionDecl)
	if c.lam != nil {
		// In the body of another lambda: the parent is the function
		// around the outermost one (nvcc's tag names it).
		if fn, ok = c.nestedLambdaParent(x, space); !ok {
			return
		}
	} else if !ok {
		return // outside any function: not an extended lambda
	}
	if !c.hostContext(fn) {
		if !c.opts.ExtendedLambda && c.deviceLambdaFlagError() {
			c.errorAt(x.At, 3612, diag.Args{})
		}
		return // a lambda in device code: an ordinary closure
	}
	if !c.opts.ExtendedLambda {
		c.errorAt(x.At, 3612, diag.Args{})
		return
	}
	if c.lambdaIDs == nil {
		c.lambdaIDs = map[*types.FunctionDecl]int{}
	}
	c.lambdaIDs[fn]++
	depth := 0
	for st := c.lam; st != nil; st = st.outer {
		depth++
	}
	e := &types.ExtendedLambda{HostDevice: hd, Parent: fn, ID: c.lambdaIDs[fn], Mutable: x.Mutable, Depth: depth,
		Generic: len(x.TParams) > 0 || c.unnamedClosures[info.cls], InClassMember: c.definedInClass(fn),
		ParentTemplateParams: c.patternParams[fn]}
	if x.Spec.Specs&ast.SpecMutable != 0 {
		e.Mutable = true
	}
	ok = true
	for _, k := range info.caps {
		if k.byRef {
			c.errorAt(x.At, 3593, diag.Args{Str: []string{space}})
			ok = false
			break
		}
	}
	if hd && e.Generic {
		c.errorAt(x.At, 3614, diag.Args{})
		ok = false
	}
	for _, k := range info.caps {
		if hd && k.init != nil {
			c.errorAt(x.At, 3615, diag.Args{})
			ok = false
			break
		}
	}
	if len(info.caps) > 1023 {
		c.errorAt(x.At, 3595, diag.Args{Str: []string{space}})
		ok = false
	}
	for _, k := range info.caps {
		if k.t == nil {
			if ok && c.depth == 0 {
				c.notSupported(x.At, "the type of %s, captured by an extended %s lambda, could not be worked out", k.name, space)
			}
			ok = false
			break
		}
		if k.init != nil {
			if _, isArr := k.t.Canonical().(*types.Array); isArr {
				c.errorAt(x.At, 3596, diag.Args{Str: []string{space}})
				ok = false
			}
		}
		e.Captures = append(e.Captures, k.t)
	}
	if !ok {
		return
	}
	if x.Decl != nil {
		if fc := x.Decl.Function(); fc != nil {
			e.NoExcept = fc.Noexcept != ast.NoexceptNone
			e.TrailingReturn = fc.Trailing() != nil
		}
	}
	e.Result = c.closureResults[info.cls] // (noteClosureResult: the lambda's result)
	info.cls.Lambda.Extended = e
	if c.depth > 0 {
		return
	}
	site := &ExtendedLambda{Expr: x, Closure: info.cls}
	for _, k := range info.caps {
		site.Captures = append(site.Captures, LambdaCapture{Name: k.name, Init: k.init, This: k.this, Pos: k.pos})
	}
	c.res.ExtendedLambdas = append(c.res.ExtendedLambdas, site)
}

// nestedLambdaParent returns the parent function of extended lambda x
// written in the body of another lambda: the function the outermost
// enclosing lambda is written in. It reports false, after NVIDIA's error
// where there is one, when x is no extended lambda after all: in the body
// of an extended __device__ lambda (device code: an ordinary closure),
// of an extended __host__ __device__ one (3619) or of a generic one (3618),
// or with no function around the lambdas (3617).
func (c *checker) nestedLambdaParent(x *ast.LambdaExpr, space string) (*types.FunctionDecl, bool) {
	for st := c.lam; st != nil; st = st.outer {
		if sp := st.x.Spec; sp != nil && sp.CUDA&ast.CUDADevice != 0 {
			if sp.CUDA&ast.CUDAHost != 0 && c.opts.ExtendedLambda {
				c.errorAt(x.At, 3619, diag.Args{Str: []string{space, "operator()"}})
			}
			return nil, false
		}
		if len(st.x.TParams) > 0 || c.unnamedClosures[st.info.cls] {
			if c.opts.ExtendedLambda {
				c.errorAt(x.At, 3618, diag.Args{Str: []string{space, "operator()"}})
			}
			return nil, false
		}
	}
	fn := c.scope.fn
	if fn == nil {
		if c.opts.ExtendedLambda {
			c.errorAt(x.At, 3617, diag.Args{Str: []string{space}})
		}
		return nil, false
	}
	return fn, true
}

// definedInClass reports whether member function fn (or the member
// template it is an instance of) was defined in its class's body.
func (c *checker) definedInClass(fn *types.FunctionDecl) bool {
	if _, ok := fn.Parent.(*types.ClassDecl); !ok {
		return false
	}
	var def *ast.FuncDef
	if fn.Template != nil {
		if ti := c.tmpls[fn.Template]; ti != nil {
			def = ti.fn
		}
	} else if fi := c.funcInfoOf(fn); fi != nil {
		def = fi.def
	}
	return def != nil && def.Decl != nil && def.Decl.Name != nil && len(def.Decl.Name.Parts) == 1 && !def.Decl.Name.Global
}

// hostContext reports whether ctx is a host function (or a host device
// one), where a __device__ lambda is an extended lambda.
func (c *checker) hostContext(ctx types.Decl) bool {
	fn, ok := ctx.(*types.FunctionDecl)
	if !ok {
		return false
	}
	if fn.Exec == 0 {
		return true
	}
	return fn.Exec&types.HostSpace != 0
}

// deviceLambdaFlagError reports whether a lambda annotated __device__ or
// __host__ __device__ in device code, written without --extended-lambda,
// gets NVIDIA's 3612 here: in a function outside templates, and in a
// template's definition, instantiated or not (cudafe++ 11.8 and 13.0
// both report it there; 11.8's cicc reports it again in each instance,
// on the same line); never again in an instance.
func (c *checker) deviceLambdaFlagError() bool {
	return !c.inInstance() && !c.systemMode()
}
