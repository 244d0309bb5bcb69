package fromsema

import (
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Summary builds the TU summary for module ID id. It names the kernels and
// variables for id in the sema result (sema.Result.SetModuleID), which
// therefore belongs to this TU alone.
func Summary(in Input, id string, o Options) (*summary.TU, error) {
	res := in.Result
	if o.IDGiven {
		res.SetModuleIDGiven(id)
	} else {
		res.SetModuleID(id)
	}
	tu := &summary.TU{
		SourcePath: o.SourcePath, SourceName: o.SourceName,
		RDC: o.RDC, ExtendedLambda: o.ExtendedLambda, Host: o.Host,
	}
	for _, e := range res.Entities {
		if ns, ok := e.(*types.Namespace); ok {
			if path, ok := namespaces(ns); ok && len(path) > 0 {
				tu.Namespaces = append(tu.Namespaces, path)
			}
		}
	}
	defs := map[*types.FunctionDecl]*sema.Definition{}
	for i := range res.Definitions {
		d := &res.Definitions[i]
		if fn, ok := d.Decl.(*types.FunctionDecl); ok && d.Func != nil {
			defs[fn] = d
		}
	}
	tc := &typeConv{moduleID: id, cuda13: o.CUDA13}
	// The declarators of the kernel templates instantiated (sema places
	// a function template at its name).
	decls := map[source.Pos]*ast.Declarator{}
	for _, k := range res.Kernels {
		if k.Decl.Template != nil {
			decls[k.Decl.Template.Pos] = nil
		}
	}
	if in.Tree != nil && len(decls) > 0 {
		funcDeclarators(in.Tree.Decls, decls)
	}
	kernelIndex := map[*types.FunctionDecl]int{}
	var elsewhere []summary.Kernel // launched here, defined in another TU
	var defined map[string]bool    // names of the kernel definitions written
	for _, k := range res.Kernels {
		if !k.Instantiated && defs[k.Decl] == nil {
			// Declared here, launched here, defined in another TU (-rdc):
			// the stub neither defines nor registers it. A definition in
			// this TU that sema did not record would be an error below.
			if defined == nil {
				defined = kernelDefinitionNames(in.Tree)
			}
			if !defined[k.Decl.Name] {
				if sk, err := declaredKernel(k); err == nil {
					elsewhere = append(elsewhere, *sk)
				}
				continue
			}
		}
		var syntax *ast.Declarator
		if d := defs[k.Decl]; d != nil && !k.Instantiated {
			syntax = d.Declarator
		} else if k.Decl.Template != nil {
			syntax = decls[k.Decl.Template.Pos]
		}
		sk, err := kernel(in, tc, k, defs[k.Decl], syntax, id)
		if err != nil {
			if o.NoStub && !o.RDC && k.Instantiated {
				continue
			}
			return nil, err
		}
		kernelIndex[k.Decl] = len(tu.Kernels)
		tu.Kernels = append(tu.Kernels, *sk)
	}
	for _, v := range res.Variables {
		if v.Mem == types.SharedMem {
			continue
		}
		sv, err := variable(v)
		if err != nil {
			return nil, err
		}
		tu.Variables = append(tu.Variables, *sv)
	}
	if o.RDC {
		refs, err := hostRefs(in, tu, kernelIndex, elsewhere, id)
		if err != nil {
			return nil, err
		}
		tu.HostRefs = *refs
	}
	return tu, nil
}

// kernel converts one kernel (or kernel template instance).
func kernel(in Input, tc *typeConv, k *sema.Kernel, def *sema.Definition, syntax *ast.Declarator, id string) (*summary.Kernel, error) {
	fn := k.Decl
	qn := types.QualifiedName(fn)
	if k.Err != "" {
		return nil, errorf(k.Pos, "kernel %s: %s", qn, k.Err)
	}
	if k.Name == "" {
		return nil, errorf(k.Pos, "kernel %s: its device name could not be worked out", qn)
	}

	scope, ok := namespaces(fn.Parent)
	if !ok {
		return nil, errorf(k.Pos, "kernel %s is not declared at namespace scope (not supported)", qn)
	}
	sk := &summary.Kernel{Name: fn.Name, Scope: scope, Mangled: k.Name, MaxThreads: int(k.Launch.MaxThreads)}
	if types.LinkageOf(fn) != types.ExternalLinkage {
		sk.Linkage = summary.Internal
	}
	if fn.ExternC {
		cxx := *fn
		cxx.ExternC = false
		m, err := mangle.Name(&cxx, mangle.Options{ModuleID: id})
		if err != nil {
			return nil, errorf(k.Pos, "kernel %s: %v", qn, err)
		}
		sk.CxxMangled = m
	}
	if k.Instantiated {
		if fn.Template == nil {
			return nil, errorf(k.Pos, "kernel %s: template instance without its template", qn)
		}
		args, err := tc.templateArgs(fn.Args, 0)
		if err != nil {
			return nil, errorf(k.Pos, "kernel %s: %v", qn, err)
		}
		sk.TemplateArgs = args
		if hasClosure(args) {
			// The stub is named after NVIDIA's wrappers of the closures.
			m, err := mangle.Name(fn, mangle.Options{ModuleID: id, Device: true, LambdaWrappers: true, CUDA13: tc.cuda13})
			if err != nil {
				return nil, errorf(k.Pos, "kernel %s: %v", qn, err)
			}
			sk.CxxMangled = m
		}
	}
	var written []*ast.ParamDecl
	if syntax != nil {
		if fc := syntax.Function(); fc != nil && len(fc.Params) == len(k.Params) {
			written = fc.Params
		}
	}
	for i, p := range k.Params {
		t, err := tc.convert(p.Type)
		if err != nil {
			return nil, errorf(k.Pos, "kernel %s, parameter %d: %v", qn, i+1, err)
		}
		if written != nil {
			if t, err = declaredParam(written[i], t); err != nil {
				return nil, err
			}
		}
		sk.Params = append(sk.Params, summary.Param{Type: t, Offset: p.Offset, Size: p.Size, Align: p.Align,
			GridConstant: p.GridConstant, Unnamed: p.Name == ""})
	}
	if !k.Instantiated {
		if def == nil || def.Func == nil || def.Func.Body == nil {
			return nil, errorf(k.Pos, "kernel %s: its definition was not found", qn)
		}
		// The definition's name (sema's k.Pos may be an earlier declaration).
		at := k.Pos
		if def.Declarator != nil && def.Declarator.Name != nil {
			at = def.Declarator.Name.Last().At
		}
		name := in.Files.Position(at)
		sk.Pos = summary.Pos{File: name.Filename, Line: name.Line,
			BodyLine: in.Files.Position(def.Func.Body.At).Line, BodyEndLine: in.Files.Position(def.Func.Body.End).Line}
	}
	return sk, nil
}

// variable converts one __device__, __constant__ or __managed__ variable.
func variable(v *sema.DeviceVar) (*summary.Variable, error) {
	d := v.Decl
	qn := types.QualifiedName(d)
	if v.Err != "" {
		return nil, errorf(v.Pos, "variable %s: %s", qn, v.Err)
	}
	if v.Name == "" {
		return nil, errorf(v.Pos, "variable %s: its device name could not be worked out", qn)
	}
	scope, ok := namespaces(d.Parent)
	if !ok {
		return nil, errorf(v.Pos, "device variable %s is not declared at namespace scope (not supported)", qn)
	}
	if d.Template != nil {
		return nil, errorf(v.Pos, "device variable template %s is not supported", qn)
	}
	sv := &summary.Variable{Name: d.Name, Scope: scope, Mangled: v.Name, Extern: v.Extern, Size: v.Size, DeviceOnly: v.DeviceOnly}
	if types.LinkageOf(d) == types.InternalLinkage {
		sv.Linkage = summary.Internal
	}
	switch v.Mem {
	case types.ConstantMem:
		sv.Space = summary.Constant
	case types.ManagedMem:
		sv.Space = summary.Managed
	}
	return sv, nil
}

// declaredKernel names a kernel this TU declares but does not define, for
// the host reference arrays.
func declaredKernel(k *sema.Kernel) (*summary.Kernel, error) {
	fn := k.Decl
	scope, ok := namespaces(fn.Parent)
	if !ok || k.Name == "" {
		return nil, errorf(k.Pos, "kernel %s cannot be named", types.QualifiedName(fn))
	}
	sk := &summary.Kernel{Name: fn.Name, Scope: scope, Mangled: k.Name}
	if types.LinkageOf(fn) != types.ExternalLinkage {
		sk.Linkage = summary.Internal
	}
	return sk, nil
}
