package parse

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/token"
)

// kw classifies an identifier token as a keyword. Keywords are not a token
// kind (token package): whether `concept` is a keyword depends on -std.
type kw uint8

const (
	kwNone kw = iota
	// simple type specifiers
	kwVoid
	kwBool
	kwChar
	kwChar8
	kwChar16
	kwChar32
	kwWcharT
	kwShort
	kwInt
	kwLong
	kwSigned
	kwUnsigned
	kwFloat
	kwDouble
	kwInt128
	kwFloat128
	kwFloat80
	kwFloat16
	kwFloat32
	kwFloat64
	kwFloat32x
	kwFloat64x
	kwBF16
	kwComplex
	kwImaginary
	kwAuto
	kwDecltype
	kwTypeof
	kwUnderlyingType
	// cv
	kwConst
	kwVolatile
	kwRestrict
	// other decl-specifiers
	kwStatic
	kwExtern
	kwMutable
	kwRegister
	kwThreadLocal
	kwTypedef
	kwFriend
	kwInline
	kwVirtual
	kwExplicit
	kwConstexpr
	kwConsteval
	kwConstinit
	// declarations
	kwClass
	kwStruct
	kwUnion
	kwEnum
	kwTypename
	kwTemplate
	kwNamespace
	kwUsing
	kwConcept
	kwRequires
	kwStaticAssert
	kwAlignas
	kwAttribute
	kwDeclspec
	kwCUDALocation // __location__, __annotate__
	kwCUDASpace    // __global__ __device__ … written as keywords
	kwPublic
	kwProtected
	kwPrivate
	kwOperator
	kwExtension
	// statements
	kwIf
	kwElse
	kwSwitch
	kwCase
	kwDefault
	kwWhile
	kwDo
	kwFor
	kwBreak
	kwContinue
	kwReturn
	kwGoto
	kwTry
	kwCatch
	kwThrow
	kwCoReturn
	kwCoAwait
	kwCoYield
	kwAsm
	kwLabel
	// expressions
	kwSizeof
	kwAlignof
	kwNoexcept
	kwTypeid
	kwNew
	kwDelete
	kwThis
	kwTrue
	kwFalse
	kwNullptr
	kwNull
	kwStaticCast
	kwDynamicCast
	kwReinterpretCast
	kwConstCast
	kwReal
	kwImag
	kwBuiltinOffsetof
	kwBuiltinVaArg
	kwBuiltinBitCast
	kwBuiltinConvertvector
	kwBuiltinShuffle
	kwBuiltinHasAttribute
	kwAltToken
)

// kwInfo is one keyword table entry.
type kwInfo struct {
	kw    kw
	cxx20 bool       // a keyword only in C++20 and later
	alt   token.Kind // kwAltToken: the punctuator it spells
}

// keywords is the immutable keyword table, shared by all parses.
var keywords = map[string]kwInfo{
	"void": {kw: kwVoid}, "bool": {kw: kwBool}, "char": {kw: kwChar}, "char8_t": {kw: kwChar8, cxx20: true},
	"char16_t": {kw: kwChar16}, "char32_t": {kw: kwChar32}, "wchar_t": {kw: kwWcharT},
	"short": {kw: kwShort}, "int": {kw: kwInt}, "long": {kw: kwLong},
	"signed": {kw: kwSigned}, "__signed": {kw: kwSigned}, "__signed__": {kw: kwSigned},
	"unsigned": {kw: kwUnsigned}, "float": {kw: kwFloat}, "double": {kw: kwDouble},
	"__int128": {kw: kwInt128}, "__float128": {kw: kwFloat128}, "_Float128": {kw: kwFloat128},
	"__float80": {kw: kwFloat80}, "_Float16": {kw: kwFloat16}, "__fp16": {kw: kwFloat16},
	"_Float32": {kw: kwFloat32}, "_Float64": {kw: kwFloat64}, "_Float32x": {kw: kwFloat32x},
	"_Float64x": {kw: kwFloat64x}, "__bf16": {kw: kwBF16},
	"_Complex": {kw: kwComplex}, "__complex": {kw: kwComplex}, "__complex__": {kw: kwComplex},
	"_Imaginary": {kw: kwImaginary},
	"auto":       {kw: kwAuto}, "decltype": {kw: kwDecltype}, "__decltype": {kw: kwDecltype},
	"__typeof__": {kw: kwTypeof}, "__typeof": {kw: kwTypeof},
	"__underlying_type": {kw: kwUnderlyingType},
	"const":             {kw: kwConst}, "__const": {kw: kwConst}, "__const__": {kw: kwConst},
	"volatile": {kw: kwVolatile}, "__volatile": {kw: kwVolatile}, "__volatile__": {kw: kwVolatile},
	"__restrict": {kw: kwRestrict}, "__restrict__": {kw: kwRestrict},
	"static": {kw: kwStatic}, "extern": {kw: kwExtern}, "mutable": {kw: kwMutable},
	"register": {kw: kwRegister}, "thread_local": {kw: kwThreadLocal}, "__thread": {kw: kwThreadLocal},
	"typedef": {kw: kwTypedef}, "friend": {kw: kwFriend},
	"inline": {kw: kwInline}, "__inline": {kw: kwInline}, "__inline__": {kw: kwInline},
	"virtual": {kw: kwVirtual}, "explicit": {kw: kwExplicit}, "constexpr": {kw: kwConstexpr},
	"consteval": {kw: kwConsteval, cxx20: true}, "constinit": {kw: kwConstinit, cxx20: true},
	"class": {kw: kwClass}, "struct": {kw: kwStruct}, "union": {kw: kwUnion}, "enum": {kw: kwEnum},
	"typename": {kw: kwTypename}, "template": {kw: kwTemplate}, "namespace": {kw: kwNamespace},
	"using": {kw: kwUsing}, "concept": {kw: kwConcept, cxx20: true}, "requires": {kw: kwRequires, cxx20: true},
	"static_assert": {kw: kwStaticAssert}, "_Static_assert": {kw: kwStaticAssert},
	"alignas": {kw: kwAlignas}, "_Alignas": {kw: kwAlignas},
	"__attribute__": {kw: kwAttribute}, "__attribute": {kw: kwAttribute}, "__declspec": {kw: kwDeclspec},
	"__location__": {kw: kwCUDALocation}, "__annotate__": {kw: kwCUDALocation},
	"__global__": {kw: kwCUDASpace}, "__device__": {kw: kwCUDASpace}, "__host__": {kw: kwCUDASpace},
	"__shared__": {kw: kwCUDASpace}, "__constant__": {kw: kwCUDASpace}, "__managed__": {kw: kwCUDASpace},
	"__grid_constant__": {kw: kwCUDASpace}, "__noinline__": {kw: kwCUDASpace},
	"__forceinline__": {kw: kwCUDASpace}, "__launch_bounds__": {kw: kwCUDASpace},
	"__cluster_dims__": {kw: kwCUDASpace}, "__maxnreg__": {kw: kwCUDASpace},
	"public": {kw: kwPublic}, "protected": {kw: kwProtected}, "private": {kw: kwPrivate},
	"operator": {kw: kwOperator}, "__extension__": {kw: kwExtension},
	"if": {kw: kwIf}, "else": {kw: kwElse}, "switch": {kw: kwSwitch}, "case": {kw: kwCase},
	"default": {kw: kwDefault}, "while": {kw: kwWhile}, "do": {kw: kwDo}, "for": {kw: kwFor},
	"break": {kw: kwBreak}, "continue": {kw: kwContinue}, "return": {kw: kwReturn}, "goto": {kw: kwGoto},
	"try": {kw: kwTry}, "catch": {kw: kwCatch}, "throw": {kw: kwThrow},
	"co_return": {kw: kwCoReturn, cxx20: true}, "co_await": {kw: kwCoAwait, cxx20: true},
	"co_yield": {kw: kwCoYield, cxx20: true},
	"asm":      {kw: kwAsm}, "__asm": {kw: kwAsm}, "__asm__": {kw: kwAsm}, "__label__": {kw: kwLabel},
	"sizeof": {kw: kwSizeof}, "alignof": {kw: kwAlignof}, "__alignof": {kw: kwAlignof},
	"__alignof__": {kw: kwAlignof}, "_Alignof": {kw: kwAlignof},
	"noexcept": {kw: kwNoexcept}, "typeid": {kw: kwTypeid}, "new": {kw: kwNew}, "delete": {kw: kwDelete},
	"this": {kw: kwThis}, "true": {kw: kwTrue}, "false": {kw: kwFalse}, "nullptr": {kw: kwNullptr},
	"__null":      {kw: kwNull},
	"static_cast": {kw: kwStaticCast}, "dynamic_cast": {kw: kwDynamicCast},
	"reinterpret_cast": {kw: kwReinterpretCast}, "const_cast": {kw: kwConstCast},
	"__real__": {kw: kwReal}, "__real": {kw: kwReal}, "__imag__": {kw: kwImag}, "__imag": {kw: kwImag},
	"__builtin_offsetof": {kw: kwBuiltinOffsetof}, "__builtin_va_arg": {kw: kwBuiltinVaArg},
	"__builtin_bit_cast": {kw: kwBuiltinBitCast}, "__builtin_convertvector": {kw: kwBuiltinConvertvector},
	"__builtin_shuffle": {kw: kwBuiltinShuffle}, "__builtin_shufflevector": {kw: kwBuiltinShuffle},
	"__builtin_has_attribute": {kw: kwBuiltinHasAttribute},
	"and":                     {kw: kwAltToken, alt: token.AmpAmp}, "or": {kw: kwAltToken, alt: token.PipePipe},
	"not": {kw: kwAltToken, alt: token.Not}, "bitand": {kw: kwAltToken, alt: token.Amp},
	"bitor": {kw: kwAltToken, alt: token.Pipe}, "xor": {kw: kwAltToken, alt: token.Caret},
	"compl": {kw: kwAltToken, alt: token.Tilde}, "and_eq": {kw: kwAltToken, alt: token.AmpAssign},
	"or_eq": {kw: kwAltToken, alt: token.PipeAssign}, "xor_eq": {kw: kwAltToken, alt: token.CaretAssign},
	"not_eq": {kw: kwAltToken, alt: token.NotEq},
}

// classify returns the keyword an identifier spells under the given options.
func classify(text string, cxx20, char8 bool) kwInfo {
	if !kwShapes.maybe(text) {
		return kwInfo{}
	}
	info, ok := kwTab.lookup(text)
	if !ok {
		return kwInfo{}
	}
	if info.kw == kwChar8 {
		if !cxx20 && !char8 {
			return kwInfo{}
		}
		return info
	}
	if info.cxx20 && !cxx20 {
		return kwInfo{}
	}
	return info
}

// isTraitName reports whether an identifier is spelled like a type-trait
// intrinsic (__is_same, __has_trivial_destructor …), a cheap test before
// traitShapes is consulted. It is one only when traitShapes lists it, no
// declaration of that name is visible and '(' follows: libstdc++ declares
// class templates such as __is_pointer.
func isTraitName(text string) bool {
	return len(text) > 5 && text[0] == '_' && text[1] == '_' &&
		(strings.HasPrefix(text, "__is_") || strings.HasPrefix(text, "__has_") ||
			strings.HasPrefix(text, "__reference_"))
}

// isTypeSpecKw reports whether k begins a simple type specifier.
func isTypeSpecKw(k kw) bool { return k >= kwVoid && k <= kwUnderlyingType }

// isDeclSpecKw reports whether k can start a decl-specifier-seq.
func isDeclSpecKw(k kw) bool {
	return (k >= kwVoid && k <= kwEnum) || k == kwTypename || k == kwAttribute || k == kwAlignas ||
		k == kwDeclspec || k == kwCUDALocation || k == kwCUDASpace || k == kwExtension
}

// kwShapes rejects most identifiers before the keyword map is consulted
// (the parser classifies every identifier it reads, often more than once):
// no keyword has the identifier's length with its first and last bytes.
var kwShapes = newKeywordShapes()

// maxKeywordLen bounds the keywords kwShapes knows of.
const maxKeywordLen = 48

// keywordShapes records, per length, the first and last bytes of keywords.
type keywordShapes struct {
	first, last [maxKeywordLen + 1][4]uint64 // bit sets over bytes 0-255
	long        bool                         // a keyword is longer than maxKeywordLen
}

func newKeywordShapes() *keywordShapes {
	s := &keywordShapes{}
	for k := range keywords {
		n := len(k)
		if n > maxKeywordLen {
			s.long = true
			continue
		}
		s.first[n][k[0]>>6] |= 1 << (k[0] & 63)
		s.last[n][k[n-1]>>6] |= 1 << (k[n-1] & 63)
	}
	return s
}

// maybe reports whether text could be a keyword.
func (s *keywordShapes) maybe(text string) bool {
	n := len(text)
	if n > maxKeywordLen {
		return s.long
	}
	if n == 0 {
		return false
	}
	f, l := text[0], text[n-1]
	return s.first[n][f>>6]&(1<<(f&63)) != 0 && s.last[n][l>>6]&(1<<(l&63)) != 0
}
