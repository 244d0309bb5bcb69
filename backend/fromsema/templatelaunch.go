package fromsema

import (
	"reflect"

	"github.com/cufe-dev/cufe/frontend/ast"
)

var (
	launchExprType   = reflect.TypeOf((*ast.LaunchExpr)(nil))
	templateDeclType = reflect.TypeOf((*ast.TemplateDecl)(nil))
)

// launchInTemplate finds a launch of a kernel template written inside a
// template (a host function template, a member of a class template).
// sema does not instantiate host templates' bodies, so the kernel
// instances such a launch uses are unknown, and a stub file without them
// would build and fail at run time ("invalid device function"): the
// summary is refused instead, at the launch.
func launchInTemplate(tu *ast.TranslationUnit) *ast.LaunchExpr {
	if tu == nil {
		return nil
	}
	kernelTemplates := map[string]bool{}
	var collect func(decls []ast.Decl)
	collect = func(decls []ast.Decl) {
		for _, d := range decls {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				collect(x.Decls)
			case *ast.LinkageSpec:
				collect(x.Decls)
			case *ast.TemplateDecl:
				if fd, ok := x.Decl.(*ast.FuncDef); ok && fd.Spec != nil && fd.Spec.CUDA&ast.CUDAGlobal != 0 && fd.Decl != nil && fd.Decl.Name != nil {
					kernelTemplates[fd.Decl.Name.Ident()] = true
				}
				if sd, ok := x.Decl.(*ast.SimpleDecl); ok && sd.Spec != nil && sd.Spec.CUDA&ast.CUDAGlobal != 0 {
					for _, dd := range sd.Decls {
						if dd.Name != nil {
							kernelTemplates[dd.Name.Ident()] = true
						}
					}
				}
			}
		}
	}
	collect(tu.Decls)
	if len(kernelTemplates) == 0 {
		return nil
	}
	var found *ast.LaunchExpr
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value, inTemplate bool)
	walk = func(v reflect.Value, inTemplate bool) {
		if found != nil {
			return
		}
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
			case templateDeclType:
				inTemplate = true
			case launchExprType:
				if l := v.Interface().(*ast.LaunchExpr); inTemplate {
					if ne, ok := l.Fun.(*ast.NameExpr); ok && ne.Name != nil && kernelTemplates[ne.Name.Ident()] {
						found = l
						return
					}
				}
			}
			walk(v.Elem(), inTemplate)
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), inTemplate)
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Field(i); f.CanInterface() {
					walk(f, inTemplate)
				}
			}
		case reflect.Slice:
			if k := v.Type().Elem(); k.Kind() == reflect.Uint8 || k == tokenType {
				return
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), inTemplate)
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), inTemplate)
			}
		}
	}
	walk(reflect.ValueOf(tu), false)
	return found
}
