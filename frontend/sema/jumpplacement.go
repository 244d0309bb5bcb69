package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
)

// EDG's errors for jumps and labels written where the statement cannot
// be ([stmt.break], [stmt.cont], [stmt.label]/2, [stmt.goto]).
const (
	errLabelNeverDefined   diag.ID = 114 // %n was referenced but not defined
	errContinueOutsideLoop diag.ID = 115 // a continue statement may only be used within a loop
	errBreakOutsideLoop    diag.ID = 116 // a break statement may only be used within a loop or switch
	errCaseOutsideSwitch   diag.ID = 121 // a case label may only be used within a switch
	errDefaultOutsideSw    diag.ID = 122 // a default label may only be used within a switch
	errDuplicateDefault    diag.ID = 124 // default label has already appeared in this switch
)

// jumpContext is what encloses a statement of one function body: whether
// a loop or a switch does (break, continue, case and default depend on
// it) and the switch whose labels are being gathered.
type jumpContext struct {
	loop       bool
	sw         bool
	hasDefault *bool // the innermost switch's: a default label was seen
}

// checkJumpPlacement reports, in the body of the function being walked,
// break and continue outside any loop (or switch), case and default
// labels outside any switch, a second default label in one switch, and a
// goto whose label the body never defines. These depend on the
// statements' nesting alone, so they hold for any body that parsed
// cleanly; sema still checks only written, non-template code (NVIDIA's
// wording for templates was not verified), never a recovered body, and
// does not look into expressions: a lambda's body is another function,
// and a GNU statement expression (whose labels and jumps belong to the
// enclosing function) turns the undefined-label check off.
func (c *checker) checkJumpPlacement(body *ast.CompoundStmt) {
	if body == nil || c.curFn == nil || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	labels := map[string]bool{}
	var gotos []*ast.BranchStmt
	sound := true
	var walk func(s ast.Stmt, ctx jumpContext)
	walk = func(s ast.Stmt, ctx jumpContext) {
		switch x := s.(type) {
		case nil:
		case *ast.CompoundStmt:
			for _, t := range x.Stmts {
				walk(t, ctx)
			}
		case *ast.IfStmt:
			walk(x.Init, ctx)
			walk(x.Then, ctx)
			walk(x.Else, ctx)
		case *ast.SwitchStmt:
			walk(x.Init, ctx)
			seen := false
			walk(x.Body, jumpContext{loop: ctx.loop, sw: true, hasDefault: &seen})
		case *ast.WhileStmt:
			walk(x.Body, jumpContext{loop: true, sw: ctx.sw, hasDefault: ctx.hasDefault})
		case *ast.DoStmt:
			walk(x.Body, jumpContext{loop: true, sw: ctx.sw, hasDefault: ctx.hasDefault})
		case *ast.ForStmt:
			walk(x.Init, ctx)
			walk(x.Body, jumpContext{loop: true, sw: ctx.sw, hasDefault: ctx.hasDefault})
		case *ast.RangeForStmt:
			walk(x.Init, ctx)
			walk(x.Body, jumpContext{loop: true, sw: ctx.sw, hasDefault: ctx.hasDefault})
		case *ast.BranchStmt:
			switch {
			case x.Kind == ast.Break && !ctx.loop && !ctx.sw:
				c.errorAt(x.At, errBreakOutsideLoop, diag.Args{})
			case x.Kind == ast.Continue && !ctx.loop:
				c.errorAt(x.At, errContinueOutsideLoop, diag.Args{})
			case x.Kind == ast.Goto && x.Computed == nil:
				gotos = append(gotos, x)
			}
		case *ast.LabelStmt:
			labels[x.Label] = true
			walk(x.Stmt, ctx)
		case *ast.CaseStmt:
			switch {
			case !ctx.sw && x.Default:
				c.errorAt(x.At, errDefaultOutsideSw, diag.Args{})
			case !ctx.sw:
				c.errorAt(x.At, errCaseOutsideSwitch, diag.Args{})
			case x.Default && *ctx.hasDefault:
				c.errorAt(x.At, errDuplicateDefault, diag.Args{})
			case x.Default:
				*ctx.hasDefault = true
			}
			walk(x.Stmt, ctx)
		case *ast.TryStmt:
			walk(x.Body, ctx)
			for _, h := range x.Handlers {
				if h != nil {
					walk(h.Body, ctx)
				}
			}
		case *ast.AttributedStmt:
			walk(x.Stmt, ctx)
		case *ast.LocalLabelStmt, *ast.BadStmt:
			sound = false
		case *ast.DeclStmt, *ast.ExprStmt, *ast.NullStmt, *ast.ReturnStmt, *ast.AsmStmt:
			// asm goto's labels are uses, not definitions
		default:
			sound = false // a statement kind this walk does not know
		}
	}
	walk(body, jumpContext{})
	if !sound || hasStmtExpr(body) {
		return
	}
	for _, g := range gotos {
		if !labels[g.Label] {
			c.errorAt(g.At, errLabelNeverDefined, diag.Args{Entity: []string{"label \"" + g.Label + "\""}})
			labels[g.Label] = true // once per label
		}
	}
}

// hasStmtExpr reports whether a GNU statement expression appears anywhere
// in body: its labels are the function's, out of the statement walk's
// sight.
func hasStmtExpr(body *ast.CompoundStmt) bool {
	found := false
	ast.Inspect(body, func(n any) bool {
		if _, ok := n.(*ast.StmtExpr); ok {
			found = true
		}
		return !found
	})
	return found
}
