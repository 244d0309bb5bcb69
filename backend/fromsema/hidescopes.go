package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// hideScope is a function body where unqualified lookup finds names that
// are no functions (its parameters, its class's data members and types,
// its local variables after their declarations) before any function:
// such a name calls no function template.
type hideScope struct {
	body   span
	fd     *ast.FuncDef
	fields map[string]bool // its class's (shared by the class's functions)
	parent int
	// locals are its parameters, seen in the whole body, and the names
	// its blocks declare (read on first need: few bodies are asked).
	locals     []local
	localsRead bool
}

// local is a name a block declares, seen from its declarator to the
// block's end.
type local struct {
	name string
	seen span
}

// readLocals lists the names the blocks of h's body declare: variables,
// and the functions a block may declare (no templates), seen from their
// declarators to their blocks' ends. (A for statement's or condition's
// declaration is not listed: a name it declares stays unhidden.)
func (h *hideScope) readLocals() {
	h.localsRead = true
	if fc := h.fd.Decl.Function(); fc != nil {
		for _, p := range fc.Params {
			if p.Decl != nil && p.Decl.Name != nil && len(p.Decl.Name.Parts) == 1 {
				h.locals = append(h.locals, local{p.Decl.Name.Ident(), h.body})
			}
		}
	}
	ast.Inspect(h.fd.Body, func(n any) bool {
		b, ok := n.(*ast.CompoundStmt)
		if !ok {
			return true
		}
		for _, st := range b.Stmts {
			ds, ok := st.(*ast.DeclStmt)
			if !ok {
				continue
			}
			sd, ok := ds.Decl.(*ast.SimpleDecl)
			if !ok {
				continue
			}
			for _, d := range sd.Decls {
				if d.Name != nil && len(d.Name.Parts) == 1 && d.Name.Last().Kind == ast.NameIdent {
					h.locals = append(h.locals, local{d.Name.Ident(), span{d.Name.At, b.End}})
				}
			}
		}
		return true
	})
}

// fieldNames returns the names cd's members declare that are no
// functions (data members, types, variable templates): in cd's member
// functions they hide every function of their name outside cd, and cd
// declares no function of such a name.
func fieldNames(cd *ast.ClassDecl) map[string]bool {
	var out map[string]bool
	for _, m := range cd.Members {
		if td, ok := m.(*ast.TemplateDecl); ok {
			m = td.Decl
		}
		sd, ok := m.(*ast.SimpleDecl)
		if !ok {
			continue
		}
		for _, d := range sd.Decls {
			if d.Name != nil && len(d.Name.Parts) == 1 && d.Name.Last().Kind == ast.NameIdent && d.Function() == nil {
				if out == nil {
					out = map[string]bool{}
				}
				out[d.Name.Ident()] = true
			}
		}
	}
	return out
}

// hidden reports whether the name toks[i], not after ::, . or ->, lies
// in a body where a parameter, a data member or a local declaration of
// its name hides every function template.
func (ft *fnTemplates) hidden(toks []token.Token, i int) bool {
	j := i - 1
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "template" {
		j--
	}
	if j >= 0 && (toks[j].Kind == token.ColonColon || toks[j].Kind == token.Dot || toks[j].Kind == token.Arrow) {
		return false
	}
	p, name := toks[i].Pos, toks[i].Text
	k := sort.Search(len(ft.scopes), func(i int) bool { return ft.scopes[i].body.from > p }) - 1
	for ; k >= 0; k = ft.scopes[k].parent {
		h := &ft.scopes[k]
		if h.body.to < p {
			continue
		}
		if h.fields[name] {
			return true
		}
		if !h.localsRead {
			h.readLocals()
		}
		for _, l := range h.locals {
			if l.name == name && l.seen.from <= p && p <= l.seen.to {
				return true
			}
		}
	}
	return false
}
