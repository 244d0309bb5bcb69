package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// TokenSource supplies a parser's tokens while another goroutine lexes
// them, so that lexing a .ii overlaps parsing it.
type TokenSource interface {
	// Tokens returns the tokens lexed so far, waiting until there are more
	// than n of them or the stream has ended (done). Each slice returned
	// extends the previous one: its first elements are the same tokens,
	// never changed afterwards.
	Tokens(n int) (toks []token.Token, done bool)
}

// ParseStream is ParseEach reading its tokens from src as they come
// (each may be nil). The result is the same as parsing the whole stream.
func ParseStream(fs *source.FileSet, src TokenSource, opts Options, r diag.Reporter, each func(ast.Decl, []*ast.Pragma)) *ast.TranslationUnit {
	toks, done := src.Tokens(0)
	if done {
		src = nil
	}
	p := newParserFrom(fs, toks, src, opts, r)
	p.each = each
	return p.parseTranslationUnit()
}

// have reports whether toks[j] exists, waiting for the lexer when the
// tokens read so far end before it.
func (p *parser) have(j int) bool {
	return j < len(p.toks) || p.more(j)
}

// more is have's slow path.
func (p *parser) more(j int) bool {
	if p.src == nil {
		return false
	}
	toks, done := p.src.Tokens(j)
	p.toks = toks
	if done {
		p.src = nil
		p.setEOF()
	}
	return j < len(p.toks)
}

// drain waits for the whole token stream (the parse is ending early).
func (p *parser) drain() {
	for p.src != nil {
		p.have(len(p.toks))
	}
}

// setEOF places the end-of-file token after the last token, once all are
// known (until then it is never read).
func (p *parser) setEOF() {
	p.eof = token.Token{Kind: token.EOF}
	if p.src != nil {
		return
	}
	if n := len(p.toks); n > 0 {
		last := p.toks[n-1]
		p.eof.Pos = last.Pos + source.Pos(len(last.Text))
	} else if files := p.fs.Files(); len(files) > 0 {
		p.eof.Pos = source.Pos(files[0].Base + files[0].Size())
	}
}
