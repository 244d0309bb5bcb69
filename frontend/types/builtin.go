package types

// BuiltinKind enumerates the fundamental types of x86-64 Linux C++ (as g++
// and NVIDIA's front end accept them) and the placeholder types.
type BuiltinKind uint8

// The fundamental and placeholder types.
const (
	Void BuiltinKind = iota
	Bool
	Char
	SChar
	UChar
	WChar
	Char8
	Char16
	Char32
	Short
	UShort
	Int
	UInt
	Long
	ULong
	LongLong
	ULongLong
	Int128
	UInt128
	Float
	Double
	LongDouble
	Float128  // __float128
	Float16   // _Float16
	Float32   // _Float32
	Float64   // _Float64
	Float128x // _Float128, distinct from __float128 in C++
	NullPtr   // std::nullptr_t, i.e. decltype(nullptr)
	Auto      // the auto placeholder
	DecltypeAuto
	numBuiltins
)

// builtinNames are the spellings EDG uses in diagnostics.
var builtinNames = [numBuiltins]string{
	Void: "void", Bool: "bool", Char: "char", SChar: "signed char", UChar: "unsigned char",
	WChar: "wchar_t", Char8: "char8_t", Char16: "char16_t", Char32: "char32_t",
	Short: "short", UShort: "unsigned short", Int: "int", UInt: "unsigned int",
	Long: "long", ULong: "unsigned long", LongLong: "long long", ULongLong: "unsigned long long",
	Int128: "__int128", UInt128: "unsigned __int128",
	Float: "float", Double: "double", LongDouble: "long double", Float128: "__float128",
	Float16: "_Float16", Float32: "_Float32", Float64: "_Float64", Float128x: "_Float128",
	NullPtr: "std::nullptr_t", Auto: "auto", DecltypeAuto: "decltype(auto)",
}

// String returns the C++ spelling of k.
func (k BuiltinKind) String() string {
	if k < numBuiltins {
		return builtinNames[k]
	}
	return "<bad builtin>"
}

// IsInteger reports whether k is an integer type (bool and character types
// included), the types a bit-field or an enum's underlying type may have.
func (k BuiltinKind) IsInteger() bool {
	return k >= Bool && k <= UInt128
}

// IsSigned reports whether k is a signed integer type. Plain char and
// wchar_t are signed on x86-64 Linux.
func (k BuiltinKind) IsSigned() bool {
	switch k {
	case Char, SChar, WChar, Short, Int, Long, LongLong, Int128:
		return true
	}
	return false
}

// IsFloating reports whether k is a floating-point type.
func (k BuiltinKind) IsFloating() bool {
	return k >= Float && k <= Float128x
}

// IsPlaceholder reports whether k is auto or decltype(auto).
func (k BuiltinKind) IsPlaceholder() bool { return k == Auto || k == DecltypeAuto }
