package host

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// launches rewrites every kernel launch of host code:
//
//	k<<<g, b, s, st>>>(args)  →  (__cudaPushCallConfiguration(g, b, s, st)) ? (void)0 : k(args)
//
// The configuration is passed as written: __cudaPushCallConfiguration's
// own default arguments fill what is left out, as in NVIDIA's output.
func (g *generator) launches(ls []*ast.LaunchExpr) {
	seen := map[int]bool{}
	for _, l := range ls {
		if g.err != nil {
			return
		}
		shl := g.index(l.At)
		if shl < 0 {
			continue
		}
		seen[shl] = true
		if g.inHidden(shl) {
			continue
		}
		g.launch(l, shl)
	}
	// Every <<< in host code must have been understood: a launch left as
	// it is would not compile, or worse, compile as shifts.
	for _, i := range g.scan.shl {
		if i+1 < len(g.toks) && g.toks[i+1].Kind == token.Less && g.toks[i+1].Pos == g.toks[i].Pos+2 &&
			!seen[i] && !g.inHidden(i) {
			g.failf(g.toks[i].Pos, "a kernel launch the parser did not recognize")
			return
		}
	}
}

func (g *generator) launch(l *ast.LaunchExpr, shl int) {
	fun := g.index(exprStart(l.Fun))
	if fun < 0 || fun >= shl || !g.is(shl+1, "<") {
		g.failf(l.At, "kernel launch: unexpected tokens")
		return
	}
	cfgLo := shl + 2
	// The configuration ends at the first '>>>' at bracket depth 0, as
	// the parser reads it ('>' and '>>' before anything else are
	// operators: <<<n, b, x > 32 ? s : 0>>>).
	cfgHi := -1
	for j := cfgLo; j < len(g.toks); {
		switch g.toks[j].Kind {
		case token.LParen, token.LBrack, token.LBrace:
			j = g.skipBalanced(j)
			continue
		case token.Greater, token.Shr:
			if n, _ := g.greaters(j); n >= 3 {
				cfgHi = j
			}
		}
		if cfgHi >= 0 {
			break
		}
		j++
	}
	if cfgHi < 0 {
		g.failf(l.At, "kernel launch: end of the configuration not found")
		return
	}
	// Three '>' in '>>' '>' or '>' '>>' (or '>' '>' '>').
	n, j := g.greaters(cfgHi)
	if n != 3 || !g.is(j, "(") {
		g.failf(l.At, "kernel launch: expected >>> and an argument list")
		return
	}
	argsHi := g.closer(j)
	if argsHi < 0 {
		g.failf(l.At, "kernel launch: unbalanced argument list")
		return
	}
	callee := []part{tokens(fun, shl)}
	if !simpleCallee(l.Fun) {
		callee = []part{text("("), tokens(fun, shl), text(")")}
	}
	g.edits.replace(fun, argsHi+1, append(append([]part{
		text("(__cudaPushCallConfiguration("), tokens(cfgLo, cfgHi), text(")) ? (void)0 :")},
		callee...), tokens(j, argsHi+1))...)
}

// managedUses wraps each host use of a __managed__ variable in the lazy
// initialization of the managed runtime, as NVIDIA does:
//
//	m  →  (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m)))
//
// A use is an id-expression naming the variable: the last component is its
// name and any qualification names its namespace. (A local variable of the
// same name would be taken for it; sema does not record what names refer
// to yet.)
func (g *generator) managedUses(names []*ast.NameExpr) {
	if len(g.managed) == 0 {
		return
	}
	for _, n := range names {
		if n.Name == nil || len(n.Name.Parts) == 0 {
			continue
		}
		last := n.Name.Last()
		if last.Kind != ast.NameIdent || last.HasArgs() {
			continue
		}
		if !g.isManaged(n.Name) {
			continue
		}
		lo, hi := g.index(n.Name.At), g.index(last.At)
		if lo < 0 || hi < 0 || g.inHidden(lo) {
			continue
		}
		g.edits.replace(lo, hi+1,
			text("(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ("), tokens(lo, hi+1), text(")))"))
	}
}

// isManaged reports whether name may denote one of the managed variables.
func (g *generator) isManaged(name *ast.Name) bool {
	ident := name.Ident()
	for _, m := range g.managed {
		if m.name != ident {
			continue
		}
		quals := name.Parts[:len(name.Parts)-1]
		if len(quals) == 0 {
			return true
		}
		// ns::m or ::ns::m: the qualifiers must be the tail of its scope.
		if len(quals) > len(m.scope) {
			continue
		}
		ok := true
		tail := m.scope[len(m.scope)-len(quals):]
		for i, q := range quals {
			if q.Kind != ast.NameIdent || q.Ident != tail[i] {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// greaters counts the '>' characters of the run of '>' and '>>' tokens
// from j on, up to three of them, and returns where the count stopped.
func (g *generator) greaters(j int) (n, end int) {
	for ; j < len(g.toks) && n < 3; j++ {
		switch g.toks[j].Kind {
		case token.Greater:
			n++
		case token.Shr:
			n += 2
		default:
			return n, j
		}
	}
	return n, j
}
