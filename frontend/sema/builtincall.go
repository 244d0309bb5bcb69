package sema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The compiler's builtin functions (__builtin_memmove, __builtin_expect,
// ...) are called in libstdc++ and CCCL without a declaration sema can
// see. Their results are typed here so that what is made of them (a cast,
// an argument) has a known type; every one of them yields a scalar, a
// pointer or void, never a class.

// builtinResults gives the result of the GCC builtins whose result does
// not depend on their arguments.
var builtinResults = map[string]types.BuiltinKind{
	"memcmp": types.Int, "strcmp": types.Int, "strncmp": types.Int,
	"constant_p": types.Int, "clz": types.Int, "clzl": types.Int, "clzll": types.Int,
	"ctz": types.Int, "ctzl": types.Int, "ctzll": types.Int,
	"popcount": types.Int, "popcountl": types.Int, "popcountll": types.Int,
	"ffs": types.Int, "ffsl": types.Int, "ffsll": types.Int,
	"parity": types.Int, "parityl": types.Int, "parityll": types.Int,
	"clrsb": types.Int, "clrsbl": types.Int, "clrsbll": types.Int,
	"isnan": types.Int, "isinf": types.Int, "isfinite": types.Int, "isnormal": types.Int,
	"signbit": types.Int, "isinf_sign": types.Int, "fpclassify": types.Int,
	"abs": types.Int, "labs": types.Long, "llabs": types.LongLong,
	"strlen": types.ULong, "object_size": types.ULong, "dynamic_object_size": types.ULong,
	"expect": types.Long, "expect_with_probability": types.Long,
	"is_constant_evaluated": types.Bool,
	"isgreater":             types.Int, "isgreaterequal": types.Int, "isless": types.Int,
	"islessequal": types.Int, "islessgreater": types.Int, "isunordered": types.Int,
	"bswap16": types.UShort, "bswap32": types.UInt, "bswap64": types.ULong,
	"huge_val": types.Double, "inf": types.Double, "nan": types.Double, "nans": types.Double,
	"huge_valf": types.Float, "inff": types.Float, "nanf": types.Float, "nansf": types.Float,
	"huge_vall": types.LongDouble, "infl": types.LongDouble, "nanl": types.LongDouble, "nansl": types.LongDouble,
	"fabs": types.Double, "fabsf": types.Float, "fabsl": types.LongDouble,
	"copysign": types.Double, "copysignf": types.Float, "copysignl": types.LongDouble,
	"sqrt": types.Double, "sqrtf": types.Float, "sqrtl": types.LongDouble,
	"floor": types.Double, "floorf": types.Float, "floorl": types.LongDouble,
	"ceil": types.Double, "ceilf": types.Float, "ceill": types.LongDouble,
	"trunc": types.Double, "truncf": types.Float, "truncl": types.LongDouble,
	"round": types.Double, "roundf": types.Float, "roundl": types.LongDouble,
	"trap": types.Void, "abort": types.Void, "unreachable": types.Void, "prefetch": types.Void,
	"va_start": types.Void, "va_end": types.Void, "va_copy": types.Void,
	"ia32_pause": types.Void, "cpu_init": types.Void, "cpu_supports": types.Int, "cpu_is": types.Int,
}

// builtinPointerResults are the GCC builtins that yield void*.
var builtinPointerResults = map[string]bool{
	"memcpy": true, "memmove": true, "memset": true, "memchr": true, "mempcpy": true,
	"alloca": true, "operator_new": true, "return_address": true, "frame_address": true,
	"extract_return_addr": true, "assume_aligned": true, "malloc": true,
}

// builtinCallResult types a call of an undeclared compiler builtin,
// callee ne with arguments args, reporting whether it knows that builtin.
func (c *checker) builtinCallResult(ne *ast.NameExpr, args []exprInfo) (exprInfo, bool) {
	if !isCompilerBuiltin(ne) {
		return exprInfo{}, false
	}
	if r, known := c.atomicCallResult(ne.Name.Ident(), args); known {
		return r, true
	}
	name := strings.TrimPrefix(ne.Name.Ident(), "__builtin_")
	if k, ok := builtinResults[name]; ok {
		return c.rvalue(c.builtin(k)), true
	}
	if builtinPointerResults[name] {
		return c.rvalue(c.ctx.PointerTo(c.builtin(types.Void))), true
	}
	switch name {
	case "strcpy", "strncpy", "strcat", "strchr", "strrchr", "strstr":
		return c.rvalue(c.ctx.PointerTo(c.builtin(types.Char))), true
	case "addressof":
		if len(args) == 1 && args[0].t != nil {
			return c.rvalue(c.ctx.PointerTo(args[0].t)), true
		}
	case "launder":
		if len(args) == 1 && args[0].t != nil {
			return c.rvalue(args[0].t), true
		}
	}
	return exprInfo{}, false
}

// atomicCallResult types GCC's __atomic_* and __sync_* builtins (as
// libstdc++'s <atomic> calls them): a value of the pointed-to type, a
// bool, or nothing.
func (c *checker) atomicCallResult(name string, args []exprInfo) (exprInfo, bool) {
	if !strings.HasPrefix(name, "__atomic_") && !strings.HasPrefix(name, "__sync_") {
		return exprInfo{}, false
	}
	op := name[strings.IndexByte(name[2:], '_')+3:]
	switch {
	case op == "load" || op == "store" || op == "store_n" || op == "exchange" || op == "clear" ||
		op == "thread_fence" || op == "signal_fence" || op == "synchronize" || op == "lock_release":
		return c.rvalue(c.builtin(types.Void)), true
	case strings.HasPrefix(op, "compare_exchange") || op == "test_and_set" || op == "always_lock_free" ||
		op == "is_lock_free" || op == "bool_compare_and_swap":
		return c.rvalue(c.builtin(types.Bool)), true
	}
	// The rest (load_n, exchange_n, fetch_add, add_fetch, ...,
	// val_compare_and_swap, lock_test_and_set) yield *ptr.
	if len(args) == 0 || args[0].t == nil {
		return exprInfo{}, false
	}
	if p, ok := args[0].t.Canonical().(*types.Pointer); ok {
		return c.rvalue(types.Unqualified(p.Elem)), true
	}
	return exprInfo{}, false
}
