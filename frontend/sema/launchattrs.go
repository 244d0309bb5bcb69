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
	for _, a := range attrs {
		switch strings.TrimSuffix(strings.TrimPrefix(a.Name, "__"), "__") {
		case "launch_bounds":
			vals, ok := c.attrInts(a)
			if ok {
				fi.launch.HasLaunchBounds = true
				if len(vals) > 0 {
					fi.launch.MaxThreads = vals[0]
				}
				if len(vals) > 1 {
					fi.launch.MinBlocks = vals[1]
				}
				if len(vals) > 2 {
					fi.launch.MaxBlocksPerCluster = vals[2]
				}
			}
		case "cluster_dims":
			if vals, ok := c.attrInts(a); ok {
				for i := 0; i < len(vals) && i < 3; i++ {
					fi.launch.ClusterDims[i] = vals[i]
				}
			}
		case "maxnreg":
			if vals, ok := c.attrInts(a); ok && len(vals) > 0 {
				fi.launch.MaxNReg = vals[0]
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
