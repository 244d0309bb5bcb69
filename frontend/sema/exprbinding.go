package sema

import "github.com/cufe-dev/cufe/frontend/types"

// exprBinding binds a non-type template parameter's name to a
// value-dependent expression where an alias template is used with one:
// enable_if_t<is_integral<T>::value, int> stands for
// enable_if<is_integral<T>::value, int>::type. The name used to be bound
// to the alias's own parameter, so every such use named the same type,
// enable_if<_Cond, int>::type, whatever its condition, and two function
// templates whose heads differ only there were taken for one template.
// expr is nil when sema could not represent the argument: the name's uses
// then stay unknown rather than equal to anything.
type exprBinding struct {
	types.DeclBase
	expr types.Expr
}

// exprBindingOf makes the binding of name to the expression argument e.
func exprBindingOf(name string, e types.Expr) *exprBinding {
	b := &exprBinding{expr: e}
	b.Name = name
	return b
}
