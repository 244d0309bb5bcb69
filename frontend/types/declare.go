package types

import "strconv"

// Namespace returns the namespace name in parent, creating it on first use
// (namespaces reopen). inline marks it an inline namespace.
func (c *Context) Namespace(parent *Namespace, name string, inline bool) *Namespace {
	key := childKey{parent.id, name}
	if ns := c.children[key]; ns != nil {
		ns.Inline = ns.Inline || inline
		return ns
	}
	ns := &Namespace{Inline: inline}
	c.initDecl(&ns.DeclBase, name, parent)
	c.children[key] = ns
	return ns
}

// AnonymousNamespace returns the unnamed namespace of parent (one per
// namespace per translation unit).
func (c *Context) AnonymousNamespace(parent *Namespace) *Namespace {
	key := childKey{parent.id, ""}
	if ns := c.children[key]; ns != nil {
		return ns
	}
	ns := &Namespace{Anonymous: true}
	c.initDecl(&ns.DeclBase, "", parent)
	c.children[key] = ns
	return ns
}

// NewClass declares a class (incomplete until the caller fills it in and sets
// Complete) in parent.
func (c *Context) NewClass(parent Decl, tag TagKind, name string) *ClassDecl {
	d := &ClassDecl{Tag: tag}
	c.initDecl(&d.DeclBase, name, parent)
	d.Type = &Class{Decl: d}
	c.init(&d.Type.typeNode, d.Type, nil)
	return d
}

// NewEnum declares an enumeration with the given underlying type.
func (c *Context) NewEnum(parent Decl, name string, scoped bool, underlying Type) *EnumDecl {
	d := &EnumDecl{Scoped: scoped, Underlying: underlying}
	c.initDecl(&d.DeclBase, name, parent)
	d.Type = &Enum{Decl: d}
	c.init(&d.Type.typeNode, d.Type, nil)
	return d
}

// NewTypedef declares a typedef or alias name for underlying.
func (c *Context) NewTypedef(parent Decl, name string, underlying Type) *TypedefDecl {
	d := &TypedefDecl{Underlying: underlying}
	c.initDecl(&d.DeclBase, name, parent)
	d.Type = &Typedef{Decl: d}
	c.init(&d.Type.typeNode, d.Type, underlying.Canonical())
	return d
}

// NewFunction declares a function of type fn.
func (c *Context) NewFunction(parent Decl, name string, fn *Function) *FunctionDecl {
	d := &FunctionDecl{Type: fn}
	c.initDecl(&d.DeclBase, name, parent)
	return d
}

// NewVar declares a variable or static data member.
func (c *Context) NewVar(parent Decl, name string, t Type) *VarDecl {
	d := &VarDecl{Type: t}
	c.initDecl(&d.DeclBase, name, parent)
	return d
}

// NewField declares a non-static data member of class and appends it to the
// class's fields.
func (c *Context) NewField(class *ClassDecl, name string, t Type) *FieldDecl {
	d := &FieldDecl{Type: t}
	c.initDecl(&d.DeclBase, name, class)
	class.Fields = append(class.Fields, d)
	return d
}

// NewTemplate declares a template named name in parent; the caller sets its
// Pattern (declared with NewTemplatePattern's parent rules: the pattern's
// parent is the template's parent).
func (c *Context) NewTemplate(parent Decl, name string, kind TemplateKind, params []*TemplateParam) *TemplateDecl {
	d := &TemplateDecl{Kind: kind, Params: params}
	c.initDecl(&d.DeclBase, name, parent)
	for _, p := range params {
		p.Parent = d
	}
	return d
}

// NewTemplateParam makes a template parameter; NewTemplate adopts it. For a
// type parameter, ParamType gives the type it stands for.
func (c *Context) NewTemplateParam(kind TemplateParamKind, depth, index int, name string, pack bool) *TemplateParam {
	d := &TemplateParam{Kind: kind, Depth: depth, Index: index, Pack: pack}
	c.initDecl(&d.DeclBase, name, nil)
	if kind == TypeParam {
		c.ParamType(d)
	}
	return d
}

// Specialize returns the specialization of class template t for args,
// creating an incomplete ClassDecl on first use. args must be complete
// (defaults filled in) and non-dependent; dependent template-ids are
// TemplateSpec types.
func (c *Context) Specialize(t *TemplateDecl, args []TemplateArg) *ClassDecl {
	var kbuf [96]byte
	key := appendArgsKey(kbuf[:0], args)
	if d := t.specs[string(key)]; d != nil {
		return d
	}
	tag := StructTag
	if p, ok := t.Pattern.(*ClassDecl); ok {
		tag = p.Tag
	}
	d := c.NewClass(t.Parent, tag, t.Name)
	d.Template = t
	d.Args = canonicalArgs(args)
	if t.specs == nil {
		t.specs = map[string]*ClassDecl{}
	}
	t.specs[string(key)] = d
	return d
}

// Specializations returns the class template's specializations made so far,
// in no particular order.
func (t *TemplateDecl) Specializations() []*ClassDecl {
	out := make([]*ClassDecl, 0, len(t.specs))
	for _, d := range t.specs {
		out = append(out, d)
	}
	return out
}

// SpecializeFunction makes the specialization of function template t for
// args, whose instantiated type is fn. It copies the pattern's name kind and
// qualifiers.
func (c *Context) SpecializeFunction(t *TemplateDecl, args []TemplateArg, fn *Function) *FunctionDecl {
	d := c.NewFunction(t.Parent, t.Name, fn)
	if p, ok := t.Pattern.(*FunctionDecl); ok {
		d.Kind, d.Op, d.Static, d.Inline, d.Virtual, d.Exec = p.Kind, p.Op, p.Static, p.Inline, p.Virtual, p.Exec
		d.ABITags = p.ABITags
	}
	d.Template = t
	d.Args = args
	return d
}

// SpecializeVar makes the specialization of variable template t for args,
// whose instantiated type is typ.
func (c *Context) SpecializeVar(t *TemplateDecl, args []TemplateArg, typ Type) *VarDecl {
	d := c.NewVar(t.Parent, t.Name, typ)
	if p, ok := t.Pattern.(*VarDecl); ok {
		d.Static, d.Mem = p.Static, p.Mem
		d.ABITags = p.ABITags
	}
	d.Template = t
	d.Args = args
	return d
}

// Numbering hands out the per-context numbers Itanium mangling needs: the
// index of a local entity among same-named entities of one function, of an
// unnamed type among unnamed types of one scope, and of a closure among
// closures with the same parameter types in one context. The analyser keeps
// one Numbering per context (function body, class, namespace, variable
// initializer).
type Numbering struct {
	byName     map[string]int
	unnamed    int
	closures   map[string]int
	anyClosure int
}

// Local returns the next index for a local entity called name.
func (n *Numbering) Local(name string) int {
	if n.byName == nil {
		n.byName = map[string]int{}
	}
	i := n.byName[name]
	n.byName[name] = i + 1
	return i
}

// Unnamed returns the next index for an unnamed class or enumeration.
func (n *Numbering) Unnamed() int {
	i := n.unnamed
	n.unnamed++
	return i
}

// AnyClosure returns the next index for a closure counting every closure
// of the context, as g++ 12 numbers them.
func (n *Numbering) AnyClosure() int {
	i := n.anyClosure
	n.anyClosure++
	return i
}

// Closure returns the next index for a closure whose call operator takes
// params (variadic when variadic is set).
func (n *Numbering) Closure(params []Type, variadic bool) int {
	key := make([]byte, 0, 8*len(params)+1)
	for _, p := range params {
		key = strconv.AppendUint(key, uint64(p.Canonical().node().id), 36)
		key = append(key, ',')
	}
	if variadic {
		key = append(key, 'v')
	}
	if n.closures == nil {
		n.closures = map[string]int{}
	}
	i := n.closures[string(key)]
	n.closures[string(key)] = i + 1
	return i
}
