package diag

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/source"
)

// resolution is the outcome of filtering: what is shown and the counts.
type resolution struct {
	shown        []Diagnostic
	counts       [Internal + 1]int
	limitReached bool
}

// pragmaState is the severity state pragmas build up; push/pop save and
// restore it. "Once" is not part of it: cudafe++ keeps a diagnostic "once"
// after a pop, a nv_diag_default or a later severity pragma.
type pragmaState map[ID]Severity

func (s pragmaState) clone() pragmaState {
	c := make(pragmaState, len(s))
	for k, v := range s {
		c[k] = v
	}
	return c
}

func (e *Engine) resolve() *resolution {
	if e.res != nil {
		return e.res
	}
	r := &resolution{}
	e.res = r
	for _, d := range e.cmdErrors {
		r.shown = append(r.shown, d)
		r.counts[Catastrophic]++
	}
	if len(e.cmdErrors) > 0 {
		return r // cudafe++ reads no source after a command-line error
	}

	items := e.streamItems()
	state := pragmaState{}
	var stack []pragmaState
	once := map[ID]bool{}
	for id := range e.cmdOnce {
		once[id] = true
	}
	shownCount := map[ID]int{}
	limit := e.opts.errorLimit()

	for _, it := range items {
		if it.pragma != nil {
			p := it.pragma
			switch p.op {
			case opSeverity:
				for _, id := range p.ids {
					state[id] = p.sev
				}
			case opDefault:
				for _, id := range p.ids {
					delete(state, id)
				}
			case opOnce:
				for _, id := range p.ids {
					once[id] = true
				}
			case opPush:
				stack = append(stack, state.clone())
			case opPop:
				if n := len(stack); n > 0 {
					state = stack[n-1]
					stack = stack[:n-1]
				}
			}
			continue
		}
		d, keep := e.decide(it.d, state, once, shownCount)
		if !keep {
			continue
		}
		shownCount[d.ID]++
		r.shown = append(r.shown, d)
		r.counts[d.Severity]++
		if d.Severity >= Catastrophic {
			break // processing stops at a catastrophic or internal error
		}
		if d.Severity == Error && r.counts[Error] >= limit {
			r.limitReached = true
			break
		}
	}
	return r
}

// decide computes d's final severity, or keep=false when it is not shown.
func (e *Engine) decide(d Diagnostic, state pragmaState, once map[ID]bool, shownCount map[ID]int) (Diagnostic, bool) {
	ent, inCatalog := Lookup(d.ID)
	discretionary := d.Severity <= Warning || (d.Severity == Error && inCatalog && ent.Discretionary)
	if d.Severity == Ignored {
		return d, false
	}
	if discretionary && d.Pos.IsValid() && e.files != nil && e.files.IsSystem(d.Pos) {
		// cudafe++ drops every diagnostic it could have been told to drop
		// when it comes from a system header, whatever the options say.
		return d, false
	}
	sev := d.Severity
	hard := !discretionary
	if discretionary && d.ID != NoID {
		s, ok := state[d.ID] // a pragma wins over the command line
		if !ok {
			s, ok = e.cmdSeverity[d.ID]
		}
		if ok {
			sev = s
			// --diag_error and nv_diag_error make a hard error: "error:"
			// without a number, as cudafe++ prints it.
			hard = s == Error
		}
	}
	switch sev {
	case Ignored:
		return d, false
	case Remark:
		if !e.opts.Remarks || e.opts.NoWarnings {
			return d, false
		}
	case Warning:
		if e.opts.NoWarnings {
			return d, false
		}
		if e.opts.PromoteWarnings {
			sev = Error // a discretionary error: "error #N-D"
		}
	}
	if sev <= Warning && once[d.ID] && shownCount[d.ID] > 0 {
		return d, false
	}
	d.Severity = sev
	d.Discretionary = !hard && sev <= Error
	return d, true
}

// streamItem is a diagnostic or a pragma at its stream position.
type streamItem struct {
	key    int64
	seq    int
	d      Diagnostic
	pragma *pragmaEvent
}

// streamItems merges diagnostics and pragmas in stream order; at equal
// positions, in the order they were reported. Diagnostics without a position
// come first, as cudafe++ reports them before reading the source.
func (e *Engine) streamItems() []streamItem {
	items := make([]streamItem, 0, len(e.reported)+len(e.pragmas))
	for _, r := range e.reported {
		items = append(items, streamItem{key: e.order(r.d.Pos), seq: r.seq, d: r.d})
	}
	for i := range e.pragmas {
		p := &e.pragmas[i]
		items = append(items, streamItem{key: e.order(p.pos), seq: p.seq, pragma: p})
	}
	sort.SliceStable(items, func(i, j int) bool {
		if items[i].key != items[j].key {
			return items[i].key < items[j].key
		}
		return items[i].seq < items[j].seq
	})
	return items
}

func (e *Engine) order(p source.Pos) int64 {
	if !p.IsValid() {
		return -1
	}
	if e.files == nil {
		return int64(p)
	}
	return e.files.StreamOrder(p)
}
