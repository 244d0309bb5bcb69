package mangle

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// encoding writes <encoding> for a function (name and bare function type)
// or a variable (name).
func (m *mangler) encoding(d types.Decl) {
	m.name(d, true)
	f, ok := d.(*types.FunctionDecl)
	if !ok {
		return
	}
	sig := signature(f)
	if sig == nil {
		m.fail(declError(f, "function has no type"))
		return
	}
	saved := m.edgLevel
	m.edgLevel = templateLevel(f)
	if f.Template != nil && f.Kind != types.Constructor && f.Kind != types.Destructor && f.Kind != types.ConversionFunc {
		m.typ(sig.Result)
	}
	m.bareFunctionType(sig)
	m.edgLevel = saved
}

// templateLevel is the depth of f's own template parameters in its
// definition: the class template specializations f is a member of, each
// adding a level of parameters around its own.
func templateLevel(f *types.FunctionDecl) int {
	n := 0
	for p := f.Parent; p != nil; p = p.Base().Parent {
		cd, ok := p.(*types.ClassDecl)
		if !ok {
			break
		}
		if cd.Template != nil {
			n++
		}
	}
	return n
}

// signature is the type a function's mangling uses: for a function template
// specialization, the template's declared signature, written in terms of
// its template parameters (Itanium 5.1.5.1).
func signature(f *types.FunctionDecl) *types.Function {
	if f.Template != nil {
		if p, ok := f.Template.Pattern.(*types.FunctionDecl); ok && p.Type != nil {
			return p.Type
		}
	}
	return f.Type
}

func (m *mangler) bareFunctionType(f *types.Function) {
	if len(f.Params) == 0 && !f.Variadic {
		m.str("v")
		return
	}
	for _, p := range f.Params {
		m.typ(p)
	}
	if f.Variadic {
		m.str("z")
	}
}

// rootOf returns the global namespace d belongs to.
func rootOf(d types.Decl) types.Decl {
	for d.Base().Parent != nil {
		d = d.Base().Parent
	}
	return d
}

// scopeOf returns the declaration context of d as mangling sees it:
// template parameters' templates are skipped.
func scopeOf(d types.Decl) types.Decl {
	p := d.Base().Parent
	if t, ok := p.(*types.TemplateDecl); ok {
		return t.Parent
	}
	return p
}

func isGlobal(d types.Decl) bool {
	ns, ok := d.(*types.Namespace)
	return ok && ns.Parent == nil
}

// isStd reports whether d is namespace std (directly in the global one).
func isStd(d types.Decl) bool {
	ns, ok := d.(*types.Namespace)
	return ok && ns.Name == "std" && !ns.Anonymous && ns.Parent != nil && isGlobal(ns.Parent)
}

// enclosingFunction returns the innermost function d is local to, or nil,
// and the scope whose members are its locals: the function itself, or a
// closure type, whose members are local to its call operator (a closure
// in a lambda's body: Z <the call operator's encoding> E UliE_).
func enclosingFunction(d types.Decl) (*types.FunctionDecl, types.Decl) {
	for p := scopeOf(d); p != nil; p = scopeOf(p) {
		switch x := p.(type) {
		case *types.FunctionDecl:
			return x, x
		case *types.ClassDecl:
			if x.Lambda != nil && !isCallOperator(d, x) {
				return callOperator(x), x
			}
		case *types.Namespace:
			return nil, nil
		}
	}
	return nil, nil
}

// enclosedBy reports whether d is local to function f itself.
func enclosedBy(d types.Decl, f *types.FunctionDecl) bool {
	fn, _ := enclosingFunction(d)
	return fn == f
}

// callOperator returns the call operator of closure c, as its mangled
// name sees it: operator() of c, const unless mutable, taking the
// lambda's parameters.
func callOperator(c *types.ClassDecl) *types.FunctionDecl {
	f := &types.FunctionDecl{Kind: types.OperatorFunc, Op: types.OpCall,
		Type: &types.Function{Params: c.Lambda.Params, Variadic: c.Lambda.Variadic}}
	f.Parent = c
	if !c.Lambda.Mutable {
		f.Type.CV = types.Const
	}
	return f
}

// isCallOperator reports whether d is closure c's call operator (made by
// callOperator), which is c's member, not local to itself.
func isCallOperator(d types.Decl, c *types.ClassDecl) bool {
	f, ok := d.(*types.FunctionDecl)
	return ok && f.Kind == types.OperatorFunc && f.Op == types.OpCall && f.Parent == types.Decl(c)
}

// templateOf returns the template d is a specialization of and its
// arguments, or nil.
func templateOf(d types.Decl) (*types.TemplateDecl, []types.TemplateArg) {
	switch x := d.(type) {
	case *types.ClassDecl:
		return x.Template, x.Args
	case *types.FunctionDecl:
		return x.Template, x.Args
	case *types.VarDecl:
		return x.Template, x.Args
	}
	return nil, nil
}

// name writes <name> for a function, variable, class or enumeration.
// entity is set when d is the function or variable being named (not a type),
// where the device _INTERNAL scope applies.
func (m *mangler) name(d types.Decl, entity bool) {
	if fn, scope := enclosingFunction(d); fn != nil {
		m.localName(d, fn, scope)
		return
	}
	scope := scopeOf(d)
	quals := memberQuals(d)
	internal := entity && m.internalScope(d)
	if quals == "" && !internal && (isGlobal(scope) || isStd(scope)) {
		m.unscopedName(d, scope)
		return
	}
	m.str("N")
	m.str(quals)
	m.internalPending = internal
	m.nestedBody(d)
	m.internalPending = false
	m.str("E")
}

// unscopedName writes <unscoped-name> or <unscoped-template-name>
// <template-args> for d declared in the global namespace or std.
func (m *mangler) unscopedName(d types.Decl, scope types.Decl) {
	if t, args := templateOf(d); t != nil {
		m.templatePrefix(t)
		m.templateArgs(args)
		return
	}
	if isStd(scope) {
		m.str("St")
	}
	m.unqualifiedName(d)
}

// nestedBody writes the inside of a nested name for d: its prefix and its
// unqualified name, or its template prefix and template arguments.
func (m *mangler) nestedBody(d types.Decl) {
	if t, args := templateOf(d); t != nil {
		m.templatePrefixComponent(t)
		m.templateArgs(args)
		return
	}
	m.prefix(scopeOf(d))
	m.unqualifiedName(d)
}

// memberQuals returns the <CV-qualifiers> <ref-qualifier> a member
// function's nested name carries.
func memberQuals(d types.Decl) string {
	f, ok := d.(*types.FunctionDecl)
	if !ok || !f.IsMember() || f.Type == nil {
		return ""
	}
	s := cvCode(f.Type.CV)
	switch f.Type.Ref {
	case types.LValueRef:
		s += "R"
	case types.RValueRef:
		s += "O"
	}
	return s
}

// cvCode writes <CV-qualifiers> in the ABI's order: r V K.
func cvCode(cv types.CV) string {
	s := ""
	if cv&types.Restrict != 0 {
		s += "r"
	}
	if cv&types.Volatile != 0 {
		s += "V"
	}
	if cv&types.Const != 0 {
		s += "K"
	}
	return s
}

// localName writes Z <function encoding> E <entity name> [<discriminator>]
// for d declared (directly or inside local classes) in function fn, whose
// locals are the members of scope (fn, or the closure fn is the call
// operator of).
func (m *mangler) localName(d types.Decl, fn *types.FunctionDecl, scope types.Decl) {
	m.str("Z")
	if isMain(fn) {
		// main's type is not part of its local entities' names.
		m.unqualifiedName(fn)
	} else {
		m.encoding(fn)
	}
	m.str("E")
	root := d
	for scopeOf(root) != scope {
		root = scopeOf(root)
	}
	if root == d && memberQuals(d) == "" {
		m.unqualifiedName(d)
	} else {
		m.str("N")
		m.str(memberQuals(d))
		saved := m.localScope
		m.localScope = scope
		m.nestedBody(d)
		m.localScope = saved
		m.str("E")
	}
	if !numberedByName(root) {
		m.discriminator(root.Base().LocalIndex)
	}
}

// isMain reports whether f is the program's main function.
func isMain(f *types.FunctionDecl) bool {
	return f.Name == "main" && f.Kind == types.OrdinaryFunc && isGlobal(f.Parent)
}

// numberedByName reports whether d's name already tells it apart from its
// siblings (closures and unnamed types carry their own numbers).
func numberedByName(d types.Decl) bool {
	switch x := d.(type) {
	case *types.ClassDecl:
		return x.Lambda != nil || (x.Name == "" && x.TypedefName == nil)
	case *types.EnumDecl:
		return x.Name == "" && x.TypedefName == nil
	}
	return false
}

// internalScope reports whether device mangling puts d in the
// _INTERNAL<module id> scope: internal-linkage entities other than
// __global__ functions.
func (m *mangler) internalScope(d types.Decl) bool {
	if !m.opts.Device {
		return false
	}
	if f, ok := d.(*types.FunctionDecl); ok && f.Exec&types.GlobalSpace != 0 {
		return false
	}
	return types.LinkageOf(d) == types.InternalLinkage
}

func (m *mangler) internalPrefix() {
	if m.trySub(internalKey{}) {
		return
	}
	m.sourceName(InternalScopeName(m.opts.ModuleID))
	m.addSub(internalKey{})
}

// prefix writes the <prefix> naming scope p, registering each component as
// a substitution candidate.
func (m *mangler) prefix(p types.Decl) {
	if p != nil && p == m.localScope {
		return // a closure whose call operator localName wrote
	}
	switch x := p.(type) {
	case nil, *types.FunctionDecl:
		// The function of a local name was written by localName.
	case *types.Namespace:
		if x.Parent == nil {
			if m.internalPending {
				m.internalPending = false
				m.internalPrefix()
			}
			return
		}
		if isStd(x) {
			m.str("St")
			return
		}
		if m.trySub(x) {
			return
		}
		m.prefix(x.Parent)
		m.unqualifiedName(x)
		m.addSub(x)
	case *types.ClassDecl:
		m.classPrefix(x)
	case *types.EnumDecl:
		if m.trySub(x) {
			return
		}
		m.prefix(scopeOf(x))
		m.unqualifiedName(x)
		m.addSub(x)
	case *types.TemplateDecl:
		m.prefix(x.Parent)
	default:
		m.fail(declError(p, "unsupported scope for a nested name"))
	}
}

// classPrefix writes a class as a prefix component (or as the whole name of
// a class type), with the std abbreviations.
func (m *mangler) classPrefix(c *types.ClassDecl) {
	if m.trySub(c) {
		return
	}
	if abbr := stdClassAbbreviation(c); abbr != "" {
		m.str(abbr)
		return
	}
	m.nestedBody(c)
	m.addSub(c)
}

// templatePrefix writes a template's name as the prefix of its arguments,
// whether unscoped (global or std) or nested, and registers it.
func (m *mangler) templatePrefix(t *types.TemplateDecl) {
	if abbr := stdTemplateAbbreviation(t); abbr != "" {
		m.str(abbr)
		return
	}
	if m.trySub(t) {
		return
	}
	scope := t.Parent
	if isStd(scope) {
		m.str("St")
	} else if !isGlobal(scope) {
		m.fail(declError(t, "nested template name outside a nested name"))
		return
	}
	m.templateNameComponent(t)
	m.addSub(t)
}

// templatePrefixComponent writes a template's name inside a nested name,
// after its scope's prefix.
func (m *mangler) templatePrefixComponent(t *types.TemplateDecl) {
	if abbr := stdTemplateAbbreviation(t); abbr != "" {
		m.str(abbr)
		return
	}
	if m.trySub(t) {
		return
	}
	m.prefix(t.Parent)
	m.templateNameComponent(t)
	m.addSub(t)
}

// templateNameComponent writes a template's own name. A function
// template's name carries only its explicit tags: its return type is part of
// the mangled signature, so none are implied.
func (m *mangler) templateNameComponent(t *types.TemplateDecl) {
	switch p := t.Pattern.(type) {
	case *types.FunctionDecl:
		m.functionName(p)
		m.abiTags(p.ABITags)
	case *types.VarDecl:
		if m.internalL(p) {
			m.str("L")
		}
		m.sourceName(p.Name)
		m.abiTags(p.ABITags)
	case nil:
		m.sourceName(t.Name)
	default:
		m.unqualifiedName(p)
	}
}

// unqualifiedName writes <unqualified-name> with its ABI tags.
func (m *mangler) unqualifiedName(d types.Decl) {
	switch x := d.(type) {
	case *types.Namespace:
		if x.Anonymous {
			m.sourceName(AnonymousNamespaceName(m.opts.ModuleID))
			return
		}
		m.sourceName(x.Name)
		return
	case *types.ClassDecl:
		if x.Lambda != nil {
			m.closureName(x)
			return
		}
		m.typeName(x.Name, x.TypedefName, x.UnnamedIndex)
		m.abiTags(x.ABITags)
		return
	case *types.EnumDecl:
		m.typeName(x.Name, x.TypedefName, x.UnnamedIndex)
		m.abiTags(x.ABITags)
		return
	case *types.FunctionDecl:
		m.functionName(x)
		m.abiTags(m.entityTags(x))
		return
	case *types.VarDecl:
		if m.internalL(x) {
			m.str("L")
		}
		m.sourceName(x.Name)
		m.abiTags(m.entityTags(x))
		return
	case *types.TypedefDecl:
		m.sourceName(x.Name)
		return
	}
	m.fail(declError(d, "unsupported entity kind"))
}

// typeName writes a class or enumeration name: its own, its typedef name for
// linkage, or Ut<n>_ for an unnamed one.
func (m *mangler) typeName(name string, td *types.TypedefDecl, unnamed int) {
	switch {
	case name != "":
		m.sourceName(name)
	case td != nil:
		m.sourceName(td.Name)
	default:
		m.str("Ut")
		m.seqNumber(unnamed)
	}
}

// closureName writes Ul <lambda-sig> E [<n>] _ for a closure type.
func (m *mangler) closureName(c *types.ClassDecl) {
	if e := c.Lambda.Extended; e != nil && m.opts.LambdaWrappers {
		m.wrapperName(c, e)
		return
	}
	m.str("Ul")
	if len(c.Lambda.Params) == 0 && !c.Lambda.Variadic {
		m.str("v")
	}
	for _, p := range c.Lambda.Params {
		m.typ(p)
	}
	if c.Lambda.Variadic {
		m.str("z")
	}
	m.str("E")
	m.seqNumber(c.Lambda.Index)
}

// internalL reports whether g++ marks d's name with L: a namespace-scope
// function or variable whose internal linkage comes from its declaration
// (static, or a const variable) rather than from an unnamed namespace.
func (m *mangler) internalL(d types.Decl) bool {
	if m.opts.Device {
		return false
	}
	if _, ok := d.Base().Parent.(*types.Namespace); !ok {
		return false
	}
	switch x := d.(type) {
	case *types.FunctionDecl:
		return x.Static
	case *types.VarDecl:
		if x.Static {
			return true
		}
		if _, cv := types.Split(x.Type); cv&types.Const != 0 && !x.Extern && !x.Inline && x.Template == nil {
			return true
		}
	}
	return false
}

func (m *mangler) functionName(f *types.FunctionDecl) {
	switch f.Kind {
	case types.Constructor:
		switch m.opts.Variant {
		case BaseObject:
			m.str("C2")
		case Allocating:
			m.str("C3")
		default:
			m.str("C1")
		}
	case types.Destructor:
		switch m.opts.Variant {
		case BaseObject:
			m.str("D2")
		case Deleting:
			m.str("D0")
		default:
			m.str("D1")
		}
	case types.OperatorFunc:
		code := operatorCode(f.Op)
		if code == "" {
			m.fail(declError(f, "operator %q has no mangled code", f.Op.String()))
			return
		}
		m.str(code)
	case types.ConversionFunc:
		m.str("cv")
		m.typ(signature(f).Result)
	case types.LiteralOperator:
		m.str("li")
		m.sourceName(f.Name)
	default:
		if m.internalL(f) {
			m.str("L")
		}
		if f.Name == "" {
			m.fail(declError(f, "unnamed function"))
			return
		}
		m.sourceName(f.Name)
	}
}

// plainVariable reports whether v's symbol is its bare name: an ordinary
// variable of the global namespace that needs no L mark and carries no ABI
// tag. cicc names a static one so too (its registration adds __nv_static_).
func (m *mangler) plainVariable(v *types.VarDecl) bool {
	return isGlobal(v.Parent) && v.Template == nil && !m.internalL(v) &&
		len(m.entityTags(v)) == 0
}
