package host

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// namespaceTypes records, per namespace (its scope as the host translation
// names it, joined by "::"), the type names declared there so far: enough
// to spell a name a member typedef or alias redeclares with the namespace
// it was found in (CCCL 3's cub declares BlockRakingLayout in
// cub::CUB_300001_SM_750 and uses it from cub::CUB_300001_SM_750::detail).
// It is filled as declarations are translated, in order, so it works the
// same when they are handed over one by one as the parser completes them.
type namespaceTypes map[string]map[string]bool

// note records that name is declared in the namespace scope.
func (m *namespaceTypes) note(scope []string, name string) {
	if name == "" {
		return
	}
	if *m == nil {
		*m = namespaceTypes{}
	}
	key := strings.Join(scope, "::")
	set := (*m)[key]
	if set == nil {
		set = map[string]bool{}
		(*m)[key] = set
	}
	set[name] = true
}

// noteDecl records the type names a namespace-scope declaration declares:
// a class (defined or only declared) and typedef names.
func (m *namespaceTypes) noteDecl(d *ast.SimpleDecl, scope []string) {
	sp := d.Spec
	if sp == nil {
		return
	}
	switch {
	case sp.Kind == ast.TypeClass && sp.Class() != nil && sp.Class().Name != nil && len(sp.Class().Name.Parts) == 1:
		m.note(scope, sp.Class().Name.Ident())
	case sp.Kind == ast.TypeElaborated && len(d.Decls) == 0 && sp.Name != nil && len(sp.Name.Parts) == 1:
		m.note(scope, sp.Name.Ident())
	}
	if sp.Specs&ast.SpecTypedef != 0 {
		for _, dc := range d.Decls {
			m.note(scope, declaratorName(dc))
		}
	}
}

// qualifier is the global qualifier ("::a::b::") of the innermost
// namespace of scope, or of one enclosing it, that declares name; the
// innermost when none has been seen to.
func (m namespaceTypes) qualifier(scope []string, name string) string {
	for n := len(scope); n >= 0; n-- {
		if m[strings.Join(scope[:n], "::")][name] {
			return qualified(append([]string{""}, scope[:n]...), "")
		}
	}
	return qualified(append([]string{""}, scope...), "")
}
