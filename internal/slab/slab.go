// Package slab hands out objects from blocks: the parser and semantic
// analysis make hundreds of thousands of small nodes, names and scopes a
// translation unit, and one allocation per block instead of per object
// keeps the allocator, and with the collector on the collector, out of
// their way. A block lives as long as any object in it.
package slab

// New returns a zeroed T from *block, starting a block of size elements
// when the current one is full. The block belongs to its caller (one
// goroutine: a TU's parser or checker).
func New[T any](block *[]T, size int) *T {
	b := *block
	if len(b) == cap(b) {
		b = make([]T, 0, size)
	}
	b = b[:len(b)+1]
	*block = b
	return &b[len(b)-1]
}
