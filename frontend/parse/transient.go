package parse

// The scopes of function parameters and blocks, the entities declared in
// them and their name entries die with the declaration that opened them: a
// translation unit makes tens of thousands (every function declaration
// opens a parameter scope) and keeps none. They are taken from a pool that
// is emptied and reused after each declaration at namespace scope, so that
// their memory is counted once for the largest declaration rather than
// once for the whole translation unit (the cufe binary runs with the
// collector off).
//
// Nothing that outlives a namespace-scope declaration may point into the
// pool. A parameter or block scope is reachable only from the scopes
// nested in it and from the parse of the declaration itself (the scope
// chain, a function's parameter scope, delayed member bodies: all done by
// then); its entities are found only through it, or from the entities of
// local classes that die with it (the scopes nested in a pooled one, a
// local class's, are marked transient too, and what they declare is
// pooled). The two links that could reach out of
// the pool (a binding of a pooled entity in a lasting scope, a lasting
// entity whose target is a pooled one) are checked as they are made, and
// the first such escape stops the reuse for the rest of the parse. The
// name memo, which also holds entities and scopes, is cleared with the
// pool.

// pool hands out zeroed values of T from blocks that reset makes
// available again.
type pool[T any] struct {
	blocks [][]T
	b, n   int // the next value is blocks[b][n]
}

// get returns a zero T.
func (p *pool[T]) get() *T {
	if p.b == len(p.blocks) {
		p.blocks = append(p.blocks, make([]T, slabSize/2))
	}
	blk := p.blocks[p.b]
	x := &blk[p.n]
	p.n++
	if p.n == len(blk) {
		p.b, p.n = p.b+1, 0
	}
	return x
}

// reset zeroes the values handed out and makes them available again.
func (p *pool[T]) reset() {
	for i := 0; i < p.b; i++ {
		clear(p.blocks[i])
	}
	if p.b < len(p.blocks) {
		clear(p.blocks[p.b][:p.n])
	}
	p.b, p.n = 0, 0
}

// transientPools are the pools of parameter and block scopes.
type transientPools struct {
	scopes  pool[scope]
	ents    pool[entity]
	entries pool[nameEntry]
	// escaped is set once something lasting points into the pools: they
	// are never reset again.
	escaped bool
}

// isTransient reports whether scopes of kind k come from the pools.
func isTransient(k scopeKind) bool { return k == scParams || k == scBlock }

// noteLink records that from, lasting unless transient, now points to e.
func (p *parser) noteLink(fromTransient bool, e *entity) {
	if e != nil && e.transient && !fromTransient {
		p.trans.escaped = true
	}
}

// recycleTransient empties the pools after a declaration at namespace
// scope, when no parameter or block scope can be in use.
func (p *parser) recycleTransient() {
	if p.trans.escaped || p.spec != 0 || len(p.classes) != 0 || p.scope.kind != scNamespace {
		return
	}
	if p.lastAnonClass != nil && p.lastAnonClass.transient {
		p.lastAnonClass = nil
	}
	p.memo = [len(p.memo)]nameMemo{}
	p.trans.scopes.reset()
	p.trans.ents.reset()
	p.trans.entries.reset()
}
