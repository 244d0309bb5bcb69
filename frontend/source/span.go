package source

// Span is a stretch of one file's text, From inclusive, To exclusive.
type Span struct {
	From, To Pos
}
