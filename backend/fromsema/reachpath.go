package fromsema

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// path returns a chain of keys by which from may lead to a seed (key
// first, the seed last), each with its bucket and the position of the
// name that leads on, or nil: for CUFE_PROOF_TRACE, so that a developer
// sees why a system function was entered. It searches afresh, without the
// memo, following calls by the associated buckets gate (it does not grow
// them).
func (r *reach) path(from node, gate bset, files *source.FileSet) []string {
	seen := map[node]bool{}
	var dfs func(n node) []string
	dfs = func(n node) []string {
		name := n.key
		if n.space != "" {
			name = n.space + ":" + n.key
		}
		if n.path != "" {
			name += " in " + n.path
		}
		switch n.mode {
		case definition:
			name += " (definition)"
		case signature:
			name += " (signature)"
		}
		if r.seed(n) {
			return []string{name}
		}
		if seen[n] {
			return nil
		}
		seen[n] = true
		var found []string
		var grown, held bset
		r.ix.eachEdge(n, gate, &grown, &held, func(m node, at source.Pos) bool {
			if p := dfs(m); p != nil {
				pos := files.Position(at)
				found = append([]string{fmt.Sprintf("%s (%s:%d)", name, filepath.Base(pos.Filename), pos.Line)}, p...)
			}
			return found != nil
		})
		return found
	}
	if e := r.gated.get(r.ix.nodeID(from)); e != nil && e.hasReached {
		gate = e.reached
	}
	return dfs(from)
}

// tracePath writes, when st.trace is set, why the name t outside templates
// may lead to a seed of r: the chain of templates from via, saying what
// the name is to the check (what).
func (st *siteTemplates) tracePath(what string, r *reach, t *token.Token, via node, gate bset) {
	if st.trace {
		fmt.Fprintf(os.Stderr, "%s: %s %s\n", st.files.Position(t.Pos), what, strings.Join(r.path(via, gate, st.files), " -> "))
	}
}
