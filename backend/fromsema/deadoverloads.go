package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// A site the walk never met is keyed by the class template holding it
// (thrust's AgentLauncher), so every member of that class counts as
// leading to the kernel: the launch_impl(false_type, ...) overloads beside
// the true_type ones the walk met, the get_max_blocks_per_sm overloads of
// other arities. Names do not tell those overloads apart, overload
// resolution does. A function template (not an operator or a
// constructor, which are called without their names) is instantiated only
// where a name of it is resolved to it, and every name of it spells its
// identifier. So a site in the body of a function template M is no
// instantiation when every token of M's identifier in the TU is
//   - a declarator (of a declaration outside function bodies, of a
//     parameter, of a local variable), or the name a using-declaration
//     declares (every use through it spells the name again);
//   - in a body where a parameter, a data member of the function's
//     class or a local declaration of that name hides every function;
//   - the callee of a call the walk met, resolved to another function
//     each time (the walks record it: sema.InstanceWalk.ResolvedCall);
//   - a name that cannot denote M: a member access, or a member of a
//     class named by a template-id, for M at namespace scope, or a name
//     that lookup finds only in other namespaces (keyIndex.denotes);
//   - the callee of a call that cannot call M whatever it resolves to:
//     too many or too few arguments for M's parameters, too many
//     explicit template arguments, or a template parameter left to
//     deduce that M's parameters do not spell;
//   - or in the body of another function template that is no
//     instantiation by the same rules (the candidates grow by such
//     callers, up to a bound).
// Anything else (an address taken, a call whose arguments cannot be
// counted, a name outside function template bodies, a body the walk
// walked) keeps the site unmet. That trusts the walk for the calls it met
// as much as the met sites trust it: it knows every instance of the
// bodies it walked. Only a device-side view makes that trust sound (see
// Input.DeviceView): on a host view, code under NV_IF_TARGET's device path
// is absent, so the walk may miss instances.

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
	var stack []int
	for i, o := range ft.list {
		for len(stack) > 0 && ft.list[stack[len(stack)-1]].body.to < o.body.from {
			stack = stack[:len(stack)-1]
		}
		o.parent = -1
		if len(stack) > 0 {
			o.parent = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}
	sort.Slice(ft.scopes, func(i, j int) bool { return ft.scopes[i].body.from < ft.scopes[j].body.from })
	stack = stack[:0]
	for i := range ft.scopes {
		h := &ft.scopes[i]
		for len(stack) > 0 && ft.scopes[stack[len(stack)-1]].body.to < h.body.from {
			stack = stack[:len(stack)-1]
		}
		h.parent = -1
		if len(stack) > 0 {
			h.parent = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}
	return ft
}

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

// maxDeadCandidates bounds the function templates deadOverloads follows
// callers through; past it every one is kept live.
const maxDeadCandidates = 20000

// deadOverloads returns the sites among unmet that lie in a function
// template no code can call (see above), given the walk's resolutions.
// A call naming a candidate that neither the walk met nor its arguments
// rule out keeps the candidate live unless it lies in the body of a
// function template that is dead itself: the candidates grow by those
// callers, and the dead ones are what no chain of live callers reaches.
//
// trace, when set, is told of each candidate kept live with the name that
// keeps it so (its own body's position when it is kept for what it is: an
// operator, a constructor, or walked).
func deadOverloads(in Input, walk sema.InstanceWalk, ix *keyIndex, sites, unmet []source.Pos, trace func(o, by source.Pos)) map[source.Pos]bool {
	if len(unmet) == 0 || in.Tree == nil {
		return nil
	}
	toks := ix.toks
	ft := collectFnTemplates(in.Tree, toks, ix.streamIndex)
	// The bodies the walk walked hold a call it met, or a site.
	walked := walk.ResolvedCalls()
	for _, s := range sites {
		if walk.Met(s) {
			walked = append(walked, s)
		}
	}
	sort.Slice(walked, func(i, j int) bool { return walked[i] < walked[j] })
	cands := map[int]bool{}    // candidates, by index in ft.list
	live := map[int]bool{}     // candidates kept live for a reason of their own
	callers := map[int][]int{} // the candidates whose calls keep a candidate live if they are
	var fresh []int
	add := func(k int) {
		if cands[k] {
			return
		}
		cands[k] = true
		fresh = append(fresh, k)
		o := ft.list[k]
		if !o.ok || holdsPos(walked, o.body.from, o.body.to) {
			live[k] = true // (the walk walked it: it is called)
			if trace != nil {
				trace(o.body.from, o.body.from)
			}
		}
	}
	for _, s := range unmet {
		if k := ft.enclosing(s); k >= 0 {
			add(k)
		}
	}
	// keepIfLive settles one name of candidate k, at at: what the walk
	// resolved it to (met), the call it makes (callOK) and whether it is
	// a member access.
	keepIfLive := func(k int, at source.Pos, to []source.Pos, met bool, c call, callOK, access bool, elsewhere func(space string, u *unit) bool) {
		o, was := ft.list[k], live[k]
		switch {
		case met && resolvedAway(to, o.at):
		case met:
			live[k] = true
		case callOK && c.excludes(o):
		case access && !o.member:
			// a.f(...) names a member: not this function.
		case !o.member && o.unit != nil && elsewhere(o.space, o.unit):
			// A name that lookup cannot find in o's namespace.
		default:
			e := ft.enclosing(at)
			if e < 0 {
				live[k] = true
				break
			}
			callers[k] = append(callers[k], e)
			add(e)
		}
		if live[k] && !was && trace != nil {
			trace(o.at, at)
		}
	}
	for _, o := range ft.list {
		if o.ok && !o.member {
			if u := ix.unitAt(o.at); u != nil && u.template && !u.anyPath {
				o.space, o.unit = u.space, u
				if o.space == "" {
					o.space = globalSpace
				}
			}
		}
	}
	named := ft.namedTokens(toks)
	for len(fresh) > 0 && len(cands) <= maxDeadCandidates {
		byName := map[string][]int{}
		for _, k := range fresh {
			if o := ft.list[k]; o.ok && !live[k] {
				byName[o.name] = append(byName[o.name], k)
			}
		}
		fresh = nil
		for name, ks := range byName {
			for _, i := range named[name] {
				t := &toks[i]
				if ft.declared[t.Pos] || usingDecl(toks, int(i)) || ft.hidden(toks, int(i)) {
					continue
				}
				to, met := walk.ResolvedCall(t.Pos)
				c, callOK := readCall(toks, int(i))
				access := memberAccess(toks, int(i))
				for _, k := range ks {
					keepIfLive(k, t.Pos, to, met, c, callOK, access, func(space string, u *unit) bool { return ix.denotesElsewhere(t, space, u) })
				}
			}
		}
	}
	if len(cands) > maxDeadCandidates {
		return nil
	}
	// A candidate is live when it has a reason of its own, or a caller
	// that is live.
	var alive func(k int, seen map[int]bool) bool
	alive = func(k int, seen map[int]bool) bool {
		if live[k] {
			return true
		}
		if seen[k] {
			return false
		}
		seen[k] = true
		for _, e := range callers[k] {
			if alive(e, seen) {
				live[k] = true
				return true
			}
		}
		return false
	}
	out := map[source.Pos]bool{}
	for _, s := range unmet {
		if k := ft.enclosing(s); k >= 0 && !alive(k, map[int]bool{}) {
			out[s] = true
		}
	}
	return out
}

// resolvedAway reports whether every resolution in to is known and none
// is the function declared at at.
func resolvedAway(to []source.Pos, at source.Pos) bool {
	for _, p := range to {
		if !p.IsValid() || p == at {
			return false
		}
	}
	return true
}

// containsOverload reports whether os holds o.
func containsOverload(os []*overload, o *overload) bool {
	for _, x := range os {
		if x == o {
			return true
		}
	}
	return false
}

// call is what the tokens after a name show of a call naming it: its
// explicit template arguments (when hasTargs) and its arguments.
type call struct {
	targs, args int
	hasTargs    bool
}

// readCall reads the tokens after toks[i], a name: optional explicit
// template arguments, then a parenthesized argument list. ok is false
// when they are not a call, or their arguments cannot be counted for
// sure (a pack expansion, an angle bracket among the call's arguments
// that might open a template argument list).
func readCall(toks []token.Token, i int) (c call, ok bool) {
	j := i + 1
	if j < len(toks) && toks[j].Kind == token.Less {
		n, end, ok := countList(toks, j, token.Less)
		if !ok {
			return c, false
		}
		c.targs, c.hasTargs = n, true
		j = end + 1
	}
	if j >= len(toks) || toks[j].Kind != token.LParen {
		return c, false
	}
	n, _, ok := countList(toks, j, token.LParen)
	if !ok {
		return c, false
	}
	c.args = n
	return c, true
}

// countList counts the comma-separated items of the list opened at
// toks[open] (a '(' or a '<'), returning the index of its closing token.
// Inside parentheses an angle bracket at the list's level makes the count
// unsure (a < b, c > d); an ellipsis anywhere does (a pack expansion).
func countList(toks []token.Token, open int, kind token.Kind) (n, end int, ok bool) {
	depth := 0  // (), [], {} nesting inside the list
	angles := 0 // template argument nesting inside a '<' list
	items, empty := 0, true
	for k := open + 1; k < len(toks); k++ {
		switch toks[k].Kind {
		case token.Ellipsis, token.EOF:
			return 0, 0, false
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth == 0 {
				if kind == token.LParen && toks[k].Kind == token.RParen {
					if !empty {
						items++
					}
					return items, k, true
				}
				return 0, 0, false
			}
			depth--
		case token.Less:
			if depth == 0 {
				if kind == token.LParen {
					return 0, 0, false
				}
				angles++
			}
		case token.GreaterEq, token.ShrAssign:
			if depth == 0 {
				return 0, 0, false
			}
		case token.Greater, token.Shr:
			if depth == 0 {
				if kind == token.LParen {
					return 0, 0, false
				}
				closes := 1
				if toks[k].Kind == token.Shr {
					closes = 2
				}
				if angles >= closes {
					angles -= closes
					break
				}
				if angles != closes-1 {
					return 0, 0, false // '>>' closing this list and one more
				}
				if !empty {
					items++
				}
				return items, k, true
			}
		case token.Comma:
			if depth == 0 && angles == 0 {
				if empty {
					return 0, 0, false
				}
				items++
				empty = true
				continue
			}
		case token.Semi:
			return 0, 0, false
		}
		empty = false
	}
	return 0, 0, false
}

// excludes reports whether call c cannot call o, whatever it names.
func (c call) excludes(o *overload) bool {
	if o.counted && (c.args < o.required || c.args > o.params) {
		return true
	}
	if !o.tcounted {
		return false
	}
	if c.hasTargs && c.targs > len(o.tparams) {
		return true
	}
	// (Without a template argument list every parameter is deduced.)
	for k := c.targs; k < len(o.tparams); k++ {
		if !o.deduces(k) {
			return true // left to deduce, from parameters that do not name it
		}
	}
	return false
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

// holdsPos reports whether sorted holds a position in [from, to].
func holdsPos(sorted []source.Pos, from, to source.Pos) bool {
	i := sort.Search(len(sorted), func(i int) bool { return sorted[i] >= from })
	return i < len(sorted) && sorted[i] <= to
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

// memberAccess reports whether toks[i] follows . or -> (with the template
// keyword between or not), or a qualifier that can only be a class (a
// template-id, X<T>::, or decltype(e)::): it names a member.
func memberAccess(toks []token.Token, i int) bool {
	j := i - 1
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "template" {
		j--
	}
	if j >= 1 && toks[j].Kind == token.ColonColon {
		return toks[j-1].Kind == token.Greater || toks[j-1].Kind == token.Shr || toks[j-1].Kind == token.RParen
	}
	return j >= 0 && (toks[j].Kind == token.Dot || toks[j].Kind == token.Arrow)
}

// usingDecl reports whether toks[i] is the name a using-declaration
// declares (using a::b::name;): it brings the name into a scope, where
// every use of it spells it again, and uses nothing itself.
func usingDecl(toks []token.Token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].Kind != token.Semi && toks[i+1].Kind != token.Comma {
		return false
	}
	j := i - 1
	for j >= 1 && toks[j].Kind == token.ColonColon {
		j--
		switch {
		case toks[j].Kind == token.Ident && toks[j].Text != "using":
			j--
		case toks[j].Kind == token.Greater:
			// Base<T>::name: back over the template arguments.
			depth := 0
			for ; j >= 0; j-- {
				switch toks[j].Kind {
				case token.Greater:
					depth++
				case token.Less:
					depth--
				case token.Shr, token.Semi, token.LBrace, token.RBrace:
					return false
				}
				if depth == 0 {
					break
				}
			}
			j-- // (from the '<') the template's name
			if j < 0 || toks[j].Kind != token.Ident {
				return false
			}
			j--
		}
	}
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "typename" {
		j--
	}
	return j >= 0 && j < i-1 && toks[j].Kind == token.Ident && toks[j].Text == "using"
}

// globalSpace stands for the bucket "" (the global namespace's) in
// overload.space, where "" means not known.
const globalSpace = "\x00global"

// denotesElsewhere reports whether the name t, by the key index's lookup
// (denotes), cannot denote a namespace-scope function of bucket space
// (globalSpace for the global namespace's) declared in template unit
// decl: it denotes none, or only those of other buckets, or, qualified
// by namespaces, the members of another namespace than decl's; and
// argument-dependent lookup does not apply.
func (ix *keyIndex) denotesElsewhere(t *token.Token, space string, decl *unit) bool {
	i := ix.indexAt(t.Pos)
	if i >= len(ix.toks) || ix.tok(i).Pos != t.Pos {
		return false
	}
	u := ix.unitAt(t.Pos)
	if u == nil {
		return false
	}
	d := ix.denotes(i, t, u)
	if space == globalSpace {
		space = ""
	}
	return d.skip || !d.any && !d.adl && (!contains(d.in, space) || !decl.inPath(d.path))
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
