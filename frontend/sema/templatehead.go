package sema

import "github.com/cufe-dev/cufe/frontend/types"

// Two function template declarations of the same name and function type
// declare the same template only when their template heads are equivalent
// too ([temp.over.link]/6-7): CCCL's
//
//	template <class T, enable_if_t<A<T>, int> = 0> int kind(T);
//	template <class T, enable_if_t<!A<T>, int> = 0> int kind(T);
//
// are two overloads that SFINAE tells apart, not one template declared
// twice. Template parameters are identified by depth and index in
// canonical types and in dependent expressions' keys, so comparing the
// canonical types of non-type parameters compares them with the
// parameters renamed by position, as [temp.over.link]/5 asks.
//
// When sema cannot tell (a non-type parameter's type it could not work
// out), the declarations are taken as different templates. Of the two
// possible mistakes this is the safe one: splitting a real redeclaration
// leaves two candidates no better than each other, so a call to them is
// left unresolved (no stub file, with a reason), whereas merging two
// overloads would keep only the first one's head and could resolve a
// call to the wrong body for sure, dropping a kernel from the stub file.

// sameTemplateHead reports whether template parameter lists a and b are
// certainly equivalent: the same number of parameters, of the same kinds
// and packs, non-type parameters of equivalent known types, and template
// template parameters with equivalent heads of their own.
func sameTemplateHead(a, b []*types.TemplateParam) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameTemplateParam(a[i], b[i]) {
			return false
		}
	}
	return true
}

// sameTemplateParam compares one parameter of two template heads.
func sameTemplateParam(p, q *types.TemplateParam) bool {
	if p == nil || q == nil || p.Kind != q.Kind || p.Pack != q.Pack {
		return false
	}
	switch p.Kind {
	case types.NonTypeParam:
		if p.Type == nil || q.Type == nil {
			return false
		}
		return p.Type.Canonical() == q.Type.Canonical()
	case types.TemplateTemplateParam:
		return sameTemplateHead(p.Params, q.Params)
	}
	return true
}
