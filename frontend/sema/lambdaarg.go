package sema

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The closure type of a lambda written in host code exists only on the
// host: a kernel template instantiated with it (`apply<<<g, b>>>(d,
// [](int i) { return 2 * i; })`) cannot be compiled for the device, and
// NVIDIA rejects the program (error 3582) unless the lambda is an extended
// one (a __device__ or __host__ __device__ lambda under --extended-lambda,
// inside another lambda too) or is defined in device code.

// checkClosureTemplateArgs reports error 3582 at pos when a template
// argument of the kernel template instance fn is, or is built from, the
// closure type of such a lambda.
func (c *checker) checkClosureTemplateArgs(fn *types.FunctionDecl, pos source.Pos) {
	if !c.reporting || c.inDependent() || !c.user(pos) {
		return
	}
	var host *types.ClassDecl
	for _, a := range fn.Args {
		if eachClosure(a, 0, func(cd *types.ClassDecl) bool {
			if cd.Lambda.Extended == nil && !definedInDeviceCode(cd) && !c.annotatedClosures[cd] {
				host = cd
			}
			return host != nil
		}) {
			break
		}
	}
	if host == nil {
		return
	}
	at := c.files.Position(host.Pos)
	c.errorWithNotes(pos, 3582, diag.Args{Type: []string{c.closureSpelling(host)},
		Str: []string{", defined at " + at.Filename + ":" + strconv.Itoa(at.Line)}},
		[]diag.Note{{Kind: diag.NoteContext, Pos: pos, Msg: c.instantiationContext(fn)}})
}

// instantiationContext spells the instance as NVIDIA's "detected during"
// line does: instantiation of "apply" based on template argument
// <lambda [](int)->int>, closures (at any depth: Box<lambda [](int)->int>)
// spelled with their result.
func (c *checker) instantiationContext(fn *types.FunctionDecl) string {
	var args []string
	for _, a := range fn.Args {
		s := a.String()
		seen := map[*types.ClassDecl]bool{}
		eachClosure(a, 0, func(cd *types.ClassDecl) bool {
			if !seen[cd] {
				seen[cd] = true
				s = strings.ReplaceAll(s, cd.Type.String(), c.closureSpelling(cd))
			}
			return false
		})
		args = append(args, s)
	}
	word := "argument"
	if len(args) != 1 {
		word = "arguments"
	}
	return "instantiation of \"" + fn.Name + "\" based on template " + word + " <" + strings.Join(args, ", ") + ">"
}

// eachClosure calls f for each closure type template argument a is built
// from (through packs, cv, pointers, references, arrays and the arguments
// of class template specializations) until f returns true, and reports
// whether it did.
func eachClosure(a types.TemplateArg, depth int, f func(*types.ClassDecl) bool) bool {
	if depth > 8 {
		return false
	}
	switch a.Kind {
	case types.PackArg:
		for _, p := range a.Pack {
			if eachClosure(p, depth+1, f) {
				return true
			}
		}
		return false
	case types.TypeArg:
	default:
		return false
	}
	for t := a.Type; t != nil; {
		u, _ := types.Split(t)
		switch x := u.(type) {
		case *types.Pointer:
			t = x.Elem
		case *types.Reference:
			t = x.Elem
		case *types.Array:
			t = x.Elem
		case *types.Class:
			if x.Decl.Lambda != nil {
				return f(x.Decl)
			}
			for _, arg := range x.Decl.Args {
				if eachClosure(arg, depth+1, f) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
	return false
}

// definedInDeviceCode reports whether the closure's lambda is written in
// a __device__ or __global__ function (or a lambda inside one).
func definedInDeviceCode(cd *types.ClassDecl) bool {
	for d := cd.Parent; d != nil; d = d.Base().Parent {
		switch x := d.(type) {
		case *types.FunctionDecl:
			return x.Exec&(types.DeviceSpace|types.GlobalSpace) != 0 && x.Exec&types.HostSpace == 0
		case *types.ClassDecl:
			if x.Lambda == nil {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// closureSpelling spells a closure type as NVIDIA does:
// `lambda [](int)->int`.
func (c *checker) closureSpelling(cd *types.ClassDecl) string {
	s := cd.Type.String()
	if r := c.closureResults[cd]; r != nil {
		s += "->" + r.String()
	}
	return s
}

// noteClosureResult records the result type of the lambda's call
// operator: its trailing return type, void without a return statement,
// or the type the first return statement gives (nil when unknown).
func (c *checker) noteClosureResult(x *ast.LambdaExpr, cls *types.ClassDecl, st *lambdaState) {
	var r types.Type
	switch {
	case x.Decl != nil && x.Decl.Function() != nil && x.Decl.Function().Trailing() != nil:
		r = c.typeID(x.Decl.Function().Trailing())
	case !st.returnsSeen:
		r = c.builtin(types.Void)
	case !st.resultIncomplete:
		r = st.result
	}
	if c.closureResults == nil {
		c.closureResults = map[*types.ClassDecl]types.Type{}
	}
	c.closureResults[cls] = r
}
