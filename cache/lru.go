package cache

import (
	"errors"
	"sort"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// lastUseGranularity is how stale a unit's recorded last use may get
// before a hit renews it. Eviction wants the entries unused for long, so an
// hour's precision loses nothing, and a no-op rebuild run again within the
// hour writes no bookkeeping at all (each write would be a table for badger
// to flush and compact).
const lastUseGranularity = time.Hour

// touchGroup is what one hit used: its manifest first, then the closure,
// result and output bytes, all last used when; and the snapshot of the
// unit's key, named only if the group is written (its key is a hash to
// compute).
type touchGroup struct {
	when         time.Time
	entries      []usedEntry
	key          Key
	snapshotSize int64
}

// writeLastUse records the last-use times of the entries this run hit. It is
// done once at Close, in one batch, so that a hit costs no write. A unit
// whose manifest was last used less than lastUseGranularity ago is left
// alone, unless this run stored it (its entries were then just made, and a
// later hit must still count as later). The sizes are known, so the
// bookkeeping is written without being read; entries a hit only named
// (output bytes, snapshot) are first checked to exist.
func (s *Store) writeLastUse(groups map[string]*touchGroup, storedNow, dropped map[string]bool) error {
	if len(groups) == 0 {
		return nil
	}
	mkeys := make([]string, 0, len(groups))
	for k := range groups {
		mkeys = append(mkeys, k)
	}
	sort.Strings(mkeys)
	var write []lastUseWrite
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			for _, mk := range mkeys {
				g := groups[mk]
				if !storedNow[mk] && s.recentlyUsed(txn, mk, g.when) {
					continue
				}
				snap := used(prefixSnapshot+identity(g.key).String(), g.snapshotSize, false)
				for _, e := range append(g.entries, snap) {
					if dropped[e.key] {
						continue
					}
					if !e.read {
						if _, err := txn.Get([]byte(e.key)); errors.Is(err, badger.ErrKeyNotFound) {
							continue // evicted or dropped: no bookkeeping
						} else if err != nil {
							return err
						}
					}
					write = append(write, lastUseWrite{e, g.when})
				}
			}
			return nil
		})
	})
	if err != nil || len(write) == 0 {
		return err
	}
	return s.withWritableDB(func(db *badger.DB) error {
		wb := db.NewWriteBatch()
		defer wb.Cancel()
		for _, w := range write {
			v, err := s.codec.seal(&metaRecord{Size: w.size, LastUse: w.when})
			if err != nil {
				return err
			}
			if err := wb.Set([]byte(prefixMeta+w.key), v); err != nil {
				return err
			}
		}
		return wb.Flush()
	})
}

type lastUseWrite struct {
	usedEntry
	when time.Time
}

// recentlyUsed says whether the bookkeeping of key records a use less than
// lastUseGranularity before when.
func (s *Store) recentlyUsed(txn *badger.Txn, key string, when time.Time) bool {
	item, err := txn.Get([]byte(prefixMeta + key))
	if err != nil {
		return false
	}
	raw, err := item.ValueCopy(nil)
	if err != nil {
		return false
	}
	var m metaRecord
	if s.codec.open(raw, &m) != nil {
		return false
	}
	return when.Sub(m.LastUse) < lastUseGranularity
}

// entryMeta is one entry's bookkeeping as GC and Info see it.
type entryMeta struct {
	key string
	metaRecord
}

// metas lists the bookkeeping of every entry.
func (s *Store) metas() ([]entryMeta, error) {
	var out []entryMeta
	var bad []string
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte(prefixMeta), PrefetchValues: true, PrefetchSize: 256})
			defer it.Close()
			for it.Rewind(); it.Valid(); it.Next() {
				item := it.Item()
				raw, err := item.ValueCopy(nil)
				if err != nil {
					return err
				}
				key := strings.TrimPrefix(string(item.Key()), prefixMeta)
				var m metaRecord
				if err := s.codec.open(raw, &m); err != nil {
					bad = append(bad, key)
					continue
				}
				out = append(out, entryMeta{key, m})
			}
			return nil
		})
	})
	for _, k := range bad {
		// Bookkeeping that cannot be read cannot be accounted: drop the entry.
		s.warnf("cache: dropping %s: its bookkeeping is corrupt", k)
		if err := s.deleteEntry(k); err != nil {
			return out, err
		}
	}
	return out, err
}

// GCReport says what a GC did.
type GCReport struct {
	Entries, Evicted     int
	Before, After, Limit int64
}

// GC evicts the least recently used entries until the entries take at most
// maxSize bytes (keys and stored values; badger's own overhead comes on top).
func (s *Store) GC(maxSize int64) (GCReport, error) {
	ms, err := s.metas()
	if err != nil {
		return GCReport{}, err
	}
	rep := GCReport{Entries: len(ms), Limit: maxSize}
	for _, m := range ms {
		rep.Before += m.Size
	}
	rep.After = rep.Before
	if rep.Before <= maxSize {
		return rep, nil
	}
	sort.Slice(ms, func(i, j int) bool {
		if !ms[i].LastUse.Equal(ms[j].LastUse) {
			return ms[i].LastUse.Before(ms[j].LastUse)
		}
		return ms[i].key < ms[j].key
	})
	size := make(map[string]int64, len(ms))
	for _, m := range ms {
		size[m.key] = m.Size
	}
	evicted := map[string]bool{}
	if err := s.upgrade(); err != nil {
		return rep, err
	}
	if err := s.evict(ms, size, evicted, maxSize, &rep); err != nil {
		return rep, err
	}
	if err := s.pruneStamps(); err != nil {
		return rep, err
	}
	rep.Entries -= rep.Evicted
	s.mu.Lock()
	s.run.Evictions += int64(rep.Evicted)
	s.mu.Unlock()
	s.reclaim()
	return rep, nil
}

// evict deletes entries of ms, least recently used first, until rep.After is
// at most maxSize.
func (s *Store) evict(ms []entryMeta, size map[string]int64, evicted map[string]bool, maxSize int64, rep *GCReport) error {
	s.dbMu.RLock()
	defer s.dbMu.RUnlock()
	if s.db == nil {
		return errNoDatabase
	}
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for _, m := range ms {
		if rep.After <= maxSize {
			break
		}
		// A result and its output bytes go together: a result without
		// them is of no use once its outputs are gone from disk.
		for _, key := range append([]string{m.key}, partnerOf(m.key)...) {
			if _, ok := size[key]; !ok || evicted[key] {
				continue
			}
			evicted[key] = true
			if err := wb.Delete([]byte(key)); err != nil {
				return err
			}
			if err := wb.Delete([]byte(prefixMeta + key)); err != nil {
				return err
			}
			rep.After -= size[key]
			rep.Evicted++
		}
	}
	return wb.Flush()
}

// partnerOf names the entry evicted with key: a result's output bytes, or
// the result of output bytes.
func partnerOf(key string) []string {
	switch {
	case strings.HasPrefix(key, prefixResult):
		return []string{prefixData + key[len(prefixResult):]}
	case strings.HasPrefix(key, prefixData):
		return []string{prefixResult + key[len(prefixData):]}
	}
	return nil
}

// reclaim lets badger give the space of deleted values back, best effort.
func (s *Store) reclaim() {
	s.withDB(func(db *badger.DB) error {
		for db.RunValueLogGC(0.5) == nil {
		}
		return nil
	})
}
