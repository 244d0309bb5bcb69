package mangle

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/types"
)

// Closure types in NVIDIA's names.
//
// cicc names a closure type as g++ does (Z <parent> E Ul <params> E [n] _),
// with one difference, when the enclosing function is one whose name cicc
// made earlier and kept (the function it computes the module ID from,
// when it computes it: Options.Cached): the closure's local name is then
// made with a substitution table of its own, started afresh, whose
// candidates are appended to the enclosing name's afterwards. For
// k<closure in a::b::g2(Q, E, Box<int>, Q *)>, where g2 gave the module
// ID, cicc registers _Z1kIZN1a1b2g2ENS0_1QENS0_1EENS0_3BoxIiEEPS1_EUlifE_EvT_
// (a::b is S0_ inside); reading a module ID made by cufe it names the same
// kernel _Z1kIZN1a1b2g2ENS1_1QENS1_1EENS1_3BoxIiEEPS2_EUlifE_EvT_.
//
// The host side names the stubs of such instances after NVIDIA's wrappers
// instead (Options.LambdaWrappers): an extended lambda's closure becomes
//
//	Unvdl <n>_ <parent pointer type> <parent name> <id>_ <capture types>
//	Unvhdl <mutable>_ <fp-conv>_ <n>_ <parent pointer type> <parent name> <id>_ <result> <params> E <capture types>
//
// where n is the number of captures, the parent pointer type is the
// pointer (to member) type of the enclosing function and id its number
// among the function's extended lambdas. CUDA 13 (Options.CUDA13) adds a
// never-throws flag after fp-conv and writes a lambda with a trailing
// return type as Unvdtl <n>_ <parent pointer type> <parent name> <result>
// <id>_ <capture types>. Substitutions run through as usual.

// closureType writes a closure type with cicc's separate substitution
// table for the local name (see above), and registers it.
func (m *mangler) closureType(c *types.ClassDecl) {
	saved := m.subs
	m.subs = nil
	m.name(c, false)
	m.subs = append(saved, m.subs...)
	m.addSub(c)
}

// wrapperName writes the Unvdl / Unvdtl / Unvhdl name of an extended
// lambda's closure.
func (m *mangler) wrapperName(c *types.ClassDecl, e *types.ExtendedLambda) {
	if e.Parent == nil || e.Parent.Type == nil {
		m.fail(declError(c, "extended lambda without its enclosing function"))
		return
	}
	n := strconv.Itoa(len(e.Captures)) + "_"
	trailing := m.opts.CUDA13 && e.TrailingReturn && !e.HostDevice
	switch {
	case e.HostDevice:
		m.str("Unvhdl" + flag(e.Mutable) + flag(e.FuncPtrConv()))
		if m.opts.CUDA13 {
			m.str(flag(e.NoExcept))
		}
		m.str(n)
	case trailing:
		m.str("Unvdtl" + n)
	default:
		m.str("Unvdl" + n)
	}
	m.parentPointer(e.Parent)
	m.parentName(e.Parent)
	if trailing {
		m.typ(e.Result)
	}
	m.str(strconv.Itoa(e.ID) + "_")
	if e.HostDevice {
		if e.Result == nil {
			m.fail(declError(c, "the result type of the __host__ __device__ lambda's call operator is not known"))
			return
		}
		m.typ(e.Result)
		m.bareFunctionType(&types.Function{Params: c.Lambda.Params, Variadic: c.Lambda.Variadic})
		m.str("E")
	}
	for _, t := range e.Captures {
		m.typ(t)
	}
}

// parentName writes the enclosing function's name. NVIDIA writes an
// instance of a member (or namespace member) function template whose
// template is already a substitution candidate as that substitution and
// the arguments, without the nested name around them (S::tm<char> inside
// Z N1S2tmIcEE vT_ E is S1_IcE).
func (m *mangler) parentName(f *types.FunctionDecl) {
	if t := f.Template; t != nil && memberQuals(f) == "" && !isGlobal(t.Parent) && !isStd(t.Parent) {
		if m.trySub(t) {
			m.templateArgs(f.Args)
			return
		}
	}
	m.name(f, true)
}

func flag(b bool) string {
	if b {
		return "1_"
	}
	return "0_"
}

// parentPointer writes the type of &f: a pointer to f's function type, or
// for a non-static member function a pointer to member (M <class>
// <cv-qualifiers> F ... E). Neither pointer type is a node of the type
// graph here, so their substitution numbers are taken but never matched.
func (m *mangler) parentPointer(f *types.FunctionDecl) {
	if f.IsMember() {
		cls := f.Parent.(*types.ClassDecl)
		m.str("M")
		m.typ(cls.Type)
		m.str(cvCode(f.Type.CV))
		m.functionType(f.Type)
		m.reserveSub()
		m.reserveSub()
		return
	}
	m.str("P")
	m.typ(f.Type)
	m.reserveSub()
}
