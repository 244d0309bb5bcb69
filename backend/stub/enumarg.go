package stub

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// castEnum spells an enumeration value among a kernel instance's template
// arguments where NVIDIA names the instance in an expression: the value
// cast to the enumeration, (    ::ggml_type)41, ( ::ns::E)1.
func (p *printer) castEnum(a summary.TemplateArg) string {
	if a.Value < 0 || a.ValueType.Outer != nil {
		return p.fail("template argument of enumeration type %s is not supported (a negative value, or an enumeration inside a class)", a.ValueType.Name)
	}
	q := &printer{style: style{castArgs: true, cuda13: p.cuda13}}
	s := "(" + q.decl(a.ValueType, "") + ")" + strconv.FormatInt(a.Value, 10)
	if q.err != nil {
		return p.fail("%v", q.err)
	}
	return s
}

// wrapperEnum spells an enumeration value in a kernel wrapper's explicit
// specialization, by its enumerator: (T41) for an unscoped enumeration of
// the global namespace, else qualified from the global namespace:
// ( ::ns::e1), ( ::layout::B).
func (p *printer) wrapperEnum(a summary.TemplateArg) string {
	t := a.ValueType
	if a.Enumerator == "" || t.Outer != nil {
		return p.fail("template argument of enumeration type %s is not supported (no enumerator has its value, or an enumeration inside a class)", t.Name)
	}
	if len(t.Scope) == 0 && !strings.Contains(a.Enumerator, "::") {
		return "(" + a.Enumerator + ")"
	}
	return "( ::" + qualifier(t.Scope) + a.Enumerator + ")"
}
