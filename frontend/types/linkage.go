package types

// LinkageOf computes d's linkage from its storage class and context, per
// [basic.link]: names in unnamed namespaces and static namespace-scope
// entities have internal linkage, as do const non-inline non-extern
// namespace-scope variables; local entities have none; members share their
// class's linkage.
func LinkageOf(d Decl) Linkage {
	switch x := d.(type) {
	case *Namespace:
		if x.Parent == nil {
			return ExternalLinkage
		}
		if x.Anonymous {
			return InternalLinkage
		}
		return LinkageOf(x.Parent)
	case *FunctionDecl:
		if x.ExternC && x.Static {
			return InternalLinkage
		}
		if _, ns := x.Parent.(*Namespace); ns && x.Static {
			return InternalLinkage
		}
	case *VarDecl:
		switch x.Parent.(type) {
		case *Namespace:
			if x.Static {
				return InternalLinkage
			}
			// A variable whose type sema could not work out (nil) is
			// taken as not const rather than crashing the build.
			if x.Type == nil {
				break
			}
			if _, cv := Split(x.Type); cv&Const != 0 && !x.Extern && !x.Inline && x.Template == nil {
				return InternalLinkage
			}
		case *FunctionDecl:
			if x.Extern {
				return ExternalLinkage
			}
			return NoLinkage
		}
	case *ClassDecl:
		if x.Lambda != nil {
			return NoLinkage
		}
		if x.Name == "" && x.TypedefName == nil {
			if _, inClass := x.Parent.(*ClassDecl); !inClass {
				return NoLinkage
			}
		}
	case *EnumDecl:
		if x.Name == "" && x.TypedefName == nil {
			if _, inClass := x.Parent.(*ClassDecl); !inClass {
				return NoLinkage
			}
		}
	case *TemplateParam, *FieldDecl:
		return NoLinkage
	}
	switch p := d.Base().Parent.(type) {
	case nil:
		return ExternalLinkage
	case *FunctionDecl:
		return NoLinkage
	case *TemplateDecl:
		return LinkageOf(p)
	default:
		l := LinkageOf(p)
		if _, cls := p.(*ClassDecl); cls && l == NoLinkage {
			return NoLinkage
		}
		return l
	}
}
