package parse

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// skipPragmaAt returns the index after the pragma line starting at toks[j]
// (a '#' that starts a line).
func (p *parser) skipPragmaAt(j int) int {
	j++
	for p.have(j) && p.toks[j].Flags&token.StartOfLine == 0 {
		j++
	}
	return j
}

// readPragma records the pragma line at toks[j] (once, however often
// speculation passes over it) and returns the index after it.
func (p *parser) readPragma(j int) int {
	end := p.skipPragmaAt(j)
	if j > p.lastPragma {
		p.lastPragma = j
		toks := p.toks[j+1 : end]
		if len(toks) > 0 && toks[0].Kind == token.Ident && toks[0].Text == "pragma" {
			toks = toks[1:]
		}
		p.pragmas = append(p.pragmas, &ast.Pragma{At: p.toks[j].Pos, Kind: pragmaKind(toks), Tokens: toks})
	}
	return end
}

// pragmaKind classifies a pragma by its leading words.
func pragmaKind(toks []token.Token) ast.PragmaKind {
	if len(toks) == 0 || toks[0].Kind != token.Ident {
		return ast.PragmaOther
	}
	w := toks[0].Text
	switch {
	case strings.HasPrefix(w, "nv_diag"):
		return ast.PragmaNVDiag
	case strings.HasPrefix(w, "diag_"):
		return ast.PragmaDiag
	case w == "pack":
		return ast.PragmaPack
	case w == "unroll" || w == "nv_unroll":
		return ast.PragmaUnroll
	case w == "once":
		return ast.PragmaOnce
	case w == "GCC" && len(toks) > 1:
		switch toks[1].Text {
		case "diagnostic":
			return ast.PragmaGCCDiag
		case "visibility":
			return ast.PragmaGCCVisibility
		}
	}
	return ast.PragmaOther
}
