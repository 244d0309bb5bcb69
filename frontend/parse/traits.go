package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// traitShape is what a type-trait intrinsic takes between its parentheses.
type traitShape uint8

const (
	traitUnary    traitShape = iota + 1 // one type-id: __is_class(T)
	traitBinary                         // two type-ids: __is_same(T, U)
	traitVariadic                       // a type-id and any number more: __is_constructible(T, Args...)
	traitExprs                          // expressions (member pointers): __is_corresponding_member(&A::x, &B::y)
)

// traitShapes lists the type-trait intrinsics NVIDIA's front end knows in
// C++ mode (its keyword table: the GNU and Clang spellings, the standard
// library's helpers, EDG's own), each with the shape of its arguments. A
// name spelled like a trait but missing here is an ordinary identifier,
// looked up and called as any other (cudafe++ finds it undefined too),
// rather than an intrinsic cufe would silently treat as unknown.
var traitShapes = map[string]traitShape{
	"__is_class": traitUnary, "__is_enum": traitUnary, "__is_union": traitUnary,
	"__is_pod": traitUnary, "__is_empty": traitUnary, "__is_polymorphic": traitUnary,
	"__is_abstract": traitUnary, "__is_literal_type": traitUnary, "__is_literal": traitUnary,
	"__is_standard_layout": traitUnary, "__is_trivial": traitUnary,
	"__is_trivially_copyable": traitUnary, "__is_final": traitUnary, "__is_aggregate": traitUnary,
	"__has_virtual_destructor": traitUnary, "__has_trivial_constructor": traitUnary,
	"__has_trivial_copy": traitUnary, "__has_trivial_assign": traitUnary,
	"__has_trivial_destructor": traitUnary, "__has_nothrow_constructor": traitUnary,
	"__has_nothrow_copy": traitUnary, "__has_nothrow_assign": traitUnary,
	"__has_trivial_move_constructor": traitUnary, "__has_trivial_move_assign": traitUnary,
	"__has_nothrow_move_assign": traitUnary, "__has_unique_object_representations": traitUnary,
	"__is_signed": traitUnary, "__is_unsigned": traitUnary, "__is_integral": traitUnary,
	"__is_floating_point": traitUnary, "__is_arithmetic": traitUnary,
	"__is_fundamental": traitUnary, "__is_scalar": traitUnary, "__is_object": traitUnary,
	"__is_compound": traitUnary, "__is_reference": traitUnary,
	"__is_member_pointer": traitUnary, "__is_member_function_pointer": traitUnary,
	"__is_member_object_pointer": traitUnary, "__is_const": traitUnary,
	"__is_volatile": traitUnary, "__is_void": traitUnary, "__is_array": traitUnary,
	"__is_pointer": traitUnary, "__is_lvalue_reference": traitUnary,
	"__is_rvalue_reference": traitUnary, "__is_function": traitUnary,
	"__is_destructible": traitUnary, "__is_nothrow_destructible": traitUnary,
	"__is_trivially_destructible": traitUnary, "__is_trivially_copy_assignable": traitUnary,
	"__is_referenceable": traitUnary, "__is_bounded_array": traitUnary,
	"__is_unbounded_array": traitUnary, "__is_scoped_enum": traitUnary,
	"__is_complete_type": traitUnary, "__is_trivially_equality_comparable": traitUnary,
	"__is_trivially_relocatable": traitUnary,

	"__is_base_of": traitBinary, "__is_convertible": traitBinary,
	"__is_convertible_to": traitBinary, "__is_nothrow_convertible": traitBinary,
	"__is_same": traitBinary, "__is_same_as": traitBinary, "__is_assignable": traitBinary,
	"__is_nothrow_assignable": traitBinary, "__is_trivially_assignable": traitBinary,
	"__is_assignable_no_precondition_check": traitBinary, "__is_layout_compatible": traitBinary,
	"__is_pointer_interconvertible_base_of": traitBinary,
	"__reference_binds_to_temporary":        traitBinary,
	"__reference_constructs_from_temporary": traitBinary,
	"__reference_converts_from_temporary":   traitBinary,

	"__is_constructible": traitVariadic, "__is_nothrow_constructible": traitVariadic,
	"__is_trivially_constructible": traitVariadic, "__is_invocable": traitVariadic,
	"__is_nothrow_invocable": traitVariadic,

	"__is_corresponding_member": traitExprs, "__is_pointer_interconvertible_with_class": traitExprs,
}

// typeArgs reports how many type-ids a trait of shape s takes: at least
// min, and at most max (-1: no limit).
func (s traitShape) typeArgs() (min, max int) {
	switch s {
	case traitUnary:
		return 1, 1
	case traitBinary:
		return 2, 2
	case traitVariadic:
		return 1, -1
	}
	return 0, -1
}

// parseTraitCall parses a call of a type-trait intrinsic, its arguments
// checked against its shape the way NVIDIA's front end checks them, so a
// malformed trait is an error on its line instead of a value sema cannot
// work out: an argument that cannot start a type-id (an expression, or
// none at all) is "expected a type specifier" and the call a BadExpr; an
// argument beyond the shape's last is "expected a ")"" at its comma; a
// missing second argument is "expected a ","" (and its missing type) at the
// ")". Member-pointer traits take expressions, parsed as other builtins'.
func (p *parser) parseTraitCall(shape traitShape) ast.Expr {
	if shape == traitExprs {
		return p.parseBuiltinCall()
	}
	b, sg, ok := p.openBuiltin()
	if !ok {
		return b
	}
	defer func() { p.noGreater = sg }()
	min, max := shape.typeArgs()
	for !p.failed && (max < 0 || len(b.Args) < max) {
		if !p.mayStartTypeID() {
			p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
			return p.skipTraitRest(b.At)
		}
		a := p.parseTypeOrExpr(func() bool {
			return p.tok.Kind == token.Comma || p.tok.Kind == token.RParen || p.tok.Kind == token.Ellipsis
		})
		if p.got(token.Ellipsis) {
			a.Pack = true
		}
		b.Args = append(b.Args, a)
		if p.tok.Kind != token.Comma || (max >= 0 && len(b.Args) == max) {
			break
		}
		p.next()
	}
	if len(b.Args) < min && p.tok.Kind == token.RParen {
		p.errorExpected(token.Comma)
		p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
	}
	p.expect(token.RParen)
	return b
}

// skipTraitRest skips what is left of a malformed trait call, up to and
// with its closing ')', and stands a BadExpr for it: the error is already
// reported.
func (p *parser) skipTraitRest(at source.Pos) ast.Expr {
	p.skipToRParen()
	end := p.tok.Pos
	p.got(token.RParen)
	return &ast.BadExpr{At: at, End: end}
}
