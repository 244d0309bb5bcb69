// Package pp is cufe's C/C++ preprocessor. It produces the token stream that
// the host g++'s preprocessor produces for the same input and options, and
// records the include closure the build cache keys on.
//
// Macro expansion follows gcc's model (a stack of expansion contexts, a macro
// disabled while its context is live, identifiers "painted" when read while
// their macro is disabled), which is also the standard's.
package pp

import (
	"path/filepath"
	"strings"
	"time"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// PragmaHandler is told about every #pragma (and _Pragma) the preprocessor
// meets and passes on, with the text after `pragma`; the diagnostics engine
// uses it for nv_diag_* pragmas.
type PragmaHandler func(pos source.Pos, text string)

// Preprocessor preprocesses one translation unit. Make one per TU.
type Preprocessor struct {
	opts   *Options
	rep    diag.Reporter
	files  *source.FileSet
	macros macroTable

	frames       []*frame      // open files, innermost last
	contexts     []*context    // macro expansion contexts, innermost last
	freeContexts []*context    // popped contexts, for reuse
	arena        tokenArena    // short token slices for expansions
	ifToks       []token.Token // buffer of collectIfTokens
	taint        *deviceTaint  // nil unless Options.DeviceMacros
	defToks      []token.Token // buffer of parseDefinition
	chain        []searchDir   // include search chain (after the quote dirs)
	nQuote       int           // the first nQuote entries of chain are -iquote dirs

	cache    *fileCache  // file text by path, read once per TU, shared with the prefetcher
	prefetch *prefetcher // reads and lexes headers ahead on a goroutine of its own; nil if not started
	// prefetchFirst makes the preprocessor wait for the prefetcher to walk
	// everything it can before starting (tests use it to leave no race).
	prefetchFirst bool
	noPrefetch    bool              // read and lex on the preprocessor's goroutine only (benchmarks compare)
	realDirs      map[string]string // real paths of system header directories ("" if none)
	abs           map[string]string // absolute, cleaned paths (absOf)
	guards        map[string]string // include guard macro by path
	once          map[string]bool   // files with #pragma once (by absolute path)
	closure       []string
	headers       []Header
	inClosure     map[string]bool
	missing       []string
	pushed        map[string][]*Macro // #pragma push_macro stacks

	inDirective bool          // reading a directive line: the line end is the end of input
	noExpand    int           // >0 while reading operands of defined / __has_include
	parsingArgs int           // >0 while looking for or collecting macro arguments
	pendingLine []token.Token // a pragma line to pass on once its directive is over
	counter     int
	baseFile    string
	now         time.Time
	pragma      PragmaHandler
	fatal       bool // a catastrophic error stopped preprocessing
	errors      int
	// ownLexed counts the bytes of headers the preprocessor lexed itself,
	// the prefetcher not having prepared them (benchmarks report it).
	ownLexed int
	waited   time.Duration // waiting for the prefetcher to finish lexing a header
}

// frame is one open file.
type frame struct {
	file   *source.File
	lex    *lex.Lexer
	dir    int // index in the search chain where it was found; -1 if not via the chain
	system bool
	conds  []cond
	// Multiple-include optimisation: the guard macro when the file so far is
	// exactly `#ifndef X … #endif`.
	guard      string
	guardState guardState
	path       string // absolute, cleaned
	spelled    string // the path as gcc spells it (dir + "/" + name)
	// prepared is the cache entry whose tokens, lexed ahead, the frame
	// reads; nil if it lexes the file itself.
	prepared *cachedFile
}

type guardState uint8

const (
	guardStart  guardState = iota // nothing seen yet
	guardInside                   // inside the #ifndef X opening the file
	guardAfter                    // after its #endif: only blank text allowed
	guardNone                     // not a guarded file
)

// cond is one open #if group.
type cond struct {
	pos     source.Pos
	taken   bool // some branch of this group was already taken
	sawElse bool
	guard   bool // the group is a candidate include guard
	device  bool // device-dependent (see deviceTaint)
}

// context is a stretch of tokens being rescanned: a macro's expansion, a
// pushed-back token, or a macro argument being pre-expanded.
type context struct {
	toks  []token.Token
	i     int
	macro *Macro // re-enabled when the context is popped; nil for others
	// argEnd marks the context of a macro argument being expanded in
	// isolation: reading past its end yields an end marker instead of popping.
	argEnd bool
	owned  bool // toks belong to the context alone (an expansion): reused once it is popped
}

// New returns a preprocessor for one translation unit.
func New(opts *Options, r diag.Reporter) *Preprocessor {
	if opts.MaxIncludeDepth == 0 {
		opts.MaxIncludeDepth = 200
	}
	p := &Preprocessor{
		opts: opts, files: source.NewFileSet(),
		macros:    newMacroTable(),
		cache:     newFileCache(opts.readFile, opts.readAhead, opts.dirListings()),
		realDirs:  map[string]string{},
		abs:       map[string]string{},
		guards:    map[string]string{},
		once:      map[string]bool{},
		inClosure: map[string]bool{},
		pushed:    map[string][]*Macro{},
		now:       buildTime(),
	}
	p.rep = &counter{r: r, errors: &p.errors}
	p.chain, p.nQuote = searchChain(opts)
	if len(opts.DeviceMacros) > 0 {
		p.taint = newDeviceTaint(opts.DeviceMacros, opts.DeviceDefinitions)
	}
	return p
}

// counter counts the errors reported through it, the lexer's included.
type counter struct {
	r      diag.Reporter
	errors *int
}

func (c *counter) Report(d diag.Diagnostic) {
	if d.Severity >= diag.Error {
		*c.errors++
	}
	c.r.Report(d)
}

// SetPragmaHandler installs h to hear about pragmas.
func (p *Preprocessor) SetPragmaHandler(h PragmaHandler) { p.pragma = h }

// Files returns the TU's file set.
func (p *Preprocessor) Files() *source.FileSet { return p.files }

// Preprocess preprocesses the file at path with opts, reporting to r.
func Preprocess(path string, opts *Options, r diag.Reporter) (*Result, error) {
	p := New(opts, r)
	return p.Run(path)
}

// Run preprocesses the main file and returns its tokens, on the calling
// goroutine only: builds run many translation units at once, whose cores
// are better spent on the other units than on reading ahead (see Stream).
func (p *Preprocessor) Run(path string) (*Result, error) {
	p.noPrefetch = true
	// Collect in chunks, then copy once: growing one slice of a million
	// tokens would copy it many times over.
	var chunks [][]token.Token
	cur := make([]token.Token, 0, 1<<14)
	res, err := p.Stream(path, func(t token.Token) {
		if len(cur) == cap(cur) {
			chunks = append(chunks, cur)
			cur = make([]token.Token, 0, 2*cap(cur))
		}
		cur = append(cur, t)
	})
	if err != nil {
		return nil, err
	}
	chunks = append(chunks, cur)
	n := 0
	for _, c := range chunks {
		n += len(c)
	}
	toks := make([]token.Token, 0, n)
	for _, c := range chunks {
		toks = append(toks, c...)
	}
	res.Tokens = toks
	return res, nil
}

// Stream preprocesses the main file, handing each output token to emit as it
// is produced. The Result it returns has no Tokens. Meanwhile a second
// goroutine reads and lexes the headers about to be included (prefetch.go),
// which makes one translation unit (`cufe cpp`) faster on a machine with a
// core to spare.
func (p *Preprocessor) Stream(path string, emit func(token.Token)) (*Result, error) {
	main := p.cache.get(path)
	if main.err != nil {
		return nil, main.err
	}
	src := main.src
	p.baseFile = path
	p.definePredefined()
	if p.taint != nil {
		p.taintPredefined()
	}
	if !p.noPrefetch {
		p.prefetch = startPrefetch(p, path)
		defer p.prefetch.finish()
		if p.prefetchFirst {
			<-p.prefetch.done
		}
	}
	mainFile := p.files.AddFile(path, src, source.NoPos, false)
	p.addClosure(path)
	p.pushFrame(&frame{file: mainFile, dir: -1, path: p.absOf(path), spelled: path}, nil)
	// -include files are read, in order, as if #included at the top of the
	// main file; the host's implicit ones (glibc's stdc-predef.h) come first.
	var pre []string
	if _, ok := p.lookupSystemFile("stdc-predef.h"); ok && p.opts.Host != nil {
		pre = append(pre, "<stdc-predef.h>")
	}
	pre = append(pre, p.opts.Includes...)
	// Push in reverse so that the first is read first.
	for i := len(pre) - 1; i >= 0; i-- {
		p.includeForced(pre[i])
	}
	inPragma := false
	for !p.fatal {
		t := p.next()
		if t.Kind == token.EOF {
			break
		}
		// A pragma line ends where its tokens end: what follows starts a line.
		if inPragma && t.Flags&token.Pragma == 0 {
			t.Flags |= token.StartOfLine
		}
		inPragma = t.Flags&token.Pragma != 0
		if p.taint != nil {
			p.taint.mark(&t)
		}
		emit(t)
	}
	return &Result{Files: p.files, Main: mainFile, Closure: p.closure, Headers: p.headers, Missing: p.missing,
		DeviceFiles: p.deviceFiles(), DeviceSkipped: p.deviceSkipped()}, nil
}

// MainFile returns the main file once preprocessing has started.
func (p *Preprocessor) MainFile() *source.File {
	if len(p.frames) == 0 {
		return nil
	}
	return p.frames[0].file
}

// Macros returns the macros defined at the end of preprocessing.
func (p *Preprocessor) Macros() map[string]*Macro { return p.macros.m }

// Failed reports whether an error was reported.
func (p *Preprocessor) Failed() bool { return p.errors > 0 || p.fatal }

func (p *Preprocessor) errorf(pos source.Pos, format string, args ...any) {
	diag.Errorf(p.rep, pos, diag.ErrPreprocess, format, args...)
}

// emit reports catalog entry id (EDG's number and wording) at pos.
func (p *Preprocessor) emit(pos source.Pos, id diag.ID, a diag.Args) {
	diag.Emit(p.rep, pos, id, a)
}

func (p *Preprocessor) warnf(pos source.Pos, format string, args ...any) {
	diag.Warnf(p.rep, pos, diag.ErrPreprocess, format, args...)
}

func (p *Preprocessor) fatalf(pos source.Pos, id diag.ID, format string, args ...any) {
	p.fatal = true
	diag.Fatalf(p.rep, pos, id, format, args...)
}

func (p *Preprocessor) addClosure(path string) {
	a := p.absOf(path)
	if !p.inClosure[a] {
		p.inClosure[a] = true
		p.closure = append(p.closure, a)
	}
}

// absOf is absClean, remembered per path: a header is looked up by its
// absolute path several times per #include (closure, guard, #pragma once).
func (p *Preprocessor) absOf(path string) string {
	a, ok := p.abs[path]
	if !ok {
		a = absClean(path)
		p.abs[path] = a
	}
	return a
}

func absClean(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return filepath.Clean(path)
}

// pushFrame opens f, taking its tokens from pr when the prefetcher lexed it.
func (p *Preprocessor) pushFrame(f *frame, pr *lex.Prepared) {
	if pr != nil {
		f.lex = lex.NewPrepared(f.file, pr, p.rep)
	} else {
		f.lex = lex.New(f.file, p.rep)
		if len(p.frames) > 0 {
			p.ownLexed += len(f.file.Src)
		}
	}
	f.system = f.system || f.file.System
	p.frames = append(p.frames, f)
	p.files.BeginSegment(f.file, 0)
}

func (p *Preprocessor) top() *frame { return p.frames[len(p.frames)-1] }

// presumedName returns the current file's name as __FILE__ gives it.
func (p *Preprocessor) presumedFile() (string, int) {
	f := p.top()
	pos := f.file.Position(f.lex.Offset())
	return pos.Filename, pos.Line
}

func buildTime() time.Time {
	return sourceDateEpoch()
}

// lineOf returns the presumed line of pos.
func (p *Preprocessor) lineOf(pos source.Pos) int { return p.files.Position(pos).Line }

// spellingOf joins the spellings of toks as gcc would print them on one line.
func spellingOf(toks []token.Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.Has(token.LeadingSpace) {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}
