package sema

import "testing"

// TestAddressOfRvalueOperator: &*it, where *it yields an object of a
// class that overloads operator& (thrust's device_reference), calls that
// operator; the built-in & of an rvalue is not taken.
func TestAddressOfRvalueOperator(t *testing.T) {
	src := `struct Ptr { int *p; };
struct Ref { Ptr operator&() const { Ptr r = {0}; return r; } };
struct Plain {};
struct It { Ref operator*() const { return Ref(); } };
Plain make();
It it;
auto viaOperator = &*it;
`
	got := varTypes(t, src)
	if got["viaOperator"] != "Ptr" {
		t.Errorf("&*it: %q, want Ptr", got["viaOperator"])
	}
}
