package sema

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/layout"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// maxInstantiationDepth bounds nested implicit instantiations, as EDG
// bounds the nesting of function template instantiations at 255 (sema
// gives up quietly rather than report; the proof walk stops there). A
// recursion over a class template's member (CUB's Iterate<COUNT, MAX>
// for up to MAX items a thread, entered some thirty instances deep)
// needs more than a few dozen.
const maxInstantiationDepth = 256

// checker is the state of one Check call.
type checker struct {
	ctx   *types.Context
	files *source.FileSet
	opts  Options
	rep   diag.Reporter
	res   *Result

	scope *scope
	// members holds the member tables of entities other than
	// namespaces and classes (enumerations; see tableOf).
	members map[types.Decl]*memberTable
	slab    slabs // see slab.go

	// funcList lists the functions that have a record (see
	// entityinfo.go), in the order first given one.
	funcList []*types.FunctionDecl
	classes  map[types.Decl]*classInfo // class templates (by *TemplateDecl) and classes
	tmpls    map[*types.TemplateDecl]*templateInfo

	kernelSeen map[*types.FunctionDecl]bool
	varSeen    map[*types.VarDecl]bool
	funcSpecs  map[string]*types.FunctionDecl

	depth     int // implicit instantiation depth
	numbering map[types.Decl]*types.Numbering

	// unknownFields marks classes with members or attributes sema could not
	// resolve: their layout is not trusted.
	unknownFields map[*types.ClassDecl]bool
	packs         []packState
	packPragmas   packPragmas
	expand        *expansion // the pack expansion being instantiated
	// friendClasses are the classes that declare friend functions, with
	// their names ("" for one sema cannot name) (which
	// sema does not declare, and which only ADL finds).
	friendClasses map[*types.ClassDecl]map[string]bool
	// accessInfo caches what classes' definitions say of access and
	// friends (memberaccess.go); accessReported marks the positions an
	// inaccessible member was reported at (a name typed twice).
	accessInfo     map[*types.ClassDecl]*classAccess
	accessReported map[source.Pos]bool
	// typedefAt holds where the member typedefs of written classes are
	// declared (types.TypedefDecl keeps no position).
	typedefAt map[*types.TypedefDecl]source.Pos
	// curSwitch gathers the case values of the innermost switch being
	// walked (caseduplicate.go).
	curSwitch *switchLabels
	// noMember is set when a qualified type name certainly named no
	// member of a class (enable_if<false>::type): a substitution that
	// met one fails for sure (see specializeFunction).
	noMember bool
	// inPartialPattern is set while a partial specialization's written
	// arguments are converted to its pattern, or a function template's
	// parameter types for deduction (patternParamTypes), the places an
	// expansion of a non-type parameter pack (index_sequence<Is...>) is
	// kept as a dependent argument (see dependentArgs): they are only
	// matched; elsewhere it would reach printing and mangling, which do
	// not spell it.
	inPartialPattern bool
	// varValues caches the values of variable template specializations
	// (see varTemplateValue), by argsKeyFor.
	varValues map[string]varValue
	// maybeViable holds the function template specializations whose
	// non-type template parameters' types sema could not work out (see
	// nonTypeParamsFit): they may be substitution failures.
	maybeViable map[*types.FunctionDecl]bool

	// enumDefs holds the definition of each enumeration of user code as
	// written, typedefPos the position of each typedef name declared
	// there (nil until one is met; see enumredef.go, typedefredef.go).
	enumDefs   map[*types.EnumDecl]*ast.EnumDecl
	typedefPos map[*types.TypedefDecl]source.Pos

	externC bool
	// linkageSpec is the decl-specifiers of the declaration an unbraced
	// linkage specification contains (`extern "C" int x;`), which count as
	// if they said extern (see declaredExtern); nil elsewhere.
	linkageSpec *ast.DeclSpec
	access      types.Access
	pending     *[]*types.FunctionDecl
	curFn       *types.FunctionDecl
	curBody     source.Pos // the opening brace of curFn's body
	// curBodyBroken says the parser reported a syntax error inside curFn's
	// body (ast.FuncDef.BodyErrors).
	curBodyBroken bool
	// noexceptLater lists the member functions of the class being
	// defined whose noexcept(expr) waits for the class to be complete
	// (see noexceptlater.go).
	noexceptLater *[]*types.FunctionDecl
	// userBody spans the body of a host function being walked when its
	// definition starts in user code (its braces may lie in a system
	// header when a line marker in between drops the flag, as nvcc 13's
	// .ii does around _CCCL_HOST): the first walk walks it as user code,
	// noting the instances it calls as roots, so it records the uses
	// there too (see noteUse).
	userBody [2]source.Pos
	// unevaluated counts the decltype operands being typed: a call there
	// runs nothing (see checkCall).
	unevaluated int
	// uneval is the sizeof or decltype operand of host code being typed
	// whose calls of __device__ functions are reported (unevalcall.go).
	uneval    unevalOperand
	inLambda  bool
	reporting bool
	// firstFunctions are the candidates for Result.FirstFunction in source
	// order; the first in the main file wins once the TU is complete (the
	// main file is the last declaration's).
	firstFunctions []firstFunction
	late           []lateDiag
	// lateLaunches are CUDA 13's device launches without -rdc, reported
	// after the front end, before (and instead of) late (devicelaunch.go);
	// deviceLaunches marks the launches checked.
	lateLaunches     []lateDiag
	deviceLaunches   map[*ast.LaunchExpr]bool
	templateLaunches []templateLaunch
	// constexprIfs counts the `if constexpr` statements being walked.
	constexprIfs int
	// execCheckOff holds the positions of the #pragma nv_exec_check_disable
	// lines read so far, in source order (see execcheck.go).
	execCheckOff []source.Pos
	errors       int // errors sema reported
	// directives indexes the conditional directives of the files whose
	// function bodies sema has checked calls in.
	directives map[*source.File]*directiveIndex
	// deviceNames holds the names declared in the text the host side
	// skipped in device-dependent groups, read on first need (see
	// devicesidenames.go).
	deviceNames map[string]bool
	// presumed holds the headers a .ii's line markers name, read for
	// their directives (nil: unreadable).
	presumed map[string]*presumedSource
	// bodiesWalked marks the function template specializations whose
	// bodies instantiateBody walked.
	bodiesWalked map[*types.FunctionDecl]bool
	// laterInstances are instances used before their template's
	// definition; finishing is set once the TU is complete.
	laterInstances []*types.FunctionDecl
	finishing      bool
	// closureResults holds the call operator's result type of each
	// closure (nil when unknown), for NVIDIA's spelling of the type.
	closureResults map[*types.ClassDecl]types.Type
	// annotatedClosures are the closures of lambdas written __device__
	// (or __host__ __device__) under --extended-lambda: extended lambdas
	// for NVIDIA, even where cufe cannot rewrite them.
	annotatedClosures map[*types.ClassDecl]bool
	// instanceDepth counts the instance bodies being walked (see
	// instantiateBody), for the order of the kernels found.
	instanceDepth int
	// instanceUnsure holds the calls and operators the first walk did
	// not resolve for sure in instance bodies (see firstwalkunsure.go);
	// instanceUnsureMore is set when there were more than it keeps.
	instanceUnsure     []userUse
	instanceUnsureMore bool
	// sys is the proof walk's state (see systemwalk.go): nil until the
	// first walk records a root.
	sys *systemWalk
	// closures are the closure types of the lambdas met (see lambda.go);
	// lam is the lambda whose body is being walked, lambdaIDs numbers
	// each function's extended lambdas, unnamedClosures marks closures
	// that have no name sema can give (generic lambdas).
	closures map[closureKey]*closureInfo
	// typeBindings holds the template parameters' type bindings made (see
	// typeBindingOf); argScratch the arrays templateIDType converts
	// template arguments into.
	typeBindings map[uint32]*typeBinding
	argScratch   [][]types.TemplateArg
	// candScratch are the candidate lists overload resolution gives back
	// (see borrowCands).
	candScratch [][]candidate
	lam         *lambdaState
	lambdaIDs   map[*types.FunctionDecl]int
	// patternParams are the template parameters of function templates'
	// patterns as their definitions name them (an extended lambda's tag
	// names the specialization with them); nextPatternParams hands a
	// template's to the function its declarator makes.
	patternParams     map[*types.FunctionDecl][]*types.TemplateParam
	nextPatternParams []*types.TemplateParam
	unnamedClosures   map[*types.ClassDecl]bool
	// packClosures holds the call operator's parameter types of the
	// unnamed closures whose only untyped parameters are function
	// parameter packs of an instance, expanded (see closurecall.go).
	packClosures map[*types.ClassDecl][]types.Type
	// implicitCtorDecls holds the implicit constructors of the classes
	// whose constructions were resolved (see construct.go); fieldInits
	// marks the fields with a default member initializer (nil until one).
	implicitCtorDecls map[*types.ClassDecl]*[3]*types.FunctionDecl
	fieldInits        map[*types.FieldDecl]bool
	// excluded is the defaulted move constructor or assignment, defined
	// as deleted, that overload resolution leaves out while a trivial
	// trait asks what runs instead; specialVerdicts caches the traits'
	// verdicts (see specialverdict.go).
	excluded        excludedMove
	specialVerdicts map[specialKey]smVerdict
	// deducedResults holds the result types deduced from the bodies of
	// functions declared auto (nil: not known), deducing the deduction
	// under way, and quietWalk counts the quiet walks deducing them (see
	// deducedresult.go).
	deducedResults map[*types.FunctionDecl]types.Type
	deducing       *resultDeduction
	quietWalk      int
	// genericLambdas holds the generic lambdas the proof walk met, and
	// genericCalls the instantiations of their bodies (see
	// genericlambda.go).
	genericLambdas map[*types.ClassDecl]*genericLambda
	genericCalls   map[genericKey]genericCall
	// mutableFields marks the fields declared mutable (nil until one):
	// a const object's mutable member may still be assigned.
	mutableFields map[*types.FieldDecl]bool
	// outOfLineDefs holds the out-of-line definitions of class
	// templates' members (see outofline.go).
	outOfLineDefs map[*types.TemplateDecl][]outOfLineDef
	// fnTarget is the function type a pointer (or reference) to function
	// being initialized gives the name initializing it (see
	// kernelForTarget).
	fnTarget struct {
		expr ast.Expr
		t    *types.Function
	}
	// launchCallee is the callee of the launch being typed: a template-id
	// there is resolved with the launch's arguments, not taken alone for
	// a kernel instance it names (see namedKernelInstance).
	launchCallee ast.Expr
	// initTarget is the variable whose initializer is being walked (see
	// checkInitValue).
	initTarget initTarget
	// unsureCalls holds the calls of written user code whose function
	// sema was not sure of (see trustedValue); nil until one.
	unsureCalls map[*ast.CallExpr]bool
	// deducedVars holds the variables of written user code declared
	// with a placeholder type (see namesDeducedVariable); nil until one.
	deducedVars map[*types.VarDecl]bool
	// unsureOps holds the positions of operators on class objects whose
	// function sema was not sure of (see trustedValue); nil until one.
	unsureOps map[source.Pos]bool
}

// Check analyses tu and returns what it learnt. Diagnostics go to r.
func Check(tu *ast.TranslationUnit, files *source.FileSet, opts Options, r diag.Reporter) *Result {
	in := NewIncremental(files, opts, r)
	if tu != nil {
		in.Add(nil, tu.Pragmas)
		for _, d := range tu.Decls {
			in.Add(d, nil)
		}
	}
	return in.Finish(tu)
}

func newChecker(files *source.FileSet, opts Options, r diag.Reporter) *checker {
	// The larger tables are sized for the source (entities per megabyte
	// of thrust's benchmark TU after the proof walk, a tenth over, scaled
	// to the source's bytes): growing costs a rehash and, with the
	// collector off, leaves the old table behind.
	n := 0
	for _, f := range files.Files() {
		n += f.Size()
	}
	c := &checker{
		ctx: types.NewContextFor(n), files: files, opts: opts, rep: r,
		members:    map[types.Decl]*memberTable{},
		funcList:   make([]*types.FunctionDecl, 0, types.PerMegabyte(n, 4250)),
		classes:    make(map[types.Decl]*classInfo, types.PerMegabyte(n, 1450)),
		tmpls:      make(map[*types.TemplateDecl]*templateInfo, types.PerMegabyte(n, 1600)),
		kernelSeen: map[*types.FunctionDecl]bool{},
		varSeen:    map[*types.VarDecl]bool{},
		funcSpecs:  map[string]*types.FunctionDecl{},
		numbering:  map[types.Decl]*types.Numbering{},

		unknownFields: map[*types.ClassDecl]bool{},
		friendClasses: map[*types.ClassDecl]map[string]bool{},
	}
	c.res = &Result{Context: c.ctx, Layout: layout.New(), Calls: map[*ast.CallExpr]*types.FunctionDecl{}}
	c.scope = &scope{kind: namespaceScope, decl: c.ctx.Global}
	return c
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

// errorWithNotes is errorAt for an error that carries notes ("argument
// types are", an instantiation context).
func (c *checker) errorWithNotes(pos source.Pos, id diag.ID, a diag.Args, notes []diag.Note) {
	if !c.user(pos) {
		return
	}
	ent, ok := diag.Lookup(id)
	if !ok {
		return
	}
	msg, err := diag.Format(ent.Text, a)
	if err != nil {
		return
	}
	c.errors++
	c.rep.Report(diag.Diagnostic{Severity: diag.Error, ID: id, Pos: pos, Msg: msg, Notes: notes})
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
