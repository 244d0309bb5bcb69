package tu

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// deviceView is the device side of a .cu as nvcc's device-side step
// preprocesses it (__CUDA_ARCH__ defined), parsed, for the namespace-scope
// variables that have a memory space there only (sema.DeviceSideVariables):
// cicc, which reads that side, registers them, so the stub file must too.
// With kernels set (the device side may see other kernels than the host
// side: see devicetrust.go) it is checked too, and the stub file's
// kernels are the device side's (see deviceStub).
// It runs on a goroutine of its own beside the host side's front end.
type deviceView struct {
	done chan struct{}
	// kernels asks for semantic analysis: why the device side may see
	// other kernels (a file where it reads otherwise), "" when not asked.
	kernels string
	vars    []sema.DeviceSideVar
	// in is the device side checked (kernels set, no error); gap is why
	// its stub file's kernels are not known for certain, when they are
	// not (the stub-gap search and proof walk, as on the host side).
	in  fromsema.Input
	gap *HostError
	// closure and missing are the device side's include closure and the
	// headers it looked for in vain (they key the cache with the host
	// side's).
	closure, missing []string
	err              error
}

// startDeviceView begins the device side's view of input, a CUDA source,
// compiled with o.
// With kernels (a file where the device side may read otherwise, see
// deviceKernelsMayDiffer) the device side is checked as well.
func startDeviceView(s *options.Session, o *options.Options, input, kernels string) *deviceView {
	v := &deviceView{done: make(chan struct{}), kernels: kernels}
	go func() {
		defer close(v.done)
		defer func() {
			if r := recover(); r != nil {
				v.err = fmt.Errorf("internal error: %v", r)
			}
		}()
		v.err = v.run(s, o, input)
	}()
	return v
}

// wantsDeviceView reports whether a compilation with o of input needs the device
// side's view: a stub file is asked for and cufe preprocesses a CUDA source.
func wantsDeviceView(o *options.Options, input string) bool {
	return o.Compile.StubFileName != "" && !options.IsPreprocessed(input) && o.IsCUDA(input)
}

func (v *deviceView) run(s *options.Session, o *options.Options, input string) error {
	do := *o
	do.DeviceArch = deviceArch(s, o)
	pre, err := Preprocess(s, &do, input)
	if err != nil {
		return err
	}
	v.closure, v.missing = pre.Result.Closure, pre.Result.Missing
	if d, ok := firstError(pre.Diags.Diagnostics()); ok {
		return fmt.Errorf("preprocessing for %s: %s", do.DeviceArch, describe(pre, d))
	}
	errs := &bufferReporter{}
	po := parseOptions(pre, &do)
	tree := parse.Parse(pre.Result.Files, pre.Result.Tokens, po, errs)
	if d, ok := firstError(errs.diags); ok {
		return fmt.Errorf("parsing for %s: %s", do.DeviceArch, describe(pre, d))
	}
	v.vars = sema.DeviceSideVariables(tree)
	if v.kernels == "" {
		return nil
	}
	checked := &bufferReporter{}
	res := sema.Check(tree, pre.Result.Files, semaOptions(pre, &do, po), checked)
	if d, ok := firstDeviceSideError(checked.diags); ok {
		return fmt.Errorf("semantic analysis for %s: %s", do.DeviceArch, describe(pre, d))
	}
	v.in = fromsema.Input{Result: res, Tree: tree, Files: pre.Result.Files, Tokens: pre.Result.Tokens, DeviceView: true}
	gap, sites, skipped := fromsema.StubGapSearch(tree, pre.Result.Tokens, pre.Result.Files)
	if fromsema.SkippedSitesReached(tree, pre.Result.Tokens, pre.Result.Files, res, skipped) {
		gap, sites = fromsema.WithSkipped(gap, sites, skipped)
	}
	if gap != nil {
		proof := fromsema.IndexStubGap(tree, pre.Result.Tokens, pre.Result.Files, gap, sites)
		if gap = proof.Complete(v.in); gap != nil {
			v.gap = &HostError{Pos: pre.Result.Files.Position(gap.Pos), Msg: "on the device side (" + do.DeviceArch + "): " + gap.Msg}
		}
	}
	return nil
}

// deviceArch is the architecture the device side is seen for: the first
// of -arch, else the toolkit's default, as nvcc picks.
func deviceArch(s *options.Session, o *options.Options) string {
	for _, a := range o.Arches {
		if arch, err := toolkit.ParseArch(a); err == nil {
			return arch.String()
		}
	}
	if tk, err := s.Toolkit(o.CUDAPath); err == nil {
		return tk.DefaultArch().String()
	}
	return toolkit.Arch{Number: 52}.String()
}

// result waits for the view: the variables, and why there is no view
// (nil when there is one).
func (v *deviceView) result() ([]sema.DeviceSideVar, error) {
	<-v.done
	return v.vars, v.err
}

// dependencies waits for the view and returns the device side's include
// closure and missing headers.
func (v *deviceView) dependencies() (closure, missing []string) {
	<-v.done
	return v.closure, v.missing
}

// firstError returns the first error (or catastrophic error) of ds.
func firstError(ds []diag.Diagnostic) (diag.Diagnostic, bool) {
	for _, d := range ds {
		if d.Severity >= diag.Error {
			return d, true
		}
	}
	return diag.Diagnostic{}, false
}

// firstDeviceSideError is firstError for the device side's semantic
// analysis, which applies the host side's rules: the checks of calls
// across execution spaces (a __device__ function called from a __host__
// __device__ one, which the device side compiles for the device only)
// are not the device side's, and change no kernel, so they are passed
// over.
func firstDeviceSideError(ds []diag.Diagnostic) (diag.Diagnostic, bool) {
	for _, d := range ds {
		if d.Severity < diag.Error {
			continue
		}
		if e, ok := diag.Lookup(d.ID); ok && strings.Contains(e.Tag, "illegal_call") {
			continue
		}
		return d, true
	}
	return diag.Diagnostic{}, false
}

// describe spells d as file(line): message.
func describe(pre *Preprocessed, d diag.Diagnostic) string {
	p := pre.Result.Files.Position(d.Pos)
	if !p.IsValid() {
		return d.Msg
	}
	return fmt.Sprintf("%s(%d): %s", p.Filename, p.Line, d.Msg)
}

// addDeviceSideVariables adds the variables with a memory space on the
// device side only to a's registrations. Without a device-side view (its
// preprocessing or parse failed) the stub file registers what the host
// side shows, with a warning saying why; a variable that cannot be
// registered exactly is a gap (no stub file).
func addDeviceSideVariables(a *Analyzed) (*fromsema.Error, *HostError) {
	vars, err := a.deviceView.result()
	if err != nil {
		return nil, &HostError{Msg: "the stub file registers no variable that is a device variable on the device side only: no device-side view: " + err.Error()}
	}
	if err := a.Sema.AddDeviceSideVariables(vars); err != nil {
		var de *sema.DeviceSideError
		if errors.As(err, &de) {
			return &fromsema.Error{Pos: de.Pos, Msg: de.Msg}, nil
		}
		return &fromsema.Error{Msg: err.Error()}, nil
	}
	return nil, nil
}

// deviceMacros names the macros the device side's preprocessing of input
// defines otherwise than st, the host side's setup (__CUDA_ARCH__ and its
// kin, as the toolkit adds them): the host side marks the tokens they may
// change (pp.Options.DeviceMacros). It also returns the device side's
// object-like definitions of those it defines (pp.Options.DeviceDefinitions),
// which let the host side tell when a condition such as
// `__CUDA_ARCH__ >= 350` is answered alike there.
func deviceMacros(s *options.Session, o *options.Options, input string, st *options.Setup) ([]string, map[string]string, error) {
	do := *o
	do.DeviceArch = deviceArch(s, o)
	dst, err := s.Preprocessor(&do, input)
	if err != nil {
		return nil, nil, err
	}
	host, device := macroState(st.PP), macroState(dst.PP)
	var names []string
	for name, v := range device {
		if hv, ok := host[name]; !ok || hv != v {
			names = append(names, name)
		}
	}
	for name := range host {
		if _, ok := device[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	defs := map[string]string{}
	for _, name := range names {
		if body, ok := device[name]; ok && !strings.ContainsAny(name, "(") && !strings.HasPrefix(body, "(") {
			defs[name] = body
		}
	}
	return names, defs, nil
}

// macroState is what the predefined macros of po that are not the host
// compiler's come to: name to definition (ExtraPredefines' #define lines,
// then -D and -U in order).
func macroState(po *pp.Options) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(po.ExtraPredefines, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "#define "); ok {
			name, body, _ := strings.Cut(rest, " ")
			m[name] = body
		} else if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "#undef "); ok {
			delete(m, strings.TrimSpace(rest))
		}
	}
	for _, a := range po.Macros {
		name, body, _ := strings.Cut(a.Text, "=")
		if i := strings.IndexByte(name, '('); i >= 0 {
			body = name[i:] + "=" + body
			name = name[:i]
		}
		if a.Undef {
			delete(m, name)
		} else {
			m[name] = body
		}
	}
	return m
}
