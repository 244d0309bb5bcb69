package fromsema

import (
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// The proof walk (sema.Result.CompleteKernelInstances) starts from what
// sema walked: user code, and the system functions outside templates that
// name a kernel template. Code outside templates that it did not walk
// (other system functions, namespace-scope initializers in system
// headers) instantiates what it names whether or not it runs, and so may
// instantiate a template that leads to a kernel template with arguments
// the walk never saw. And a kernel template named in a template the walk
// never entered is harmless only if nothing instantiates that template.
//
// Both are settled by names, conservatively (see keyIndex): the templates
// that hold the sites, and every template whose text names one of those
// (by the name of the outermost entity each is declared in, and so on),
// are the templates that may lead to a kernel. The walk enters the system
// functions outside templates that name one (see systemUses); none may be
// named in other code outside templates that sema did not walk
// (namespace-scope initializers); and none that leads to a site the walk
// never met may be named outside templates at all. The same answers bound
// the instances the walk enters.

// span is a range of positions of one file, ends included.
type span struct{ from, to source.Pos }

// siteTemplates is what the proof walk's caller knows of the templates
// holding the sites.
type siteTemplates struct {
	files *source.FileSet
	trace bool // CUFE_PROOF_TRACE: say why names lead to kernels (see tracePath)
	ix    *keyIndex
	sites []source.Pos
	keys  map[source.Pos]node // a site's template's key ("" outside templates)
	reach *reach              // from the keys of all sites
}

// newSiteTemplates indexes tree for sites.
func newSiteTemplates(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, sites []source.Pos) *siteTemplates {
	st := &siteTemplates{files: files, trace: os.Getenv("CUFE_PROOF_TRACE") != "", ix: newKeyIndex(tree, toks, files), sites: sites, keys: map[source.Pos]node{}}
	seeds := map[node]bool{}
	for _, s := range sites {
		if u := st.ix.unitAt(s); u != nil {
			k := u.key
			if u.member != "" {
				k += "::" + u.member
			}
			path := u.path
			if u.anyPath {
				path = "" // (of any namespace: see reach.seed)
			}
			st.keys[s] = node{key: k, space: u.space, path: path}
			if k != "" {
				seeds[st.keys[s]] = true
			}
		}
	}
	st.reach = st.ix.newReach(seeds)
	return st
}

// unused checks the names of the templates that hold sites (see above):
// met tells whether the walk met each site, dead holds the unmet sites in
// overloads nothing calls (deadoverloads.go), walked are the bodies of the
// functions outside templates that the walk walked. It returns the first
// position that keeps the kernel list from being known complete, with the
// reason, or an invalid position.
func (st *siteTemplates) unused(systemUses []use, met func(source.Pos) bool, dead map[source.Pos]bool, walked []span) (source.Pos, string) {
	unmet := map[node]bool{}
	for _, s := range st.sites {
		k, ok := st.keys[s]
		if !ok {
			return s, "the declaration holding this name of a kernel template was not found"
		}
		if met(s) {
			continue
		}
		if dead[s] {
			if st.trace {
				fmt.Fprintf(os.Stderr, "%s: unmet site in an overload nothing calls\n", st.files.Position(s))
			}
			continue
		}
		if k.key == "" {
			return s, "a kernel template named in code the walk did not enter (outside templates in a system header, or in a template without a name)"
		}
		if st.trace {
			fmt.Fprintf(os.Stderr, "%s: unmet site, key %s in %s\n", st.files.Position(s), k.key, k.space)
		}
		unmet[k] = true
	}
	if pos, name := st.firstUnwalked(systemUses, walked); pos.IsValid() {
		return pos, "template " + name + " may lead to a kernel template and is named outside templates in a system header, in code the walk did not enter"
	}
	if len(unmet) > 0 {
		all := func(source.Pos) bool { return true }
		if pos, name := st.namedOutside(st.ix.newReach(unmet), walked, all); pos.IsValid() {
			return pos, "template " + name + " leads to a kernel template the walk never met, and is named outside templates (sema may have missed this use)"
		}
	}
	return source.NoPos, ""
}

// namedOutside returns the first name that may lead to r's seeds written
// outside templates, at a position counts accepts, outside walked.
func (st *siteTemplates) namedOutside(r *reach, walked []span, counts func(source.Pos) bool) (source.Pos, string) {
	found, name := source.NoPos, ""
	st.eachNamedOutside(r, counts, func(t *token.Token, via node, gate bset) bool {
		if inSpans(t.Pos, walked) {
			return true
		}
		found, name = t.Pos, t.Text
		st.tracePath("named outside:", r, t, via, gate)
		return false
	})
	return found, name
}

// systemUses returns the names that may lead to a site written outside
// templates in system headers, in order: the proof walk enters the
// functions whose bodies hold them (see
// sema.Result.CompleteKernelInstances), so that only the others
// (namespace-scope initializers, say) are left for firstUnwalked.
func (st *siteTemplates) systemUses(files *source.FileSet) []use {
	var out []use
	st.eachNamedOutside(st.reach, files.IsSystem, func(t *token.Token, via node, gate bset) bool {
		out = append(out, use{t, via, gate})
		st.tracePath("system use", st.reach, t, via, gate)
		return true
	})
	return out
}

// firstUnwalked returns the first of uses (systemUses' list) outside
// walked, with its name: what namedOutside(st.reach, walked,
// files.IsSystem) finds, without searching again.
func (st *siteTemplates) firstUnwalked(uses []use, walked []span) (source.Pos, string) {
	for _, u := range uses {
		if !inSpans(u.t.Pos, walked) {
			st.tracePath("named outside:", st.reach, u.t, u.via, u.gate)
			return u.t.Pos, u.t.Text
		}
	}
	return source.NoPos, ""
}

// eachNamedOutside calls f with each name that may lead to r's seeds
// written outside templates, at a position counts accepts, until f
// returns false. The associated buckets of a unit's searches start with
// those the unit names and the code before it (see keyreach.go), and
// grow with what the searches meet until its calls held back stay so.
func (st *siteTemplates) eachNamedOutside(r *reach, counts func(source.Pos) bool, f func(*token.Token, node, bset) bool) {
	ix := st.ix
	for ui := range ix.units {
		if ix.units[ui].template {
			continue
		}
		gate := ix.spelledOf(ui) | ix.codeBefore(ui)
		for {
			grown, held, uses := st.usesIn(r, ui, gate, counts)
			if held&^gate&grown != 0 {
				gate |= grown // a call held back may be made: again
				continue
			}
			for _, x := range uses {
				if !f(x.t, x.via, x.gate) {
					return
				}
			}
			break
		}
	}
}

// use is a name outside templates that may lead to a seed, via the node,
// when the associated buckets are gate.
type use struct {
	t    *token.Token
	via  node
	gate bset
}

// usesIn returns the names in unit ui (outside templates), at positions
// counts accepts, that may lead to r's seeds when the associated buckets
// are gate; with the buckets the searches grew to and those of the calls
// gate held back.
func (st *siteTemplates) usesIn(r *reach, ui int, gate bset, counts func(source.Pos) bool) (grown, held bset, uses []use) {
	ix, u := st.ix, &st.ix.units[ui]
	grown = gate
	ix.identsAt(u.from, u.to, func(i int, t *token.Token) bool {
		if ix.declared.has(t.Pos) || !counts(t.Pos) {
			return true
		}
		hasKey, mk, start, ok := st.templateUse(i, t, u)
		if !ok {
			return true // a name of no template
		}
		may, via := false, node{}
		to := func(m node) bool {
			m.mode = start
			ok, g, h := r.mayFrom(m, gate)
			grown, held = grown|g, held|h
			via = m
			return ok
		}
		if hasKey {
			may = ix.eachTarget(i, t, u, ix.qualifiedKey(i, t), gate, &held, to)
		}
		if !may && mk != "" {
			// A member template named unqualified in a member
			// function of its class.
			may = to(node{key: mk, space: u.space})
		}
		if may {
			uses = append(uses, use{t, via, gate})
		}
		return true
	})
	if u.special != nil && counts(u.special.body) && st.files.IsSystem(u.special.body) {
		// A constructor or destructor constructs or destroys the
		// class's members (keyfields.go).
		t, via := ix.specialUse(u, func(m node) bool {
			ok, g, h := r.mayFrom(m, gate)
			grown, held = grown|g, held|h
			return ok
		})
		if t != nil {
			uses = append(uses, use{t, via, gate})
		}
	}
	return grown, held, uses
}

// templateUse reports whether identifier t, token i of unit u (outside
// templates), may name a template the searches follow: hasKey when a
// template unit has its key, mk the key of a member template of u's class
// it names (or ""), and start the mode a search from it starts in. usesIn
// and prepare find names so.
func (st *siteTemplates) templateUse(i int, t *token.Token, u *unit) (hasKey bool, mk string, start mode, ok bool) {
	ix := st.ix
	if ix.namesNoTemplate(i) {
		return false, "", full, false
	}
	hasKey, mk = len(ix.byKey[t.Text]) > 0, ix.memberKey(u.class, t.Text)
	if !hasKey && mk == "" {
		return false, "", full, false
	}
	start = full
	if st.headUse(i, u) {
		start = definition
	}
	return hasKey, mk, start, true
}

// inSpans reports whether p lies in one of spans.
func inSpans(p source.Pos, spans []span) bool {
	for _, w := range spans {
		if w.from <= p && p <= w.to {
			return true
		}
	}
	return false
}

// templateName returns the name of the entity a template declares: a
// class's, a function's (qualified, for a member defined outside its
// class), an alias's (made from the alias's identifier) or a variable's; nil when
// it has none.
func templateName(td *ast.TemplateDecl) *ast.Name {
	switch d := td.Decl.(type) {
	case *ast.FuncDef:
		if d.Decl != nil {
			return d.Decl.Name
		}
	case *ast.SimpleDecl:
		if d.Spec != nil {
			if cd := d.Spec.Class(); cd != nil && cd.Name != nil {
				return cd.Name
			}
		}
		for _, dd := range d.Decls {
			if dd.Name != nil {
				return dd.Name
			}
		}
	case *ast.AliasDecl:
		return &ast.Name{At: d.At, Parts: []ast.NamePart{{At: d.At, Kind: ast.NameIdent, Ident: d.Name}}}
	case *ast.TemplateDecl:
		return templateName(d)
	}
	return nil
}

// nameKey returns the key sema keys a declared name's instances by (see
// sema's reachKey): its first identifier that is not a namespace (the
// class of a member defined outside it, or the entity's own name), or
// "operator" for an operator, conversion or literal operator at namespace
// scope. spaces are the names of namespaces that name no class at
// namespace scope.
func nameKey(n *ast.Name, spaces map[string]bool) string {
	for i, p := range n.Parts {
		switch p.Kind {
		case ast.NameIdent:
			if i < len(n.Parts)-1 && spaces[p.Ident] {
				continue
			}
			return p.Ident
		case ast.NameOperator, ast.NameConversion, ast.NameLiteral:
			return "operator"
		}
	}
	return ""
}
