package fromsema

// nameFilter is a cheap first test of whether a name may be in a small
// set of names: the index's scans ask it of every identifier token, and
// most are in no set asked about, so a bit test on the name's length and
// end bytes spares them the hash of a map lookup. It may say yes for a
// name not in the set (the map decides then), never no for one in it.
type nameFilter [nameFilterWords]uint64

const nameFilterWords = 64 // 4096 bits

// nameFilterBit is the bit of name s.
func nameFilterBit(s string) uint {
	if s == "" {
		return 0
	}
	h := uint(len(s))*0x9e37 ^ uint(s[0])*0x2f1 ^ uint(s[len(s)-1])*0x6b
	return h % (nameFilterWords * 64)
}

// add puts s in the filter.
func (f *nameFilter) add(s string) {
	b := nameFilterBit(s)
	f[b>>6] |= 1 << (b & 63)
}

// may reports whether s may have been added.
func (f *nameFilter) may(s string) bool {
	b := nameFilterBit(s)
	return f[b>>6]&(1<<(b&63)) != 0
}
