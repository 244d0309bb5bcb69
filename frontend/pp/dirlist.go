package pp

import (
	"strings"
	"sync"
)

// dirListings lists each directory the include search probes once, so that
// a candidate path whose directory lacks the name costs no system call: a
// TU's search probes several hundred names that are not there, in the
// directories of the chain before the one that has each header (a failed
// open each, about as dear as reading a small header). The preprocessor
// and its prefetcher share it. A name that is listed is still opened: the
// listing only ever says "surely absent".
type dirListings struct {
	mu   sync.Mutex
	dirs map[string]*dirListing
}

// dirListing is one directory's names. ready is closed once it is read.
type dirListing struct {
	ready   chan struct{}
	names   map[string]struct{} // nil: not listed (unreadable): probe
	missing bool                // there is no such directory
}

func newDirListings() *dirListings { return &dirListings{dirs: map[string]*dirListing{}} }

// absent reports whether path surely names nothing, by its directory's
// listing.
func (d *dirListings) absent(path string) bool {
	dir, base := ".", path
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		dir, base = path[:i], path[i+1:]
		if dir == "" {
			dir = "/"
		}
	}
	if base == "" || base == "." || base == ".." {
		return false
	}
	l := d.get(dir)
	if l.missing {
		return true
	}
	if l.names == nil {
		return false
	}
	_, ok := l.names[base]
	return !ok
}

// get returns dir's listing, reading it unless it was read already (or is
// being read by the other goroutine: then it waits for that).
func (d *dirListings) get(dir string) *dirListing {
	d.mu.Lock()
	l, ok := d.dirs[dir]
	if !ok {
		l = &dirListing{ready: make(chan struct{})}
		d.dirs[dir] = l
	}
	d.mu.Unlock()
	if ok {
		<-l.ready
		return l
	}
	l.names, l.missing = listDir(dir)
	close(l.ready)
	return l
}
