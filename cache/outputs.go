package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/internal/atomicfile"
)

// A hit names its outputs by size and digest. Restore puts them on disk,
// reading the stored bytes only for the files that are missing or differ;
// whether a file on disk still holds its digest is answered by a stamp (its
// size, times and inode when it was last known to hold that content), as
// cmd/go and git answer it, and by hashing the file when no trustworthy stamp
// says so. The stamps are written at Close, in one batch.

// ErrNoData means a hit's output bytes are no longer in the cache (evicted,
// or dropped as corrupt) and the files on disk do not hold them either: the
// unit must be compiled again.
var ErrNoData = errors.New("the cached outputs are gone")

// Load returns the hit's output files with their bytes, from the cache, or
// — when the cache no longer has them — from the files on disk if they still
// hold the recorded digests. Otherwise it returns ErrNoData.
func (h *Hit) Load() ([]tu.File, error) {
	if h.store == nil {
		return nil, ErrNoData
	}
	files, err := h.store.loadData(h)
	if err == nil || !errors.Is(err, ErrNoData) {
		return files, err
	}
	return h.readFromDisk()
}

func (s *Store) loadData(h *Hit) ([]tu.File, error) {
	var d dataRecord
	found, err := s.get(h.dataKey, &d)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.run.DataReads++
	s.mu.Unlock()
	if !found {
		return nil, ErrNoData
	}
	if len(d.Files) != len(h.Files) {
		return nil, fmt.Errorf("%w: %s lists %d files, its result %d", ErrNoData, h.dataKey, len(d.Files), len(h.Files))
	}
	for i, f := range d.Files {
		if f.Path != h.Files[i].Path || int64(len(f.Data)) != h.Files[i].Size {
			return nil, fmt.Errorf("%w: %s does not match its result (%s)", ErrNoData, h.dataKey, f.Path)
		}
	}
	return d.Files, nil
}

func (h *Hit) readFromDisk() ([]tu.File, error) {
	out := make([]tu.File, len(h.Files))
	for i, f := range h.Files {
		if !filepath.IsAbs(f.Path) {
			return nil, ErrNoData // a step's output name, not a file on disk
		}
		data, err := os.ReadFile(f.Path)
		if err != nil || int64(len(data)) != f.Size || HashBytes(data) != f.Sum {
			return nil, ErrNoData
		}
		out[i] = tu.File{Path: f.Path, Data: data}
	}
	return out, nil
}

// Unusable counts a hit whose outputs could not be restored (ErrNoData) as
// the miss it turned into: the caller compiles the unit instead.
func (s *Store) Unusable(h *Hit) {
	s.mu.Lock()
	s.run.Hits--
	s.run.Misses++
	s.run.Saved -= h.CompileTime
	s.mu.Unlock()
}

// Restore makes the hit's output files hold their cached content, writing
// (each atomically) only those missing or different on disk, and returns how
// many it wrote. It reads the cached bytes only when some file must be
// written; if they are gone it returns ErrNoData having written nothing. The
// caller decides which paths may be written (Restore writes where Files say).
func (s *Store) Restore(h *Hit) (int, error) {
	var stale []OutputFile
	for _, f := range h.Files {
		if !s.holds(f) {
			stale = append(stale, f)
		}
	}
	if len(stale) == 0 {
		return 0, nil
	}
	files, err := s.loadData(h)
	if err != nil {
		return 0, err
	}
	data := map[string][]byte{}
	for _, f := range files {
		data[f.Path] = f.Data
	}
	written := 0
	var errs []error
	for _, f := range stale {
		if err := atomicfile.WriteFile(f.Path, data[f.Path]); err != nil {
			errs = append(errs, err)
			continue
		}
		written++
		s.NoteOutput(f.Path, f.Sum)
	}
	s.mu.Lock()
	s.run.Restored += int64(written)
	s.mu.Unlock()
	return written, errors.Join(errs...)
}

// holds says whether the file at f.Path holds f's content: by its stamp when
// one vouches for it, else by hashing it (and then stamping it at Close).
func (s *Store) holds(f OutputFile) bool {
	fi, err := os.Stat(f.Path)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != f.Size {
		return false
	}
	id := idOf(fi)
	if st, ok := s.stampOf(f.Path); ok && st.vouches(id, s.racyWindow()) {
		return st.Sum == f.Sum
	}
	s.mu.Lock()
	s.run.Rehashed++
	s.mu.Unlock()
	sum, err := hashFile(f.Path)
	if err != nil {
		return false
	}
	fi2, err := os.Stat(f.Path)
	if err != nil || idOf(fi2) != id {
		return false // changing as we read it: rewrite it
	}
	if sum != f.Sum {
		return false
	}
	s.queueStamp(f.Path, pendingStamp{sum, id})
	return true
}
