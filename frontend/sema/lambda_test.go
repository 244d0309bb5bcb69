package sema

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// lambdaPrelude adds what the lambda programs use from the toolkit.
const lambdaPrelude = cudaPrelude + `struct dim3 { unsigned x, y, z; };
extern const uint3 blockIdx; extern const dim3 blockDim;
extern "C" int cudaMalloc(void *, unsigned long);
extern "C" int cudaFree(void *);
extern "C" int cudaMemcpy(void *, const void *, unsigned long, int);
enum { cudaMemcpyDeviceToHost = 2 };
`

// checkLambdaProgram runs sema on testdata/lambda/name under
// --extended-lambda with module ID id.
func checkLambdaProgram(t *testing.T, name, id string) *checked {
	t.Helper()
	src, err := os.ReadFile("testdata/lambda/" + name)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(lambdaPrelude+stripIncludes(string(src)), "-std=c++17", "-include", "cstdio")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, name, pre, parse.CXX17, Options{ModuleID: id, ExtendedLambda: true})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	return ck
}

func sortedRegNames(ck *checked) []string {
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	sort.Strings(got)
	return got
}

// TestLambdaKernelNames: kernel templates launched with extended lambdas'
// closures register under the device names cicc gives them (nvcc 11.8's
// stub files for these programs): closures numbered per enclosing function
// and call signature, in functions of namespaces, classes (const members:
// NK), function template instances, static functions (_INTERNAL) and
// anonymous namespaces, with cicc's own substitution table for the
// closure's local name.
func TestLambdaKernelNames(t *testing.T) {
	cases := []struct {
		file, id string
		want     []string
	}{
		{"device_lambdas.cu", "_df924c11_7_main_cu_main", []string{
			"_Z5applyIZ4mainEUliE0_EviPiT_",
			"_Z5applyIZ4mainEUliE1_EviPiT_",
			"_Z5applyIZ4mainEUliE2_EviPiT_",
			"_Z5applyIZ4mainEUliE_EviPiT_",
			"_Z5applyIZNK6Scaler3runEiPiEUliE_EviS1_T_",
			"_Z9applyPairIZ4mainEUliiE_EviPiT_",
		}},
		{"parents.cu", "_8fc2ab0c_5_e1_cu_26ec9f06", []string{
			"_Z1kIZ2tfIdEvT_EUliE_EvS1_",
			"_Z1kIZ2tfIiEvT_EUliE_EvS1_",
			"_Z1kIZN1S2mfEvEUliE_EvT_",
			"_Z1kIZN1S2tmIcEEvT_EUliE_EvS2_",
			"_Z1kIZN2ns1gEiPfEUliE0_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE1_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE2_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE3_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE4_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE6_EvT_",
			"_Z1kIZN2ns1gEiPfEUliE_EvT_",
			"_Z1kIZN35_INTERNAL_8fc2ab0c_5_e1_cu_26ec9f062sfEiEUliE_EvT_",
			"_Z2k2IZN2ns1gEiPfEUliE5_EvPiT_i",
		}},
		{"scopes.cu", "_ac9f1e7f_5_e2_cu_27fb193c", []string{
			"_Z1kIZ2gg1GiiEUliE_EvT_",
			"_Z1kIZN1a1b1C1sEdEUliE_EvT_",
			"_Z1kIZN1a1b2g2ENS0_1QENS0_1EENS0_3BoxIiEEPS1_EUlifE_EvT_",
			"_Z1kIZN1a1b2g2ENS0_1QENS0_1EENS0_3BoxIiEEPS1_EUlvE0_EvT_",
			"_Z1kIZN1a1b2g2ENS0_1QENS0_1EENS0_3BoxIiEEPS1_EUlvE_EvT_",
			"_Z1kIZN1a1b2g2ENS0_1QENS0_1EENS0_3BoxIiEEPS1_EUliE_EvT_",
			"_Z1kIZN35_INTERNAL_ac9f1e7f_5_e2_cu_27fb193c1a1b2sgEiEUliE_EvT_",
			"_Z1kIZN35_INTERNAL_ac9f1e7f_5_e2_cu_27fb193c37_GLOBAL__N__ac9f1e7f_5_e2_cu_27fb193c2anEiEUliE_EvT_",
			"_Z1kIZNK1a1b1C1fEiEUliE_EvT_",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			ck := checkLambdaProgram(t, tc.file, tc.id)
			for _, k := range ck.res.Kernels {
				if k.Err != "" {
					t.Errorf("kernel %s: %s", k.Decl.Name, k.Err)
				}
			}
			got := sortedRegNames(ck)
			sort.Strings(tc.want)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("kernels\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}
