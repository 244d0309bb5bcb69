package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// overload is a function template defined with a body, whose body may
// hold unmet sites or calls of one that does.
type overload struct {
	name string
	at   source.Pos // its declarator name
	body span       // its body, braces included
	// params counts its function parameters, required those without a
	// default argument; counted is false when the arguments a call
	// passes cannot bound its viability (a C-style ellipsis, a
	// parameter pack, f(void)).
	params, required int
	counted          bool
	// tparams are its template parameters' names; tcounted is false
	// when one is a pack or has a default.
	tparams  []string
	tcounted bool
	// deducible marks the template parameters spelled between the name
	// and the body (its parameters, qualifiers, trailing return type):
	// only those may be deduced from a call's arguments. It is read on
	// first need (see deduces) from toks[from+1:to].
	deducible []bool
	toks      []token.Token
	from, to  int
	// ok is false for a function template that cannot be ruled out by
	// its name (a constructor, an operator, a qualified name, ...).
	ok bool
	// member is set for a member of a class (a namespace-scope function
	// is never named by a member access); space is the bucket of a
	// namespace-scope function's namespace (keyspaces.go), "" when not
	// known.
	member bool
	space  string
	unit   *unit // the template unit declaring it, when space is known
	// parent is the overload whose body holds this one's (a member of a
	// local class), -1 for none.
	parent int
}

// fnTemplates are the function templates defined in a TU, sorted by
// body, with the positions of the declarator names of its declarations
// outside function bodies, and of their parameters (a declaration names
// an entity without using one).
type fnTemplates struct {
	list     []*overload
	declared map[source.Pos]bool
	scopes   []hideScope // sorted by body
}

// collectFnTemplates lists the function templates tree defines outside
// function bodies: at namespace scope, and as members of classes
// (class templates and their members included). It reads declarations
// only, not bodies.
func collectFnTemplates(tree *ast.TranslationUnit, toks []token.Token, tokAt func(source.Pos) int) *fnTemplates {
	ft := &fnTemplates{declared: map[source.Pos]bool{}}
	declare := func(d *ast.Declarator) {
		if d == nil || d.Name == nil || len(d.Name.Parts) == 0 {
			return
		}
		ft.declared[d.Name.Last().At] = true
		if fc := d.Function(); fc != nil {
			for _, p := range fc.Params {
				if p.Decl != nil && p.Decl.Name != nil && len(p.Decl.Name.Parts) > 0 {
					ft.declared[p.Decl.Name.Last().At] = true
				}
			}
		}
	}
	// body notes fd's body as a scope where its parameters' names and
	// fields (the names of its class's members that are no functions)
	// hide every function, and so do its local declarations (see
	// hidden).
	body := func(fd *ast.FuncDef, fields map[string]bool) {
		if fd.Body == nil || fd.Decl == nil {
			return
		}
		ft.scopes = append(ft.scopes, hideScope{body: bodySpan(fd), fd: fd, fields: fields})
	}
	var decls func(ds []ast.Decl, class string, fields map[string]bool)
	var decl func(d ast.Decl, class string, fields map[string]bool)
	decl = func(d ast.Decl, class string, fields map[string]bool) {
		switch x := d.(type) {
		case *ast.NamespaceDecl:
			decls(x.Decls, "", nil)
		case *ast.LinkageSpec:
			decls(x.Decls, "", nil)
		case *ast.FuncDef:
			declare(x.Decl)
			body(x, fields)
		case *ast.SimpleDecl:
			for _, dd := range x.Decls {
				declare(dd)
			}
			if cd := classOf(x); cd != nil {
				decls(cd.Members, classIdent(cd), fieldNames(cd))
			}
		case *ast.TemplateDecl:
			if fd, ok := x.Decl.(*ast.FuncDef); ok {
				declare(fd.Decl)
				body(fd, fields)
				if fd.Body != nil {
					ft.list = append(ft.list, newOverload(x, fd, class, toks, tokAt))
				}
				return
			}
			decl(x.Decl, class, fields)
		}
	}
	decls = func(ds []ast.Decl, class string, fields map[string]bool) {
		for _, d := range ds {
			decl(d, class, fields)
		}
	}
	decls(tree.Decls, "", nil)
	sort.Slice(ft.list, func(i, j int) bool { return ft.list[i].body.from < ft.list[j].body.from })
	nestSpans(len(ft.list), func(i int) span { return ft.list[i].body }, func(i, p int) { ft.list[i].parent = p })
	sort.Slice(ft.scopes, func(i, j int) bool { return ft.scopes[i].body.from < ft.scopes[j].body.from })
	nestSpans(len(ft.scopes), func(i int) span { return ft.scopes[i].body }, func(i, p int) { ft.scopes[i].parent = p })
	return ft
}

// nestSpans gives each of n spans, sorted by their start, the index of the
// innermost earlier span that holds it (-1 for none) through setParent.
func nestSpans(n int, at func(i int) span, setParent func(i, parent int)) {
	var stack []int
	for i := 0; i < n; i++ {
		s := at(i)
		for len(stack) > 0 && at(stack[len(stack)-1]).to < s.from {
			stack = stack[:len(stack)-1]
		}
		parent := -1
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		setParent(i, parent)
		stack = append(stack, i)
	}
}

// classIdent returns a class's name ("" for an anonymous one).
func classIdent(cd *ast.ClassDecl) string {
	if cd.Name == nil || len(cd.Name.Parts) == 0 {
		return ""
	}
	return cd.Name.Last().Ident
}

// enclosing returns the index of the innermost function template whose
// body holds p, or -1.
func (ft *fnTemplates) enclosing(p source.Pos) int {
	k := sort.Search(len(ft.list), func(i int) bool { return ft.list[i].body.from > p }) - 1
	for k >= 0 && ft.list[k].body.to < p {
		k = ft.list[k].parent
	}
	return k
}

// newOverload describes fd, the function template td defines, a member
// of class (or "").
func newOverload(td *ast.TemplateDecl, fd *ast.FuncDef, class string, toks []token.Token, tokAt func(source.Pos) int) *overload {
	o := &overload{body: span{fd.Body.At, fd.Body.End}}
	if fd.Decl == nil || fd.Decl.Name == nil || len(fd.Decl.Name.Parts) == 0 || td.Explicit || len(td.Params) == 0 {
		return o
	}
	parts := fd.Decl.Name.Parts
	last := fd.Decl.Name.Last()
	fc := fd.Decl.Function()
	if last.Kind != ast.NameIdent || last.Special != nil || last.Ident == class || fc == nil {
		return o // (a constructor is called implicitly)
	}
	if len(parts) > 1 && (parts[len(parts)-2].Kind != ast.NameIdent || parts[len(parts)-2].Ident == last.Ident) {
		return o // X<T>::X(...), a constructor defined outside its class
	}
	// A name defined qualified (X<T>::f, or ns::f) counts as a member's:
	// the member accesses that rule out a namespace's function do not
	// rule it out.
	o.name, o.at, o.ok, o.member = last.Ident, last.At, true, class != "" || len(parts) > 1
	o.params, o.counted, o.tcounted = len(fc.Params), !fc.Variadic, true
	for _, p := range fc.Params {
		switch {
		case p.Decl != nil && p.Decl.Pack:
			o.counted = false
		case p.Default() != nil:
		case p.Spec == nil || p.Spec.Builtin&ast.TVoid != 0 && (p.Decl == nil || len(p.Decl.Chunks) == 0):
			o.counted = false // f(void), or a parameter not understood
			o.required++
		default:
			o.required++
		}
	}
	for _, tp := range td.Params {
		if tp.Pack || tp.Default != nil || tp.Name == "" {
			o.tcounted = false
		}
		o.tparams = append(o.tparams, tp.Name)
	}
	o.toks, o.from, o.to = toks, tokAt(last.At), tokAt(fd.Body.At)
	return o
}

// deduces reports whether o's k-th template parameter is spelled between
// its name and its body (unknown tokens: yes).
func (o *overload) deduces(k int) bool {
	if o.deducible == nil {
		o.deducible = make([]bool, len(o.tparams))
		if o.from < 0 || o.to < 0 || o.to < o.from {
			for j := range o.deducible {
				o.deducible[j] = true
			}
		}
		for i := o.from + 1; i < o.to; i++ {
			if o.toks[i].Kind != token.Ident {
				continue
			}
			for j, n := range o.tparams {
				if o.toks[i].Text == n {
					o.deducible[j] = true
				}
			}
		}
	}
	return o.deducible[k]
}

// namedTokens returns the indices of the tokens spelling the name of a
// function template of ft, by name: one pass over the tokens, so that
// each round of deadOverloads reads only the names it asks about.
func (ft *fnTemplates) namedTokens(toks []token.Token) map[string][]int32 {
	names := map[string][]int32{}
	for _, o := range ft.list {
		if o.ok {
			names[o.name] = nil
		}
	}
	for i := range toks {
		t := &toks[i]
		if t.Kind != token.Ident {
			continue
		}
		if l, ok := names[t.Text]; ok {
			names[t.Text] = append(l, int32(i))
		}
	}
	return names
}

// streamIndex returns the index in ix.toks (stream order) of the token at
// p, or -1 when no token starts there.
func (ix *keyIndex) streamIndex(p source.Pos) int {
	i := ix.indexAt(p)
	if i >= len(ix.toks) || ix.tok(i).Pos != p {
		return -1
	}
	if ix.order != nil {
		return int(ix.order[i])
	}
	return i
}
