package fromsema_test

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/stub"
)

// TestMemberOfClassTemplateSpecialization: a kernel template instantiated
// with a class nested in a class template specialization
// (ns::Outer<int>::In) is described through the enclosing specialization,
// and the stub file names it as nvcc 11.8's does (the lines below are from
// its stub file for this program).
func TestMemberOfClassTemplateSpecialization(t *testing.T) {
	code := `namespace ns {
template <class T> struct Outer { struct In { T v; }; };
}
template <class T> struct Plain { struct In2 { T w; }; };
template <class K> __global__ void k(K p) { (void)p; }
int main() {
  k<<<1, 1>>>(ns::Outer<int>::In{1});
  k<<<1, 1>>>(Plain<float>::In2{2.0f});
  return 0;
}
`
	in := analyzeSource(t, "main.cu", code)
	sum, err := fromsema.Summary(in, "_x", fromsema.Options{SourceName: "main.cu"})
	if err != nil {
		t.Fatal(err)
	}
	out, err := stub.Generate(sum, stub.Options{ModuleID: "_x", StubFileName: "main.cudafe1.stub.c", FatbinName: "main.fatbin.c"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"typedef Plain<float> ::In2 _ZN5PlainIfE3In2E;\ntypedef ns::Outer<int> ::In _ZN2ns5OuterIiE2InE;\n",
		"__cudaLaunch(((char *)((void ( *)( _ZN2ns5OuterIiE2InE))k< ::ns::Outer<int> ::In> )));}",
		"template<> __specialization_static void __wrapper__device_stub_k< ::Plain<float> ::In2>(  _ZN5PlainIfE3In2E &__cuda_0)",
		"_Z1kIN5PlainIfE3In2EEvT_, (-1));__cudaRegisterEntry(",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the stub lacks\n  %s\nin\n%s", want, out)
		}
	}
}
