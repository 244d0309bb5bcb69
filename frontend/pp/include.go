package pp

import (
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// searchDir is one directory of the include search chain.
type searchDir struct {
	path   string
	system bool
}

// searchChain builds gcc's search chain: -iquote dirs (quote form only), then
// -I, -isystem, the toolkit's and the host's system dirs, -idirafter. Like gcc
// it drops a directory that repeats an earlier one, and a non-system directory
// that duplicates a system one.
func searchChain(o *Options) ([]searchDir, int) {
	var dirs []searchDir
	add := func(list []string, system bool) {
		for _, d := range list {
			dirs = append(dirs, searchDir{path: strings.TrimRight(d, "/"), system: system})
		}
	}
	add(o.QuoteDirs, false)
	nQuote := len(dirs)
	add(o.AngledDirs, false)
	add(o.SystemDirs, true)
	add(o.ExtraSystemDirs, true)
	if o.Host != nil {
		add(o.Host.SystemIncludeDirs(), true)
	}
	add(o.AfterDirs, true)
	for i := range dirs {
		if dirs[i].path == "" {
			dirs[i].path = "/"
		}
	}
	// Remove duplicates: a later copy of a directory goes; a non-system
	// directory that is also a system one goes in favour of the system one.
	sys := map[string]bool{}
	for _, d := range dirs[nQuote:] {
		if d.system {
			sys[filepath.Clean(d.path)] = true
		}
	}
	seen := map[string]bool{}
	out := dirs[:0]
	q := 0
	for i, d := range dirs {
		c := filepath.Clean(d.path)
		if i >= nQuote {
			if seen[c] || (!d.system && sys[c]) {
				continue
			}
			seen[c] = true
		} else {
			q++
		}
		out = append(out, d)
	}
	return out, q
}

// joinDir spells a found header's path the way gcc does: the directory as
// given, a slash, and the name as written.
func joinDir(dir, name string) string {
	if dir == "" || dir == "." && false {
		return name
	}
	if dir == "/" {
		return "/" + name
	}
	return dir + "/" + name
}

// exists reports whether path is a readable file. It reads the file at once
// (one open instead of a stat and an open, since a found header is read next)
// and remembers failures, so each candidate path costs one system call per TU.
func (p *Preprocessor) exists(path string) bool { return p.cache.get(path).err == nil }

// found is the result of an include search.
type found struct {
	path   string // spelled as gcc spells it
	dir    int    // chain index, or -1 when found beside the includer
	system bool
}

// lookup searches for an include. quoted selects the "..." form; from is the
// chain index to start at for #include_next (or -1).
func (p *Preprocessor) lookup(name string, quoted bool, nextFrom int) (found, bool) {
	cur := p.top()
	return searchInclude(p.chain, p.nQuote, p.exists, name, quoted, nextFrom, cur.spelled, cur.system)
}

// searchInclude searches the chain for an include, checking candidates with
// exists; includer and includerSystem describe the file holding the
// directive. The preprocessor and its prefetcher both search with it.
func searchInclude(chain []searchDir, nQuote int, exists func(string) bool, name string, quoted bool, nextFrom int,
	includer string, includerSystem bool) (found, bool) {
	if filepath.IsAbs(name) {
		if exists(name) {
			return found{path: name, dir: -1}, true
		}
		return found{}, false
	}
	start := nQuote
	if nextFrom >= 0 {
		start = nextFrom
	} else if quoted {
		// The includer's own directory first, then -iquote dirs.
		// The includer's directory as spelled: gcc does not clean "a/../b".
		cand := name
		if i := strings.LastIndexByte(includer, '/'); i >= 0 {
			cand = joinDir(includer[:i], name)
		}
		if exists(cand) {
			return found{path: cand, dir: -1, system: includerSystem}, true
		}
		start = 0
	}
	for i := start; i < len(chain); i++ {
		d := chain[i]
		cand := joinDir(d.path, name)
		if exists(cand) {
			return found{path: cand, dir: i, system: d.system}, true
		}
	}
	return found{}, false
}

// lookupSystemFile looks name up in the system part of the chain only.
func (p *Preprocessor) lookupSystemFile(name string) (found, bool) {
	return searchSystemFile(p.chain, p.nQuote, p.exists, name)
}

func searchSystemFile(chain []searchDir, nQuote int, exists func(string) bool, name string) (found, bool) {
	for i := nQuote; i < len(chain); i++ {
		if !chain[i].system {
			continue
		}
		cand := joinDir(chain[i].path, name)
		if exists(cand) {
			return found{path: cand, dir: i, system: true}, true
		}
	}
	return found{}, false
}

// enterFile opens a found header, unless #pragma once or its include guard
// says it need not be read again.
func (p *Preprocessor) enterFile(fd found, at source.Pos) {
	if fd.system {
		fd.path = p.canonicalSystemPath(fd.path)
	}
	abs := p.absOf(fd.path)
	if !p.inClosure[abs] {
		p.headers = append(p.headers, Header{Path: fd.path, System: fd.system})
	}
	p.addClosure(fd.path)
	if p.once[abs] {
		return
	}
	if g, ok := p.guards[abs]; ok {
		if m := p.macros.get(g); m != nil {
			return
		}
	}
	if len(p.frames) >= p.opts.MaxIncludeDepth {
		p.fatalf(at, diag.ErrPreprocess, "#include nested depth %d exceeds maximum of %d (use -fmax-include-depth=DEPTH to increase the maximum)",
			len(p.frames), p.opts.MaxIncludeDepth)
		return
	}
	e := p.cache.get(fd.path)
	if e.err != nil {
		p.fatalf(at, diag.ErrCannotOpenSource, "cannot open source file %q: %v", fd.path, describeErr(e.err))
		return
	}
	f := p.files.AddFile(fd.path, e.src, at, fd.system)
	fr := &frame{file: f, dir: fd.dir, system: fd.system, path: abs, spelled: fd.path}
	var pr *lex.Prepared
	if pf := p.prefetch; pf != nil {
		if e.prep.Load() == prepNone {
			if e.same != nil {
				e = e.same
			} else {
				e = p.cache.sameQueued(abs, e)
			}
		}
		if e.prep.Load() != prepNone {
			pf.budget.reached(e.qpos)
		}
		if pr = e.takePrepared(&p.waited); pr != nil {
			fr.prepared = e
			e.readers++
		}
	}
	p.pushFrame(fr, pr)
}

func describeErr(err error) string {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// includeDirective runs #include, #include_next and #import.
func (p *Preprocessor) includeDirective(hash token.Token, kind string) {
	f := p.top()
	name, quoted, namePos, ok := p.readHeaderName(hash)
	if !ok {
		return
	}
	nextFrom := -1
	if kind == "include_next" {
		if len(p.frames) == 1 {
			p.warnf(hash.Pos, "#include_next in primary source file")
		} else if f.dir >= 0 {
			nextFrom = f.dir + 1
		}
	}
	fd, found := p.lookup(name, quoted, nextFrom)
	if !found {
		p.missing = append(p.missing, name)
		p.fatalf(namePos, diag.ErrCannotOpenSource, "cannot open source file %q", name)
		return
	}
	if kind == "import" {
		p.once[p.absOf(fd.path)] = true
	}
	p.enterFile(fd, hash.Pos)
}

// includeForced runs a -include (or the implicit stdc-predef.h) at the top of
// the main file. spec is a file name, or <name> to search the system dirs.
func (p *Preprocessor) includeForced(spec string) {
	var fd found
	var ok bool
	if strings.HasPrefix(spec, "<") {
		fd, ok = p.lookupSystemFile(strings.Trim(spec, "<>"))
	} else {
		// gcc looks a -include file up in the current directory first, then
		// along the quote chain.
		if p.exists(spec) {
			fd, ok = found{path: spec, dir: -1}, true
		} else {
			fd, ok = p.lookup(spec, true, -1)
		}
	}
	if !ok {
		p.missing = append(p.missing, spec)
		p.fatalf(source.NoPos, diag.ErrCannotOpenSource, "cannot open source file %q", spec)
		return
	}
	p.enterFile(fd, source.NoPos)
}

// readHeaderName reads the operand of #include: <name>, "name", or macros
// expanding to one of them.
func (p *Preprocessor) readHeaderName(hash token.Token) (name string, quoted bool, pos source.Pos, ok bool) {
	f := p.top()
	if t, isHdr := f.lex.HeaderName(); isHdr {
		p.expectLineEnd("#include")
		return t.Text[1 : len(t.Text)-1], false, t.Pos, true
	}
	t := p.next()
	switch {
	case t.Kind == token.String && isPlainString(t.Text):
		p.expectLineEnd("#include")
		return t.Text[1 : len(t.Text)-1], true, t.Pos, true
	case t.Kind == token.Less:
		// A macro expanded to <...>: the header name is the spellings up to '>'.
		var b strings.Builder
		for {
			u := p.next()
			if u.Kind == token.EOF {
				p.errorf(t.Pos, "missing terminating > character")
				return "", false, t.Pos, false
			}
			if u.Kind == token.Greater {
				break
			}
			if u.Flags&token.LeadingSpace != 0 && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(u.Text)
		}
		p.expectLineEnd("#include")
		return b.String(), false, t.Pos, true
	case t.Kind == token.EOF:
		p.errorf(hash.Pos, "#include expects \"FILENAME\" or <FILENAME>")
	default:
		p.errorf(t.Pos, "#include expects \"FILENAME\" or <FILENAME>")
		p.skipRestOfLine()
	}
	return "", false, hash.Pos, false
}

// isPlainString reports whether lit is a complete "..." literal with no
// prefix or suffix.
func isPlainString(lit string) bool {
	return len(lit) >= 2 && lit[0] == '"' && lit[len(lit)-1] == '"'
}

// canonicalSystemPath spells a header found in a system directory the way
// gcc does by default (-fcanonical-system-headers): its real path, symbolic
// links and ".." resolved, when that is shorter. Directories are resolved
// once per TU.
func (p *Preprocessor) canonicalSystemPath(path string) string {
	return canonicalPath(p.realDirs, path)
}

// canonicalPath is canonicalSystemPath with the directories resolved so
// far in realDirs (each goroutine keeps its own).
func canonicalPath(realDirs map[string]string, path string) string {
	i := strings.LastIndexByte(path, '/')
	if i <= 0 {
		return path
	}
	dir := path[:i]
	real, ok := realDirs[dir]
	if !ok {
		r, err := filepath.EvalSymlinks(dir)
		if err == nil && filepath.IsAbs(dir) {
			real = r
		}
		realDirs[dir] = real
	}
	if real == "" {
		return path
	}
	if c := real + path[i:]; len(c) < len(path) {
		return c
	}
	return path
}
