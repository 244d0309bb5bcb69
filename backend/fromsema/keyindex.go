package fromsema

import (
	"math"
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// keyIndex answers, from the tokens, which templates may lead to a kernel
// template (see sitetemplates.go) without walking the tree: the
// declarations outside templates are cut into units (a template
// declaration, a member template of a class outside templates, or code
// outside templates), each a range of tokens; a template unit is keyed by
// the name sema keys its instances by. A key may lead to a kernel when it
// is a seed (a template holding a site) or when the tokens of a template
// with that key spell another key that may; the answer is worked out on
// demand and kept, so the proof walk pays only for the keys it asks
// about.
type keyIndex struct {
	toks []token.Token
	// order lists token indices by position when the tokens are not in
	// position order (a .cu input: headers are numbered after their
	// includer); nil when they are.
	order []int32
	units []unit
	byKey map[string][]int // template units by key
	// byMember indexes the member templates of classes outside templates
	// by "Class::member" (each also under its class's key): a use of
	// C::m in code outside templates leads where m's text leads, not
	// where every member of C does (cub's DeviceReduce::Sum beside its
	// ReduceByKey).
	byMember map[string][]int
	// memberNames holds "Class::name" for every name a class outside
	// templates declares directly: a member template naming one that is
	// not a member template (a function that may call any member) leads
	// wherever the class may.
	memberNames map[string]bool
	// declared holds the positions of the names that declarations
	// outside templates declare (a class's own, its members', a
	// function's or variable's at namespace scope): a declaration is not
	// a use.
	declared map[source.Pos]bool
}

// unit is a range of declarations' tokens.
type unit struct {
	from, to source.Pos // [from, to)
	// key is the key of a template unit ("" for one that has none, or
	// for code outside templates); name the name it is worked out from
	// once the namespaces are known (see nameKeys), unless key is set.
	key      string
	name     *ast.Name
	template bool
	// member is the name of a member template of a class outside
	// templates (key is the class's), "" otherwise.
	member string
	// class is the class outside templates whose members a unit of code
	// outside templates belongs to ("" for none): there an unqualified
	// name may name a member template.
	class string
}

// reach answers whether keys may lead to one of seeds. A key is a name
// (a template's, or a class's, standing for all its members) or
// "Class::member" (see byMember); a seed of the second kind makes its
// class's key lead there too.
type reach struct {
	ix    *keyIndex
	seeds map[string]bool
	memo  map[string]int8 // 1: being worked out, 2: may, 3: may not
}

// seed reports whether k is a seed, or the class of a member seed.
func (r *reach) seed(k string) bool {
	if r.seeds[k] {
		return true
	}
	for s := range r.seeds {
		if len(s) > len(k)+2 && s[:len(k)] == k && s[len(k):len(k)+2] == "::" {
			return true
		}
	}
	return false
}

// unitsOf returns the template units key stands for.
func (ix *keyIndex) unitsOf(key string) []int {
	if us, ok := ix.byMember[key]; ok {
		return us
	}
	return ix.byKey[key]
}

// memberKey returns "class::member" when member names a member template
// of class that byMember indexes, "" otherwise (or for class "").
func (ix *keyIndex) memberKey(class, member string) string {
	if class == "" {
		return ""
	}
	k := class + "::" + member
	if len(ix.byMember[k]) > 0 {
		return k
	}
	return ""
}

// newKeyIndex cuts tree into units.
func newKeyIndex(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) *keyIndex {
	ix := &keyIndex{toks: toks, byKey: map[string][]int{}, byMember: map[string][]int{}, memberNames: map[string]bool{}, declared: map[source.Pos]bool{}}
	if len(files.Files()) > 1 {
		// Tokens of one file (a .ii) are in position order; a .cu's
		// headers are numbered after their includer.
		for i := 1; i < len(toks); i++ {
			if toks[i].Pos < toks[i-1].Pos {
				ix.order = make([]int32, len(toks))
				for j := range ix.order {
					ix.order[j] = int32(j)
				}
				sort.SliceStable(ix.order, func(a, b int) bool { return toks[ix.order[a]].Pos < toks[ix.order[b]].Pos })
				break
			}
		}
	}
	spaces, classes := map[string]bool{}, map[string]bool{}
	end := func(d ast.Decl, next source.Pos) source.Pos {
		// A declaration ends where the next begins, in the same file;
		// the last of a file's run ends with the file.
		if next < d.Pos() {
			if f := files.File(d.Pos()); f != nil {
				return source.Pos(f.Base + f.Size() + 1)
			}
		}
		return next
	}
	// direct is set for the members of a class outside templates (not of
	// a class nested in one).
	var decls func(ds []ast.Decl, hi source.Pos, classKey string, nested, direct bool)
	decls = func(ds []ast.Decl, hi source.Pos, classKey string, nested, direct bool) {
		for i, d := range ds {
			next := hi
			if i+1 < len(ds) {
				next = ds[i+1].Pos()
			}
			to := end(d, next)
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				for _, n := range x.Names {
					spaces[n] = true
				}
				decls(x.Decls, to, "", false, false)
				continue
			case *ast.LinkageSpec:
				decls(x.Decls, to, "", false, false)
				continue
			case *ast.TemplateDecl:
				if !nested {
					if sd, ok := x.Decl.(*ast.SimpleDecl); ok {
						if cd := classOf(sd); cd != nil && cd.Name != nil {
							classes[cd.Name.Ident()] = true
						}
					}
				}
				if !x.Explicit || len(x.Params) > 0 {
					u := unit{from: x.Pos(), to: to, key: classKey, template: true}
					if !nested {
						u.name = templateName(x)
					} else if direct {
						if n := templateName(x); n != nil && n.Last().Kind == ast.NameIdent {
							u.member = n.Last().Ident
						}
					}
					ix.add(u)
					continue
				}
			case *ast.SimpleDecl:
				if cd := classOf(x); cd != nil && cd.Name != nil && len(cd.Members) > 0 {
					key := classKey
					if !nested {
						key = cd.Name.Ident()
						classes[key] = true
					}
					ix.declare(cd.Name)
					for _, m := range cd.Members {
						ix.declareMember(m)
						if !nested {
							ix.noteMemberNames(key, m)
						}
					}
					ix.add(unit{from: x.Pos(), to: cd.Members[0].Pos(), class: key})
					decls(cd.Members, cd.End, key, true, !nested)
					ix.add(unit{from: cd.End, to: to})
					continue
				}
			}
			if !nested {
				// double hypot(double, double); declares hypot,
				// whatever templates share its name.
				ix.declareMember(d)
			}
			ix.add(unit{from: d.Pos(), to: to, class: classKey})
		}
	}
	decls(tree.Decls, source.Pos(math.MaxInt32), "", false, false)
	for n := range classes {
		delete(spaces, n)
	}
	for i := range ix.units {
		u := &ix.units[i]
		if !u.template {
			continue
		}
		if u.name != nil {
			u.key = nameKey(u.name, spaces)
		}
		if u.key != "" {
			ix.byKey[u.key] = append(ix.byKey[u.key], i)
			if u.member != "" {
				k := u.key + "::" + u.member
				ix.byMember[k] = append(ix.byMember[k], i)
			}
		}
	}
	return ix
}

// classOf returns the class a declaration defines, if it does.
func classOf(sd *ast.SimpleDecl) *ast.ClassDecl {
	if sd.Spec == nil {
		return nil
	}
	return sd.Spec.Class()
}

// declare records the positions of n's parts as declared names.
func (ix *keyIndex) declare(n *ast.Name) {
	if n == nil {
		return
	}
	ix.declared[n.At] = true
	for _, p := range n.Parts {
		ix.declared[p.At] = true
	}
}

// declareMember records the names a class member declares.
func (ix *keyIndex) declareMember(m ast.Decl) {
	switch x := m.(type) {
	case *ast.FuncDef:
		ix.declareDeclarator(x.Decl)
	case *ast.SimpleDecl:
		for _, d := range x.Decls {
			ix.declareDeclarator(d)
		}
	case *ast.UsingDecl:
		// using ::abs; brings a name in, instantiating nothing.
		for _, n := range x.Names {
			if n != nil && len(n.Parts) > 0 {
				ix.declared[n.Last().At] = true
			}
		}
	}
}

// declareDeclarator records the name d declares, and a function's
// parameters' (arc4random_uniform(__uint32_t __upper_bound) names no
// template __upper_bound).
func (ix *keyIndex) declareDeclarator(d *ast.Declarator) {
	if d == nil {
		return
	}
	ix.declare(d.Name)
	if fc := d.Function(); fc != nil {
		for _, p := range fc.Params {
			if p != nil && p.Decl != nil {
				ix.declare(p.Decl.Name)
			}
		}
	}
}

// noteMemberNames records the names member m of class (outside
// templates) declares.
func (ix *keyIndex) noteMemberNames(class string, m ast.Decl) {
	note := func(n *ast.Name) {
		if n != nil && len(n.Parts) == 1 && n.Last().Kind == ast.NameIdent {
			ix.memberNames[class+"::"+n.Last().Ident] = true
		}
	}
	switch x := m.(type) {
	case *ast.FuncDef:
		if x.Decl != nil {
			note(x.Decl.Name)
		}
	case *ast.SimpleDecl:
		for _, d := range x.Decls {
			note(d.Name)
		}
		if cd := classOf(x); cd != nil {
			note(cd.Name)
		}
	case *ast.TemplateDecl:
		note(templateName(x))
	}
}

// add records u; code outside templates that follows code outside
// templates extends its unit.
func (ix *keyIndex) add(u unit) {
	if !u.from.IsValid() || u.to <= u.from {
		return
	}
	if n := len(ix.units); n > 0 && !u.template {
		if last := &ix.units[n-1]; !last.template && last.to == u.from && last.class == u.class {
			last.to = u.to
			return
		}
	}
	ix.units = append(ix.units, u)
}

// idents calls f with each identifier token in [from, to) until f returns
// false.
func (ix *keyIndex) idents(from, to source.Pos, f func(t *token.Token) bool) {
	ix.identsAt(from, to, func(_ int, t *token.Token) bool { return f(t) })
}

// qualifiedKey returns the key a name written at token i (t) is asked by:
// C::m when C is a class whose member template m byMember indexes, the
// name otherwise.
func (ix *keyIndex) qualifiedKey(i int, t *token.Token) string {
	if i+2 >= len(ix.toks) {
		return t.Text
	}
	colons, m := ix.tok(i+1), ix.tok(i+2)
	if colons.Kind != token.ColonColon || m.Kind != token.Ident {
		return t.Text
	}
	if k := ix.memberKey(t.Text, m.Text); k != "" {
		return k
	}
	return t.Text
}

// tok returns the i-th token in position order.
func (ix *keyIndex) tok(i int) *token.Token {
	if ix.order != nil {
		return &ix.toks[ix.order[i]]
	}
	return &ix.toks[i]
}

// identsAt is idents, giving f each token's index in position order too.
func (ix *keyIndex) identsAt(from, to source.Pos, f func(i int, t *token.Token) bool) {
	toks := ix.toks
	n := len(toks)
	at := func(i int) *token.Token {
		if ix.order != nil {
			return &toks[ix.order[i]]
		}
		return &toks[i]
	}
	for i := sort.Search(n, func(i int) bool { return at(i).Pos >= from }); i < n; i++ {
		t := at(i)
		if t.Pos >= to {
			return
		}
		if t.Kind == token.Ident && !f(i, t) {
			return
		}
	}
}

// unitAt returns the unit holding p, or nil.
func (ix *keyIndex) unitAt(p source.Pos) *unit {
	for i := range ix.units {
		if u := &ix.units[i]; u.from <= p && p < u.to {
			return u
		}
	}
	return nil
}

// newReach starts answering for seeds.
func (ix *keyIndex) newReach(seeds map[string]bool) *reach {
	return &reach{ix: ix, seeds: seeds, memo: map[string]int8{}}
}

// may reports whether key may lead to a seed: a depth-first search of
// the names the key's templates spell. Within one search a name met again
// adds nothing; when the search fails, every name it met may not lead to
// a seed, and when it succeeds the names on its path may (the others are
// left to be asked again).
func (r *reach) may(key string) bool {
	if r.seed(key) {
		return true
	}
	if m := r.memo[key]; m != 0 {
		return m == 2
	}
	var visited []string
	var dfs func(k string) bool
	dfs = func(k string) bool {
		if r.seed(k) {
			return true
		}
		switch r.memo[k] {
		case 2:
			return true
		case 1, 3:
			return false
		}
		r.memo[k] = 1
		visited = append(visited, k)
		found := false
		for _, ui := range r.ix.unitsOf(k) {
			u := r.ix.units[ui]
			class := ""
			if u.member != "" {
				class = u.key // (its other members, named unqualified)
			}
			r.ix.idents(u.from, u.to, func(t *token.Token) bool {
				if t.Text != k && (r.seeds[t.Text] || len(r.ix.byKey[t.Text]) > 0) && dfs(t.Text) {
					found = true
				} else if mk := r.ix.memberKey(class, t.Text); mk != "" && mk != k && dfs(mk) {
					found = true
				} else if mk == "" && class != "" && class != k && r.ix.memberNames[class+"::"+t.Text] && dfs(class) {
					found = true // another member: it may call any
				}
				return !found
			})
			if found {
				r.memo[k] = 2
				return true
			}
		}
		return false
	}
	yes := dfs(key)
	for _, k := range visited {
		if r.memo[k] == 1 {
			if yes {
				delete(r.memo, k)
			} else {
				r.memo[k] = 3
			}
		}
	}
	return yes
}
