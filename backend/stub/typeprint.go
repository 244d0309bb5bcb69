package stub

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// style is one of the ways NVIDIA's generator spells a type; the stub
// file uses several side by side (see the tests for each).
type style struct {
	// arrayUL prints array bounds as 4UL (11.8's C++ printer).
	arrayUL bool
	// cppRecords spells records and enums with a leading :: (struct ::S).
	cppRecords bool
	// refSpaced writes `float &x` instead of `struct S&x`.
	refSpaced bool
	// castArgs spells a record as NVIDIA does inside the template arguments
	// of a kernel named in an expression: "    ::P" at global scope,
	// " ::ns::NP" in a namespace.
	castArgs bool
	// cuda13 spells extended lambdas' wrappers as CUDA 13 does.
	cuda13 bool
}

// printer spells types in one style; the first failure sticks in err.
type printer struct {
	style
	err error
}

func (p *printer) fail(format string, args ...any) string {
	if p.err == nil {
		p.err = fmt.Errorf(format, args...)
	}
	return ""
}

// needsTypedef reports whether NVIDIA names record t through a typedef
// ` _Z<mangled>`: records in namespaces and template specializations.
func needsTypedef(t *summary.Type) bool {
	return t.Kind == summary.Closure || (t.Kind == summary.Record || t.Kind == summary.Enum) && (len(t.Scope) > 0 || t.TemplateArgs != nil || t.Outer != nil)
}

func cv(t *summary.Type) string {
	var q []string
	if t.Const {
		q = append(q, "const")
	}
	if t.Volatile {
		q = append(q, "volatile")
	}
	if t.Restrict {
		q = append(q, "__restrict__")
	}
	return strings.Join(q, " ")
}

// base spells a builtin, record or enum type with its cv-qualifiers.
func (p *printer) base(t *summary.Type) string {
	var b string
	switch t.Kind {
	case summary.Builtin:
		if t.Name == "" {
			return p.fail("builtin type without a name")
		}
		b = t.Name
	case summary.Record, summary.Enum, summary.Closure:
		b = p.record(t)
	default:
		return p.fail("not a base type")
	}
	if q := cv(t); q != "" {
		// A typedef name keeps its leading space: `const  _ZN2ns2NPE`.
		return q + " " + b
	}
	return b
}

func (p *printer) record(t *summary.Type) string {
	if t.Kind == summary.Closure {
		if p.castArgs {
			return " ::" + p.wrapper(t, p.cuda13)
		}
		return " _Z" + t.Mangled
	}
	if p.castArgs {
		lead := "    ::"
		if len(t.Scope) > 0 || t.Outer != nil {
			lead = " ::"
		}
		return lead + p.cppName(t)
	}
	if needsTypedef(t) {
		if t.Mangled == "" {
			return p.fail("type %s needs its mangled encoding", t.Name)
		}
		return " _Z" + t.Mangled
	}
	if t.Name == "" {
		if t.TypedefName == "" {
			return p.fail("unnamed type without typedef name")
		}
		if p.cppRecords {
			return "::" + t.TypedefName
		}
		return t.TypedefName
	}
	tag := "struct"
	if t.Kind == summary.Enum {
		tag = "enum"
	} else if t.Union {
		tag = "union"
	}
	if p.cppRecords {
		return tag + " ::" + t.Name
	}
	return tag + " " + t.Name
}

// cppName is a record's C++ name without the leading ::, as the typedef
// lines and template arguments spell it: ns::NP, Box< ::Box<int> > ,
// Arr<float, (int)4> (a template specialization ends with a space).
func (p *printer) cppName(t *summary.Type) string {
	name := t.Name
	if name == "" {
		name = t.TypedefName
	}
	s := qualifier(t.Scope) + name
	if t.Outer != nil {
		// ns::Outer<int> ::In, the outer specialization spelled in full.
		s = p.cppName(t.Outer) + "::" + name
	}
	if t.TemplateArgs != nil {
		var args []string
		for _, a := range t.TemplateArgs {
			if p.castArgs && a.Type != nil && a.Type.Kind == summary.Closure && cv(a.Type) == "" {
				// A closure inside a record's arguments, where a kernel
				// or parent is named: its wrapper (lambda_iterator_t<
				// ::__nv_dl_wrapper_t<...>, ...>), as NVIDIA writes it.
				args = append(args, p.record(a.Type))
				continue
			}
			if a.Type != nil || a.Function != nil {
				args = append(args, p.wrapperArgs([]summary.TemplateArg{a}))
			} else {
				args = append(args, p.castValue(a))
			}
		}
		s += "<" + strings.Join(args, ", ") + "> "
	}
	return s
}

// decl spells t declaring inner (a name, or "" for an abstract type).
func (p *printer) decl(t *summary.Type, inner string) string {
	if t == nil {
		return p.fail("missing type")
	}
	switch t.Kind {
	case summary.Builtin, summary.Record, summary.Enum, summary.Closure:
		b := p.base(t)
		if inner == "" {
			return b
		}
		if inner[0] == '&' && !p.refSpaced {
			return b + inner
		}
		return b + " " + inner
	case summary.Pointer:
		in := "*" + cv(t)
		if cv(t) != "" && inner != "" {
			in += " "
		}
		return p.decl(t.Elem, in+inner)
	case summary.LValueRef:
		return p.decl(t.Elem, "&"+inner)
	case summary.Array:
		if strings.HasPrefix(inner, "*") || strings.HasPrefix(inner, "&") {
			inner = "(" + inner + ")"
		}
		bound := ""
		if t.Bound > 0 {
			bound = strconv.FormatInt(t.Bound, 10)
			if p.arrayUL {
				bound += "UL"
			}
		}
		return p.decl(t.Elem, inner+"["+bound+"]")
	case summary.Function:
		if strings.HasPrefix(inner, "*") || strings.HasPrefix(inner, "&") {
			inner = "(" + inner + ")"
		}
		var ps []string
		for _, q := range t.Params {
			ps = append(ps, p.decl(q, ""))
		}
		if t.Variadic {
			ps = append(ps, "...")
		}
		if len(ps) == 0 {
			ps = []string{"void"}
		}
		return p.decl(t.Elem, inner+"("+strings.Join(ps, ", ")+")")
	case summary.MemberPointer:
		// NVIDIA passes pointers to data members as long.
		if t.Elem != nil && t.Elem.Kind == summary.Function {
			return p.fail("pointer-to-member-function parameters are not supported")
		}
		return p.decl(&summary.Type{Kind: summary.Builtin, Name: "long"}, inner)
	}
	return p.fail("unsupported type kind %d", t.Kind)
}

// castArgList spells template arguments as NVIDIA does where a kernel
// instance is named in an expression: tk2<    ::Box<int> , (int)5>.
func (p *printer) castArgList(args []summary.TemplateArg) string {
	q := &printer{style: style{arrayUL: p.arrayUL, castArgs: true, cuda13: p.cuda13}}
	var out []string
	for _, a := range args {
		switch {
		case a.Type != nil:
			out = append(out, q.decl(a.Type, ""))
		case a.Function != nil:
			out = append(out, q.castFunction(a.Function))
		default:
			out = append(out, q.castValue(a))
		}
	}
	if q.err != nil && p.err == nil {
		p.err = q.err
	}
	return strings.Join(out, ", ")
}

// wrapperArgs spells template arguments as NVIDIA does in explicit
// specializations and class names: < ::Box<int> ,5>, <true,'a',5U,(-3L)>.
func (p *printer) wrapperArgs(args []summary.TemplateArg) string {
	var out []string
	for _, a := range args {
		switch {
		case a.Type != nil && a.Type.Kind == summary.Closure && cv(a.Type) == "":
			out = append(out, "_Z"+a.Type.Mangled)
		case a.Type != nil && (a.Type.Kind == summary.Record || a.Type.Kind == summary.Enum) && cv(a.Type) == "":
			out = append(out, " ::"+p.cppName(a.Type))
		case a.Type != nil:
			if a.Type.Kind == summary.Pointer && a.Type.Elem.Kind == summary.Record && needsTypedef(a.Type.Elem) {
				// const  ::ns::S *, as NVIDIA writes it (merge<...,
				// const  ::mgpu::empty_t *, ...> in an extended lambda's
				// tag).
				if q := cv(a.Type.Elem); cv(a.Type) != "" || q != "" && q != "const" {
					out = append(out, p.fail("template argument: pointer to a qualified namespace or template class is not supported"))
					continue
				}
				s := " ::" + p.cppName(a.Type.Elem) + " *"
				if a.Type.Elem.Const {
					s = "const " + s
				}
				out = append(out, s)
				continue
			}
			c := &printer{style: style{arrayUL: p.arrayUL}}
			out = append(out, c.decl(a.Type, ""))
			if c.err != nil && p.err == nil {
				p.err = c.err
			}
		case a.Function != nil:
			out = append(out, p.wrapperFunction(a.Function))
		default:
			out = append(out, p.wrapperValue(a))
		}
	}
	return strings.Join(out, ",")
}

// integral value suffixes, as NVIDIA's two printers write them.
var castSuffix = map[string]string{
	"int": "", "unsigned int": "u", "long": "l", "unsigned long": "ul", "long long": "ll", "unsigned long long": "ull",
}

var wrapperSuffix = map[string]string{
	"int": "", "unsigned int": "U", "long": "L", "unsigned long": "UL", "long long": "LL", "unsigned long long": "ULL",
}

func valueType(a summary.TemplateArg) string {
	if a.ValueType == nil || a.ValueType.Kind != summary.Builtin {
		return ""
	}
	return a.ValueType.Name
}

func (p *printer) castValue(a summary.TemplateArg) string {
	if a.ValueType != nil && a.ValueType.Kind == summary.Enum {
		return p.castEnum(a)
	}
	ty := valueType(a)
	switch ty {
	case "bool", "char", "signed char", "unsigned char", "short", "unsigned short":
		return "(" + ty + ")" + strconv.FormatInt(a.Value, 10)
	}
	suf, ok := castSuffix[ty]
	if !ok {
		return p.fail("template argument of type %q is not supported", ty)
	}
	v := strconv.FormatInt(a.Value, 10)
	if strings.HasPrefix(ty, "unsigned") {
		v = strconv.FormatUint(uint64(a.Value), 10)
	}
	return "(" + ty + ")" + v + suf
}

func (p *printer) wrapperValue(a summary.TemplateArg) string {
	if a.ValueType != nil && a.ValueType.Kind == summary.Enum {
		return p.wrapperEnum(a)
	}
	ty := valueType(a)
	switch ty {
	case "bool":
		if a.Value != 0 {
			return "true"
		}
		return "false"
	case "char":
		if a.Value >= 0x20 && a.Value < 0x7f && a.Value != '\'' && a.Value != '\\' {
			return "'" + string(rune(a.Value)) + "'"
		}
		return p.fail("char template argument %d is not supported", a.Value)
	}
	suf, ok := wrapperSuffix[ty]
	if !ok {
		return p.fail("template argument of type %q is not supported", ty)
	}
	if strings.HasPrefix(ty, "unsigned") {
		return strconv.FormatUint(uint64(a.Value), 10) + suf
	}
	if a.Value < 0 {
		return "(" + strconv.FormatInt(a.Value, 10) + suf + ")"
	}
	return strconv.FormatInt(a.Value, 10) + suf
}
