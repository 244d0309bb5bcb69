package cache

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// Info describes what the cache holds.
type Info struct {
	Dir string
	// Entries by kind: "manifest", "closure", "result", "data", "snapshot".
	Entries map[string]int
	// Bytes is the size of the entries (keys and stored values).
	Bytes int64
	// DiskBytes is what badger's files take on disk (LSM tree and value log).
	DiskBytes int64
}

// Count is the number of entries of all kinds.
func (i Info) Count() int {
	n := 0
	for _, c := range i.Entries {
		n += c
	}
	return n
}

// Info counts the entries and their size.
func (s *Store) Info() (Info, error) {
	ms, err := s.metas()
	if err != nil {
		return Info{}, err
	}
	inf := Info{Dir: s.opts.Dir, Entries: map[string]int{}}
	for _, m := range ms {
		inf.Entries[kindOf(m.key)]++
		inf.Bytes += m.Size
	}
	inf.DiskBytes = dirUsage(s.opts.Dir)
	return inf, nil
}

// dirUsage is the space the files of dir take on disk: allocated blocks, not
// apparent sizes, since badger preallocates and maps files larger than their
// content.
func dirUsage(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil
		}
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			n += st.Blocks * 512
		} else {
			n += fi.Size()
		}
		return nil
	})
	return n
}

func kindOf(key string) string {
	switch {
	case strings.HasPrefix(key, prefixManifest):
		return "manifest"
	case strings.HasPrefix(key, prefixResult):
		return "result"
	case strings.HasPrefix(key, prefixSnapshot):
		return "snapshot"
	case strings.HasPrefix(key, prefixClosure):
		return "closure"
	case strings.HasPrefix(key, prefixData):
		return "data"
	case strings.HasPrefix(key, prefixStamp):
		return "stamp"
	case strings.HasPrefix(key, "s/"):
		return "stats"
	case strings.HasPrefix(key, prefixMeta):
		return "meta"
	}
	return "unknown"
}

// Clear removes everything, statistics included.
func (s *Store) Clear() error {
	s.mu.Lock()
	s.touched = map[string]*touchGroup{}
	s.run = Counters{}
	s.mu.Unlock()
	if err := s.withWritableDB(func(db *badger.DB) error { return db.DropAll() }); err != nil {
		return err
	}
	return s.withStatsLog(func(f *os.File) error { return f.Truncate(0) })
}

// VerifyReport says what Verify checked and removed.
type VerifyReport struct {
	Checked int
	// Bad lists the removed entries with the reason.
	Bad []string
}

// Verify re-reads every value, checks its checksum and that it decodes, and
// checks the bookkeeping agrees with the entries. Bad entries are removed
// (with their bookkeeping); entries without bookkeeping get some.
func (s *Store) Verify() (VerifyReport, error) {
	var rep VerifyReport
	type rawEntry struct {
		key string
		val []byte
	}
	var all []rawEntry
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			it := txn.NewIterator(badger.DefaultIteratorOptions)
			defer it.Close()
			for it.Rewind(); it.Valid(); it.Next() {
				v, err := it.Item().ValueCopy(nil)
				if err != nil {
					return err
				}
				all = append(all, rawEntry{string(it.Item().KeyCopy(nil)), v})
			}
			return nil
		})
	})
	if err != nil {
		return rep, err
	}
	present := map[string]bool{}
	for _, e := range all {
		present[e.key] = true
	}
	var drop []string
	var addMeta []rawEntry
	for _, e := range all {
		rep.Checked++
		var derr error
		switch kindOf(e.key) {
		case "manifest":
			derr = s.codec.open(e.val, &manifestRecord{})
		case "result":
			derr = s.codec.open(e.val, &resultRecord{})
		case "snapshot":
			derr = s.codec.open(e.val, &snapshotRecord{})
		case "data":
			derr = s.codec.open(e.val, &dataRecord{})
		case "closure":
			derr = s.codec.open(e.val, &closureRecord{})
		case "stamp":
			derr = s.codec.open(e.val, &stampRecord{})
		case "meta":
			derr = s.codec.open(e.val, &metaRecord{})
			if derr == nil && !present[strings.TrimPrefix(e.key, prefixMeta)] {
				derr = fmt.Errorf("bookkeeping of an entry that does not exist")
			}
		case "stats":
			if e.key == keyStatsTotal {
				derr = s.codec.open(e.val, &statsTotal{})
			} else {
				derr = s.codec.open(e.val, &statsLast{})
			}
		default:
			derr = fmt.Errorf("unknown kind of entry")
		}
		if derr != nil {
			rep.Bad = append(rep.Bad, fmt.Sprintf("%s: %v", e.key, derr))
			drop = append(drop, e.key)
			continue
		}
		if k := kindOf(e.key); (k == "manifest" || k == "closure" || k == "result" || k == "data" || k == "snapshot") && !present[prefixMeta+e.key] {
			addMeta = append(addMeta, e)
		}
	}
	if len(drop) == 0 && len(addMeta) == 0 {
		return rep, nil
	}
	if err := s.upgrade(); err != nil {
		return rep, err
	}
	s.dbMu.RLock()
	defer s.dbMu.RUnlock()
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for _, k := range drop {
		if err := wb.Delete([]byte(k)); err != nil {
			return rep, err
		}
		if kind := kindOf(k); kind != "meta" && kind != "stats" && kind != "stamp" {
			if err := wb.Delete([]byte(prefixMeta + k)); err != nil {
				return rep, err
			}
		}
	}
	now := time.Now()
	for _, e := range addMeta {
		v, err := s.codec.seal(&metaRecord{Size: int64(len(e.key) + len(e.val)), LastUse: now})
		if err != nil {
			return rep, err
		}
		if err := wb.Set([]byte(prefixMeta+e.key), v); err != nil {
			return rep, err
		}
	}
	if err := wb.Flush(); err != nil {
		return rep, err
	}
	s.mu.Lock()
	s.run.Corrupt += int64(len(drop))
	s.mu.Unlock()
	return rep, nil
}
