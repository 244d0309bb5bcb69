package tu

import (
	"slices"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/source"
)

// deviceStub is the summary the stub file is written from when the device
// side may see other kernels than the host side (deviceView.kernels): the
// kernels and kernel template instances the device side's check finds,
// as cicc, which writes the stub file from that side, registers them; the
// variables are the host side's (with those that get a memory space on
// the device side only: addDeviceSideVariables), whose host shadows the
// stub file names. host is the host side's summary, o its options; the
// device side's module ID is the host side's, id.
//
// It returns the summary, or why no stub file can be written (a warning:
// the rest of the outputs stand): the device side could not be analysed,
// its kernels are not known for certain, or it instantiates a kernel
// template the host translation does not define, whose stub wrapper the
// stub file would specialize in vain.
func deviceStub(a *Analyzed, host *summary.TU, id string, o fromsema.Options) (*summary.TU, *HostError) {
	v := a.deviceView
	<-v.done
	why := "the device side may register other kernels than the host side sees (it reads " + v.kernels + " otherwise)"
	if v.err != nil {
		return nil, &HostError{Msg: why + ", and cufe could not analyse it: " + v.err.Error()}
	}
	if v.gap != nil {
		return nil, v.gap
	}
	if lb := fromsema.RegistrationDoubt(v.in); lb != nil {
		return nil, &HostError{Pos: v.in.Files.Position(lb.Pos), Msg: lb.Msg}
	}
	o.NoStub = false
	dev, err := fromsema.Summary(v.in, id, o)
	if err != nil {
		he := &HostError{Msg: why + ": " + err.Error()}
		if fe, ok := err.(*fromsema.Error); ok {
			he.Pos = v.in.Files.Position(fe.Pos)
		}
		return nil, he
	}
	defined := fromsema.KernelDefinitionNames(a.Tree)
	for _, k := range dev.Kernels {
		if k.IsTemplate() && !defined[k.Name] {
			return nil, &HostError{Pos: source.Position{Filename: k.Pos.File, Line: k.Pos.Line}, Msg: "the device side instantiates kernel template " + k.Name + ", which the host side does not define (its stub wrapper is not declared in the host translation)"}
		}
	}
	out := *dev
	out.Variables = host.Variables
	out.PresumedName = host.PresumedName
	out.HostRefs = host.HostRefs
	out.Namespaces = slices.Clone(dev.Namespaces)
	for _, ns := range host.Namespaces {
		if !slices.ContainsFunc(out.Namespaces, func(p []string) bool { return slices.Equal(p, ns) }) {
			out.Namespaces = append(out.Namespaces, ns)
		}
	}
	return &out, nil
}
