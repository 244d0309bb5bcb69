package host

import (
	"errors"
	"strings"
)

// The host translation needs semantic analysis only through the module ID
// (the names of anonymous namespaces) and the boilerplate around it; its
// edits depend on the tokens and the syntax tree alone. A driver can
// therefore make them (Stage) while analysis is still running, print the
// translation (Print) as soon as the module ID is known, beside the work
// that produces the boilerplate, and put the two together last (Wrap).
// Stage, then Print, then Wrap give the bytes Generate gives; where they
// cannot (see Wrap), they say so and the caller generates instead.

// moduleIDMark stands for the module ID in the edits Stage makes: Print
// puts the ID in its place. Tokens never hold a NUL byte in practice;
// should one hold the mark, it is in a token, not an edit, and so never
// replaced.
const moduleIDMark = "\x00cufe:module-id\x00"

// bodyHead is the room Print leaves before the translation for Wrap's
// prologue (NVIDIA's boilerplate is about 1 KB): a larger prologue is
// copied instead.
const bodyHead = 8 << 10

// errNoModuleID: Print needs a module ID (Generate with none reports
// anonymous namespaces; the caller generates to get that error).
var errNoModuleID = errors.New("host translation: no module ID to print with")

// errExtendedLambda: Stage cannot make the rewrites of extended lambdas.
var errExtendedLambda = errors.New("host translation: extended lambdas are rewritten from semantic analysis, not staged")

// Staged is a host translation whose edits are made, not yet printed.
type Staged struct {
	in Input
	g  *generator
}

// Stage makes the edits of in's host translation; in.ModuleID, Prologue
// and Epilogue are not read (Print and Wrap take them). The error is
// Generate's, except that a message naming an anonymous namespace holds
// moduleIDMark: a caller reports Generate's error, not Stage's. Under
// --extended-lambda the rewrites need semantic analysis (in.Lambdas):
// Stage refuses, and the caller generates.
func Stage(in *Input) (*Staged, error) {
	if in.ExtendedLambda || len(in.Lambdas) > 0 {
		return nil, errExtendedLambda
	}
	s := &Staged{in: *in}
	s.in.ModuleID, s.in.Prologue, s.in.Epilogue = moduleIDMark, nil, nil
	g, err := prepare(&s.in)
	if err != nil {
		return nil, err
	}
	s.g = g
	return s, nil
}

// Body is a printed host translation without its prologue and epilogue.
type Body struct {
	out  []byte // bodyHead bytes of room, then the translation
	head int
}

// Print prints the staged translation with id as the module ID. It may be
// called once.
func (s *Staged) Print(id string) (*Body, error) {
	if id == "" {
		return nil, errNoModuleID
	}
	s.g.edits.replaceText(moduleIDMark, id)
	p := newPrinter(s.in.Files, s.in.Tokens, bodyHead)
	if err := p.emit(s.g.edits); err != nil {
		return nil, err
	}
	p.endLine()
	return &Body{out: p.bytes(), head: bodyHead}, nil
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
