package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
)

// slabs hands out syntax tree nodes from large blocks: a translation unit
// has hundreds of thousands of names, specifiers and declarators, and one
// allocation per block instead of per node keeps the garbage collector out
// of the parser's way. The blocks belong to the parse that made them.
type slabs struct {
	names  []ast.Name
	parts  []ast.NamePart
	specs  []ast.DeclSpec
	decls  []ast.Declarator
	exprs  []ast.NameExpr
	params []ast.ParamDecl
}

const slabSize = 512

func (p *parser) newName() *ast.Name {
	s := &p.slab
	if len(s.names) == cap(s.names) {
		s.names = make([]ast.Name, 0, slabSize)
	}
	s.names = s.names[:len(s.names)+1]
	return &s.names[len(s.names)-1]
}

// newNameExpr returns an id-expression naming name (the commonest
// expression: one in seven nodes on thrust + cub).
func (p *parser) newNameExpr(name *ast.Name) *ast.NameExpr {
	s := &p.slab
	if len(s.exprs) == cap(s.exprs) {
		s.exprs = make([]ast.NameExpr, 0, slabSize)
	}
	s.exprs = s.exprs[:len(s.exprs)+1]
	x := &s.exprs[len(s.exprs)-1]
	x.Name = name
	return x
}

// newParamDecl returns a parameter declaration starting at at.
func (p *parser) newParamDecl(at source.Pos) *ast.ParamDecl {
	s := &p.slab
	if len(s.params) == cap(s.params) {
		s.params = make([]ast.ParamDecl, 0, slabSize/2)
	}
	s.params = s.params[:len(s.params)+1]
	d := &s.params[len(s.params)-1]
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

func (p *parser) newDeclSpec() *ast.DeclSpec {
	s := &p.slab
	if len(s.specs) == cap(s.specs) {
		s.specs = make([]ast.DeclSpec, 0, slabSize/2)
	}
	s.specs = s.specs[:len(s.specs)+1]
	return &s.specs[len(s.specs)-1]
}

func (p *parser) newDeclarator() *ast.Declarator {
	s := &p.slab
	if len(s.decls) == cap(s.decls) {
		s.decls = make([]ast.Declarator, 0, slabSize/2)
	}
	s.decls = s.decls[:len(s.decls)+1]
	return &s.decls[len(s.decls)-1]
}

// specExtra returns d's rarely present parts, allocating them on first use.
func specExtra(d *ast.DeclSpec) *ast.DeclSpecExtra {
	if d.Extra == nil {
		d.Extra = &ast.DeclSpecExtra{}
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
		d.Extra = &ast.DeclaratorExtra{}
	}
	return d.Extra
}
