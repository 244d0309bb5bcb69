package fromsema

import "github.com/cufe-dev/cufe/frontend/source"

// The searches of keyreach.go meet tens of thousands of nodes in a thrust
// TU, on the critical path of cufe compile (sema's proof walk asks them),
// and a node is four strings: hashing it for every lookup (seeds, the
// searches' visited sets, the memos) and working out where its templates
// lead afresh at every visit cost more than the search itself. So the
// index numbers each distinct node once (nodeID) and compiles where its
// templates may lead, for any associated buckets, into an expansion; the
// searches run on numbers and slices. eachEdge, which reachpath.go's
// messages use too, reads the same expansion: the rules are written once,
// in compileExpansion.

// nodeID is a node's number in its index's table (keyIndex.nodes).
type nodeID int32

// noNode stands, in an expansion's target, for the node being expanded:
// a name leading back to it leads nowhere new, but an argument-dependent
// call held back still counts.
const noNode nodeID = -1

// expansion is what eachEdge does for one node, for any associated
// buckets: the node's units in order, each gated by its pattern.
type expansion struct {
	units []unitStep
}

// unitStep is one unit of a node's templates: pattern, a partial
// specialization's buckets (0 for another unit), all of which must be
// associated for the search to enter it; names, the buckets its text
// names (spelledOf, codeBefore); targets, where its names lead, in order.
type unitStep struct {
	pattern, names bset
	targets        []target
}

// target is a node a unit's name leads to, at the name's position; adl,
// when set, is the bucket that only argument-dependent lookup reaches it
// by: followed only when that bucket is associated, held back otherwise.
type target struct {
	id  nodeID
	adl bset
	at  source.Pos
}

// nodeID returns n's number, giving it one when it has none yet.
func (ix *keyIndex) nodeID(n node) nodeID {
	if id, ok := ix.nodeIDs[n]; ok {
		return id
	}
	if ix.nodeIDs == nil {
		ix.nodeIDs = map[node]nodeID{}
	}
	id := nodeID(len(ix.nodes))
	ix.nodeIDs[n] = id
	ix.nodes = append(ix.nodes, n)
	ix.expansions = append(ix.expansions, nil)
	return id
}

// expansionOf returns node id's expansion, compiled once.
func (ix *keyIndex) expansionOf(id nodeID) *expansion {
	if x := ix.expansions[id]; x != nil {
		return x
	}
	x := ix.compileExpansion(ix.nodes[id])
	ix.expansions[id] = x
	return x
}

// compileExpansion works out where n's templates may lead (see eachEdge),
// with the gates left to the search.
func (ix *keyIndex) compileExpansion(n node) *expansion {
	x := &expansion{}
	for _, ui := range ix.unitsOf(n.key) {
		u := &ix.units[ui]
		m := n.mode
		if m == definition && u.member != "" && (n.key == u.key || u.member == u.key) {
			// A class outside templates is instantiated already; its
			// member templates, only where a name calls them: in a
			// definition, in an unevaluated operand. Its constructor
			// templates run where the class's name makes an object
			// (a call to runs), not where it names the class.
			m = signature
		}
		if u.space != n.space || (n.adl && !u.fn) || !u.inPath(n.path) || !u.instantiatedIn(m) {
			continue
		}
		restricted := u.restrictedIn(m)
		st := unitStep{pattern: ix.patternOf(ui), names: ix.spelledOf(ui) | ix.codeBefore(ui)}
		for _, e := range ix.edgesOf(ui) {
			if restricted && e.inBody {
				continue
			}
			next := full
			if restricted {
				next = e.leadsIn()
			}
			if e.member {
				if e.key != n.key {
					st.targets = append(st.targets, target{id: ix.nodeID(node{key: e.key, space: u.space, mode: next}), at: e.at})
				}
				continue
			}
			st.targets = ix.appendTargets(st.targets, n, e, next)
		}
		x.units = append(x.units, st)
	}
	return x
}

// appendTargets appends the nodes of e's key that its name may denote
// (see eachTargetOf), in mode next, leaving out n itself.
func (ix *keyIndex) appendTargets(ts []target, n node, e edge, next mode) []target {
	ix.denotedNodes(e.key, e.d, func(m node, adl bset) bool {
		m.mode = next
		id := noNode
		if m != n {
			id = ix.nodeID(m)
		} else if adl == 0 {
			return false
		}
		ts = append(ts, target{id: id, adl: adl, at: e.at})
		return false
	})
	return ts
}

// each calls f with each target x leads to when the associated buckets
// are gate, until f returns true; it reports whether one did. It adds the
// buckets the units it enters name to grown, those of the calls and
// patterns gate holds back to held, and those of the calls and patterns
// gate lets through to opened.
func (x *expansion) each(gate bset, grown, held, opened *bset, f func(nodeID, source.Pos) bool) bool {
	for i := range x.units {
		st := &x.units[i]
		if st.pattern&gate != st.pattern {
			*held |= st.pattern
			continue // a partial specialization for other arguments
		}
		*opened |= st.pattern
		*grown |= st.names
		for _, t := range st.targets {
			if t.adl != 0 && gate&t.adl == 0 {
				*held |= t.adl
				continue
			}
			*opened |= t.adl
			if t.id != noNode && f(t.id, t.at) {
				return true
			}
		}
	}
	return false
}
