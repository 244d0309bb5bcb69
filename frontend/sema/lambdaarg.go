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
// even one cufe cannot rewrite, such as one inside another lambda: cufe
// says so itself) or is defined in device code.

// checkClosureTemplateArgs reports error 3582 at pos when a template
// argument of the kernel template instance fn is, or is built from, the
// closure type of such a lambda.
func (c *checker) checkClosureTemplateArgs(fn *types.FunctionDecl, pos source.Pos) {
	if !c.reporting || c.inDependent() {
		return
	}
	for _, a := range fn.Args {
		cd := c.hostClosureIn(a, 0)
		if cd == nil || !c.user(pos) {
			continue
		}
		ent, ok := diag.Lookup(3582)
		if !ok {
			return
		}
		at := c.files.Position(cd.Pos)
		msg, err := diag.Format(ent.Text, diag.Args{Type: []string{c.closureSpelling(cd)},
			Str: []string{", defined at " + at.Filename + ":" + strconv.Itoa(at.Line)}})
		if err != nil {
			return
		}
		c.errors++
		c.rep.Report(diag.Diagnostic{Severity: diag.Error, ID: 3582, Pos: pos, Msg: msg,
			Notes: []diag.Note{{Kind: diag.NoteContext, Pos: pos, Msg: c.instantiationContext(fn)}}})
		return
	}
}

// instantiationContext spells the instance as NVIDIA's "detected during"
// line does: instantiation of "apply" based on template argument
// <lambda [](int)->int>.
func (c *checker) instantiationContext(fn *types.FunctionDecl) string {
	var args []string
	for _, a := range fn.Args {
		args = append(args, c.templateArgSpelling(a))
	}
	word := "argument"
	if len(args) != 1 {
		word = "arguments"
	}
	return "instantiation of \"" + fn.Name + "\" based on template " + word + " <" + strings.Join(args, ", ") + ">"
}

// templateArgSpelling spells a template argument, closures (at any depth:
// Box<lambda [](int)->int>) as NVIDIA does.
func (c *checker) templateArgSpelling(a types.TemplateArg) string {
	s := a.String()
	if a.Kind != types.TypeArg {
		return s
	}
	seen := map[*types.ClassDecl]bool{}
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if t == nil || depth > 8 {
			return
		}
		u, _ := types.Split(t)
		switch x := u.(type) {
		case *types.Pointer:
			visit(x.Elem, depth+1)
		case *types.Reference:
			visit(x.Elem, depth+1)
		case *types.Array:
			visit(x.Elem, depth+1)
		case *types.Class:
			if x.Decl.Lambda != nil {
				if !seen[x.Decl] {
					seen[x.Decl] = true
					s = strings.ReplaceAll(s, x.Decl.Type.String(), c.closureSpelling(x.Decl))
				}
				return
			}
			for _, arg := range x.Decl.Args {
				if arg.Kind == types.TypeArg {
					visit(arg.Type, depth+1)
				}
			}
		}
	}
	visit(a.Type, 0)
	return s
}

// hostClosureIn returns the host-only closure type template argument a
// is built from, or nil.
func (c *checker) hostClosureIn(a types.TemplateArg, depth int) *types.ClassDecl {
	if depth > 8 {
		return nil
	}
	switch a.Kind {
	case types.PackArg:
		for _, p := range a.Pack {
			if cd := c.hostClosureIn(p, depth+1); cd != nil {
				return cd
			}
		}
	case types.TypeArg:
		return c.hostClosureInType(a.Type, depth)
	}
	return nil
}

// hostClosureInType looks through cv, pointers, references and arrays,
// and into the arguments of class template specializations.
func (c *checker) hostClosureInType(t types.Type, depth int) *types.ClassDecl {
	for t != nil {
		u, _ := types.Split(t)
		switch x := u.(type) {
		case *types.Pointer:
			t = x.Elem
		case *types.Reference:
			t = x.Elem
		case *types.Array:
			t = x.Elem
		case *types.Class:
			cd := x.Decl
			if cd.Lambda != nil {
				if cd.Lambda.Extended == nil && !definedInDeviceCode(cd) && !c.annotatedClosures[cd] {
					return cd
				}
				return nil
			}
			for _, a := range cd.Args {
				if found := c.hostClosureIn(a, depth+1); found != nil {
					return found
				}
			}
			return nil
		default:
			return nil
		}
	}
	return nil
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
// or the type the first return statement gives.
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
