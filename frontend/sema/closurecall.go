package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A call of a closure object runs its lambda's body, which sema walked
// where the lambda was written (sema declares no call operator for the
// closure). A lambda that is not generic has one call operator, which the
// call resolves to (a captureless lambda's conversion to a function
// pointer gives a surrogate that loses to it, [over.match.call]): the
// call runs what was checked there. The proof walk can follow it when
// its walk, or the first walk of user code, walked that body
// (noteLambdaWalked).

// callClosure types a call of an object of closure type cd.
func (c *checker) callClosure(x *ast.CallExpr, cd *types.ClassDecl, fun exprInfo, args []exprInfo) exprInfo {
	why := ""
	if _, expanded := c.packClosures[cd]; c.unnamedClosures[cd] && !expanded {
		// (newClosure leaves out the parameters it cannot type.)
		why = "a generic lambda's call operator is a template sema does not instantiate, or a parameter's type is unknown"
	}
	if why == "" && c.systemMode() && !c.sys.lambdas[cd] {
		why = "the walk did not walk the lambda's body"
	}
	if why != "" && c.systemMode() {
		if g := c.genericLambdas[cd]; g != nil && c.sys.lambdas[cd] {
			if r, ok := c.callGenericLambda(g, args); ok {
				return r
			}
		}
	}
	if why != "" {
		c.systemObjectCall(x.At, fun.t, why)
		return exprInfo{dependent: fun.dependent || anyDependent(args)}
	}
	c.systemClosureCall(x, cd, args)
	if r := c.closureResults[cd]; r != nil {
		return c.resultOf(c.ctx.FunctionType(types.Function{Result: r}))
	}
	return exprInfo{}
}

// noteLambdaWalked records that a walk accounted for the body of the
// lambda whose closure is cd: the proof walk, or the first walk in code
// whose uses it records.
func (c *checker) noteLambdaWalked(cd *types.ClassDecl) {
	if c.inEmptyExpansion() {
		return // what the walk met there was not checked (see incomplete)
	}
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	if c.sys.lambdas == nil {
		c.sys.lambdas = map[*types.ClassDecl]bool{}
	}
	c.sys.lambdas[cd] = true
}

// systemClosureCall accounts for the objects a call of a closure of
// type cd with args makes: its parameters taken by value.
func (c *checker) systemClosureCall(x *ast.CallExpr, cd *types.ClassDecl, args []exprInfo) {
	params := cd.Lambda.Params
	if ps, ok := c.packClosures[cd]; ok {
		params = ps
	}
	if c.systemMode() || c.instanceDepth == 0 && !c.scope.dependent {
		c.constructParams(x.At, params, args)
	}
}
