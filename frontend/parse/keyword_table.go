package parse

// kwTable finds a keyword's kwInfo by open addressing, instead of the
// keyword map: the parser classifies every identifier it loads (~590,000
// on thrust + cub), and a map lookup hashed the whole text with aeshash
// and probed a table of groups, ~70 instructions; this hashes the length
// and three bytes and compares one string. It is built once from keywords
// and never changed.
type kwTable struct {
	slots [kwSlots]kwSlot
}

type kwSlot struct {
	text string // "" for an empty slot
	info kwInfo
}

// kwSlots is the table's size, a power of two: the ~170 keywords fill a
// sixth of it, so a probe rarely goes past its first slot.
const kwSlots = 1024

var kwTab = newKWTable()

func newKWTable() *kwTable {
	t := &kwTable{}
	for text, info := range keywords {
		h := kwHash(text)
		for t.slots[h].text != "" {
			h = (h + 1) & (kwSlots - 1)
		}
		t.slots[h] = kwSlot{text, info}
	}
	return t
}

// kwHash hashes a non-empty word from its length and its first, middle and
// last bytes.
func kwHash(s string) uint {
	n := uint(len(s))
	h := n*0x9e3779b1 ^ uint(s[0])*0x85ebca77 ^ uint(s[n-1])*0xc2b2ae3d ^ uint(s[n/2])*0x27d4eb2f
	return (h ^ h>>15) & (kwSlots - 1)
}

// lookup returns the keyword text spells, if any.
func (t *kwTable) lookup(text string) (kwInfo, bool) {
	if text == "" {
		return kwInfo{}, false
	}
	for h := kwHash(text); ; h = (h + 1) & (kwSlots - 1) {
		s := &t.slots[h]
		if s.text == text {
			return s.info, true
		}
		if s.text == "" {
			return kwInfo{}, false
		}
	}
}
