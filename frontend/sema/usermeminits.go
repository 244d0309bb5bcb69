package sema

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A constructor defined outside templates constructs its bases and
// members (by its mem-initializers, by their default member initializers,
// by default) and potentially destroys them, whether or not it is ever
// called: its definition instantiates what those constructions and
// destructions run ([class.base.init], [class.dtor]). The proof walk
// follows them where it walks the constructor (memberInits); a
// constructor in user code is walked by the first walk only, which
// records them here for the proof walk to follow (walkUserUses). So with
// a destructor defined in user code: it destroys the members and bases
// whether or not it is called.

// noteMemberInits records, in the first walk, the constructions that
// constructor fn, defined by def in user code outside templates, makes;
// args are its mem-initializers' arguments, typed.
func (c *checker) noteMemberInits(fn *types.FunctionDecl, def *ast.FuncDef, args [][]exprInfo) {
	if !c.userDefinition(def) {
		return
	}
	c.eachMemberInit(fn, def, args, initSink{
		construct: func(pos source.Pos, t types.Type, k construction) {
			if t == nil {
				return
			}
			c.noteUse(userUse{pos: pos, t: t, static: &k, name: types.QualifiedName(fn)})
		},
		probe: c.noteMade,
		unsure: func(pos source.Pos, format string, args ...any) {
			c.noteUse(userUse{pos: pos, unsure: fmt.Sprintf(format, args...)})
		},
	})
}

// noteMemberDestruction records, in the first walk, that destructor fn,
// defined by def in user code outside templates, destroys its class's
// members and bases: the proof walk follows the class's destruction.
func (c *checker) noteMemberDestruction(fn *types.FunctionDecl, def *ast.FuncDef) {
	cd, ok := fn.Parent.(*types.ClassDecl)
	if !ok || !c.userDefinition(def) {
		return
	}
	c.noteUse(userUse{pos: def.At, destroys: cd})
}

// userDefinition reports whether def, being walked, is a definition in
// user code outside templates.
func (c *checker) userDefinition(def *ast.FuncDef) bool {
	return c.instanceDepth == 0 && !c.scope.dependent && c.user(def.At)
}
