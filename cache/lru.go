package cache

import (
	"errors"
	"sort"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// writeLastUse records the last-use times of the entries this run hit. It is
// done once at Close, in one transaction, so that a hit costs no write.
func (s *Store) writeLastUse(touched map[string]time.Time) error {
	if len(touched) == 0 {
		return nil
	}
	keys := make([]string, 0, len(touched))
	for k := range touched {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// Chunks keep each transaction well under badger's size limit.
	const chunk = 1000
	for len(keys) > 0 {
		n := min(chunk, len(keys))
		if err := s.updateLastUse(keys[:n], touched); err != nil {
			return err
		}
		keys = keys[n:]
	}
	return nil
}

func (s *Store) updateLastUse(keys []string, touched map[string]time.Time) error {
	for attempt := 0; ; attempt++ {
		err := s.db.Update(func(txn *badger.Txn) error {
			for _, k := range keys {
				item, err := txn.Get([]byte(prefixMeta + k))
				if errors.Is(err, badger.ErrKeyNotFound) {
					continue // evicted meanwhile, or never stored
				}
				if err != nil {
					return err
				}
				var m metaRecord
				raw, err := item.ValueCopy(nil)
				if err != nil {
					return err
				}
				if err := s.codec.open(raw, &m); err != nil {
					continue // verify and gc deal with corrupt bookkeeping
				}
				m.LastUse = touched[k]
				v, err := s.codec.seal(&m)
				if err != nil {
					return err
				}
				if err := txn.Set([]byte(prefixMeta+k), v); err != nil {
					return err
				}
			}
			return nil
		})
		if !errors.Is(err, badger.ErrConflict) || attempt == 3 {
			return err
		}
	}
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
	err := s.db.View(func(txn *badger.Txn) error {
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
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for _, m := range ms {
		if rep.After <= maxSize {
			break
		}
		if err := wb.Delete([]byte(m.key)); err != nil {
			return rep, err
		}
		if err := wb.Delete([]byte(prefixMeta + m.key)); err != nil {
			return rep, err
		}
		rep.After -= m.Size
		rep.Evicted++
	}
	if err := wb.Flush(); err != nil {
		return rep, err
	}
	rep.Entries -= rep.Evicted
	s.mu.Lock()
	s.run.Evictions += int64(rep.Evicted)
	s.mu.Unlock()
	s.reclaim()
	return rep, nil
}

// reclaim lets badger give the space of deleted values back, best effort.
func (s *Store) reclaim() {
	for s.db.RunValueLogGC(0.5) == nil {
	}
}
