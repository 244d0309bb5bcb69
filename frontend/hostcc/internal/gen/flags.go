package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/cufe-dev/cufe/frontend/hostcc/internal/gccout"
)

// deltaFlags are the flags whose effect on the macros the embedded set
// records, spelled as hostcc.ParseArgs normalizes them (a test checks that).
// -march=native is absent on purpose: its answer is this machine's CPU.
var deltaFlags = []string{
	"-O", "-Os", "-Ofast",
	"-fno-exceptions", "-fno-rtti", "-fno-threadsafe-statics", "-pthread",
	"-fPIC", "-fpic", "-fPIE", "-fpie", "-fno-pic", "-fno-pie", "-m64",
	"-ffast-math", "-fno-math-errno", "-ffinite-math-only", "-fno-trapping-math",
	"-funsigned-char", "-fsigned-char", "-fshort-wchar", "-fopenmp",
	"-fchar8_t", "-fno-char8_t", "-fcoroutines", "-fconcepts", "-fmodules-ts",
	"-fsized-deallocation", "-fno-sized-deallocation", "-faligned-new", "-fno-aligned-new",
	"-fno-gnu-keywords", "-ffreestanding", "-fno-builtin",
	"-fstack-protector", "-fstack-protector-strong", "-fstack-protector-all", "-fno-stack-protector",
	"-fcf-protection", "-fsanitize=address", "-fsanitize=thread",
	"-mavx", "-mavx2", "-mfma", "-msse4.2", "-mf16c", "-mbmi2", "-mtune=generic",
	"-march=x86-64-v2", "-march=x86-64-v3", "-march=x86-64-v4", "-march=haswell", "-march=skylake-avx512",
}

// pairStd is the standard on which every ordered pair of delta flags is
// checked to compose (apply one delta, then the other).
const pairStd = "c++17"

type delta struct {
	removed []string          // names
	set     map[string]string // name -> #define line
}

func diff(base, v map[string]string) delta {
	d := delta{set: map[string]string{}}
	for k := range base {
		if _, ok := v[k]; !ok {
			d.removed = append(d.removed, k)
		}
	}
	sort.Strings(d.removed)
	for k, l := range v {
		if base[k] != l {
			d.set[k] = l
		}
	}
	return d
}

func (d delta) apply(set map[string]string) {
	for _, k := range d.removed {
		delete(set, k)
	}
	for k, l := range d.set {
		set[k] = l
	}
}

// ops renders a delta as "- NAME" and "+ #define ..." lines, sorted.
func (d delta) ops() []string {
	var out []string
	for _, k := range d.removed {
		out = append(out, "- "+k)
	}
	for _, l := range d.set {
		out = append(out, "+ "+l)
	}
	sort.Strings(out)
	return out
}

// writeFlags measures each delta flag on every standard and every ordered pair
// of them on pairStd, and writes flags.txt.
func (g *generator) writeFlags() error {
	var lists [][]string
	for _, f := range deltaFlags {
		for _, s := range stds {
			lists = append(lists, []string{"-std=" + s, f})
		}
	}
	ps, err := g.runAll(lists)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString(g.header())
	b.WriteString("# flag F, then the deltas it makes: \"- STDS NAME\" undefines, \"+ STDS #define ...\" (re)defines;\n")
	b.WriteString("# STDS is * for all. \"conflict A B\": A then B does not compose; such a pair needs a real g++.\n")
	deltas := map[string]delta{} // flag -> delta on pairStd
	var usable []string
	for fi, f := range deltaFlags {
		perStd := map[string][]string{} // op -> stds
		var order []string
		ok := true
		for si, s := range stds {
			p := ps[fi*len(stds)+si]
			if !equalStrings(p.verb.SystemDirs, g.meta.verb.SystemDirs) || !equalStrings(p.macros.PreIncludes, g.meta.macros.PreIncludes) {
				fmt.Fprintf(os.Stderr, "gen: %s changes the search list; left out\n", f)
				ok = false
				break
			}
			d := diff(g.base[s].set, p.set)
			if s == pairStd {
				deltas[f] = d
			}
			for _, op := range d.ops() {
				if _, seen := perStd[op]; !seen {
					order = append(order, op)
				}
				perStd[op] = append(perStd[op], s)
			}
		}
		if !ok {
			continue
		}
		usable = append(usable, f)
		fmt.Fprintf(&b, "flag %s\n", f)
		for _, op := range order {
			which := "*"
			if len(perStd[op]) != len(stds) {
				which = strings.Join(perStd[op], ",")
			}
			fmt.Fprintf(&b, "%s %s %s\n", op[:1], which, op[2:])
		}
	}
	for _, c := range g.pairConflicts(usable, deltas) {
		fmt.Fprintf(&b, "conflict %s\n", c)
	}
	return writeFile(filepath.Join(g.out, "flags.txt"), b.String())
}

// pairConflicts returns "A B" for each ordered pair whose real answer is not
// the two deltas applied in turn.
func (g *generator) pairConflicts(flags []string, deltas map[string]delta) []string {
	var lists [][]string
	for _, a := range flags {
		for _, b := range flags {
			if a != b {
				lists = append(lists, []string{"-std=" + pairStd, a, b})
			}
		}
	}
	// A pair g++ rejects (-fsanitize=address with -fsanitize=thread) is a
	// conflict too.
	ps, errs := g.tryAll(lists)
	var out []string
	for i, p := range ps {
		a, b := lists[i][1], lists[i][2]
		if errs[i] != nil {
			out = append(out, a+" "+b)
			continue
		}
		want := map[string]string{}
		gccout.Apply(want, g.base[pairStd].macros.Lines)
		deltas[a].apply(want)
		deltas[b].apply(want)
		if !sameSet(want, p.set) || !slices.Equal(p.verb.SystemDirs, g.meta.verb.SystemDirs) {
			out = append(out, a+" "+b)
		}
	}
	return out
}
