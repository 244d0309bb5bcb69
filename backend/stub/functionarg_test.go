package stub

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/summary"
)

// TestFunctionArgSpellings: a function's address among a kernel instance's
// template arguments, as cudafe++ 11.8 and 13.0 spell it in expressions
// (the stub's launch and registration) and in the wrapper's explicit
// specialization (read off their stub files).
func TestFunctionArgSpellings(t *testing.T) {
	cases := []struct {
		f             summary.FunctionArg
		cast, wrapper string
	}{
		{summary.FunctionArg{Name: "twice"}, "& ::twice", "twice"},
		{summary.FunctionArg{Name: "half", Scope: []string{"ops", "in"}}, "&ops::in::half", "ops::in::half"},
		{summary.FunctionArg{Name: "zero", Internal: true}, "&::zero", "zero"},
		{summary.FunctionArg{Name: "szero", Scope: []string{"ops"}, Internal: true}, "&::ops::szero", "ops::szero"},
		{summary.FunctionArg{Name: "anon", Scope: []string{""}, Internal: true}, "&::_NV_ANON_NAMESPACE::anon", "_NV_ANON_NAMESPACE::anon"},
		{summary.FunctionArg{Name: "mem", Class: rec("K", "1K", 1)}, "&K::mem", "K::mem"},
		{summary.FunctionArg{Name: "tset", TemplateArgs: []summary.TemplateArg{ty(b("int"))}}, "& ::tset<int> ", "tset<int> "},
		{summary.FunctionArg{Name: "scale", Scope: []string{"ops"}, TemplateArgs: []summary.TemplateArg{val(3, "int")}}, "&ops::scale<(int)3> ", "ops::scale<(int)3> "},
	}
	for _, c := range cases {
		p := &printer{}
		if got := p.castFunction(&c.f); got != c.cast {
			t.Errorf("%s: expression spelling %q, want %q", c.f.Name, got, c.cast)
		}
		if got := p.wrapperFunction(&c.f); got != c.wrapper {
			t.Errorf("%s: wrapper spelling %q, want %q", c.f.Name, got, c.wrapper)
		}
		if p.err != nil {
			t.Errorf("%s: %v", c.f.Name, p.err)
		}
	}
}

// TestFunctionArgKernel: the stub of a kernel instance whose template
// argument is a function's address (rk<zero>, with __restrict__ pointer
// parameters), as cudafe++ 11.8 writes it: the launch and registration
// name the instance with &, the wrapper's specialization without, and the
// wrapper's casts drop the pointers' own __restrict__.
func TestFunctionArgKernel(t *testing.T) {
	const mangled = "_Z2rkIXadL_Z4zeroPfiEEEvS0_iS0_"
	rp := restrict(ptr(b("float")))
	tu := &summary.TU{Kernels: []summary.Kernel{{Name: "rk", Mangled: mangled,
		TemplateArgs: []summary.TemplateArg{{Function: &summary.FunctionArg{Name: "zero"}}},
		Params:       params(ts(rp, b("int"), rp), 8, 8, 4, 4, 8, 8), Pos: pos("x.cu", 5, 5, 5)}}}
	out, err := Generate(tu, Options{ModuleID: "_id", StubFileName: "x.stub.c"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, float *__restrict__))rk<& ::zero> )));",
		"template<> __specialization_static void __wrapper__device_stub_rk<zero>( float *__restrict__ &__cuda_0,int &__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z2rkIXadL_Z4zeroPfiEEEvS0_iS0_( (float *&)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2);}",
		// (The callback's parameter may be numbered otherwise by NVIDIA:
		// see callback.)
		"((void ( *)(float *__restrict__, int, float *__restrict__))rk<& ::zero> ), " + mangled + ", (-1));",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("stub file lacks\n  %s\nin\n%s", want, out)
		}
	}
}
