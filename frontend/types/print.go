package types

import (
	"strconv"
	"strings"
)

// Type spellings follow EDG's diagnostics: "const int *", "int (*)(float)",
// "int (S::*)(float) const", "char *const *", "int [3]",
// "std::vector<int, std::allocator<int>>".

func (t *Builtin) String() string           { return t.Kind.String() }
func (t *Qualified) String() string         { return spell(t, "") }
func (t *Pointer) String() string           { return spell(t, "") }
func (t *Reference) String() string         { return spell(t, "") }
func (t *Array) String() string             { return spell(t, "") }
func (t *Function) String() string          { return spell(t, "") }
func (t *MemberPointer) String() string     { return spell(t, "") }
func (t *Class) String() string             { return QualifiedName(t.Decl) }
func (t *Enum) String() string              { return QualifiedName(t.Decl) }
func (t *Typedef) String() string           { return QualifiedName(t.Decl) }
func (t *TemplateParamType) String() string { return paramSpelling(t) }
func (t *DependentName) String() string {
	s := t.Qualifier.String() + "::" + t.Name
	if t.Args != nil {
		s += "<" + ArgsString(t.Args) + ">"
	}
	return s
}
func (t *TemplateSpec) String() string {
	return QualifiedName(t.Template) + "<" + ArgsString(t.Args) + ">"
}
func (t *Decltype) String() string      { return "decltype(" + t.Expr.String() + ")" }
func (t *PackExpansion) String() string { return t.Pattern.String() + "..." }

func paramSpelling(t *TemplateParamType) string {
	if t.Param != nil && t.Param.Name != "" {
		return t.Param.Name
	}
	return "<type-parameter-" + strconv.Itoa(t.Depth) + "-" + strconv.Itoa(t.Index) + ">"
}

// Describe spells t for a diagnostic's %t: "T", or "T" (aka "U") when t is
// sugar for a differently spelled type.
func Describe(t Type) string {
	s := t.String()
	if c := t.Canonical().String(); c != s {
		return `"` + s + `" (aka "` + c + `")`
	}
	return `"` + s + `"`
}

// spell writes type t around the declarator text inner, the way a C++
// declaration would: the base type on the left, pointer, reference and
// member-pointer operators next to the name, array bounds and parameter lists
// on the right, with parentheses where precedence needs them.
func spell(t Type, inner string) string {
	switch u := t.(type) {
	case *Qualified:
		switch e := u.Elem.(type) {
		case *Pointer:
			return spell(e.Elem, ptrOp("*"+u.CV.String(), e.Elem, inner))
		case *MemberPointer:
			return spell(e.Elem, ptrOp(e.Class.String()+"::*"+u.CV.String(), e.Elem, inner))
		}
		return join(u.CV.String()+" "+u.Elem.String(), inner)
	case *Pointer:
		return spell(u.Elem, ptrOp("*", u.Elem, inner))
	case *Reference:
		op := "&"
		if u.RValue {
			op = "&&"
		}
		return spell(u.Elem, ptrOp(op, u.Elem, inner))
	case *MemberPointer:
		return spell(u.Elem, ptrOp(u.Class.String()+"::*", u.Elem, inner))
	case *Array:
		if strings.HasPrefix(inner, "*") || strings.HasPrefix(inner, "&") || strings.Contains(inner, "::*") {
			inner = "(" + inner + ")"
		}
		bound := ""
		switch {
		case u.Dep != nil:
			bound = u.Dep.String()
		case u.Len >= 0:
			bound = strconv.FormatInt(u.Len, 10)
		}
		return spell(u.Elem, inner+"["+bound+"]")
	case *Function:
		if inner != "" && !strings.HasPrefix(inner, "[") {
			inner = "(" + inner + ")"
		}
		return spell(u.Result, inner+"("+paramList(u.Params, u.Variadic)+")"+funcQuals(u))
	}
	return join(t.String(), inner)
}

// ptrOp prefixes op (a pointer-like declarator operator) to inner, with the
// spacing EDG uses: "*const *", "S::*".
func ptrOp(op string, elem Type, inner string) string {
	if inner == "" {
		return op
	}
	if op[len(op)-1] != '*' && op[len(op)-1] != '&' {
		return op + " " + inner // after cv: "*const *"
	}
	return op + inner
}

func join(base, inner string) string {
	if inner == "" {
		return base
	}
	return base + " " + inner
}

func paramList(params []Type, variadic bool) string {
	parts := make([]string, 0, len(params)+1)
	for _, p := range params {
		parts = append(parts, p.String())
	}
	if variadic {
		parts = append(parts, "...")
	}
	return strings.Join(parts, ", ")
}

func funcQuals(f *Function) string {
	s := ""
	if f.CV != 0 {
		s += " " + f.CV.String()
	}
	switch f.Ref {
	case LValueRef:
		s += " &"
	case RValueRef:
		s += " &&"
	}
	if f.Noexcept {
		s += " noexcept"
	}
	return s
}

// ArgsString spells a template argument list without the angle brackets.
func ArgsString(args []TemplateArg) string {
	parts := make([]string, 0, len(args))
	for _, a := range args {
		if a.Kind == PackArg {
			if len(a.Pack) > 0 {
				parts = append(parts, ArgsString(a.Pack))
			}
			continue
		}
		parts = append(parts, a.String())
	}
	return strings.Join(parts, ", ")
}

// String spells one template argument.
func (a TemplateArg) String() string {
	switch a.Kind {
	case TypeArg:
		return a.Type.String()
	case IntegralArg:
		switch u := a.Type.Canonical().(type) {
		case *Builtin:
			if u.Kind == Bool {
				if a.Value.Sign() == 0 {
					return "false"
				}
				return "true"
			}
		case *Enum:
			return "(" + a.Type.String() + ")" + a.Value.String()
		}
		return a.Value.String()
	case NullPtrArg:
		return "nullptr"
	case DeclArg:
		if _, isRef := a.Type.Canonical().(*Reference); isRef {
			return QualifiedName(a.Decl)
		}
		return "&" + QualifiedName(a.Decl)
	case TemplateNameArg:
		return QualifiedName(a.Template)
	case PackArg:
		return ArgsString(a.Pack)
	case ExprArg:
		return a.Expr.String()
	}
	return "?"
}

// QualifiedName spells d's name with its enclosing namespaces and classes
// ("std::vector<int, std::allocator<int>>", "<unnamed>::x"); local
// entities are spelled without their function.
func QualifiedName(d Decl) string {
	name := unqualifiedName(d)
	for p := d.Base().Parent; p != nil; p = p.Base().Parent {
		switch pd := p.(type) {
		case *Namespace:
			if pd.Base().Parent == nil {
				return name
			}
		case *FunctionDecl, *TemplateDecl:
			return name
		case *EnumDecl:
			if !pd.Scoped {
				continue // unscoped enumerators live in the enclosing scope
			}
		}
		name = unqualifiedName(p) + "::" + name
	}
	return name
}

func unqualifiedName(d Decl) string {
	switch x := d.(type) {
	case *Namespace:
		if x.Anonymous {
			return "<unnamed>"
		}
	case *ClassDecl:
		if x.Lambda != nil {
			return "lambda [](" + paramList(x.Lambda.Params, x.Lambda.Variadic) + ")"
		}
		name := x.Name
		if name == "" && x.TypedefName != nil {
			name = x.TypedefName.Name
		}
		if name == "" {
			return "<unnamed>"
		}
		if x.Template != nil {
			return name + "<" + ArgsString(x.Args) + ">"
		}
		return name
	case *EnumDecl:
		if x.Name == "" && x.TypedefName != nil {
			return x.TypedefName.Name
		}
		if x.Name == "" {
			return "<unnamed>"
		}
	case *FunctionDecl:
		return functionName(x)
	case *VarDecl:
		if x.Template != nil {
			return x.Name + "<" + ArgsString(x.Args) + ">"
		}
	}
	if n := d.Base().Name; n != "" {
		return n
	}
	return "<unnamed>"
}

func functionName(f *FunctionDecl) string {
	name := f.Name
	switch f.Kind {
	case OperatorFunc:
		name = "operator" + f.Op.String()
		if f.Op >= OpNew && f.Op <= OpDeleteArray || f.Op == OpCoAwait {
			name = "operator " + f.Op.String()
		}
	case ConversionFunc:
		name = "operator " + f.Type.Result.String()
	case LiteralOperator:
		name = `operator ""` + f.Name
	case Destructor:
		if !strings.HasPrefix(name, "~") {
			name = "~" + name
		}
	}
	if f.Template != nil {
		name += "<" + ArgsString(f.Args) + ">"
	}
	return name
}
