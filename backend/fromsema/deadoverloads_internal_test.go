package fromsema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// lexed returns the tokens of src and the index of the first identifier
// spelled name.
func lexed(t *testing.T, src, name string) ([]token.Token, int) {
	t.Helper()
	fs := source.NewFileSet()
	f := fs.AddFile("x.cc", []byte(src), source.NoPos, false)
	l := lex.New(f, failOnReport{t})
	var toks []token.Token
	at := -1
	for {
		tk := l.Next()
		if tk.Kind == token.EOF {
			break
		}
		if at < 0 && tk.Kind == token.Ident && tk.Text == name {
			at = len(toks)
		}
		toks = append(toks, tk)
	}
	if at < 0 {
		t.Fatalf("no %s in %q", name, src)
	}
	return toks, at
}

// TestCallShapes: what the tokens after a name tell of a call, and which
// overloads such a call cannot call whatever it resolves to: the
// arguments counted at the call's own level (not inside nested
// parentheses or template arguments), a pack expansion or an angle
// bracket among them leaving the count unknown; too many or too few
// arguments, too many explicit template arguments, or a template
// parameter left to deduce that the parameters do not spell (with a
// template argument list or without one), rule an overload out.
func TestCallShapes(t *testing.T) {
	// impl<T>(int, T) with T deducible; pick<T, U>(T) with U not.
	impl := &overload{params: 2, required: 2, counted: true, tparams: []string{"T"}, tcounted: true, deducible: []bool{true}}
	pick := &overload{params: 1, required: 1, counted: true, tparams: []string{"T", "U"}, tcounted: true, deducible: []bool{true, false}}
	opt := &overload{params: 3, required: 1, counted: true, tparams: []string{"T"}, tcounted: true, deducible: []bool{true}}
	for _, c := range []struct {
		src            string
		ok             bool
		impl, pick, op bool // excluded
	}{
		{src: "f(a, b);", ok: true, pick: true},
		{src: "f(g(a, b), c(d));", ok: true, pick: true},
		{src: "f(a);", ok: true, impl: true, pick: true},
		{src: "f();", ok: true, impl: true, pick: true, op: true},
		{src: "f<A, B>(a);", ok: true, impl: true, op: true},
		{src: "f<A>(a);", ok: true, impl: true, pick: true},
		{src: "f<X<A, B>>(a, b);", ok: true, pick: true},
		{src: "f<X<Y<A>>>(a, b);", ok: true, pick: true},
		{src: "f(a, b, c, d);", ok: true, impl: true, pick: true, op: true},
		{src: "f(args...);"},
		{src: "f(a < b, c > d);"},
		{src: "&f;"},
		{src: "f<A>;"},
	} {
		toks, i := lexed(t, c.src, "f")
		call, ok := readCall(toks, i)
		if ok != c.ok {
			t.Errorf("%s: read as a call %v, want %v", c.src, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		for _, x := range []struct {
			name string
			o    *overload
			want bool
		}{{"impl", impl, c.impl}, {"pick", pick, c.pick}, {"opt", opt, c.op}} {
			if got := call.excludes(x.o); got != x.want {
				t.Errorf("%s: rules out %s %v, want %v", c.src, x.name, got, x.want)
			}
		}
	}
}

// TestNamesNoCall: a using-declaration's name and a member's (after .,
// ->, or a qualifier that is a template-id or decltype) call no
// namespace-scope function; other names may.
func TestNamesNoCall(t *testing.T) {
	for _, c := range []struct {
		src           string
		using, member bool
	}{
		{src: "using a::b::f;", using: true},
		{src: "using typename Base<T, U>::f;", using: true, member: true},
		{src: "using ::f;", using: true},
		{src: "x.f(1);", member: true},
		{src: "p->template f<int>(1);", member: true},
		{src: "X<T>::f(1);", member: true},
		{src: "decltype(x)::f(1);", member: true},
		{src: "a::f(1);"},
		{src: "f(1);"},
		{src: "using g = f;"},
	} {
		toks, i := lexed(t, c.src, "f")
		if got := usingDecl(toks, i); got != c.using {
			t.Errorf("%s: a using-declaration %v, want %v", c.src, got, c.using)
		}
		if got := memberAccess(toks, i); got != c.member {
			t.Errorf("%s: a member %v, want %v", c.src, got, c.member)
		}
	}
}
