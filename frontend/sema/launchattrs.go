package sema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// launchAttrs evaluates a kernel's launch attributes (__launch_bounds__,
// __cluster_dims__, __maxnreg__) into fi. In a template their arguments
// may depend on template parameters; the instance evaluates them again
// with its arguments bound (instanceLaunchAttrs).
func (c *checker) launchAttrs(attrs []*ast.Attribute, fi *funcInfo) {
	// (fi.launch may be shared with the record fi was copied from: it is
	// replaced, never changed in place.)
	set := func() *LaunchAttrs {
		l := new(LaunchAttrs)
		if fi.launch != nil {
			*l = *fi.launch
		}
		fi.launch = l
		return l
	}
	for _, a := range attrs {
		switch strings.TrimSuffix(strings.TrimPrefix(a.Name, "__"), "__") {
		case "launch_bounds":
			vals, ok := c.attrInts(a)
			if !ok {
				set().BoundsUnknown = true
			}
			if ok {
				l := set()
				l.HasLaunchBounds, l.BoundsUnknown = true, false
				if len(vals) > 0 {
					l.MaxThreads = vals[0]
				}
				if len(vals) > 1 {
					l.MinBlocks = vals[1]
				}
				if len(vals) > 2 {
					l.MaxBlocksPerCluster = vals[2]
				}
			}
		case "cluster_dims":
			if vals, ok := c.attrInts(a); ok {
				l := set()
				for i := 0; i < len(vals) && i < 3; i++ {
					l.ClusterDims[i] = vals[i]
				}
			}
		case "maxnreg":
			if vals, ok := c.attrInts(a); ok && len(vals) > 0 {
				set().MaxNReg = vals[0]
			}
		}
	}
}

// instanceLaunchAttrs evaluates the launch attributes of a kernel template
// instance, in the scope that binds the template's parameters to its
// arguments (`template <int T> __global__ void __launch_bounds__(T) k()`:
// k<64> is registered with 64 threads).
func (c *checker) instanceLaunchAttrs(ti *templateInfo, fi *funcInfo) {
	if ti.fnDecl == nil {
		return
	}
	_, attrs := cudaAttrs(ti.fnSpec, ti.fnDecl)
	if ti.fn != nil {
		attrs = append(attrs, ti.fn.Attrs...)
	}
	c.launchAttrs(attrs, fi)
}
