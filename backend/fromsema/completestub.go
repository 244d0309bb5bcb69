package fromsema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
)

// CompleteStubKernels is called when StubGap found gap, with the names
// StubGapSites found (nil: searched again): it walks again
// every template instance the TU uses, those in system headers included
// (see sema.Result.CompleteKernelInstances), which adds the kernel
// template instances they name to the result, and returns nil when that
// walk is proved complete, so the stub file may be written; otherwise the
// gap, at the first position that kept the walk from being complete,
// saying why. It must run before anything else reads in.Result.
func CompleteStubKernels(in Input, gap *Error, names []*ast.Name) *Error {
	if in.Result == nil {
		return gap
	}
	if names == nil {
		_, names = StubGapSites(in.Tree, in.Tokens, in.Files)
	}
	sites := make([]source.Pos, len(names))
	kernel := ""
	for i, n := range names {
		if n.At == gap.Pos {
			kernel = n.Ident()
		}
		sites[i] = n.At
	}
	st := newSiteTemplates(in.Tree, in.Tokens, in.Files, sites)
	walk := in.Result.CompleteKernelInstances(sites, st.reach.may, st.systemUses(in.Files))
	fail := func(pos source.Pos, why string) *Error {
		if !pos.IsValid() {
			pos = gap.Pos
		}
		site := in.Files.Position(gap.Pos)
		return errorf(pos, "kernel template %s is named at %s:%d (inside a template, or in a system header), and cufe could not prove it knows every instance the stub file must register: %s", kernel, site.Filename, site.Line, why)
	}
	if bad := walk.Incomplete; bad != nil {
		return fail(bad.Pos, bad.Reason)
	}
	walked := make([]span, len(walk.Walked))
	for i, w := range walk.Walked {
		walked[i] = span{w[0], w[1]}
	}
	if pos, why := st.unused(in.Files, walk.Met, walked); pos.IsValid() {
		return fail(pos, why)
	}
	return nil
}
