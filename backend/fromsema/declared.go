package fromsema

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// declaredParam restores what a parameter's declaration says beyond its
// type in the function type, which sema keeps adjusted (arrays decay,
// top-level qualifiers drop) as C++ defines it. NVIDIA's stub file spells
// the parameters as declared (`const int`, `float *__restrict__`,
// `char c[8]`), so the syntax puts back:
//   - an array declarator's bound (an integer literal; any other bound is
//     reported, since sema's adjusted pointer has lost it);
//   - the top-level qualifiers written on the declarator's outermost
//     pointer, or on the decl-specifiers when there is no declarator
//     (qualifiers that come through a typedef name are not seen: they
//     change the spelling only, not the function's type).
func declaredParam(p *ast.ParamDecl, adjusted *summary.Type) (*summary.Type, error) {
	var first *ast.Chunk
	if p.Decl != nil {
		for i := range p.Decl.Chunks {
			if p.Decl.Chunks[i].Kind != ast.ChunkParen {
				first = &p.Decl.Chunks[i]
				break
			}
		}
	}
	var cv ast.CV
	switch {
	case first == nil:
		if p.Spec != nil {
			cv = p.Spec.CV
		}
	case first.Kind == ast.ChunkArray:
		if adjusted.Kind != summary.Pointer {
			return adjusted, nil
		}
		bound, ok := literalBound(first.Size())
		if !ok {
			return nil, errorf(first.At, "array parameter bound that is not an integer literal")
		}
		arr := &summary.Type{Kind: summary.Array, Elem: adjusted.Elem, Bound: bound}
		q := *adjusted
		arr.Const, arr.Volatile, arr.Restrict = q.Const, q.Volatile, q.Restrict
		return arr, nil
	case first.Kind == ast.ChunkPointer || first.Kind == ast.ChunkMemberPointer:
		cv = first.CV
	}
	if cv == 0 {
		return adjusted, nil
	}
	t := *adjusted
	t.Const = t.Const || cv&ast.Const != 0
	t.Volatile = t.Volatile || cv&ast.Volatile != 0
	t.Restrict = t.Restrict || cv&ast.Restrict != 0
	return &t, nil
}

// literalBound reads an array bound written as an integer literal.
func literalBound(e ast.Expr) (int64, bool) {
	lit, ok := e.(*ast.Literal)
	if !ok || lit.Kind != token.Number {
		return 0, false
	}
	s := strings.TrimRight(strings.ToLower(lit.Text), "ul")
	s = strings.ReplaceAll(s, "'", "")
	v, err := strconv.ParseInt(s, 0, 64)
	return v, err == nil && v >= 0
}

// funcDeclarators finds the function declarators of the tree (templates
// included) whose names are at the positions out holds as keys, which is
// where sema places a function template (types.TemplateDecl.Pos), and
// sets them as the values (the last one found at a position wins).
func funcDeclarators(decls []ast.Decl, out map[source.Pos]*ast.Declarator) {
	add := func(d *ast.Declarator) {
		if d == nil || d.Name == nil {
			return
		}
		if _, ok := out[d.Name.At]; ok && d.Function() != nil {
			out[d.Name.At] = d
		}
	}
	for _, d := range decls {
		switch x := d.(type) {
		case *ast.NamespaceDecl:
			funcDeclarators(x.Decls, out)
		case *ast.LinkageSpec:
			funcDeclarators(x.Decls, out)
		case *ast.TemplateDecl:
			funcDeclarators([]ast.Decl{x.Decl}, out)
		case *ast.FuncDef:
			add(x.Decl)
		case *ast.SimpleDecl:
			for _, dd := range x.Decls {
				add(dd)
			}
		}
	}
}

// kernelDefinitionNames lists the names of the __global__ function
// definitions written anywhere in the tree (templates included).
func kernelDefinitionNames(tu *ast.TranslationUnit) map[string]bool {
	out := map[string]bool{}
	var walk func(decls []ast.Decl)
	walk = func(decls []ast.Decl) {
		for _, d := range decls {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				walk(x.Decls)
			case *ast.LinkageSpec:
				walk(x.Decls)
			case *ast.TemplateDecl:
				walk([]ast.Decl{x.Decl})
			case *ast.FuncDef:
				if x.Spec != nil && x.Spec.CUDA&ast.CUDAGlobal != 0 && x.Decl != nil && x.Decl.Name != nil {
					out[x.Decl.Name.Ident()] = true
				}
			}
		}
	}
	if tu != nil {
		walk(tu.Decls)
	}
	return out
}

// KernelDefinitionNames lists the names of the __global__ function
// definitions written anywhere in tree (templates included): a driver
// whose stub file comes from another view of the TU (the device side's)
// checks with it that the host translation defines what the stub file
// names.
func KernelDefinitionNames(tree *ast.TranslationUnit) map[string]bool {
	return kernelDefinitionNames(tree)
}
