package fromsema

import "github.com/cufe-dev/cufe/frontend/token"

// The proof (ProofIndex.Complete) runs after sema, alone on the critical
// path of cufe compile: sema's walk asks the name index whether the
// templates it instantiates may lead to a kernel, then the check of the
// names outside templates (siteTemplates.unused) searches from each of
// them. Every search compiles the expansions of the nodes it meets
// (keynodes.go), which work out their units' names (edgesOf, spelledOf,
// patternOf): a sixth of the proof on thrust. None of that depends on
// sema, so a driver whose index is built before sema ends (the index is
// built beside sema, on the other core) lets the index compile them
// ahead on the core left idle, until sema ends (Prepare). Compiling is
// deterministic and the searches read only what is compiled, so what the
// proof finds does not depend on how far that got.

// Prepare compiles, until stop is closed, the expansions the proof's
// searches may meet, those most likely met first: the nodes the names
// outside templates lead to (the check after the walk searches from
// each), then those of every template's name in its bucket (sema asks by
// those), each followed breadth first to the nodes it leads to. It
// returns once stop is closed (between two expansions; a nil stop never
// is) or all are compiled. It must not run beside Complete.
func (p *ProofIndex) Prepare(stop <-chan struct{}) {
	if p == nil || p.st == nil {
		return
	}
	p.st.prepare(stop)
}

// prepare is Prepare for the index.
func (st *siteTemplates) prepare(stop <-chan struct{}) {
	ix := st.ix
	stopped := func() bool {
		select {
		case <-stop:
			return true
		default:
			return false
		}
	}
	var queue []nodeID
	// compile compiles the queued nodes' expansions and those they lead
	// to; false when stopped.
	compile := func() bool {
		for len(queue) > 0 {
			if stopped() {
				return false
			}
			id := queue[0]
			queue = queue[1:]
			if ix.expansions[id] != nil {
				continue
			}
			x := ix.expansionOf(id)
			for i := range x.units {
				for _, t := range x.units[i].targets {
					if t.id != noNode && ix.expansions[t.id] == nil {
						queue = append(queue, t.id)
					}
				}
			}
		}
		return true
	}
	for ui := range ix.units {
		u := &ix.units[ui]
		if u.template {
			continue
		}
		if stopped() {
			return
		}
		// As usesIn finds them (templateUse), for any associated buckets.
		ix.identsAt(u.from, u.to, func(i int, t *token.Token) bool {
			if ix.declared.has(t.Pos) {
				return true
			}
			hasKey, mk, start, ok := st.templateUse(i, t, u)
			if !ok {
				return true
			}
			if hasKey {
				var held bset
				ix.eachTarget(i, t, u, ix.qualifiedKey(i, t), allBuckets, &held, func(m node) bool {
					m.mode = start
					queue = append(queue, ix.nodeID(m))
					return false
				})
			}
			if mk != "" {
				queue = append(queue, ix.nodeID(node{key: mk, space: u.space, mode: start}))
			}
			return true
		})
		if !compile() {
			return
		}
	}
	for ui := range ix.units {
		u := &ix.units[ui]
		if !u.template || u.key == "" {
			continue
		}
		queue = append(queue, ix.nodeID(node{key: u.key, space: u.space}))
		if u.member != "" {
			queue = append(queue, ix.nodeID(node{key: u.key + "::" + u.member, space: u.space}))
		}
		if !compile() {
			return
		}
	}
}
