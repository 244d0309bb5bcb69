package pp

import (
	"strings"
	"sync"
)

// dirListings lists the directories where the include search misses, so
// that further candidate paths there whose name the directory lacks cost no
// system call: a TU's search probes several hundred names that are not
// there, in the directories of the chain before the one that has each
// header (a failed open each, about as dear as reading a small header). A
// directory is listed after its first miss only: where every probe finds
// its file (thrust's many small directories), a listing would cost more
// than it saves. The preprocessor and its prefetcher share it. A name that
// is listed is still opened: the listing only ever says "surely absent".
type dirListings struct {
	mu   sync.Mutex
	dirs map[string]*dirListing
}

// dirListing is one directory's names, made when a probe there first
// missed. ready is made when the listing is started and closed once it is
// read.
type dirListing struct {
	ready   chan struct{}
	names   map[string]struct{} // nil: not listed (unreadable): probe
	missing bool                // there is no such directory
}

func newDirListings() *dirListings { return &dirListings{dirs: map[string]*dirListing{}} }

// splitDir splits a candidate path into its directory and name, reporting
// false for a name the listing cannot judge ("", ".", "..").
func splitDir(path string) (dir, base string, ok bool) {
	dir, base = ".", path
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		dir, base = path[:i], path[i+1:]
		if dir == "" {
			dir = "/"
		}
	}
	return dir, base, base != "" && base != "." && base != ".."
}

// absent reports whether path surely names nothing, by its directory's
// listing, listing the directory first if a probe there has missed.
func (d *dirListings) absent(path string) bool {
	dir, base, ok := splitDir(path)
	if !ok {
		return false
	}
	d.mu.Lock()
	l := d.dirs[dir]
	if l == nil {
		d.mu.Unlock()
		return false
	}
	if l.ready == nil {
		l.ready = make(chan struct{})
		d.mu.Unlock()
		l.names, l.missing = listDir(dir)
		close(l.ready)
	} else {
		d.mu.Unlock()
		<-l.ready
	}
	if l.missing {
		return true
	}
	if l.names == nil {
		return false
	}
	_, listed := l.names[base]
	return !listed
}

// missed notes that a probe of path found nothing.
func (d *dirListings) missed(path string) {
	dir, _, ok := splitDir(path)
	if !ok {
		return
	}
	d.mu.Lock()
	if d.dirs[dir] == nil {
		d.dirs[dir] = &dirListing{}
	}
	d.mu.Unlock()
}
