package mangle

import "github.com/cufe-dev/cufe/frontend/types"

// stdTemplateAbbreviation returns Sa or Sb for the templates std::allocator
// and std::basic_string (declared directly in std, not in an inline
// namespace such as __cxx11).
func stdTemplateAbbreviation(t *types.TemplateDecl) string {
	if !isStd(t.Parent) {
		return ""
	}
	switch t.Name {
	case "allocator":
		return "Sa"
	case "basic_string":
		return "Sb"
	}
	return ""
}

// stdClassAbbreviation returns Ss, Si, So or Sd for the std:: class
// specializations the ABI abbreviates: basic_string<char,
// char_traits<char>, allocator<char>> and basic_istream, basic_ostream and
// basic_iostream of <char, char_traits<char>>.
func stdClassAbbreviation(c *types.ClassDecl) string {
	t := c.Template
	if t == nil || !isStd(t.Parent) {
		return ""
	}
	var code string
	want := 2
	switch t.Name {
	case "basic_string":
		code, want = "Ss", 3
	case "basic_istream":
		code = "Si"
	case "basic_ostream":
		code = "So"
	case "basic_iostream":
		code = "Sd"
	default:
		return ""
	}
	if len(c.Args) != want || !isChar(c.Args[0]) || !isStdSpecOfChar(c.Args[1], "char_traits") {
		return ""
	}
	if want == 3 && !isStdSpecOfChar(c.Args[2], "allocator") {
		return ""
	}
	return code
}

func isChar(a types.TemplateArg) bool {
	if a.Kind != types.TypeArg {
		return false
	}
	b, ok := a.Type.Canonical().(*types.Builtin)
	return ok && b.Kind == types.Char
}

// isStdSpecOfChar reports whether a is the type std::<name><char>.
func isStdSpecOfChar(a types.TemplateArg, name string) bool {
	if a.Kind != types.TypeArg {
		return false
	}
	c, ok := a.Type.Canonical().(*types.Class)
	if !ok || c.Decl.Template == nil || c.Decl.Template.Name != name || !isStd(c.Decl.Template.Parent) {
		return false
	}
	return len(c.Decl.Args) == 1 && isChar(c.Decl.Args[0])
}
