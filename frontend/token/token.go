// Package token defines the preprocessing tokens of C++ and their kinds.
//
// The lexer produces preprocessing tokens (identifiers, pp-numbers, literals,
// punctuators). Keywords are not a lexical category here: whether `concept` or
// `char8_t` is a keyword depends on the language standard, so the parser
// decides from the identifier's text.
package token

import "github.com/cufe-dev/cufe/frontend/source"

// Kind is the kind of a token.
type Kind uint8

// Token kinds.
const (
	EOF Kind = iota
	Ident
	Number     // pp-number: 12, 0x1p-3f, 1'000'000, 1.0_km
	Char       // character literal, with any encoding prefix and ud-suffix
	String     // string literal (raw or not), with any encoding prefix and ud-suffix
	HeaderName // <...> or "..." after #include, only produced on request
	Other      // a character that is not part of any token (stray \, `, @, $ ...)

	punctBegin
	LBrace     // {  <%
	RBrace     // }  %>
	LBrack     // [  <:
	RBrack     // ]  :>
	LParen     // (
	RParen     // )
	Hash       // #  %:
	HashHash   // ## %:%:
	Semi       // ;
	Colon      // :
	Ellipsis   // ...
	Question   // ?
	ColonColon // ::
	Dot        // .
	DotStar    // .*
	Arrow      // ->
	ArrowStar  // ->*
	Tilde      // ~
	Not        // !
	Plus       // +
	Minus      // -
	Star       // *
	Slash      // /
	Percent    // %
	Caret      // ^
	Amp        // &
	Pipe       // |
	Assign     // =
	PlusAssign
	MinusAssign
	StarAssign
	SlashAssign
	PercentAssign
	CaretAssign
	AmpAssign
	PipeAssign
	Eq        // ==
	NotEq     // !=
	Less      // <
	Greater   // >
	LessEq    // <=
	GreaterEq // >=
	Spaceship // <=>
	AmpAmp    // &&
	PipePipe  // ||
	Shl       // <<
	Shr       // >>
	ShlAssign // <<=
	ShrAssign // >>=
	Inc       // ++
	Dec       // --
	Comma     // ,
	punctEnd
)

var kindNames = [...]string{
	EOF: "end of file", Ident: "identifier", Number: "number", Char: "character literal",
	String: "string literal", HeaderName: "header name", Other: "character",
	LBrace: "{", RBrace: "}", LBrack: "[", RBrack: "]", LParen: "(", RParen: ")",
	Hash: "#", HashHash: "##", Semi: ";", Colon: ":", Ellipsis: "...", Question: "?",
	ColonColon: "::", Dot: ".", DotStar: ".*", Arrow: "->", ArrowStar: "->*",
	Tilde: "~", Not: "!", Plus: "+", Minus: "-", Star: "*", Slash: "/", Percent: "%",
	Caret: "^", Amp: "&", Pipe: "|", Assign: "=", PlusAssign: "+=", MinusAssign: "-=",
	StarAssign: "*=", SlashAssign: "/=", PercentAssign: "%=", CaretAssign: "^=",
	AmpAssign: "&=", PipeAssign: "|=", Eq: "==", NotEq: "!=", Less: "<", Greater: ">",
	LessEq: "<=", GreaterEq: ">=", Spaceship: "<=>", AmpAmp: "&&", PipePipe: "||",
	Shl: "<<", Shr: ">>", ShlAssign: "<<=", ShrAssign: ">>=", Inc: "++", Dec: "--",
	Comma: ",",
}

// String returns the kind's name: the canonical spelling for punctuators.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "?"
}

// IsPunct reports whether k is a punctuator.
func (k Kind) IsPunct() bool { return k > punctBegin && k < punctEnd }

// IsLiteral reports whether k is a number, character or string literal.
func (k Kind) IsLiteral() bool { return k == Number || k == Char || k == String }

// Flags describe a token's surroundings and history.
type Flags uint8

const (
	StartOfLine  Flags = 1 << iota // first token on its (logical) line
	LeadingSpace                   // preceded by white space or a comment
	NoExpand                       // an identifier that must never be macro-expanded again ("painted blue")
	Digraph                        // spelled as a digraph (<: :> <% %> %: %:%:)
	Expanded                       // produced by a macro expansion
	Pragma                         // part of a #pragma line (or of the line a _Pragma became)
	// DeviceDependent marks a token whose presence or spelling may differ
	// when the source is preprocessed for the device side (set only when
	// pp.Options.DeviceMacros asks for it).
	DeviceDependent
)

// Token is one preprocessing token. Text is the token's spelling, a slice of the
// source where possible (no copy).
type Token struct {
	Kind  Kind
	Flags Flags
	Pos   source.Pos
	Text  string
}

// Has reports whether all of f are set.
func (t Token) Has(f Flags) bool { return t.Flags&f == f }

func (t Token) String() string { return t.Text }
