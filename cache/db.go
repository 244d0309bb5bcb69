package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// A build opens the database read-only and reopens it for writing only when
// it has something to write. A read-only open takes a shared lock and
// creates nothing, while a writable one creates a memtable and a value-log
// file at open and flushes, compacts and syncs at close: about 18 ms of CPU
// and several times that in waiting, most of a no-op rebuild's cost. A
// no-op build thus writes nothing to badger (its statistics go to the
// statistics log, statslog.go), and every other run upgrades at its first
// write.

// errNoDatabase means the database could not be reopened after a failed
// upgrade; every operation then fails and the build goes on uncached.
var errNoDatabase = errors.New("cache: database unavailable")

// hasDatabase says whether dir holds a badger database to open read-only.
func hasDatabase(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "MANIFEST"))
	return err == nil
}

// openWaiting opens the database, waiting up to opts.LockWait while another
// process holds the directory lock (saying so once through Warn).
func openWaiting(opts Options, readOnly bool) (*badger.DB, error) {
	deadline := time.Now().Add(opts.LockWait)
	waiting := false
	for {
		db, err := openBadger(opts, readOnly)
		if err == nil {
			if waiting {
				warn(opts, "cache lock acquired")
			}
			return db, nil
		}
		if !isLockError(err) {
			return nil, fmt.Errorf("opening cache %s: %w", opts.Dir, err)
		}
		if !time.Now().Before(deadline) {
			return nil, fmt.Errorf("%w (%s)", ErrLocked, opts.Dir)
		}
		if !waiting {
			warn(opts, fmt.Sprintf("waiting up to %s for another cufe process to release the cache lock on %s", opts.LockWait.Round(time.Millisecond), opts.Dir))
			waiting = true
		}
		time.Sleep(min(100*time.Millisecond, time.Until(deadline)+time.Millisecond))
	}
}

// withDB runs fn on the open database. Calls may run concurrently; an
// upgrade waits for them.
func (s *Store) withDB(fn func(db *badger.DB) error) error {
	s.dbMu.RLock()
	defer s.dbMu.RUnlock()
	if s.db == nil {
		return errNoDatabase
	}
	return fn(s.db)
}

// withWritableDB is withDB on a database open for writing, reopening it so
// first if it is read-only.
func (s *Store) withWritableDB(fn func(db *badger.DB) error) error {
	if err := s.upgrade(); err != nil {
		return err
	}
	return s.withDB(fn)
}

// writable reports whether the database is open for writing.
func (s *Store) writable() bool {
	s.dbMu.RLock()
	defer s.dbMu.RUnlock()
	return s.rw
}

// upgrade reopens a read-only database for writing. The shared lock must be
// released before the exclusive one can be taken, so another process may
// get in between: the wait is Options.LockWait, as at Open. A failed upgrade
// is remembered (later writes fail at once) and the database reopened
// read-only, so lookups go on.
func (s *Store) upgrade() error {
	if s.writable() {
		return nil
	}
	s.dbMu.Lock()
	defer s.dbMu.Unlock()
	if s.rw {
		return nil
	}
	if s.upgradeErr != nil {
		return s.upgradeErr
	}
	if s.db != nil {
		if err := s.db.Close(); err != nil {
			s.warnf("cache: closing the read-only database: %v", err)
		}
		s.db = nil
	}
	db, err := openWaiting(s.opts, false)
	if err != nil {
		s.upgradeErr = fmt.Errorf("cache not writable: %w", err)
		if ro, rerr := openBadger(s.opts, true); rerr == nil {
			s.db = ro
		}
		return s.upgradeErr
	}
	s.db, s.rw = db, true
	return nil
}
