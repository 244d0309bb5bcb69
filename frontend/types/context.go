package types

import (
	"strconv"
)

// Context makes and interns the types and declarations of one translation
// unit. The zero value is not usable; call NewContext.
type Context struct {
	// Global is the global namespace.
	Global *Namespace

	next     uint32
	builtins [numBuiltins]*Builtin
	quals    map[qualKey]*Qualified
	pointers map[uint32]*Pointer
	refs     map[refKey]*Reference
	arrays   map[string]*Array
	// funcs interns function types by a hash of their parts (see
	// functionType); funcsMore holds, by a spelled key, those whose hash
	// another type took first.
	funcs     map[uint64]*Function
	funcsMore map[string]*Function
	mptrs     map[[2]uint32]*MemberPointer
	params    map[paramKey]*TemplateParamType
	depnames  map[string]Type
	packs     map[uint32]*PackExpansion
	children  map[childKey]*Namespace
}

type qualKey struct {
	elem uint32
	cv   CV
}

type refKey struct {
	elem   uint32
	rvalue bool
}

type paramKey struct {
	depth, index int
	pack         bool
	decl         uint32
}

type childKey struct {
	parent uint32
	name   string
}

// NewContext returns an empty Context with the builtin types and the global
// namespace.
func NewContext() *Context { return NewContextFor(0) }

// NewContextFor is NewContext with its larger tables sized for a
// translation unit of about n bytes of preprocessed source: they then
// seldom grow, and growing costs a rehash and, in a process that does not
// collect garbage (the cufe binary), leaves the old table behind. The
// sizes are those of thrust's benchmark TU after the proof walk (types
// per megabyte), a tenth over; they scale with n itself, not with whole
// megabytes, which left a 4.9 MB TU's tables a fifth short.
func NewContextFor(n int) *Context {
	c := &Context{
		quals:    make(map[qualKey]*Qualified, PerMegabyte(n, 860)),
		pointers: make(map[uint32]*Pointer, PerMegabyte(n, 490)),
		refs:     make(map[refKey]*Reference, PerMegabyte(n, 1440)),
		arrays:   map[string]*Array{},
		funcs:    make(map[uint64]*Function, PerMegabyte(n, 4100)),
		mptrs:    map[[2]uint32]*MemberPointer{},
		params:   map[paramKey]*TemplateParamType{},
		depnames: make(map[string]Type, PerMegabyte(n, 3400)),
		packs:    map[uint32]*PackExpansion{},
		children: map[childKey]*Namespace{},
	}
	for k := range c.builtins {
		b := &Builtin{Kind: BuiltinKind(k)}
		c.init(&b.typeNode, b, nil)
		c.builtins[k] = b
	}
	c.Global = &Namespace{}
	c.initDecl(&c.Global.DeclBase, "", nil)
	return c
}

// PerMegabyte returns perMB scaled to n bytes of source (perMB per
// 2^20 bytes): the size hint of a table that holds about perMB entries
// per megabyte of a translation unit.
func PerMegabyte(n, perMB int) int {
	if n <= 0 || perMB <= 0 {
		return 0
	}
	return int(int64(n) * int64(perMB) >> 20)
}

// init gives a new type node its id and canonical type (canon nil: itself).
func (c *Context) init(n *typeNode, self Type, canon Type) {
	c.next++
	n.id = c.next
	if canon == nil {
		canon = self
	}
	n.canon = canon
}

func (c *Context) initDecl(b *DeclBase, name string, parent Decl) {
	c.next++
	b.id = c.next
	b.Name = name
	b.Parent = parent
}

// Builtin returns the builtin type of kind k.
func (c *Context) Builtin(k BuiltinKind) *Builtin { return c.builtins[k] }

// Qualify returns t with the qualifiers cv added. Qualifiers on a reference
// or function type (through a typedef) are ignored, as C++ says; qualifiers
// on an array type apply to its elements.
func (c *Context) Qualify(t Type, cv CV) Type {
	if cv == 0 {
		return t
	}
	if q, ok := t.(*Qualified); ok {
		cv |= q.CV
		t = q.Elem
	}
	switch u := t.(type) {
	case *Reference, *Function:
		return t
	case *Array:
		return c.rebuildArray(u, c.Qualify(u.Elem, cv))
	}
	switch t.Canonical().(type) {
	case *Reference, *Function:
		return t
	}
	key := qualKey{t.node().id, cv}
	if q := c.quals[key]; q != nil {
		return q
	}
	q := &Qualified{Elem: t, CV: cv}
	var canon Type
	if t.Canonical() != t {
		canon = c.Qualify(t.Canonical(), cv)
	}
	c.init(&q.typeNode, q, canon)
	c.quals[key] = q
	return q
}

// Split returns the canonical form of t without its top-level qualifiers,
// and those qualifiers.
func Split(t Type) (Type, CV) {
	t = t.Canonical()
	if q, ok := t.(*Qualified); ok {
		return q.Elem, q.CV
	}
	return t, 0
}

// Unqualified returns t without top-level qualifiers, keeping sugar when t
// itself is a Qualified node.
func Unqualified(t Type) Type {
	if q, ok := t.(*Qualified); ok {
		return q.Elem
	}
	if q, ok := t.Canonical().(*Qualified); ok {
		return q.Elem
	}
	return t
}

// PointerTo returns T*.
func (c *Context) PointerTo(t Type) *Pointer {
	id := t.node().id
	if p := c.pointers[id]; p != nil {
		return p
	}
	p := &Pointer{Elem: t}
	var canon Type
	if t.Canonical() != t {
		canon = c.PointerTo(t.Canonical())
	}
	c.init(&p.typeNode, p, canon)
	c.pointers[id] = p
	return p
}

// ReferenceTo returns T& (rvalue false) or T&&, without collapsing: t must
// not be a reference. Use CollapseReference when t may be one.
func (c *Context) ReferenceTo(t Type, rvalue bool) *Reference {
	key := refKey{t.node().id, rvalue}
	if r := c.refs[key]; r != nil {
		return r
	}
	r := &Reference{Elem: t, RValue: rvalue}
	var canon Type
	if t.Canonical() != t {
		canon = c.ReferenceTo(t.Canonical(), rvalue)
	}
	c.init(&r.typeNode, r, canon)
	c.refs[key] = r
	return r
}

// CollapseReference forms a reference to t by the reference-collapsing rule:
// T& & and T&& & and T& && are T&, T&& && is T&&, and a reference to a
// non-reference is formed as written.
func (c *Context) CollapseReference(t Type, rvalue bool) Type {
	if r, ok := t.Canonical().(*Reference); ok {
		if !rvalue || !r.RValue {
			return c.ReferenceTo(referee(t), false)
		}
		return t
	}
	return c.ReferenceTo(t, rvalue)
}

// referee returns what the reference t (possibly behind typedefs) refers to,
// keeping as much sugar as t has.
func referee(t Type) Type {
	for {
		switch u := t.(type) {
		case *Reference:
			return u.Elem
		case *Typedef:
			t = u.Decl.Underlying
		default:
			return t.Canonical().(*Reference).Elem
		}
	}
}

// ArrayOf returns T[n]; n < 0 means an unknown bound (T[]).
func (c *Context) ArrayOf(t Type, n int64) *Array {
	if n < 0 {
		n = -1
	}
	return c.array(t, n, nil)
}

// DependentArrayOf returns T[e] for a value-dependent bound e.
func (c *Context) DependentArrayOf(t Type, e Expr) *Array { return c.array(t, -1, e) }

func (c *Context) rebuildArray(a *Array, elem Type) *Array { return c.array(elem, a.Len, a.Dep) }

func (c *Context) array(t Type, n int64, dep Expr) *Array {
	var kbuf [64]byte
	key := strconv.AppendUint(kbuf[:0], uint64(t.node().id), 36)
	key = strconv.AppendInt(append(key, ':'), n, 10)
	if dep != nil {
		key = appendExprKey(append(key, ':'), dep)
	}
	if a := c.arrays[string(key)]; a != nil {
		return a
	}
	a := &Array{Elem: t, Len: n, Dep: dep}
	var canon Type
	if t.Canonical() != t {
		canon = c.array(t.Canonical(), n, dep)
	}
	c.init(&a.typeNode, a, canon)
	c.arrays[string(key)] = a
	return a
}

// FunctionType interns the function type described by proto (whose
// typeNode is ignored). Parameter types are adjusted as C++ does: arrays and
// functions decay to pointers and top-level qualifiers are dropped.
func (c *Context) FunctionType(proto Function) *Function {
	params := proto.Params
	proto.Params = nil
	return c.functionType(proto, params)
}

// functionType is FunctionType with proto's parameters given apart: proto
// escapes (its result type is kept), and a slice inside it would have
// to live on the heap too.
func (c *Context) functionType(proto Function, protoParams []Type) *Function {
	// Most calls find the type: the adjusted parameters are built on the
	// stack, and copied to the heap only for a new type. Types are found
	// by a hash of their parts' ids (a map keyed by a 64-bit number costs
	// a fraction of one keyed by a spelled string: no string to build,
	// hash and compare), the parts then compared; a type whose hash an
	// unequal one took first is kept under its spelled key in funcsMore.
	var pbuf [8]Type
	adjusted := pbuf[:0]
	for _, p := range protoParams {
		adjusted = append(adjusted, c.AdjustParam(p))
	}
	h := funcHash(&proto, adjusted)
	first := c.funcs[h]
	if first != nil && sameFunction(first, &proto, adjusted) {
		return first
	}
	var kbuf [96]byte
	var key []byte
	if first != nil {
		key = funcKey(kbuf[:0], &proto, adjusted)
		if f := c.funcsMore[string(key)]; f != nil {
			return f
		}
	}
	params := make([]Type, len(adjusted))
	copy(params, adjusted)
	f := &Function{Result: proto.Result, Params: params, Variadic: proto.Variadic,
		Noexcept: proto.Noexcept, CV: proto.CV, Ref: proto.Ref}
	var canon Type
	sugared := proto.Result.Canonical() != proto.Result
	// (The canonical parameters only key the canonical type's lookup,
	// which copies them if it makes one: a stack buffer will do.)
	var cbuf [8]Type
	cparams := cbuf[:0]
	for _, p := range params {
		cp := p.Canonical()
		cparams = append(cparams, cp)
		sugared = sugared || cp != p
	}
	if sugared {
		cp := proto
		cp.Result = proto.Result.Canonical()
		canon = c.functionType(cp, cparams)
	}
	c.init(&f.typeNode, f, canon)
	if first == nil {
		c.funcs[h] = f
	} else {
		if c.funcsMore == nil {
			c.funcsMore = map[string]*Function{}
		}
		c.funcsMore[string(key)] = f
	}
	return f
}

// funcHash hashes what makes a function type (FNV-1a, a word at a time,
// over its result's and adjusted parameters' ids, its qualifiers and
// flags). Types that collide are told apart by sameFunction.
func funcHash(proto *Function, params []Type) uint64 {
	const prime = 1099511628211
	h := (14695981039346656037 ^ uint64(proto.Result.node().id)) * prime
	for _, p := range params {
		h = (h ^ uint64(p.node().id)) * prime
	}
	flags := uint64(proto.CV) | uint64(proto.Ref)<<8 | uint64(len(params))<<32
	if proto.Variadic {
		flags |= 1 << 16
	}
	if proto.Noexcept {
		flags |= 1 << 17
	}
	return (h ^ flags) * prime
}

// sameFunction reports whether f is the type proto with params describes.
func sameFunction(f, proto *Function, params []Type) bool {
	if f.Result.node().id != proto.Result.node().id || len(f.Params) != len(params) || f.CV != proto.CV || f.Ref != proto.Ref ||
		f.Variadic != proto.Variadic || f.Noexcept != proto.Noexcept {
		return false
	}
	for i, p := range params {
		if f.Params[i].node().id != p.node().id {
			return false
		}
	}
	return true
}

// funcKey spells what makes a function type, for funcsMore.
func funcKey(key []byte, proto *Function, params []Type) []byte {
	key = strconv.AppendUint(key, uint64(proto.Result.node().id), 36)
	for _, p := range params {
		key = append(key, ',')
		key = strconv.AppendUint(key, uint64(p.node().id), 36)
	}
	key = append(key, '|', '0'+byte(proto.CV), '0'+byte(proto.Ref))
	if proto.Variadic {
		key = append(key, 'v')
	}
	if proto.Noexcept {
		key = append(key, 'n')
	}
	return key
}

// AdjustParam applies the parameter-type adjustments: T[N] and T[] become
// T*, a function type F becomes F*, and top-level cv-qualifiers go.
func (c *Context) AdjustParam(t Type) Type {
	switch u := t.Canonical().(type) {
	case *Array:
		elem := u.Elem
		if a, ok := t.(*Array); ok {
			elem = a.Elem
		}
		return c.PointerTo(elem)
	case *Function:
		return c.PointerTo(t)
	case *Qualified:
		if q, ok := t.(*Qualified); ok {
			return q.Elem
		}
		return u.Elem
	}
	return t
}

// MemberPointerTo returns Elem Class::*.
func (c *Context) MemberPointerTo(class, elem Type) *MemberPointer {
	key := [2]uint32{class.node().id, elem.node().id}
	if m := c.mptrs[key]; m != nil {
		return m
	}
	m := &MemberPointer{Class: class, Elem: elem}
	var canon Type
	if class.Canonical() != class || elem.Canonical() != elem {
		canon = c.MemberPointerTo(class.Canonical(), elem.Canonical())
	}
	c.init(&m.typeNode, m, canon)
	c.mptrs[key] = m
	return m
}

// ParamType returns the type that template type parameter p stands for.
func (c *Context) ParamType(p *TemplateParam) *TemplateParamType {
	if p.TypeRef != nil {
		return p.TypeRef
	}
	canon := c.canonicalParam(p.Depth, p.Index, p.Pack)
	t := &TemplateParamType{Depth: p.Depth, Index: p.Index, Pack: p.Pack, Param: p}
	c.init(&t.typeNode, t, canon)
	p.TypeRef = t
	return t
}

func (c *Context) canonicalParam(depth, index int, pack bool) *TemplateParamType {
	key := paramKey{depth: depth, index: index, pack: pack}
	if t := c.params[key]; t != nil {
		return t
	}
	t := &TemplateParamType{Depth: depth, Index: index, Pack: pack}
	c.init(&t.typeNode, t, nil)
	c.params[key] = t
	return t
}

// DependentNameType returns typename q::name (or q::template name<args>).
func (c *Context) DependentNameType(q Type, name string, args []TemplateArg) *DependentName {
	var kbuf [128]byte
	key := append(kbuf[:0], 'n')
	key = strconv.AppendUint(key, uint64(q.node().id), 36)
	key = append(append(key, ':'), name...)
	if args != nil {
		key = appendArgsKey(append(key, '<'), args)
		key = appendArgsSpelling(append(key, '|'), args)
	}
	if t, ok := c.depnames[string(key)].(*DependentName); ok {
		return t
	}
	t := &DependentName{Qualifier: q, Name: name, Args: args}
	var canon Type
	if q.Canonical() != q || argsSugared(args) {
		canon = c.DependentNameType(q.Canonical(), name, canonicalArgs(args))
	}
	c.init(&t.typeNode, t, canon)
	c.depnames[string(key)] = t
	return t
}

// TemplateSpecType returns the dependent template-id tn<args...>. It keeps
// a copy of args (callers may pass scratch space).
func (c *Context) TemplateSpecType(tn TemplateName, args []TemplateArg) *TemplateSpec {
	return c.templateSpecType(tn, args, false)
}

// templateSpecType is TemplateSpecType; owned says args is a fresh slice
// nobody else holds (canonicalArgs's), kept as it is instead of copied.
func (c *Context) templateSpecType(tn TemplateName, args []TemplateArg, owned bool) *TemplateSpec {
	var kbuf [128]byte
	key := append(kbuf[:0], 's')
	key = strconv.AppendUint(key, uint64(tn.Base().id), 36)
	key = appendArgsKey(append(key, '<'), args)
	key = appendArgsSpelling(append(key, '|'), args)
	if t, ok := c.depnames[string(key)].(*TemplateSpec); ok {
		return t
	}
	if !owned {
		args = append([]TemplateArg(nil), args...)
	}
	t := &TemplateSpec{Template: tn, Args: args}
	var canon Type
	if argsSugared(args) {
		canon = c.templateSpecType(tn, canonicalArgs(args), true)
	}
	c.init(&t.typeNode, t, canon)
	c.depnames[string(key)] = t
	return t
}

// DecltypeType returns decltype(e) for a type-dependent e.
func (c *Context) DecltypeType(e Expr) *Decltype {
	key := "d" + string(appendExprKey(nil, e))
	if t, ok := c.depnames[key].(*Decltype); ok {
		return t
	}
	t := &Decltype{Expr: e}
	c.init(&t.typeNode, t, nil)
	c.depnames[key] = t
	return t
}

// PackExpansionOf returns pattern... .
func (c *Context) PackExpansionOf(pattern Type) *PackExpansion {
	id := pattern.node().id
	if p := c.packs[id]; p != nil {
		return p
	}
	p := &PackExpansion{Pattern: pattern}
	var canon Type
	if pattern.Canonical() != pattern {
		canon = c.PackExpansionOf(pattern.Canonical())
	}
	c.init(&p.typeNode, p, canon)
	c.packs[id] = p
	return p
}

func argsSugared(args []TemplateArg) bool {
	for _, a := range args {
		switch a.Kind {
		case TypeArg:
			if a.Type.Canonical() != a.Type {
				return true
			}
		case PackArg:
			if argsSugared(a.Pack) {
				return true
			}
		}
	}
	return false
}

// canonicalArgs returns args with every type argument canonical.
func canonicalArgs(args []TemplateArg) []TemplateArg {
	if args == nil {
		return nil
	}
	out := make([]TemplateArg, len(args))
	for i, a := range args {
		out[i] = a
		switch a.Kind {
		case TypeArg:
			out[i].Type = a.Type.Canonical()
		case PackArg:
			out[i].Pack = canonicalArgs(a.Pack)
		}
	}
	return out
}

// appendArgsSpelling appends the written (possibly sugared) types of args:
// two spellings of one canonical type are two types, for printing.
func appendArgsSpelling(b []byte, args []TemplateArg) []byte {
	for _, a := range args {
		if a.Kind == TypeArg {
			b = strconv.AppendUint(b, uint64(a.Type.node().id), 36)
		}
		b = append(b, ',')
	}
	return b
}
