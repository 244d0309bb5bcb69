package fromsema_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

const kern = "__global__ void kern(int *p) {}"

// seedCases are small files and the module-ID seed cudafe++ 11.8 chose for
// each (the entity whose mangled name it hashed), as recorded by
// backend/moduleid's table and the cases below it, checked with the
// oracle when they were written.
var seedCases = []struct{ src, want string }{
	{kern, "_Z4kernPi"},
	{"int g = 5;\n" + kern, "g"},
	{"__device__ int dv; " + kern, "_Z4kernPi"},
	{"__device__ int dv = 1; " + kern, "dv"},
	{"int hv; " + kern, "_Z4kernPi"},
	{"static int sv = 1; " + kern, "_Z4kernPi"},
	{"const int cv = 1; " + kern, "_Z4kernPi"},
	{"extern const int cve = 1; " + kern, "cve"},
	{"constexpr int cv = 1; " + kern, "_Z4kernPi"},
	{"extern int ev = 3; " + kern, "ev"},
	{"inline int iv = 3; " + kern, "_Z4kernPi"},
	{"static void sf() {} " + kern, "_Z4kernPi"},
	{"inline void inf() {} " + kern, "_Z4kernPi"},
	{"void del() = delete; " + kern, "_Z4kernPi"},
	{"template<class T> void tf(T) {} template<> void tf<int>(int) {} " + kern, "_Z4kernPi"},
	{"struct A { void m(); }; void A::m() {} " + kern, "_ZN1A1mEv"},
	{"namespace ns { void nf() {} } " + kern, "_ZN2ns2nfEv"},
	{"namespace { void af() {} } " + kern, "_Z4kernPi"},
	{"extern \"C\" void cfun() {} " + kern, "cfun"},
	{"int main() { return 0; } " + kern, "main"},
	{"__host__ __device__ int hd(int x) { return x; } " + kern, "_Z2hdi"},
	{"struct B { B(); }; B bv; " + kern, "bv"},
	{"struct B { int x; }; B bvar; " + kern, "_Z4kernPi"},
	{"auto av = 5; " + kern, "_Z4kernPi"},
	{"auto ar() { return 1; } " + kern, "_Z4kernPi"},
	{"auto tr() -> int { return 1; } " + kern, "_Z2trv"},
	{"__attribute__((weak)) void wf() {} " + kern, "_Z4kernPi"},
	{"__attribute__((weak)) int wv = 1; " + kern, "_Z4kernPi"},
	{"struct D { D(); }; D::D() {} " + kern, "_ZN1DC1Ev"},
	{"struct D { ~D(); }; D::~D() {} " + kern, "_ZN1DD1Ev"},
	{"struct C { static int sm; }; int C::sm = 1; " + kern, "_ZN1C2smE"},
	{"struct O {}; O operator+(O a, O b) { return a; } " + kern, "_Zpl1OS_"},
	{"void f1(); " + kern + " void f1() {}", "_Z4kernPi"},
	{"__device__ const int dci = 1; " + kern, "_Z4kernPi"},
	{"__forceinline__ __device__ void fid() {} " + kern, "_Z4kernPi"},
	// Checked with cudafe++ 11.8 for this package: a default constructor
	// that does something makes a variable without initializer count.
	{"struct S { int a = 1; }; S s; " + kern, "s"},
	{"struct V { virtual void f(); }; V v; " + kern, "v"},
	{"struct M { M(); }; struct W { M m; }; W w; " + kern, "w"},
	{"struct S2 { int a; }; S2 s2{}; " + kern, "s2"},
	{"struct B { B(); }; B barr[2]; " + kern, "barr"},
	{"static void sf() {}\n", ""},
}

// TestModuleIDSeeds: the entity cufe's analysis selects is the one NVIDIA
// selected, with the CUDA headers of the session's toolkit (the embedded
// set in CI) defining nothing eligible before the user's code.
func TestModuleIDSeeds(t *testing.T) {
	s := options.NewSession()
	cases := seedCases
	if testing.Short() {
		cases = cases[:8]
	}
	for i, c := range cases {
		dir := t.TempDir()
		src := filepath.Join(dir, "t.cu")
		if err := os.WriteFile(src, []byte(c.src+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := options.Parse([]string{src})
		if err != nil {
			t.Fatal(err)
		}
		a, err := tu.Analyze(s, o, src)
		if err != nil || a.Sema == nil || a.Diags.ExitStatus() != 0 {
			t.Errorf("case %d %q: the front end failed (%v)", i, c.src, err)
			continue
		}
		ents, err := fromsema.IDEntities(fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files}, fromsema.IDOptions{})
		if err != nil {
			t.Errorf("case %d %q: %v", i, c.src, err)
			continue
		}
		got := ""
		if e := moduleid.Select(ents); e != nil {
			got = e.Mangled
		}
		if got != c.want {
			t.Errorf("case %d %q: seed %q, NVIDIA's %q", i, c.src, got, c.want)
		}
	}
}
