package cache

import (
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// The statistics of each run are appended to a log file beside the database
// (a run that only read the cache must not have to open badger for writing
// to count itself), and folded into the database's cumulative counters by
// the next run that writes to it anyway. Concurrent read-only builds may
// append at once, so every access holds an exclusive flock on the log for
// its few microseconds. A record is its length (4 bytes, little endian) and
// the sealed statsLast; a torn or corrupt tail (a build killed while
// appending) is skipped and dropped at the next fold.

const statsLogName = "stats.log"

func (s *Store) statsLogPath() string { return filepath.Join(s.opts.Dir, statsLogName) }

// withStatsLog runs fn on the log file, opened for reading and appending and
// locked exclusively.
func (s *Store) withStatsLog(fn func(f *os.File) error) error {
	f, err := os.OpenFile(s.statsLogPath(), os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return fn(f)
}

// appendStats appends one run's record.
func (s *Store) appendStats(rec *statsLast) error {
	v, err := s.codec.seal(rec)
	if err != nil {
		return err
	}
	buf := binary.LittleEndian.AppendUint32(nil, uint32(len(v)))
	return s.withStatsLog(func(f *os.File) error {
		_, err := f.Write(append(buf, v...))
		return err
	})
}

// readStatsLog returns the records of the log, oldest first, skipping a
// corrupt one and stopping at a torn tail.
func (s *Store) readStatsLog(f *os.File) ([]statsLast, error) {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	var out []statsLast
	for len(data) >= 4 {
		n := binary.LittleEndian.Uint32(data)
		if uint64(n) > uint64(len(data)-4) {
			break
		}
		var rec statsLast
		if s.codec.open(data[4:4+n], &rec) == nil {
			out = append(out, rec)
		}
		data = data[4+n:]
	}
	return out, nil
}

// loggedStats reads the log without changing it; a missing log is empty.
func (s *Store) loggedStats() ([]statsLast, error) {
	f, err := os.Open(s.statsLogPath())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH); err != nil {
		return nil, err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return s.readStatsLog(f)
}
