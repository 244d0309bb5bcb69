package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// Hit is a result served from the cache. Its output files are named, with
// their size and digest, in Files; their bytes are read only on demand
// (Load, or Restore for the files missing or changed on disk), so a hit whose
// outputs are intact costs no read of them.
type Hit struct {
	// Output is the result as the front end returned it, except that
	// Output.Files is nil (see Files and Load) and so are Output.Closure
	// and Output.Missing, which no build step needs (see Closure).
	Output tu.Output
	// Files are the output files in the order the front end listed them.
	Files []OutputFile
	// CompileTime is how long the front end took when the result was made:
	// the time this hit saved.
	CompileTime time.Duration

	store   *Store
	dataKey string
	closure *checkedClosure
}

// Closure is the hit's include closure as the front end reported it (the
// source, then the headers) and the include names it did not find.
func (h *Hit) Closure(source string) (closure, missing []string) {
	if h.closure == nil {
		return nil, nil
	}
	return h.closure.paths(source)
}

// OutputFile is one output of a cached result: its path, size and SHA-256.
type OutputFile struct {
	Path string
	Size int64
	Sum  Hash
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
		if s.touched != nil && used != nil {
			used.when = time.Now()
			s.touched[used.entries[0].key] = used
		}
	} else {
		s.run.Misses++
	}
	s.mu.Unlock()
	return r, err
}

// usedEntry is an entry a hit used, with its size as its bookkeeping
// records it (key and stored value), so that Close can renew its last use
// without reading anything.
type usedEntry struct {
	key  string
	size int64
	read bool // the lookup read it, so it exists
}

func used(key string, valueSize int64, read bool) usedEntry {
	return usedEntry{key, int64(len(key)) + valueSize, read}
}

// lookup is Lookup without the counting; on a hit it also returns the
// entries used, manifest first, whose last-use times the caller may update.
func (s *Store) lookup(k Key, h *FileHasher) (Result, *touchGroup, error) {
	mkey := prefixManifest + k.Sum().String()
	var m manifestRecord
	state, msize, err := s.getSized(mkey, &m)
	if err != nil {
		return Result{}, nil, err
	}
	switch state {
	case valueOldFormat:
		return Result{Reasons: []string{"the manifest for this key was stored by an older cufe in a format no longer read"}}, nil, nil
	case valueAbsent:
		return Result{Reasons: s.whyNoManifest(k)}, nil, nil
	}
	for _, ref := range m.Closures {
		c, err := s.checkClosure(ref.Closure, h)
		if err != nil {
			return Result{}, nil, err
		}
		if !c.holds {
			continue
		}
		rkey := prefixResult + ref.Result.String()
		var rec resultRecord
		state, rsize, err := s.getSized(rkey, &rec)
		if err != nil {
			return Result{}, nil, err
		}
		switch state {
		case valueOldFormat:
			return Result{Reasons: []string{"the result for this closure was stored by an older cufe in a format no longer read"}}, nil, nil
		case valueAbsent:
			return Result{Reasons: []string{"the result for this closure was evicted or dropped"}}, nil, nil
		}
		dkey := prefixData + ref.Result.String()
		hit := &Hit{Output: rec.output(), Files: rec.outputFiles(), CompileTime: rec.CompileTime, store: s, dataKey: dkey, closure: c}
		return Result{Hit: hit}, &touchGroup{
			entries: []usedEntry{
				used(mkey, msize, true), used(rkey, rsize, true), used(dkey, rec.DataSize, false),
				used(prefixClosure+ref.Closure.String(), c.size, true),
			},
			key: k, snapshotSize: m.SnapshotSize,
		}, nil
	}
	if len(m.Closures) == 0 {
		return Result{Reasons: []string{"the manifest lists no include closure"}}, nil, nil
	}
	c, err := s.checkClosure(m.Closures[0].Closure, h)
	if err != nil {
		return Result{}, nil, err
	}
	if !c.found {
		return Result{Reasons: []string{"the include closure of the latest result was evicted or dropped"}}, nil, nil
	}
	return Result{Reasons: closureChanges(c.rec, h, false)}, nil, nil
}

// checkedClosure is a shared closure record as one run found it.
type checkedClosure struct {
	rec   closureRecord
	found bool
	holds bool  // every file unchanged, no missing name appeared
	size  int64 // key and stored value, for the bookkeeping
}

// paths lists the closure as a front end reports it: the source, then the
// headers; and the include names that were not found.
func (c *checkedClosure) paths(source string) (closure, missing []string) {
	closure = make([]string, 0, len(c.rec.Files)+1)
	if source != "" {
		closure = append(closure, source)
	}
	for _, f := range c.rec.Files {
		closure = append(closure, f.Path)
	}
	for _, m := range c.rec.Missing {
		missing = append(missing, m.Name)
	}
	return closure, missing
}

// checkClosure reads and validates the closure record named sum, once per
// run (the run's FileHasher remembers the answer).
func (s *Store) checkClosure(sum Hash, h *FileHasher) (*checkedClosure, error) {
	if c, ok := h.closure(sum); ok {
		return c, nil
	}
	c := &checkedClosure{}
	state, size, err := s.getSized(prefixClosure+sum.String(), &c.rec)
	if err != nil {
		return nil, err
	}
	c.found, c.size = state == valueFound, size
	c.holds = c.found && len(closureChanges(c.rec, h, true)) == 0
	return h.rememberClosure(sum, c), nil
}

// sourceOf is the source path named by a manifest key.
func sourceOf(k Key) string {
	for _, l := range k.Lines {
		if kind, f := splitLine(l); kind == "source" && len(f) == 1 {
			return f[0]
		}
	}
	return ""
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
		st, err := h.Check(f.Path)
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
			if h.exists(p) {
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
		Diagnostics: r.Diagnostics,
		Warnings:    r.Warnings,
		Errors:      r.Errors,
		ExitStatus:  r.ExitStatus,
	}
}

func (r resultRecord) outputFiles() []OutputFile {
	out := make([]OutputFile, len(r.Files))
	for i, f := range r.Files {
		out[i] = OutputFile(f)
	}
	return out
}

// valueState is what getState found at a key.
type valueState int

const (
	valueAbsent valueState = iota
	valueFound
	valueOldFormat // present but written by an older cufe; now deleted
)

// getSized is getState also returning the stored value's size.
func (s *Store) getSized(key string, v record) (valueState, int64, error) {
	var size int64
	st, err := s.getState(key, v, &size)
	return st, size, err
}

// get reads and decodes the value at key into v. A corrupt value is deleted,
// counted and reported through Warn, and reads as not found; so does a value
// in a retired format, quietly.
func (s *Store) get(key string, v record) (found bool, err error) {
	st, err := s.getState(key, v, nil)
	return st == valueFound, err
}

// getState is get telling an absent value from one in a retired format.
func (s *Store) getState(key string, v record, size *int64) (valueState, error) {
	var raw []byte
	err := s.withDB(func(db *badger.DB) error {
		return db.View(func(txn *badger.Txn) error {
			it, err := txn.Get([]byte(key))
			if err != nil {
				return err
			}
			raw, err = it.ValueCopy(nil)
			return err
		})
	})
	if errors.Is(err, badger.ErrKeyNotFound) {
		return valueAbsent, nil
	}
	if size != nil {
		*size = int64(len(raw))
	}
	if err != nil {
		return valueAbsent, fmt.Errorf("cache read %s: %w", key, err)
	}
	if err := s.codec.open(raw, v); errors.Is(err, errOldFormat) {
		// Not corruption: an upgrade. The entry can never be used again.
		if derr := s.deleteEntry(key); derr != nil {
			s.warnf("cache: could not drop %s: %v", key, derr)
		}
		return valueOldFormat, nil
	} else if err != nil {
		s.warnf("cache: dropping %s: %v", key, err)
		s.mu.Lock()
		s.run.Corrupt++
		s.mu.Unlock()
		if derr := s.deleteEntry(key); derr != nil {
			s.warnf("cache: could not drop %s: %v", key, derr)
		}
		return valueAbsent, nil
	}
	return valueFound, nil
}

// deleteEntry removes an entry and its bookkeeping (and forgets this run's
// use of it, which would write the bookkeeping back at Close).
func (s *Store) deleteEntry(key string) error {
	s.mu.Lock()
	delete(s.touched, key)
	if s.dropped != nil {
		s.dropped[key] = true
	}
	s.mu.Unlock()
	return s.withWritableDB(func(db *badger.DB) error {
		return db.Update(func(txn *badger.Txn) error {
			if err := txn.Delete([]byte(key)); err != nil {
				return err
			}
			return txn.Delete([]byte(prefixMeta + key))
		})
	})
}
