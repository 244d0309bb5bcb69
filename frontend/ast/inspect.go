package ast

//go:generate env CUFE_UPDATE_WALKER=1 go test -run ^TestWalkerUpToDate$ .

// Inspect walks the tree below root depth first and calls f for every node it
// reaches (every non-nil pointer to a struct of this package: declarations,
// statements, expressions, and the parts they hold by pointer, such as
// *Name, *DeclSpec, *Declarator, *FuncChunk), in field declaration order;
// when f returns false the node's children are skipped. Struct values held
// in fields and slices (Chunk, NamePart, TemplateArg, Capture, Condition,
// Designator) are walked through without a call of their own, and token
// slices (raw attribute arguments) are not descended into. root must be a
// pointer to one of this package's structs; anything else is not walked.
//
// The walker is generated from the node types (walk_generated.go, by
// walk_gen_test.go): a test fails when a node type changes and the walker
// was not regenerated, and another compares it node for node with a walk by
// reflection over real translation units, so that no field is forgotten (a
// walker that missed one would silently leave, say, a kernel launch
// untranslated).
func Inspect(root any, f func(node any) bool) {
	w := walker{f: f}
	w.walkRoot(root)
}

// walker carries the visit function through the generated walk.
type walker struct {
	f func(node any) bool
}

// enter calls the visit function on a node the walk reaches; the walk
// descends into the node only when it returns true.
func (w *walker) enter(n any) bool { return w.f(n) }
