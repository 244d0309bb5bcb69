package fromsema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

// Buckets (keyspaces.go) are whole namespaces of global scope, and within
// one library they still conflate: thrust declares an execution_policy
// template in thrust, in thrust::cuda_cub, in thrust::system::cpp::detail
// and in four more of its namespaces, and the sequential system's
// `template<> struct execution_policy<tag> : thrust::execution_policy<tag>`
// would lead, by its base's name, wherever any of them leads (cuda_cub's
// to its kernels). A name qualified by namespaces denotes the members of
// exactly one namespace when lookup can tell which: so the index keeps
// each unit's namespace path (inline and anonymous namespaces left out,
// their members being their enclosing namespace's), and such a name leads
// only to the templates declared in that path ([namespace.qual]). Where
// the index cannot tell (a first qualifier found in two enclosing
// namespaces, or that may be a class or an alias, using-directives or a
// using-declaration of the name on the way), the name denotes its buckets
// as before.

// joinPath returns namespace name inside path.
func joinPath(path, name string) string {
	if path == "" {
		return name
	}
	return path + "::" + name
}

// enclosing returns the namespaces lookup from path searches, innermost
// first: path, its enclosing namespaces, and the global one ("").
func enclosing(path string) []string {
	out := []string{path}
	for path != "" {
		if i := strings.LastIndex(path, "::"); i >= 0 {
			path = path[:i]
		} else {
			path = ""
		}
		out = append(out, path)
	}
	return out
}

// enterNamespace returns the path of the namespace name declared in path
// (inline: path itself, as for a namespace once declared inline there).
func (sx *spaceIndex) enterNamespace(path, name string, inline bool) string {
	full := joinPath(path, name)
	if inline || sx.inlinePaths[full] {
		sx.inlinePaths[full] = true
		return path
	}
	sx.paths[full] = true
	return full
}

// noteDirective records a using-directive in unit index ui, written in
// path: from that unit on, lookups from path (and from namespaces inside
// it) may find other namespaces' names.
func (sx *spaceIndex) noteDirective(path string, ui int) {
	if old, ok := sx.directedAt[path]; !ok || ui < old {
		sx.directedAt[path] = ui
	}
}

// directedBefore reports whether a using-directive in path, or in a
// namespace enclosing it, precedes unit ui (or is in it): lookup from path
// there may find names of the namespaces it nominates.
func (sx *spaceIndex) directedBefore(path string, ui int) bool {
	for _, p := range enclosing(path) {
		if at, ok := sx.directedAt[p]; ok && at <= ui {
			return true
		}
	}
	return false
}

// exactPath returns the one namespace whose members the name at token i
// (t), qualified by the identifiers at tokens first, first+2, ..., last
// (a namespace each, `::` between), written in unit u, denotes; "" when
// the index cannot tell. global is set for a name starting with `::`.
func (ix *keyIndex) exactPath(first, last, i int, u *unit, global bool) string {
	sx := ix.sx
	q := ix.tok(first).Text
	if len(sx.alias[q]) > 0 || sx.classes[q] {
		return ""
	}
	var at string
	if global {
		if !sx.paths[q] {
			return ""
		}
		at = q
	} else {
		if sx.directedBefore(u.path, u.index) || sx.blockDirected[u.index] {
			return "" // a using-directive may make another q visible
		}
		found := 0
		for _, p := range enclosing(u.path) {
			if c := joinPath(p, q); sx.paths[c] {
				at, found = c, found+1
			}
		}
		if found != 1 {
			// None (a class, a namespace the index missed), or one in
			// two enclosing namespaces: which one lookup finds depends
			// on what was declared before the name.
			return ""
		}
	}
	for k := first + 2; k <= last; k += 2 {
		q := ix.tok(k).Text
		switch c := joinPath(at, q); {
		case sx.inlinePaths[c]:
		case sx.paths[c]:
			at = c
		default:
			return "" // a class, or a namespace the index missed
		}
	}
	if _, ok := sx.directedAt[at]; ok {
		return "" // qualified lookup follows at's using-directives
	}
	if len(sx.usingDecl[sx.bucketOfPath(at)][ix.tok(i).Text]) > 0 {
		return "" // a using-declaration may bring the name from elsewhere
	}
	return at
}

// bucketOfPath returns the bucket of the namespace path.
func (sx *spaceIndex) bucketOfPath(path string) string {
	top := path
	if i := strings.Index(path, "::"); i >= 0 {
		top = path[:i]
	}
	if b, ok := sx.top[top]; ok {
		return b
	}
	return ""
}

// inPath reports whether unit u's entity may be a member of the namespace
// path ("": no restriction).
func (u *unit) inPath(path string) bool {
	return path == "" || u.anyPath || u.path == path
}

// qualifierOnly reports whether the name at token i, in code outside
// templates, is a qualifier that denotes no template of its key: followed
// by `::`, it names a namespace or a type ([basic.lookup.qual]), never a
// function or variable template (thrust's `using system::error_code;`
// beside its function template system(a)), nor a class or alias template
// without its arguments (its injected-class-name is a name of code
// inside it); only when no class of that name is declared at namespace
// scope (then C::m may name C's member template m).
func (ix *keyIndex) qualifierOnly(i int) bool {
	return i+1 < len(ix.toks) && ix.tok(i+1).Kind == token.ColonColon && !ix.sx.classes[ix.tok(i).Text]
}
