package fromsema

import (
	"sort"
	"strings"

	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Reach by names, with buckets (keyspaces.go), is still too coarse in one
// place: argument-dependent lookup. libstdc++'s std::__is_swappable calls
// swap unqualified, and thrust::swap leads to a kernel; but a libstdc++
// function outside templates that names only std's types cannot make
// that call find thrust's swap: argument-dependent lookup looks in the
// namespaces of the arguments' types, and every type a template is
// instantiated with is named somewhere on the way (in the code that
// starts it, in the templates it reaches, or in the code before them,
// whose functions they may call). So a search carries the set of buckets
// whose types may be met on the way (its associated buckets): it starts
// with those the starting code names, grows with those each template it
// reaches names, and follows a call into a bucket that only
// argument-dependent lookup reaches, or a partial specialization whose
// pattern names a type of a bucket, only when that bucket is among them.
// When the set grows past a call or specialization it held back, the
// search starts again with the grown set, so that the answer holds for
// the set the search ends with.

// node is a key in one bucket: the templates of that bucket the key
// stands for; with adl set, only its function templates (those argument-
// dependent lookup finds); with path set, only those of that namespace
// (keypaths.go).
type node struct {
	key, space string
	adl        bool
	path       string
	// mode says what of the templates is instantiated (keydefonly.go).
	mode mode
}

// bset is a set of buckets by index (keyIndex.bit); the last bit stands
// for every bucket past the 63rd as well.
type bset uint64

const allBuckets = ^bset(0)

// reach answers whether keys may lead to one of seeds. A key is a name
// (a template's, or a class's, standing for all its members) or
// "Class::member" (see byMember); a seed of the second kind makes its
// class's key lead there too.
type reach struct {
	ix *keyIndex
	// seeds holds the seeds' keys and buckets; seedPaths the namespace
	// paths of their templates ("" for one that may be of any);
	// isSeed seed's answers by node number (0: not asked yet).
	seeds     map[node]bool
	seedPaths map[node][]string
	isSeed    []seedness
	// memo keeps what searches found: any for those with every bucket
	// associated (sema's), gated for the others, kept apart because a
	// search's end set stands for all it visited, and one with every
	// bucket would open every gate of a gated search that met it.
	any, gated memo
	// stamp marks, by node number, the nodes the search numbered gen
	// visited (visited lists them): searches do not nest, so one set
	// serves them all, emptied by counting on.
	stamp   []uint32
	gen     uint32
	visited []nodeID
	// The search's strongly connected components (Tarjan's), by which
	// each visited node gets its region's sets (see failure): order and
	// low are the nodes' visiting order and low links, onStack marks
	// those on stack, region their sets (final once off the stack).
	order, low []int32
	onStack    []bool
	stack      []nodeID
	region     []regionSets
	// search is the search under way (see newSearch).
	search search
}

// regionSets are the sets of a failure (see failure) a search gathers
// for the templates reachable from one node.
type regionSets struct {
	named, held, opened bset
}

func (a *regionSets) add(b regionSets) {
	a.named |= b.named
	a.held |= b.held
	a.opened |= b.opened
}

// seedness is reach.seed's answer for a node, once asked.
type seedness uint8

const (
	seedUnknown seedness = iota
	seedNo
	seedYes
)

// memo is what the searches found, by node number: for a node no search
// from which reached a seed, what those searches found of the templates
// reachable from it (failed); for one from which a search reached a seed,
// the buckets it started with (reached).
type memo struct {
	at []memoEntry
}

// memoEntry is what a memo holds for one node: up to maxFailures
// failures, of searches with different associated buckets.
type memoEntry struct {
	reached    bset
	hasReached bool
	failed     [maxFailures]failure
	nFailed    int
}

// maxFailures bounds the failures a memo keeps by node (see noteFailure).
const maxFailures = 4

// get returns what m holds for id, nil for nothing.
func (m *memo) get(id nodeID) *memoEntry {
	if int(id) < len(m.at) {
		return &m.at[id]
	}
	return nil
}

// entry returns where m holds what it knows of id, made room for.
func (m *memo) entry(id nodeID) *memoEntry {
	for int(id) >= len(m.at) {
		m.at = append(m.at, memoEntry{})
	}
	return &m.at[id]
}

// failure is what a failed search found of the templates reachable from
// one node it visited (its region): with the associated buckets gate, it
// reached no seed; grown is gate with the buckets every template the
// search visited names (no call it held back is of those buckets),
// named the buckets the region's templates name, held the buckets of the
// calls and patterns the region held back, opened those of the calls and
// patterns gate let through. A later search with gate g meets the same
// region exactly when opened is within g (the same calls let through)
// and g within grown (the same held back): it may take the failure as
// its own, adding named and held, and nothing of the buckets the first
// search started with. The region's sets, not the whole search's: a
// failure must not bring into a later search what another part of the
// first search named (TestReachMemoKeepsStartApart).
type failure struct {
	grown, named, held, opened bset
}

// failure returns a failure memoized for the node that a search with gate
// may take as its own (see failure); e may be nil.
func (e *memoEntry) failure(gate bset) (failure, bool) {
	if e == nil {
		return failure{}, false
	}
	for _, f := range e.failed[:e.nFailed] {
		if f.grown&gate == gate && f.opened&^gate == 0 {
			return f, true
		}
	}
	return failure{}, false
}

// noteFailure memoizes f, in place of one it serves wherever that one
// did (each applies exactly, so they agree there), or beside the others,
// the oldest dropped past maxFailures.
func (e *memoEntry) noteFailure(f failure) {
	for i, g := range e.failed[:e.nFailed] {
		if g.grown&f.grown == g.grown && f.opened&g.opened == f.opened {
			e.failed[i] = f
			return
		}
	}
	if e.nFailed == maxFailures {
		copy(e.failed[:], e.failed[1:])
		e.nFailed--
	}
	e.failed[e.nFailed] = f
	e.nFailed++
}

// memoFor returns the memo of searches with assoc.
func (r *reach) memoFor(assoc bset) *memo {
	if assoc == allBuckets {
		return &r.any
	}
	return &r.gated
}

// newReach starts answering for seeds.
func (ix *keyIndex) newReach(seeds map[node]bool) *reach {
	all, paths := map[node]bool{}, map[node][]string{}
	add := func(n node, path string) {
		all[n] = true
		if !contains(paths[n], path) {
			paths[n] = append(paths[n], path)
		}
	}
	for s := range seeds {
		add(node{key: s.key, space: s.space}, s.path)
		if i := strings.Index(s.key, "::"); i > 0 {
			add(node{key: s.key[:i], space: s.space}, s.path) // the class of a member seed
		}
	}
	return &reach{ix: ix, seeds: all, seedPaths: paths}
}

// seed reports whether n is a seed, or the class of a member seed.
func (r *reach) seed(n node) bool {
	k := node{key: n.key, space: n.space}
	if !r.seeds[k] {
		return false
	}
	if n.path == "" {
		return true
	}
	for _, p := range r.seedPaths[k] {
		if p == "" || p == n.path {
			return true
		}
	}
	return false
}

// seedAt is seed for node number id, worked out once.
func (r *reach) seedAt(id nodeID) bool {
	for int(id) >= len(r.isSeed) {
		r.isSeed = append(r.isSeed, seedUnknown)
	}
	if r.isSeed[id] == seedUnknown {
		r.isSeed[id] = seedNo
		if r.seed(r.ix.nodes[id]) {
			r.isSeed[id] = seedYes
		}
	}
	return r.isSeed[id] == seedYes
}

// may reports whether key, in any bucket, may lead to a seed with any
// arguments: sema asks by a template's name alone.
func (r *reach) may(key string) bool {
	for _, sp := range r.ix.spacesOf[key] {
		if ok, _, _ := r.mayFrom(node{key: key, space: sp}, allBuckets); ok {
			return true
		}
	}
	return false
}

// mayWith reports whether key may lead to a seed in an instance whose
// template arguments are built from the classes and enumerations from
// (see sema.ArgOrigin; nil: any arguments, as may): the search's
// associated buckets start with theirs and those the definitions keyed
// by their keys spell (the names of their members' types), as for code
// that names them (see originBuckets).
func (r *reach) mayWith(key string, from []sema.ArgOrigin) bool {
	if from == nil {
		return r.may(key)
	}
	gate := r.ix.originBuckets(from)
	for _, sp := range r.ix.spacesOf[key] {
		if ok, _, _ := r.mayFrom(node{key: key, space: sp}, gate); ok {
			return true
		}
	}
	return false
}

// originBuckets returns the associated buckets of template arguments
// built from the classes and enumerations from: each one's bucket, and
// what the units of its key in that bucket (its definition, its members,
// a class template's specializations) spell and the code before them
// names (spelledOf, codeBefore): the types an instance may meet through
// its arguments' members. A class outside templates without members is
// no unit of its own: it names nothing but its bases, origins of their
// own. A namespace the index does not know, or a template instance whose
// template it does not find, leaves every bucket associated.
func (ix *keyIndex) originBuckets(from []sema.ArgOrigin) bset {
	var gate bset
	for _, o := range from {
		b := o.Space
		if b != "" {
			var known bool
			if b, known = ix.sx.top[o.Space]; !known {
				return allBuckets
			}
		}
		gate |= ix.bit(b)
		if o.Key == "" {
			continue // an enumeration at namespace scope: its bucket
		}
		found := false
		for _, ui := range ix.classUnits(o.Key) {
			if ix.units[ui].space == b {
				found = true
				gate |= ix.spelledOf(ui) | ix.codeBefore(ui)
			}
		}
		if !found && o.Template {
			return allBuckets
		}
	}
	return gate
}

// classUnits returns the units of key: its template units and the units
// of a class outside templates of that name (its head and members),
// worked out once.
func (ix *keyIndex) classUnits(key string) []int {
	if ix.classUnitsOf == nil {
		ix.classUnitsOf = map[string][]int{}
		for i := range ix.units {
			if u := &ix.units[i]; !u.template && u.class != "" {
				ix.classUnitsOf[u.class] = append(ix.classUnitsOf[u.class], i)
			}
		}
	}
	return append(append([]int(nil), ix.byKey[key]...), ix.classUnitsOf[key]...)
}

// mayFrom reports whether n may lead to a seed when the types met on the
// way are of the buckets in assoc (and those the way names); when it may
// not, it returns the associated buckets the search ended with, and the
// buckets of the calls and patterns it held back (a caller whose set
// grows past them must ask again).
func (r *reach) mayFrom(n node, assoc bset) (ok bool, grown, held bset) {
	id := r.ix.nodeID(n)
	m := r.memoFor(assoc)
	e := m.get(id)
	if e != nil && e.hasReached && e.reached&assoc == e.reached {
		return true, assoc, 0
	}
	if f, ok := e.failure(assoc); ok {
		return false, assoc | f.named, f.held
	}
	for {
		s := r.newSearch(m, assoc)
		if s.dfs(id) {
			e := m.entry(id)
			e.reached, e.hasReached = assoc, true
			return true, s.grown, s.held
		}
		if s.held&^assoc&s.grown == 0 {
			for _, v := range r.visited {
				g := r.region[v]
				m.entry(v).noteFailure(failure{grown: s.grown, named: g.named, held: g.held, opened: g.opened})
			}
			return false, s.grown, s.held
		}
		assoc = s.grown
	}
}

// search is one depth-first search of mayFrom.
type search struct {
	r     *reach
	m     *memo
	gate  bset // the associated buckets this search follows calls by
	grown bset // gate, with the buckets the visited templates name
	held  bset // the buckets of the calls and patterns gate held back
	// cur is the node being expanded (noNode before the first), count
	// the nodes visited so far.
	cur   nodeID
	count int32
	// next is dfs, made a function value once.
	next func(nodeID, source.Pos) bool
}

// newSearch starts a search of m's memo with gate associated, with no
// node visited yet: r's own search, made afresh (searches do not nest),
// so that asking allocates nothing.
func (r *reach) newSearch(m *memo, gate bset) *search {
	r.gen++
	if r.gen == 0 { // (wrapped: forget every old stamp)
		clear(r.stamp)
		r.gen = 1
	}
	r.visited, r.stack = r.visited[:0], r.stack[:0]
	s := &r.search
	next := s.next
	if next == nil {
		next = func(id nodeID, _ source.Pos) bool { return s.dfs(id) }
	}
	*s = search{r: r, m: m, gate: gate, grown: gate, cur: noNode, next: next}
	return s
}

// visit marks id visited by the search, its region empty so far.
func (s *search) visit(id nodeID) {
	r := s.r
	for int(id) >= len(r.stamp) {
		r.stamp = append(r.stamp, 0)
		r.order, r.low = append(r.order, 0), append(r.low, 0)
		r.onStack, r.region = append(r.onStack, false), append(r.region, regionSets{})
	}
	r.stamp[id] = r.gen
	r.order[id], r.low[id] = s.count, s.count
	s.count++
	r.onStack[id], r.region[id] = true, regionSets{}
	r.stack = append(r.stack, id)
	r.visited = append(r.visited, id)
}

func (s *search) dfs(id nodeID) bool {
	r := s.r
	if r.seedAt(id) {
		return true
	}
	p := s.cur
	if int(id) < len(r.stamp) && r.stamp[id] == r.gen {
		switch {
		case p == noNode:
		case r.onStack[id]: // (in p's component)
			r.low[p] = min(r.low[p], r.order[id])
		default:
			r.region[p].add(r.region[id])
		}
		return false
	}
	e := s.m.get(id)
	if e != nil && e.hasReached && e.reached&s.gate == e.reached {
		return true
	}
	if f, ok := e.failure(s.gate); ok {
		s.grown |= f.named
		s.held |= f.held
		if p != noNode {
			r.region[p].add(regionSets{f.named, f.held, f.opened})
		}
		return false
	}
	s.visit(id)
	var own regionSets
	s.cur = id
	found := r.ix.expansionOf(id).each(s.gate, &own.named, &own.held, &own.opened, s.next)
	s.cur = p
	s.grown |= own.named
	s.held |= own.held
	if found {
		e := s.m.entry(id)
		e.reached, e.hasReached = s.gate, true // (on the path to a seed)
		return true
	}
	r.region[id].add(own)
	if r.low[id] == r.order[id] {
		// The root of a component: its region is its members'.
		g := r.region[id]
		for {
			v := r.stack[len(r.stack)-1]
			r.stack = r.stack[:len(r.stack)-1]
			r.onStack[v], r.region[v] = false, g
			if v == id {
				break
			}
		}
	}
	if p != noNode {
		r.low[p] = min(r.low[p], r.low[id])
		r.region[p].add(r.region[id])
	}
	return false
}

// eachEdge calls f with each node the text of n's templates may lead to
// when the associated buckets are gate, and the position of the name that
// leads there, until f returns true; it reports whether one did. It adds
// the buckets those templates name to grown, and those of the calls and
// patterns gate held back to held. It reads n's compiled expansion, as
// the searches do (keynodes.go).
func (ix *keyIndex) eachEdge(n node, gate bset, grown, held *bset, f func(node, source.Pos) bool) bool {
	var opened bset
	return ix.expansionOf(ix.nodeID(n)).each(gate, grown, held, &opened, func(id nodeID, at source.Pos) bool {
		return f(ix.nodes[id], at)
	})
}

// edge is a name a unit's text spells that may lead on: to key's
// templates as d says, or, for member, to the member template (or the
// class) key of the unit's class.
type edge struct {
	at     source.Pos
	key    string
	member bool
	d      denotation
	// inBody is set for a name in a body the unit's instantiation leaves
	// alone, call for one that may be called, uneval for one in an
	// unevaluated operand (keydefonly.go).
	inBody, call, uneval bool
	// inCode is set for a name in a body the unit's instantiation needs.
	inCode bool
}

// edgesOf returns the names unit ui's text spells that may lead on, in
// order, worked out once.
func (ix *keyIndex) edgesOf(ui int) []edge {
	if es, ok := ix.edges[ui]; ok {
		return es
	}
	u := &ix.units[ui]
	class := ""
	if u.member != "" {
		class = u.key // (its other members, named unqualified)
	}
	var es []edge
	uneval := ix.unevaluated(u.from, u.to)
	ix.identsAt(u.from, u.to, func(i int, t *token.Token) bool {
		if ix.declared.has(t.Pos) {
			return true // a declaration's own name uses nothing
		}
		e := edge{at: t.Pos, key: t.Text, inBody: inSorted(u.lazy, t.Pos), uneval: inSorted(uneval, t.Pos),
			inCode: inSorted(u.kept, t.Pos)}
		if len(ix.byKey[t.Text]) > 0 {
			if e.d = ix.denotes(i, t, u); !e.d.skip {
				e.call = ix.runs(i)
				if k := ix.qualifiedKey(i, t); k != t.Text {
					// C::m(...): m's templates, as m is used.
					e.key, e.call = k, ix.runs(i+2)
				}
				es = append(es, e)
			}
		}
		member := ix.memberKey(class, t.Text)
		if member == "" && class != "" && ix.memberNames[class+"::"+t.Text] {
			member = class // another member: it may call any
		}
		if member != "" {
			es = append(es, edge{at: e.at, key: member, member: true, inBody: e.inBody, uneval: e.uneval, inCode: e.inCode, call: ix.runs(i)})
		}
		return true
	})
	ix.edges[ui] = es
	return es
}

// eachTarget calls f with each node of key that the name at token i (t,
// in unit u) may denote, when the associated buckets are gate, until f
// returns true; it reports whether one did. The buckets a call is held
// back from go to held.
func (ix *keyIndex) eachTarget(i int, t *token.Token, u *unit, key string, gate bset, held *bset, f func(node) bool) bool {
	d := ix.denotes(i, t, u)
	if d.skip {
		return false
	}
	return ix.eachTargetOf(key, d, gate, held, f)
}

// eachTargetOf is eachTarget for a name denoting d.
func (ix *keyIndex) eachTargetOf(key string, d denotation, gate bset, held *bset, f func(node) bool) bool {
	return ix.denotedNodes(key, d, func(m node, adl bset) bool {
		if adl != 0 && gate&adl == 0 {
			*held |= adl
			return false
		}
		return f(m)
	})
}

// denotedNodes calls f with each node of key that a name denoting d may
// lead to, with the bucket that only argument-dependent lookup reaches
// it by (0 for a node the name reaches whatever the associated buckets),
// until f returns true; it reports whether one did. The searches
// (appendTargets) and eachTargetOf share these rules.
func (ix *keyIndex) denotedNodes(key string, d denotation, f func(m node, adl bset) bool) bool {
	for _, sp := range ix.spacesOf[key] {
		switch {
		case d.any || contains(d.in, sp):
			if f(node{key: key, space: sp, path: d.path}, 0) {
				return true
			}
		case d.adl:
			if f(node{key: key, space: sp, adl: true}, ix.bit(sp)) {
				return true
			}
		}
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// bit returns the set holding bucket b alone.
func (ix *keyIndex) bit(b string) bset {
	i, ok := ix.bucketIdx[b]
	if !ok {
		i = len(ix.bucketIdx)
		ix.bucketIdx[b] = i
	}
	if i > 63 {
		i = 63
	}
	return 1 << uint(i)
}

// bits returns the set of buckets bs (every bucket for nil).
func (ix *keyIndex) bits(bs []string) bset {
	if bs == nil {
		return allBuckets
	}
	var s bset
	for _, b := range bs {
		s |= ix.bit(b)
	}
	return s
}

// spelledOf returns the buckets whose types unit ui may name: those
// visible where it is, those a using-declaration there brings names from,
// and those its qualified names start in.
func (ix *keyIndex) spelledOf(ui int) bset {
	if s := ix.spelled[ui]; s != 0 {
		return s
	}
	u := &ix.units[ui]
	s := ix.seenFrom(u.space)
	if s != allBuckets {
		s |= ix.qualifiedBuckets(u.from, u.to, u.space)
	}
	ix.spelled[ui] = s
	return s
}

// seenFrom returns the buckets whose names code in bucket space may use
// unqualified: those visible there, and those the using-declarations there
// bring names from (worked out once per bucket).
func (ix *keyIndex) seenFrom(space string) bset {
	if s, ok := ix.seen[space]; ok {
		return s
	}
	vis := ix.sx.visible(space)
	s := ix.bits(vis)
	for _, b := range vis {
		for _, from := range ix.sx.usingDecl[b] {
			s |= ix.bits(from)
		}
	}
	ix.seen[space] = s
	return s
}

// qualifiedBuckets returns the buckets the qualified names in [from, to)
// start in, written in bucket space.
func (ix *keyIndex) qualifiedBuckets(from, to source.Pos, space string) bset {
	var s bset
	ix.identsAt(from, to, func(i int, t *token.Token) bool {
		if i+1 >= len(ix.toks) || ix.tok(i+1).Kind != token.ColonColon || !ix.sx.isSpace(t.Text) {
			return true
		}
		if i > 0 && ix.tok(i-1).Kind == token.ColonColon {
			if i > 1 && ix.tok(i-2).Kind == token.Ident {
				return true // not the first qualifier
			}
			// ::N::
			if b, ok := ix.sx.top[t.Text]; ok {
				s |= ix.bits(ix.sx.closureOf(b))
				return true
			}
		}
		s |= ix.bits(ix.sx.bucketOfFirst(t.Text, space))
		return s != allBuckets
	})
	return s
}

// patternOf returns, for a partial specialization, the buckets the
// qualified names of its pattern start in: it is chosen only for
// arguments naming types of those buckets. 0 for other units.
func (ix *keyIndex) patternOf(ui int) bset {
	u := &ix.units[ui]
	if !u.template || u.fn || u.name == nil || len(u.name.Parts) == 0 {
		return 0
	}
	last := &u.name.Parts[len(u.name.Parts)-1]
	if !last.HasArgs() {
		return 0
	}
	if p, ok := ix.patterns[ui]; ok {
		return p
	}
	// The arguments: from the `<` after the name to its `>`.
	n := len(ix.toks)
	at := ix.indexAt(last.At)
	var p bset
	if at+1 < n && ix.tok(at+1).Kind == token.Less {
		end, _ := ix.closingAngle(at + 1)
		p = ix.qualifiedBuckets(ix.tok(at+1).Pos, ix.tok(end).Pos, u.space)
	}
	ix.patterns[ui] = p
	return p
}

// codeBefore returns the buckets whose types the functions outside
// templates declared before unit ui, in buckets visible from it, name:
// the unit may call them by ordinary lookup.
func (ix *keyIndex) codeBefore(ui int) bset {
	if ix.codeRuns == nil {
		ix.codeRuns = map[string][]codeRun{}
		run := map[string]bset{}
		for i := range ix.units {
			if ix.units[i].template {
				continue
			}
			sp := ix.units[i].space
			s := run[sp] | ix.spelledOf(i)
			if s != run[sp] {
				run[sp] = s
				ix.codeRuns[sp] = append(ix.codeRuns[sp], codeRun{i, s})
			}
		}
	}
	vis := ix.sx.visible(ix.units[ui].space)
	if vis == nil {
		return allBuckets
	}
	var s bset
	for _, b := range vis {
		runs := ix.codeRuns[b]
		// The last run that starts before ui.
		if k := sort.Search(len(runs), func(k int) bool { return runs[k].unit >= ui }); k > 0 {
			s |= runs[k-1].names
		}
	}
	return s
}

// codeRun is where the buckets the code outside templates of a bucket
// names grow: from unit on, names.
type codeRun struct {
	unit  int
	names bset
}
