package sema

import "testing"

// relocHeader imitates thrust's copy dispatch (copy_device_to_device.h):
// a call picks its overload by a tag type built from
// __is_trivially_copyable of the value type (CCCL's is_trivially_copyable,
// behind is_indirectly_trivially_relocatable_to); the overload for
// non-trivially-copyable types launches k.
const relocHeader = `struct S { int n; };
struct true_type { static constexpr bool value = true; };
struct false_type { static constexpr bool value = false; };
template <bool B> struct bool_constant : false_type { typedef false_type type; };
template <> struct bool_constant<true> : true_type { typedef true_type type; };
template <class T> struct trivially_copyable : bool_constant<__is_trivially_copyable(T)> {};
template <class T> int copy(T *, true_type) { return 0; }
template <class T> int copy(T *p, false_type) { k<<<1, 1>>>(p); return 1; }
template <class T> int copy(T *p) { return copy(p, typename trivially_copyable<T>::type()); }
`

// TestProofWalkTriviallyCopyableTrait: __is_trivially_copyable is true
// of a scalar type (cv-qualified or not) and an array of one with a known
// bound, false of void and of references, so the tag (and the overload)
// is known; so it is for a class whose copy, move and destruction members
// are all implicit and trivial (S), while for one that declares a copy
// constructor (Copies) sema does not work out triviality, so the call
// stays unresolved.
func TestProofWalkTriviallyCopyableTrait(t *testing.T) {
	for _, c := range []struct{ name, elem, why, kernels string }{
		{"int", "int", "", ""},
		{"const pointer", "int *const", "", ""},
		{"enum", "E", "", ""},
		{"array", "double[3]", "", ""},
		{"class", "S", "", ""},
		{"class with a copy constructor", "Copies", "cast or new-expression to a type that is not known", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemHeader + relocHeader + "enum E { e0 };\nstruct Copies { int n; Copies(const Copies &o) : n(o.n) {} };\n" + userCode +
				"typedef " + c.elem + " Elem;\nint main() { Elem *p = 0; return copy(p); }\n"
			if c.name == "array" {
				src = systemHeader + relocHeader + userCode + "typedef double Elem[3];\nint main() { Elem *p = 0; return copy(p); }\n"
			}
			wantWalk(t, src, c.why, c.kernels)
		})
	}
}

// TestTriviallyCopyableTraitFalse: void and references are not
// trivially copyable.
func TestTriviallyCopyableTraitFalse(t *testing.T) {
	for _, ty := range []string{"void", "int &", "const int &&"} {
		t.Run(ty, func(t *testing.T) {
			src := systemHeader + relocHeader + userCode + "int main() { S *p = 0; return copy(p, trivially_copyable<" + ty + ">::type()); }\n"
			wantWalk(t, src, "", "k<S>")
		})
	}
}
