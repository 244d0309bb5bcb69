package prune_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/tu"
)

type discard struct{}

func (discard) Report(diag.Diagnostic) {}

// unit is one parsed preprocessed translation unit.
type unit struct {
	name string
	toks []token.Token
	tree *ast.TranslationUnit
}

// parseII reads preprocessed text and parses it.
func parseII(name string, src []byte, std parse.Std) unit {
	res := pp.ReadPreprocessed(name, src, discard{})
	return unit{name: name, toks: res.Tokens, tree: parse.Parse(res.Files, res.Tokens, parse.Options{Std: std}, discard{})}
}

// corpus returns the programs of testdata/programs as cufe's host
// translation reads them (preprocessed, printed, read back as a .ii), and
// libstdc++ preprocessed by g++ when there is one.
func corpus(t *testing.T) []unit {
	t.Helper()
	dirs, err := filepath.Glob("../../../testdata/programs/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	if testing.Short() {
		dirs = dirs[:4]
	}
	s := options.NewSession()
	var out []unit
	for _, d := range dirs {
		cus, _ := filepath.Glob(filepath.Join(d, "*.cu"))
		flags, _ := os.ReadFile(filepath.Join(d, "flags"))
		for _, cu := range cus {
			o, err := options.Parse(strings.Fields(string(flags)))
			if err != nil {
				t.Fatalf("%s: %v", cu, err)
			}
			pre, err := tu.Preprocess(s, o, cu)
			if err != nil || pre.Diags.ShouldStop() {
				t.Logf("%s: not preprocessed (%v)", cu, err)
				continue
			}
			var text bytes.Buffer
			if err := pp.Write(&text, pre.Result, pp.WriteOptions{}); err != nil {
				t.Fatal(err)
			}
			out = append(out, parseII(cu, text.Bytes(), parse.CXX17))
		}
	}
	if _, err := exec.LookPath("g++"); err == nil {
		cmd := exec.Command("g++", "-E", "-x", "c++", "-std=c++20", "-")
		cmd.Stdin = strings.NewReader("#include <bits/stdc++.h>\n")
		src, err := cmd.Output()
		if err != nil {
			t.Fatalf("g++ -E: %v", err)
		}
		out = append(out, parseII("stdc++.ii", src, parse.CXX20))
	}
	return out
}

// search is what a pass looks for: the nodes it wants and the tokens
// that give them away.
type search struct {
	name  string
	token func(*token.Token) bool
	want  func(any) bool
}

// searches are those of the back end: launches by their `<<`, name
// expressions by their last identifier, CUDA lambdas by the attribute,
// template declarations naming one of a few identifiers.
func searches(u unit) []search {
	// Names to look for: every 997th name expression's identifier (a
	// spread of common and rare ones).
	names := map[string]bool{}
	k := 0
	ast.Inspect(u.tree, func(n any) bool {
		if ne, ok := n.(*ast.NameExpr); ok && ne.Name.Ident() != "" {
			if k%997 == 0 {
				names[ne.Name.Ident()] = true
			}
			k++
		}
		return true
	})
	ident := func(set map[string]bool) func(*token.Token) bool {
		return func(t *token.Token) bool { return t.Kind == token.Ident && set[t.Text] }
	}
	return []search{
		{"launches", func(t *token.Token) bool { return t.Kind == token.Shl }, func(n any) bool {
			_, ok := n.(*ast.LaunchExpr)
			return ok
		}},
		{"names", ident(names), func(n any) bool {
			ne, ok := n.(*ast.NameExpr)
			return ok && names[ne.Name.Ident()]
		}},
		{"cuda lambdas", func(t *token.Token) bool {
			return t.Kind == token.Ident && ast.CUDAAttrOf(t.Text)&(ast.CUDADevice|ast.CUDAGlobal) != 0
		}, func(n any) bool {
			l, ok := n.(*ast.LambdaExpr)
			return ok && l.Spec != nil && l.Spec.CUDA&(ast.CUDADevice|ast.CUDAGlobal) != 0
		}},
	}
}

// TestInspectFindsWhatInspectFinds: on every unit of the corpus, the
// pruned walk reaches every node the full walk reaches that a search
// wants, in the same order, and skips most of the tree.
func TestInspectFindsWhatInspectFinds(t *testing.T) {
	total, walked := 0, 0
	for _, u := range corpus(t) {
		var all []any
		ast.Inspect(u.tree, func(n any) bool {
			all = append(all, n)
			return true
		})
		for _, s := range searches(u) {
			var want, got []any
			for _, n := range all {
				if s.want(n) {
					want = append(want, n)
				}
			}
			some := 0
			prune.Inspect(u.tree, prune.Find(u.toks, prune.MatchFunc(s.token)), func(n any) bool {
				some++
				if s.want(n) {
					got = append(got, n)
				}
				return true
			})
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, %s: pruned walk finds %d nodes, the full walk %d", u.name, s.name, len(got), len(want))
			}
			total += len(all)
			walked += some
		}
	}
	t.Logf("pruned walks visited %d of %d nodes", walked, total)
	if walked*2 > total {
		t.Errorf("pruned walks visited %d of %d nodes: little is skipped", walked, total)
	}
}

// TestInspectUnordered: when positions do not increase along the
// tokens, nothing is skipped.
func TestInspectUnordered(t *testing.T) {
	u := parseII("x.ii", []byte("void e() { int x = 3; }\nint y;\nnamespace a { int f() { return 1 << 2; } }\nvoid g() { int x = 3; }\nvoid h() { int x = 3; }\n"), parse.CXX17)
	toks := append([]token.Token(nil), u.toks...)
	toks[0], toks[1] = toks[1], toks[0]
	count := func(h *prune.Hits) int {
		n := 0
		prune.Inspect(u.tree, h, func(any) bool { n++; return true })
		return n
	}
	none := func(*token.Token) bool { return false }
	full := 0
	ast.Inspect(u.tree, func(any) bool { full++; return true })
	if got := count(prune.Find(toks, prune.MatchFunc(none))); got != full {
		t.Errorf("unordered tokens: %d visits, want all %d", got, full)
	}
	if got := count(prune.Find(u.toks, prune.MatchFunc(none))); got != 1 {
		t.Errorf("no hits: %d visits, want the unit's only", got)
	}
	shl := count(prune.Find(u.toks, prune.MatchFunc(func(t *token.Token) bool { return t.Kind == token.Shl })))
	if shl <= 3 || shl >= full {
		t.Errorf("a hit in a namespace's function: %d visits of %d", shl, full)
	}
}

// TestIdents: Find's loop for an IdentMatcher finds what its Match does,
// for names of several lengths (one longer than 255 bytes).
func TestIdents(t *testing.T) {
	long := strings.Repeat("x", 300)
	src := "int a, bb, ccc; int " + long + "; namespace n { int bb2 = bb + a; }\n"
	u := parseII("x.ii", []byte(src), parse.CXX17)
	for _, names := range []map[string]bool{
		{"bb": true},
		{"a": true, "ccc": true, "n": true},
		{long: true},
		{"zz": true},
		{},
	} {
		m := prune.Idents(names)
		fast := prune.Find(u.toks, m)
		slow := prune.Find(u.toks, prune.MatchFunc(m.Match))
		want := 0
		for i := range u.toks {
			if u.toks[i].Kind == token.Ident && names[u.toks[i].Text] {
				want++
			}
		}
		if fast.Len() != want || slow.Len() != want {
			t.Errorf("%d names: Find finds %d, with Match %d, want %d", len(names), fast.Len(), slow.Len(), want)
		}
	}
}
