package cache

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// FileHasher hashes files for one build run, remembering each file's hash by
// path, size and modification time, so that a header shared by hundreds of
// translation units is read once per run rather than once per unit. It is safe
// for concurrent use. A FileHasher belongs to one run: make a new one for the
// next, so that an edit made between runs is never hidden by a stale entry.
type FileHasher struct {
	// store, when set (Store.NewFileHasher), lends its file stamps: a file
	// whose stamp vouches for it is not read at all.
	store *Store

	mu   sync.Mutex
	seen map[string]fileStamp
	// checked memoizes Check and exists: what a path was when the run
	// first validated a stored closure against it.
	checked map[string]checkedFile
	// closures memoizes the shared closure records read and validated
	// by the run's lookups, by their key sum.
	closures map[Hash]*checkedClosure
}

type checkedFile struct {
	st  FileState
	err error
}

type fileStamp struct {
	id  fileID
	sum Hash
}

// NewFileHasher returns an empty hasher for one run.
func NewFileHasher() *FileHasher {
	return &FileHasher{seen: map[string]fileStamp{}, checked: map[string]checkedFile{}, closures: map[Hash]*checkedClosure{}}
}

// NewFileHasher returns an empty hasher for one run that trusts and records
// the store's file stamps, as cmd/go's file hash cache does: a file whose
// size, times and inode are those stamped with its digest, clearly after its
// last change, is not read. A file is stamped (at Close) only if it was last
// changed more than the racy window before it was read, so that no later
// change can keep its stamped times.
func (s *Store) NewFileHasher() *FileHasher {
	h := NewFileHasher()
	h.store = s
	return h
}

// FileState is what Hash learned about a file.
type FileState struct {
	Sum     Hash
	ModTime time.Time
}

// Hash returns the SHA-256 of the file's content and its modification time.
// A file that does not exist gives an error satisfying errors.Is(err,
// fs.ErrNotExist).
func (h *FileHasher) Hash(path string) (FileState, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return FileState{}, err
	}
	if !fi.Mode().IsRegular() {
		return FileState{}, fmt.Errorf("%s: not a regular file", path)
	}
	id := idOf(fi)
	h.mu.Lock()
	st, ok := h.seen[path]
	h.mu.Unlock()
	if ok && st.id == id {
		return FileState{st.sum, fi.ModTime()}, nil
	}
	var sum Hash
	if rec, ok := h.stamp(path); ok && rec.vouches(id, h.store.racyWindow()) {
		sum = rec.Sum
	} else {
		read := time.Now()
		if sum, err = hashFile(path); err != nil {
			return FileState{}, err
		}
		if h.store != nil && max(id.mtime, id.ctime) < read.Add(-h.store.racyWindow()).UnixNano() {
			h.store.queueStamp(path, pendingStamp{sum, id})
		}
	}
	h.mu.Lock()
	h.seen[path] = fileStamp{id, sum}
	h.mu.Unlock()
	return FileState{sum, fi.ModTime()}, nil
}

func (h *FileHasher) stamp(path string) (stampRecord, bool) {
	if h.store == nil {
		return stampRecord{}, false
	}
	return h.store.stampOf(path)
}

// Check is Hash as a lookup validates a stored include closure with it: the
// file is looked at once per run, the first time any unit asks, and every
// later unit gets that answer. The 200 units of a project that include the
// same hundred system headers thus cost a hundred stats, not twenty
// thousand. A file edited during the run may then validate with its earlier
// content, as if the edit came just after the build; the next build sees it.
// Storing a result (Put) uses Hash, which always looks again, so a result is
// never stored under a content other than the one it was compiled from.
func (h *FileHasher) Check(path string) (FileState, error) {
	h.mu.Lock()
	c, ok := h.checked[path]
	h.mu.Unlock()
	if ok {
		return c.st, c.err
	}
	st, err := h.Hash(path)
	h.mu.Lock()
	h.checked[path] = checkedFile{st, err}
	h.mu.Unlock()
	return st, err
}

// exists says whether something exists at path, looked at once per run (see
// Check). It is how a lookup sees whether a missing include appeared.
func (h *FileHasher) exists(path string) bool {
	key := "\x00exists:" + path
	h.mu.Lock()
	c, ok := h.checked[key]
	h.mu.Unlock()
	if ok {
		return c.err == nil
	}
	_, err := os.Stat(path)
	h.mu.Lock()
	h.checked[key] = checkedFile{err: err}
	h.mu.Unlock()
	return err == nil
}

func (h *FileHasher) closure(sum Hash) (*checkedClosure, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c, ok := h.closures[sum]
	return c, ok
}

// rememberClosure keeps c as the run's answer for sum, unless another
// goroutine got there first; it returns the answer kept.
func (h *FileHasher) rememberClosure(sum Hash, c *checkedClosure) *checkedClosure {
	h.mu.Lock()
	defer h.mu.Unlock()
	if old, ok := h.closures[sum]; ok {
		return old
	}
	h.closures[sum] = c
	return c
}

func hashFile(path string) (Hash, error) {
	f, err := os.Open(path)
	if err != nil {
		return Hash{}, err
	}
	defer f.Close()
	d := sha256.New()
	if _, err := io.Copy(d, f); err != nil {
		return Hash{}, fmt.Errorf("hashing %s: %w", path, err)
	}
	var s Hash
	d.Sum(s[:0])
	return s, nil
}
