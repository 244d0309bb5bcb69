package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/internal/slab"
)

// slabs holds the blocks syntax tree nodes come from (see internal/slab):
// a translation unit has hundreds of thousands of names, specifiers and
// declarators. The blocks belong to the parse that made them.
type slabs struct {
	names  []ast.Name
	parts  []ast.NamePart
	specs  []ast.DeclSpec
	decls  []ast.Declarator
	exprs  []ast.NameExpr
	params []ast.ParamDecl
	// The nodes below are each made tens of thousands of times on thrust +
	// cub (see put).
	ents       []entity
	typeIDs    []ast.TypeID
	simples    []ast.SimpleDecl
	specials   []ast.NameSpecial
	funcChunks []ast.FuncChunk
	tparams    []ast.TemplateParam
	calls      []ast.CallExpr
	attrs      []ast.Attribute
	binaries   []ast.BinaryExpr
	funcDefs   []ast.FuncDef
	compounds  []ast.CompoundStmt
	exprStmts  []ast.ExprStmt
	returns    []ast.ReturnStmt
	literals   []ast.Literal
	templDecls []ast.TemplateDecl
	members    []ast.MemberExpr
	declStmts  []ast.DeclStmt
	unaries    []ast.UnaryExpr
	parens     []ast.ParenExpr
	specExtras []ast.DeclSpecExtra
	declExtras []ast.DeclaratorExtra
	scopes     []scope
	// Lists are collected on stacks and copied out once complete (see
	// listBuf).
	paramList listBuf[*ast.ParamDecl]
	exprList  listBuf[ast.Expr]
	stmtList  listBuf[ast.Stmt]
	targList  listBuf[ast.TemplateArg]
}

// listBuf collects lists of T (a function's parameters, a call's
// arguments, a block's statements) on a stack shared by the nested lists
// being parsed, and copies each out into a block of T once complete: a
// list grown by append from nothing leaves an array behind at every
// doubling (the cufe binary runs with the collector off).
type listBuf[T any] struct {
	stack []T
	block []T
}

// mark returns where the list about to be collected starts.
func (b *listBuf[T]) mark() int { return len(b.stack) }

// push adds x to the list being collected.
func (b *listBuf[T]) push(x T) { b.stack = append(b.stack, x) }

// keep returns the list collected since base (nil when empty, as append
// from nil would leave it), with no room to grow in place, and pops it.
func (b *listBuf[T]) keep(base int) []T {
	src := b.stack[base:]
	n := len(src)
	var out []T
	switch {
	case n == 0:
	case n > slabSize/4:
		out = append([]T(nil), src...)
	default:
		if cap(b.block)-len(b.block) < n {
			b.block = make([]T, 0, slabSize)
		}
		start := len(b.block)
		b.block = append(b.block, src...)
		out = b.block[start : start+n : start+n]
	}
	clear(src)
	b.stack = b.stack[:base]
	return out
}

const slabSize = 512

// put returns a node from block holding v. One allocation per block
// instead of one per node takes the allocator's per-object work (~25 ns,
// a tenth of the parser's time over all its nodes) off the parser.
func put[T any](block *[]T, v T) *T {
	x := slab.New(block, slabSize/4)
	*x = v
	return x
}

// setArgs is ast.NamePart.SetArgs with the component's special parts
// taken from a block.
func (p *parser) setArgs(part *ast.NamePart, args []ast.TemplateArg) {
	if part.Special == nil {
		part.Special = slab.New(&p.slab.specials, slabSize/4)
	}
	part.SetArgs(args)
}

func (p *parser) newName() *ast.Name { return slab.New(&p.slab.names, slabSize) }

// newNameExpr returns an id-expression naming name (the commonest
// expression: one in seven nodes on thrust + cub).
func (p *parser) newNameExpr(name *ast.Name) *ast.NameExpr {
	x := slab.New(&p.slab.exprs, slabSize)
	x.Name = name
	return x
}

// newParamDecl returns a parameter declaration starting at at.
func (p *parser) newParamDecl(at source.Pos) *ast.ParamDecl {
	d := slab.New(&p.slab.params, slabSize/2)
	d.At = at
	return d
}

// keepParts copies name components out of a scratch buffer.
func (p *parser) keepParts(src []ast.NamePart) []ast.NamePart {
	s := &p.slab
	n := len(src)
	if n > slabSize/4 {
		return append([]ast.NamePart(nil), src...)
	}
	if cap(s.parts)-len(s.parts) < n {
		s.parts = make([]ast.NamePart, 0, slabSize)
	}
	start := len(s.parts)
	s.parts = append(s.parts, src...)
	return s.parts[start : start+n : start+n]
}

func (p *parser) newDeclSpec() *ast.DeclSpec { return slab.New(&p.slab.specs, slabSize/2) }

func (p *parser) newDeclarator() *ast.Declarator { return slab.New(&p.slab.decls, slabSize/2) }

// specExtra returns d's rarely present parts, allocating them on first use.
func (p *parser) specExtra(d *ast.DeclSpec) *ast.DeclSpecExtra {
	if d.Extra == nil {
		d.Extra = slab.New(&p.slab.specExtras, slabSize/4)
	}
	return d.Extra
}

// chunkExtra returns c's rarely present parts, allocating them on first use.
func chunkExtra(c *ast.Chunk) *ast.ChunkExtra {
	if c.Extra == nil {
		c.Extra = &ast.ChunkExtra{}
	}
	return c.Extra
}

// funcExtra returns f's rarely present parts, allocating them on first use.
func funcExtra(f *ast.FuncChunk) *ast.FuncChunkExtra {
	if f.Extra == nil {
		f.Extra = &ast.FuncChunkExtra{}
	}
	return f.Extra
}

// paramExtra returns d's rarely present parts, allocating them on first use.
func paramExtra(d *ast.ParamDecl) *ast.ParamExtra {
	if d.Extra == nil {
		d.Extra = &ast.ParamExtra{}
	}
	return d.Extra
}

// extra returns d's rarely present parts, allocating them on first use.
func (p *parser) extra(d *ast.Declarator) *ast.DeclaratorExtra {
	if d.Extra == nil {
		d.Extra = slab.New(&p.slab.declExtras, slabSize/4)
	}
	return d.Extra
}

// newEntity returns a zero entity of a lasting scope (those of parameter
// and block scopes come from the transient pools).
func (p *parser) newEntity() *entity { return slab.New(&p.slab.ents, slabSize/4) }
