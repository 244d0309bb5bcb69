package sema

import (
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/layout"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// maxInstantiationDepth bounds nested implicit instantiations (EDG's
// default is deeper, but sema gives up quietly rather than report).
const maxInstantiationDepth = 48

// checker is the state of one Check call.
type checker struct {
	ctx   *types.Context
	files *source.FileSet
	opts  Options
	rep   diag.Reporter
	res   *Result

	scope   *scope
	members map[types.Decl]*memberTable

	funcs   map[*types.FunctionDecl]*funcInfo
	vars    map[*types.VarDecl]*varInfo
	classes map[types.Decl]*classInfo // class templates (by *TemplateDecl) and classes
	tmpls   map[*types.TemplateDecl]*templateInfo

	kernelSeen map[*types.FunctionDecl]bool
	varSeen    map[*types.VarDecl]bool
	funcSpecs  map[string]*types.FunctionDecl

	depth     int // implicit instantiation depth
	numbering map[types.Decl]*types.Numbering

	// unknownFields marks classes with members or attributes sema could not
	// resolve: their layout is not trusted.
	unknownFields map[*types.ClassDecl]bool
	packs         []packState
	expand        *expansion // the pack expansion being instantiated
	// friendClasses are the classes that declare friend functions (which
	// sema does not declare, and which only ADL finds).
	friendClasses map[*types.ClassDecl]bool

	externC   bool
	access    types.Access
	pending   *[]*types.FunctionDecl
	curFn     *types.FunctionDecl
	curBody   source.Pos // the opening brace of curFn's body
	inLambda  bool
	reporting bool
	mainFile  string
	late      []lateDiag
	errors    int // errors sema reported
	// directives indexes the conditional directives of the files whose
	// function bodies sema has checked calls in.
	directives map[*source.File]*directiveIndex
	// bodiesWalked marks the function template specializations whose
	// bodies instantiateBody walked.
	bodiesWalked map[*types.FunctionDecl]bool
}

// Check analyses tu and returns what it learnt. Diagnostics go to r.
func Check(tu *ast.TranslationUnit, files *source.FileSet, opts Options, r diag.Reporter) (res *Result) {
	c := &checker{
		ctx: types.NewContext(), files: files, opts: opts, rep: r,
		members:    map[types.Decl]*memberTable{},
		funcs:      map[*types.FunctionDecl]*funcInfo{},
		vars:       map[*types.VarDecl]*varInfo{},
		classes:    map[types.Decl]*classInfo{},
		tmpls:      map[*types.TemplateDecl]*templateInfo{},
		kernelSeen: map[*types.FunctionDecl]bool{},
		varSeen:    map[*types.VarDecl]bool{},
		funcSpecs:  map[string]*types.FunctionDecl{},
		numbering:  map[types.Decl]*types.Numbering{},

		unknownFields: map[*types.ClassDecl]bool{},
		friendClasses: map[*types.ClassDecl]bool{},
	}
	c.res = &Result{Context: c.ctx, Layout: layout.New(), Calls: map[*ast.CallExpr]*types.FunctionDecl{}}
	c.scope = &scope{kind: namespaceScope, decl: c.ctx.Global}
	defer func() {
		// A bug in sema must not take the whole build down: report it as an
		// internal error at the translation unit and return what exists.
		if p := recover(); p != nil {
			if os.Getenv("CUFE_SEMA_PANIC") != "" {
				panic(p)
			}
			r.Report(diag.Diagnostic{Severity: diag.Internal, ID: diag.ErrNotSupported, Pos: tu.Pos(),
				Msg: fmt.Sprintf("internal error in semantic analysis: %v", p)})
			res = c.res
		}
	}()
	if tu != nil {
		c.initPacks(tu.Pragmas)
		if n := len(tu.Decls); n > 0 {
			c.mainFile = files.Position(tu.Decls[n-1].Pos()).Filename
		}
		for _, d := range tu.Decls {
			c.decl(d)
		}
	}
	c.flushLate()
	c.finishKernels()
	c.finishVariables()
	if opts.ModuleID != "" {
		c.res.SetModuleID(opts.ModuleID)
	}
	return c.res
}

// user reports whether pos is in user code (not a system header): sema
// reports nothing positioned in system headers.
func (c *checker) user(pos source.Pos) bool {
	return pos.IsValid() && !c.files.IsSystem(pos)
}

// errorAt reports catalog entry id at pos when pos is in user code.
func (c *checker) errorAt(pos source.Pos, id diag.ID, a diag.Args) {
	if !c.user(pos) {
		return
	}
	if ent, ok := diag.Lookup(id); ok && ent.Severity >= diag.Error {
		c.errors++
	}
	diag.Emit(c.rep, pos, id, a)
}

// notSupported reports a construct sema cannot handle where it matters for
// the output's correctness. Unlike other diagnostics it is reported in
// system headers too: a wrong output is worse than a spurious message.
func (c *checker) notSupported(pos source.Pos, format string, args ...any) {
	c.rep.Report(diag.Diagnostic{Severity: diag.Error, ID: diag.ErrNotSupported, Pos: pos,
		Msg: "not supported: " + fmt.Sprintf(format, args...)})
}

// number returns the Numbering of a mangling context.
func (c *checker) number(d types.Decl) *types.Numbering {
	n := c.numbering[d]
	if n == nil {
		n = &types.Numbering{}
		c.numbering[d] = n
	}
	return n
}
