package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"

	badger "github.com/dgraph-io/badger/v4"

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

// DefaultRacyWindow is how much older than the moment it was stamped a
// file's modification and change times must be for its stamp to vouch for
// it. A file changed again within the file system's time granularity after
// being stamped keeps the stamped times; below this age such a change cannot
// be ruled out, so the file is hashed. Two seconds covers the coarsest
// common granularity (FAT's), as cmd/go's file hash cache does.
const DefaultRacyWindow = 2 * time.Second

// fileID is what a stamp compares: a change of content changes the size or
// the modification time, a replacement the inode, and any write or rename
// the change time, which no tool can set back.
type fileID struct {
	size, mtime, ctime int64
	ino                uint64
}

func idOf(fi os.FileInfo) fileID {
	id := fileID{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		id.ctime = st.Ctim.Nano()
		id.ino = st.Ino
	}
	return id
}

// pendingStamp is a stamp to write at Close: the file had id when it was
// known to hold content sum.
type pendingStamp struct {
	sum Hash
	id  fileID
}

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

// stampOf returns the stamp of the output file at path. The stamps of a
// directory are read together, in one pass over their keys, the first time
// the run asks for one of them: a project's outputs share few directories.
func (s *Store) stampOf(path string) (stampRecord, bool) {
	dir := filepath.Dir(path)
	s.stampMu.Lock()
	defer s.stampMu.Unlock()
	stamps, ok := s.stampDirs[dir]
	if !ok {
		var err error
		if stamps, err = s.readStamps(dir); err != nil {
			s.warnf("cache: reading the output stamps of %s: %v", dir, err)
		}
		s.stampDirs[dir] = stamps
	}
	st, ok := stamps[path]
	return st, ok
}

// readStamps reads the stamps of the files in dir (and below it).
func (s *Store) readStamps(dir string) (map[string]stampRecord, error) {
	prefix := prefixStamp + dir + string(filepath.Separator)
	out := map[string]stampRecord{}
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte(prefix), PrefetchValues: true, PrefetchSize: 100})
			defer it.Close()
			for it.Rewind(); it.Valid(); it.Next() {
				raw, err := it.Item().ValueCopy(nil)
				if err != nil {
					return err
				}
				var st stampRecord
				if s.codec.open(raw, &st) == nil { // a bad stamp vouches for nothing
					out[string(it.Item().Key()[len(prefixStamp):])] = st
				}
			}
			return nil
		})
	})
	return out, err
}

// vouches says whether the stamp describes a file with id and was taken
// clearly after the file's last change.
func (st *stampRecord) vouches(id fileID, window time.Duration) bool {
	if st.Size != id.size || st.ModTime != id.mtime || st.ChTime != id.ctime || st.Inode != id.ino {
		return false
	}
	return max(id.mtime, id.ctime) < st.Stamped-int64(window)
}

func (s *Store) racyWindow() time.Duration {
	if s.opts.RacyWindow > 0 {
		return s.opts.RacyWindow
	}
	return DefaultRacyWindow
}

// NoteOutput records that the file at path was just written (or found) with
// the content whose digest is sum, so that the next build can trust it
// without reading it. The file is looked at again at Close and stamped only
// if it has not changed since.
func (s *Store) NoteOutput(path string, sum Hash) {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return
	}
	s.queueStamp(path, pendingStamp{sum, idOf(fi)})
}

func (s *Store) queueStamp(path string, p pendingStamp) {
	s.mu.Lock()
	if s.stamps != nil {
		s.stamps[path] = p
	}
	s.mu.Unlock()
}

// pruneStamps deletes the stamps of files that no longer exist (outputs of
// removed units, headers of an uninstalled toolkit), so that stamps do not
// accumulate for ever. GC calls it when it evicts.
func (s *Store) pruneStamps() error {
	var gone []string
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte(prefixStamp)})
			defer it.Close()
			for it.Rewind(); it.Valid(); it.Next() {
				key := string(it.Item().Key())
				if _, err := os.Lstat(key[len(prefixStamp):]); errors.Is(err, os.ErrNotExist) {
					gone = append(gone, key)
				}
			}
			return nil
		})
	})
	if err != nil || len(gone) == 0 {
		return err
	}
	return s.withWritableDB(func(db *badger.DB) error {
		wb := db.NewWriteBatch()
		defer wb.Cancel()
		for _, k := range gone {
			if err := wb.Delete([]byte(k)); err != nil {
				return err
			}
		}
		return wb.Flush()
	})
}

// writeStamps stamps the noted files that are as they were when noted, in
// one batch. A stamp taken now is racy for a file changed within the racy
// window; it is written all the same and the next build hashes that file.
func (s *Store) writeStamps(pending map[string]pendingStamp) error {
	type kv struct{ key, val []byte }
	var sets []kv
	for path, p := range pending {
		fi, err := os.Stat(path)
		if err != nil || idOf(fi) != p.id {
			continue
		}
		rec := stampRecord{Size: p.id.size, ModTime: p.id.mtime, ChTime: p.id.ctime, Inode: p.id.ino, Sum: p.sum, Stamped: time.Now().UnixNano()}
		v, err := s.codec.seal(&rec)
		if err != nil {
			return err
		}
		sets = append(sets, kv{[]byte(prefixStamp + path), v})
	}
	if len(sets) == 0 {
		return nil
	}
	return s.withWritableDB(func(db *badger.DB) error {
		wb := db.NewWriteBatch()
		defer wb.Cancel()
		for _, e := range sets {
			if err := wb.Set(e.key, e.val); err != nil {
				return err
			}
		}
		return wb.Flush()
	})
}
