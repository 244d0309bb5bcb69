package fromsema

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// declEndSites preprocesses testdata/declend/name (a .cu whose headers
// get positions after their includer's), parses it and returns its key
// index and proof sites: the CopyKernel launched on line 2 of lib.h.
func declEndSites(t *testing.T, name string) *siteTemplates {
	t.Helper()
	res, err := pp.Preprocess(filepath.Join("testdata", "declend", name), &pp.Options{Std: "c++17"}, failOnReport{t})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files.Files()) < 2 {
		t.Fatalf("%s: %d files, want the .cu and a header", name, len(res.Files.Files()))
	}
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{}, failOnReport{t})
	var sites []source.Pos
	for _, tk := range res.Tokens {
		if p := res.Files.Position(tk.Pos); tk.Text == "CopyKernel" && filepath.Base(p.Filename) == "lib.h" && p.Line == 2 {
			sites = append(sites, tk.Pos)
		}
	}
	if len(sites) != 1 {
		t.Fatalf("%s: %d sites, want 1", name, len(sites))
	}
	return newSiteTemplates(tree, res.Tokens, res.Files, sites)
}

// TestDeclEndStaysInFile: the unit of a declaration followed by one in a
// header numbered after it (mid.h's before its #include, the .cu's last)
// ends with its own text, so the headers' templates — a member template
// of a plain class among them — are not read as code outside templates;
// names outside templates that do lead to the kernel, in the .cu's last
// declaration, are still found.
func TestDeclEndStaysInFile(t *testing.T) {
	for _, c := range []struct {
		file string
		want string // the use found, as file:line, or "" for none
	}{
		{"quiet.cu", ""},
		{"last.cu", ""},
		{"nested.cu", ""},
		{"calls.cu", "calls.cu:3"},
		{"member.cu", "member.cu:4"},
	} {
		t.Run(c.file, func(t *testing.T) {
			st := declEndSites(t, c.file)
			pos, name := st.namedOutside(st.reach, nil, func(source.Pos) bool { return true })
			got := ""
			if pos.IsValid() {
				p := st.files.Position(pos)
				got = filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
			}
			if got != c.want {
				t.Errorf("first name outside templates leading to CopyKernel: %q (%s), want %q", got, name, c.want)
			}
		})
	}
}

// TestDeclEndUnitsDisjoint: no identifier lies both in a unit of code
// outside templates and in a template unit.
func TestDeclEndUnitsDisjoint(t *testing.T) {
	for _, f := range []string{"quiet.cu", "last.cu", "nested.cu"} {
		noTemplateOverlap(t, declEndSites(t, f))
	}
}

// noTemplateOverlap checks TestDeclEndUnitsDisjoint's rule on st's index.
func noTemplateOverlap(t *testing.T, st *siteTemplates) {
	ix := st.ix
	for ui := range ix.units {
		u := &ix.units[ui]
		if u.template {
			continue
		}
		ix.identsAt(u.from, u.to, func(_ int, tk *token.Token) bool {
			for vi := range ix.units {
				if v := &ix.units[vi]; v.template && v.from <= tk.Pos && tk.Pos < v.to {
					t.Errorf("%s %s: in unit %d outside templates and in template unit %d", st.files.Position(tk.Pos), tk.Text, ui, vi)
				}
			}
			return true
		})
	}
}

// TestUnitAtMatchesScanCU: in a .cu, whose headers' units come before
// their includer's rest but are numbered after it, unitAt's binary search
// (over the units by position) finds, for every token, the unit a scan of
// all units in order finds first.
func TestUnitAtMatchesScanCU(t *testing.T) {
	for _, f := range []string{"quiet.cu", "last.cu", "nested.cu"} {
		ix := declEndSites(t, f).ix
		if !ix.unitsOrdered() || ix.byFrom == nil {
			t.Fatalf("%s: units searchable %v, by position %v: want a search over units put in position order", f, ix.unitsOrdered(), ix.byFrom != nil)
		}
		for _, tk := range ix.toks {
			for _, p := range []source.Pos{tk.Pos, tk.Pos - 1, tk.Pos + 1} {
				var want *unit
				for i := range ix.units {
					if u := &ix.units[i]; u.from <= p && p < u.to {
						want = u
						break
					}
				}
				if got := ix.unitAt(p); got != want {
					t.Errorf("%s: unitAt(%d) = %v, a scan finds %v", f, p, got, want)
				}
			}
		}
	}
}
