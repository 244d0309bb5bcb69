package cache

import (
	"errors"
	"sort"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// lastUse is when a run last used an entry, with the entry's size as its
// bookkeeping records it. read says the run read the entry (so it exists);
// the others a hit only names (output bytes, snapshot) are checked for
// existence before their bookkeeping is written.
type lastUse struct {
	when time.Time
	size int64
	read bool
}

// writeLastUse records the last-use times of the entries this run hit. It is
// done once at Close, in one batch, so that a hit costs no write; the sizes
// are known, so the bookkeeping is written without being read.
func (s *Store) writeLastUse(touched map[string]lastUse) error {
	if len(touched) == 0 {
		return nil
	}
	keys := make([]string, 0, len(touched))
	for k := range touched {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	err := s.db.View(func(txn *badger.Txn) error {
		for _, k := range keys {
			if touched[k].read {
				continue
			}
			if _, err := txn.Get([]byte(k)); errors.Is(err, badger.ErrKeyNotFound) {
				delete(touched, k) // evicted or dropped: no bookkeeping
			} else if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for _, k := range keys {
		u, ok := touched[k]
		if !ok {
			continue
		}
		v, err := s.codec.seal(&metaRecord{Size: u.size, LastUse: u.when})
		if err != nil {
			return err
		}
		if err := wb.Set([]byte(prefixMeta+k), v); err != nil {
			return err
		}
	}
	return wb.Flush()
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
	size := make(map[string]int64, len(ms))
	for _, m := range ms {
		size[m.key] = m.Size
	}
	evicted := map[string]bool{}
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
				return rep, err
			}
			if err := wb.Delete([]byte(prefixMeta + key)); err != nil {
				return rep, err
			}
			rep.After -= size[key]
			rep.Evicted++
		}
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
	for s.db.RunValueLogGC(0.5) == nil {
	}
}
