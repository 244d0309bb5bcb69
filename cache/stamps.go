package cache

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// File stamps vouch for files without reading them: a stamp records a
// file's size, modification and change times and inode with the digest of
// its content, and is trusted while the file still shows them, as long as
// it was taken clearly after the file's last change (see DefaultRacyWindow).
// Outputs are stamped when written or checked, inputs when hashed (filehash.go);
// all are written at Close, in one batch, read back per directory.

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
// one batch. A file changed within the racy window before now is left
// unstamped (its stamp could never vouch for it): the next build hashes it
// again, and the first to close clear of the window stamps it.
func (s *Store) writeStamps(pending map[string]pendingStamp) error {
	type kv struct{ key, val []byte }
	var sets []kv
	now := time.Now().UnixNano()
	for path, p := range pending {
		if max(p.id.mtime, p.id.ctime) >= now-int64(s.racyWindow()) {
			continue // racy now, racy for ever: it could never vouch
		}
		fi, err := os.Stat(path)
		if err != nil || idOf(fi) != p.id {
			continue
		}
		rec := stampRecord{Size: p.id.size, ModTime: p.id.mtime, ChTime: p.id.ctime, Inode: p.id.ino, Sum: p.sum, Stamped: now}
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
