package sema

import "github.com/cufe-dev/cufe/frontend/types"

// localNames holds the names declared in a block or template scope. Most
// such scopes hold a handful (template parameters bound in an instance,
// a function's parameters and locals), and a TU opens hundreds of
// thousands of them: a short list searched in order costs less to build
// and to search than a map. Past maxFewNames, a map takes over.
type localNames struct {
	few  []localName
	many map[string][]types.Decl
}

type localName struct {
	name  string
	decls []types.Decl
}

// maxFewNames is the most names kept in a list.
const maxFewNames = 16

// get returns the declarations of name.
func (n *localNames) get(name string) []types.Decl {
	if n.many != nil {
		return n.many[name]
	}
	for i := range n.few {
		if n.few[i].name == name {
			return n.few[i].decls
		}
	}
	return nil
}

// add appends d to the declarations of name.
func (n *localNames) add(name string, d types.Decl) {
	if n.many == nil {
		for i := range n.few {
			if n.few[i].name == name {
				n.few[i].decls = append(n.few[i].decls, d)
				return
			}
		}
		if len(n.few) < maxFewNames {
			n.few = append(n.few, localName{name, []types.Decl{d}})
			return
		}
		n.spill()
	}
	n.many[name] = append(n.many[name], d)
}

// set makes ds the declarations of name.
func (n *localNames) set(name string, ds []types.Decl) {
	if n.many == nil {
		for i := range n.few {
			if n.few[i].name == name {
				n.few[i].decls = ds
				return
			}
		}
		if len(n.few) < maxFewNames {
			n.few = append(n.few, localName{name, ds})
			return
		}
		n.spill()
	}
	n.many[name] = ds
}

// spill moves the list into a map.
func (n *localNames) spill() {
	n.many = make(map[string][]types.Decl, 2*len(n.few))
	for _, e := range n.few {
		n.many[e.name] = e.decls
	}
	n.few = nil
}
