package types

// IsDependent reports whether t involves a template parameter, so that its
// meaning is known only once the template is instantiated.
func IsDependent(t Type) bool {
	switch u := t.Canonical().(type) {
	case *TemplateParamType, *DependentName, *TemplateSpec, *Decltype, *PackExpansion:
		return true
	case *Qualified:
		return IsDependent(u.Elem)
	case *Pointer:
		return IsDependent(u.Elem)
	case *Reference:
		return IsDependent(u.Elem)
	case *Array:
		return u.Dep != nil || IsDependent(u.Elem)
	case *MemberPointer:
		return IsDependent(u.Class) || IsDependent(u.Elem)
	case *Function:
		if IsDependent(u.Result) {
			return true
		}
		for _, p := range u.Params {
			if IsDependent(p) {
				return true
			}
		}
	case *Class:
		for _, a := range u.Decl.Args {
			if a.IsDependent() {
				return true
			}
		}
	}
	return false
}
