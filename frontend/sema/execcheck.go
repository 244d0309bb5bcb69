package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// `#pragma nv_exec_check_disable` (and its older spelling
// `hd_warning_disable`) turns off the execution-space checks of calls in
// the function declared next: CUB and thrust put it before __host__
// __device__ functions whose bodies call host or device functions under
// conditions the checks cannot see (CUB_EXEC_CHECK_DISABLE,
// __thrust_exec_check_disable__). sema keeps the pragmas' positions and,
// for a caller, asks whether one of them stands right before its
// declaration: in the same file, with only specifiers, attributes and a
// template head in between (no ';', '{' or '}').

// noteExecCheckPragmas records the exec-check pragmas among pragmas (in
// source order, after those recorded before).
func (c *checker) noteExecCheckPragmas(pragmas []*ast.Pragma) {
	for _, p := range pragmas {
		if p.Kind != ast.PragmaOther || len(p.Tokens) == 0 || p.Tokens[0].Kind != token.Ident {
			continue
		}
		if w := p.Tokens[0].Text; w == "nv_exec_check_disable" || w == "hd_warning_disable" {
			c.execCheckOff = append(c.execCheckOff, p.At)
		}
	}
}

// execChecksDisabled reports whether an exec-check pragma applies to fn.
func (c *checker) execChecksDisabled(fn *types.FunctionDecl) bool {
	if len(c.execCheckOff) == 0 || !fn.Pos.IsValid() {
		return false
	}
	at := c.files.StreamOrder(fn.Pos)
	i := sort.Search(len(c.execCheckOff), func(i int) bool {
		return c.files.StreamOrder(c.execCheckOff[i]) >= at
	})
	if i == 0 {
		return false
	}
	return onlyDeclSpecsBetween(c.files, c.execCheckOff[i-1], fn.Pos)
}

// onlyDeclSpecsBetween reports whether the source text from a to b (one
// file) holds no ';', '{' or '}': no other declaration can lie there.
func onlyDeclSpecsBetween(files *source.FileSet, a, b source.Pos) bool {
	f := files.File(a)
	if f == nil || files.File(b) != f {
		return false
	}
	s, e := f.Offset(a), f.Offset(b)
	if s < 0 || e < s || e > len(f.Src) {
		return false
	}
	for _, ch := range f.Src[s:e] {
		if ch == ';' || ch == '{' || ch == '}' {
			return false
		}
	}
	return true
}
