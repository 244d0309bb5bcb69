//go:build unix

package pp

import "syscall"

// mapMinSize is the smallest file mapped under Options.OnFault: below a
// few pages, mapping costs more system time than a read (an mmap call, and
// a fault for each page touched, as for the pages a read fills), and most
// of libstdc++'s headers are small.
const mapMinSize = 16 << 10

// mapFile maps the size bytes of the regular file open as fd, privately
// and read-only. A read copies a file into fresh memory, each 4 KiB page
// of it faulted in and zeroed first (a few µs each on a virtual machine);
// a mapping shares the kernel's cached pages, which one fault maps sixteen
// at a time. It reports false when mapping fails; the caller reads instead.
//
// The mapping is never undone: the text lives as long as the tokens that
// point into it, which is the process (see Options.OnFault).
func mapFile(fd int, size int64) ([]byte, bool) {
	if size <= 0 || int64(int(size)) != size {
		return nil, false
	}
	b, err := syscall.Mmap(fd, 0, int(size), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, false
	}
	return b, true
}
