package sema

import "sort"

// NVIDIA's front end instantiates templates at the end of the TU, from a
// queue: the instances code outside templates uses, in the order it uses
// them, then the instances those instantiations use, and so on. The stub
// file lists kernel template instances in that order. sema walks an
// instance's body as soon as it is used, so a kernel launched from
// show<F> (walked while main is) is met before a kernel main launches
// later; ordering the kernels by how deep in instance bodies they were met,
// keeping the order of discovery at one depth, gives the queue's order.

// instantiationOrder sorts the kernels found into the order NVIDIA
// instantiates them.
func (c *checker) instantiationOrder() {
	sort.SliceStable(c.res.Kernels, func(i, j int) bool {
		return c.res.Kernels[i].instanceDepth < c.res.Kernels[j].instanceDepth
	})
}
