package mangle

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/types"
)

// mangler builds one mangled name: the output, the substitution candidates
// seen so far (Itanium 5.1.9) and the first error.
type mangler struct {
	opts Options
	out  []byte
	subs []any
	err  error
	// internalPending asks the next global-namespace root of a prefix to
	// write the device _INTERNAL scope.
	internalPending bool
	// localScope is the scope whose locals localName is writing the nested
	// name of: a prefix ends there.
	localScope types.Decl
	// edgLevel is the template depth of the function whose signature is
	// being written (see edgParamKey).
	edgLevel int
}

// paramKey identifies a template template parameter used as a template name
// for substitution (type parameters use their canonical type).
type paramKey struct{ depth, index int }

// internalKey identifies the _INTERNAL<module id> scope of device names.
type internalKey struct{}

func (m *mangler) fail(e *Error) {
	if m.err == nil {
		m.err = e
	}
}

func (m *mangler) str(s string) { m.out = append(m.out, s...) }

// sourceName writes <source-name> ::= <length> <identifier>.
func (m *mangler) sourceName(s string) {
	m.out = strconv.AppendInt(m.out, int64(len(s)), 10)
	m.out = append(m.out, s...)
}

// trySub writes the substitution for key if key is already a candidate.
func (m *mangler) trySub(key any) bool {
	for i, k := range m.subs {
		if k == key {
			m.writeSub(i)
			return true
		}
	}
	return false
}

// writeSub writes S_ for the first candidate and S<seq-id>_ (base 36, upper
// case) for the others.
func (m *mangler) writeSub(i int) {
	m.out = append(m.out, 'S')
	if i > 0 {
		m.out = append(m.out, base36(uint64(i-1))...)
	}
	m.out = append(m.out, '_')
}

func (m *mangler) addSub(key any) { m.subs = append(m.subs, key) }

// reserveSub takes a substitution number for a component that can never be
// matched (the function type inside a pointer to member function).
func (m *mangler) reserveSub() { m.subs = append(m.subs, new(int)) }

func base36(n uint64) string {
	s := strconv.FormatUint(n, 36)
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// discriminator writes Itanium's <discriminator> for the index-th entity of
// one name in a function: nothing for the first, _<n> then __<n>_ after.
func (m *mangler) discriminator(index int) {
	if index <= 0 {
		return
	}
	n := index - 1
	if n < 10 {
		m.out = append(m.out, '_', byte('0'+n))
		return
	}
	m.str("__")
	m.out = strconv.AppendInt(m.out, int64(n), 10)
	m.out = append(m.out, '_')
}

// seqNumber writes the optional number of Ut<n>_ and Ul...E<n>_: nothing
// for index 0, index-1 after.
func (m *mangler) seqNumber(index int) {
	if index > 0 {
		m.out = strconv.AppendInt(m.out, int64(index-1), 10)
	}
	m.out = append(m.out, '_')
}
