package sema

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/types"
)

// finishKernels lays out the parameters of every kernel found.
func (c *checker) finishKernels() {
	c.instantiationOrder()
	for _, k := range c.res.Kernels {
		fn := k.Decl
		fi := c.funcInfoOf(fn)
		if fi != nil && fi.launch != nil {
			k.Launch = *fi.launch
		}
		if fn.Type == nil {
			k.Err = "the kernel's type could not be worked out"
			c.notSupported(k.Pos, "kernel %s: %s", types.QualifiedName(fn), k.Err)
			continue
		}
		off := int64(0)
		for i, pt := range fn.Type.Params {
			c.completeType(pt)
			if err := c.layoutProblem(pt); err != "" {
				k.Err = fmt.Sprintf("parameter %d of type %s: %s", i+1, pt.String(), err)
				c.notSupported(k.Pos, "kernel %s: %s", types.QualifiedName(fn), k.Err)
				break
			}
			size, align, err := c.res.Layout.SizeAlign(pt)
			if err != nil {
				k.Err = err.Error()
				c.notSupported(k.Pos, "kernel %s: %s", types.QualifiedName(fn), k.Err)
				break
			}
			off = (off + align - 1) / align * align
			p := Param{Type: pt, Size: size, Align: align, Offset: off}
			if fi != nil && i < len(fi.params) && fi.params[i] != nil {
				p.Name = fi.params[i].Name
			}
			if fi != nil && i < len(fi.gridConst) {
				p.GridConstant = fi.gridConst[i]
			}
			k.Params = append(k.Params, p)
			off += size
		}
		k.ArgsSize = off
	}
}

// layoutProblem says why a type's layout cannot be trusted: a class whose
// members or attributes sema could not resolve. Classes nest as deeply as
// code makes them (thrust's tuple is a chain of cons cells, a
// zip_iterator of ten iterators nests them within iterators within
// function objects); each class is looked at once.
func (c *checker) layoutProblem(t types.Type) string {
	return c.layoutProblemDepth(t, 0, map[*types.ClassDecl]bool{})
}

func (c *checker) layoutProblemDepth(t types.Type, depth int, seen map[*types.ClassDecl]bool) string {
	if depth > 1000 {
		return "nested too deeply"
	}
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		return c.layoutProblemDepth(u.Elem, depth+1, seen)
	case *types.Array:
		return c.layoutProblemDepth(u.Elem, depth+1, seen)
	case *types.Class:
		cd := u.Decl
		if seen[cd] {
			return ""
		}
		seen[cd] = true
		if !cd.Complete {
			return "class " + types.QualifiedName(cd) + " is incomplete"
		}
		if c.unknownFields[cd] {
			return "members of " + types.QualifiedName(cd) + " could not be resolved"
		}
		for _, b := range cd.Bases {
			if p := c.layoutProblemDepth(b.Type, depth+1, seen); p != "" {
				return p
			}
		}
		for _, f := range cd.Fields {
			if p := c.layoutProblemDepth(f.Type, depth+1, seen); p != "" {
				return p
			}
		}
	}
	return ""
}

// finishVariables computes the sizes of device variables.
func (c *checker) finishVariables() {
	for _, v := range c.res.Variables {
		d := v.Decl
		vi := c.varInfoOf(d)
		v.Extern = d.Extern && (vi == nil || !vi.defined)
		if d.Type == nil {
			v.Err = "the variable's type could not be worked out"
			if v.Mem != types.SharedMem {
				c.notSupported(v.Pos, "variable %s: %s", types.QualifiedName(d), v.Err)
			}
			continue
		}
		c.completeType(d.Type)
		if p := c.layoutProblem(d.Type); p != "" {
			v.Err = p
			if v.Mem != types.SharedMem {
				c.notSupported(v.Pos, "variable %s: %s", types.QualifiedName(d), p)
			}
			continue
		}
		size, _, err := c.res.Layout.SizeAlign(d.Type)
		if err != nil {
			v.Err = err.Error()
			if v.Mem != types.SharedMem && !isIncompleteArray(d.Type) {
				c.notSupported(v.Pos, "variable %s: %s", types.QualifiedName(d), v.Err)
			}
			continue
		}
		v.Size = size
	}
}

// SetModuleID computes the device-side names of the kernels and variables
// for the TU's module ID: kernels and variables register under their
// device mangled names (NVIDIA's _GLOBAL__N_<id> for unnamed namespaces and
// _INTERNAL<id> scope for internal-linkage variables).
func (r *Result) SetModuleID(id string) { r.setModuleID(id, r.FirstFunction) }

// SetModuleIDGiven is SetModuleID for an ID cicc reads instead of
// computing (cufe wrote it): cicc then has mangled no function before the
// kernels, and names the closures local to the module ID's function as
// any other (see mangle.Options.Cached).
func (r *Result) SetModuleIDGiven(id string) { r.setModuleID(id, nil) }

func (r *Result) setModuleID(id string, cached *types.FunctionDecl) {
	opts := mangle.Options{ModuleID: id, Device: true, Cached: cached}
	for _, k := range r.Kernels {
		if k.Decl.Type == nil {
			continue
		}
		name, err := mangle.Name(k.Decl, opts)
		if err != nil {
			if k.Err == "" {
				k.Err = err.Error()
			}
			continue
		}
		k.Name, k.RegName = name, name
	}
	for _, v := range r.Variables {
		if v.Decl.Type == nil {
			continue
		}
		name, err := mangle.Name(v.Decl, opts)
		if err != nil {
			if v.Err == "" {
				v.Err = err.Error()
			}
			continue
		}
		v.Name = name
	}
}

// ModuleIDSymbol is the host mangled name of the entity NVIDIA's module ID
// is computed from (see docs/oracle-notes.md): the first non-static,
// non-template, non-member function definition. Empty when there is none.
func (r *Result) ModuleIDSymbol() string {
	if r.FirstFunction == nil {
		return ""
	}
	name, err := mangle.Name(r.FirstFunction, mangle.Options{})
	if err != nil {
		return ""
	}
	return name
}

// completeType instantiates the classes t's layout depends on.
func (c *checker) completeType(t types.Type) {
	if cd := classDeclOf(arrayElem(t)); cd != nil {
		c.complete(cd)
		c.completeFieldsOf(cd)
	}
}
