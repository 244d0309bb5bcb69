package ast

import "github.com/cufe-dev/cufe/frontend/source"

// ChunkKind is one step of a declarator.
type ChunkKind uint8

// Declarator chunks.
const (
	ChunkPointer       ChunkKind = iota // *
	ChunkLRef                           // &
	ChunkRRef                           // &&
	ChunkMemberPointer                  // C::*
	ChunkArray                          // [N]
	ChunkFunction                       // (params) …
	ChunkParen                          // ( declarator ) kept only for fidelity
)

// RefQual is a function's ref-qualifier.
type RefQual uint8

// Ref-qualifiers.
const (
	RefNone RefQual = iota
	RefL
	RefR
)

// Chunk is one derived-type step. Chunks of a Declarator are listed from the
// declarator-id outwards: `int *a[3]` is [Array, Pointer] (array of pointers).
type Chunk struct {
	// (Fields are ordered to keep the struct small: pointer, reference
	// and function chunks, nearly all of them, need none of Extra's parts.)
	At   source.Pos
	Kind ChunkKind
	CV   CV
	Func *FuncChunk // ChunkFunction
	// Extra holds the rarely present parts (nil when there are none); read
	// them through the methods of the same names.
	Extra *ChunkExtra
}

// ChunkExtra holds the rarely present parts of a Chunk.
type ChunkExtra struct {
	Class *Name // ChunkMemberPointer
	Size  Expr  // ChunkArray; nil for []
	Attrs []*Attribute
}

// Class returns the class of a member pointer chunk, or nil.
func (c *Chunk) Class() *Name {
	if c.Extra == nil {
		return nil
	}
	return c.Extra.Class
}

// Size returns the bound of an array chunk, or nil (also for []).
func (c *Chunk) Size() Expr {
	if c.Extra == nil {
		return nil
	}
	return c.Extra.Size
}

// Attrs returns the attributes that appertain to the chunk.
func (c *Chunk) Attrs() []*Attribute {
	if c.Extra == nil {
		return nil
	}
	return c.Extra.Attrs
}

// NoexceptKind says which exception specification a function has.
type NoexceptKind uint8

// Exception specifications.
const (
	NoexceptNone  NoexceptKind = iota
	NoexceptPlain              // noexcept
	NoexceptCond               // noexcept(expr)
	ThrowList                  // throw(types)
)

// FuncChunk holds a function declarator's parts.
type FuncChunk struct {
	Params   []*ParamDecl
	Variadic bool // trailing ... (C-style)
	CV       CV
	Ref      RefQual
	Noexcept NoexceptKind
	// Extra holds the rarely present parts (nil when there are none); read
	// them through the methods of the same names.
	Extra *FuncChunkExtra
}

// FuncChunkExtra holds the rarely present parts of a FuncChunk.
type FuncChunkExtra struct {
	NoexExpr Expr
	Throws   []*TypeID
	Trailing *TypeID // -> T
	Attrs    []*Attribute
}

// NoexExpr returns the operand of noexcept(expr), or nil.
func (f *FuncChunk) NoexExpr() Expr {
	if f.Extra == nil {
		return nil
	}
	return f.Extra.NoexExpr
}

// Throws returns the types of a dynamic exception specification.
func (f *FuncChunk) Throws() []*TypeID {
	if f.Extra == nil {
		return nil
	}
	return f.Extra.Throws
}

// Trailing returns the trailing return type, or nil.
func (f *FuncChunk) Trailing() *TypeID {
	if f.Extra == nil {
		return nil
	}
	return f.Extra.Trailing
}

// Attrs returns the attributes after the function's parameters and
// qualifiers.
func (f *FuncChunk) Attrs() []*Attribute {
	if f.Extra == nil {
		return nil
	}
	return f.Extra.Attrs
}

// VirtSpec is a set of virt-specifiers and function definitions by `=`.
type VirtSpec uint8

// Virt-specifiers.
const (
	VirtOverride VirtSpec = 1 << iota
	VirtFinal
	VirtPure    // = 0
	VirtDefault // = default
	VirtDelete  // = delete
)

// InitKind is the form of an initializer.
type InitKind uint8

// Initializer forms.
const (
	InitNone   InitKind = iota
	InitAssign          // = expr or = {…}
	InitParen           // (args)
	InitBrace           // {…}
)

// Declarator declares one name (or, abstract, none).
type Declarator struct {
	// (Fields are ordered to keep the struct small.)
	At       source.Pos
	Pack     bool // ... before the name (parameter pack)
	Virt     VirtSpec
	InitKind InitKind
	Name     *Name // nil for an abstract declarator
	Chunks   []Chunk
	// Extra holds the parts few declarators have (attributes, an
	// initializer, an asm label …); nil when there are none: a translation
	// unit has tens of thousands of declarators, nine in ten with none of
	// them, and keeping them out of line saves more than half of a
	// declarator's memory. Read them through the methods of the same names.
	Extra *DeclaratorExtra
}

// DeclaratorExtra holds the rarely present parts of a Declarator (in the
// order the tree is walked).
type DeclaratorExtra struct {
	Attrs     []*Attribute // attributes after the declarator-id or the declarator
	AsmLabel  Expr         // asm("name")
	BitWidth  Expr
	Requires  Expr // trailing requires-clause
	DeleteMsg Expr
	// Binding lists the names of a structured binding (`auto [a, b] = …`).
	Binding []BindingName
	Init    Expr   // InitAssign (may be *InitList), InitBrace (*InitList)
	Args    []Expr // InitParen
}

// Rare returns the declarator's rarely present parts (zero when none).
func (d *Declarator) Rare() DeclaratorExtra {
	if d.Extra == nil {
		return DeclaratorExtra{}
	}
	return *d.Extra
}

// Attrs returns the attributes after the declarator-id or the declarator.
func (d *Declarator) Attrs() []*Attribute {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Attrs
}

// Init returns the initializer of an InitAssign or InitBrace declarator,
// or nil.
func (d *Declarator) Init() Expr {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Init
}

// Args returns the arguments of an InitParen initializer.
func (d *Declarator) Args() []Expr {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Args
}

// BitWidth returns the bit-field width, or nil.
func (d *Declarator) BitWidth() Expr {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.BitWidth
}

// Binding returns the names of a structured binding, or nil.
func (d *Declarator) Binding() []BindingName {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Binding
}

// BindingName is one name of a structured binding declaration.
type BindingName struct {
	At   source.Pos
	Name string
}

// Pos returns the declarator's position.
func (d *Declarator) Pos() source.Pos { return d.At }

// Function returns the function chunk that applies to the declarator-id, or
// nil when the declarator does not declare a function.
func (d *Declarator) Function() *FuncChunk {
	for i := range d.Chunks {
		switch d.Chunks[i].Kind {
		case ChunkParen:
			continue
		case ChunkFunction:
			return d.Chunks[i].Func
		}
		return nil
	}
	return nil
}

// ParamDecl is a function parameter.
type ParamDecl struct {
	At   source.Pos
	Spec *DeclSpec
	Decl *Declarator
	// Extra holds the default argument and the attributes, which most
	// parameters lack (nil then); read them through Default and Attrs.
	Extra *ParamExtra
}

// ParamExtra holds the rarely present parts of a ParamDecl.
type ParamExtra struct {
	Default Expr
	Attrs   []*Attribute
}

// Default returns the default argument, or nil.
func (p *ParamDecl) Default() Expr {
	if p.Extra == nil {
		return nil
	}
	return p.Extra.Default
}

// Attrs returns the parameter's attributes.
func (p *ParamDecl) Attrs() []*Attribute {
	if p.Extra == nil {
		return nil
	}
	return p.Extra.Attrs
}

// Pos returns the parameter's position.
func (p *ParamDecl) Pos() source.Pos { return p.At }
