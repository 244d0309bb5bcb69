package fromsema

import (
	"cmp"
	"slices"

	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// StubGap says why the summary's kernel list may be incomplete, or nil: a
// kernel template named inside a template whose instances sema does not
// walk (a class template, a member template, a device function template, a
// template in a system header: cub passes kernels by address from those).
// sema walks the bodies of the instances of namespace-scope host function
// templates defined in user code, so kernels launched from those are known.
// Otherwise the instances such a use needs are unknown, and a stub file
// without them would build and fail at run time ("invalid device
// function"). A kernel template named outside templates in a system
// header (cub's EmptyKernel<void> in an inline function) is a gap too:
// sema walks no body there. The caller must not write a stub file then,
// unless CompleteStubKernels proves the kernel list complete.
func StubGap(in Input) *Error {
	var first *ast.Name
	kernelTemplateSites(in.Tree, in.Tokens, in.Files, func(n *ast.Name) bool {
		first = n
		return false
	})
	if first != nil {
		return gapAt(first)
	}
	return nil
}

// gapAt is the gap a kernel template's name makes.
func gapAt(n *ast.Name) *Error {
	return errorf(n.At, "kernel template %s is named inside a template whose instances cufe does not analyse (only namespace-scope host function templates in user code are): the instances the stub file must register are not known", n.Ident())
}

// StubGapSites is StubGap of a tree, its tokens and files (the search
// needs no semantic analysis, so a driver may run it beside sema) that
// also returns, when there is a gap, every name of a kernel template that
// makes one, in source order: the names a proof walk must account for
// (see CompleteStubKernels).
func StubGapSites(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) (*Error, []*ast.Name) {
	gap, sites, _ := StubGapSearch(tree, toks, files)
	return gap, sites
}

// StubGapSearch is StubGapSites, which also returns the names of kernel
// templates the search passed over because sema's first walk walks the
// bodies holding them: those of the instances of user code's
// namespace-scope host function templates, and the member functions of
// its class templates that calls name. That walk meets them only where
// it resolved every call on the way for sure; where it did not
// (sema.Result.FirstWalkUnsure), they are sites a proof walk must account
// for too (see WithSkipped).
func StubGapSearch(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) (gap *Error, sites, skipped []*ast.Name) {
	kernelTemplateSitesSkipping(tree, toks, files, func(n *ast.Name) bool {
		sites = append(sites, n)
		return true
	}, func(n *ast.Name) {
		skipped = append(skipped, n)
	})
	if len(sites) == 0 {
		return nil, nil, skipped
	}
	return gapAt(sites[0]), sites, skipped
}

// WithSkipped returns the gap and sites a proof walk must account for
// when sema's first walk did not resolve every call for sure: those
// StubGapSearch found, with the names it passed over, in source order
// (the gap at the first). With none passed over, it returns gap and sites.
func WithSkipped(gap *Error, sites, skipped []*ast.Name) (*Error, []*ast.Name) {
	if len(skipped) == 0 {
		return gap, sites
	}
	all := slices.Concat(sites, skipped)
	slices.SortFunc(all, func(a, b *ast.Name) int { return cmp.Compare(a.At, b.At) })
	if gap == nil {
		return errorf(all[0].At, "kernel template %s is named in a template whose instances cufe walks, and a call on the way to it was not resolved for sure: the instances the stub file must register are not known", all[0].Ident()), all
	}
	return gap, all
}

// kernelTemplateSites calls visit with each name of a kernel template
// written inside a template, or outside templates in a system header
// (where sema walks no function body), until visit returns false. With the
// tokens, only the declarations that hold a kernel template's name among
// their tokens are searched.
//
// The namespace-scope host function templates defined in user code are
// skipped when files is known: sema walks their instances.
func kernelTemplateSites(tu *ast.TranslationUnit, toks []token.Token, files *source.FileSet, visit func(*ast.Name) bool) {
	kernelTemplateSitesSkipping(tu, toks, files, visit, nil)
}

// kernelTemplateSitesSkipping is kernelTemplateSites, which also calls
// skip, when not nil, with each name of a kernel template in a body it
// passes over because sema walks it (see StubGapSearch).
func kernelTemplateSitesSkipping(tu *ast.TranslationUnit, toks []token.Token, files *source.FileSet, visit func(*ast.Name) bool, skip func(*ast.Name)) {
	if tu == nil {
		return
	}
	kernelTemplates := map[string]bool{}
	walked := map[*ast.TemplateDecl]bool{}
	var collect func(decls []ast.Decl)
	collect = func(decls []ast.Decl) {
		for _, d := range decls {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				collect(x.Decls)
			case *ast.LinkageSpec:
				collect(x.Decls)
			case *ast.TemplateDecl:
				if fd, ok := x.Decl.(*ast.FuncDef); ok && fd.Spec != nil && fd.Spec.CUDA&ast.CUDAGlobal != 0 && fd.Decl != nil && fd.Decl.Name != nil {
					kernelTemplates[fd.Decl.Name.Ident()] = true
				}
				if walkedInstances(x, files) {
					walked[x] = true
				}
				if sd, ok := x.Decl.(*ast.SimpleDecl); ok && sd.Spec != nil && sd.Spec.CUDA&ast.CUDAGlobal != 0 {
					for _, dd := range sd.Decls {
						if dd.Name != nil {
							kernelTemplates[dd.Name.Ident()] = true
						}
					}
				}
			}
		}
	}
	collect(tu.Decls)
	if len(kernelTemplates) == 0 {
		return
	}
	stopped := false
	// isSite reports whether n names a kernel template (and visits it).
	isSite := func(n any) bool {
		ne, ok := n.(*ast.NameExpr)
		if !ok || ne.Name == nil || !kernelTemplates[ne.Name.Ident()] {
			return false
		}
		stopped = !visit(ne.Name)
		return true
	}
	search := func(n any) bool {
		if stopped {
			return false
		}
		return !isSite(n)
	}
	// passOver searches a body sema walks, for skip.
	passOver := func(n ast.Node) {
		if skip == nil {
			return
		}
		ast.Inspect(n, func(n any) bool {
			if ne, ok := n.(*ast.NameExpr); ok && ne.Name != nil && kernelTemplates[ne.Name.Ident()] {
				skip(ne.Name)
				return false
			}
			return true
		})
	}
	// Outside templates, look for template declarations, and for names of
	// kernel templates in system headers (a non-template inline function
	// there, as cub's PtxVersionUncached naming EmptyKernel<void>,
	// instantiates the kernel whether or not it is called); inside a
	// template, for a name of a kernel template.
	outer := func(n any) bool {
		if stopped {
			return false
		}
		if ne, ok := n.(*ast.NameExpr); ok {
			if files != nil && files.IsSystem(ne.Pos()) && isSite(n) {
				return false
			}
			return true
		}
		td, ok := n.(*ast.TemplateDecl)
		if !ok {
			return true
		}
		if walked[td] {
			passOver(td)
			return false
		}
		if cls := walkedClassTemplate(td, files); cls != nil {
			// sema walks the bodies of the member functions defined in the
			// class that code calls by name; the rest of it is searched.
			for _, m := range cls.Members {
				if fd, ok := m.(*ast.FuncDef); ok && calledByName(fd, cls) {
					passOver(fd)
					continue
				}
				ast.Inspect(m, search)
			}
			return false
		}
		ast.Inspect(td, search)
		return false
	}
	if toks == nil {
		ast.Inspect(tu, outer)
	} else {
		prune.Inspect(tu, prune.Find(toks, prune.Idents(kernelTemplates)), outer)
	}
}

// walkedInstances reports whether sema walks the bodies of td's instances:
// td defines a host function template at namespace scope, outside system
// headers, under a name without qualification (not an out-of-line member).
func walkedInstances(td *ast.TemplateDecl, files *source.FileSet) bool {
	fd, ok := td.Decl.(*ast.FuncDef)
	if !ok || files == nil || fd.Decl == nil || fd.Decl.Name == nil || len(fd.Decl.Name.Parts) != 1 || fd.Decl.Name.Global {
		return false
	}
	return hostFunction(fd) && !files.IsSystem(td.Pos())
}

// calledByName reports whether fd, defined in class cls, is a member
// function sema walks in an instance when a call names it: a host,
// non-virtual function with a plain name. Constructors, destructors,
// operators and conversion functions run through implicit calls, and
// virtual functions through the vtable, which sema does not follow.
func calledByName(fd *ast.FuncDef, cls *ast.ClassDecl) bool {
	if !hostFunction(fd) || fd.Decl == nil || fd.Decl.Name == nil || len(fd.Decl.Name.Parts) != 1 {
		return false
	}
	last := fd.Decl.Name.Last()
	if last.Kind != ast.NameIdent || cls.Name != nil && last.Ident == cls.Name.Ident() {
		return false
	}
	if fd.Spec != nil && fd.Spec.Specs&ast.SpecVirtual != 0 || fd.Decl.Virt&(ast.VirtOverride|ast.VirtFinal) != 0 {
		return false
	}
	return true
}

// hostFunction reports whether fd defines a function that runs on the
// host: neither a kernel nor __device__ alone.
func hostFunction(fd *ast.FuncDef) bool {
	if fd.Spec == nil {
		return true
	}
	cuda := fd.Spec.CUDA
	for _, a := range fd.Spec.Attrs() {
		cuda |= ast.CUDAAttrOf(a.Name)
	}
	if fd.Decl != nil {
		for _, a := range fd.Decl.Attrs() {
			cuda |= ast.CUDAAttrOf(a.Name)
		}
	}
	return cuda&ast.CUDAGlobal == 0 && (cuda&ast.CUDADevice == 0 || cuda&ast.CUDAHost != 0)
}

// walkedClassTemplate returns the class td defines when it is a class
// template of user code, whose specializations' member functions defined
// in the class sema walks when they are used; nil otherwise.
func walkedClassTemplate(td *ast.TemplateDecl, files *source.FileSet) *ast.ClassDecl {
	sd, ok := td.Decl.(*ast.SimpleDecl)
	if !ok || files == nil || sd.Spec == nil || len(sd.Decls) != 0 || files.IsSystem(td.Pos()) {
		return nil
	}
	return sd.Spec.Class()
}
