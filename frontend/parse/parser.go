// Package parse turns the token stream of one preprocessed C++/CUDA
// translation unit into a syntax tree (package ast).
//
// The parser is hand-written recursive descent. C++ cannot be parsed without
// knowing what names denote, so the parser keeps scopes and the kind of every
// declared name (type, template, variable, namespace …) and decides `a < b`,
// `T * x` and `T(x)` from them as the standard prescribes; a name whose kind
// cannot be known (it depends on a template parameter) is not a type or a
// template unless `typename` or `template` says so. Where the grammar is
// truly ambiguous the parser tries one reading speculatively (diagnostics
// held back, name declarations undone on failure) and falls back to the
// other. Member function bodies, default arguments and default member
// initializers are parsed once their class is complete.
//
// All state lives in one parser value per call; many translation units can
// be parsed at once in different goroutines.
package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Std is the C++ language standard.
type Std uint8

// Supported standards.
const (
	CXX17 Std = iota
	CXX20
)

// Options control one parse.
type Options struct {
	Std Std
	// Char8 makes char8_t a keyword before C++20 (-fchar8_t).
	Char8 bool
	// MaxErrors stops the parse after this many errors (0: 100).
	MaxErrors int
}

// Parse parses a translation unit's tokens (EOF excluded, as pp.Result holds
// them) and reports problems to r.
func Parse(fs *source.FileSet, toks []token.Token, opts Options, r diag.Reporter) *ast.TranslationUnit {
	p := newParser(fs, toks, opts, r)
	return p.parseTranslationUnit()
}

// ParseEach is Parse that also hands each top-level declaration to each as
// soon as it is complete, with the #pragma lines met since the previous call
// (all those before the declaration's end, perhaps a few after), and finally
// calls each(nil, rest) with the pragmas left. The parser never changes a
// declaration it has handed over, so each may pass it to another goroutine
// (semantic analysis runs beside the parser that way); the pragma slice is
// each's to keep.
func ParseEach(fs *source.FileSet, toks []token.Token, opts Options, r diag.Reporter, each func(ast.Decl, []*ast.Pragma)) *ast.TranslationUnit {
	p := newParser(fs, toks, opts, r)
	p.each = each
	return p.parseTranslationUnit()
}

// parser is the state of one parse.
type parser struct {
	fs    *source.FileSet
	toks  []token.Token
	opts  Options
	rep   diag.Reporter
	cxx20 bool

	i   int         // index of the current token in toks
	tok token.Token // current token (a '>' split off '>>' differs from toks[i])
	kw  kw          // keyword of tok
	eof token.Token

	// Speculation: while spec > 0, errors set failed instead of being
	// reported, and declarations are logged in undo.
	spec   int
	failed bool
	undo   []undoEntry

	errors    int
	maxErrors int
	lastErr   source.Pos
	lastMsg   string
	stopped   bool

	scope  *scope
	global *scope
	visit  uint32 // generation mark for lookups through using-directives

	// noGreater is set while parsing a template argument list: a '>' at
	// this level closes the list.
	noGreater bool
	// inLaunch is set while parsing a launch configuration, which only
	// '>>>' closes: '>' and '>>' followed by anything else are operators
	// there (<<<n, b, x > 32 ? s : 0>>>), as NVIDIA's front end takes them.
	inLaunch bool
	// depCount counts names that turned out to depend on a template
	// parameter; comparing it before and after tells whether a construct is
	// dependent.
	depCount int
	// templDepth counts the template parameter scopes we are inside.
	templDepth int
	// classes is the stack of classes being defined, for delayed parsing.
	classes []*classCtx

	// memberTemplates and memberNonTemplates record member names declared
	// in any class, as templates or not: `x.name<` with an object of unknown
	// class type takes '<' as template arguments only for a name that is a
	// member template and nowhere a non-template member.
	memberTemplates    map[string]bool
	memberNonTemplates map[string]bool
	// inFriend is set while the decl-specifiers of a friend declaration
	// are parsed.
	inFriend bool
	// lastAnonClass is the entity of the last anonymous class defined.
	lastAnonClass *entity
	// trans holds the parameter and block scopes and what they declare.
	trans transientPools

	memo     [4]nameMemo
	memoNext int
	// declGen counts declarations; a memoized name parse is valid only
	// while it is unchanged.
	declGen uint64

	// src supplies more tokens while they are being lexed (nil when toks
	// holds them all); see ParseStream.
	src TokenSource

	slab      slabs
	entries   []nameEntry    // see nametable.go
	partStack []ast.NamePart // see parseName

	pragmas []*ast.Pragma
	// deviceDependent collects ast.TranslationUnit.DeviceDependent.
	deviceDependent []source.Pos
	lastPragma      int // index in toks of the last recorded pragma's '#', -1 if none

	// each receives completed top-level declarations (see ParseEach);
	// handed counts the pragmas handed over with them.
	each   func(ast.Decl, []*ast.Pragma)
	handed int
}

// handOver passes d (nil at the end) and the pragmas recorded since the
// last call to p.each, when set.
func (p *parser) handOver(d ast.Decl) {
	if p.each == nil {
		return
	}
	var prs []*ast.Pragma
	if n := len(p.pragmas); n > p.handed {
		prs = append(prs, p.pragmas[p.handed:]...)
		p.handed = n
	}
	p.each(d, prs)
}

func newParser(fs *source.FileSet, toks []token.Token, opts Options, r diag.Reporter) *parser {
	return newParserFrom(fs, toks, nil, opts, r)
}

// newParserFrom is newParser with more tokens to come from src (nil when
// toks holds them all).
func newParserFrom(fs *source.FileSet, toks []token.Token, src TokenSource, opts Options, r diag.Reporter) *parser {
	p := &parser{fs: fs, toks: toks, src: src, opts: opts, rep: r, cxx20: opts.Std >= CXX20, lastPragma: -1}
	p.memberTemplates = map[string]bool{}
	p.memberNonTemplates = map[string]bool{}
	p.maxErrors = opts.MaxErrors
	if p.maxErrors <= 0 {
		p.maxErrors = 100
	}
	p.setEOF()
	p.global = p.newScope(scNamespace, nil, &entity{name: "", kind: entNamespace})
	p.global.ent.members = p.global
	p.declareBuiltins()
	p.scope = p.global
	p.i = -1
	p.next()
	return p
}

// next advances to the next token, recording #pragma lines on the way.
func (p *parser) next() {
	p.i++
	p.load()
}

// load sets tok from toks[i], skipping (and recording) pragma lines.
func (p *parser) load() {
	// The common case, once per token read (and again after each rewind),
	// skips this block: the token is there and begins no pragma line.
	if i := p.i; uint(i) >= uint(len(p.toks)) || p.stopped || p.toks[i].Kind == token.Hash && p.toks[i].Flags&token.StartOfLine != 0 {
		for p.have(p.i) && p.toks[p.i].Kind == token.Hash && p.toks[p.i].Flags&token.StartOfLine != 0 {
			p.i = p.readPragma(p.i)
		}
		if !p.have(p.i) || p.stopped {
			p.tok, p.kw = p.eof, kwNone
			return
		}
	}
	p.tok = p.toks[p.i]
	p.kw = kwNone
	if p.tok.Kind == token.Ident {
		p.classifyTok()
	}
}

// classifyTok sets kw from tok, an identifier (an alternative token such
// as `and` becomes its punctuator).
func (p *parser) classifyTok() {
	info := classify(p.tok.Text, p.cxx20, p.opts.Char8)
	p.kw = info.kw
	if info.kw == kwAltToken {
		p.tok.Kind, p.kw = info.alt, kwNone
	}
}

// peek returns the token n positions ahead of the current one (n >= 1) and
// its keyword, skipping pragma lines.
func (p *parser) peek(n int) (token.Token, kw) {
	j := p.i
	for ; n > 0; n-- {
		j++
		for p.have(j) && p.toks[j].Kind == token.Hash && p.toks[j].Flags&token.StartOfLine != 0 {
			j = p.skipPragmaAt(j)
		}
	}
	if !p.have(j) || p.stopped {
		return p.eof, kwNone
	}
	t := p.toks[j]
	if t.Kind == token.Ident {
		info := classify(t.Text, p.cxx20, p.opts.Char8)
		if info.kw == kwAltToken {
			t.Kind = info.alt
			return t, kwNone
		}
		return t, info.kw
	}
	return t, kwNone
}

// peekKind returns the kind of the token n ahead.
func (p *parser) peekKind(n int) token.Kind {
	t, _ := p.peek(n)
	return t.Kind
}

// got consumes the current token if it has kind k.
func (p *parser) got(k token.Kind) bool {
	if p.tok.Kind == k {
		p.next()
		return true
	}
	return false
}

// gotKw consumes the current token if it is keyword k.
func (p *parser) gotKw(k kw) bool {
	if p.kw == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or reports "expected a k".
func (p *parser) expect(k token.Kind) bool {
	if p.tok.Kind == k {
		p.next()
		return true
	}
	p.errorExpected(k)
	return false
}

// isIdent reports whether the current token is an identifier that is not a
// keyword.
func (p *parser) isIdent() bool { return p.tok.Kind == token.Ident && p.kw == kwNone }

// isContextual reports whether the current token is the identifier word
// (final, override, import …).
func (p *parser) isContextual(word string) bool {
	return p.tok.Kind == token.Ident && p.kw == kwNone && p.tok.Text == word
}

// state is a parser position to come back to.
type state struct {
	i    int
	tok  token.Token
	kw   kw
	undo int
	dep  int
}

func (p *parser) mark() state {
	return state{i: p.i, tok: p.tok, kw: p.kw, undo: len(p.undo), dep: p.depCount}
}

// reset returns to s, undoing the declarations made since.
func (p *parser) reset(s state) {
	p.i, p.tok, p.kw = s.i, s.tok, s.kw
	p.undoTo(s.undo)
	p.depCount = s.dep
}

// speculate runs f with diagnostics held back. It returns true, keeping what
// f did, when f reported no error and returned true; otherwise it rewinds to
// where it started.
func (p *parser) speculate(f func() bool) bool {
	s := p.mark()
	failed := p.failed
	p.failed = false
	p.spec++
	ok := f() && !p.failed
	p.spec--
	p.failed = failed
	if !ok {
		p.reset(s)
	} else if p.spec == 0 {
		p.undo = p.undo[:0]
	}
	return ok
}

// splitGreater turns a '>>', '>=' or '>>=' at the current position into a
// '>' followed by the rest, consuming the '>'. It reports whether the current
// token started with '>'.
func (p *parser) splitGreater() bool {
	var rest token.Kind
	switch p.tok.Kind {
	case token.Greater:
		p.next()
		return true
	case token.Shr:
		rest = token.Greater
	case token.GreaterEq:
		rest = token.Assign
	case token.ShrAssign:
		rest = token.GreaterEq
	default:
		return false
	}
	p.tok = token.Token{Kind: rest, Flags: 0, Pos: p.tok.Pos + 1, Text: p.tok.Text[1:]}
	p.kw = kwNone
	return true
}

// atLaunchEnd reports whether the current token begins '>>>': three '>'
// in a row, in tokens '>>' '>', '>' '>>' or '>' '>' '>', spaced or not
// (g++ -E, whose output nvcc gives cudafe++, writes `>> >`).
func (p *parser) atLaunchEnd() bool {
	need := 3
	for i := 0; need > 0; i++ {
		t := p.tok
		if i > 0 {
			t, _ = p.peek(i)
		}
		if t.Kind != token.Greater && t.Kind != token.Shr {
			return false
		}
		need -= len(t.Text)
	}
	return true
}

// atGreater reports whether the current token begins with '>'.
func (p *parser) atGreater() bool {
	switch p.tok.Kind {
	case token.Greater, token.Shr, token.GreaterEq, token.ShrAssign:
		return true
	}
	return false
}

// stop ends the parse (error limit).
func (p *parser) stop() {
	p.stopped = true
	p.drain()
	p.tok, p.kw = p.eof, kwNone
}
