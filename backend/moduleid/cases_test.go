package moduleid

import "github.com/cufe-dev/cufe/backend/summary"

// idCase is a small CUDA file, the entity list semantic analysis gives for
// it, and the module ID cudafe++ 11.8 wrote for it at /tmp/mid/<dir>/t.cu
// (recorded; TestOracleModuleIDs re-checks every case against the tools).
type idCase struct {
	name     string
	src      string
	entities []summary.IDEntity
	want     string // the chosen seed: a mangled name, or "" for none
	recorded string // the ID at recordedPath, "" if not recorded
	dir      string
}

const kernSrc = "__global__ void kern(int *p) {}"

func fn(m string) summary.IDEntity { return summary.IDEntity{Kind: summary.IDFunction, Mangled: m} }
func vr(m string) summary.IDEntity {
	return summary.IDEntity{Kind: summary.IDVariable, Mangled: m, Initialized: true}
}

var kern = fn("_Z4kernPi")

func with(e summary.IDEntity, f func(*summary.IDEntity)) summary.IDEntity { f(&e); return e }

var idCases = []idCase{
	{name: "kernel", src: kernSrc, entities: []summary.IDEntity{kern}, want: "_Z4kernPi", dir: "c/novar", recorded: "_9fc8d628_4_t_cu_ed63f977"},
	{name: "host var with init", src: "int g = 5;\n" + kernSrc, entities: []summary.IDEntity{vr("g"), kern}, want: "g"},
	{name: "device var without init", src: "__device__ int dv; " + kernSrc,
		entities: []summary.IDEntity{with(vr("dv"), func(e *summary.IDEntity) { e.Initialized = false }), kern}, want: "_Z4kernPi", dir: "c/devvar_noinit", recorded: "_dd8fe26f_4_t_cu_ed63f977"},
	{name: "device var with init", src: "__device__ int dv = 1; " + kernSrc, entities: []summary.IDEntity{vr("dv"), kern}, want: "dv", dir: "c/devvar_init", recorded: "_d67c3ec4_4_t_cu_dv"},
	{name: "host var without init", src: "int hv; " + kernSrc,
		entities: []summary.IDEntity{with(vr("hv"), func(e *summary.IDEntity) { e.Initialized = false }), kern}, want: "_Z4kernPi"},
	{name: "static var", src: "static int sv = 1; " + kernSrc,
		entities: []summary.IDEntity{with(vr("sv"), func(e *summary.IDEntity) { e.Internal = true }), kern}, want: "_Z4kernPi"},
	{name: "const var", src: "const int cv = 1; " + kernSrc,
		entities: []summary.IDEntity{with(vr("cv"), func(e *summary.IDEntity) { e.Internal = true }), kern}, want: "_Z4kernPi"},
	{name: "extern const var", src: "extern const int cve = 1; " + kernSrc, entities: []summary.IDEntity{vr("cve"), kern}, want: "cve"},
	{name: "constexpr var", src: "constexpr int cv = 1; " + kernSrc,
		entities: []summary.IDEntity{with(vr("cv"), func(e *summary.IDEntity) { e.Internal, e.Inline = true, true }), kern}, want: "_Z4kernPi"},
	{name: "extern var with init", src: "extern int ev = 3; " + kernSrc, entities: []summary.IDEntity{vr("ev"), kern}, want: "ev"},
	{name: "inline var", src: "inline int iv = 3; " + kernSrc,
		entities: []summary.IDEntity{with(vr("iv"), func(e *summary.IDEntity) { e.Inline = true }), kern}, want: "_Z4kernPi"},
	{name: "static function", src: "static void sf() {} " + kernSrc,
		entities: []summary.IDEntity{with(fn("_ZL2sfv"), func(e *summary.IDEntity) { e.Internal = true }), kern}, want: "_Z4kernPi"},
	{name: "inline function", src: "inline void inf() {} " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z3infv"), func(e *summary.IDEntity) { e.Inline = true }), kern}, want: "_Z4kernPi"},
	{name: "deleted function", src: "void del() = delete; " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z3delv"), func(e *summary.IDEntity) { e.DefaultedOrDeleted = true }), kern}, want: "_Z4kernPi"},
	{name: "template specialization", src: "template<class T> void tf(T) {} template<> void tf<int>(int) {} " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z2tfIiEvT_"), func(e *summary.IDEntity) { e.Templated = true }), kern}, want: "_Z4kernPi"},
	{name: "member function", src: "struct A { void m(); }; void A::m() {} " + kernSrc, entities: []summary.IDEntity{fn("_ZN1A1mEv"), kern}, want: "_ZN1A1mEv", dir: "c/member_fn", recorded: "_ef98f23e_4_t_cu_0d75762c"},
	{name: "namespace function", src: "namespace ns { void nf() {} } " + kernSrc, entities: []summary.IDEntity{fn("_ZN2ns2nfEv"), kern}, want: "_ZN2ns2nfEv"},
	{name: "anonymous namespace function", src: "namespace { void af() {} } " + kernSrc,
		entities: []summary.IDEntity{with(fn("_ZN12_GLOBAL__N_12afEv"), func(e *summary.IDEntity) { e.Internal = true }), kern}, want: "_Z4kernPi"},
	{name: "extern C short", src: "extern \"C\" void cfun() {} " + kernSrc, entities: []summary.IDEntity{fn("cfun"), kern}, want: "cfun"},
	{name: "extern C long", src: "extern \"C\" void cfunction_long() {} " + kernSrc, entities: []summary.IDEntity{fn("cfunction_long"), kern}, want: "cfunction_long", dir: "c/externc_long", recorded: "_b4fb9e1e_4_t_cu_86f1771e"},
	{name: "main", src: "int main() { return 0; } " + kernSrc, entities: []summary.IDEntity{fn("main"), kern}, want: "main", dir: "c/main_fn", recorded: "_b095e4fe_4_t_cu_main"},
	{name: "host device function", src: "__host__ __device__ int hd(int x) { return x; } " + kernSrc, entities: []summary.IDEntity{fn("_Z2hdi"), kern}, want: "_Z2hdi"},
	{name: "class with constructor", src: "struct B { B(); }; B bv; " + kernSrc, entities: []summary.IDEntity{vr("bv"), kern}, want: "bv"},
	{name: "aggregate without init", src: "struct B { int x; }; B bvar; " + kernSrc,
		entities: []summary.IDEntity{with(vr("bvar"), func(e *summary.IDEntity) { e.Initialized = false }), kern}, want: "_Z4kernPi"},
	{name: "auto var", src: "auto av = 5; " + kernSrc,
		entities: []summary.IDEntity{with(vr("av"), func(e *summary.IDEntity) { e.Deduced = true }), kern}, want: "_Z4kernPi"},
	{name: "deduced return", src: "auto ar() { return 1; } " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z2arv"), func(e *summary.IDEntity) { e.Deduced = true }), kern}, want: "_Z4kernPi"},
	{name: "trailing return", src: "auto tr() -> int { return 1; } " + kernSrc, entities: []summary.IDEntity{fn("_Z2trv"), kern}, want: "_Z2trv"},
	{name: "weak function", src: "__attribute__((weak)) void wf() {} " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z2wfv"), func(e *summary.IDEntity) { e.Weak = true }), kern}, want: "_Z4kernPi"},
	{name: "weak var", src: "__attribute__((weak)) int wv = 1; " + kernSrc,
		entities: []summary.IDEntity{with(vr("wv"), func(e *summary.IDEntity) { e.Weak = true }), kern}, want: "_Z4kernPi"},
	{name: "constructor C1", src: "struct D { D(); }; D::D() {} " + kernSrc, entities: []summary.IDEntity{fn("_ZN1DC1Ev"), kern}, want: "_ZN1DC1Ev", dir: "c2/ctor_out", recorded: "_ca996220_4_t_cu_6105469f"},
	{name: "destructor D1", src: "struct D { ~D(); }; D::~D() {} " + kernSrc, entities: []summary.IDEntity{fn("_ZN1DD1Ev"), kern}, want: "_ZN1DD1Ev", dir: "c2/dtor_out", recorded: "_b7ea6478_4_t_cu_fcd27e26"},
	{name: "static data member", src: "struct C { static int sm; }; int C::sm = 1; " + kernSrc, entities: []summary.IDEntity{vr("_ZN1C2smE"), kern}, want: "_ZN1C2smE"},
	{name: "operator", src: "struct O {}; O operator+(O a, O b) { return a; } " + kernSrc, entities: []summary.IDEntity{fn("_Zpl1OS_"), kern}, want: "_Zpl1OS_", dir: "c2/operator_fn", recorded: "_ffbe0df8_4_t_cu__Zpl1OS_"},
	{name: "definition order, not declaration", src: "void f1(); " + kernSrc + " void f1() {}", entities: []summary.IDEntity{kern, fn("_Z2f1v")}, want: "_Z4kernPi"},
	{name: "asm label ignored", src: "int asml asm(\"renamed\") = 1; " + kernSrc, entities: []summary.IDEntity{vr("asml"), kern}, want: "asml"},
	{name: "constant var const", src: "__device__ const int dci = 1; " + kernSrc,
		entities: []summary.IDEntity{with(vr("dci"), func(e *summary.IDEntity) { e.Internal = true }), kern}, want: "_Z4kernPi"},
	{name: "forceinline device", src: "__forceinline__ __device__ void fid() {} " + kernSrc,
		entities: []summary.IDEntity{with(fn("_Z3fidv"), func(e *summary.IDEntity) { e.Inline = true }), kern}, want: "_Z4kernPi"},
	{name: "none", src: "static void sf() {}\n",
		entities: []summary.IDEntity{with(fn("_ZL2sfv"), func(e *summary.IDEntity) { e.Internal = true })}, want: ""},
}
