package stub

import (
	"strconv"

	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
)

// The summaries semantic analysis would give for testdata/programs/*.cu,
// written by hand. Names that depend on the module ID are built from it.

func b(name string) *summary.Type { return &summary.Type{Kind: summary.Builtin, Name: name} }
func ptr(t *summary.Type) *summary.Type {
	return &summary.Type{Kind: summary.Pointer, Elem: t}
}
func ref(t *summary.Type) *summary.Type { return &summary.Type{Kind: summary.LValueRef, Elem: t} }
func arr(t *summary.Type, n int64) *summary.Type {
	return &summary.Type{Kind: summary.Array, Elem: t, Bound: n}
}
func cnst(t *summary.Type) *summary.Type { u := *t; u.Const = true; return &u }
func vol(t *summary.Type) *summary.Type  { u := *t; u.Volatile = true; return &u }
func restrict(t *summary.Type) *summary.Type {
	u := *t
	u.Restrict = true
	return &u
}
func rec(name, mangled string, seq int, scope ...string) *summary.Type {
	return &summary.Type{Kind: summary.Record, Name: name, Mangled: mangled, Seq: seq, Scope: scope}
}
func tmpl(name, mangled string, seq int, args ...summary.TemplateArg) *summary.Type {
	return &summary.Type{Kind: summary.Record, Name: name, Mangled: mangled, Seq: seq, TemplateArgs: args}
}
func ty(t *summary.Type) summary.TemplateArg { return summary.TemplateArg{Type: t} }
func val(v int64, t string) summary.TemplateArg {
	return summary.TemplateArg{Value: v, ValueType: b(t)}
}

// params lays parameters out as the Itanium ABI places kernel arguments:
// each at the next multiple of its alignment. sizes gives size and
// alignment per parameter.
func params(ts []*summary.Type, sizes ...int64) []summary.Param {
	var ps []summary.Param
	var off int64
	for i, t := range ts {
		size, align := sizes[2*i], sizes[2*i+1]
		off = (off + align - 1) / align * align
		ps = append(ps, summary.Param{Type: t, Offset: off, Size: size, Align: align})
		off += size
	}
	return ps
}

// unnamed marks parameters declared without names.
func unnamed(ps []summary.Param) []summary.Param {
	for i := range ps {
		ps[i].Unnamed = true
	}
	return ps
}

func ts(t ...*summary.Type) []*summary.Type { return t }

func pos(file string, line, body, end int) summary.Pos {
	return summary.Pos{File: file, Line: line, BodyLine: body, BodyEndLine: end}
}

func lenName(s string) string { return strconv.Itoa(len(s)) + s }

// program is a test program and its summary for a module ID.
type program struct {
	name    string
	summary func(id string) *summary.TU
	// knownDiffs are NVIDIA text -> cufe text replacements for the places
	// where cufe knowingly differs (see the report in the package doc).
	knownDiffs map[string]string
}

var programs = []program{
	{name: "basic", summary: basicTU},
	{name: "namespaces", summary: namespacesTU},
	{name: "paramtypes", summary: paramtypesTU},
	{name: "linkage", summary: linkageTU},
	{name: "scopes", summary: scopesTU},
	{name: "bodies", summary: bodiesTU},
	{name: "templates", summary: templatesTU},
	{name: "typedefs", summary: typedefsTU},
}

func basicTU(id string) *summary.TU {
	anon := moduleid.AnonNamespace(id)
	S := rec("S", "1S", 1)
	kt := func(t *summary.Type, m string) summary.Kernel {
		return summary.Kernel{Name: "kt", Mangled: m, TemplateArgs: []summary.TemplateArg{ty(t)},
			Params: params(ts(ptr(t), t), 8, 8, 4, 4)}
	}
	return &summary.TU{
		Namespaces: [][]string{{""}},
		Kernels: []summary.Kernel{
			{Name: "k1", Mangled: "_Z2k1Pii1Scd", Params: params(ts(ptr(b("int")), b("int"), S, b("char"), b("double")), 8, 8, 4, 4, 24, 8, 1, 1, 8, 8),
				Pos: pos("basic.cu", 3, 3, 3)},
			{Name: "k2", Mangled: "_Z2k2RA4_f", Linkage: summary.Internal, Params: params(ts(ref(arr(b("float"), 4))), 8, 8),
				Pos: pos("basic.cu", 4, 4, 4)},
			{Name: "k3", Scope: []string{""}, Mangled: "_ZN" + lenName(anon) + "2k3Ei", Linkage: summary.Internal,
				Params: params(ts(b("int")), 4, 4), Pos: pos("basic.cu", 5, 5, 5)},
			kt(b("int"), "_Z2ktIiEvPT_S0_"),
			kt(b("float"), "_Z2ktIfEvPT_S0_"),
		},
		Variables: []summary.Variable{
			{Name: "anonv", Scope: []string{""}, Mangled: "_ZN" + lenName(moduleid.InternalNamespace(id)) + lenName(anon) + "5anonvE",
				Linkage: summary.Internal, Size: 4},
			{Name: "dv", Mangled: "dv", Size: 4},
			{Name: "dvi", Mangled: "dvi", Size: 4},
			{Name: "sdv", Mangled: "sdv", Linkage: summary.Internal, Size: 80},
			{Name: "cv", Mangled: "cv", Space: summary.Constant, Size: 64},
			{Name: "mv", Mangled: "mv", Space: summary.Managed, Size: 4},
			{Name: "mv2", Mangled: "mv2", Space: summary.Managed, Size: 40},
			{Name: "edv", Mangled: "edv", Extern: true, Size: 4},
		},
	}
}

func namespacesTU(string) *summary.TU {
	P := rec("P", "1P", 1)
	boxD := tmpl("Box", "3BoxIdE", 3, ty(b("double")))
	boxI := tmpl("Box", "3BoxIiE", 5, ty(b("int")))
	Q := rec("Q", "1Q", 4)
	tk := func(n int64, m string) summary.Kernel {
		return summary.Kernel{Name: "tk", Scope: []string{"ns"}, Mangled: m, TemplateArgs: []summary.TemplateArg{val(n, "int")},
			Params: params(ts(ptr(arr(b("int"), n))), 8, 8)}
	}
	tk2 := func(t *summary.Type, n int64, m string, size int64) summary.Kernel {
		return summary.Kernel{Name: "tk2", Mangled: m, TemplateArgs: []summary.TemplateArg{ty(t), val(n, "int")},
			Params: params(ts(t), size, size)}
	}
	f := "namespaces.cu"
	return &summary.TU{
		Namespaces: [][]string{{"ns"}, {"ns", "inner"}},
		Kernels: []summary.Kernel{
			{Name: "nk", Scope: []string{"ns"}, Mangled: "_ZN2ns2nkEPKi3BoxIdE",
				Params: params(ts(restrict(ptr(cnst(b("int")))), boxD), 8, 8, 16, 8), Pos: pos(f, 5, 5, 5)},
			{Name: "ik", Scope: []string{"ns", "inner"}, Mangled: "_ZN2ns5inner2ikE1Py",
				Params: params(ts(P, b("unsigned long long")), 8, 4, 8, 8), Pos: pos(f, 6, 6, 6)},
			{Name: "g1", Mangled: "_Z2g1PK1P", Params: params(ts(ptr(cnst(P))), 8, 8), Pos: pos(f, 9, 9, 9)},
			{Name: "g2", Mangled: "_Z2g2v", Pos: pos(f, 12, 12, 12)},
			{Name: "nk2", Scope: []string{"ns"}, Mangled: "_ZN2ns3nk2Esbe",
				Params: params(ts(b("short"), b("bool"), b("long double")), 2, 2, 1, 1, 16, 16), Pos: pos(f, 13, 13, 13)},
			{Name: "g3", Mangled: "_Z2g31QcS_i", Params: params(ts(Q, b("char"), Q, b("int")), 16, 8, 1, 1, 16, 8, 4, 4), Pos: pos(f, 17, 17, 17)},
			tk(3, "_ZN2ns2tkILi3EEEvPAT__i"),
			tk2(b("float"), 2, "_Z3tk2IfLi2EEvT_", 4),
			tk2(boxI, 5, "_Z3tk2I3BoxIiELi5EEvT_", 8),
			tk(1, "_ZN2ns2tkILi1EEEvPAT__i"),
		},
		Variables: []summary.Variable{
			{Name: "nsv", Scope: []string{"ns"}, Mangled: "_ZN2ns3nsvE", Size: 4},
			{Name: "ic", Scope: []string{"ns", "inner"}, Mangled: "_ZN2ns5inner2icE", Space: summary.Constant, Size: 24},
			{Name: "gv", Mangled: "gv", Size: 28},
			{Name: "nsv2", Scope: []string{"ns"}, Mangled: "_ZN2ns4nsv2E", Size: 1},
		},
	}
}

func paramtypesTU(string) *summary.TU {
	K := rec("K", "1K", 1)
	E := &summary.Type{Kind: summary.Enum, Name: "E", Mangled: "1E", Seq: 2}
	EC := &summary.Type{Kind: summary.Enum, Name: "EC", Mangled: "2EC", Seq: 3}
	U := rec("U", "1U", 4)
	U.Union = true
	Empty := rec("Empty", "5Empty", 5)
	A16 := rec("A16", "3A16", 6)
	NP := rec("NP", "N2ns2NPE", 7, "ns")
	NC := rec("NC", "N2ns2NCE", 8, "ns")
	Anon := &summary.Type{Kind: summary.Record, TypedefName: "Anon", Mangled: "4Anon", Seq: 9}
	G := rec("G", "1G", 10)
	fp := ptr(&summary.Type{Kind: summary.Function, Elem: b("void"), Params: ts(b("int"))})
	mp := &summary.Type{Kind: summary.MemberPointer, Class: K, Elem: b("int")}
	first := func(t, m string, size int64) summary.Kernel {
		return summary.Kernel{Name: "first", Mangled: m, TemplateArgs: []summary.TemplateArg{ty(b(t))}, Params: params(ts(b(t)), size, size)}
	}
	f := "paramtypes.cu"
	gc := params(ts(cnst(G), b("int")), 12, 4, 4, 4)
	gc[0].GridConstant = true
	return &summary.TU{
		Namespaces: [][]string{{"ns"}},
		Kernels: []summary.Kernel{
			{Name: "kc", Mangled: "_Z2kc1K1E2EC1U5Empty3A16N2ns2NPENS5_2NCE4Anon",
				Params: params(ts(K, E, EC, U, Empty, A16, NP, NC, Anon), 4, 4, 4, 4, 2, 2, 4, 4, 1, 1, 16, 16, 4, 4, 4, 4, 4, 4),
				Pos:    pos(f, 10, 10, 10)},
			{Name: "kq", Mangled: "_Z2kqii1KPiPVKc",
				Params: params(ts(cnst(b("int")), vol(b("int")), cnst(K), cnst(ptr(b("int"))), ptr(cnst(vol(b("char"))))), 4, 4, 4, 4, 4, 4, 8, 8, 8, 8),
				Pos:    pos(f, 11, 11, 11)},
			{Name: "kfp", Mangled: "_Z3kfpPFviEM1KiPcPA2_A3_d",
				Params: params(ts(fp, mp, arr(b("char"), 8), ptr(arr(arr(b("double"), 3), 2))), 8, 8, 8, 8, 8, 8, 8, 8),
				Pos:    pos(f, 12, 12, 12)},
			{Name: "kgc", Mangled: "_Z3kgc1Gi", Params: gc, Pos: pos(f, 14, 14, 14)},
			first("long", "_Z5firstIlEvT_", 8),
			first("char", "_Z5firstIcEvT_", 1),
		},
	}
}

func linkageTU(id string) *summary.TU {
	anon := lenName(moduleid.AnonNamespace(id))
	internal := lenName(moduleid.InternalNamespace(id))
	f := "linkage.cu"
	return &summary.TU{
		Namespaces: [][]string{{"ns"}, {""}, {"ns", ""}},
		Kernels: []summary.Kernel{
			{Name: "sfirst", Mangled: "_Z6sfirsti", Linkage: summary.Internal, Params: params(ts(b("int")), 4, 4), Pos: pos(f, 1, 1, 1)},
			{Name: "nsk", Scope: []string{"ns"}, Mangled: "_ZN2ns3nskEi", Params: params(ts(b("int")), 4, 4), Pos: pos(f, 4, 6, 7)},
			{Name: "hk", Mangled: "_Z2hki", Params: params(ts(b("int")), 4, 4), Pos: pos("hk.cuh", 1, 1, 1)},
			{Name: "lb", Mangled: "_Z2lbPf", Params: params(ts(ptr(b("float"))), 8, 8), MaxThreads: 256, Pos: pos(f, 10, 10, 10)},
			{Name: "ck", Mangled: "ck", CxxMangled: "_Z2ckPi", Params: params(ts(ptr(b("int"))), 8, 8), Pos: pos(f, 11, 11, 11)},
		},
		Variables: []summary.Variable{
			{Name: "ac", Scope: []string{""}, Mangled: "_ZN" + internal + anon + "2acE", Linkage: summary.Internal, Space: summary.Constant, Size: 8},
			{Name: "adv", Scope: []string{""}, Mangled: "_ZN" + internal + anon + "3advE", Linkage: summary.Internal, Size: 4},
			{Name: "sc", Mangled: "sc", Linkage: summary.Internal, Space: summary.Constant, Size: 4},
			{Name: "nsd", Scope: []string{"ns"}, Mangled: "_ZN" + internal + "2ns3nsdE", Linkage: summary.Internal, Size: 4},
			{Name: "nam", Scope: []string{"ns", ""}, Mangled: "_ZN" + internal + "2ns" + anon + "3namE", Linkage: summary.Internal,
				Space: summary.Managed, Size: 4},
			{Name: "mp", Mangled: "mp", Space: summary.Managed, Size: 8},
		},
	}
}

func scopesTU(string) *summary.TU {
	f := "scopes.cu"
	k := func(name, m string, line int, scope ...string) summary.Kernel {
		return summary.Kernel{Name: name, Scope: scope, Mangled: m, Params: unnamed(params(ts(b("int")), 4, 4)), Pos: pos(f, line, line, line)}
	}
	v := func(name, m string, scope ...string) summary.Variable {
		return summary.Variable{Name: name, Scope: scope, Mangled: m, Size: 4}
	}
	inst := func(name, m, t string, size int64, scope ...string) summary.Kernel {
		return summary.Kernel{Name: name, Scope: scope, Mangled: m, TemplateArgs: []summary.TemplateArg{ty(b(t))},
			Params: unnamed(params(ts(b(t)), size, size))}
	}
	return &summary.TU{
		Namespaces: [][]string{{"n1"}, {"n1", "n2"}, {"n1", "n2", "n3"}, {"n4"}, {"n1", "n5"}},
		Kernels: []summary.Kernel{
			k("ka", "_Z2kai", 1),
			k("kb", "_ZN2n12kbEi", 4, "n1"),
			k("kc", "_ZN2n12n22kcEi", 7, "n1", "n2"),
			k("kd", "_ZN2n12n22n32kdEi", 9, "n1", "n2", "n3"),
			k("ke", "_ZN2n12n22keEi", 10, "n1", "n2"),
			k("kf", "_ZN2n12kfEi", 13, "n1"),
			k("kg", "_ZN2n42kgEi", 17, "n4"),
			k("kh", "_Z2khi", 19),
			k("ki", "_ZN2n12n52kiEi", 21, "n1", "n5"),
			k("kj", "_ZN2n12kjEi", 21, "n1"),
			inst("tn", "_ZN2n12tnIiEEvT_", "int", 4, "n1"),
			inst("tg", "_Z2tgIiEvT_", "int", 4),
			inst("tg", "_Z2tgIdEvT_", "double", 8),
		},
		Variables: []summary.Variable{
			v("va", "va"), v("vb", "_ZN2n12vbE", "n1"), v("vc", "_ZN2n12n22vcE", "n1", "n2"),
			v("vd", "_ZN2n12n22n32vdE", "n1", "n2", "n3"), v("ve", "_ZN2n12n22veE", "n1", "n2"),
			v("vf", "_ZN2n12vfE", "n1"), v("vg", "_ZN2n42vgE", "n4"), v("vh", "vh"),
			v("vi", "_ZN2n12n52viE", "n1", "n5"), v("vj", "_ZN2n12vjE", "n1"),
		},
	}
}

func bodiesTU(string) *summary.TU {
	f := "bodies.cu"
	k := func(name string, line, body, end int) summary.Kernel {
		return summary.Kernel{Name: name, Mangled: "_Z" + lenName(name) + "i", Params: params(ts(b("int")), 4, 4), Pos: pos(f, line, body, end)}
	}
	tu := &summary.TU{Kernels: []summary.Kernel{
		k("b1", 1, 1, 2), k("b3", 3, 4, 7), k("b6", 8, 8, 14), k("b7", 15, 15, 22), k("b20", 23, 23, 42), k("bn", 45, 46, 46),
	}}
	tu.Kernels[5].MaxThreads = 64 // __launch_bounds__(64, 2)
	return tu
}

func templatesTU(string) *summary.TU {
	P := rec("P", "1P", 1)
	NP := rec("NP", "N2ns2NPE", 3, "ns")
	boxI := tmpl("Box", "3BoxIiE", 4, ty(b("int")))
	boxBox := tmpl("Box", "3BoxIS_IiEE", 5, ty(boxI))
	t2 := func(t *summary.Type, n int64, m string, size, align int64) summary.Kernel {
		return summary.Kernel{Name: "t2", Mangled: m, TemplateArgs: []summary.TemplateArg{ty(t), val(n, "int")},
			Params: params(ts(t), size, align)}
	}
	return &summary.TU{
		Namespaces: [][]string{{"ns"}, {"ns", "in2"}},
		Kernels: []summary.Kernel{
			{Name: "r2", Mangled: "_Z2r2PKfPfi", Params: params(ts(restrict(ptr(cnst(b("float")))), restrict(ptr(b("float"))), b("int")), 8, 8, 8, 8, 4, 4),
				Pos: pos("templates.cu", 1, 1, 1)},
			t2(P, -1, "_Z2t2I1PLin1EEvT_", 4, 4),
			t2(NP, 3, "_Z2t2IN2ns2NPELi3EEvT_", 4, 4),
			t2(boxBox, 0, "_Z2t2I3BoxIS0_IiEELi0EEvT_", 4, 4),
			t2(ptr(b("int")), 7, "_Z2t2IPiLi7EEvT_", 8, 8),
			{Name: "t0", Mangled: "_Z2t0IiEvv", TemplateArgs: []summary.TemplateArg{ty(b("int"))}},
			{Name: "tv", Mangled: "_Z2tvILb1ELc97ELj5ELln3EEvi",
				TemplateArgs: []summary.TemplateArg{val(1, "bool"), val('a', "char"), val(5, "unsigned int"), val(-3, "long")},
				Params:       unnamed(params(ts(b("int")), 4, 4))},
			{Name: "tp", Mangled: "_Z2tpIP1PPKcEvT_T0_i", TemplateArgs: []summary.TemplateArg{ty(ptr(P)), ty(ptr(cnst(b("char"))))},
				Params: params(ts(ptr(P), ptr(cnst(b("char"))), b("int")), 8, 8, 8, 8, 4, 4)},
			{Name: "nt", Scope: []string{"ns", "in2"}, Mangled: "_ZN2ns3in22ntIdLi2EEEvT_",
				TemplateArgs: []summary.TemplateArg{ty(b("double")), val(2, "int")}, Params: unnamed(params(ts(b("double")), 8, 8))},
		},
	}
}

func typedefsTU(id string) *summary.TU {
	NP := rec("NP", "N2ns2NPE", 1, "ns")
	NE := &summary.Type{Kind: summary.Enum, Name: "NE", Mangled: "N2ns2NEE", Seq: 2, Scope: []string{"ns"}}
	ar := tmpl("Arr", "3ArrIfLi4EE", 3, ty(b("float")), val(4, "int"))
	anon := moduleid.AnonNamespace(id)
	f := "typedefs.cu"
	return &summary.TU{
		Namespaces: [][]string{{"ns"}, {""}},
		Kernels: []summary.Kernel{
			{Name: "z0", Mangled: "_Z2z0v", Pos: pos(f, 1, 1, 1)},
			{Name: "cq", Mangled: "_Z2cqN2ns2NPENS_2NEE3ArrIfLi4EEPKS0_",
				Params: params(ts(cnst(NP), NE, ar, ptr(cnst(NP))), 4, 4, 4, 4, 16, 4, 8, 8), Pos: pos(f, 4, 4, 4)},
			{Name: "at", Scope: []string{""}, Mangled: "_ZN" + lenName(anon) + "2atIiEEvT_", Linkage: summary.Internal,
				TemplateArgs: []summary.TemplateArg{ty(b("int"))}, Params: unnamed(params(ts(b("int")), 4, 4))},
		},
	}
}
