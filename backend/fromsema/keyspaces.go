package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/token"
)

// Names alone conflate namespaces: thrust's fill, copy, swap, pair and
// pointer share their names with std's algorithms, utilities and member
// typedefs, so that by names nearly every libstdc++ template "may lead to
// a kernel", and the proof walk would have to enter most of libstdc++'s
// functions outside templates. So the index sorts templates into buckets,
// one per namespace declared at global scope ("" for the global namespace
// and for those an inline or anonymous namespace at its top makes part
// of it), and a name a template spells leads only to the templates of the
// buckets the name may denote ([basic.lookup]):
//   - a name written after `.` or `->`, or after a qualifier that is not a
//     namespace there (a class, an enumeration, a template parameter, a
//     template-id), or one the enclosing class template declares, names
//     a member: none, for a member is keyed by its class, whose own name
//     (written where the object's type is) leads there; so do the names
//     of member-only operators (operator[], operator(), ...);
//   - a name qualified by namespaces: the bucket of its first qualifier
//     (a namespace of global scope, or one nested in a bucket visible
//     where the name is written, or an alias declared there);
//   - any other name: the buckets visible where it is written, its own and
//     the global one, with those their using-directives nominate;
//   - and a name followed by `(`, or by template arguments and `(`, or an
//     operator function's name, may be found by argument-dependent lookup
//     too: a function template of any bucket, which keyreach.go narrows
//     to the buckets of the arguments' types.
// A using-declaration adds the bucket it brings a name from to the
// buckets that see the one it is in, for that name. A declaration's own
// name is no use of anything. Anything the index cannot tell denotes
// every bucket.

// anyBucket marks an alias or using-directive whose target the index
// cannot tell: it may stand for every bucket.
const anyBucket = "*"

// spaceIndex is what the key index knows of namespaces.
type spaceIndex struct {
	// top maps the name of a namespace declared at global scope to its
	// bucket: itself, or "" for an inline one.
	top map[string]string
	// nested maps the name of a namespace declared inside another to the
	// buckets it is declared in.
	nested map[string]map[string]bool
	// classes holds the names of classes and class templates declared at
	// namespace scope: a qualifier with such a name may be a class.
	classes map[string]bool
	// alias maps a namespace alias and the bucket it is declared in to
	// its target's bucket (anyBucket when unknown or ambiguous).
	alias map[string]map[string]string
	// directed maps a bucket to the buckets its using-directives nominate.
	directed map[string]map[string]bool
	// usingDecl maps a bucket and a name to the buckets of the
	// namespaces a using-declaration in that bucket brings the name from
	// (using std::swap; in thrust brings std's swap into thrust).
	usingDecl map[string]map[string][]string
	// visibleMemo and closureMemo keep visible's and closureOf's answers
	// by bucket (asked once the using-directives are all noted).
	visibleMemo, closureMemo map[string][]string
	// paths holds the path of every namespace declared (keypaths.go),
	// inlinePaths those of inline namespaces (not paths of their own),
	// directedAt the first unit with a using-directive written in a path
	// at namespace scope, blockDirected the units with one inside.
	paths, inlinePaths map[string]bool
	directedAt         map[string]int
	blockDirected      map[int]bool
}

func newSpaceIndex() *spaceIndex {
	return &spaceIndex{top: map[string]string{}, nested: map[string]map[string]bool{}, classes: map[string]bool{},
		alias: map[string]map[string]string{}, directed: map[string]map[string]bool{}, usingDecl: map[string]map[string][]string{},
		visibleMemo: map[string][]string{}, closureMemo: map[string][]string{}, paths: map[string]bool{}, inlinePaths: map[string]bool{}, directedAt: map[string]int{},
		blockDirected: map[int]bool{}}
}

// plainSpaces returns the names of the namespaces that name no class at
// namespace scope (see nameKey).
func (sx *spaceIndex) plainSpaces() map[string]bool {
	out := map[string]bool{}
	for n := range sx.top {
		out[n] = !sx.classes[n]
	}
	for n := range sx.nested {
		out[n] = !sx.classes[n]
	}
	return out
}

// isSpace reports whether name may name a namespace.
func (sx *spaceIndex) isSpace(name string) bool {
	_, top := sx.top[name]
	return top || len(sx.alias[name]) > 0 || len(sx.nested[name]) > 0
}

// bucketOfFirst returns the buckets a qualified name whose first
// qualifier is first may denote, seen from bucket from: nil means every
// bucket, an empty list that first names no namespace there (a class, an
// enumeration: the name is a member).
func (sx *spaceIndex) bucketOfFirst(first, from string) []string {
	out := []string{}
	if b, ok := sx.top[first]; ok {
		out = append(out, sx.closureOf(b)...)
	}
	if len(sx.nested[first]) == 0 && len(sx.alias[first]) == 0 {
		return out
	}
	vis := sx.visible(from)
	if vis == nil {
		return nil
	}
	for _, b := range vis {
		if sx.nested[first][b] {
			out = append(out, sx.closureOf(b)...)
		}
		if t, ok := sx.alias[first][b]; ok {
			c := sx.closureOf(t)
			if t == anyBucket || c == nil {
				return nil
			}
			out = append(out, c...)
		}
	}
	return out
}

// visible returns the buckets an unqualified name written in bucket from
// may denote (nil: every bucket).
func (sx *spaceIndex) visible(from string) []string {
	if v, ok := sx.visibleMemo[from]; ok {
		return v
	}
	v := sx.closure([]string{from, ""})
	sx.visibleMemo[from] = v
	return v
}

// closureOf is closure of b alone, worked out once per bucket: the
// index asks it of each qualified name's first namespace.
func (sx *spaceIndex) closureOf(b string) []string {
	if c, ok := sx.closureMemo[b]; ok {
		return c
	}
	c := sx.closure([]string{b})
	sx.closureMemo[b] = c
	return c
}

// closure adds to start the buckets their using-directives nominate, and
// theirs; nil when one may be any.
func (sx *spaceIndex) closure(start []string) []string {
	seen := map[string]bool{}
	var out []string
	var add func(b string) bool
	add = func(b string) bool {
		if b == anyBucket {
			return false
		}
		if seen[b] {
			return true
		}
		seen[b] = true
		out = append(out, b)
		for d := range sx.directed[b] {
			if !add(d) {
				return false
			}
		}
		return true
	}
	for _, b := range start {
		if !add(b) {
			return nil
		}
	}
	sort.Strings(out)
	return out
}

// noteUsings reads the using-directives, using-declarations and namespace
// aliases in the tokens of unit u (of bucket u.space), at namespace or
// block scope alike.
func (ix *keyIndex) noteUsings(u *unit) {
	sx := ix.sx
	ix.identsAt(u.from, u.to, func(i int, t *token.Token) bool {
		switch t.Text {
		case "using":
			if i+1 < len(ix.toks) && ix.tok(i+1).Text == "namespace" {
				if sx.directed[u.space] == nil {
					sx.directed[u.space] = map[string]bool{}
				}
				for _, b := range ix.targetBuckets(i+2, u.space) {
					sx.directed[u.space][b] = true
				}
				if t.Pos == u.from {
					sx.noteDirective(u.path, u.index) // at namespace scope
				} else {
					sx.blockDirected[u.index] = true
				}
				return true
			}
			ix.noteUsingDecl(i+1, u.space)
		case "namespace":
			// namespace a = b::c; (an alias, in a function too)
			if i+3 < len(ix.toks) && ix.tok(i+1).Kind == token.Ident && ix.tok(i+2).Kind == token.Assign {
				name, b := ix.tok(i+1).Text, anyBucket
				if bs := ix.targetBuckets(i+3, u.space); len(bs) == 1 {
					b = bs[0]
				}
				if sx.alias[name] == nil {
					sx.alias[name] = map[string]string{}
				}
				if old, ok := sx.alias[name][u.space]; ok && old != b {
					b = anyBucket
				}
				sx.alias[name][u.space] = b
			}
		}
		return true
	})
}

// targetBuckets returns the buckets of the namespace named from token i
// on (a using-directive's or an alias's target), written in bucket from;
// anyBucket among them when the index cannot tell.
func (ix *keyIndex) targetBuckets(i int, from string) []string {
	if i >= len(ix.toks) {
		return []string{anyBucket}
	}
	if ix.tok(i).Kind == token.ColonColon {
		if i+1 < len(ix.toks) {
			if b, ok := ix.sx.top[ix.tok(i+1).Text]; ok {
				return []string{b}
			}
		}
		return []string{anyBucket}
	}
	t := ix.tok(i)
	if t.Kind != token.Ident {
		return []string{anyBucket}
	}
	var out []string
	if b, ok := ix.sx.top[t.Text]; ok {
		out = append(out, b)
	}
	for _, b := range ix.sx.alias[t.Text] {
		out = append(out, b)
	}
	if len(ix.sx.nested[t.Text]) > 0 {
		// A nested namespace found from where the name is written lies
		// in a bucket visible from there.
		out = append(out, from)
	}
	if out == nil {
		return []string{anyBucket}
	}
	return out
}

// noteUsingDecl records the names a using-declaration starting at token i
// (after `using`), in bucket space, brings in, when their qualifier is a
// namespace (a class's members named in a class are members, not
// namespace-scope templates).
func (ix *keyIndex) noteUsingDecl(i int, space string) {
	first := i
	for ; i < len(ix.toks); i++ {
		t := ix.tok(i)
		switch t.Kind {
		case token.Semi, token.Assign, token.LBrace, token.RBrace:
			return // the end; or an alias-declaration (using T = ...)
		case token.Comma:
			first = i + 1
		case token.Ident:
			if t.Text == "typename" {
				first = i + 1
				continue
			}
			end := i+1 >= len(ix.toks) || ix.tok(i+1).Kind == token.Semi || ix.tok(i+1).Kind == token.Comma
			if !end || i < 2 || ix.tok(i-1).Kind != token.ColonColon {
				continue
			}
			q := ix.tok(i - 2)
			if (q.Kind == token.Ident && !ix.sx.isSpace(q.Text)) || q.Kind == token.Greater || q.Kind == token.Shr {
				continue
			}
			if ix.sx.usingDecl[space] == nil {
				ix.sx.usingDecl[space] = map[string][]string{}
			}
			m := ix.sx.usingDecl[space]
			for _, b := range ix.targetBuckets(first, space) {
				if !contains(m[t.Text], b) {
					m[t.Text] = append(m[t.Text], b)
				}
			}
		}
	}
}

// denotation is what a name written in a template may denote: no
// namespace-scope template at all (skip), one of any bucket (any), one of
// the buckets in (ordinary lookup), and, when adl is set, a function
// template of any bucket (argument-dependent lookup).
type denotation struct {
	skip, any, adl bool
	in             []string
	// path, when set, is the one namespace whose members a qualified
	// name denotes (keypaths.go): of the buckets in, only its templates.
	path string
}

// denotes tells what the name at token i (t, in unit u) may denote (see
// above).
func (ix *keyIndex) denotes(i int, t *token.Token, u *unit) denotation {
	skip := denotation{skip: true}
	if ix.declared.has(t.Pos) {
		return skip
	}
	prev := func(j int) *token.Token {
		if j < 0 {
			return nil
		}
		return ix.tok(j)
	}
	j := i - 1
	if p := prev(j); p != nil && p.Kind == token.Ident && p.Text == "template" {
		j-- // x.template f<...>, N::template f<...>
	}
	p := prev(j)
	if p != nil && (p.Kind == token.Dot || p.Kind == token.Arrow) {
		return skip
	}
	if p != nil && p.Kind == token.Ident && p.Text == "using" && i+1 < len(ix.toks) && ix.tok(i+1).Kind == token.Assign {
		return skip // using x = ...; declares x
	}
	if p != nil && p.Kind == token.ColonColon {
		q := prev(j - 1)
		switch {
		case q != nil && (q.Kind == token.Greater || q.Kind == token.Shr):
			return skip // a member: C<...>::x
		case q == nil || q.Kind != token.Ident:
			return ix.lookupIn(ix.sx.closureOf(""), t.Text) // ::x
		case !ix.sx.isSpace(q.Text):
			return skip // a member: C::x, T::x
		case ix.sx.classes[q.Text]:
			return denotation{any: true}
		}
		// Back to the first qualifier.
		k := j - 1
		for {
			c, r := prev(k-1), prev(k-2)
			if c == nil || c.Kind != token.ColonColon {
				break
			}
			if r == nil || r.Kind != token.Ident {
				if r != nil && (r.Kind == token.Greater || r.Kind == token.Shr) {
					return denotation{any: true}
				}
				// ::N::x
				if b, ok := ix.sx.top[ix.tok(k).Text]; ok {
					d := ix.lookupIn(ix.sx.closureOf(b), t.Text)
					if !d.any {
						d.path = ix.exactPath(k, j-1, i, u, true)
					}
					return d
				}
				return denotation{any: true}
			}
			k -= 2
		}
		d := ix.lookupIn(ix.sx.bucketOfFirst(ix.tok(k).Text, u.space), t.Text)
		if !d.any {
			d.path = ix.exactPath(k, j-1, i, u, false)
		}
		return d
	}
	if t.Text == "operator" {
		if i+1 < len(ix.toks) {
			switch ix.tok(i + 1).Kind {
			case token.LBrack, token.LParen, token.Arrow, token.Assign:
				return skip // operator[](0): these are members only
			}
		}
		// operator==(a, b) written out, or declared (an explicit
		// instantiation): by ordinary lookup, or by argument-dependent
		// lookup in any namespace.
		d := ix.lookupIn(ix.sx.visible(u.space), t.Text)
		d.adl = true
		return d
	}
	if u.members[t.Text] || (u.class != "" && ix.memberNames[u.class+"::"+t.Text]) {
		// Found in the class first: a member, and no argument-dependent
		// lookup follows ([basic.lookup.argdep]).
		return skip
	}
	d := ix.lookupIn(ix.sx.visible(u.space), t.Text)
	d.adl = ix.called(i)
	return d
}

// lookupIn returns what name may denote when looked up in buckets (nil:
// any), with the using-declarations there.
func (ix *keyIndex) lookupIn(buckets []string, name string) denotation {
	if buckets == nil {
		return denotation{any: true}
	}
	var more []string
	for _, b := range buckets {
		more = append(more, ix.sx.usingDecl[b][name]...)
	}
	if more == nil {
		return denotation{in: buckets}
	}
	all := ix.sx.closure(append(append([]string(nil), buckets...), more...))
	if all == nil {
		return denotation{any: true}
	}
	return denotation{in: all}
}

// called reports whether the name at token i is called (followed by `(`,
// or by a template argument list and `(`): argument-dependent lookup may
// find a function of any namespace. Unsure answers are yes.
func (ix *keyIndex) called(i int) bool {
	n := len(ix.toks)
	if i+1 >= n {
		return false
	}
	switch ix.tok(i + 1).Kind {
	case token.LParen:
		return true
	case token.Less:
	default:
		return false
	}
	end, closed := ix.closingAngle(i + 1)
	if !closed {
		return true // not a template argument list, or a parenthesis closed first: unsure
	}
	return end+1 < n && ix.tok(end+1).Kind == token.LParen
}

// closingAngle returns the index of the token that closes the `<` at
// token i, and whether a `>` (or `>>`) closed it; otherwise end is where
// the scan stopped: a parenthesis or bracket closing first, a `;` or a
// brace (no template argument list), or 512 tokens on.
func (ix *keyIndex) closingAngle(i int) (end int, closed bool) {
	end, closed, _ = ix.closingAngleDepth(i)
	return end, closed
}

// closingAngleDepth is closingAngle, saying too whether the closing `>>`
// closed an enclosing list as well (Y's in X<Y<int>>): then what follows
// it does not follow the list at i.
func (ix *keyIndex) closingAngleDepth(i int) (end int, closed, outer bool) {
	n := len(ix.toks)
	depth := 0
	for j := i; j < n && j < i+512; j++ {
		switch ix.tok(j).Kind {
		case token.Less, token.LParen, token.LBrack:
			depth++
		case token.Greater, token.RParen, token.RBrack:
			depth--
		case token.Shr:
			depth -= 2
		case token.Semi, token.LBrace, token.RBrace:
			return j, false, false
		}
		if depth <= 0 {
			k := ix.tok(j).Kind
			return j, k == token.Greater || k == token.Shr, depth < 0
		}
	}
	return min(i+512, n) - 1, false, false
}
