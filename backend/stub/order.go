package stub

import (
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// scopeWalk returns the indexes of n entities in the order NVIDIA's front
// end walks its scopes, which the stub file follows. Found with the oracle
// (t5 in the tests: nested namespaces opened and reopened): the global
// scope's own entities come first, then each namespace in the order it was
// first opened, and a namespace lists its nested namespaces (recursively,
// the same way) before its own entities. Within one scope, entities that
// are not template instances come in declaration order, then instances in
// instantiation order.
func scopeWalk(namespaces [][]string, n int, scope func(int) []string, isInstance func(int) bool) []int {
	root := &nsNode{}
	for _, p := range namespaces {
		root.child(p)
	}
	for i := 0; i < n; i++ {
		nd := root.child(scope(i))
		if isInstance(i) {
			nd.instances = append(nd.instances, i)
		} else {
			nd.own = append(nd.own, i)
		}
	}
	var out []int
	out = append(append(out, root.own...), root.instances...)
	for _, c := range root.children {
		out = c.post(out)
	}
	return out
}

type nsNode struct {
	name      string
	children  []*nsNode
	own       []int
	instances []int
}

// child finds or adds the namespace at path below n.
func (n *nsNode) child(path []string) *nsNode {
	for _, name := range path {
		var next *nsNode
		for _, c := range n.children {
			if c.name == name {
				next = c
				break
			}
		}
		if next == nil {
			next = &nsNode{name: name}
			n.children = append(n.children, next)
		}
		n = next
	}
	return n
}

func (n *nsNode) post(out []int) []int {
	for _, c := range n.children {
		out = c.post(out)
	}
	return append(append(out, n.own...), n.instances...)
}

// kernelOrder is scopeWalk over the TU's kernels.
func kernelOrder(tu *summary.TU) []int {
	return scopeWalk(tu.Namespaces, len(tu.Kernels), func(i int) []string { return tu.Kernels[i].Scope },
		func(i int) bool { return tu.Kernels[i].IsTemplate() })
}

// registrationOrder is the order of the kernels' __cudaRegisterEntry
// calls: at every scope, the nested namespaces last opened first (each
// the same way), then the scope's own kernels in reverse (instances last
// instantiated first).
func registrationOrder(tu *summary.TU) []int {
	root := &nsNode{}
	for _, p := range tu.Namespaces {
		root.child(p)
	}
	for i := range tu.Kernels {
		nd := root.child(tu.Kernels[i].Scope)
		if tu.Kernels[i].IsTemplate() {
			nd.instances = append(nd.instances, i)
		} else {
			nd.own = append(nd.own, i)
		}
	}
	return root.reversed(nil)
}

func (n *nsNode) reversed(out []int) []int {
	for j := len(n.children) - 1; j >= 0; j-- {
		out = n.children[j].reversed(out)
	}
	all := append(append([]int{}, n.own...), n.instances...)
	for j := len(all) - 1; j >= 0; j-- {
		out = append(out, all[j])
	}
	return out
}

// variableOrder is scopeWalk over the TU's variables.
func variableOrder(tu *summary.TU) []int {
	return scopeWalk(tu.Namespaces, len(tu.Variables), func(i int) []string { return tu.Variables[i].Scope },
		func(int) bool { return false })
}

// qualifier spells a scope for host code: "ns::inner::", with
// _NV_ANON_NAMESPACE for anonymous namespaces.
func qualifier(scope []string) string {
	var b strings.Builder
	for _, s := range scope {
		if s == "" {
			s = "_NV_ANON_NAMESPACE"
		}
		b.WriteString(s)
		b.WriteString("::")
	}
	return b.String()
}
