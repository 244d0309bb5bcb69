package sema

import "github.com/cufe-dev/cufe/frontend/types"

// mayInheritConstructors reports whether cd may inherit constructors
// from a base (using Base::Base; declares the base's constructors, or its
// injected-class-name, under the base's name in cd's member table), which
// constructor resolution does not follow. A base whose name is cd's own
// (thrust's system::detail::bad_alloc deriving from std::bad_alloc) finds
// cd's own constructors and injected-class-name under that name: those
// inherit nothing, so only a declaration that is not cd's own counts.
func (c *checker) mayInheritConstructors(cd *types.ClassDecl, tab *memberTable) bool {
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			continue
		}
		for _, d := range tab.names[bc.Name] {
			if d != types.Decl(cd) && d.Base().Parent != types.Decl(cd) {
				return true
			}
		}
	}
	return false
}
