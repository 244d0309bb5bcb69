package fromsema

import (
	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// A walk of instances (sema.Result.CompleteKernelInstances) starts from
// what sema walked: user code, and the system functions outside templates
// that name a kernel template. Code outside templates that it did not
// walk (other system functions, namespace-scope initializers in system
// headers) instantiates what it names whether or not it runs, and so may
// instantiate a template that leads to a kernel template with arguments
// the walk never saw. And a kernel template named in a template the walk
// never entered is harmless only if nothing instantiates that template.
//
// Both are settled by names, conservatively: the templates that hold the
// sites, and every template whose text names one of those (by the name of
// the outermost entity each is declared in, and so on to a fixed point),
// are the templates that may lead to a kernel. None may be named in code
// outside templates that sema did not walk; and none that leads to a site
// the walk never met may be named outside templates at all.

// Span is a range of positions of one file, ends included.
type Span struct{ From, To source.Pos }

// SiteKeys are the names (see reachKeys) of the templates that hold the
// sites, closed over the templates that name them: the names of what may
// lead to a kernel template. ok is false when a site's declaration was not
// found.
func SiteKeys(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, sites []source.Pos) (keys map[source.Pos][]string, reach map[string]bool) {
	keys = siteKeys(tree, toks, files, sites)
	reach = map[string]bool{}
	for _, ks := range keys {
		for _, k := range ks {
			reach[k] = true
		}
	}
	return keys, closeKeys(tree, toks, reach)
}

// SiteTemplatesUnused checks the names of the templates that hold sites
// (see above): keys and reach are SiteKeys', met tells whether the walk
// met each site, walked are the bodies of the functions outside templates
// that the walk walked. It returns the first position that keeps the
// kernel list from being known complete, with the reason, or an invalid
// position.
func SiteTemplatesUnused(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, sites []source.Pos, keys map[source.Pos][]string, reach map[string]bool, met func(source.Pos) bool, walked []Span) (source.Pos, string) {
	if tree == nil || len(sites) == 0 {
		return source.NoPos, ""
	}
	unmet := map[string]bool{}
	for _, s := range sites {
		ks, ok := keys[s]
		if !ok {
			return s, "the declaration holding this name of a kernel template was not found"
		}
		if met(s) {
			continue
		}
		if len(ks) == 0 {
			return s, "a kernel template named outside templates in a system header, in code the walk did not enter"
		}
		for _, k := range ks {
			unmet[k] = true
		}
	}
	inWalked := func(p source.Pos) bool {
		for _, w := range walked {
			if inRange(p, w.From, w.To) {
				return true
			}
		}
		return false
	}
	if pos, name := namedOutside(tree, toks, reach, func(p source.Pos) bool { return files.IsSystem(p) && !inWalked(p) }); pos.IsValid() {
		return pos, "template " + name + " may lead to a kernel template and is named outside templates in a system header, in code the walk did not enter"
	}
	if len(unmet) > 0 {
		if pos, name := namedOutside(tree, toks, closeKeys(tree, toks, unmet), func(p source.Pos) bool { return !inWalked(p) }); pos.IsValid() {
			return pos, "template " + name + " leads to a kernel template the walk never met, and is named outside templates (sema may have missed this use)"
		}
	}
	return source.NoPos, ""
}

// inRange reports whether p lies in [from, to] of one file.
func inRange(p, from, to source.Pos) bool {
	return from.IsValid() && to.IsValid() && p >= from && p <= to
}

// siteKeys maps each site to the names of the outermost entity whose
// template holds it (none outside templates).
func siteKeys(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, sites []source.Pos) map[source.Pos][]string {
	at := make(map[source.Pos]bool, len(sites))
	for _, s := range sites {
		at[s] = true
	}
	keys := make(map[source.Pos][]string, len(sites))
	visit := func(key []string, inTemplate bool, n *ast.Name) {
		if at[n.At] {
			if !inTemplate {
				key = nil
			}
			keys[n.At] = key
		}
	}
	var hits *prune.Hits
	if toks != nil {
		hits = prune.Find(toks, prune.MatchFunc(func(t *token.Token) bool { return at[t.Pos] }))
	}
	visitUnits(tree, hits, visit)
	return keys
}

// closeKeys adds to keys the keys of every template whose text names one
// of them, to a fixed point, and returns them.
func closeKeys(tree *ast.TranslationUnit, toks []token.Token, keys map[string]bool) map[string]bool {
	r := map[string]bool{}
	for k := range keys {
		r[k] = true
	}
	for {
		added := map[string]bool{}
		visitUnits(tree, identHits(toks, r), func(key []string, inTemplate bool, n *ast.Name) {
			if !inTemplate || namedKey(n, r) == "" {
				return
			}
			for _, k := range key {
				if !r[k] {
					added[k] = true
				}
			}
		})
		if len(added) == 0 {
			return r
		}
		for k := range added {
			r[k] = true
		}
	}
}

// namedOutside returns the first name of one of keys written outside
// templates at a position counts accepts.
func namedOutside(tree *ast.TranslationUnit, toks []token.Token, keys map[string]bool, counts func(source.Pos) bool) (source.Pos, string) {
	found, foundName := source.NoPos, ""
	visitUnits(tree, identHits(toks, keys), func(_ []string, inTemplate bool, n *ast.Name) {
		if inTemplate || found.IsValid() {
			return
		}
		if name := namedKey(n, keys); name != "" && counts(n.At) {
			found, foundName = n.At, name
		}
	})
	return found, foundName
}

// identHits finds the identifier tokens spelled as one of names (nil
// without tokens: every declaration is then searched).
func identHits(toks []token.Token, names map[string]bool) *prune.Hits {
	if toks == nil {
		return nil
	}
	return prune.Find(toks, prune.Idents(names))
}

// namedKey returns the identifier of n that is one of keys, or "".
func namedKey(n *ast.Name, keys map[string]bool) string {
	for _, p := range n.Parts {
		if p.Kind == ast.NameIdent && keys[p.Ident] {
			return p.Ident
		}
	}
	return ""
}

// visitUnits calls visit with each name the tree holds (among the
// declarations hits may be in), the key of the outermost template holding
// it (see templateKey), and whether one does. A member template of a
// class outside templates takes the outermost class's name as its key;
// the name a class or template declares is not visited as a use.
func visitUnits(tree *ast.TranslationUnit, hits *prune.Hits, visit func(key []string, inTemplate bool, n *ast.Name)) {
	spaces := namespaceOnlyNames(tree)
	inner := func(td *ast.TemplateDecl, key []string) {
		// A name whose first part is one of the template's parameters
		// names the argument, not an entity of that name.
		params := map[string]bool{}
		for _, p := range td.Params {
			if p.Name != "" {
				params[p.Name] = true
			}
		}
		ast.Inspect(td, func(n any) bool {
			if nm, ok := n.(*ast.Name); ok && !(len(nm.Parts) > 0 && params[nm.Parts[0].Ident]) {
				visit(key, true, nm)
			}
			return true
		})
	}
	var outer func(n any) bool
	var class func(cd *ast.ClassDecl, key []string)
	class = func(cd *ast.ClassDecl, key []string) {
		for _, b := range cd.Bases {
			ast.Inspect(b, outer)
		}
		for _, m := range cd.Members {
			switch x := m.(type) {
			case *ast.TemplateDecl:
				if !x.Explicit || len(x.Params) > 0 {
					inner(x, key)
					continue
				}
			}
			ast.Inspect(m, func(n any) bool {
				switch x := n.(type) {
				case *ast.ClassDecl:
					class(x, key)
					return false
				case *ast.Name:
					if len(x.Parts) == 1 && len(key) == 1 && x.Parts[0].Ident == key[0] {
						return true // a constructor's or destructor's name
					}
				}
				return outer(n)
			})
		}
	}
	outer = func(n any) bool {
		switch x := n.(type) {
		case *ast.TemplateDecl:
			if x.Explicit && len(x.Params) == 0 {
				return true // an explicit specialization is code outside templates
			}
			inner(x, templateKey(x, spaces))
			return false
		case *ast.ClassDecl:
			var key []string
			if x.Name != nil {
				key = []string{x.Name.Ident()}
			}
			class(x, key)
			return false
		case *ast.Name:
			visit(nil, false, x)
		}
		return true
	}
	if hits == nil {
		ast.Inspect(tree, outer)
		return
	}
	prune.Inspect(tree, hits, outer)
}

// templateKey returns the name sema keys the entity a template declares
// by (see sema's reachKey and nameKeys): a class's, a function's (its
// class's, for a member defined outside it), an alias's or a variable's
// name; none when it has no name.
//
// spaces are the names of namespaces that name no class at namespace
// scope: a qualifier spelled so is a namespace, never the key.
func templateKey(td *ast.TemplateDecl, spaces map[string]bool) []string {
	switch d := td.Decl.(type) {
	case *ast.FuncDef:
		if d.Decl != nil {
			return nameKeys(d.Decl.Name, spaces)
		}
	case *ast.SimpleDecl:
		if d.Spec != nil {
			if cd := d.Spec.Class(); cd != nil && cd.Name != nil {
				return nameKeys(cd.Name, spaces)
			}
		}
		for _, dd := range d.Decls {
			if dd.Name != nil {
				return nameKeys(dd.Name, spaces)
			}
		}
	case *ast.AliasDecl:
		return []string{d.Name}
	case *ast.TemplateDecl:
		return templateKey(d, spaces)
	}
	return nil
}

// namespaceOnlyNames returns the names of the tree's namespaces that no
// class declared at namespace scope also has.
func namespaceOnlyNames(tree *ast.TranslationUnit) map[string]bool {
	spaces, classes := map[string]bool{}, map[string]bool{}
	var walk func(ds []ast.Decl)
	walk = func(ds []ast.Decl) {
		for _, d := range ds {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				for _, n := range x.Names {
					spaces[n] = true
				}
				walk(x.Decls)
			case *ast.LinkageSpec:
				walk(x.Decls)
			case *ast.TemplateDecl:
				if sd, ok := x.Decl.(*ast.SimpleDecl); ok && sd.Spec != nil {
					if cd := sd.Spec.Class(); cd != nil && cd.Name != nil {
						classes[cd.Name.Ident()] = true
					}
				}
			case *ast.SimpleDecl:
				if x.Spec != nil {
					if cd := x.Spec.Class(); cd != nil && cd.Name != nil {
						classes[cd.Name.Ident()] = true
					}
				}
			}
		}
	}
	walk(tree.Decls)
	for n := range classes {
		delete(spaces, n)
	}
	return spaces
}

// nameKeys returns the key of a declared name: its first identifier that
// is not a namespace (the class of a member defined outside it, or the
// entity's own name), or "operator" for an operator, conversion or literal
// operator at namespace scope.
func nameKeys(n *ast.Name, spaces map[string]bool) []string {
	if n == nil {
		return nil
	}
	for i, p := range n.Parts {
		switch p.Kind {
		case ast.NameIdent:
			if i < len(n.Parts)-1 && spaces[p.Ident] {
				continue
			}
			return []string{p.Ident}
		case ast.NameOperator, ast.NameConversion, ast.NameLiteral:
			return []string{"operator"}
		}
	}
	return nil
}
