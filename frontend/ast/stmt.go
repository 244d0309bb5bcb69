package ast

import "github.com/cufe-dev/cufe/frontend/source"

// CompoundStmt is { stmts }.
type CompoundStmt struct {
	At    source.Pos
	End   source.Pos
	Stmts []Stmt
}

// DeclStmt is a declaration used as a statement.
type DeclStmt struct {
	Decl Decl
}

// ExprStmt is `expr;`.
type ExprStmt struct {
	At source.Pos
	X  Expr
}

// NullStmt is `;`.
type NullStmt struct{ At source.Pos }

// Condition is the condition of if/while/switch/for: an expression or a
// declaration with an initializer.
type Condition struct {
	Expr Expr
	Decl *SimpleDecl
}

// IfStmt is if / if constexpr / if consteval.
type IfStmt struct {
	At        source.Pos
	Constexpr bool
	Consteval bool
	NotEval   bool // if !consteval
	Init      Stmt
	Cond      Condition
	Then      Stmt
	Else      Stmt
}

// SwitchStmt is switch (init; cond) body.
type SwitchStmt struct {
	At   source.Pos
	Init Stmt
	Cond Condition
	Body Stmt
}

// WhileStmt is while (cond) body.
type WhileStmt struct {
	At   source.Pos
	Cond Condition
	Body Stmt
}

// DoStmt is do body while (cond);.
type DoStmt struct {
	At   source.Pos
	Body Stmt
	Cond Expr
}

// ForStmt is for (init; cond; inc) body.
type ForStmt struct {
	At   source.Pos
	Init Stmt
	Cond Condition
	Inc  Expr
	Body Stmt
}

// RangeForStmt is for (init; decl : range) body.
type RangeForStmt struct {
	At    source.Pos
	Init  Stmt
	Var   *SimpleDecl
	Range Expr
	Body  Stmt
}

// ReturnStmt is return [expr]; or co_return [expr];.
type ReturnStmt struct {
	At source.Pos
	Co bool
	X  Expr
}

// BranchKind is break, continue or goto.
type BranchKind uint8

// Branches.
const (
	Break BranchKind = iota
	Continue
	Goto
)

// BranchStmt is break/continue/goto label/goto *expr.
type BranchStmt struct {
	At       source.Pos
	Kind     BranchKind
	Label    string
	Computed Expr // goto *p
}

// LabelStmt is `label: stmt`.
type LabelStmt struct {
	At    source.Pos
	Label string
	Attrs []*Attribute
	Stmt  Stmt
}

// CaseStmt is `case lo [... hi]: stmt` or `default: stmt` (Default set).
type CaseStmt struct {
	At      source.Pos
	Default bool
	Lo, Hi  Expr
	Stmt    Stmt
}

// TryStmt is try { } catch (…) { }.
type TryStmt struct {
	At       source.Pos
	Body     *CompoundStmt
	Handlers []*Handler
}

// Handler is one catch clause; Param is nil for catch (...).
type Handler struct {
	At    source.Pos
	Param *ParamDecl
	Body  *CompoundStmt
}

// AsmOperand is one operand of a GNU asm statement.
type AsmOperand struct {
	At         source.Pos
	Symbolic   string // [name]
	Constraint Expr
	X          Expr
}

// AsmStmt is asm [volatile|inline|goto] ("…" : out : in : clobbers : labels).
type AsmStmt struct {
	At       source.Pos
	Volatile bool
	Inline   bool
	Goto     bool
	Template Expr
	Outputs  []*AsmOperand
	Inputs   []*AsmOperand
	Clobbers []Expr
	Labels   []string
	// Basic is set for an asm without any ':' section.
	Basic bool
}

// LocalLabelStmt is `__label__ a, b;`.
type LocalLabelStmt struct {
	At     source.Pos
	Labels []string
}

// AttributedStmt is a statement with leading [[attributes]].
type AttributedStmt struct {
	At    source.Pos
	Attrs []*Attribute
	Stmt  Stmt
}

// BadStmt marks a statement that failed to parse (after a diagnostic).
type BadStmt struct {
	At, End source.Pos
}

// Pos methods.
func (s *CompoundStmt) Pos() source.Pos   { return s.At }
func (s *DeclStmt) Pos() source.Pos       { return s.Decl.Pos() }
func (s *ExprStmt) Pos() source.Pos       { return s.At }
func (s *NullStmt) Pos() source.Pos       { return s.At }
func (s *IfStmt) Pos() source.Pos         { return s.At }
func (s *SwitchStmt) Pos() source.Pos     { return s.At }
func (s *WhileStmt) Pos() source.Pos      { return s.At }
func (s *DoStmt) Pos() source.Pos         { return s.At }
func (s *ForStmt) Pos() source.Pos        { return s.At }
func (s *RangeForStmt) Pos() source.Pos   { return s.At }
func (s *ReturnStmt) Pos() source.Pos     { return s.At }
func (s *BranchStmt) Pos() source.Pos     { return s.At }
func (s *LabelStmt) Pos() source.Pos      { return s.At }
func (s *CaseStmt) Pos() source.Pos       { return s.At }
func (s *TryStmt) Pos() source.Pos        { return s.At }
func (s *Handler) Pos() source.Pos        { return s.At }
func (s *AsmStmt) Pos() source.Pos        { return s.At }
func (s *LocalLabelStmt) Pos() source.Pos { return s.At }
func (s *AttributedStmt) Pos() source.Pos { return s.At }
func (s *BadStmt) Pos() source.Pos        { return s.At }
func (s *AsmOperand) Pos() source.Pos     { return s.At }

func (*CompoundStmt) stmtNode()   {}
func (*DeclStmt) stmtNode()       {}
func (*ExprStmt) stmtNode()       {}
func (*NullStmt) stmtNode()       {}
func (*IfStmt) stmtNode()         {}
func (*SwitchStmt) stmtNode()     {}
func (*WhileStmt) stmtNode()      {}
func (*DoStmt) stmtNode()         {}
func (*ForStmt) stmtNode()        {}
func (*RangeForStmt) stmtNode()   {}
func (*ReturnStmt) stmtNode()     {}
func (*BranchStmt) stmtNode()     {}
func (*LabelStmt) stmtNode()      {}
func (*CaseStmt) stmtNode()       {}
func (*TryStmt) stmtNode()        {}
func (*AsmStmt) stmtNode()        {}
func (*LocalLabelStmt) stmtNode() {}
func (*AttributedStmt) stmtNode() {}
func (*BadStmt) stmtNode()        {}
