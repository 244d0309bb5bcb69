package fromsema

import (
	"reflect"

	"github.com/cufe-dev/cufe/frontend/ast"
)

var templateDeclType = reflect.TypeOf((*ast.TemplateDecl)(nil))

// StubGap says why the summary's kernel list may be incomplete, or nil: a
// kernel template named inside a template (launched, or passed by address
// as cub does, from a host function template or a member of a class
// template). sema does not instantiate host templates' bodies, so the
// instances such a use needs are unknown, and a stub file without them
// would build and fail at run time ("invalid device function"). The
// caller must not write a stub file then.
func StubGap(in Input) *Error {
	if n := kernelTemplateInTemplate(in.Tree); n != nil {
		return errorf(n.At, "kernel template %s is named inside a template: the instances the stub file must register are not known (sema does not instantiate host templates)", n.Ident())
	}
	return nil
}

// kernelTemplateInTemplate finds a name of a kernel template written
// inside a template.
func kernelTemplateInTemplate(tu *ast.TranslationUnit) *ast.Name {
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
	var found *ast.Name
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
			case nameExprType:
				if ne := v.Interface().(*ast.NameExpr); inTemplate && ne.Name != nil && kernelTemplates[ne.Name.Ident()] {
					found = ne.Name
					return
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
