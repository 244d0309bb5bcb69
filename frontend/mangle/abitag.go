package mangle

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/types"
)

// abiTags writes B <source-name> for each tag, sorted and without
// duplicates, as g++ does.
func (m *mangler) abiTags(tags []string) {
	if len(tags) == 0 {
		return
	}
	sorted := append([]string(nil), tags...)
	sort.Strings(sorted)
	for i, t := range sorted {
		if i > 0 && sorted[i-1] == t {
			continue
		}
		m.str("B")
		m.sourceName(t)
	}
}

// entityTags returns the tags a function's or variable's name carries: its
// own, plus (g++'s rule for [[gnu::abi_tag]]) the tags its type brings in
// that the mangled signature does not already show — those of a variable's
// type, or of a non-template function's return type less those of its
// parameter types.
func (m *mangler) entityTags(d types.Decl) []string {
	tags := tagSet{}
	tags.addAll(d.Base().ABITags)
	if !isPublic(d) {
		// g++ tags only public entities implicitly.
		return tags.sorted()
	}
	// Tags the name already shows (through its scopes and their template
	// arguments) are not repeated.
	shown := tagSet{}
	for p := d.Base().Parent; p != nil; p = p.Base().Parent {
		shown.addAll(p.Base().ABITags)
		if c, ok := p.(*types.ClassDecl); ok {
			shown.addArgs(c.Args)
		}
	}
	switch x := d.(type) {
	case *types.VarDecl:
		implicit := tagSet{}
		implicit.addType(x.Type)
		for t := range implicit {
			if !shown[t] {
				tags[t] = true
			}
		}
	case *types.FunctionDecl:
		if x.Template != nil || x.Type == nil || x.Kind == types.Constructor || x.Kind == types.Destructor || x.Kind == types.ConversionFunc {
			break
		}
		ret := tagSet{}
		ret.addType(x.Type.Result)
		if len(ret) == 0 {
			break
		}
		sig := shown
		for _, p := range x.Type.Params {
			sig.addType(p)
		}
		for t := range ret {
			if !sig[t] {
				tags[t] = true
			}
		}
	}
	return tags.sorted()
}

type tagSet map[string]bool

func (s tagSet) sorted() []string {
	if len(s) == 0 {
		return nil
	}
	out := make([]string, 0, len(s))
	for t := range s {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

func (s tagSet) addAll(tags []string) {
	for _, t := range tags {
		s[t] = true
	}
}

// addScopeTags adds the tags of d and of the namespaces and classes around
// it: a tag on an inline namespace (std::__cxx11) applies to all it holds.
func (s tagSet) addScopeTags(d types.Decl) {
	for ; d != nil; d = d.Base().Parent {
		s.addAll(d.Base().ABITags)
	}
}

// addType adds the tags type t involves.
func (s tagSet) addType(t types.Type) {
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		s.addType(u.Elem)
	case *types.Pointer:
		s.addType(u.Elem)
	case *types.Reference:
		s.addType(u.Elem)
	case *types.Array:
		s.addType(u.Elem)
	case *types.MemberPointer:
		s.addType(u.Class)
		s.addType(u.Elem)
	case *types.Function:
		s.addType(u.Result)
		for _, p := range u.Params {
			s.addType(p)
		}
	case *types.Enum:
		s.addScopeTags(u.Decl)
	case *types.Class:
		s.addScopeTags(u.Decl)
		s.addArgs(u.Decl.Args)
	}
}

func (s tagSet) addArgs(args []types.TemplateArg) {
	for _, a := range args {
		switch a.Kind {
		case types.TypeArg:
			s.addType(a.Type)
		case types.PackArg:
			s.addArgs(a.Pack)
		}
	}
}

// isPublic reports whether g++ gives d a public symbol: external linkage,
// and no type in its signature confined to this translation unit.
func isPublic(d types.Decl) bool {
	if types.LinkageOf(d) != types.ExternalLinkage {
		return false
	}
	switch x := d.(type) {
	case *types.VarDecl:
		return !internalType(x.Type)
	case *types.FunctionDecl:
		return x.Type == nil || !internalType(x.Type)
	}
	return true
}

// internalType reports whether t involves a class or enumeration without
// external linkage.
func internalType(t types.Type) bool {
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		return internalType(u.Elem)
	case *types.Pointer:
		return internalType(u.Elem)
	case *types.Reference:
		return internalType(u.Elem)
	case *types.Array:
		return internalType(u.Elem)
	case *types.MemberPointer:
		return internalType(u.Class) || internalType(u.Elem)
	case *types.Function:
		if internalType(u.Result) {
			return true
		}
		for _, p := range u.Params {
			if internalType(p) {
				return true
			}
		}
	case *types.Enum:
		return types.LinkageOf(u.Decl) != types.ExternalLinkage
	case *types.Class:
		if types.LinkageOf(u.Decl) != types.ExternalLinkage {
			return true
		}
		return internalArgs(u.Decl.Args)
	}
	return false
}

func internalArgs(args []types.TemplateArg) bool {
	for _, a := range args {
		switch a.Kind {
		case types.TypeArg:
			if internalType(a.Type) {
				return true
			}
		case types.PackArg:
			if internalArgs(a.Pack) {
				return true
			}
		case types.DeclArg:
			if types.LinkageOf(a.Decl) != types.ExternalLinkage {
				return true
			}
		}
	}
	return false
}
