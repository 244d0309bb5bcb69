package host

import "github.com/cufe-dev/cufe/frontend/ast"

// exprUses are the expression nodes the translation rewrites, gathered in
// one pass over the syntax tree.
type exprUses struct {
	launches []*ast.LaunchExpr
	names    []*ast.NameExpr
	lambdas  []*ast.LambdaExpr
}

// collectUses gathers them in one walk over the whole tree (ast.Inspect
// follows every field, so no launch is left untranslated).
func collectUses(tu *ast.TranslationUnit) *exprUses {
	u := &exprUses{}
	ast.Inspect(tu, func(n any) bool {
		switch x := n.(type) {
		case *ast.LaunchExpr:
			u.launches = append(u.launches, x)
		case *ast.NameExpr:
			u.names = append(u.names, x)
		case *ast.LambdaExpr:
			u.lambdas = append(u.lambdas, x)
		}
		return true
	})
	return u
}
