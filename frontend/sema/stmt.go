package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
)

// walkBlockStmts analyses statements in the current block scope.
func (c *checker) walkBlockStmts(list []ast.Stmt) {
	c.checkBypassedInits(list)
	for _, s := range list {
		c.stmt(s)
	}
}

// block analyses a statement in a scope of its own.
func (c *checker) block(s ast.Stmt) {
	if s == nil {
		return
	}
	c.push(blockScope, nil)
	c.stmt(s)
	c.pop()
}

func (c *checker) cond(cd ast.Condition) exprInfo {
	if cd.Decl != nil {
		c.simpleDecl(cd.Decl, nil)
	}
	var a exprInfo
	if cd.Expr != nil {
		a = c.walkExpr(cd.Expr)
		c.withReporting(cd.Expr.Pos(), func() { c.deviceVarRead(cd.Expr) })
	}
	return a
}

// boolCond walks the condition of an if, while or for statement, which
// converts to bool.
func (c *checker) boolCond(cd ast.Condition) {
	a := c.cond(cd)
	if cd.Expr != nil && cd.Decl == nil {
		c.checkBoolCondition(cd.Expr, a) // (classconv.go)
	}
}

func (c *checker) stmt(s ast.Stmt) {
	switch x := s.(type) {
	case *ast.CompoundStmt:
		c.push(blockScope, nil)
		c.walkBlockStmts(x.Stmts)
		c.pop()
	case *ast.DeclStmt:
		c.decl(x.Decl)
	case *ast.ExprStmt:
		c.walkExpr(x.X)
	case *ast.IfStmt:
		c.push(blockScope, nil)
		if x.Init != nil {
			c.stmt(x.Init)
		}
		c.boolCond(x.Cond)
		if x.Constexpr {
			c.constexprIfs++
			c.constexprIf(x)
			c.constexprIfs--
		} else {
			c.block(x.Then)
			c.block(x.Else)
		}
		c.pop()
	case *ast.SwitchStmt:
		c.push(blockScope, nil)
		if x.Init != nil {
			c.stmt(x.Init)
		}
		c.cond(x.Cond)
		saved := c.enterSwitch() // (caseduplicate.go)
		c.block(x.Body)
		c.leaveSwitch(saved)
		c.pop()
	case *ast.WhileStmt:
		c.push(blockScope, nil)
		c.boolCond(x.Cond)
		c.block(x.Body)
		c.pop()
	case *ast.DoStmt:
		c.block(x.Body)
		c.checkBoolCondition(x.Cond, c.walkExpr(x.Cond)) // (classconv.go)
		if x.Cond != nil {
			c.withReporting(x.Cond.Pos(), func() { c.deviceVarRead(x.Cond) })
		}
	case *ast.ForStmt:
		c.push(blockScope, nil)
		if x.Init != nil {
			c.stmt(x.Init)
		}
		c.boolCond(x.Cond)
		if x.Inc != nil {
			c.walkExpr(x.Inc)
		}
		c.block(x.Body)
		c.pop()
	case *ast.RangeForStmt:
		c.push(blockScope, nil)
		if x.Init != nil {
			c.stmt(x.Init)
		}
		c.walkExpr(x.Range)
		if x.Var != nil {
			// The loop variable's type comes from begin(); sema declares
			// it with whatever resolves (auto stays unknown).
			saved := x.Var.Decls
			for _, d := range saved {
				if d.Name != nil {
					v := c.ctx.NewVar(c.entityParent(), d.Name.Ident(), nil)
					if base := c.specType(x.Var.Spec); base != nil && !containsAuto(base) {
						v.Type = c.declType(base, d)
					}
					c.setVarInfo(v, &varInfo{scope: c.scope})
					c.declare(v.Name, v)
				}
				for _, b := range d.Binding() {
					v := c.ctx.NewVar(c.entityParent(), b.Name, nil)
					c.setVarInfo(v, &varInfo{scope: c.scope})
					c.declare(b.Name, v)
				}
			}
		}
		c.block(x.Body)
		c.pop()
	case *ast.ReturnStmt:
		if c.lam != nil && x.X == nil {
			c.noteLambdaReturn(x, nil)
		}
		if c.deducing != nil && x.X == nil {
			c.noteDeducedReturn(x, exprInfo{})
		}
		if x.X != nil {
			r := c.walkExpr(x.X)
			if c.deducing != nil {
				c.noteDeducedReturn(x, r)
			}
			c.checkReturnValue(x, r)
			if c.lam != nil {
				c.noteLambdaReturn(x, r.t)
			}
			if c.curFn != nil && c.lam == nil && !c.inLambda && c.watching() {
				c.returned(x.X, r)
			}
			if fn := c.curFn; fn != nil && fn.Type != nil && fn.Type.Result != nil && !isReferenceType(fn.Type.Result) {
				c.withReporting(x.X.Pos(), func() { c.deviceVarRead(x.X) })
			}
		}
	case *ast.LabelStmt:
		c.stmt(x.Stmt)
	case *ast.CaseStmt:
		if x.Lo != nil {
			c.walkExpr(x.Lo)
		}
		c.checkCaseValue(x) // (caseduplicate.go)
		c.stmt(x.Stmt)
	case *ast.TryStmt:
		c.stmt(x.Body)
		for _, h := range x.Handlers {
			c.walkHandler(h)
		}
	case *ast.AttributedStmt:
		c.stmt(x.Stmt)
	case *ast.AsmStmt:
		for _, o := range x.Outputs {
			c.walkExpr(o.X)
		}
		for _, o := range x.Inputs {
			c.walkExpr(o.X)
		}
	case *ast.BranchStmt:
		if x.Computed != nil {
			c.walkExpr(x.Computed)
		}
	}
}

// walkHandler analyses a catch clause.
func (c *checker) walkHandler(h *ast.Handler) {
	c.push(blockScope, nil)
	if h.Param != nil && h.Param.Decl != nil && h.Param.Decl.Name != nil {
		v := c.ctx.NewVar(c.entityParent(), h.Param.Decl.Name.Ident(), c.paramType(h.Param))
		c.setVarInfo(v, &varInfo{scope: c.scope})
		c.declare(v.Name, v)
	}
	if h.Body != nil {
		c.walkBlockStmts(h.Body.Stmts)
	}
	c.pop()
}
