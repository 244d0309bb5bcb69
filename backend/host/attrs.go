package host

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

// cudaAttributes are the GNU attributes CUDA's headers expand __global__,
// __launch_bounds__ and friends to (crt/host_defines.h of 11.8 and 13.0).
// The host compiler does not know them: NVIDIA's output never has them.
var cudaAttributes = map[string]bool{
	"host": true, "device": true, "global": true, "shared": true, "constant": true,
	"managed": true, "grid_constant": true, "device_builtin": true,
	"device_builtin_texture_type": true, "device_builtin_surface_type": true,
	"cudart_builtin": true, "launch_bounds": true, "cluster_dims": true,
	"maxnreg": true, "local_maxnreg": true, "block_size": true, "nv_pure": true,
	"nv_inline_hint": true, "tile": true, "tile_builtin": true, "tile_global": true,
}

// builtinTypeAttributes mark the types the toolkit's host headers define
// again (crt/host_runtime.h includes them), which the translation hides.
var builtinTypeAttributes = map[string]bool{
	"device_builtin": true, "device_builtin_texture_type": true, "device_builtin_surface_type": true,
}

// builtinFunctionAttributes mark the toolkit's builtin functions.
var builtinFunctionAttributes = map[string]bool{"device_builtin": true, "cudart_builtin": true}

// attrName returns an attribute's name without surrounding underscores.
func attrName(s string) string {
	if strings.HasPrefix(s, "__") && strings.HasSuffix(s, "__") && len(s) > 4 {
		return s[2 : len(s)-2]
	}
	return s
}

// gnuAttribute is one __attribute__((…)) in the token stream.
type gnuAttribute struct {
	lo, hi int    // the whole specifier
	items  []span // each attribute in the list
	nested bool   // some items came from a nested __attribute__((…))
}

// gnuAttributeAt parses the __attribute__((…)) starting at i.
func (g *generator) gnuAttributeAt(i int) (gnuAttribute, bool) {
	t := g.toks[i]
	if t.Kind != token.Ident || (t.Text != "__attribute__" && t.Text != "__attribute") {
		return gnuAttribute{}, false
	}
	if i+2 >= len(g.toks) || g.toks[i+1].Kind != token.LParen || g.toks[i+2].Kind != token.LParen {
		return gnuAttribute{}, false
	}
	outer := g.closer(i + 1)
	inner := g.closer(i + 2)
	if outer < 0 || inner < 0 || inner+1 != outer {
		return gnuAttribute{}, false
	}
	a := gnuAttribute{lo: i, hi: outer + 1}
	for j := i + 3; j < inner; {
		end := g.scanTo(j, token.Comma)
		if end < 0 || end > inner {
			end = inner
		}
		if end > j {
			// libstdc++'s __attribute__((__noinline__)) reaches the host
			// pass as __attribute__((__attribute__((noinline)))) (CUDA
			// 11.8 defines __noinline__): EDG accepts the nesting, g++
			// does not, so the inner list's items count as the outer's.
			if in, ok := g.gnuAttributeAt(j); ok && in.hi == end {
				a.items = append(a.items, in.items...)
				a.nested = true
			} else {
				a.items = append(a.items, span{j, end})
			}
		}
		j = end + 1
	}
	return a, true
}

// itemName returns the name of the attribute in span s.
func (g *generator) itemName(s span) string {
	return attrName(g.toks[s.lo].Text)
}

// stripCUDAAttributes removes the CUDA attributes from every GNU attribute
// list, and lists left empty altogether.
func (g *generator) stripCUDAAttributes() {
	skip := 0 // tokens before it are inside a list handled already
	for _, i := range g.scan.attrs {
		if i < skip {
			continue
		}
		if g.toks[i].Text == "__noinline__" && !g.is(i-1, "(") && !g.is(i-1, ",") {
			// CUDA 12's headers leave __noinline__ to the front end.
			g.edits.replace(i, i+1, text("__attribute__((noinline))"))
			continue
		}
		a, ok := g.gnuAttributeAt(i)
		if !ok {
			continue
		}
		var keep []span
		for _, it := range a.items {
			if !cudaAttributes[g.itemName(it)] {
				keep = append(keep, it)
			}
		}
		switch {
		case len(keep) == len(a.items) && !a.nested:
		case len(keep) == 0:
			g.edits.replace(a.lo, a.hi)
		default:
			var parts []part
			parts = append(parts, text(g.toks[a.lo].Text+"(("))
			for k, it := range keep {
				if k > 0 {
					parts = append(parts, text(", "))
				}
				parts = append(parts, tokens(it.lo, it.hi))
			}
			parts = append(parts, text("))"))
			g.edits.replace(a.lo, a.hi, parts...)
		}
		skip = a.hi
	}
}

// hasAttribute reports whether tokens [lo, hi) hold a GNU attribute
// named in names.
func (g *generator) hasAttribute(lo, hi int, names map[string]bool) bool {
	for i := lo; i < hi; i++ {
		a, ok := g.gnuAttributeAt(i)
		if !ok {
			continue
		}
		for _, it := range a.items {
			if names[g.itemName(it)] {
				return true
			}
		}
		i = a.hi - 1
	}
	return false
}
