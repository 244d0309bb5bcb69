package host

import (
	"bytes"
	"errors"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// The host translation needs semantic analysis only through the module ID
// (the names of anonymous namespaces) and the boilerplate around it; its
// edits depend on the tokens and the syntax tree alone. A driver can
// therefore make them while analysis is still running: those of the tokens
// as soon as they are read (StageTokens), those of each top-level
// declaration as the parser completes it (AddDecl), the rest once the tree
// is parsed (StageTree), which also prints the translation with a mark
// where the module ID goes. Print puts the ID in (or prints, where the mark could not
// stand for it), beside the work that produces the boilerplate, and Wrap
// puts the two together. StageTokens, StageTree, Print and Wrap give the
// bytes Generate gives; where they cannot, they say so and the caller
// generates instead.

// moduleIDMark stands for the module ID in the edits StageTokens and
// StageTree make. Printed ahead, it is found again in the output only
// where an edit put it: the tokens hold no NUL byte (checked). It is
// longer than module IDs usually are (_0123abcd_9_kernels_cu_5f3e2a1b),
// so that the ID goes in in place.
const moduleIDMark = "\x00cufe:module-id:" + "................................................................" + "\x00"

// bodyHead is the room Print leaves before the translation for Wrap's
// prologue (NVIDIA's boilerplate is about 1 KB): a larger prologue is
// copied instead.
const bodyHead = 8 << 10

// errNoModuleID: Print needs a module ID (Generate with none reports
// anonymous namespaces; the caller generates to get that error).
var errNoModuleID = errors.New("host translation: no module ID to print with")

// errExtendedLambda: Stage cannot make the rewrites of extended lambdas.
var errExtendedLambda = errors.New("host translation: extended lambdas are rewritten from semantic analysis, not staged")

// Staged is a host translation whose edits are made, possibly printed
// with the module ID's mark.
type Staged struct {
	in Input
	g  *generator
	// ahead is the translation printed by StageTree after bodyHead bytes
	// of room, with the mark at marks (offsets in ahead); nil when it was
	// not printed.
	ahead []byte
	marks []int
	// added counts the top-level declarations AddDecl was given; last is
	// the last of them.
	added int
	last  ast.Decl
}

// Stage makes the edits of in's host translation (StageTokens, then
// StageTree with in.Unit).
func Stage(in *Input) (*Staged, error) {
	s, err := StageTokens(in)
	if err != nil {
		return nil, err
	}
	if err := s.StageTree(in.Unit); err != nil {
		return nil, err
	}
	return s, nil
}

// StageTokens makes the edits of in's host translation that need only the
// tokens; in.Unit, ModuleID, Prologue and Epilogue are not read (StageTree,
// Print and Wrap take them). The error is Generate's, except that a
// message naming an anonymous namespace holds moduleIDMark: a caller
// reports Generate's error, not a stage's. Under --extended-lambda the
// rewrites need semantic analysis (in.Lambdas): StageTokens refuses, and
// the caller generates.
func StageTokens(in *Input) (*Staged, error) {
	if in.ExtendedLambda || len(in.Lambdas) > 0 {
		return nil, errExtendedLambda
	}
	s := &Staged{in: *in}
	s.in.Unit, s.in.ModuleID, s.in.Prologue, s.in.Epilogue = nil, moduleIDMark, nil, nil
	g, err := prepareTokens(&s.in)
	if err != nil {
		return nil, err
	}
	s.g = g
	return s, nil
}

// AddDecl makes the edits of top-level declaration d, the next of the
// tree's (StageTree checks that they were its first ones, in order).
func (s *Staged) AddDecl(d ast.Decl) {
	s.g.decls([]ast.Decl{d}, declContext{linkage: -1})
	s.added++
	s.last = d
}

// errNotTheTree: StageTree was given a tree whose first declarations are
// not those AddDecl was given.
var errNotTheTree = errors.New("host translation: staged declarations are not the tree's")

// StageTree makes the rest of the edits, from the syntax tree of the
// tokens StageTokens had (the edits of its top-level declarations not yet
// given to AddDecl first), and prints the translation ahead of the module
// ID. It may be called once.
func (s *Staged) StageTree(unit *ast.TranslationUnit) error {
	if s.added > len(unit.Decls) || s.added > 0 && unit.Decls[s.added-1] != s.last {
		return errNotTheTree
	}
	s.in.Unit = unit
	for _, d := range unit.Decls[s.added:] {
		s.AddDecl(d)
	}
	if _, err := s.g.prepareUses(); err != nil {
		return err
	}
	if !tokensHoldNUL(&s.in) {
		p := newPrinter(s.in.Files, s.in.Tokens, bodyHead)
		if _, err := p.emitSplit(s.g.edits); err == nil {
			p.endLine()
			s.ahead = p.bytes()
			for off := bodyHead; ; {
				k := bytes.Index(s.ahead[off:], []byte(moduleIDMark))
				if k < 0 {
					break
				}
				s.marks = append(s.marks, off+k)
				off += k + len(moduleIDMark)
			}
		}
	}
	return nil
}

// tokensHoldNUL reports whether a token of in may hold a NUL byte (the
// mark would not be told from it): the tokens of one file hold what its
// text holds.
func tokensHoldNUL(in *Input) bool {
	toks := in.Tokens
	if len(toks) == 0 {
		return false
	}
	if f := in.Files.File(toks[0].Pos); f != nil && in.Files.File(toks[len(toks)-1].Pos) == f {
		return bytes.IndexByte(f.Src, 0) >= 0
	}
	for i := range toks {
		if strings.IndexByte(toks[i].Text, 0) >= 0 {
			return true
		}
	}
	return false
}

// Body is a printed host translation without its prologue and epilogue.
type Body struct {
	out  []byte // bodyHead bytes of room, then the translation
	head int
}

// Print returns the staged translation with id as the module ID. It may be
// called once.
func (s *Staged) Print(id string) (*Body, error) {
	if id == "" {
		return nil, errNoModuleID
	}
	// The printer looks at a generated text's first and last bytes and
	// for newlines in it: printed in the mark's place, an id with a
	// newline or a leading blank might have been printed otherwise.
	if s.ahead != nil && strings.IndexByte(id, '\n') < 0 && id[0] != ' ' {
		return &Body{out: putID(s.ahead, s.marks, id), head: bodyHead}, nil
	}
	s.g.edits.replaceText(moduleIDMark, id)
	p := newPrinter(s.in.Files, s.in.Tokens, bodyHead)
	if err := p.emit(s.g.edits); err != nil {
		return nil, err
	}
	p.endLine()
	return &Body{out: p.bytes(), head: bodyHead}, nil
}

// putID replaces the marks at offsets marks in out by id, in place when id
// is no longer than the mark.
func putID(out []byte, marks []int, id string) []byte {
	if len(marks) == 0 {
		return out
	}
	if len(id) > len(moduleIDMark) {
		// (Room left for Wrap's epilogue, as the printer leaves.)
		grown := make([]byte, 0, len(out)+len(marks)*(len(id)-len(moduleIDMark))+len(out)/8)
		prev := 0
		for _, m := range marks {
			grown = append(append(grown, out[prev:m]...), id...)
			prev = m + len(moduleIDMark)
		}
		return append(grown, out[prev:]...)
	}
	w := marks[0]
	for i, m := range marks {
		w += copy(out[w:], id)
		end := len(out)
		if i+1 < len(marks) {
			end = marks[i+1]
		}
		w += copy(out[w:], out[m+len(moduleIDMark):end])
	}
	return out[:w]
}

// Wrap returns the translation between prologue and epilogue, as Generate
// prints it with them, and true; or false when it cannot: a prologue that
// does not end a line leaves the printer in another state than a fresh one
// (the caller then generates). b's memory is reused.
func (b *Body) Wrap(prologue, epilogue []byte) ([]byte, bool) {
	if len(prologue) > 0 && prologue[len(prologue)-1] != '\n' {
		return nil, false
	}
	var out []byte
	if len(prologue) <= b.head {
		start := b.head - len(prologue)
		copy(b.out[start:], prologue)
		out = b.out[start:]
	} else {
		out = make([]byte, 0, len(prologue)+len(b.out)-b.head+len(epilogue))
		out = append(append(out, prologue...), b.out[b.head:]...)
	}
	return append(out, epilogue...), true
}

// replaceText replaces old by new in the text of every edit and insertion.
func (s *editSet) replaceText(old, new string) {
	fix := func(parts []part) {
		for i := range parts {
			if !parts[i].isRange && strings.Contains(parts[i].text, old) {
				parts[i].text = strings.ReplaceAll(parts[i].text, old, new)
			}
		}
	}
	for _, e := range s.all {
		fix(e.parts)
	}
	for _, parts := range s.before {
		fix(parts)
	}
}
