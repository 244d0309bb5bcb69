package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// Hit is a result served from the cache.
type Hit struct {
	Output tu.Output
	// CompileTime is how long the front end took when the result was made:
	// the time this hit saved.
	CompileTime time.Duration
}

// Result of a Lookup: a Hit, or the reasons for a miss in words ("changed:
// file /p/inc/a.h (content 3f2a… → 9bc1…)").
type Result struct {
	Hit     *Hit
	Reasons []string
}

// Lookup finds the result for manifest key k: it reads the manifest, checks
// its include closures newest first against the files as they are now (with
// h, so shared headers are hashed once per run), and returns the result of
// the first closure that still holds. A corrupt value is dropped with a
// warning and reported as a miss. Errors are the database's own; the caller
// should treat them as a miss.
func (s *Store) Lookup(k Key, h *FileHasher) (Result, error) {
	r, used, err := s.lookup(k, h)
	s.mu.Lock()
	if err == nil && r.Hit != nil {
		s.run.Hits++
		s.run.Saved += r.Hit.CompileTime
		if s.touched != nil {
			now := time.Now()
			for _, key := range used {
				s.touched[key] = now
			}
		}
	} else {
		s.run.Misses++
	}
	s.mu.Unlock()
	return r, err
}

// lookup is Lookup without the counting; on a hit it also returns the keys of
// the entries used, whose last-use times the caller may update.
func (s *Store) lookup(k Key, h *FileHasher) (Result, []string, error) {
	mkey := prefixManifest + k.Sum().String()
	var m manifestRecord
	found, err := s.get(mkey, &m)
	if err != nil {
		return Result{}, nil, err
	}
	if !found {
		return Result{Reasons: s.whyNoManifest(k)}, nil, nil
	}
	for _, c := range m.Closures {
		if len(closureChanges(c, h, true)) > 0 {
			continue
		}
		rkey := prefixResult + c.Result.String()
		var rec resultRecord
		found, err := s.get(rkey, &rec)
		if err != nil {
			return Result{}, nil, err
		}
		if !found {
			return Result{Reasons: []string{"the result for this closure was evicted or dropped"}}, nil, nil
		}
		return Result{Hit: &Hit{Output: rec.output(), CompileTime: rec.CompileTime}}, []string{mkey, rkey, prefixSnapshot + identity(k).String()}, nil
	}
	if len(m.Closures) == 0 {
		return Result{Reasons: []string{"the manifest lists no include closure"}}, nil, nil
	}
	return Result{Reasons: closureChanges(m.Closures[0], h, false)}, nil, nil
}

// whyNoManifest compares k with the key of the last stored build of the same
// source and output prefix, so that a miss names the flag or the source edit.
func (s *Store) whyNoManifest(k Key) []string {
	var snap snapshotRecord
	found, err := s.get(prefixSnapshot+identity(k).String(), &snap)
	if err != nil || !found {
		return []string{"not in the cache: no earlier build of this source with this output path"}
	}
	d := DiffKeys(Key{Lines: snap.KeyLines}, k)
	if len(d) == 0 {
		return []string{"the manifest for this key was evicted or dropped"}
	}
	return d
}

// closureChanges says how the files of c differ from what is on disk now: a
// changed or vanished file, or a missing include name that now exists. With
// first set it stops at the first change (validation); otherwise it lists
// them all (explanation).
func closureChanges(c closureRecord, h *FileHasher, first bool) []string {
	var out []string
	for _, f := range c.Files {
		st, err := h.Hash(f.Path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			out = append(out, "removed: file "+f.Path)
		case err != nil:
			out = append(out, fmt.Sprintf("unreadable: file %s (%v)", f.Path, err))
		case st.Sum != f.Sum:
			out = append(out, fmt.Sprintf("changed: file %s (content %s → %s)", f.Path, f.Sum.Short(), st.Sum.Short()))
		default:
			continue
		}
		if first {
			return out
		}
	}
	for _, m := range c.Missing {
		for _, p := range m.Probes {
			if _, err := os.Stat(p); err == nil {
				out = append(out, fmt.Sprintf("appeared: %s (include %q was not found before)", p, m.Name))
				if first {
					return out
				}
				break
			}
		}
	}
	return out
}

// identity names a translation unit across builds (source and output prefix)
// whatever its flags, to find the snapshot of its last stored build.
func identity(k Key) Hash {
	var id Key
	for _, l := range k.Lines {
		if kind, _ := splitLine(l); kind == "source" || kind == "outbase" {
			id.Lines = append(id.Lines, l)
		}
	}
	return id.Sum()
}

func (r resultRecord) output() tu.Output {
	return tu.Output{
		Files:       r.Files,
		Diagnostics: r.Diagnostics,
		Warnings:    r.Warnings,
		Errors:      r.Errors,
		ExitStatus:  r.ExitStatus,
		Closure:     r.Closure,
		Missing:     r.Missing,
	}
}

// get reads and decodes the value at key into v. A corrupt value is deleted,
// counted and reported through Warn, and reads as not found.
func (s *Store) get(key string, v record) (found bool, err error) {
	var raw []byte
	err = s.db.View(func(txn *badger.Txn) error {
		it, err := txn.Get([]byte(key))
		if err != nil {
			return err
		}
		raw, err = it.ValueCopy(nil)
		return err
	})
	if errors.Is(err, badger.ErrKeyNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("cache read %s: %w", key, err)
	}
	if err := s.codec.open(raw, v); err != nil {
		s.warnf("cache: dropping %s: %v", key, err)
		s.mu.Lock()
		s.run.Corrupt++
		s.mu.Unlock()
		if derr := s.deleteEntry(key); derr != nil {
			s.warnf("cache: could not drop %s: %v", key, derr)
		}
		return false, nil
	}
	return true, nil
}

// deleteEntry removes an entry and its bookkeeping.
func (s *Store) deleteEntry(key string) error {
	return s.db.Update(func(txn *badger.Txn) error {
		if err := txn.Delete([]byte(key)); err != nil {
			return err
		}
		return txn.Delete([]byte(prefixMeta + key))
	})
}
