package parse

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// FuzzParse feeds arbitrary text through the .ii reader and the parser in
// both standards: whatever the input, the parser must return (no panic, no
// endless loop).
func FuzzParse(f *testing.F) {
	seeds := []string{
		"int main() { return 0; }",
		"template<class T> struct A { T x; A() : x() {} template<class U> U f(U u) { return u; } };",
		"namespace a::inline b { using T = int; } auto l = [=, &x](auto... y) mutable noexcept -> int { return (y + ...); };",
		"__global__ void k(int*p){ p[threadIdx.x]=1; } void h(){ k<<<1,2,0,0>>>(0); }",
		"struct S { int a : 3; union { int b; float c; }; enum class E : char { x, y = x }; };",
		"template<typename T> concept C = requires(T t) { { t.f() } noexcept -> C2; typename T::type; };",
		"int x = ({ int y = 1; y; }); void f() { asm volatile(\"\" ::: \"memory\"); }",
		"#pragma nv_diag_suppress 177\nint z;",
		"a<b<c>>d; f(<); }}}{{{((( >>>",
		"template<> struct X<int>; extern template class Y<int>; X(int) -> X<int>;",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, std := range []Std{CXX17, CXX20} {
			var r recorder
			res := pp.ReadPreprocessed("fuzz.ii", []byte(src), &r)
			Parse(res.Files, res.Tokens, Options{Std: std, MaxErrors: 20}, &r)
		}
	})
}
