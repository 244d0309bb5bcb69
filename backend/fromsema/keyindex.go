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
// the name sema keys its instances by, and sorted by namespace
// (keyspaces.go). A key may lead to a kernel when it is a seed (a template
// holding a site) or when the tokens of a template with that key spell
// another key that may, in a namespace the name may denote, by a call its
// arguments allow (keyreach.go); the answer is worked out on demand and
// kept, so the proof walk pays only for the keys it asks about.
type keyIndex struct {
	toks []token.Token
	// order lists token indices by position when the tokens are not in
	// position order (a .cu input: headers are numbered after their
	// includer); nil when they are.
	order []int32
	// blockStart holds, for each block of 1<<posBlockShift positions,
	// the index in position order of the first token at or after its
	// start (see indexAt).
	blockStart []int32
	units      []unit
	// ordered says whether unitAt may search units by position: 0 not
	// known yet, 1 it may, 2 it may not (see unitsOrdered); byFrom lists
	// the units by position when their own order is not (nil otherwise).
	ordered int8
	byFrom  []int32
	byKey   map[string][]int // template units by key
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
	declared posSet
	// bases holds the positions of the names of classes' bases (see
	// runs).
	bases posSet
	// varSpec holds the positions of the identifiers in the
	// decl-specifiers of variables' definitions at namespace scope (see
	// noteVarSpec); varSpecInit those of definitions where one of the
	// variables has an initializer.
	varSpec, varSpecInit posSet
	// paramUses holds the positions of the unqualified names of
	// functions' parameters in their bodies (see noteParamUses).
	paramUses posSet
	// fieldAt and specialAt hold, by their declarations' positions, the
	// data members of classes outside templates that may start in
	// definition mode and those classes' constructors and destructors
	// (keyfields.go).
	fieldAt   map[source.Pos]*fieldDecl
	specialAt map[source.Pos]*specialDef
	// memInits holds the positions of the names of the mem-initializers
	// of constructors defined in classes outside templates.
	memInits posSet
	// sx is what the index knows of namespaces (see keyspaces.go);
	// spacesOf lists the buckets of each key's template units.
	sx       *spaceIndex
	spacesOf map[string][]string
	// The associated buckets (see keyreach.go): bucketIdx numbers the
	// buckets; spelled and patterns keep spelledOf's and patternOf's
	// answers by unit; codeRuns codeBefore's table.
	bucketIdx map[string]int
	spelled   []bset
	patterns  map[int]bset
	codeRuns  map[string][]codeRun
	// classUnitsOf lists the units of code outside templates by the
	// class they belong to (see classUnits).
	classUnitsOf map[string][]int
	edges        map[int][]edge
	seen         map[string]bset
	// nodeIDs numbers the nodes the searches meet, nodes lists them by
	// number and expansions holds their compiled expansions, nil until
	// a search first enters one (keynodes.go).
	nodeIDs    map[node]nodeID
	nodes      []node
	expansions []*expansion
}

// unit is a range of declarations' tokens.
type unit struct {
	from, to source.Pos // [from, to)
	// key is the key of a template unit ("" for one that has none, or
	// for code outside templates); name the name it is worked out from
	// once the namespaces are known (see nameKey), unless key is set.
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
	// space is the bucket of the namespace the unit's entity (or code)
	// belongs to (see keyspaces.go); path the namespace it is written in
	// (see keypaths.go), and anyPath set for a template whose entity may
	// belong to another (its name qualified by a namespace, or lookup of
	// its qualifier may find one elsewhere).
	space   string
	path    string
	anyPath bool
	// index is the unit's place in keyIndex.units.
	index int
	// classLike is set for a template unit declaring a class (a class
	// template, a specialization, a member class) or an alias template,
	// outOfClassFn for one defining a member function outside its class
	// (ctorDef: a constructor), lazy to the bodies in it an instantiation
	// of its class or declaration leaves alone, kept to the others (see
	// keydefonly.go); head for a class head or typedef outside templates.
	classLike, outOfClassFn, head, ctorDef bool
	lazy                                   []span
	kept                                   []span     // the bodies not lazy
	bodies                                 []lazyBody // until settleLazy
	// fn is set for a template unit declaring a function of the key's
	// name (argument-dependent lookup finds only those).
	fn bool
	// field is set for a data member's declaration whose type starts in
	// definition mode, special for a constructor or destructor defined
	// in its class (keyfields.go).
	field   *fieldDecl
	special *specialDef
	// members holds the names a class template declares directly, for
	// the units of its definition and its members': found there first,
	// such a name denotes no namespace-scope template.
	members map[string]bool
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
	// Asked of most identifiers a search meets, and mostly a miss: the
	// lookup's key does not escape (a stack buffer when short), so only a
	// hit allocates the key it returns.
	if len(ix.byMember[class+"::"+member]) == 0 {
		return ""
	}
	return class + "::" + member
}

// newKeyIndex cuts tree into units.
func newKeyIndex(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) *keyIndex {
	ix := &keyIndex{toks: toks, byKey: map[string][]int{}, byMember: map[string][]int{}, memberNames: map[string]bool{},
		sx: newSpaceIndex(), spacesOf: map[string][]string{}, fieldAt: map[source.Pos]*fieldDecl{}, specialAt: map[source.Pos]*specialDef{}}
	// The position sets hold positions of the whole file set: sized once.
	limit := 0
	for _, f := range files.Files() {
		limit = max(limit, f.Base+f.Size()+1)
	}
	words := limit>>6 + 1
	for _, s := range []*posSet{&ix.declared, &ix.bases, &ix.paramUses, &ix.varSpec, &ix.varSpecInit, &ix.memInits} {
		*s = make(posSet, words)
	}
	if len(files.Files()) > 1 {
		// Tokens of one file (a .ii) are in position order; a .cu's
		// headers are numbered after their includer.
		for i := 1; i < len(toks); i++ {
			if toks[i].Pos < toks[i-1].Pos {
				ix.order = positionOrder(toks, files.Files())
				break
			}
		}
	}
	ix.noteBlocks(limit)
	classes := ix.sx.classes
	end := func(d ast.Decl, next source.Pos) source.Pos {
		// A declaration ends where the next begins, in the same file
		// (see declEnd).
		return ix.declEnd(files, d.Pos(), next)
	}
	// direct is set for the members of a class outside templates (not of
	// a class nested in one); space is the bucket of the namespace the
	// declarations are in, global set at global scope.
	var decls func(ds []ast.Decl, hi source.Pos, classKey string, nested, direct bool, space, path string, global bool)
	// classOutside cuts a class outside templates, d defining cd up to
	// to, into its head, its members and its end. outer is the text of
	// the outermost class being cut.
	var outer span
	classOutside := func(d ast.Decl, cd *ast.ClassDecl, to source.Pos, classKey string, nested bool, space, path string) {
		key := classKey
		if !nested {
			key = cd.Name.Ident()
			classes[key] = true
			outer = span{d.Pos(), cd.End}
		}
		ix.noteFields(cd, key, outer)
		ix.declare(cd.Name)
		ix.noteBases(cd)
		for _, m := range cd.Members {
			ix.declareMember(m)
			ix.noteParamUses(m)
			if !nested {
				ix.noteMemberNames(key, m)
			}
		}
		ix.add(unit{from: d.Pos(), to: cd.Members[0].Pos(), class: key, space: space, path: path, head: true})
		decls(cd.Members, cd.End, key, true, !nested, space, path, false)
		ix.add(unit{from: cd.End, to: to, space: space, path: path})
	}
	decls = func(ds []ast.Decl, hi source.Pos, classKey string, nested, direct bool, space, path string, global bool) {
		for i, d := range ds {
			next := hi
			if i+1 < len(ds) {
				next = ds[i+1].Pos()
			}
			to := end(d, next)
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				inner, innerPath := space, path
				for k, n := range x.Names {
					innerPath = ix.sx.enterNamespace(innerPath, n, k < len(x.Inline) && x.Inline[k])
					if k == 0 && global {
						b := n
						if k < len(x.Inline) && x.Inline[k] {
							b = ""
						}
						if old, ok := ix.sx.top[n]; ok && old != b {
							b = "" // inline once, part of the global namespace
						}
						ix.sx.top[n] = b
						inner = b
					} else {
						if ix.sx.nested[n] == nil {
							ix.sx.nested[n] = map[string]bool{}
						}
						ix.sx.nested[n][inner] = true
					}
				}
				// An anonymous namespace's members are its
				// enclosing namespace's.
				decls(x.Decls, to, "", false, false, inner, innerPath, global && len(x.Names) == 0)
				continue
			case *ast.LinkageSpec:
				decls(x.Decls, to, "", false, false, space, path, global)
				continue
			case *ast.TemplateDecl:
				if sd, ok := x.Decl.(*ast.SimpleDecl); ok && !nested && x.Explicit && len(x.Params) == 0 && len(sd.Decls) == 0 {
					if cd := classOf(sd); cd != nil && cd.Name != nil && len(cd.Members) > 0 {
						// template<> struct greater<void> {...}: a class
						// outside templates, whose member templates are
						// templates.
						ix.declareTemplate(x)
						classOutside(d, cd, to, classKey, nested, space, path)
						continue
					}
				}
				if !nested {
					if sd, ok := x.Decl.(*ast.SimpleDecl); ok {
						if cd := classOf(sd); cd != nil && cd.Name != nil {
							classes[cd.Name.Ident()] = true
						}
					}
				}
				ix.declareTemplate(x)
				if !x.Explicit || len(x.Params) > 0 {
					u := unit{from: x.Pos(), to: to, key: classKey, template: true, space: space, path: path, fn: declaresFunction(x)}
					if sd, ok := x.Decl.(*ast.SimpleDecl); ok {
						if cd := classOf(sd); cd != nil {
							u.members = directMembers(cd)
						}
					}
					if cd := classDeclOf(x); cd != nil {
						u.classLike, u.bodies = true, classBodies(cd)
					} else if fd := funcDefOf(x); fd != nil {
						u.ctorDef = isConstructorDef(fd)
						if b, ok := bodyOf(fd, ""); ok {
							u.bodies = []lazyBody{b}
						}
					} else {
						u.classLike = isAliasTemplate(x)
					}
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
					classOutside(d, cd, to, classKey, nested, space, path)
					continue
				}
			}
			if !nested {
				// double hypot(double, double); declares hypot,
				// whatever templates share its name.
				ix.declareMember(d)
				ix.noteVarSpec(d)
				ix.noteParamUses(d)
			}
			u := unit{from: d.Pos(), to: to, class: classKey, space: space, path: path, field: ix.fieldAt[d.Pos()], special: ix.specialAt[d.Pos()]}
			if sd, ok := d.(*ast.SimpleDecl); ok && len(sd.Decls) == 0 && classOf(sd) != nil {
				u.head = true // struct tag : execution_policy<tag> {};
				ix.noteBases(classOf(sd))
			}
			u.head = u.head || namesTypesOnly(d)
			ix.add(u)
		}
	}
	ix.units = make([]unit, 0, unitBound(tree.Decls))
	decls(tree.Decls, source.Pos(math.MaxInt32), "", false, false, "", "", true)
	ix.settleFields()
	spaces := ix.sx.plainSpaces()
	for i := range ix.units {
		u := &ix.units[i]
		if u.template && u.name != nil {
			if u.space == "" {
				// template <...> void thrust::detail::f(...) at
				// global scope belongs to thrust.
				if p := u.name.Parts; len(p) > 1 && p[0].Kind == ast.NameIdent {
					if b, ok := ix.sx.top[p[0].Ident]; ok {
						u.space = b
					}
				}
			}
			u.key = nameKey(u.name, spaces)
			if p := u.name.Parts; len(p) > 1 && (p[0].Kind != ast.NameIdent || ix.sx.isSpace(p[0].Ident)) {
				u.anyPath = true // template <...> void thrust::detail::f(...)
			}
			if last := u.name.Last(); u.fn && (last.Kind != ast.NameIdent || last.Ident != u.key || u.ctorDef) {
				u.fn, u.outOfClassFn = false, true // a member defined outside its class
			}
		}
		ix.noteUsings(u)
	}
	for i := range ix.units {
		u := &ix.units[i]
		if u.template && !u.anyPath && u.name != nil && len(u.name.Parts) > 1 && ix.sx.directedBefore(u.path, i) {
			u.anyPath = true // X<T>::f, X perhaps found by a using-directive
		}
		if !u.template || u.key == "" {
			continue
		}
		ix.byKey[u.key] = append(ix.byKey[u.key], i)
		if !contains(ix.spacesOf[u.key], u.space) {
			ix.spacesOf[u.key] = append(ix.spacesOf[u.key], u.space)
		}
		if u.member != "" {
			k := u.key + "::" + u.member
			ix.byMember[k] = append(ix.byMember[k], i)
			if !contains(ix.spacesOf[k], u.space) {
				ix.spacesOf[k] = append(ix.spacesOf[k], u.space)
			}
		}
	}
	ix.shareMembers()
	ix.settleLazy()
	ix.bucketIdx, ix.spelled, ix.patterns, ix.edges = map[string]int{}, make([]bset, len(ix.units)), map[int]bset{}, map[int][]edge{}
	ix.seen = map[string]bset{}
	return ix
}

// unitBound returns at least the number of units newKeyIndex cuts ds
// into: one per declaration, the members of namespaces, linkage
// specifications and classes counted in, and two more per class (its head
// and its end), and one more per data member that may get a unit of its
// class's key (settleFields). The units, a few hundred bytes each and tens
// of thousands in a TU that includes thrust, are allocated once instead
// of grown.
func unitBound(ds []ast.Decl) int {
	n := 0
	for _, d := range ds {
		n++
		switch x := d.(type) {
		case *ast.NamespaceDecl:
			n += unitBound(x.Decls)
		case *ast.LinkageSpec:
			n += unitBound(x.Decls)
		case *ast.TemplateDecl:
			if sd, ok := x.Decl.(*ast.SimpleDecl); ok && x.Explicit {
				if cd := classOf(sd); cd != nil {
					n += 2 + unitBound(cd.Members) + fieldBound(cd.Members)
				}
			}
		case *ast.SimpleDecl:
			if cd := classOf(x); cd != nil {
				n += 2 + unitBound(cd.Members) + fieldBound(cd.Members)
			}
		}
	}
	return n
}

// fieldBound returns at least the number of a class's members that
// settleFields may add a unit for: those declaring one data member alone.
func fieldBound(members []ast.Decl) int {
	n := 0
	for _, m := range members {
		if sd, ok := m.(*ast.SimpleDecl); ok {
			if name, single := dataMember(sd); name != "" && single {
				n++
			}
		}
	}
	return n
}

// shareMembers gives the members of a class template defined outside it
// the names its class declares, when one definition of the class (no
// partial specialization) says which.
func (ix *keyIndex) shareMembers() {
	classes := map[node][]int{}
	for i := range ix.units {
		if u := &ix.units[i]; u.template && u.members != nil && u.member == "" {
			n := node{key: u.key, space: u.space}
			classes[n] = append(classes[n], i)
		}
	}
	for i := range ix.units {
		u := &ix.units[i]
		if !u.template || u.members != nil || u.name == nil || len(u.name.Parts) < 2 {
			continue
		}
		if cs := classes[node{key: u.key, space: u.space}]; len(cs) == 1 {
			u.members = ix.units[cs[0]].members
		}
	}
}

// declaresFunction reports whether td declares a function (template).
func declaresFunction(td *ast.TemplateDecl) bool {
	switch d := td.Decl.(type) {
	case *ast.FuncDef:
		return true
	case *ast.TemplateDecl:
		return declaresFunction(d)
	case *ast.SimpleDecl:
		if classOf(d) != nil {
			return false
		}
		for _, dd := range d.Decls {
			if dd.Function() != nil {
				return true
			}
		}
	}
	return false
}

// directMembers returns the names cd declares directly.
func directMembers(cd *ast.ClassDecl) map[string]bool {
	out := map[string]bool{}
	for _, m := range cd.Members {
		eachMemberName(m, func(name string) { out[name] = true })
	}
	return out
}

// eachMemberName calls f with each name member m of a class declares (a
// function's, a variable's, a nested class's, a member template's, an
// alias's, those a using-declaration brings in).
func eachMemberName(m ast.Decl, f func(string)) {
	note := func(n *ast.Name) {
		if n != nil && len(n.Parts) == 1 && n.Last().Kind == ast.NameIdent {
			f(n.Last().Ident)
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
		if inner := classOf(x); inner != nil {
			note(inner.Name)
		}
	case *ast.TemplateDecl:
		note(templateName(x))
	case *ast.AliasDecl:
		f(x.Name)
	case *ast.UsingDecl:
		for _, n := range x.Names {
			if n != nil && len(n.Parts) > 0 && n.Last().Kind == ast.NameIdent {
				f(n.Last().Ident)
			}
		}
	}
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
	ix.declared.add(n.At)
	for _, p := range n.Parts {
		ix.declared.add(p.At)
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
				ix.declared.add(n.Last().At)
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

// declareTemplate records the names a template declaration declares (a
// function template's and its parameters', a class template's members',
// in nested classes too): inside templates, as outside, a declaration is
// not a use (array<T>::fill, char_traits<C>::copy and pair<T, U>::swap
// name no algorithm).
func (ix *keyIndex) declareTemplate(td *ast.TemplateDecl) {
	switch d := td.Decl.(type) {
	case *ast.TemplateDecl:
		ix.declareTemplate(d)
	case *ast.FuncDef:
		ix.declareDeclarator(d.Decl)
	case *ast.SimpleDecl:
		if cd := classOf(d); cd != nil {
			ix.declareClass(cd)
			return
		}
		for _, dd := range d.Decls {
			ix.declareDeclarator(dd)
		}
	}
}

// declareClass records the names cd's members declare.
func (ix *keyIndex) declareClass(cd *ast.ClassDecl) {
	ix.declare(cd.Name)
	ix.noteBases(cd)
	for _, m := range cd.Members {
		switch x := m.(type) {
		case *ast.TemplateDecl:
			ix.declareTemplate(x)
		case *ast.SimpleDecl:
			if inner := classOf(x); inner != nil {
				ix.declareClass(inner)
			}
			ix.declareMember(m)
		default:
			ix.declareMember(m)
		}
	}
}

// noteMemberNames records the names member m of class (outside
// templates) declares.
func (ix *keyIndex) noteMemberNames(class string, m ast.Decl) {
	eachMemberName(m, func(name string) { ix.memberNames[class+"::"+name] = true })
}

// add records u. Each declaration outside templates is a unit of its
// own: the buckets a unit names bound the calls its names may make by
// argument-dependent lookup (keyreach.go), and one function's names say
// nothing of its neighbour's.
func (ix *keyIndex) add(u unit) {
	if !u.from.IsValid() || u.to <= u.from {
		return
	}
	u.index = len(ix.units)
	ix.units = append(ix.units, u)
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

// identsAt gives f each identifier from from up to to, in position
// order, with its index in that order; it stops when f returns false.
func (ix *keyIndex) identsAt(from, to source.Pos, f func(i int, t *token.Token) bool) {
	for i, n := ix.indexAt(from), len(ix.toks); i < n; i++ {
		t := ix.tok(i)
		if t.Pos >= to {
			return
		}
		if t.Kind == token.Ident && !f(i, t) {
			return
		}
	}
}

// indexAt returns the index, in position order, of the first token at or
// after p. Asked for every unit by every scan (tens of thousands of times
// a pass on thrust), it looks in the block of positions p is in (see
// blockStart) instead of searching all the tokens.
func (ix *keyIndex) indexAt(p source.Pos) int {
	lo, hi := 0, len(ix.toks)
	if b := int(p) >> posBlockShift; p >= 0 && b+1 < len(ix.blockStart) {
		lo, hi = int(ix.blockStart[b]), int(ix.blockStart[b+1])
	} else if n := len(ix.blockStart); n > 0 && p >= 0 {
		lo = int(ix.blockStart[n-1])
	}
	return lo + sort.Search(hi-lo, func(k int) bool { return ix.tok(lo+k).Pos >= p })
}

// posBlockShift sizes indexAt's blocks: 256 positions each.
const posBlockShift = 8

// noteBlocks fills blockStart for positions below limit: one pass over
// the tokens in position order.
func (ix *keyIndex) noteBlocks(limit int) {
	ix.blockStart = make([]int32, limit>>posBlockShift+2)
	i, n := 0, len(ix.toks)
	for b := range ix.blockStart {
		start := source.Pos(b << posBlockShift)
		for i < n && ix.tok(i).Pos < start {
			i++
		}
		ix.blockStart[b] = int32(i)
	}
}

// unitAt returns the unit holding p, or nil: the first, in order, that
// does. When the units, taken by position (byFrom), do not overlap (a
// .ii's in their own order: a field's keyed unit shares its declaration's
// range, after it; a .cu's once its headers' units are put after their
// includer's), that is found by a binary search; otherwise by a scan.
func (ix *keyIndex) unitAt(p source.Pos) *unit {
	if ix.unitsOrdered() {
		at := func(k int) *unit {
			if ix.byFrom != nil {
				return &ix.units[ix.byFrom[k]]
			}
			return &ix.units[k]
		}
		i := sort.Search(len(ix.units), func(k int) bool { return at(k).from > p }) - 1
		for i > 0 && at(i-1).from == at(i).from {
			i--
		}
		if i >= 0 && p < at(i).to {
			return at(i)
		}
		return nil
	}
	for i := range ix.units {
		if u := &ix.units[i]; u.from <= p && p < u.to {
			return u
		}
	}
	return nil
}

// unitsOrdered reports whether the units, in position order, each end
// before the next begins, save those sharing a range; worked out once.
// When the units themselves are not in position order (a .cu's headers
// are numbered after their includer), byFrom lists them so, those
// sharing a start in their own order.
func (ix *keyIndex) unitsOrdered() bool {
	if ix.ordered == 0 {
		ix.ordered = 1
		if !unitsDisjoint(ix.units, nil) {
			byFrom := make([]int32, len(ix.units))
			for i := range byFrom {
				byFrom[i] = int32(i)
			}
			sort.SliceStable(byFrom, func(a, b int) bool { return ix.units[byFrom[a]].from < ix.units[byFrom[b]].from })
			if unitsDisjoint(ix.units, byFrom) {
				ix.byFrom = byFrom
			} else {
				ix.ordered = 2
			}
		}
	}
	return ix.ordered == 1
}

// unitsDisjoint reports whether units, in the order of order (nil: their
// own), each end before the next begins, save those sharing a range.
func unitsDisjoint(units []unit, order []int32) bool {
	at := func(k int) *unit {
		if order != nil {
			return &units[order[k]]
		}
		return &units[k]
	}
	for i := 1; i < len(units); i++ {
		a, b := at(i-1), at(i)
		if (a.from != b.from || a.to != b.to) && a.to > b.from {
			return false
		}
	}
	return true
}
