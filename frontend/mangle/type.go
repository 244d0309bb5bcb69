package mangle

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/types"
)

// builtinCodes are the <builtin-type> codes for x86-64.
var builtinCodes = map[types.BuiltinKind]string{
	types.Void: "v", types.Bool: "b", types.Char: "c", types.SChar: "a", types.UChar: "h",
	types.WChar: "w", types.Char8: "Du", types.Char16: "Ds", types.Char32: "Di",
	types.Short: "s", types.UShort: "t", types.Int: "i", types.UInt: "j", types.Long: "l",
	types.ULong: "m", types.LongLong: "x", types.ULongLong: "y", types.Int128: "n",
	types.UInt128: "o", types.Float: "f", types.Double: "d", types.LongDouble: "e",
	types.Float128: "g", types.Float16: "DF16_", types.Float32: "DF32_", types.Float64: "DF64_",
	types.Float128x: "DF128_", types.NullPtr: "Dn", types.Auto: "Da", types.DecltypeAuto: "Dc",
}

// typ writes <type> for t (its canonical form: typedefs are transparent).
func (m *mangler) typ(t types.Type) {
	if m.err != nil {
		return
	}
	t = t.Canonical()
	switch u := t.(type) {
	case *types.Builtin:
		code, ok := builtinCodes[u.Kind]
		if !ok {
			m.fail(&Error{Reason: "no mangling for builtin type " + u.Kind.String()})
			return
		}
		m.str(code)
		return
	case *types.Class:
		m.classType(u.Decl)
		return
	case *types.Enum:
		if m.trySub(u.Decl) {
			return
		}
		m.name(u.Decl, false)
		m.addSub(u.Decl)
		return
	}
	if p, ok := t.(*types.TemplateParamType); ok && m.opts.Device {
		m.edgTemplateParam(p)
		return
	}
	var key any = t
	if m.opts.Device && m.edgLevel > 0 && types.IsDependent(t) {
		// A type made of a member template's parameters is another
		// type than the same spelling one level out (see edgParamKey):
		// cicc writes the kernel's DpT1_ again after a closure local to
		// S<...>::f<...>(T_, DpT1_).
		key = edgTypeKey{t, m.edgLevel}
	}
	if m.trySub(key) {
		return
	}
	switch u := t.(type) {
	case *types.Qualified:
		m.str(cvCode(u.CV))
		m.typ(u.Elem)
	case *types.Pointer:
		m.str("P")
		m.typ(u.Elem)
	case *types.Reference:
		if u.RValue {
			m.str("O")
		} else {
			m.str("R")
		}
		m.typ(u.Elem)
	case *types.Array:
		m.str("A")
		switch {
		case u.Dep != nil:
			m.expression(u.Dep)
		case u.Len >= 0:
			m.out = strconv.AppendInt(m.out, u.Len, 10)
		}
		m.str("_")
		m.typ(u.Elem)
	case *types.Function:
		m.functionType(u)
	case *types.MemberPointer:
		m.str("M")
		m.typ(u.Class)
		if f, ok := u.Elem.Canonical().(*types.Function); ok {
			// The member function's type is written with its qualifiers and
			// is never itself substituted (Itanium 5.1.8).
			m.str(cvCode(f.CV))
			m.functionType(f)
			m.reserveSub()
		} else {
			m.typ(u.Elem)
		}
	case *types.TemplateParamType:
		m.templateParam(u.Index)
	case *types.TemplateSpec:
		m.templateSpecName(u)
	case *types.DependentName:
		m.str("N")
		m.dependentPrefix(u.Qualifier)
		m.sourceName(u.Name)
		if u.Args != nil {
			m.templateArgs(u.Args)
		}
		m.str("E")
	case *types.Decltype:
		m.str("Dt")
		m.expression(u.Expr)
		m.str("E")
	case *types.PackExpansion:
		m.str("Dp")
		m.typ(u.Pattern)
	default:
		m.fail(&Error{Reason: "unsupported type " + t.String()})
		return
	}
	m.addSub(key)
}

// edgTypeKey is the substitution key, in cicc's names, of a dependent type
// written in the signature of a template at depth level.
type edgTypeKey struct {
	t     types.Type
	level int
}

// classType writes a class type (with the std abbreviations) and registers
// it.
func (m *mangler) classType(c *types.ClassDecl) {
	if m.trySub(c) {
		return
	}
	if abbr := stdClassAbbreviation(c); abbr != "" {
		m.str(abbr)
		return
	}
	if c.Lambda != nil && m.opts.Device && !m.opts.LambdaWrappers && m.opts.Cached != nil && enclosedBy(c, m.opts.Cached) {
		m.closureType(c)
		return
	}
	m.name(c, false)
	m.addSub(c)
}

// functionType writes [Do] F [Y] <result> <params> [<ref>] E (the caller
// registers it).
func (m *mangler) functionType(f *types.Function) {
	if f.Noexcept {
		m.str("Do")
	}
	m.str("F")
	m.typ(f.Result)
	m.bareFunctionType(f)
	switch f.Ref {
	case types.LValueRef:
		m.str("R")
	case types.RValueRef:
		m.str("O")
	}
	m.str("E")
}

// templateParam writes T_ or T<index-1>_. Enclosing templates' parameters
// are already substituted in the signatures the mangler sees, so the index
// in the innermost list is all the ABI needs.
func (m *mangler) templateParam(index int) {
	m.str("T")
	if index > 0 {
		m.out = strconv.AppendInt(m.out, int64(index-1), 10)
	}
	m.str("_")
}

// edgParamKey is a template parameter type's substitution key in cicc's
// names: NVIDIA's front end matches a parameter by its depth and index,
// where g++ also tells a pack from a plain parameter (a kernel template's
// parameter pack `A... a` after a closure type local to a function
// template whose own third parameter was spelled T1_: g++ writes DpT1_,
// cicc DpS6_, and the device image holds cicc's name). The depth is the
// template's in its definition: a member template of a class template's
// specialization is one level deeper than a namespace's function template
// (cicc writes T1_ again after a closure local to S<int>::f<...>(T1_), and
// substitutes it after one local to Plain::f<...>(T1_)); sema's instances
// number their parameters from 0, so the depth is the encoding's
// (edgLevel).
type edgParamKey struct{ depth, index int }

// edgTemplateParam writes a template parameter type as cicc does,
// substituted if the same parameter was written before.
func (m *mangler) edgTemplateParam(p *types.TemplateParamType) {
	key := edgParamKey{m.edgLevel + p.Depth, p.Index}
	if m.trySub(key) {
		return
	}
	m.templateParam(p.Index)
	m.addSub(key)
}

// templateSpecName writes a dependent template-id: its template name
// (registered) and arguments; the caller registers the whole.
func (m *mangler) templateSpecName(u *types.TemplateSpec) {
	switch tn := u.Template.(type) {
	case *types.TemplateParam:
		key := paramKey{tn.Depth, tn.Index}
		if !m.trySub(key) {
			m.templateParam(tn.Index)
			m.addSub(key)
		}
		m.templateArgs(u.Args)
	case *types.TemplateDecl:
		if isGlobal(tn.Parent) || isStd(tn.Parent) {
			m.templatePrefix(tn)
			m.templateArgs(u.Args)
			return
		}
		m.str("N")
		m.templatePrefixComponent(tn)
		m.templateArgs(u.Args)
		m.str("E")
	}
}

// dependentPrefix writes the qualifier of a dependent name as a <prefix>.
func (m *mangler) dependentPrefix(q types.Type) {
	q = q.Canonical()
	switch u := q.(type) {
	case *types.DependentName:
		if m.trySub(q) {
			return
		}
		m.dependentPrefix(u.Qualifier)
		m.sourceName(u.Name)
		if u.Args != nil {
			m.templateArgs(u.Args)
		}
		m.addSub(q)
	case *types.Class:
		m.classPrefix(u.Decl)
	case *types.TemplateSpec:
		if m.trySub(q) {
			return
		}
		if tn, ok := u.Template.(*types.TemplateDecl); ok && !isGlobal(tn.Parent) && !isStd(tn.Parent) {
			m.templatePrefixComponent(tn)
			m.templateArgs(u.Args)
		} else {
			m.templateSpecName(u)
		}
		m.addSub(q)
	default:
		m.typ(q)
	}
}
