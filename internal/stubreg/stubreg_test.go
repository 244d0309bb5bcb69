package stubreg

import (
	"reflect"
	"testing"
)

// TestRead: both registration forms, with and without launch bounds (a
// count or an expression), and the managed form, as NVIDIA's stub files
// spell them.
func TestRead(t *testing.T) {
	stub := `static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); ` +
		`__cudaRegisterEntry(__T14, ((void ( *)(const int *__restrict__, int *__restrict__))unrolled<(int)64> ), _Z8unrolledILi64EEvPKiPi, 64); ` +
		`__cudaRegisterEntry(__T14, ((void ( *)(float *))k), _Z1kPf, (-1)); ` +
		`__cudaRegisterEntry(__T14, ((void ( *)(int))b< ::box<(int)64, (int)2> > ), _Z1bI3boxILi64ELi2EEEvi, ( ::box<(int)64, (int)2> ::nt)); ` +
		`__cudaRegisterVariable(__T14, __shadow_var(dScale,::dScale), 0, 4UL, 0, 0); ` +
		`__cudaRegisterManagedVariable(__T14, __shadow_var(m,::m), 1, 8UL, 0, 0); ` +
		`__cudaRegisterVariable(__T14, __shadow_var(c,::c), 0, 16UL, 1, 0); }`
	ks, vs := Read(stub)
	wantK := []Kernel{{"_Z8unrolledILi64EEvPKiPi", 64}, {"_Z1kPf", -1}, {"_Z1bI3boxILi64ELi2EEEvi", ThreadsExpression}}
	wantV := []Variable{{Name: "dScale", Size: 4}, {Name: "m", Managed: true, Extern: true, Size: 8}, {Name: "c", Size: 16, Constant: true}}
	if !reflect.DeepEqual(ks, wantK) {
		t.Errorf("kernels %+v, want %+v", ks, wantK)
	}
	if !reflect.DeepEqual(vs, wantV) {
		t.Errorf("variables %+v, want %+v", vs, wantV)
	}
}
