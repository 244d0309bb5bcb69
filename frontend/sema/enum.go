package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// defineEnum declares an enumeration and its enumerators.
func (c *checker) defineEnum(x *ast.EnumDecl) *types.EnumDecl {
	name := ""
	if x.Name != nil {
		name = x.Name.Ident()
	}
	var ed *types.EnumDecl
	if name != "" {
		for _, old := range c.candidatesHere(name) {
			if oe, ok := old.(*types.EnumDecl); ok {
				ed = oe
				break
			}
		}
	}
	var under types.Type
	if x.Underlying != nil {
		under = c.typeID(x.Underlying)
	}
	fresh := ed == nil
	if ed == nil {
		parent := c.entityParent()
		ed = c.ctx.NewEnum(parent, name, x.Scoped, under)
		ed.Pos = x.At
		ed.Fixed = x.Underlying != nil
		if name == "" {
			ed.UnnamedIndex = c.number(parent).Unnamed()
		}
		c.declare(name, ed)
		if c.scope.kind == namespaceScope || c.scope.kind == classScope {
			c.res.Entities = append(c.res.Entities, ed)
		}
	}
	c.checkEnumRedefinition(x, ed) // (enumredef.go)
	if x.Opaque {
		if ed.Underlying == nil && x.Scoped {
			ed.Underlying = c.ctx.Builtin(types.Int)
		}
		return ed
	}
	if x.Scoped && ed.Underlying == nil {
		ed.Underlying = c.ctx.Builtin(types.Int)
	}
	for _, a := range x.Attrs {
		if a.Name == "aligned" || a.Name == "__aligned__" {
			if n, ok := c.attrInt(a, 0); ok {
				ed.Aligned = n
			}
		}
	}
	next := cval{t: c.ctx.Builtin(types.Int)}
	known := true
	minV, maxV := int64(0), int64(0)
	anyUnsigned := false
	consts := make([]*enumConst, 0, len(x.Enumerators))
	for i, e := range x.Enumerators {
		v := next
		if e.Value != nil {
			val, ok := c.constValue(e.Value)
			v, known = val, ok
			if !ok && fresh {
				c.reportNonConstant(e.Value) // (nonconstant.go)
			}
		} else if i > 0 && !known {
			known = false
		}
		if fresh && !x.Scoped {
			c.checkEnumeratorRedeclaration(e)
		}
		ec := &enumConst{enum: ed}
		ec.Name, ec.Parent, ec.Pos = e.Name, ed, e.At
		if known {
			if ed.Fixed && ed.Underlying != nil {
				if conv, ok := c.convert(v, ed.Underlying); ok {
					v = conv
				}
			}
			ec.val = v
			ed.Enumerators = append(ed.Enumerators, types.Enumerator{Name: e.Name, Value: v.i})
			if v.unsigned && v.i < 0 {
				anyUnsigned = true
			}
			minV, maxV = min(minV, v.i), max(maxV, v.i)
			next = v
			next.i++
		} else {
			ec.val = cval{}
		}
		consts = append(consts, ec)
		if known {
			// Within the enum, enumerators have their own values' types;
			// sema keeps the value and types it as the enum afterwards.
			c.table(ed).names[e.Name] = []types.Decl{ec}
			if !x.Scoped {
				c.declare(e.Name, ec)
			}
		} else {
			c.table(ed).names[e.Name] = []types.Decl{ec}
			if !x.Scoped {
				c.declare(e.Name, ec)
			}
			ec.unknown = true
		}
	}
	if ed.Underlying == nil {
		k := types.UInt
		switch {
		case anyUnsigned:
			k = types.ULong
		case minV < 0 && (minV < -1<<31 || maxV > 1<<31-1):
			k = types.Long
		case minV < 0:
			k = types.Int
		case maxV > 1<<32-1:
			k = types.ULong
		}
		ed.Underlying = c.ctx.Builtin(k)
	}
	for _, ec := range consts {
		if !ec.unknown {
			ec.val.t = ed.Type
			if ed.Fixed || x.Scoped {
				ec.val.unsigned = !isSignedType(ed.Underlying)
			}
		}
	}
	return ed
}

func isSignedType(t types.Type) bool {
	k, ok := builtinKindOf(t)
	return ok && k.IsSigned()
}
