package mangle

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// templateArgs writes I <template-arg>+ E.
func (m *mangler) templateArgs(args []types.TemplateArg) {
	m.str("I")
	for _, a := range args {
		m.templateArg(a)
	}
	m.str("E")
}

func (m *mangler) templateArg(a types.TemplateArg) {
	switch a.Kind {
	case types.TypeArg:
		m.typ(a.Type)
	case types.IntegralArg:
		m.literal(a.Type, a.Value.Sign() < 0, a.Value.String())
	case types.NullPtrArg:
		// g++ writes a null pointer argument as the value 0 of the
		// parameter's type.
		m.str("L")
		m.typ(a.Type)
		m.str("0E")
	case types.DeclArg:
		m.declArg(a)
	case types.TemplateNameArg:
		m.templateNameArg(a.Template)
	case types.PackArg:
		m.str("J")
		for _, p := range a.Pack {
			m.templateArg(p)
		}
		m.str("E")
	case types.ExprArg:
		if lit, ok := a.Expr.(*types.IntLit); ok {
			m.literal(lit.Type, lit.Value.Sign() < 0, lit.Value.String())
			return
		}
		m.str("X")
		m.expression(a.Expr)
		m.str("E")
	}
}

// literal writes L <type> <value> E, with n for a minus sign and 0/1 for
// bool.
func (m *mangler) literal(t types.Type, negative bool, digits string) {
	m.str("L")
	m.typ(t)
	if negative {
		m.str("n")
		digits = digits[1:]
	}
	m.str(digits)
	m.str("E")
}

// declArg writes an entity argument as g++ does: L_Z...E for a reference
// parameter, XadL_Z...EE for a pointer or pointer-to-member one. The
// entity is always written as a full mangled name, even a global variable's.
func (m *mangler) declArg(a types.TemplateArg) {
	switch d := a.Decl.(type) {
	case *types.FunctionDecl:
		if d.ExternC {
			m.fail(declError(d, "extern \"C\" function as a template argument"))
			return
		}
	case *types.VarDecl:
		if d.ExternC {
			m.fail(declError(d, "extern \"C\" variable as a template argument"))
			return
		}
	default:
		m.fail(declError(a.Decl, "template argument names neither a function nor a variable"))
		return
	}
	_, isRef := a.Type.Canonical().(*types.Reference)
	if !isRef {
		m.str("Xad")
	}
	m.str("L_Z")
	m.encoding(a.Decl)
	m.str("E")
	if !isRef {
		m.str("E")
	}
}

// templateNameArg writes a template template argument.
func (m *mangler) templateNameArg(tn types.TemplateName) {
	switch t := tn.(type) {
	case *types.TemplateParam:
		key := paramKey{t.Depth, t.Index}
		if !m.trySub(key) {
			m.templateParam(t.Index)
			m.addSub(key)
		}
	case *types.TemplateDecl:
		if isGlobal(t.Parent) || isStd(t.Parent) {
			m.templatePrefix(t)
			return
		}
		if m.trySub(t) {
			return
		}
		m.str("N")
		m.templatePrefixComponent(t)
		m.str("E")
	}
}

// expression writes <expression> for the dependent expression forms of
// package types.
func (m *mangler) expression(e types.Expr) {
	switch x := e.(type) {
	case *types.ParamRef:
		if x.Param.Kind == types.TypeParam {
			m.fail(declError(x.Param, "type parameter used as a value"))
			return
		}
		m.templateParam(x.Param.Index)
	case *types.IntLit:
		m.literal(x.Type, x.Value.Sign() < 0, x.Value.String())
	case *types.OpExpr:
		code := operatorCode(x.Op)
		if code == "" || (x.Op.Arity() != 0 && x.Op.Arity() != len(x.Args)) {
			m.fail(&Error{Reason: "unsupported operator in expression " + x.String()})
			return
		}
		m.str(code)
		for _, a := range x.Args {
			m.expression(a)
		}
	case *types.SizeofType:
		if x.AlignOf {
			m.str("at")
		} else {
			m.str("st")
		}
		m.typ(x.Type)
	case *types.SizeofPack:
		m.str("sZ")
		m.templateParam(x.Param.Index)
	case *types.MemberRef:
		// sr <unresolved-type> <base-unresolved-name>, the type as
		// g++ writes it (a template-id, a parameter, a nested name).
		m.str("sr")
		m.typ(x.Qualifier)
		m.sourceName(x.Name)
	case *types.CastExpr:
		m.str("cv")
		m.typ(x.Type)
		m.expression(x.Arg)
	default:
		m.fail(&Error{Reason: "unsupported expression " + e.String()})
	}
}
