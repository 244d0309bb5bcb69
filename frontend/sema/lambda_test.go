package sema

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/parse"
)

// lambdaPrelude adds what the lambda programs use from the toolkit.
const lambdaPrelude = cudaPrelude + `struct dim3 { unsigned x, y, z; };
extern const uint3 blockIdx; extern const dim3 blockDim;
extern "C" int cudaMalloc(void *, unsigned long);
extern "C" int cudaFree(void *);
extern "C" int cudaDeviceSynchronize();
template <class T> int cudaMallocManaged(T **, unsigned long, unsigned = 1);
void __syncthreads();
extern "C" int cudaMemcpy(void *, const void *, unsigned long, int);
enum { cudaMemcpyDeviceToHost = 2 };
`

// checkLambdaProgram runs sema on testdata/lambda/name (or on the program
// of testdata/programs a name with a slash names) under --extended-lambda
// with module ID id.
func checkLambdaProgram(t *testing.T, name, id string) *checked {
	t.Helper()
	path := "testdata/lambda/" + name
	if strings.Contains(name, "/") {
		path = "../../testdata/programs/" + name
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(lambdaPrelude+stripIncludes(string(src)), "-std=c++17", "-include", "cstdio", "-include", "iterator")
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
// closure's local name; launch_boxes' names are those of nvcc 11.8 and
// 13.0 alike.
func TestLambdaKernelNames(t *testing.T) {
	cases := []struct {
		file, id string
		want     []string
	}{
		{"device_lambdas/main.cu", "_df924c11_7_main_cu_main", []string{
			"_Z5applyIZ4mainEUliE0_EviPiT_",
			"_Z5applyIZ4mainEUliE1_EviPiT_",
			"_Z5applyIZ4mainEUliE2_EviPiT_",
			"_Z5applyIZ4mainEUliE_EviPiT_",
			"_Z5applyIZNK6Scaler3runEiPiEUliE_EviS1_T_",
			"_Z9applyPairIZ4mainEUliiE_EviPiT_",
		}},
		{"nested_lambdas/main.cu", "_73550723_7_main_cu_main", []string{
			"_Z5applyIZZ4mainENKUlvE_clEvEUliE_EvPiT_",
			"_Z5applyIZZ4mainENUlvE0_clEvEUliE_EvPiT_",
			"_Z5applyIZZNK6Runner3runEPiENKUliE_clEiEUliE_EvS1_T_",
			"_Z5applyIZZZ4mainENKUlvE1_clEvENKUliE_clEiEUliE_EvPiT_",
		}},
		// A pack left empty after a closure local to a function template
		// whose third parameter is spelled T1_ in the closure's name:
		// cicc substitutes the pack's T1_ (DpS5_; g++ writes DpT1_).
		{"launch_boxes/main.cu", "_f025350e_7_main_cu_main", []string{
			"_Z10box_kernelI13launch_paramsILi128ELi1EEZN3lib7counterIiE5countILi128EEENS4_6resultEPiiEUliiE_JEEvT0_iDpT1_",
			"_Z10box_kernelI13launch_paramsILi128ELi2EEZ10block_sumsILi128EPiS3_EvT0_T1_iEUliiE_JEEvS4_iDpS5_",
			"_Z10box_kernelI13launch_paramsILi32ELi1EEZN3lib9copy_fromINS2_5emptyENS2_9func_iterIZ4mainEUliE_EEEEvT0_PKT_PfiEUliiE_JEEvS8_iDpT1_",
			"_Z10box_kernelI13launch_paramsILi64ELi1EEZ5scaleIdEvPT_iS3_EUliidE_JdEEvT0_iDpT1_",
			"_Z10box_kernelI13launch_paramsILi64ELi1EEZN3lib9fill_withIfZNS2_7squaresIPKfEENS2_6bufferINSt15iterator_traitsIT_E10value_typeEEES9_PSB_iEUliE_EENS7_IS9_EET0_PS9_iEUliiE_JEEvSG_iDpT1_",
			"_Z10box_kernelI13launch_paramsILi64ELi2EEZ10block_sumsILi64E13constant_iterIdEPdEvT0_T1_iEUliiE_JEEvS6_iDpS7_",
		}},
		{"members.cu", "_8fc2ab0c_5_e1_cu_26ec9f06", []string{
			"_Z1kIZN5Plain1mILb0EPifEEvT0_T1_iEUliiE_JEEvT_iDpS3_",
			"_Z1kIZN1SIiE1mILb1EPifEEvT0_T1_iEUliiE_JEEvT_iDpT0_",
			"_Z1kIZN1UIiE1mIPiJfEEEvT_DpT0_EUliiE_JfEEvT_iDpT0_",
		}},
		{"packs.cu", "_8fc2ab0c_5_e1_cu_26ec9f06", []string{
			"_Z1kIZ3runIJEEviDpT_EUliiE_JEEvS1_iDpT0_",
			"_Z1kIZ3runIJPKiPiEEviDpT_EUliiS2_S3_E_JS2_S3_EEvS4_iDpT0_",
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

// TestLambdaStubNames: the stubs of kernel template instances over
// extended lambdas are named with NVIDIA's Unvdl, Unvhdl (and CUDA 13's
// Unvdtl) encodings of the wrappers, as in nvcc 11.8's and 13.0's stub
// files for these programs: capture counts, the parent's pointer type
// (PFivE, MS0_KF...E for a const member), its name, the lambda's number,
// the call operator of a __host__ __device__ lambda, the capture types,
// all in one substitution table.
func TestLambdaStubNames(t *testing.T) {
	cases := []struct {
		file, id string
		cuda13   bool
		want     []string
	}{
		{"device_lambdas/main.cu", "_df924c11_7_main_cu_main", false, []string{
			"_Z5applyIZ4mainEUnvdl0_PFivE4main3_EviPiT_",
			"_Z5applyIZ4mainEUnvdl0_PFivE4main4_EviPiT_",
			"_Z5applyIZ4mainEUnvdl1_PFivE4main1_iEviPiT_",
			"_Z5applyIZ4mainEUnvhdl0_0_1_PFivE4main2_iiEiEviPiT_",
			"_Z5applyIZNK6Scaler3runEiPiEUnvdl1_MS0_KFviS1_ENKS0_3runE1_S0_EviS1_T_",
			"_Z9applyPairIZ4mainEUnvdl0_PFivE4main5_EviPiT_",
		}},
		{"device_lambdas/main.cu", "_df924c11_7_main_cu_main", true, []string{
			"_Z5applyIZ4mainEUnvdl0_PFivE4main3_EviPiT_",
			"_Z5applyIZ4mainEUnvdl0_PFivE4main4_EviPiT_",
			"_Z5applyIZ4mainEUnvdl1_PFivE4main1_iEviPiT_",
			"_Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main2_iiEiEviPiT_",
			"_Z5applyIZNK6Scaler3runEiPiEUnvdl1_MS0_KFviS1_ENKS0_3runE1_S0_EviS1_T_",
			"_Z9applyPairIZ4mainEUnvdtl0_PFivE4maini5_EviPiT_",
		}},
		{"nested_lambdas/main.cu", "_73550723_7_main_cu_main", false, []string{
			"_Z5applyIZZ4mainENKUlvE_clEvEUnvdl1_PFivE4main1_iEvPiT_",
			"_Z5applyIZZ4mainENUlvE0_clEvEUnvhdl0_0_1_PFivE4main2_iiEiEvPiT_",
			"_Z5applyIZZNK6Runner3runEPiENKUliE_clEiEUnvdl1_MS0_KFiS1_ENKS0_3runE1_iEvS1_T_",
			"_Z5applyIZZZ4mainENKUlvE1_clEvENKUliE_clEiEUnvdl2_PFivE4main3_iiEvPiT_",
		}},
		{"nested_lambdas/main.cu", "_73550723_7_main_cu_main", true, []string{
			"_Z5applyIZZ4mainENKUlvE_clEvEUnvdl1_PFivE4main1_iEvPiT_",
			"_Z5applyIZZ4mainENUlvE0_clEvEUnvhdl0_0_0_1_PFivE4main2_iiEiEvPiT_",
			"_Z5applyIZZNK6Runner3runEPiENKUliE_clEiEUnvdl1_MS0_KFiS1_ENKS0_3runE1_iEvS1_T_",
			"_Z5applyIZZZ4mainENKUlvE1_clEvENKUliE_clEiEUnvdl2_PFivE4main3_iiEvPiT_",
		}},
		{"parents.cu", "_8fc2ab0c_5_e1_cu_26ec9f06", false, []string{
			"_Z1kIZ2tfIdEvT_EUnvdl1_PFvdES0_IdE1_dEvS1_",
			"_Z1kIZ2tfIiEvT_EUnvdl1_PFviES0_IiE1_iEvS1_",
			"_Z1kIZN1S2mfEvEUnvdl1_MS0_FvvENS0_2mfE1_KPS0_EvT_",
			"_Z1kIZN1S2tmIcEEvT_EUnvdl1_MS0_FvcES1_IcE1_cEvS2_",
			"_Z1kIZN2ns1gEiPfEUnvdl1_PFviS1_ENS0_1gE8_KiEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl2_PFviS1_ENS0_1gE2_S1_iEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl2_PFviS1_ENS0_1gE3_NS0_1PEiEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl3_PFviS1_ENS0_1gE1_iS1_A3_iEvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl0_0_2_PFviS1_ENS0_1gE6_fiEiS1_EvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl0_1_0_PFviS1_ENS0_1gE4_iiEEvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl1_0_1_PFviS1_ENS0_1gE5_iiEiEvT_",
			"_Z1kIZN35_INTERNAL_8fc2ab0c_5_e1_cu_26ec9f062sfEiEUnvdl1_PFviENS0_2sfE1_iEvT_",
			"_Z2k2IZN2ns1gEiPfEUnvdl1_PFviS1_ENS0_1gE7_iEvPiT_i",
		}},
		{"parents.cu", "_8fc2ab0c_5_e1_cu_26ec9f06", true, []string{
			"_Z1kIZ2tfIdEvT_EUnvdl1_PFvdES0_IdE1_dEvS1_",
			"_Z1kIZ2tfIiEvT_EUnvdl1_PFviES0_IiE1_iEvS1_",
			"_Z1kIZN1S2mfEvEUnvdl1_MS0_FvvENS0_2mfE1_KPS0_EvT_",
			"_Z1kIZN1S2tmIcEEvT_EUnvdl1_MS0_FvcES1_IcE1_cEvS2_",
			"_Z1kIZN2ns1gEiPfEUnvdl1_PFviS1_ENS0_1gE8_KiEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl2_PFviS1_ENS0_1gE2_S1_iEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl2_PFviS1_ENS0_1gE3_NS0_1PEiEvT_",
			"_Z1kIZN2ns1gEiPfEUnvdl3_PFviS1_ENS0_1gE1_iS1_A3_iEvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl0_0_0_2_PFviS1_ENS0_1gE6_fiEiS1_EvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl0_1_0_0_PFviS1_ENS0_1gE4_iiEEvT_",
			"_Z1kIZN2ns1gEiPfEUnvhdl1_0_0_1_PFviS1_ENS0_1gE5_iiEiEvT_",
			"_Z1kIZN35_INTERNAL_8fc2ab0c_5_e1_cu_26ec9f062sfEiEUnvdl1_PFviENS0_2sfE1_iEvT_",
			"_Z2k2IZN2ns1gEiPfEUnvdtl1_PFviS1_ENS0_1gEf7_iEvPiT_i",
		}},
		{"scopes.cu", "_ac9f1e7f_5_e2_cu_27fb193c", false, []string{
			"_Z1kIZ2gg1GiiEUnvdl3_PFvS0_iiE2gg1_iS0_iEvT_",
			"_Z1kIZN1a1b1C1sEdEUnvdl1_PFvdENS2_1sE1_dEvT_",
			"_Z1kIZN1a1b2g2ENS1_1QENS1_1EENS1_3BoxIiEEPS2_EUnvdl1_PFvS2_S3_S5_S6_ENS1_2g2E2_S2_EvT_",
			"_Z1kIZN1a1b2g2ENS1_1QENS1_1EENS1_3BoxIiEEPS2_EUnvdl4_PFvS2_S3_S5_S6_ENS1_2g2E1_S2_S3_S5_S6_EvT_",
			"_Z1kIZN1a1b2g2ENS1_1QENS1_1EENS1_3BoxIiEEPS2_EUnvhdl0_0_1_PFvS2_S3_S5_S6_ENS1_2g2E3_ivES2_EvT_",
			"_Z1kIZN1a1b2g2ENS1_1QENS1_1EENS1_3BoxIiEEPS2_EUnvhdl0_1_0_PFvS2_S3_S5_S6_ENS1_2g2E4_vifEEvT_",
			"_Z1kIZN35_INTERNAL_ac9f1e7f_5_e2_cu_27fb193c1a1b2sgEiEUnvdl1_PFviENS2_2sgE1_iEvT_",
			"_Z1kIZN35_INTERNAL_ac9f1e7f_5_e2_cu_27fb193c37_GLOBAL__N__ac9f1e7f_5_e2_cu_27fb193c2anEiEUnvdl1_PFviENS1_2anE1_iEvT_",
			"_Z1kIZNK1a1b1C1fEiEUnvdl2_MS2_KFviENKS2_1fE1_KPKS2_iEvT_",
		}},
	}
	for _, tc := range cases {
		name := tc.file
		if tc.cuda13 {
			name += "/13"
		}
		t.Run(name, func(t *testing.T) {
			ck := checkLambdaProgram(t, tc.file, tc.id)
			var got []string
			for _, k := range ck.res.Kernels {
				m, err := mangle.Name(k.Decl, mangle.Options{ModuleID: tc.id, Device: true, LambdaWrappers: true, CUDA13: tc.cuda13})
				if err != nil {
					t.Errorf("%s: %v", k.Decl.Name, err)
					continue
				}
				got = append(got, m)
			}
			sort.Strings(got)
			sort.Strings(tc.want)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("stub names\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}
