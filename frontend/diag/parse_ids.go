package diag

// Catalog entries used by the parser. The numbers are EDG's, as cudafe++
// --display_error_number prints them (checked against CUDA 11.8).
const (
	ErrExpectedExpr        ID = 29   // expected an expression
	ErrExpectedIdent       ID = 40   // expected an identifier
	ErrExpectedSemi        ID = 65   // expected a ";"
	ErrExpectedDecl        ID = 169  // expected a declaration
	ErrExpectedType        ID = 79   // expected a type specifier
	ErrExpectedRParen      ID = 18   // expected a ")"
	ErrExpectedRBrack      ID = 17   // expected a "]"
	ErrExpectedRBrace      ID = 67   // expected a "}"
	ErrExpectedLBrace      ID = 130  // expected a "{"
	ErrExpectedLParen      ID = 125  // expected a "("
	ErrExpectedGreater     ID = 439  // expected a ">"
	ErrExpectedColon       ID = 253  // expected a ":"
	ErrExpectedComma       ID = 54   // expected a ","  (not verified)
	ErrExpectedStmt        ID = 127  // expected a statement
	ErrNotClassOrNamespace ID = 276  // name followed by "::" must be a class or namespace name
	ErrTypeNameNotAllowed  ID = 254  // type name is not allowed  (number not verified)
	ErrExpectedString      ID = 1038 // expected a string literal
)

// cufe's own parser entries (no EDG counterpart known).
const (
	ErrExpectedToken ID = CufeBase + 100 + iota // expected a %s (generic)
	_
	ErrParse // other syntax errors
)

// Call arity, as NVIDIA words a launch configuration with the wrong number
// of arguments.
const (
	ErrTooFewArgs  ID = 165 // too few arguments in function call
	ErrTooManyArgs ID = 140 // too many arguments in function call
)
