package stub

import (
	"testing"

	"github.com/cufe-dev/cufe/backend/summary"
)

// TestEnumArgSpellings: an enumeration value among a kernel instance's
// template arguments, as cudafe++ 11.8 and 13.0 spell it in expressions
// (cast to the enumeration) and in the wrapper's explicit specialization
// (by its enumerator), read off their stub files.
func TestEnumArgSpellings(t *testing.T) {
	global := &summary.Type{Kind: summary.Enum, Name: "ggml_type", Mangled: "9ggml_type"}
	scoped := &summary.Type{Kind: summary.Enum, Name: "layout", Mangled: "6layout"}
	inNS := &summary.Type{Kind: summary.Enum, Name: "E", Mangled: "N2ns1EE", Scope: []string{"ns"}}
	cases := []struct {
		a             summary.TemplateArg
		cast, wrapper string
	}{
		{summary.TemplateArg{Value: 41, ValueType: global, Enumerator: "T41"}, "(    ::ggml_type)41", "(T41)"},
		{summary.TemplateArg{Value: 1, ValueType: scoped, Enumerator: "layout::B"}, "(    ::layout)1", "( ::layout::B)"},
		{summary.TemplateArg{Value: 1, ValueType: inNS, Enumerator: "e1"}, "( ::ns::E)1", "( ::ns::e1)"},
	}
	for _, c := range cases {
		p := &printer{style: style{castArgs: true}}
		if got := p.castArgList([]summary.TemplateArg{c.a}); got != c.cast {
			t.Errorf("%s: expression spelling %q, want %q", c.a.Enumerator, got, c.cast)
		}
		w := &printer{}
		if got := w.wrapperArgs([]summary.TemplateArg{c.a}); got != c.wrapper {
			t.Errorf("%s: wrapper spelling %q, want %q", c.a.Enumerator, got, c.wrapper)
		}
		if p.err != nil || w.err != nil {
			t.Errorf("%s: %v %v", c.a.Enumerator, p.err, w.err)
		}
	}
	// A value no enumerator has is refused, not guessed.
	w := &printer{}
	w.wrapperArgs([]summary.TemplateArg{{Value: 5, ValueType: global}})
	if w.err == nil {
		t.Error("a value without an enumerator was spelled")
	}
}
