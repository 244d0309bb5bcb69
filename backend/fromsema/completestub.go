package fromsema

import (
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// ProofIndex is the part of the stub-file proof that needs no semantic
// analysis: the name index of the templates holding a gap's sites (see
// siteTemplates) and the names outside templates in system headers that
// may lead to one. A driver builds it beside sema, once the parse is
// complete (StubGapIndex), and proves with it once sema is done
// (Complete): the index is a tenth of a thrust TU's analysis, and would
// otherwise be built after sema, on the critical path.
type ProofIndex struct {
	gap    *Error
	kernel string // the kernel template named at the gap
	sites  []source.Pos
	st     *siteTemplates
	// systemUses are the names outside templates in system headers that
	// may lead to a site (the walk enters the functions holding them),
	// found once: the check after the walk filters the same list.
	systemUses []use
}

// StubGapIndex searches tree, parsed from toks in files, for a stub-file
// gap (StubGapSites) and, when there is one, builds the proof's index for
// it. It reads the tree and tokens only, so it may run while sema
// analyses the same tree.
func StubGapIndex(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) (*Error, *ProofIndex) {
	gap, names := StubGapSites(tree, toks, files)
	if gap == nil {
		return nil, nil
	}
	return gap, IndexStubGap(tree, toks, files, gap, names)
}

// IndexStubGap builds the proof's index for gap, found by StubGapSites
// with names (StubGapIndex's second half, for a driver that acts on the
// search's finding before the index is built).
func IndexStubGap(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, gap *Error, names []*ast.Name) *ProofIndex {
	p := &ProofIndex{gap: gap, sites: make([]source.Pos, len(names))}
	for i, n := range names {
		if n.At == gap.Pos {
			p.kernel = n.Ident()
		}
		p.sites[i] = n.At
	}
	p.st = newSiteTemplates(tree, toks, files, p.sites)
	p.systemUses = p.st.systemUses(files)
	return p
}

// CompleteStubKernels is called when StubGapSites found gap, with the
// names it found: the index, then Complete.
func CompleteStubKernels(in Input, gap *Error, names []*ast.Name) *Error {
	if in.Result == nil {
		return gap
	}
	return IndexStubGap(in.Tree, in.Tokens, in.Files, gap, names).Complete(in)
}

// Complete walks again every template instance the TU uses, those in
// system headers included (see sema.Result.CompleteKernelInstances), which
// adds the kernel template instances they name to the result, and returns
// nil when that walk is proved complete, so the stub file may be written;
// otherwise the gap, at the first position that kept the walk from being
// complete, saying why. in must be the input p was indexed from, with
// sema's result; Complete must run before anything else reads in.Result.
func (p *ProofIndex) Complete(in Input) *Error {
	if in.Result == nil {
		return p.gap
	}
	st := p.st
	at := make([]source.Pos, len(p.systemUses))
	for i, u := range p.systemUses {
		at[i] = u.t.Pos
	}
	walk := in.Result.CompleteKernelInstances(p.sites, st.reach.mayWith, at)
	fail := func(pos source.Pos, why string) *Error {
		if !pos.IsValid() {
			pos = p.gap.Pos
		}
		site := in.Files.Position(p.gap.Pos)
		return errorf(pos, "kernel template %s is named at %s:%d (inside a template, or in a system header), and cufe could not prove it knows every instance the stub file must register: %s", p.kernel, site.Filename, site.Line, why)
	}
	if bad := walk.Incomplete; bad != nil {
		return fail(bad.Pos, bad.Reason)
	}
	walked := make([]span, len(walk.Walked))
	for i, w := range walk.Walked {
		walked[i] = span{w[0], w[1]}
	}
	var dead map[source.Pos]bool
	if in.DeviceView {
		var unmet []source.Pos
		for _, s := range p.sites {
			if !walk.Met(s) {
				unmet = append(unmet, s)
			}
		}
		var trace func(o, by source.Pos)
		if st.trace {
			trace = func(o, by source.Pos) {
				fmt.Fprintf(os.Stderr, "%s: overload kept: named at %s\n", in.Files.Position(o), in.Files.Position(by))
			}
		}
		dead = deadOverloads(in, walk, st.ix, p.sites, unmet, trace)
	}
	if pos, why := st.unused(p.systemUses, walk.Met, dead, walked); pos.IsValid() {
		return fail(pos, why)
	}
	return nil
}

// SkippedSitesReached reports whether a call or operator that sema's
// first walk did not resolve for sure may lead to a kernel template named
// in skipped, the names StubGapSearch passed over in tree (parsed from
// toks in files) because that walk walks the bodies holding them: then
// the proof walk must account for them too (WithSkipped). The name index
// built for skipped tells what may lead there.
func SkippedSitesReached(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, res *sema.Result, skipped []*ast.Name) bool {
	if len(skipped) == 0 || res == nil || !res.FirstWalkUnsure() {
		return false
	}
	gap, names := WithSkipped(nil, nil, skipped)
	p := IndexStubGap(tree, toks, files, gap, names)
	pos, what, reached := res.UnsureUseReaching(p.st.reach.mayWith)
	if reached && p.st.trace {
		fmt.Fprintf(os.Stderr, "%s: %s, which may lead to a kernel template named in a body the first walk walks\n", files.Position(pos), what)
	}
	return reached
}
