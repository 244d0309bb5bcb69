package stub

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/summary"
)

// TestLambdaWrapperSpelling: an extended lambda's closure in a kernel
// template instance is named through a typedef of NVIDIA's wrapper, spelled
// as nvcc 11.8 and 13.0 write it (lines from their stub files for
// testdata/programs/device_lambdas), and taken by reference by the stub.
func TestLambdaWrapperSpelling(t *testing.T) {
	intT := &summary.Type{Kind: summary.Builtin, Name: "int"}
	ptr := func(e *summary.Type) *summary.Type { return &summary.Type{Kind: summary.Pointer, Elem: e} }
	mainFn := summary.LambdaParent{Name: "main", Type: &summary.Type{Kind: summary.Function, Elem: intT}}
	scaler := &summary.Type{Kind: summary.Record, Name: "Scaler", Mangled: "6Scaler"}
	run := summary.LambdaParent{Name: "run", Class: scaler, Member: true,
		Type: &summary.Type{Kind: summary.Function, Elem: &summary.Type{Kind: summary.Builtin, Name: "void"}, Params: []*summary.Type{intT, ptr(intT)}, Const: true}}
	floatT := &summary.Type{Kind: summary.Builtin, Name: "float"}
	hFn := summary.LambdaParent{Name: "h", Type: &summary.Type{Kind: summary.Function, Elem: &summary.Type{Kind: summary.Builtin, Name: "void"}, Params: []*summary.Type{intT, ptr(intT), floatT}}}
	closures := []*summary.Type{
		{Kind: summary.Closure, Mangled: "Z4mainEUliE_", Seq: 1, Wrapper: &summary.LambdaWrapper{Parent: mainFn, ID: 1, Captures: []*summary.Type{intT}}},
		{Kind: summary.Closure, Mangled: "Z4mainEUliE0_", Seq: 2, Wrapper: &summary.LambdaWrapper{HostDevice: true, Parent: mainFn, ID: 2,
			Captures: []*summary.Type{intT}, Result: intT, Params: []*summary.Type{intT}}},
		{Kind: summary.Closure, Mangled: "Z4mainEUliiE_", Seq: 3, Wrapper: &summary.LambdaWrapper{Parent: mainFn, ID: 5, TrailingReturn: true, Result: intT}},
		{Kind: summary.Closure, Mangled: "ZNK6Scaler3runEiPiEUliE_", Seq: 1 << 30, Wrapper: &summary.LambdaWrapper{Parent: run, ID: 1, Captures: []*summary.Type{scaler}}},
		// A const int, an int *const and a const float parameter, captured
		// (nvcc 11.8's stub for `void h(const int, int *const, const float)`).
		{Kind: summary.Closure, Mangled: "Z1hiPifEUliE_", Seq: 4, Wrapper: &summary.LambdaWrapper{Parent: hFn, ID: 1,
			Captures: []*summary.Type{{Kind: summary.Builtin, Name: "int", Const: true}, {Kind: summary.Pointer, Elem: intT, Const: true}, {Kind: summary.Builtin, Name: "float", Const: true}}}},
	}
	tu := &summary.TU{SourceName: "main.cu"}
	for i, c := range closures {
		tu.Kernels = append(tu.Kernels, summary.Kernel{Name: "apply", Mangled: "_Z5applyI" + c.Mangled + "EviPiT_",
			CxxMangled: "_Z5applyIstub" + string(rune('a'+i)), TemplateArgs: []summary.TemplateArg{{Type: c}},
			Params: []summary.Param{{Type: intT, Size: 4, Align: 4}, {Type: ptr(intT), Offset: 8, Size: 8, Align: 8},
				{Type: c, Offset: 16, Size: 4, Align: 4}}})
	}
	for _, v := range []struct {
		d    Dialect
		want []string
	}{
		{CUDA118, []string{
			"typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int> _ZZ4mainEUliE_;",
			"typedef __nv_hdl_wrapper_t<false,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int),int> _ZZ4mainEUliE0_;",
			"typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 5> > _ZZ4mainEUliiE_;",
			"typedef __nv_dl_wrapper_t<__nv_dl_tag<void ( :: Scaler::*)(int, int *) const,(& :: Scaler::run), 1> ,Scaler> _ZZNK6Scaler3runEiPiEUliE_;",
			"typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, int *, float),(&     ::h), 1> ,const int,int *const ,const float> _ZZ1hiPifEUliE_;",
			"static void __device_stub__Z5applyIstuba(int, int *,  _ZZ4mainEUliE_&);",
			"__cudaSetupArg(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *,  _ZZ4mainEUliE_))apply< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> )));}",
			"template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUliE_>( int &__cuda_0,int *&__cuda_1, _ZZ4mainEUliE_ &__cuda_2)",
		}},
		{CUDA13, []string{
			"typedef __nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int),int> _ZZ4mainEUliE0_;",
			"typedef __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<int (*)(),(&     ::main), int, 5> > _ZZ4mainEUliiE_;",
		}},
	} {
		out, err := Generate(tu, Options{Dialect: v.d, ModuleID: "_x", StubFileName: "main.cudafe1.stub.c", FatbinName: "main.fatbin.c"})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range v.want {
			if !strings.Contains(string(out), w) {
				t.Errorf("dialect %d: the stub lacks\n  %s\nin\n%s", v.d, w, out)
			}
		}
	}
}
