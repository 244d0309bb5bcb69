package fromsema

import (
	"slices"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// A non-static data member of a class outside templates
// (`std::array<DeviceEntry, N> entries_;` in cub's PerDeviceAttributeCache)
// needs its type's definition where the class is defined, and nothing
// more: the member type's member functions run only where the class's
// constructors, destructor and member functions run them, or where code
// names the member. So the member's declaration is cut twice: as code
// outside templates whose names start in definition mode (see headUse),
// and as a unit of the class's key, "Class::member" in byMember, which the
// other places lead to in full mode:
//   - a member function of the class (outside templates, or a member
//     template) that names the member (usesIn, edgesOf: a member name);
//   - code naming the class, whose implicit special members may run
//     there (the class's key leads to all its units, the members' too);
//   - a constructor or destructor the class declares, defined in it: its
//     definition constructs or destroys every member, naming none. In a
//     system header, usesIn counts the name of such a function's body
//     when one of the class's members may lead on, so that the proof
//     walk enters it, and follows what it constructs and destroys; in
//     user code, sema's first walk records those for the proof walk to
//     follow (sema's usermeminits.go). So a mem-initializer's name, a
//     construction the walk follows, leads to the member type's
//     definition only (headUse).
// Where that may not hold, the member's type stays in full mode, as any
// code outside templates: a member whose name is spelled outside its
// outermost class's text (c.entries_ elsewhere, or a member function
// defined outside the class), a class that declares a constructor or
// destructor it does not define, a member with a default member
// initializer (which the constructors run), a static data member
// (defined elsewhere), a declaration of several members.

// fieldDecl is a data member's declaration that may start in definition
// mode: name, in the class keyed key, whose outermost class's text is
// outer; ok until its name is found spelled outside outer.
type fieldDecl struct {
	name, key string
	outer     span
	ok        bool
}

// specialDef is a constructor or destructor defined in a class outside
// templates: its body begins at body; fields are the names of the data
// members of its class.
type specialDef struct {
	body   source.Pos
	fields []string
}

// noteFields records the data members of cd (a class outside templates,
// of key key, nested in or being the outermost class outer) that may
// start in definition mode, and the constructors and destructors it
// defines.
func (ix *keyIndex) noteFields(cd *ast.ClassDecl, key string, outer span) {
	class := className(cd)
	ok := class != ""
	var fields []string
	var noted []*fieldDecl
	for _, m := range cd.Members {
		sd, isDecl := m.(*ast.SimpleDecl)
		if !isDecl {
			continue
		}
		for _, d := range sd.Decls {
			if d != nil && declaresSpecial(d, class) {
				ok = false // defined elsewhere, or never: its members unknown here
			}
		}
		if name, single := dataMember(sd); name != "" {
			fields = append(fields, name)
			if single {
				f := &fieldDecl{name: name, key: key, outer: outer, ok: true}
				ix.fieldAt[sd.Pos()] = f
				noted = append(noted, f)
			}
		}
	}
	for _, f := range noted {
		f.ok = ok
	}
	for _, m := range cd.Members {
		x, isDef := m.(*ast.FuncDef)
		if isDef && x.Body != nil && x.Decl != nil && declaresSpecial(x.Decl, class) {
			ix.specialAt[x.Pos()] = &specialDef{body: x.Body.At, fields: fields}
			for _, mi := range x.CtorInits {
				if mi.Name != nil && len(mi.Name.Parts) == 1 {
					ix.memInits.add(mi.Name.At)
				}
			}
		}
	}
}

// declaresSpecial reports whether d declares a constructor or the
// destructor of class.
func declaresSpecial(d *ast.Declarator, class string) bool {
	if d.Function() == nil || d.Name == nil || len(d.Name.Parts) != 1 {
		return false
	}
	last := d.Name.Last()
	return (last.Kind == ast.NameIdent || last.Kind == ast.NameDestructor) && last.Ident == class
}

// dataMember returns the name of the first non-static data member sd
// declares ("" for none), and whether sd declares that one alone, without
// a default member initializer.
func dataMember(sd *ast.SimpleDecl) (name string, single bool) {
	if sd.Spec == nil || classOf(sd) != nil || sd.Spec.Specs&(ast.SpecStatic|ast.SpecTypedef|ast.SpecFriend) != 0 || len(sd.Decls) == 0 {
		return "", false
	}
	d := sd.Decls[0]
	if d == nil || d.Function() != nil || d.Name == nil || len(d.Name.Parts) != 1 || d.Name.Last().Kind != ast.NameIdent {
		return "", false
	}
	return d.Name.Last().Ident, len(sd.Decls) == 1 && d.InitKind == ast.InitNone && len(d.Binding()) == 0
}

// settleFields drops the data members whose names are spelled outside
// their outermost class's text, and adds a unit of the class's key for
// each of the others (see above).
func (ix *keyIndex) settleFields() {
	if len(ix.fieldAt) == 0 {
		return
	}
	byName := map[string][]*fieldDecl{}
	var names nameFilter
	for _, f := range ix.fieldAt {
		if f.ok {
			byName[f.name] = append(byName[f.name], f)
			names.add(f.name)
		}
	}
	for i, n := 0, len(ix.toks); i < n; i++ {
		t := &ix.toks[i]
		if t.Kind != token.Ident || !names.may(t.Text) || ix.declared.has(t.Pos) || ix.paramUses.has(t.Pos) {
			continue // (no field's name, another entity's declaration, a parameter)
		}
		for _, f := range byName[t.Text] {
			if t.Pos < f.outer.from || t.Pos >= f.outer.to {
				f.ok = false
			}
		}
	}
	added := 0
	for i := range ix.units {
		if u := &ix.units[i]; u.field != nil {
			if !u.field.ok {
				u.field = nil
			} else {
				added++
			}
		}
	}
	if added == 0 {
		return
	}
	// Each keyed unit follows its declaration's: a unit's associated
	// buckets start with those of the code before it (codeBefore). The
	// units are moved up in place, from the last, into the room
	// unitBound left for them (a copy of tens of thousands of units
	// otherwise: megabytes of fresh pages).
	old := len(ix.units)
	units := slices.Grow(ix.units, added)[:old+added]
	w := len(units)
	for r := old - 1; r >= 0; r-- {
		u := &units[r]
		if u.field != nil {
			w--
			units[w] = unit{index: w, from: u.from, to: u.to, key: u.field.key, member: u.field.name, template: true, classLike: true, space: u.space, path: u.path}
		}
		w--
		if w != r {
			units[w] = *u
		}
		units[w].index = w
	}
	ix.units = units
}

// specialUse returns the name of the body of u, a constructor or
// destructor defined in a class outside templates, when one of its
// class's data members that byMember indexes may lead on (to says,
// starting there in full mode), with the node it leads by; nil otherwise.
func (ix *keyIndex) specialUse(u *unit, to func(node) bool) (*token.Token, node) {
	for _, f := range u.special.fields {
		k := ix.memberKey(u.class, f)
		if k == "" {
			continue
		}
		if n := (node{key: k, space: u.space}); to(n) {
			return ix.tok(ix.indexAt(u.special.body)), n
		}
	}
	return nil, node{}
}
