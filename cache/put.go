package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// ErrTooNew means a file the result depends on was modified while (or just
// before) the unit compiled, so the result might not match the content that
// would be hashed now. Such a result is not stored; it is not an error of the
// build.
var ErrTooNew = errors.New("an input changed during the compile; result not cached")

// mtimeSlack covers the coarse clock file systems stamp files with: a file
// written just after the compile started may carry a time slightly before it.
const mtimeSlack = 20 * time.Millisecond

// PutRequest is what Put stores: the unit's key and input, what compiling
// it produced, and when and for how long it compiled.
type PutRequest struct {
	Key    Key
	Source FileState // as returned by TUKey before the compile
	Input  tu.Input
	Output *tu.Output
	// Started is when the compile began; CompileTime how long it took.
	Started     time.Time
	CompileTime time.Duration
}

// Put stores a compile's result under its manifest key. It hashes the
// include closure (through h), records where each missing include name could
// appear, writes the result (the outputs' sizes and digests) and the outputs'
// bytes beside it, adds the closure to the manifest (newest first)
// and remembers this build for explain — all in one transaction, so a crash
// leaves either all of it or none.
func (s *Store) Put(req PutRequest, h *FileHasher) error {
	err := s.put(req, h)
	s.mu.Lock()
	if err == nil {
		s.run.Stored++
		s.stored = true
		if s.storedNow != nil {
			s.storedNow[prefixManifest+req.Key.Sum().String()] = true
		}
	} else {
		s.run.Uncacheable++
	}
	s.mu.Unlock()
	return err
}

func (s *Store) put(req PutRequest, h *FileHasher) error {
	in, out := req.Input, req.Output
	cutoff := req.Started.Add(-mtimeSlack)
	cur, err := h.Hash(in.Path)
	if err != nil {
		return err
	}
	if cur.Sum != req.Source.Sum || cur.ModTime.After(cutoff) {
		return fmt.Errorf("%s: %w", in.Path, ErrTooNew)
	}
	var c closureRecord
	rkey := Key{Lines: append([]string(nil), req.Key.Lines...)}
	for _, p := range out.Closure {
		if p == in.Path {
			continue // its hash is in the manifest key already
		}
		if !filepath.IsAbs(p) {
			return fmt.Errorf("include closure path %q is not absolute", p)
		}
		st, err := h.Hash(p)
		if err != nil {
			return fmt.Errorf("hashing the include closure: %w", err)
		}
		if st.ModTime.After(cutoff) {
			return fmt.Errorf("%s: %w", p, ErrTooNew)
		}
		c.Files = append(c.Files, fileRecord{p, st.Sum})
		rkey.Add("file", p, st.Sum.String())
	}
	c.Missing = missingProbes(in, out)
	for _, m := range c.Missing {
		rkey.Add("missing", m.Name)
	}
	closureVal, err := s.codec.seal(&c) // shared: without the result
	if err != nil {
		return err
	}
	ref := closureRef{Closure: closureSum(&c), Result: rkey.Sum()}
	c.Result = ref.Result

	dataVal, err := s.codec.seal(&dataRecord{Files: out.Files})
	if err != nil {
		return err
	}
	res := resultRecord{
		Diagnostics: out.Diagnostics,
		Warnings:    out.Warnings, Errors: out.Errors, ExitStatus: out.ExitStatus,
		CompileTime: req.CompileTime,
		DataSize:    int64(len(dataVal)),
	}
	for _, f := range out.Files {
		res.Files = append(res.Files, outputRecord{Path: f.Path, Size: int64(len(f.Data)), Sum: HashBytes(f.Data)})
	}
	resVal, err := s.codec.seal(&res)
	if err != nil {
		return err
	}
	snapVal, err := s.codec.seal(&snapshotRecord{KeyLines: req.Key.Lines, Closure: c, When: time.Now()})
	if err != nil {
		return err
	}
	mkey := prefixManifest + req.Key.Sum().String()
	now := time.Now()
	for attempt := 0; ; attempt++ {
		err = s.withWritableDB(func(db *badger.DB) error {
			return db.Update(func(txn *badger.Txn) error {
				m, err := s.readManifest(txn, mkey)
				if err != nil {
					return err
				}
				m.KeyLines = req.Key.Lines
				m.Closures = addClosure(m.Closures, ref)
				m.SnapshotSize = int64(len(snapVal))
				manVal, err := s.codec.seal(&m)
				if err != nil {
					return err
				}
				for _, e := range []struct {
					key string
					val []byte
				}{
					{prefixClosure + ref.Closure.String(), closureVal},
					{prefixResult + ref.Result.String(), resVal},
					{prefixData + ref.Result.String(), dataVal},
					{mkey, manVal},
					{prefixSnapshot + identity(req.Key).String(), snapVal},
				} {
					if err := s.setWithMeta(txn, e.key, e.val, now); err != nil {
						return err
					}
				}
				return nil
			})
		})
		if !errors.Is(err, badger.ErrConflict) || attempt == 3 {
			return err
		}
	}
}

// closureSum names a shared closure record: the digest of its encoding.
func closureSum(c *closureRecord) Hash { return HashBytes(encodeRecord(c)) }

// readManifest reads the manifest at key inside txn; an absent or corrupt one
// reads as empty (a corrupt one is replaced by the write that follows).
func (s *Store) readManifest(txn *badger.Txn, key string) (manifestRecord, error) {
	var m manifestRecord
	it, err := txn.Get([]byte(key))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return m, nil
	}
	if err != nil {
		return m, err
	}
	raw, err := it.ValueCopy(nil)
	if err != nil {
		return m, err
	}
	if err := s.codec.open(raw, &m); err != nil {
		s.warnf("cache: replacing %s: %v", key, err)
		return manifestRecord{}, nil
	}
	return m, nil
}

// addClosure puts c first, drops an older copy leading to the same result,
// and keeps at most maxClosures.
func addClosure(cs []closureRef, c closureRef) []closureRef {
	out := []closureRef{c}
	for _, o := range cs {
		if o.Result != c.Result && len(out) < maxClosures {
			out = append(out, o)
		}
	}
	return out
}

func (s *Store) setWithMeta(txn *badger.Txn, key string, val []byte, now time.Time) error {
	meta, err := s.codec.seal(&metaRecord{Size: int64(len(key) + len(val)), LastUse: now})
	if err != nil {
		return err
	}
	if err := txn.Set([]byte(key), val); err != nil {
		return err
	}
	return txn.Set([]byte(prefixMeta+key), meta)
}

// missingProbes turns each include name the front end did not find into the
// absolute paths where it could appear: the name itself if absolute, else the
// name under every directory of the closure (quoted includes search the
// includer's directory) and every include-path flag. Paths that exist already
// are left out — the front end did not pick them, so their existence says
// nothing new — which keeps a probe from invalidating forever.
func missingProbes(in tu.Input, out *tu.Output) []missingRecord {
	if len(out.Missing) == 0 {
		return nil
	}
	var dirs []string
	seen := map[string]bool{}
	addDir := func(d string) {
		if d != "" && !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	addDir(filepath.Dir(in.Path))
	for _, p := range out.Closure {
		addDir(filepath.Dir(p))
	}
	for _, d := range includeDirs(NormalizeArgs(in.Args)) {
		if !filepath.IsAbs(d) {
			d = filepath.Join(filepath.Dir(in.Path), d)
		}
		addDir(d)
	}
	var recs []missingRecord
	for _, name := range out.Missing {
		n := strings.Trim(name, `<>"`)
		var cands []string
		if filepath.IsAbs(n) {
			cands = []string{filepath.Clean(n)}
		} else {
			for _, d := range dirs {
				cands = append(cands, filepath.Join(d, n))
			}
		}
		rec := missingRecord{Name: name}
		for _, p := range cands {
			if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
				rec.Probes = append(rec.Probes, p)
			}
		}
		recs = append(recs, rec)
	}
	return recs
}
