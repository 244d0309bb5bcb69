package types

import "unsafe"

// AuxSlot holds the record the analysis that made a declaration keeps for
// it (sema's per-function and per-variable state, the member tables of
// namespaces and classes), so that the analysis reaches its record
// through the declaration instead of a map keyed by it: a large TU looks
// such records up hundreds of thousands of times, and a map lookup costs
// a hash and a cache miss or two where a field costs a load. Copying a
// declaration copies the slot: Aux tells a copy from the declaration the
// record was set on and answers nil for it, as a map keyed by the
// original would. Only the goroutine analysing the declaration's Context
// may use the slot.
type AuxSlot struct {
	aux   unsafe.Pointer
	owner *AuxSlot // the slot SetAux was called on
}

// Aux returns the record SetAux set on this slot (nil when none was, or
// when the slot was copied from the one it was set on).
func (s *AuxSlot) Aux() unsafe.Pointer {
	if s.owner != s {
		return nil
	}
	return s.aux
}

// SetAux attaches the record p.
func (s *AuxSlot) SetAux(p unsafe.Pointer) { s.aux, s.owner = p, s }
