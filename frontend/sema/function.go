package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// functionDecl declares (or redeclares) the function a declarator names,
// and analyses its body when def is non-nil.
func (c *checker) functionDecl(spec *ast.DeclSpec, base types.Type, d *ast.Declarator, def *ast.FuncDef, tmpl *ast.TemplateDecl) types.Decl {
	n := d.Name
	last := n.Last()
	// Out-of-line definitions (S::f, N::f) live in the scope their
	// qualifier names.
	pushed := 0
	if len(n.Parts) > 1 || n.Global {
		sc, _, ok := c.scopeEntity(n, len(n.Parts)-1)
		if !ok {
			// A member of a dependent or unknown scope: analyse the body in
			// the current scope, without an entity.
			if def != nil {
				c.walkBodyNoEntity(def, d)
			}
			return nil
		}
		pushed = c.pushEntityScopes(sc)
		defer func() {
			for i := 0; i < pushed; i++ {
				c.pop()
			}
		}()
	}
	parent := c.entityParent()
	cls, inClass := parent.(*types.ClassDecl)
	kind, op := types.OrdinaryFunc, types.OpNone
	key := partKey(last)
	fc := d.Function()
	switch last.Kind {
	case ast.NameDestructor:
		if inClass { // the parser reports ~X outside a class
			kind = types.Destructor
		}
	case ast.NameOperator:
		kind = types.OperatorFunc
		operands := len(fc.Params)
		if inClass && (spec == nil || spec.Specs&ast.SpecStatic == 0) {
			operands++
		}
		op = operatorKind(last, operands)
	case ast.NameConversion:
		kind = types.ConversionFunc
	case ast.NameLiteral:
		kind = types.LiteralOperator
	case ast.NameIdent:
		if inClass && last.Ident == cls.Name && (spec == nil || spec.Kind == ast.TypeNone) {
			kind = types.Constructor
		} else if inClass && cls.Template != nil && last.Ident == cls.Template.Name && (spec == nil || spec.Kind == ast.TypeNone) {
			kind = types.Constructor
		}
	}
	if base == nil && (kind == types.Constructor || kind == types.Destructor || kind == types.ConversionFunc) {
		base = c.ctx.Builtin(types.Void)
	} else if base == nil {
		base = c.missingType(spec, d, true)
	}
	if kind == types.ConversionFunc && last.ConvType() != nil {
		base = c.typeID(last.ConvType())
	}
	var ft *types.Function
	if base != nil {
		if t, ok := c.declType(base, d).(*types.Function); ok {
			ft = t
		}
	}
	c.checkAbstractSignature(d, ft, def, tmpl) // (abstractparams.go)
	// Redeclaration?
	var fn *types.FunctionDecl
	if tmpl == nil && ft != nil {
		for _, old := range c.candidatesHere(key) {
			if f, ok := old.(*types.FunctionDecl); ok && f.Type != nil && f.Template == nil &&
				sameSignature(f.Type, ft) && (kind != types.ConversionFunc || sameConversionTarget(f.Type, ft)) {
				fn = f
				break
			}
		}
	}
	isNew := fn == nil
	if isNew {
		// (Only a declaration without a type is made here: NewFunction
		// makes its own, and one made before it was thrown away, a few
		// MB per thrust TU.)
		if ft != nil {
			fn = c.ctx.NewFunction(parent, key, ft)
		} else {
			fn = &types.FunctionDecl{}
			fn.Name, fn.Parent = key, parent
		}
		if kind == types.Constructor || kind == types.Destructor {
			fn.Name = cls.Name
			if cls.Template != nil && cls.Name == "" {
				fn.Name = cls.Template.Name
			}
		} else if last.Kind == ast.NameIdent {
			fn.Name = last.Ident
		} else if last.Kind == ast.NameLiteral {
			fn.Name = last.Ident
		}
		fn.Pos = n.At
		fn.Kind, fn.Op = kind, op
		fn.ExternC = c.externC
		info := &funcInfo{decl: d, scope: c.scope}
		if inClass && c.pending != nil {
			info.access, info.accessKnown = c.access, true
		}
		c.setFuncInfo(fn, info)
		if tmpl == nil {
			c.declare(key, fn)
			c.res.Entities = append(c.res.Entities, fn)
		}
	}
	fi := c.funcInfoOf(fn)
	fi.noteDefaults(d)
	if isNew && inClass && pushed == 0 && fc != nil && fc.Noexcept == ast.NoexceptCond && fn.Type != nil {
		c.noteNoexceptLater(fn)
	}
	if spec != nil {
		if spec.Specs&ast.SpecStatic != 0 {
			fn.Static = true
		}
		if spec.Specs&ast.SpecInline != 0 {
			fn.Inline = true
		}
		if spec.Specs&ast.SpecVirtual != 0 {
			fn.Virtual = true
			if inClass {
				cls.Polymorphic = true
			}
		}
		if spec.Specs&(ast.SpecConstexpr|ast.SpecConsteval) != 0 {
			fi.constexpr = true
		}
		if spec.Specs&ast.SpecExplicit != 0 || spec.Explicit() != nil {
			fi.explicit = true
		}
	}
	c.applyFunctionAttrs(fn, fi, spec, d, def, isNew)
	if d.Virt&(ast.VirtDefault|ast.VirtDelete) != 0 && def == nil {
		def = &ast.FuncDef{At: d.At, Spec: spec, Decl: d}
	}
	if inClass {
		switch kind {
		case types.Constructor:
			cls.UserDeclared.Constructor = true
		case types.Destructor:
			cls.UserDeclared.Destructor = true
		case types.OperatorFunc:
			if op == types.OpAssign {
				cls.UserDeclared.CopyAssign = true
			}
		}
	}
	if d.Virt&ast.VirtDelete != 0 {
		fi.deleted = true
	}
	c.checkFunction(fn, fi, d, inClass, tmpl != nil)
	if tmpl != nil && c.nextPatternParams != nil {
		if c.patternParams == nil {
			c.patternParams = map[*types.FunctionDecl][]*types.TemplateParam{}
		}
		c.patternParams[fn] = c.nextPatternParams
		c.nextPatternParams = nil
	}
	if def != nil {
		if !isNew && tmpl == nil {
			c.checkFunctionRedefinition(fn, ft, fi, def)
		}
		fi.def = def
		fi.defined = true
		fi.decl = d
		fi.scope = c.scope
		if def.Body != nil && tmpl == nil && !inClass && !fn.Inline && !c.inDependent() && ft != nil &&
			c.enclosingFunction() == nil && types.LinkageOf(fn) == types.ExternalLinkage {
			c.firstFunctions = append(c.firstFunctions, firstFunction{fn: fn, at: def.At})
		}
		if inClass && pushed == 0 {
			// Bodies of members defined in their class are analysed once
			// the class is complete.
			c.deferBodies(fn)
		} else {
			// A namespace-scope function, or a member defined out of its
			// class (S::f), whose class is complete.
			c.walkFunctionBody(fn, def)
		}
	}
	if tmpl == nil && fn.Exec&types.GlobalSpace != 0 && def != nil && !c.inDependent() {
		c.addKernel(fn, n.At)
	}
	return fn
}

// enclosingFunction returns the function whose body we are in, or nil.
func (c *checker) enclosingFunction() *types.FunctionDecl { return c.scope.fn }

// deferBodies records a member function whose body waits for the class to
// be complete; it reports whether it did.
func (c *checker) deferBodies(fn *types.FunctionDecl) bool {
	if c.pending == nil {
		return false
	}
	*c.pending = append(*c.pending, fn)
	return true
}

// candidatesHere returns the declarations of key in the current scope
// (where a redeclaration would be).
func (c *checker) candidatesHere(key string) []types.Decl {
	s := c.scope
	for s.kind == templateScope && s.parent != nil {
		s = s.parent
	}
	if s.kind == namespaceScope || s.kind == classScope {
		if t := c.tableOf(s.decl); t != nil {
			return t.names[key]
		}
		return nil
	}
	return s.names.get(key)
}

// sameSignature reports whether two function types declare the same
// function (parameter types and qualifiers; the result is not compared).
func sameSignature(a, b *types.Function) bool {
	if len(a.Params) != len(b.Params) || a.Variadic != b.Variadic || a.CV != b.CV || a.Ref != b.Ref {
		return false
	}
	for i := range a.Params {
		if a.Params[i].Canonical() != b.Params[i].Canonical() {
			return false
		}
	}
	return true
}

// pushEntityScopes pushes the scopes of entity d and its enclosing
// namespaces and classes (for an out-of-line definition) and returns how
// many were pushed.
func (c *checker) pushEntityScopes(d types.Decl) int {
	var chain []types.Decl
	for x := d; x != nil; x = x.Base().Parent {
		if x == types.Decl(c.ctx.Global) {
			break
		}
		chain = append(chain, x)
	}
	n := 0
	for i := len(chain) - 1; i >= 0; i-- {
		switch x := chain[i].(type) {
		case *types.Namespace:
			c.push(namespaceScope, x)
			n++
		case *types.ClassDecl:
			c.push(classScope, x)
			n++
		case *types.EnumDecl:
			// enumerations have no scope for definitions
		}
	}
	return n
}

// walkFunctionBody analyses a function's body with its parameters in scope.
func (c *checker) walkFunctionBody(fn *types.FunctionDecl, def *ast.FuncDef) {
	fi := c.funcInfoOf(fn)
	s := c.push(blockScope, fn)
	s.fn = fn
	savedFn, savedBody, savedUser, savedBroken := c.curFn, c.curBody, c.userBody, c.curBodyBroken
	// A body is walked outside the lambdas around the point that asked
	// for it (an instance's body instantiated from a lambda's): its
	// names are no uses the lambdas capture.
	savedLam, savedInLambda := c.lam, c.inLambda
	c.lam, c.inLambda = nil, false
	c.curFn, c.curBody, c.curBodyBroken = fn, source.NoPos, def.BodyErrors
	if def.Body != nil {
		c.curBody = def.Body.At
		if c.user(def.At) && fn.Exec&types.HostSpace != 0 {
			c.userBody = [2]source.Pos{def.Body.At, def.Body.End}
		}
	}
	defer func() {
		c.pop()
		c.curFn, c.curBody, c.userBody, c.curBodyBroken = savedFn, savedBody, savedUser, savedBroken
		c.lam, c.inLambda = savedLam, savedInLambda
	}()
	c.declareParams(fn, fi, def.Decl)
	sysCtor := c.systemMode() && fn.Kind == types.Constructor
	args := make([][]exprInfo, len(def.CtorInits))
	for i, mi := range def.CtorInits {
		if mi.Pack && sysCtor {
			continue // walked per element by memberInits
		}
		// A pack expansion among the arguments (libcu++'s tuple(_Up&&...
		// __u) : __base_(tag{}, forward<_Up>(__u)...)) gives one
		// argument per element.
		args[i] = c.walkArgs(mi.Args)
	}
	switch {
	case sysCtor:
		c.memberInits(fn, def, args)
	case fn.Kind == types.Constructor:
		c.noteMemberInits(fn, def, args)
		c.checkMemberDefaultInit(fn, def) // (memberdefaultinit.go)
	case fn.Kind == types.Destructor && c.systemMode():
		c.memberDestruction(def.At, fn)
	case fn.Kind == types.Destructor:
		c.noteMemberDestruction(fn, def)
	}
	if def.Body != nil && c.bodies(def.At) {
		c.walkBlockStmts(def.Body.Stmts)
		if len(def.Handlers) == 0 {
			c.checkJumpPlacement(def.Body)
		}
	}
	for _, h := range def.Handlers {
		c.walkHandler(h)
	}
}

// bodies reports whether bodies at pos are analysed: those in user code.
// System headers' bodies are skipped: NVIDIA reports nothing there, and
// sema would only spend time and risk being wrong.
// The walk of system-header instances (systemwalk.go) walks them too.
func (c *checker) bodies(pos source.Pos) bool { return c.user(pos) || c.systemMode() }

// declareParams declares a function's parameters in the current block and
// records them as the function's.
func (c *checker) declareParams(fn *types.FunctionDecl, fi *funcInfo, d *ast.Declarator) {
	fi.params = c.declareParamVars(fi.params[:0], fn, d)
}

// declareParamVars declares the parameters of fn, declared by d, in the
// current block, appending each (nil for one without a name) to vars.
func (c *checker) declareParamVars(vars []*types.VarDecl, fn *types.FunctionDecl, d *ast.Declarator) []*types.VarDecl {
	fc := d.Function()
	if fc == nil {
		return vars
	}
	for i, p := range fc.Params {
		if p.Decl == nil || p.Decl.Name == nil {
			vars = append(vars, nil)
			continue
		}
		var t types.Type
		if fn.Type != nil && i < len(fn.Type.Params) {
			t = c.paramVarType(fn.Type.Params[i], p)
		} else {
			t = c.paramType(p)
		}
		v := c.ctx.NewVar(fn, p.Decl.Name.Ident(), t)
		v.Pos = p.Decl.At
		c.setVarInfo(v, &varInfo{scope: c.scope})
		vars = append(vars, v)
		if p.Decl.Pack {
			if ts, ok := c.expandedParamPack(fn, fc, i); ok {
				// (v stays in vars, which name the kernel parameters
				// by position as they did.)
				c.declareParamPack(fn, p, ts)
				continue
			}
		}
		c.declare(v.Name, v)
	}
	return vars
}

// walkBodyNoEntity analyses a definition whose entity is unknown (a member
// of a dependent class): parameters are declared with whatever types
// resolve, in a dependent scope so nothing is reported wrongly.
func (c *checker) walkBodyNoEntity(def *ast.FuncDef, d *ast.Declarator) {
	s := c.push(blockScope, nil)
	s.dependent = true
	defer c.pop()
	if fc := d.Function(); fc != nil {
		for _, p := range fc.Params {
			if p.Decl != nil && p.Decl.Name != nil {
				v := c.ctx.NewVar(c.entityParent(), p.Decl.Name.Ident(), c.paramType(p))
				c.setVarInfo(v, &varInfo{scope: c.scope})
				c.declare(v.Name, v)
			}
		}
	}
	if def.Body != nil {
		c.walkBlockStmts(def.Body.Stmts)
	}
}

// funcDef analyses a function definition.
func (c *checker) funcDef(x *ast.FuncDef, tmpl *ast.TemplateDecl) types.Decl {
	base := c.specType(x.Spec)
	return c.declarator(x.Spec, base, x.Decl, x, tmpl)
}

// firstFunction is a candidate for Result.FirstFunction.
type firstFunction struct {
	fn *types.FunctionDecl
	at source.Pos
}

// pickFirstFunction sets Result.FirstFunction to the first candidate in the
// primary source file mainFile (not in a header, system or not): the file
// the TU's last declaration is in, as headers come first. It is known only
// once the TU is complete, so candidates are recorded until then.
func (c *checker) pickFirstFunction(mainFile string) {
	if mainFile == "" {
		return
	}
	for _, f := range c.firstFunctions {
		if c.files.Position(f.at).Filename == mainFile {
			c.res.FirstFunction = f.fn
			return
		}
	}
}

// sameConversionTarget reports whether two conversion functions convert
// to the same type: operator float() and operator double() share a key
// and a signature, yet are two functions (cutlass's half_t: an implicit
// operator float, an explicit operator double, which made the first
// explicit too).
func sameConversionTarget(a, b *types.Function) bool {
	if a.Result == nil || b.Result == nil {
		return a.Result == b.Result
	}
	return a.Result.Canonical() == b.Result.Canonical()
}
