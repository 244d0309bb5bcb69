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
	mu   sync.Mutex
	seen map[string]fileStamp
}

type fileStamp struct {
	size  int64
	mtime time.Time
	sum   Hash
}

// NewFileHasher returns an empty hasher for one run.
func NewFileHasher() *FileHasher { return &FileHasher{seen: map[string]fileStamp{}} }

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
	h.mu.Lock()
	st, ok := h.seen[path]
	h.mu.Unlock()
	if ok && st.size == fi.Size() && st.mtime.Equal(fi.ModTime()) {
		return FileState{st.sum, st.mtime}, nil
	}
	sum, err := hashFile(path)
	if err != nil {
		return FileState{}, err
	}
	h.mu.Lock()
	h.seen[path] = fileStamp{fi.Size(), fi.ModTime(), sum}
	h.mu.Unlock()
	return FileState{sum, fi.ModTime()}, nil
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
