package pp

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/source"
)

// A memory fault while reading a mapped file (Options.OnFault) means the
// file shrank under the mapping: another process truncated it, or rewrote
// it in place, while the TU was being preprocessed. With
// debug.SetPanicOnFault the runtime turns the fault into a panic whose
// value has the faulting address; these helpers turn that into an error
// naming the file, so that the run fails cleanly, as any other unreadable
// input does, instead of crashing.

// FaultError returns the error to report for r, a value recovered from a
// panic, when r is a memory fault, else nil (the caller panics again).
// files, when not nil, is searched for the file whose text holds the
// faulting address, to name it.
func FaultError(r any, files *source.FileSet) error {
	var name func(uintptr) string
	if files != nil {
		name = func(addr uintptr) string {
			for _, f := range files.Files() {
				if holds(f.Src, addr) {
					return f.Name
				}
			}
			return ""
		}
	}
	return faultError(r, name)
}

func faultError(r any, name func(uintptr) string) error {
	re, ok := r.(runtime.Error)
	if !ok {
		return nil
	}
	f, ok := re.(interface{ Addr() uintptr })
	if !ok {
		return nil
	}
	addr := f.Addr()
	if name != nil {
		if n := name(addr); n != "" {
			return fmt.Errorf("%s changed while it was being read (truncated or rewritten in place by another process): run again", n)
		}
	}
	return fmt.Errorf("memory fault at %#x while reading a source file: a header changed while it was being read (truncated or rewritten in place by another process): run again", addr)
}

// holds reports whether addr points into b.
func holds(b []byte, addr uintptr) bool {
	if len(b) == 0 {
		return false
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return addr >= start && addr-start < uintptr(len(b))
}

// guardFaults makes the calling goroutine turn memory faults into panics
// when onFault is set (Options.OnFault); defer catchFault(onFault, name)
// right after it.
func guardFaults(onFault func(error)) {
	if onFault != nil {
		debug.SetPanicOnFault(true)
	}
}

// catchFault, deferred, hands a memory fault to onFault, which does not
// return; any other panic goes on.
func catchFault(onFault func(error), name func(uintptr) string) {
	if onFault == nil {
		return
	}
	r := recover()
	if r == nil {
		return
	}
	if err := faultError(r, name); err != nil {
		onFault(err)
	}
	panic(r)
}

// holding names the file whose text, read into c, holds addr, or "".
func (c *fileCache) holding(addr uintptr) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	for path, e := range c.entries {
		select {
		case <-e.ready: // src is set
			if holds(e.src, addr) {
				return path
			}
		default:
		}
	}
	return ""
}
