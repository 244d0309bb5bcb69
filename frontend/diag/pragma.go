package diag

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
)

// pragmaOp is what one diagnostic pragma does.
type pragmaOp uint8

const (
	opSeverity pragmaOp = iota // set the severity of ids (Ignored = suppress)
	opDefault                  // drop the pragma severity of ids
	opOnce                     // show ids once
	opPush
	opPop
)

// pragmaEvent is a recorded diagnostic pragma, applied in stream order when
// the engine resolves.
type pragmaEvent struct {
	pos source.Pos
	seq int
	op  pragmaOp
	sev Severity
	ids []ID
}

// pragmaKinds maps the pragma names (nv_ and the deprecated plain spellings)
// to their effect.
var pragmaKinds = map[string]struct {
	op  pragmaOp
	sev Severity
}{
	"diag_suppress": {opSeverity, Ignored},
	"diag_remark":   {opSeverity, Remark},
	"diag_warning":  {opSeverity, Warning},
	"diag_error":    {opSeverity, Error},
	"diag_default":  {opDefault, 0},
	"diag_once":     {opOnce, 0},
}

// ApplyPragma handles a diagnostic pragma met by the preprocessor. text is
// what follows "#pragma" (e.g. "nv_diag_suppress 20042,177" or
// "nv_diagnostic push"); pos is the position of text's first byte, so that
// warnings about the pragma point into it. It returns false, doing nothing,
// when text is not a diagnostic pragma: the caller handles it otherwise.
//
// The effect starts at pos in stream order, whenever the diagnostics it
// governs are reported. Malformed pragmas draw the warnings cudafe++ gives
// (#1222 invalid error number, #1223 invalid error tag, #1224 expected an
// error number or error tag, #253 expected a ",", #3184/#3185 for push/pop);
// the old spellings (diag_suppress, ...) work and draw #20236.
func (e *Engine) ApplyPragma(pos source.Pos, text string) bool {
	name, rest := splitWord(text)
	if name == "nv_diagnostic" {
		e.applyPushPop(pos, rest)
		return true
	}
	kind, ok := pragmaKinds[strings.TrimPrefix(name, "nv_")]
	if !ok {
		return false
	}
	if !strings.HasPrefix(name, "nv_") {
		e.Emit(pos, WarnPragmaDeprecated, Args{Str: []string{name, name}})
	}
	restOff := len(text) - len(rest)
	ids := e.parsePragmaRefs(pos, restOff, rest)
	e.seq++
	e.pragmas = append(e.pragmas, pragmaEvent{pos: pos, seq: e.seq, op: kind.op, sev: kind.sev, ids: ids})
	e.res = nil
	return true
}

func (e *Engine) applyPushPop(pos source.Pos, rest string) {
	arg, _ := splitWord(rest)
	ev := pragmaEvent{pos: pos}
	switch arg {
	case "push":
		ev.op = opPush
		e.depth++
	case "pop":
		if e.depth == 0 {
			e.Emit(pos, WarnPragmaNoPush, Args{})
			return
		}
		ev.op = opPop
		e.depth--
	default:
		e.Emit(pos, WarnPragmaPushPop, Args{})
		return
	}
	e.seq++
	ev.seq = e.seq
	e.pragmas = append(e.pragmas, ev)
	e.res = nil
}

// parsePragmaRefs parses "ref, ref, ..." and reports what cudafe++ reports
// about bad lists. off is the offset of s within the pragma text.
func (e *Engine) parsePragmaRefs(base source.Pos, off int, s string) []ID {
	at := func(i int) source.Pos { return e.posWithin(base, off+i) }
	var ids []ID
	i := 0
	for {
		i = skipSpace(s, i)
		start := i
		for i < len(s) && s[i] != ',' && s[i] != ' ' && s[i] != '\t' {
			i++
		}
		ref := s[start:i]
		if ref == "" {
			e.Emit(at(start), WarnExpectedErrorRef, Args{})
			return ids
		}
		id, err := ParseRef(ref)
		switch {
		case err == nil:
			ids = append(ids, id)
		case err.(*RefError).NotTag:
			e.Emit(at(start), WarnInvalidErrorNumber, Args{})
		default:
			e.Emit(at(start), WarnInvalidErrorTag, Args{})
		}
		i = skipSpace(s, i)
		if i >= len(s) {
			return ids
		}
		if s[i] != ',' {
			e.Emit(at(i), WarnExpectedComma, Args{})
			return ids
		}
		i++
	}
}

// posWithin returns base+off when that stays in base's file.
func (e *Engine) posWithin(base source.Pos, off int) source.Pos {
	if e.files == nil {
		return base
	}
	f := e.files.File(base)
	if f == nil || f.Offset(base)+off > f.Size() {
		return base
	}
	return base + source.Pos(off)
}

func splitWord(s string) (word, rest string) {
	s = strings.TrimLeft(s, " \t")
	i := 0
	for i < len(s) && s[i] != ' ' && s[i] != '\t' {
		i++
	}
	return s[:i], s[i:]
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}
