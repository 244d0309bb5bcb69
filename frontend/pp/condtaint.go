package pp

import "github.com/cufe-dev/cufe/frontend/token"

// A #if condition is device-dependent (its group opens on one side and
// not the other) only when the device side's answer may differ from the
// host side's. The expression parser (expr.go) evaluates, beside each
// value, what it comes to on the device side (a side: a value, or
// unknown), from these leaves:
//
//   - defined(X) (or defined X) where X is a tainted macro name (see
//     devicetaint.go): 1 when the device side's definition of X is known
//     (Options.DeviceDefinitions, X untouched since), else unknown: 0 or
//     1, a single operand whatever X stands for there;
//   - an identifier X left unexpanded (0 here) that is tainted: the
//     device side's value when X's known definition there is a single
//     integer literal (__CUDA_ARCH__: a number in place of a name, the
//     same expression around it);
//   - every other operand: the same on both sides.
//
// Anything else the device side may read otherwise in a condition gives
// up on operands and taints the whole condition, as a flat scan would: a
// tainted macro expanded there (directly, in a function-like macro's
// argument, through # or ##, or nested in another expansion: its tokens'
// provenance is not followed), a tainted name left unexpanded whose
// definition there is unknown or not one number (it may stand for any
// tokens, operators and parentheses included, so no operand boundary is
// known), #ifdef and #ifndef of a tainted name. The parser combines
// sides so:
//
//   - A || B is known true there when a known operand is true, A && B
//     known false when a known operand is false (with an untainted true,
//     or false, operand both sides answer alike); otherwise either
//     unknown makes it unknown;
//   - c ? x : y with c known takes the chosen branch's side (the other is
//     not evaluated there; the result's type, from both branches, comes
//     from types, never values); with c unknown, it is unknown;
//   - every other operator's result is unknown when an operand is, and
//     computed there as here otherwise (a division by zero there:
//     unknown).
//
// The condition is device-dependent when its side is unknown or its
// truth differs from the host side's.

// side is what an operand or expression comes to on the device side.
type side struct {
	v     value // its value there (when unknown, a value of its type)
	known bool
}

// addLeaf records s as the device side of the operand at token index i.
func addLeaf(leaves map[int]side, i int, s side) map[int]side {
	if leaves == nil {
		leaves = map[int]side{}
	}
	leaves[i] = s
	return leaves
}

// leafSide is the device side of t, the primary expression at index i
// whose value here is v. A token of a tainted macro's expansion (the whole
// condition tainted already) is unknown there.
func (e *exprParser) leafSide(i int, t token.Token, v value) side {
	if s, ok := e.leaves[i]; ok {
		return s
	}
	if t.Flags&token.DeviceDependent != 0 {
		return side{v: v}
	}
	return side{v: v, known: true}
}

// orSide is the device side of A || B.
func orSide(a, b side) side {
	if a.known && a.v.truth() || b.known && b.v.truth() {
		return side{v: boolValue(true), known: true}
	}
	return side{v: boolValue(a.v.truth() || b.v.truth()), known: a.known && b.known}
}

// andSide is the device side of A && B.
func andSide(a, b side) side {
	if a.known && !a.v.truth() || b.known && !b.v.truth() {
		return side{v: boolValue(false), known: true}
	}
	return side{v: boolValue(a.v.truth() && b.v.truth()), known: a.known && b.known}
}

// choiceSide is the device side of c ? x : y.
func choiceSide(c, x, y side) side {
	unsigned := x.v.unsigned || y.v.unsigned
	if !c.known {
		return side{v: value{unsigned: unsigned}}
	}
	chosen := y
	if c.v.truth() {
		chosen = x
	}
	return side{v: value{chosen.v.v, unsigned}, known: chosen.known}
}

// binarySide is the device side of a op b, for the operators other than
// ||, && and ?:.
func (e *exprParser) binarySide(op token.Token, a, b side) side {
	if (op.Kind == token.Slash || op.Kind == token.Percent) && b.v.v == 0 {
		return side{v: value{unsigned: a.v.unsigned || b.v.unsigned}}
	}
	return side{v: e.binary(op, a.v, b.v, true), known: a.known && b.known}
}
