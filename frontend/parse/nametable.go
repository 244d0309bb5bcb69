package parse

// Most scopes bind a handful of names (a function's parameters, a
// template's parameters: 1 to 3 in nine scopes out of ten), and a Go map
// costs a few hundred bytes even for one name. A scope therefore keeps its
// first names in a list of entries taken from the parser's blocks, and
// moves them into a map only past maxListNames.

// maxListNames is the most names a scope keeps in its list.
const maxListNames = 8

// nameEntry is one binding in a scope's list.
type nameEntry struct {
	name string
	ent  *entity
	next *nameEntry
}

// get returns the entity name denotes in s, or nil.
func (s *scope) get(name string) *entity {
	if s.names != nil {
		return s.names[name]
	}
	for b := s.list; b != nil; b = b.next {
		if b.name == name {
			return b.ent
		}
	}
	return nil
}

// each calls f for every binding of s (in no particular order).
func (s *scope) each(f func(name string, e *entity)) {
	if s.names != nil {
		for n, e := range s.names {
			f(n, e)
		}
		return
	}
	for b := s.list; b != nil; b = b.next {
		f(b.name, b.ent)
	}
}

// unbind removes name from s.
func (s *scope) unbind(name string) {
	if s.names != nil {
		delete(s.names, name)
		return
	}
	for at := &s.list; *at != nil; at = &(*at).next {
		if (*at).name == name {
			*at = (*at).next
			s.listLen--
			return
		}
	}
}

// bindName binds name in s to e, replacing any binding it has.
func (p *parser) bindName(s *scope, name string, e *entity) {
	if s.names != nil {
		s.names[name] = e
		return
	}
	for b := s.list; b != nil; b = b.next {
		if b.name == name {
			b.ent = e
			return
		}
	}
	if s.listLen == maxListNames {
		s.names = make(map[string]*entity, 2*maxListNames)
		for b := s.list; b != nil; b = b.next {
			s.names[b.name] = b.ent
		}
		s.list, s.listLen = nil, 0
		s.names[name] = e
		return
	}
	var b *nameEntry
	if s.transient {
		b = p.trans.entries.get()
	} else {
		b = p.newNameEntry()
	}
	b.name, b.ent, b.next = name, e, s.list
	s.list = b
	s.listLen++
}

// newNameEntry hands out a list entry from the parser's blocks.
func (p *parser) newNameEntry() *nameEntry {
	if len(p.entries) == cap(p.entries) {
		p.entries = make([]nameEntry, 0, slabSize)
	}
	p.entries = p.entries[:len(p.entries)+1]
	return &p.entries[len(p.entries)-1]
}
