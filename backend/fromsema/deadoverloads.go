package fromsema

import (
	"sort"

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

// holdsPos reports whether sorted holds a position in [from, to].
func holdsPos(sorted []source.Pos, from, to source.Pos) bool {
	i := sort.Search(len(sorted), func(i int) bool { return sorted[i] >= from })
	return i < len(sorted) && sorted[i] <= to
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
