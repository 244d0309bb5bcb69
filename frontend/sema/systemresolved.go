package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A kernel template named in a member function template the walk never
// entered is harmless when nothing calls that overload: the back end's
// check of such sites (fromsema's deadoverloads.go) asks, for each call
// naming the member, what the walk resolved it to. The walk records it
// here, by the position of the callee's last name component, in every
// instance it walked (and the first walk, in code outside templates): the
// positions of the declarator names of the
// functions it picked (source.NoPos for a call it did not resolve for
// sure, or to a function whose declaration it does not know).

// noteResolved records that the call x, met by the proof walk or by the
// first walk in code outside templates (whose calls the proof walk does
// not type again), ran fn (nil: not resolved; sure: sema is sure of the
// choice).
func (c *checker) noteResolved(x *ast.CallExpr, fn *types.FunctionDecl, sure bool) {
	at := calleeNameAt(x.Fun)
	if !at.IsValid() {
		return
	}
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	w := c.sys
	if w.resolved == nil {
		w.resolved = map[source.Pos][]source.Pos{}
	}
	to := source.NoPos
	if fn != nil && sure {
		to = c.declaredAt(fn)
	}
	for _, p := range w.resolved[at] {
		if p == to {
			return
		}
	}
	w.resolved[at] = append(w.resolved[at], to)
}

// calleeNameAt returns the position of the last name component of a
// callee written as a name or a member access (source.NoPos otherwise).
func calleeNameAt(fun ast.Expr) source.Pos {
	var n *ast.Name
	switch x := unparen(fun).(type) {
	case *ast.NameExpr:
		n = x.Name
	case *ast.MemberExpr:
		n = x.Name
	}
	if n == nil || len(n.Parts) == 0 {
		return source.NoPos
	}
	return n.Last().At
}

// declaredAt returns the position of the declarator name of fn's
// definition (of its template's, for a function template's instance), or
// of its declaration when it has none; source.NoPos when neither is known.
func (c *checker) declaredAt(fn *types.FunctionDecl) source.Pos {
	var def *ast.FuncDef
	var decl *ast.Declarator
	if td := fn.Template; td != nil {
		if ti := c.tmpls[td]; ti != nil {
			def, decl = ti.fn, ti.fnDecl
		}
	} else if fi := c.funcInfoOf(fn); fi != nil {
		def, decl = fi.def, fi.decl
	}
	if def != nil && def.Decl != nil {
		decl = def.Decl
	}
	if decl == nil || decl.Name == nil {
		return source.NoPos
	}
	return decl.Name.At
}

// ResolvedCall reports what the proof walk resolved the calls whose
// callee's last name component is at at to, in every instance it walked
// (see noteResolved): the declarator names' positions of the functions
// picked, source.NoPos among them for a call not resolved for sure; met
// is false when the walk met no such call.
func (w InstanceWalk) ResolvedCall(at source.Pos) (to []source.Pos, met bool) {
	to, met = w.resolved[at]
	return to, met
}

// ResolvedCalls returns the positions of the callees' names of the calls
// the proof walk met (see ResolvedCall), sorted: a function template's
// body holding one was walked.
func (w InstanceWalk) ResolvedCalls() []source.Pos {
	out := make([]source.Pos, 0, len(w.resolved))
	for p := range w.resolved {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
