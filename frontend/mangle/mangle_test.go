package mangle

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// Known answers read off g++ 12 (nm) for the constructs the generator does
// not produce.
func TestKnownNames(t *testing.T) {
	w := newWorld()
	ctx := w.ctx
	i, c, v := w.b(types.Int), w.b(types.Char), w.b(types.Void)
	cc := ctx.PointerTo(ctx.Qualify(c, types.Const))
	check := func(d types.Decl, opts Options, want string) {
		t.Helper()
		got, err := Name(d, opts)
		if err != nil {
			t.Errorf("%s: %v", want, err)
			return
		}
		if got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}

	ccf := ctx.NewFunction(ctx.Global, "cc", w.fn(v, cc, cc, ctx.PointerTo(ctx.Qualify(cc, types.Const))))
	check(ccf, Options{}, "_Z2ccPKcS0_PKS0_")

	gs := ctx.NewVar(ctx.Global, "gs", w.str())
	check(gs, Options{}, "_Z2gsB5cxx11")
	gx := ctx.NewVar(ctx.Global, "gx", i)
	check(gx, Options{}, "gx")
	sx := ctx.NewVar(ctx.Global, "sx", i)
	sx.Static = true
	check(sx, Options{}, "_ZL2sx")

	ns := ctx.Namespace(ctx.Global, "ns", false)
	f := ctx.NewFunction(ns, "f", w.fn(w.str()))
	check(f, Options{}, "_ZN2ns1fB5cxx11Ev")
	g := ctx.NewFunction(ns, "g", w.fn(w.str(), w.str()))
	check(g, Options{}, "_ZN2ns1gENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
	vs := ctx.NewFunction(ctx.Global, "vs", w.fn(w.vectorOf(w.str())))
	check(vs, Options{}, "_Z2vsB5cxx11v")

	// Local statics and their discriminators.
	f2 := ctx.NewFunction(ctx.Global, "f2", w.fn(i))
	z0 := ctx.NewVar(f2, "z", i)
	z1 := ctx.NewVar(f2, "z", i)
	z1.LocalIndex = 1
	check(z0, Options{}, "_ZZ2f2vE1z")
	check(z1, Options{}, "_ZZ2f2vE1z_0")

	// Closures: g++ 12 numbers all closures of a function in sequence.
	lam := ctx.NewFunction(ctx.Global, "lam", w.fn(v))
	for k, want := range []string{"_ZZ3lamvENKUliE_clEi", "_ZZ3lamvENKUliE0_clEi"} {
		cl := ctx.NewClass(lam, types.ClassTag, "")
		cl.Lambda = &types.LambdaInfo{Params: []types.Type{i}, Index: k}
		ft := ctx.FunctionType(types.Function{Result: i, Params: []types.Type{i}, CV: types.Const})
		op := ctx.NewFunction(cl, "", ft)
		op.Kind, op.Op = types.OperatorFunc, types.OpCall
		check(op, Options{}, want)
	}

	// Unnamed namespaces, g++ and NVIDIA style, and device names.
	anon := ctx.AnonymousNamespace(ctx.Global)
	ka := ctx.NewFunction(anon, "ka", w.fn(v, ctx.PointerTo(i)))
	ka.Exec = types.GlobalSpace
	check(ka, Options{}, "_ZN12_GLOBAL__N_12kaEPi")
	const id = "_c83e7de8_4_k_cu_587774ad"
	check(ka, Options{ModuleID: id, Device: true}, "_ZN36_GLOBAL__N__c83e7de8_4_k_cu_587774ad2kaEPi")
	va := ctx.NewVar(anon, "va", i)
	check(va, Options{ModuleID: id, Device: true},
		"_ZN34_INTERNAL_c83e7de8_4_k_cu_587774ad36_GLOBAL__N__c83e7de8_4_k_cu_587774ad2vaE")
	sf := ctx.NewFunction(ctx.Global, "sf", w.fn(i, i))
	sf.Static, sf.Exec = true, types.DeviceSpace
	check(sf, Options{}, "_ZL2sfi")
	check(sf, Options{ModuleID: id, Device: true}, "_ZN34_INTERNAL_c83e7de8_4_k_cu_587774ad2sfEi")
	sv := ctx.NewVar(ctx.Global, "sv", i)
	sv.Static, sv.Mem = true, types.DeviceMem
	if got, _ := Name(sv, Options{ModuleID: id, Device: true}); got != "sv" {
		t.Errorf("device static variable: got %s, want sv", got)
	}
	ks := ctx.NewFunction(ctx.Global, "ks", w.fn(v, ctx.PointerTo(i)))
	ks.Static, ks.Exec = true, types.GlobalSpace
	ksName, _ := Name(ks, Options{ModuleID: id, Device: true})
	if got, want := NVStaticName("_fbbb6d55_4_k_cu_587774ad", ksName), "__nv_static_25__fbbb6d55_4_k_cu_587774ad__Z2ksPi"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got, want := NVStaticName("_fbbb6d55_4_k_cu_587774ad", "sv"), "__nv_static_25__fbbb6d55_4_k_cu_587774ad_sv"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}

	// std abbreviations.
	so := ctx.NewFunction(ctx.Global, "out", w.fn(ctx.ReferenceTo(w.ostream(), false), ctx.ReferenceTo(w.ostream(), false), ctx.ReferenceTo(w.istream(), false)))
	check(so, Options{}, "_Z3outRSoRSi")

	main := ctx.NewFunction(ctx.Global, "main", w.fn(i))
	check(main, Options{}, "main")
	ec := ctx.NewFunction(ctx.Global, "c_func", w.fn(i))
	ec.ExternC = true
	check(ec, Options{}, "c_func")
}

func TestUnsupportedFailsLoudly(t *testing.T) {
	w := newWorld()
	ctx := w.ctx
	f := ctx.NewFunction(ctx.Global, "f", w.fn(w.b(types.Void)))
	if _, err := Name(f, Options{Device: true}); err == nil {
		t.Error("device names without a module ID must fail")
	}
	ns := ctx.NewTypedef(ctx.Global, "T", w.b(types.Int))
	if _, err := Name(ns, Options{}); err == nil {
		t.Error("a typedef has no symbol name")
	}
	op := ctx.NewFunction(ctx.Global, "", w.fn(w.b(types.Void)))
	op.Kind = types.OperatorFunc
	if _, err := Name(op, Options{}); err == nil {
		t.Error("an operator without a kind must fail")
	}
}
