package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
)

// errBypassesInit is EDG's "transfer of control bypasses initialization
// of:" (546), followed by one line per variable skipped (`variable "x"`;
// 11.8 adds a "(N): here" line after each, 13.0 "(declared at line N)").
const errBypassesInit diag.ID = 546

// checkBypassedInits reports, in the statements list of one block, a goto
// that jumps forward to a label of the block past declarations, in that
// block, of variables with an initializer ([stmt.dcl]/3: the jump may not
// skip a non-vacuous initialization). The goto may sit anywhere in an
// earlier statement of the block (`if (c) goto L;`), not inside a lambda
// or a local class. Static, extern and thread_local variables (not
// initialized by the jump's path) and variables declared without an
// initializer are left alone — a class-type one may still be an error
// NVIDIA reports and sema does not; so are jumps into nested blocks,
// templates, instances, lambdas and recovered bodies.
func (c *checker) checkBypassedInits(list []ast.Stmt) {
	if c.curFn == nil || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	for j, s := range list {
		for l, ok := s.(*ast.LabelStmt); ok; l, ok = l.Stmt.(*ast.LabelStmt) {
			c.checkGotoToLabel(list, j, l.Label)
		}
	}
}

// checkGotoToLabel reports the first goto to label, which labels list[j],
// written in list[:j], when the statements between it and the label
// declare initialized variables.
func (c *checker) checkGotoToLabel(list []ast.Stmt, j int, label string) {
	for i := 0; i < j; i++ {
		g := findGoto(list[i], label)
		if g == nil {
			continue
		}
		var notes []diag.Note
		for _, s := range list[i+1 : j] {
			for _, name := range initializedLocals(s) {
				notes = append(notes, diag.Note{Kind: diag.NoteInfo, Msg: "variable \"" + name + "\""})
			}
		}
		if len(notes) > 0 && c.user(g.At) {
			c.errorWithNotes(g.At, errBypassesInit, diag.Args{}, notes)
		}
		return
	}
}

// findGoto returns the first `goto label` in statement s, looking through
// nested statements but not into expressions (a lambda's body is another
// function) nor declarations (a local class's members are too).
func findGoto(s ast.Stmt, label string) *ast.BranchStmt {
	var found *ast.BranchStmt
	ast.Inspect(s, func(n any) bool {
		if found != nil {
			return false
		}
		switch x := n.(type) {
		case ast.Expr, ast.Decl:
			return false
		case *ast.BranchStmt:
			if x.Kind == ast.Goto && x.Computed == nil && x.Label == label {
				found = x
			}
			return false
		}
		return true
	})
	return found
}

// initializedLocals returns the names of the variables statement s (a
// declaration, labelled or not) declares with an initializer and automatic
// storage.
func initializedLocals(s ast.Stmt) []string {
	for {
		l, ok := s.(*ast.LabelStmt)
		if !ok {
			break
		}
		s = l.Stmt
	}
	ds, ok := s.(*ast.DeclStmt)
	if !ok {
		return nil
	}
	sd, ok := ds.Decl.(*ast.SimpleDecl)
	if !ok || sd.Spec == nil || sd.Spec.Specs&(ast.SpecStatic|ast.SpecExtern|ast.SpecThreadLocal|ast.SpecTypedef) != 0 {
		return nil
	}
	var names []string
	for _, d := range sd.Decls {
		if d == nil || d.Name == nil || d.Function() != nil || d.InitKind == ast.InitNone || len(d.Binding()) > 0 {
			continue
		}
		names = append(names, d.Name.Ident())
	}
	return names
}
