package pp

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// deviceTaint marks the output tokens whose presence or spelling may differ
// when the same source is preprocessed for the device side, where a few
// macros are defined differently (Options.DeviceMacros: __CUDA_ARCH__ and
// its kin). It lets a caller tell, from the host side alone, whether the
// device side could declare something differently: cufe's stub file needs
// the device side's view only when some namespace-scope variable may get a
// memory space there (thrust's `static const __device__` constants).
//
// A conditional group is device-dependent when the device side may answer
// its condition otherwise (see condtaint.go: operands defined(X) of a
// tainted X, and X left as 0 with a known number there, are followed
// through ||, && and ?:; X expanded, or left with no known value, and
// #ifdef X taint the whole condition), or it lies in such a group; a macro
// is tainted when it is one of the device macros or was defined or
// undefined in a device-dependent group (and no longer once defined or
// undefined outside one; a group skipped on both sides, its conditions
// answered alike, taints nothing it defines). Marked
// (token.DeviceDependent) are the tokens read in a device-dependent group,
// the tokens of a tainted macro's expansion, and the first token after a
// device-dependent group ends or a tainted macro expands to nothing (what
// the device side reads there instead sits next to it). Macros defined or
// undefined in a device-dependent group the host side skips are tainted
// too. A limit: the macros a header included on the device side only
// defines are not seen, the host side never reading that header (the file
// holding the #include is noted in Result.DeviceFiles all the same, its
// group being device-dependent).
//
// It also notes the files where the device side may read otherwise
// (Result.DeviceFiles): those holding a device-dependent conditional
// directive, the invocation of a tainted macro, or a tainted name left
// unexpanded (the first token after a group, marked, may lie in another
// file: the group's own file is the one noted). A caller that trusts some files to differ
// harmlessly (CUDA's own intrinsic headers) learns from it whether the
// rest can differ at all, even where no token is marked (a device-only
// group at the end of the TU).
type deviceTaint struct {
	names   map[string]bool // tainted macro names
	depth   int             // device-dependent groups open, all files
	pending bool            // mark the next output token
	saw     bool            // a tainted name met since reset (conditions)
	inCond  bool            // a condition is being evaluated
	// defs are the device side's known definitions of tainted names
	// (Options.DeviceDefinitions), dropped once a name is defined or
	// undefined (see condtaint.go).
	defs map[string]string

	files    []string        // Result.DeviceFiles, in the order first noted
	noted    map[string]bool // the paths in files
	lastPath string          // the path noted last (most notes repeat it)

	skipped []source.Span // Result.DeviceSkipped (deviceskipped.go)
}

func newDeviceTaint(macros []string, defs map[string]string) *deviceTaint {
	t := &deviceTaint{names: make(map[string]bool, len(macros)), noted: map[string]bool{}, defs: map[string]string{}}
	for _, m := range macros {
		t.names[m] = true
		if body, ok := defs[m]; ok {
			t.defs[m] = body
		}
	}
	return t
}

// taintPredefined marks the tainted macros the host side predefines
// (differently from the device side) as device macros: their expansions
// may differ there. It runs once the predefined macros are defined.
func (p *Preprocessor) taintPredefined() {
	for name := range p.taint.names {
		if m := p.macros.get(name); m != nil && m.builtin == notBuiltin {
			m.device = true
		}
	}
}

// definedSide is what defined(name), name tainted, comes to on the
// device side (see condtaint.go).
func (d *deviceTaint) definedSide(name string) side {
	if _, ok := d.defs[name]; ok {
		return side{v: boolValue(true), known: true}
	}
	return side{}
}

// deviceNumber reports the device side's value of name, a name left
// unexpanded here, when it is tainted and known to be defined there as a
// single integer literal (see condtaint.go).
func (d *deviceTaint) deviceNumber(name string) (value, bool) {
	if !d.names[name] {
		return value{}, false
	}
	body, ok := d.defs[name]
	if !ok || !isIntLiteral(body) {
		return value{}, false
	}
	v, err := parseIntLiteral(body)
	return v, err == ""
}

// isIntLiteral reports whether s is one pp-number of digits, letters and
// quotes only (no sign, no space, no dot): an integer literal, if any.
func isIntLiteral(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '\'') {
			return false
		}
	}
	return true
}

// mark flags t when it comes in a device-dependent place.
func (d *deviceTaint) mark(t *token.Token) {
	if d.depth > 0 || d.pending {
		t.Flags |= token.DeviceDependent
		d.pending = false
	}
}

// expanding notes the expansion of a tainted macro.
func (d *deviceTaint) expanding() {
	d.saw = true
	d.pending = true
}

// named notes a macro name tested (defined, #ifdef) or left unexpanded
// in a condition.
func (d *deviceTaint) named(name string) {
	if d.names[name] {
		d.saw = true
	}
}

// defined taints m when it is defined in a device-dependent group, and
// clears its name's taint otherwise.
func (d *deviceTaint) defined(m *Macro) {
	delete(d.defs, m.Name)
	if d.depth > 0 {
		d.names[m.Name] = true
		m.device = true
		return
	}
	// Outside device-dependent groups both sides define it alike from
	// here on (what its body expands to is marked where it expands).
	delete(d.names, m.Name)
}

// changed taints name when it is undefined, or defined in a group the
// host side skips, inside a device-dependent group; undefined outside
// one, it is undefined on both sides from here on, no longer tainted.
func (d *deviceTaint) changed(name string) {
	delete(d.defs, name)
	if d.depth > 0 {
		d.names[name] = true
	} else {
		delete(d.names, name)
	}
}

// open begins a device-dependent group (or makes the rest of one so).
func (d *deviceTaint) open() { d.depth++ }

// close ends a device-dependent group (or one branch of it, for
// #else/#elif when ending is false).
func (d *deviceTaint) close(ending bool) {
	if ending {
		d.depth--
	}
	d.pending = true
}

// taintCondStart begins the evaluation of a condition; it returns the
// pending mark to restore after it (a tainted macro expanded inside a
// condition marks no output token).
func (p *Preprocessor) taintCondStart() bool {
	if p.taint == nil {
		return false
	}
	pending := p.taint.pending
	p.taint.saw = false
	p.taint.inCond = true
	return pending
}

// taintCondEnd ends the evaluation of a condition begun with
// taintCondStart: it reports whether the condition was tainted.
func (p *Preprocessor) taintCondEnd(pending bool) bool {
	if p.taint == nil {
		return false
	}
	p.taint.pending = pending
	p.taint.inCond = false
	return p.taint.saw
}

// noteFile adds path to the files where the device side may read
// otherwise.
func (d *deviceTaint) noteFile(path string) {
	if path == d.lastPath {
		return
	}
	d.lastPath = path
	if !d.noted[path] {
		d.noted[path] = true
		d.files = append(d.files, path)
	}
}

// taintExpanding notes the expansion of a tainted macro invoked in the
// file being read.
func (p *Preprocessor) taintExpanding() {
	p.taint.expanding()
	if len(p.frames) > 0 {
		p.taint.noteFile(p.top().file.Name)
	}
}

// taintUnexpanded notes t, an identifier no macro replaces here: when the
// device side may define it (a tainted name: __CUDA_ARCH__ itself in
// code), its file is noted. (t is not marked: a declaration naming a
// macro the host side leaves undefined is one the host side rejects,
// or one where the name was undefined on both sides, as warpSize after
// sm_30_intrinsics.h's #undef in a group the device side may skip.)
func (p *Preprocessor) taintUnexpanded(t *token.Token) {
	if !p.taint.names[t.Text] || p.taint.inCond {
		// In a condition, the condition's taint decides (condtaint.go).
		return
	}
	if len(p.frames) > 0 {
		p.taint.noteFile(p.top().file.Name)
	}
}

// deviceFiles returns Result.DeviceFiles (nil when no taint was asked
// for).
func (p *Preprocessor) deviceFiles() []string {
	if p.taint == nil {
		return nil
	}
	return p.taint.files
}

// taintOpen begins a device-dependent group whose directive is in f.
func (p *Preprocessor) taintOpen(f *frame) {
	p.taint.open()
	p.taint.noteFile(f.file.Name)
}
