package host

import (
	"reflect"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// exprUses are the expression nodes the translation rewrites, gathered in
// one pass over the syntax tree.
type exprUses struct {
	launches []*ast.LaunchExpr
	names    []*ast.NameExpr
	lambdas  []*ast.LambdaExpr
}

var (
	launchType = reflect.TypeOf((*ast.LaunchExpr)(nil))
	nameType   = reflect.TypeOf((*ast.NameExpr)(nil))
	lambdaType = reflect.TypeOf((*ast.LambdaExpr)(nil))
	tokenType  = reflect.TypeOf(token.Token{})
)

// collectUses walks the whole tree. The walk is by reflection so that it
// follows every field of every node kind the parser has (and will have):
// a hand-written walker that forgot a field would silently leave a launch
// untranslated.
func collectUses(tu *ast.TranslationUnit) *exprUses {
	u := &exprUses{}
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() {
				return
			}
			if v.Elem().Kind() == reflect.Struct {
				p := v.Pointer()
				if seen[p] {
					return
				}
				seen[p] = true
			}
			switch v.Type() {
			case launchType:
				u.launches = append(u.launches, v.Interface().(*ast.LaunchExpr))
			case nameType:
				u.names = append(u.names, v.Interface().(*ast.NameExpr))
			case lambdaType:
				u.lambdas = append(u.lambdas, v.Interface().(*ast.LambdaExpr))
			}
			walk(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Field(i); f.CanInterface() {
					walk(f)
				}
			}
		case reflect.Slice:
			if k := v.Type().Elem(); k.Kind() == reflect.Uint8 || k == tokenType {
				return
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(tu))
	return u
}
