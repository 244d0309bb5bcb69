package hostcc

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/cufe-dev/cufe/frontend/hostcc/internal/gccout"
)

// flagDeltas is flags.txt: for each measured flag, the macros it removes and
// the #define lines it sets, per standard, and the ordered pairs that do not
// combine.
type flagDeltas struct {
	ops       map[string][]flagOp // flag -> its changes
	conflicts map[[2]string]bool
}

type flagOp struct {
	remove bool
	stds   []string // nil: every standard
	arg    string   // the name removed, or the #define line set
}

var loadFlagDeltas = sync.OnceValues(func() (*flagDeltas, error) {
	lines, err := dataLines("flags.txt")
	if err != nil {
		return nil, err
	}
	d := &flagDeltas{ops: map[string][]flagOp{}, conflicts: map[[2]string]bool{}}
	cur := ""
	for _, l := range lines {
		key, rest, _ := strings.Cut(l, " ")
		switch key {
		case "flag":
			cur = rest
			d.ops[cur] = nil
		case "conflict":
			a, b, ok := strings.Cut(rest, " ")
			if !ok {
				return nil, fmt.Errorf("hostcc: embedded flags.txt: bad line %q", l)
			}
			d.conflicts[[2]string{a, b}] = true
		case "+", "-":
			which, arg, ok := strings.Cut(rest, " ")
			if !ok || cur == "" {
				return nil, fmt.Errorf("hostcc: embedded flags.txt: bad line %q", l)
			}
			op := flagOp{remove: key == "-", arg: arg}
			if which != "*" {
				op.stds = strings.Split(which, ",")
			}
			d.ops[cur] = append(d.ops[cur], op)
		default:
			return nil, fmt.Errorf("hostcc: embedded flags.txt: bad line %q", l)
		}
	}
	return d, nil
})

// apply changes the macros of std by each flag in turn. A replaced #define
// keeps its place; a new one goes at the end.
func (d *flagDeltas) apply(macros []string, std string, flags []string) ([]string, error) {
	for i, f := range flags {
		if _, ok := d.ops[f]; !ok {
			return nil, fmt.Errorf("hostcc: the embedded gcc 12 set does not know how %q changes the predefined macros; install g++ or set CXX so cufe can ask it", f)
		}
		for _, g := range flags[i+1:] {
			if d.conflicts[[2]string{f, g}] {
				return nil, fmt.Errorf("hostcc: %q followed by %q does not combine in the embedded gcc 12 set; install g++ or set CXX so cufe can ask it", f, g)
			}
		}
	}
	out := slices.Clone(macros)
	index := map[string]int{}
	for i, l := range out {
		index[gccout.MacroName(l)] = i
	}
	for _, f := range flags {
		for _, op := range d.ops[f] {
			if op.stds != nil && !slices.Contains(op.stds, std) {
				continue
			}
			if op.remove {
				if i, ok := index[op.arg]; ok {
					out[i] = ""
					delete(index, op.arg)
				}
				continue
			}
			name := gccout.MacroName(op.arg)
			if i, ok := index[name]; ok {
				out[i] = op.arg
			} else {
				index[name] = len(out)
				out = append(out, op.arg)
			}
		}
	}
	return slices.DeleteFunc(out, func(l string) bool { return l == "" }), nil
}
