package fromsema

import (
	"fmt"
	"strings"

	"github.com/cufe-dev/cufe/frontend/types"
)

// hostType spells t for host code at an extended lambda's place, as
// hostSpelling does, with `typename` before each dependent name a
// template's text needs it for: `mem_t<typename
// std::iterator_traits<It>::value_type> (*)(It)` (the enclosing
// function's type in the wrapper's tag; without it g++ takes the name for
// a value). A dependent name inside a type sema spells otherwise (a
// function or array type around it) is reported as not supported.
func hostType(t types.Type) (string, error) {
	if t == nil || !hasDependentName(t) {
		return hostSpelling(t), nil
	}
	var b typenameSpeller
	s := b.spell(t, true)
	if b.err != nil {
		return "", b.err
	}
	return strings.ReplaceAll(s, "<unnamed>::", ""), nil
}

// hasDependentName reports whether t holds a dependent name.
func hasDependentName(t types.Type) bool {
	switch u := t.(type) {
	case *types.DependentName:
		return true
	case *types.Qualified:
		return hasDependentName(u.Elem)
	case *types.Pointer:
		return hasDependentName(u.Elem)
	case *types.Reference:
		return hasDependentName(u.Elem)
	case *types.Array:
		return hasDependentName(u.Elem)
	case *types.PackExpansion:
		return hasDependentName(u.Pattern)
	case *types.Function:
		if u.Result != nil && hasDependentName(u.Result) {
			return true
		}
		for _, p := range u.Params {
			if hasDependentName(p) {
				return true
			}
		}
	case *types.TemplateSpec:
		for _, a := range u.Args {
			if a.Kind == types.TypeArg && a.Type != nil && hasDependentName(a.Type) {
				return true
			}
		}
	}
	return false
}

// typenameSpeller spells the types hostType takes; err records the first
// form it cannot spell.
type typenameSpeller struct{ err error }

// spell spells t; top is set where a dependent name needs `typename`
// (not in the qualifier of another).
func (b *typenameSpeller) spell(t types.Type, top bool) string {
	switch u := t.(type) {
	case *types.DependentName:
		s := b.spell(u.Qualifier, false) + "::"
		if u.Args != nil {
			s += "template " + u.Name + "<" + b.args(u.Args) + ">"
		} else {
			s += u.Name
		}
		if top {
			s = "typename " + s
		}
		return s
	case *types.TemplateSpec:
		return types.QualifiedName(u.Template) + "<" + b.args(u.Args) + ">"
	case *types.Qualified:
		if p, ok := u.Elem.(*types.Pointer); ok {
			return b.spell(p.Elem, true) + " *" + u.CV.String()
		}
		return u.CV.String() + " " + b.spell(u.Elem, true)
	case *types.Pointer:
		return b.spell(u.Elem, true) + " *"
	case *types.Reference:
		if u.RValue {
			return b.spell(u.Elem, true) + " &&"
		}
		return b.spell(u.Elem, true) + " &"
	case *types.PackExpansion:
		return b.spell(u.Pattern, true) + "..."
	}
	if hasDependentName(t) {
		if b.err == nil {
			b.err = fmt.Errorf("the type %s holds a dependent name in a form cufe cannot spell for the host translation (not supported)", t)
		}
		return ""
	}
	return t.String()
}

// args spells template arguments, types through spell.
func (b *typenameSpeller) args(args []types.TemplateArg) string {
	out := make([]string, len(args))
	for i, a := range args {
		if a.Kind == types.TypeArg && a.Type != nil {
			out[i] = b.spell(a.Type, true)
			continue
		}
		out[i] = a.String()
	}
	return strings.Join(out, ", ")
}
