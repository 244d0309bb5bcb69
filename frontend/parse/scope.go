package parse

// entKind is what a declared name denotes, as far as parsing needs to know.
type entKind uint8

const (
	entNone entKind = iota
	// values
	entVar
	entFunc
	entEnumerator
	entNonTypeParam
	// types
	entClass
	entEnum
	entTypedef
	entTypeParam
	// templates of types (also usable as types: injected names, CTAD)
	entClassTemplate
	entAliasTemplate
	entTemplateTemplateParam
	// other templates
	entFuncTemplate
	entVarTemplate
	entConcept
	entNamespace
)

func (k entKind) isType() bool { return k >= entClass && k <= entTemplateTemplateParam }
func (k entKind) isTemplate() bool {
	return k >= entClassTemplate && k <= entConcept
}
func (k entKind) isTypeTemplate() bool {
	return k >= entClassTemplate && k <= entTemplateTemplateParam
}
func (k entKind) isClassLike() bool { return k == entClass || k == entClassTemplate }

// entity is a declared name. (Fields are ordered to keep it small: a
// translation unit declares tens of thousands.)
type entity struct {
	name string
	kind entKind
	// dependent is set for a type parameter and for a typedef or variable
	// whose type depends on a template parameter.
	dependent bool
	// opaque is set for a typedef of a decltype in a template whose
	// operand names no template parameter (see qualifier.opaque).
	opaque bool
	// transient is set for an entity of a parameter or block scope, taken
	// from the parser's pools (see transient.go).
	transient bool
	// members is the scope of a namespace, class or enumeration.
	members *scope
	// target is, for a typedef or alias (template), or a variable, the class
	// (template) its type names, when that is known; it makes `string::npos`
	// and `v.template_member<…>` work.
	target *entity
	// tag is a class or enumeration hidden by a function or variable of the
	// same name (`struct stat` and `stat()`).
	tag *entity
	// spec links class templates and their specializations (nil for the
	// other entities).
	spec *specLinks
}

// specLinks are the parts of an entity only class templates and their
// specializations have.
type specLinks struct {
	// specs are the partial and explicit specializations of a class template
	// that have a body; qualified lookup into a specialization falls back on
	// them when the primary template lacks the name.
	specs []*entity
	// primary is, for a specialization, its primary template.
	primary *entity
	// specKey is, for a specialization, the spelling of its template
	// arguments; an out-of-line member definition that spells them the same
	// way belongs to it.
	specKey string
}

// specs returns the specializations of a class template.
func (e *entity) specs() []*entity {
	if e.spec == nil {
		return nil
	}
	return e.spec.specs
}

// primary returns the primary template of a specialization, or nil.
func (e *entity) primary() *entity {
	if e.spec == nil {
		return nil
	}
	return e.spec.primary
}

// specKey returns the template arguments' spelling of a specialization.
func (e *entity) specKey() string {
	if e.spec == nil {
		return ""
	}
	return e.spec.specKey
}

// addSpec records a specialization of the class template e.
func (e *entity) addSpec(s *entity) {
	if e.spec == nil {
		e.spec = &specLinks{}
	}
	e.spec.specs = append(e.spec.specs, s)
}

// scopeKind is the kind of a scope.
type scopeKind uint8

const (
	scNamespace scopeKind = iota
	scClass
	scEnum
	scBlock
	scTemplate // template parameters
	scParams   // function parameters
	// scQualified makes the members of target visible, as in the body of
	// `void A::f() { … }`: class scopes of target first, then the lexical
	// chain, whose namespaces are replaced by target's.
	scQualified
)

// scope is one declarative region. (Fields are ordered to keep it small:
// every function declaration opens one for its parameters.)
type scope struct {
	kind scopeKind
	// depBase is set when a base class depends on a template parameter.
	depBase bool
	// transient is set for a parameter or block scope, taken from the
	// parser's pools, and for the scopes nested in one, which die with it
	// (see transient.go).
	transient bool
	visit     uint32
	// listLen counts the names in list (see nametable.go).
	listLen uint8
	parent  *scope
	// list holds the scope's names while they are few; names holds them
	// once they are more (one of them is nil).
	list   *nameEntry
	names  map[string]*entity
	ent    *entity // the namespace, class or enumeration of the scope
	target *scope  // scQualified
	// links holds the scopes a namespace or class scope brings in (nil
	// when none, as for most scopes).
	links *scopeLinks
}

// scopeLinks are the other scopes a scope makes visible.
type scopeLinks struct {
	using  []*scope // namespaces nominated by using-directives
	inline []*scope // inline namespaces (namespace scopes)
	bases  []*scope // scopes of non-dependent bases (class scopes)
}

// linked returns s's links, allocating them on first use.
func (s *scope) linked() *scopeLinks {
	if s.links == nil {
		s.links = &scopeLinks{}
	}
	return s.links
}

// using returns the namespaces nominated in s by using-directives.
func (s *scope) using() []*scope {
	if s.links == nil {
		return nil
	}
	return s.links.using
}

// inline returns the inline namespaces of a namespace scope.
func (s *scope) inline() []*scope {
	if s.links == nil {
		return nil
	}
	return s.links.inline
}

// bases returns the scopes of a class's non-dependent bases.
func (s *scope) bases() []*scope {
	if s.links == nil {
		return nil
	}
	return s.links.bases
}

// newScope returns a lasting scope (parameter and block scopes come from
// the transient pools: see pushScope).
func (p *parser) newScope(k scopeKind, parent *scope, ent *entity) *scope {
	return put(&p.slab.scopes, scope{kind: k, parent: parent, ent: ent, transient: parent != nil && parent.transient})
}

// undoEntry records a declaration made during speculation.
type undoEntry struct {
	s    *scope
	name string
	prev *entity
}

func (p *parser) undoTo(n int) {
	for len(p.undo) > n {
		u := p.undo[len(p.undo)-1]
		p.undo = p.undo[:len(p.undo)-1]
		if u.prev == nil {
			u.s.unbind(u.name)
		} else {
			p.bindName(u.s, u.name, u.prev)
		}
		p.declGen++
	}
}

// set binds name in s to e.
func (p *parser) set(s *scope, name string, e *entity) {
	if p.spec > 0 {
		p.undo = append(p.undo, undoEntry{s: s, name: name, prev: s.get(name)})
	}
	p.noteLink(s.transient, e)
	p.bindName(s, name, e)
	p.declGen++
}

// declScope is the scope a declaration made now belongs to: template
// parameter and qualified scopes are transparent.
func (p *parser) declScope() *scope {
	s := p.scope
	for s.kind == scTemplate || s.kind == scQualified {
		s = s.parent
	}
	return s
}

// declare declares name with kind k in s, merging with an earlier
// declaration as C++ redeclarations merge. It returns the entity.
func (p *parser) declare(s *scope, name string, k entKind) *entity {
	if name == "" {
		return &entity{kind: k}
	}
	old := s.get(name)
	if old != nil {
		switch {
		case old.kind == k:
			return old
		case (old.kind == entFunc || old.kind == entFuncTemplate) && (k == entFunc || k == entFuncTemplate):
			if k == entFuncTemplate && old.kind == entFunc {
				e := *old
				e.kind = entFuncTemplate
				p.declGen++
				p.set(s, name, &e)
				return &e
			}
			return old
		case (old.kind == entClass || old.kind == entEnum || old.kind == entClassTemplate) && (k == entFunc || k == entFuncTemplate || k == entVar):
			// The struct stat hack: the class hides behind the function.
			e := &entity{name: name, kind: k, tag: old}
			p.set(s, name, e)
			return e
		case (k == entClass || k == entEnum) && old.tag != nil:
			return old.tag
		case (k == entClass || k == entEnum) && (old.kind == entFunc || old.kind == entFuncTemplate || old.kind == entVar):
			e := *old
			e.tag = &entity{name: name, kind: k}
			p.set(s, name, &e)
			return e.tag
		case k == entClass && old.kind == entClassTemplate:
			return old // a specialization or the injected name
		case k == entVar && (old.kind == entVarTemplate):
			return old
		}
	}
	var e *entity
	if s.transient {
		e = p.trans.ents.get()
		e.transient = true
	} else {
		e = p.newEntity()
	}
	e.name, e.kind = name, k
	p.set(s, name, e)
	return e
}

// bind makes name in s refer to the existing entity e (using-declarations,
// namespace aliases, injected class names).
func (p *parser) bind(s *scope, name string, e *entity) {
	if e == nil || name == "" {
		return
	}
	if old := s.get(name); old != nil && (old.kind == entFunc || old.kind == entFuncTemplate) &&
		(e.kind == entFunc || e.kind == entFuncTemplate) {
		if old.kind == entFuncTemplate {
			return
		}
	}
	p.set(s, name, e)
}

// pushScope enters a new scope.
func (p *parser) pushScope(k scopeKind, ent *entity) *scope {
	var s *scope
	if isTransient(k) {
		s = p.trans.scopes.get()
		s.kind, s.parent, s.ent, s.transient = k, p.scope, ent, true
	} else {
		s = p.newScope(k, p.scope, ent)
	}
	p.scope = s
	if k == scTemplate {
		p.templDepth++
	}
	return s
}

// popScope leaves the current scope.
func (p *parser) popScope() {
	if p.scope.kind == scTemplate {
		p.templDepth--
	}
	p.scope = p.scope.parent
}

// savedScope is where enterScope found the parser, for leaveScope (a
// value rather than a closure: tens of thousands of scopes are re-entered
// per translation unit).
type savedScope struct {
	scope *scope // nil: nothing was entered
	depth int
}

// enterScope re-enters an existing scope object (delayed parsing); the
// caller returns with leaveScope.
func (p *parser) enterScope(s *scope) savedScope {
	saved := savedScope{scope: p.scope, depth: p.templDepth}
	p.scope = s
	p.templDepth = 0
	for t := s; t != nil; t = t.parent {
		if t.kind == scTemplate {
			p.templDepth++
		}
	}
	return saved
}

// leaveScope returns to where enterScope (or enterScopeIf) found the
// parser.
func (p *parser) leaveScope(saved savedScope) {
	if saved.scope != nil {
		p.scope, p.templDepth = saved.scope, saved.depth
	}
}

// lookup finds name by unqualified lookup from the current scope.
func (p *parser) lookup(name string) *entity {
	var resume *scope
	for s := p.scope; s != nil; s = s.parent {
		switch s.kind {
		case scQualified:
			t := s.target
			for ; t != nil && t.kind != scNamespace; t = t.parent {
				if e := p.lookupIn(t, name); e != nil {
					return e
				}
			}
			if resume == nil {
				resume = t
			}
			continue
		case scNamespace:
			if resume != nil {
				s, resume = resume, nil
			}
			fallthrough
		case scBlock, scParams, scTemplate, scEnum:
			// What lookupIn does for a scope with no using-directive (nor,
			// for a namespace, inline namespace), in line: most of the
			// chain is such scopes. (A namespace's visit mark is left:
			// every search that reads the marks starts a new visit.)
			if s.links == nil {
				if e := s.get(name); e != nil {
					return e
				}
				continue
			}
		}
		if e := p.lookupIn(s, name); e != nil {
			return e
		}
	}
	return nil
}

// lookupIn finds name in s as qualified lookup (or one step of unqualified
// lookup) does: a class's bases, a namespace's inline namespaces and
// using-directives are searched.
func (p *parser) lookupIn(s *scope, name string) *entity {
	switch s.kind {
	case scClass:
		p.visit++
		return p.lookupClass(s, name, 0)
	case scNamespace:
		p.visit++
		return p.lookupNS(s, name)
	}
	if e := s.get(name); e != nil {
		return e
	}
	if len(s.using()) > 0 {
		p.visit++
		for _, u := range s.using() {
			if e := p.lookupNS(u, name); e != nil {
				return e
			}
		}
	}
	return nil
}

func (p *parser) lookupClass(s *scope, name string, depth int) *entity {
	if e := s.get(name); e != nil {
		return e
	}
	if depth > 64 {
		return nil
	}
	for _, b := range s.bases() {
		if b.visit == p.visit {
			continue
		}
		b.visit = p.visit
		if e := p.lookupClass(b, name, depth+1); e != nil {
			return e
		}
	}
	return nil
}

func (p *parser) lookupNS(s *scope, name string) *entity {
	if s.visit == p.visit {
		return nil
	}
	s.visit = p.visit
	if e := s.get(name); e != nil {
		return e
	}
	for _, in := range s.inline() {
		if e := p.lookupNS(in, name); e != nil {
			return e
		}
	}
	for _, u := range s.using() {
		if e := p.lookupNS(u, name); e != nil {
			return e
		}
	}
	return nil
}

// enclosingClass returns the innermost class scope around the current
// position (through qualified scopes), or nil.
func (p *parser) enclosingClass() *scope {
	for s := p.scope; s != nil; s = s.parent {
		switch s.kind {
		case scClass:
			return s
		case scQualified:
			for t := s.target; t != nil; t = t.parent {
				if t.kind == scClass {
					return t
				}
			}
		case scNamespace:
			return nil
		}
	}
	return nil
}

// isCurrentInstantiation reports whether e is a class (template) being
// defined around the current position, or whose member is being defined.
func (p *parser) isCurrentInstantiation(e *entity) bool {
	for s := p.scope; s != nil; s = s.parent {
		if s.kind == scClass && s.ent == e {
			return true
		}
		if s.kind == scQualified {
			for t := s.target; t != nil; t = t.parent {
				if t.kind == scClass && t.ent == e {
					return true
				}
			}
		}
	}
	return false
}

// declareBuiltins declares the names g++ predeclares.
func (p *parser) declareBuiltins() {
	for _, n := range []string{"__builtin_va_list", "__int128_t", "__uint128_t", "__gnuc_va_list"} {
		p.declare(p.global, n, entTypedef)
	}
}
