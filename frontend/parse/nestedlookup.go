package parse

// lookupNested finds name by unqualified lookup as the name before "::" in
// a nested-name-specifier, which considers only namespaces, types and
// templates whose specializations are types ([basic.lookup.qual]/1): a
// variable or function of that name in an inner scope is passed over
// (thrust 3's get_temporary_buffer(execute_on_stream_nosync& system, ...)
// throws system::detail::bad_alloc). It walks the scopes as lookup does;
// lookup itself stays unfiltered, as it is on the parser's hot path.
func (p *parser) lookupNested(name string) *entity {
	nested := func(e *entity) bool { return e.kind == entNamespace || e.kind.isType() }
	var resume *scope
	for s := p.scope; s != nil; s = s.parent {
		switch s.kind {
		case scQualified:
			t := s.target
			for ; t != nil && t.kind != scNamespace; t = t.parent {
				if e := p.lookupIn(t, name); e != nil && nested(e) {
					return e
				}
			}
			if resume == nil {
				resume = t
			}
			continue
		case scNamespace:
			if resume != nil {
				s, resume = resume, nil
			}
		}
		if e := p.lookupIn(s, name); e != nil && nested(e) {
			return e
		}
	}
	return nil
}
