package pp

import "github.com/cufe-dev/cufe/frontend/source"

// The host side skips the groups of a device-dependent conditional that it
// does not take; the device side may read them (`#ifdef __CUDA_ARCH__`
// around CUDA 13's device runtime API, `static __inline__ __device__`
// definitions the host side never sees). Their text is noted
// (Result.DeviceSkipped) so that a check made from the host side's view can
// tell that a name may be declared otherwise on the device side. Only the
// stretch is kept: reading it is left to whoever needs to, which is rare
// (a call across execution spaces about to be reported).

// noteDeviceSkipped records the text of f from offset from up to to (a
// position in f), skipped in a device-dependent group.
func (p *Preprocessor) noteDeviceSkipped(f *frame, from int, to source.Pos) {
	if p.taint == nil {
		return
	}
	start := f.file.Pos(from)
	if to <= start {
		return
	}
	p.taint.skipped = append(p.taint.skipped, source.Span{From: start, To: to})
}

// deviceSkipped returns Result.DeviceSkipped (nil when no taint was asked
// for).
func (p *Preprocessor) deviceSkipped() []source.Span {
	if p.taint == nil {
		return nil
	}
	return p.taint.skipped
}
