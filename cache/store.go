package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"
)

// ErrLocked means another process kept the cache directory locked for longer
// than Options.LockWait. The caller is expected to build uncached.
var ErrLocked = errors.New("cache is locked by another process")

// Options configure Open.
type Options struct {
	// Dir is the cache directory, created if needed (see DefaultDir).
	Dir string
	// MaxSize, when positive, is the size the cache is trimmed to (least
	// recently used entries first) when a Store that stored something closes.
	MaxSize int64
	// LockWait is how long Open waits for another process to release the
	// directory lock before giving up with ErrLocked.
	LockWait time.Duration
	// Warn receives warnings (corrupt values dropped, waiting for the lock,
	// badger's own errors). Nil discards them.
	Warn func(msg string)
	// RacyWindow is how much older than its stamp an output file's times
	// must be for the stamp to vouch for its content (0: DefaultRacyWindow).
	RacyWindow time.Duration
}

// Store is an open cache. Its methods are safe for concurrent use by the
// goroutines of one build; Close must be called once at the end, after which
// the per-run statistics are saved.
type Store struct {
	// db is the database, read-only until the run first writes (db.go);
	// dbMu guards db, rw and upgradeErr against that reopening.
	dbMu       sync.RWMutex
	db         *badger.DB
	rw         bool
	upgradeErr error

	codec *codec
	opts  Options

	mu      sync.Mutex
	touched map[string]*touchGroup // manifest key → what a hit used, written at Close
	// storedNow are the manifest keys this run stored; dropped the keys
	// it deleted (corrupt or retired values).
	storedNow, dropped map[string]bool
	stamps             map[string]pendingStamp // output path → stamp, written at Close
	run                Counters
	stored             bool // whether this run added entries (then Close enforces MaxSize)
	closed             bool

	// stampDirs are the output stamps read so far, by directory (see
	// stampOf); stampMu serializes the reading of a directory's.
	stampMu   sync.Mutex
	stampDirs map[string]map[string]stampRecord
}

// DefaultDir is the cache directory used when none is given: $CUFE_CACHE_DIR,
// else <user cache dir>/cufe/cache.
func DefaultDir() (string, error) {
	if d := os.Getenv("CUFE_CACHE_DIR"); d != "" {
		return filepath.Abs(d)
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no user cache directory (set CUFE_CACHE_DIR or use --cache-dir): %w", err)
	}
	return filepath.Join(base, "cufe", "cache"), nil
}

// Open opens (creating if needed) the cache in opts.Dir. If another process
// holds the directory, Open says so through Warn and retries until LockWait
// has passed, then returns ErrLocked. Any other failure (an unwritable or
// corrupted directory) is returned as is; the caller should warn and run
// uncached.
func Open(opts Options) (*Store, error) {
	if opts.Dir == "" {
		return nil, errors.New("cache: no directory given")
	}
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("cache directory: %w", err)
	}
	removeUnfinishedMemtables(opts.Dir)
	readOnly := hasDatabase(opts.Dir)
	db, err := openWaiting(opts, readOnly)
	if err != nil && readOnly && !errors.Is(err, ErrLocked) {
		// A database that needs recovery after a crash cannot be
		// opened read-only: open it for writing, which recovers it.
		readOnly = false
		db, err = openWaiting(opts, false)
	}
	if err != nil {
		return nil, err
	}
	c, err := newCodec()
	if err != nil {
		db.Close()
		return nil, err
	}
	return &Store{db: db, rw: !readOnly, codec: c, opts: opts,
		touched: map[string]*touchGroup{}, storedNow: map[string]bool{}, dropped: map[string]bool{},
		stamps: map[string]pendingStamp{}, stampDirs: map[string]map[string]stampRecord{}}, nil
}

// removeUnfinishedMemtables deletes empty badger memtable and value-log
// files. badger creates such a file and then sizes it; a process killed in
// between (kill -9 during a build) leaves a zero-length .mem or .vlog file
// that badger then refuses to open ("Create a new file"). Such a file holds
// no data, so removing it loses nothing.
func removeUnfinishedMemtables(dir string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if !(strings.HasSuffix(e.Name(), ".mem") || strings.HasSuffix(e.Name(), ".vlog")) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.Size() == 0 {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// openBadger opens the database with settings sized for a build cache:
// modest memory, no compression of its own (values are compressed by the
// codec), and a recover because badger panics on some corrupted files.
//
// Values above valueThreshold (the output bytes, most manifests) go to the
// value log, so the LSM tree holds keys and small records only: a lookup
// searches small tables, and the compactions that follow each build's
// bookkeeping writes move kilobytes instead of rewriting the host
// translations of every unit. Level 0 is compacted at Close: a build is a
// short process, the background compactors rarely get to run, and level-0
// tables left to pile up (one per build, the statistics at least) would
// make every lookup search them all and every Close sync them all.
func openBadger(opts Options, readOnly bool) (db *badger.DB, err error) {
	defer func() {
		if r := recover(); r != nil {
			db, err = nil, fmt.Errorf("badger panicked opening the database (corrupted?): %v", r)
		}
	}()
	bo := badger.DefaultOptions(opts.Dir).
		WithLogger(badgerLogger{opts}).
		WithMemTableSize(memTableSize).
		WithNumMemtables(2).
		WithNumLevelZeroTables(2).
		WithNumLevelZeroTablesStall(8).
		WithNumCompactors(2).
		WithNumGoroutines(2).
		WithCompression(options.None).
		WithBlockCacheSize(0).
		WithValueLogFileSize(256 << 20).
		WithValueThreshold(valueThreshold).
		WithCompactL0OnClose(true).
		WithMetricsEnabled(false).
		WithReadOnly(readOnly)
	return badger.Open(bo)
}

// memTableSize bounds badger's in-memory table (allocated at every open, so
// its size is paid by every build, no-op ones included). With the large
// values in the value log, a build's writes are keys and small records: a
// few megabytes hold those of thousands of units.
const memTableSize = 4 << 20

// valueThreshold is the value size from which badger keeps a value in its
// value log rather than in the LSM tree.
const valueThreshold = 1 << 10

func isLockError(err error) bool {
	return strings.Contains(err.Error(), "Cannot acquire directory lock")
}

// Dir is the cache directory.
func (s *Store) Dir() string { return s.opts.Dir }

// Close writes the output stamps, the last-use times and this run's statistics, trims the cache
// to MaxSize if this run stored anything, and closes the database.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	touched, storedNow, dropped, stamps, stored := s.touched, s.storedNow, s.dropped, s.stamps, s.stored
	s.touched, s.storedNow, s.dropped, s.stamps = nil, nil, nil, nil
	s.mu.Unlock()

	var errs []error
	if err := s.writeStamps(stamps); err != nil {
		errs = append(errs, err)
	}
	if err := s.writeLastUse(touched, storedNow, dropped); err != nil {
		errs = append(errs, err)
	}
	if stored && s.opts.MaxSize > 0 {
		if _, err := s.GC(s.opts.MaxSize); err != nil {
			errs = append(errs, err)
		}
	}
	if err := s.saveRunStats(); err != nil {
		errs = append(errs, err)
	}
	s.codec.close()
	s.dbMu.Lock()
	if s.db != nil {
		if err := s.db.Close(); err != nil {
			errs = append(errs, err)
		}
		s.db = nil
	}
	s.dbMu.Unlock()
	return errors.Join(errs...)
}

func warn(opts Options, msg string) {
	if opts.Warn != nil {
		opts.Warn(msg)
	}
}

func (s *Store) warnf(format string, args ...any) { warn(s.opts, fmt.Sprintf(format, args...)) }

// badgerLogger passes badger's errors and warnings on as cache warnings and
// drops its chatter.
type badgerLogger struct{ opts Options }

func (l badgerLogger) Errorf(f string, a ...any) {
	warn(l.opts, "cache: badger: "+strings.TrimSpace(fmt.Sprintf(f, a...)))
}
func (l badgerLogger) Warningf(f string, a ...any) {
	warn(l.opts, "cache: badger: "+strings.TrimSpace(fmt.Sprintf(f, a...)))
}
func (badgerLogger) Infof(string, ...any)  {}
func (badgerLogger) Debugf(string, ...any) {}
