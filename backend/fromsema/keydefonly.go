package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// A class named in a class head outside templates
// (`struct tag : allocator_aware_execution_policy<execution_policy> {};`,
// thrust's tags) is instantiated there, and its definition only: its
// member declarations and bases, not the definitions of its member
// functions ([temp.inst]), which run only where a function calls them.
// In code sema analyses (outside system headers) every such call is in a
// body sema walks, so the check of kernels the walk never met
// (siteTemplates.unused) asks of such a name only where the class's
// definition may lead: the search starts in definition mode (node.mode),
// which follows the names a class template's text spells outside its
// member functions' bodies (and in the bodies a definition may need:
// constexpr ones and those whose return type is deduced, see settleLazy),
// the classes those name in the same mode, a name called in an
// unevaluated operand to the function's declaration (signature mode), and
// whatever another call, a function template or a variable template
// names, in full.

// lazyBody is the body of a member function a class template defines (or
// of a function template) that an instantiation of its class (or of its
// declaration) may leave alone: always, for a constructor or a function
// that is neither constexpr nor of deduced return type; otherwise unless
// something a definition instantiates names it (see settleLazy).
type lazyBody struct {
	span
	name string
	need need
}

// need says when a definition needs a body.
type need uint8

const (
	needNever need = iota
	// needEvaluated: a constexpr function, when named outside an
	// unevaluated operand (constant evaluation may run it).
	needEvaluated
	// needNamed: a function of deduced return type, when named at all.
	needNamed
)

// classBodies returns the bodies, with their mem-initializers, of the
// member functions defined in cd (and in the classes nested in it),
// sorted.
func classBodies(cd *ast.ClassDecl) []lazyBody {
	var out []lazyBody
	var members func(ms []ast.Decl, class string)
	member := func(m ast.Decl, class string) {
		switch x := m.(type) {
		case *ast.FuncDef:
			if x.Body != nil && x.Spec != nil && x.Spec.Specs&ast.SpecFriend != 0 {
				return // a friend: found by argument-dependent lookup, its body is the class's
			}
			if b, ok := bodyOf(x, class); ok {
				out = append(out, b)
			}
		case *ast.SimpleDecl:
			if inner := classOf(x); inner != nil {
				members(inner.Members, className(inner))
			}
		}
	}
	members = func(ms []ast.Decl, class string) {
		for _, m := range ms {
			for {
				td, ok := m.(*ast.TemplateDecl)
				if !ok {
					break
				}
				m = td.Decl
			}
			member(m, class)
		}
	}
	members(cd.Members, className(cd))
	sort.Slice(out, func(i, j int) bool { return out[i].from < out[j].from })
	return out
}

// bodyOf returns fd's body as a lazyBody, fd being a member of class (""
// outside classes, or for a member defined outside its class: then the
// qualifier names it).
func bodyOf(fd *ast.FuncDef, class string) (lazyBody, bool) {
	if fd.Body == nil || fd.Decl == nil || fd.Decl.Name == nil || len(fd.Decl.Name.Parts) == 0 {
		return lazyBody{}, false
	}
	p := fd.Decl.Name.Parts
	if class == "" && len(p) >= 2 {
		class = p[len(p)-2].Ident
	}
	b := lazyBody{span: bodySpan(fd), name: p[len(p)-1].Ident}
	switch {
	case isConstructor(fd, class):
	case deducesReturn(fd):
		b.need = needNamed
	case fd.Spec != nil && fd.Spec.Specs&(ast.SpecConstexpr|ast.SpecConsteval) != 0:
		b.need = needEvaluated
	}
	return b, true
}

// deducesReturn reports whether fd's return type is deduced from its body.
func deducesReturn(fd *ast.FuncDef) bool {
	s := fd.Spec
	if s == nil || (s.Kind != ast.TypeAuto && s.Kind != ast.TypeDecltypeAuto) {
		return false
	}
	fc := fd.Decl.Function()
	return fc == nil || fc.Trailing() == nil
}

// settleLazy works out which bodies each unit's instantiation leaves
// alone (unit.lazy): those no text an instantiation instantiates names as
// need says. That text is the units' outside their lazy bodies, and the
// bodies found needed; so the names are gathered again until no more
// body is needed.
func (ix *keyIndex) settleLazy() {
	// Only the names of bodies some need keeps back are asked about:
	// the scans note only those (watch), not every name they meet.
	watch := map[string]*nameUse{}
	var watched nameFilter // (most names are not watched: no hash for them)
	for i := range ix.units {
		for _, b := range ix.units[i].bodies {
			if b.need != needNever && watch[b.name] == nil {
				watch[b.name] = &nameUse{}
				watched.add(b.name)
			}
		}
	}
	needed := func(b *lazyBody) bool {
		w := watch[b.name]
		switch b.need {
		case needNamed:
			return w.named
		case needEvaluated:
			return w.evaluated
		}
		return false
	}
	scan := func(from, to source.Pos, skip []lazyBody) {
		uneval := ix.unevaluated(from, to)
		ix.identsAt(from, to, func(_ int, t *token.Token) bool {
			if !watched.may(t.Text) {
				return true
			}
			w := watch[t.Text]
			if w == nil || ix.declared.has(t.Pos) {
				return true // not asked about, or a declaration's own name (width in int width() {...})
			}
			if inSorted(skip, t.Pos) {
				return true
			}
			w.named = true
			if !inSorted(uneval, t.Pos) {
				w.evaluated = true
			}
			return true
		})
	}
	kept := map[*lazyBody]bool{}
	for i := range ix.units {
		if u := &ix.units[i]; u.template && (u.classLike || u.fn) {
			scan(u.from, u.to, u.bodies)
		}
	}
	for grew := true; grew; {
		grew = false
		for i := range ix.units {
			u := &ix.units[i]
			for k := range u.bodies {
				b := &u.bodies[k]
				if !kept[b] && needed(b) {
					kept[b], grew = true, true
					scan(b.from, b.to, nil)
				}
			}
		}
	}
	for i := range ix.units {
		u := &ix.units[i]
		u.lazy, u.kept = nil, nil
		for k := range u.bodies {
			if b := &u.bodies[k]; !kept[b] {
				u.lazy = append(u.lazy, b.span)
			} else {
				u.kept = append(u.kept, b.span)
			}
		}
		u.bodies = nil
	}
}

// nameUse is what settleLazy's scans found of a name: written somewhere
// an instantiation instantiates, and there in an evaluated place.
type nameUse struct{ named, evaluated bool }

// className returns the identifier naming cd ("" for none).
func className(cd *ast.ClassDecl) string {
	if cd.Name == nil || len(cd.Name.Parts) == 0 {
		return ""
	}
	return cd.Name.Last().Ident
}

// isConstructor reports whether fd, a member of class, is a constructor:
// constant evaluation runs one only where an object is made, and a
// definition makes one only by naming the class with arguments (a
// call, to keyreach.go), so even a constexpr constructor's body is left
// alone by the class's instantiation.
func isConstructor(fd *ast.FuncDef, class string) bool {
	if class == "" || fd.Decl == nil || fd.Decl.Name == nil || len(fd.Decl.Name.Parts) == 0 {
		return false
	}
	if fd.Spec != nil && fd.Spec.Kind != ast.TypeNone {
		return false // a return type
	}
	last := fd.Decl.Name.Last()
	return last.Kind == ast.NameIdent && last.Ident == class
}

// classDeclOf returns the class a template declaration (of a class
// template, a partial or explicit specialization, or a member class
// defined outside its class) defines or declares, or nil.
func classDeclOf(td *ast.TemplateDecl) *ast.ClassDecl {
	switch d := td.Decl.(type) {
	case *ast.SimpleDecl:
		if len(d.Decls) == 0 {
			return classOf(d)
		}
	case *ast.TemplateDecl:
		return classDeclOf(d)
	}
	return nil
}

// isAliasTemplate reports whether td declares an alias template.
func isAliasTemplate(td *ast.TemplateDecl) bool {
	_, ok := td.Decl.(*ast.AliasDecl)
	return ok
}

// spanned is a span, or a value holding one (lazyBody).
type spanned interface{ spanOf() span }

func (s span) spanOf() span { return s }

// inSorted reports whether p lies in one of spans (sorted, apart).
func inSorted[S spanned](spans []S, p source.Pos) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].spanOf().to >= p })
	return i < len(spans) && spans[i].spanOf().from <= p
}

// bodySpan returns fd's body with its mem-initializers.
func bodySpan(fd *ast.FuncDef) span {
	from := fd.Body.At
	if len(fd.CtorInits) > 0 {
		from = fd.CtorInits[0].Pos()
	}
	return span{from, fd.Body.End}
}

// funcDefOf returns the function a template declaration defines, or nil.
func funcDefOf(td *ast.TemplateDecl) *ast.FuncDef {
	switch d := td.Decl.(type) {
	case *ast.FuncDef:
		return d
	case *ast.TemplateDecl:
		return funcDefOf(d)
	}
	return nil
}

// isConstructorDef reports whether fd defines a constructor outside its
// class (X<T>::X(...)).
func isConstructorDef(fd *ast.FuncDef) bool {
	if fd.Decl == nil || fd.Decl.Name == nil {
		return false
	}
	p := fd.Decl.Name.Parts
	return len(p) >= 2 && isConstructor(fd, p[len(p)-2].Ident)
}

// mode says what instantiating a template the index reaches instantiates.
type mode uint8

const (
	// full: anything its text names may run.
	full mode = iota
	// definition: a class's definition (its member declarations and
	// bases; not its member functions' bodies, see classBodies), or
	// whatever a function or variable template so named leads to.
	definition
	// signature: a function template's declaration, as an unevaluated
	// call instantiates it (not its body, unless it needs it: see
	// settleLazy); a class's definition.
	signature
)

// instantiatedIn reports whether u is instantiated at all in mode m: a
// member function defined outside its class only in full mode, unless
// its declaration needs its body.
func (u *unit) instantiatedIn(m mode) bool {
	return m == full || !u.outOfClassFn || len(u.kept) > 0
}

// restrictedIn reports whether mode m leaves u's lazy bodies alone (a
// class's in definition or signature mode, a function template's in
// signature mode).
func (u *unit) restrictedIn(m mode) bool {
	switch m {
	case definition:
		return u.classLike
	case signature:
		return u.classLike || u.fn
	}
	return false
}

// leadsIn returns the mode in which the templates e names are
// instantiated by a restricted unit: in a body it needs, or called
// outside an unevaluated operand, anything; called in one, their
// declarations; named otherwise, their definitions.
func (e *edge) leadsIn() mode {
	switch {
	case e.inCode:
		return full // (a local variable's type: its constructor runs)
	case e.call && e.uneval:
		return signature
	case e.call:
		return full
	}
	return definition
}

// unevaluated returns the unevaluated operands (decltype, sizeof,
// noexcept, alignof, typeid) among the tokens in [from, to), outermost
// ones, sorted.
func (ix *keyIndex) unevaluated(from, to source.Pos) []span {
	var out []span
	depth, open := 0, source.NoPos // open: where the outermost operand began
	for i, n := ix.indexAt(from), len(ix.toks); i < n; i++ {
		t := ix.tok(i)
		if t.Pos >= to {
			break
		}
		switch t.Kind {
		case token.Ident:
			if !open.IsValid() && unevaluatedOperator(t.Text) && i+1 < n && ix.tok(i+1).Kind == token.LParen {
				open = t.Pos
			}
		case token.LParen:
			if open.IsValid() {
				depth++
			}
		case token.RParen:
			if open.IsValid() {
				if depth--; depth == 0 {
					out = append(out, span{open, t.Pos})
					open = source.NoPos
				}
			}
		}
	}
	if open.IsValid() {
		out = append(out, span{open, to})
	}
	return out
}

// unevaluatedOperator reports whether s is a keyword whose parenthesized
// operand is not evaluated (a switch: asked of every name in the index's
// scans, it costs less than a map's hash).
func unevaluatedOperator(s string) bool {
	switch s {
	case "decltype", "__decltype", "sizeof", "noexcept", "alignof", "__alignof__", "_Alignof", "typeid", "__typeof__", "typeof":
		return true
	}
	return false
}

// headUse reports whether the name at token i, in unit u outside
// templates, names a class whose definition alone it instantiates: a
// name that is not called, in a class head or a typedef outside system
// headers, or in the decl-specifiers of a variable's definition at
// namespace scope whose construction sema's proof walk follows (see
// noteVarSpec).
func (st *siteTemplates) headUse(i int, u *unit) bool {
	pos := st.ix.tok(i).Pos
	if u.special != nil && st.ix.memInits.has(pos) && st.ix.memberKey(u.class, st.ix.tok(i).Text) != "" {
		return true // a data member's construction, which the walk follows (keyfields.go)
	}
	switch {
	case st.ix.varSpec.has(pos) && (!st.ix.varSpecInit.has(pos) || !st.files.IsSystem(pos)):
	case u.head && !st.files.IsSystem(pos):
	case u.field != nil: // a data member's type (keyfields.go)
	default:
		return false
	}
	return !st.ix.runs(i)
}

// noteVarSpec records the identifiers in the decl-specifiers of d, a
// declaration at namespace scope outside templates, when it defines
// variables only, each of them one whose construction and destruction
// sema's first walk records and its proof walk follows
// (sema.DefinesNamespaceVar: in a system header, those without an
// initializer, which headUse checks): the class a variable's type names
// is then instantiated there for its definition (the variable is
// declared), and what its constructor and destructor run is walked
// (thrust's placeholders _1, _2, ... in functional.h).
func (ix *keyIndex) noteVarSpec(d ast.Decl) {
	sd, ok := d.(*ast.SimpleDecl)
	if !ok || sd.Spec == nil || len(sd.Decls) == 0 || classOf(sd) != nil {
		return
	}
	init := false
	for _, dd := range sd.Decls {
		if dd == nil || !sema.DefinesNamespaceVar(sd.Spec, dd, false) {
			return
		}
		init = init || dd.InitKind != ast.InitNone
	}
	ix.identsAt(sd.Pos(), sd.Decls[0].At, func(_ int, t *token.Token) bool {
		ix.varSpec.add(t.Pos)
		if init {
			ix.varSpecInit.add(t.Pos)
		}
		return true
	})
}

// runs reports whether the name at token i may run code where it is
// written: called (see called), or followed, after its template
// arguments if any, by a braced initializer (an object made).
func (ix *keyIndex) runs(i int) bool {
	if ix.bases.has(ix.tok(i).Pos) {
		return false // a base's name: the class body follows
	}
	if ix.called(i) {
		return true
	}
	n := len(ix.toks)
	if i+1 >= n {
		return false
	}
	switch ix.tok(i + 1).Kind {
	case token.LBrace:
		return true
	case token.Less:
		end, closed, outer := ix.closingAngleDepth(i + 1)
		return closed && !outer && end+1 < n && ix.tok(end+1).Kind == token.LBrace
	}
	return false
}

// noteBases records the positions of the names of cd's bases.
func (ix *keyIndex) noteBases(cd *ast.ClassDecl) {
	for _, b := range cd.Bases {
		if b.Name != nil {
			for _, p := range b.Name.Parts {
				ix.bases.add(p.At)
			}
		}
	}
}

// namesTypesOnly reports whether declaration d (outside templates) only
// names types, instantiating nothing past their definitions: a typedef or
// an alias declaration (typedef thrust::iterator_system<int*>::type
// type;). A variable's declaration is not one (its constructor runs).
func namesTypesOnly(d ast.Decl) bool {
	switch x := d.(type) {
	case *ast.AliasDecl:
		return true
	case *ast.SimpleDecl:
		return x.Spec != nil && x.Spec.Specs&ast.SpecTypedef != 0
	}
	return false
}
