// Package ast declares the syntax tree the parser builds for one C++/CUDA
// translation unit.
//
// Every node carries the source.Pos of its first token, so that later stages
// (semantic analysis, the host-code generator, diagnostics) can point back at
// the source. Nodes are plain structs owned by one translation unit; nothing
// here is shared between translation units.
package ast

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Node is any syntax tree node.
type Node interface {
	Pos() source.Pos
}

// Decl is a declaration (at namespace, class or block scope).
type Decl interface {
	Node
	declNode()
}

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression.
type Expr interface {
	Node
	exprNode()
}

// TranslationUnit is the root of a parsed translation unit.
type TranslationUnit struct {
	Decls []Decl
	// Pragmas lists every #pragma line met, in source order, with its tokens:
	// the diagnostic pragmas steer the diagnostic engine by position, the
	// others (pack, unroll, GCC visibility …) are read by the stages that care.
	Pragmas []*Pragma
	End     source.Pos
	// DeviceDependent holds the positions of the namespace-scope
	// declarations of variables with a token marked
	// token.DeviceDependent: those the device side's preprocessing may
	// declare otherwise. (Positions, not nodes: a walk of the tree must
	// meet each declaration once.)
	DeviceDependent []source.Pos
}

// Pos returns the position of the first declaration, or End when empty.
func (t *TranslationUnit) Pos() source.Pos {
	if len(t.Decls) > 0 {
		return t.Decls[0].Pos()
	}
	return t.End
}

// PragmaKind classifies a #pragma by its first tokens.
type PragmaKind uint8

// Pragma kinds.
const (
	PragmaOther         PragmaKind = iota
	PragmaNVDiag                   // nv_diag_suppress/warning/error/remark/default, nv_diag_push/pop
	PragmaDiag                     // diag_suppress …, the older spelling
	PragmaGCCDiag                  // GCC diagnostic push/pop/ignored/warning/error
	PragmaPack                     // pack(…)
	PragmaUnroll                   // unroll [N]
	PragmaOnce                     // once (harmless in .ii input)
	PragmaGCCVisibility            // GCC visibility push/pop
)

// Pragma is one #pragma line. Tokens are those after the word "pragma".
type Pragma struct {
	At     source.Pos // the '#'
	Kind   PragmaKind
	Tokens []token.Token
}

// Pos returns the position of the '#'.
func (p *Pragma) Pos() source.Pos { return p.At }
