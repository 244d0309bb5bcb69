package types

import "testing"

// TestFunctionTypeInterned checks that equal function types are one type
// and unequal ones are not, also when the hash that finds them is taken
// by another type (funcsMore).
func TestFunctionTypeInterned(t *testing.T) {
	c := NewContextFor(0)
	i, d := c.Builtin(Int), c.Builtin(Double)
	a := c.FunctionType(Function{Result: i, Params: []Type{i, d}})
	if b := c.FunctionType(Function{Result: i, Params: []Type{i, d}}); b != a {
		t.Fatalf("int(int, double) interned twice: %p %p", a, b)
	}
	for _, other := range []Function{
		{Result: i, Params: []Type{d, i}},
		{Result: d, Params: []Type{i, d}},
		{Result: i, Params: []Type{i, d}, Variadic: true},
		{Result: i, Params: []Type{i, d}, Noexcept: true},
		{Result: i, Params: []Type{i, d}, CV: Const},
		{Result: i, Params: []Type{i}},
	} {
		if f := c.FunctionType(other); f == a {
			t.Errorf("%s interned as %s", f, a)
		}
	}
	// A type whose hash another took first is kept apart, and found again.
	proto := Function{Result: d, Params: []Type{d, d, d}}
	c.funcs[funcHash(&proto, proto.Params)] = a
	f := c.FunctionType(proto)
	if f == a || f.Result != Type(d) || len(f.Params) != 3 {
		t.Fatalf("colliding type: got %s, want double(double, double)", f)
	}
	if g := c.FunctionType(proto); g != f {
		t.Errorf("colliding type interned twice: %p %p", f, g)
	}
	if g := c.FunctionType(Function{Result: i, Params: []Type{i, d}}); g != a {
		t.Errorf("the type holding the hash is no longer found: %p %p", a, g)
	}
}
