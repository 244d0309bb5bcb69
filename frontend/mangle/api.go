package mangle

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/types"
)

// Name returns the symbol name of a function or variable: its Itanium
// mangled name, or its plain name where C++ does not mangle (extern "C",
// main, and ordinary variables of the global namespace).
func Name(d types.Decl, opts Options) (string, error) {
	if opts.Device && opts.ModuleID == "" {
		return "", declError(d, "device names need a module ID")
	}
	switch x := d.(type) {
	case *types.FunctionDecl:
		if x.ExternC || (x.Name == "main" && x.Parent == rootOf(x) && x.Kind == types.OrdinaryFunc) {
			return x.Name, nil
		}
	case *types.VarDecl:
		if x.ExternC {
			return x.Name, nil
		}
	default:
		return "", declError(d, "only functions and variables have symbol names")
	}
	m := &mangler{opts: opts}
	if v, ok := d.(*types.VarDecl); ok && m.plainVariable(v) {
		return v.Name, nil
	}
	m.str("_Z")
	m.encoding(d)
	if m.err != nil {
		return "", m.err
	}
	return string(m.out), nil
}

// Type returns the mangled <type> of t alone, as it follows _ZTI and _ZTS.
func Type(t types.Type, opts Options) (string, error) {
	m := &mangler{opts: opts}
	m.typ(t)
	if m.err != nil {
		return "", m.err
	}
	return string(m.out), nil
}

// Special symbols of a class or type (Itanium 5.1.4.1).
const (
	VTable       = "_ZTV" // virtual table
	VTT          = "_ZTT" // virtual table table
	TypeInfo     = "_ZTI" // std::type_info object
	TypeInfoName = "_ZTS" // type_info name string
)

// SpecialName returns prefix (VTable, VTT, TypeInfo, TypeInfoName) followed
// by the mangled type t.
func SpecialName(prefix string, t types.Type, opts Options) (string, error) {
	s, err := Type(t, opts)
	if err != nil {
		return "", err
	}
	return prefix + s, nil
}

// GuardVariable returns the name of the guard of a static local or inline
// variable v (_ZGV...).
func GuardVariable(v *types.VarDecl, opts Options) (string, error) {
	m := &mangler{opts: opts}
	m.str("_ZGV")
	m.name(v, true)
	if m.err != nil {
		return "", m.err
	}
	return string(m.out), nil
}

// AnonymousNamespaceName is the name unnamed namespaces get: g++'s
// _GLOBAL__N_1, or NVIDIA's _GLOBAL__N_<module id>.
func AnonymousNamespaceName(moduleID string) string {
	if moduleID == "" {
		return "_GLOBAL__N_1"
	}
	return "_GLOBAL__N_" + moduleID
}

// NVStaticName is the name under which NVIDIA's tools register an
// internal-linkage __global__ function or device variable:
// __nv_static_<len(module id)>_<module id>_<symbol>, where symbol is the
// entity's device-side name (mangled, or plain for a global-namespace
// variable).
func NVStaticName(moduleID, symbol string) string {
	return "__nv_static_" + strconv.Itoa(len(moduleID)) + "_" + moduleID + "_" + symbol
}

// InternalScopeName is the outermost scope cicc gives internal-linkage
// device entities: _INTERNAL<module id>.
func InternalScopeName(moduleID string) string { return "_INTERNAL" + moduleID }
