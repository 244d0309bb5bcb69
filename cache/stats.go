package cache

import (
	"os"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// Counters are what the cache counted over a span: one run, or all runs
// since the statistics were last zeroed.
type Counters struct {
	Runs        int64 // builds that looked anything up
	Hits        int64 // lookups served from the cache
	Misses      int64 // lookups that were not (Hits+Misses = lookups)
	Stored      int64 // results stored
	Uncacheable int64 // results compiled but not stored (input changed during the compile, or a write failed)
	Corrupt     int64 // corrupt values found and dropped
	Evictions   int64 // entries removed to respect the size limit
	// DataReads counts the output data loaded from the cache: to restore
	// outputs of a hit that were deleted or edited, or for a later step
	// that needs the bytes. A no-op build with intact outputs reads none.
	DataReads int64
	// Restored counts the output files of hits rewritten from the cache.
	Restored int64
	// Rehashed counts the output files of hits that their stamp could not
	// vouch for (new, racy or changed) and that were read and hashed.
	Rehashed int64
	// Saved is the compile time of the hits, as stored with each result.
	Saved time.Duration
	// Stages is the time spent per stage of the build ("lookup", "compile",
	// "write", "store"); "compile" is the front end's time on misses.
	Stages map[string]time.Duration
}

// Lookups is the denominator of the hit rate.
func (c Counters) Lookups() int64 { return c.Hits + c.Misses }

func (c *Counters) add(o Counters) {
	c.Runs += o.Runs
	c.Hits += o.Hits
	c.Misses += o.Misses
	c.Stored += o.Stored
	c.Uncacheable += o.Uncacheable
	c.Corrupt += o.Corrupt
	c.Evictions += o.Evictions
	c.DataReads += o.DataReads
	c.Restored += o.Restored
	c.Rehashed += o.Rehashed
	c.Saved += o.Saved
	for k, v := range o.Stages {
		if c.Stages == nil {
			c.Stages = map[string]time.Duration{}
		}
		c.Stages[k] += v
	}
}

// Stats are the counters kept in the store: the last build's and the
// cumulative ones since Since.
type Stats struct {
	Last   Counters
	LastAt time.Time
	Total  Counters
	Since  time.Time
}

type statsTotal struct {
	Counters Counters
	Since    time.Time
}

type statsLast struct {
	Counters Counters
	At       time.Time
}

// AddStageTime adds d to this run's time for a build stage.
func (s *Store) AddStageTime(stage string, d time.Duration) {
	s.mu.Lock()
	if s.run.Stages == nil {
		s.run.Stages = map[string]time.Duration{}
	}
	s.run.Stages[stage] += d
	s.mu.Unlock()
}

// RunCounters is a copy of what this run has counted so far.
func (s *Store) RunCounters() Counters {
	s.mu.Lock()
	defer s.mu.Unlock()
	var c Counters
	c.add(s.run)
	if c.Lookups() > 0 {
		c.Runs = 1
	}
	return c
}

// Stats reads the stored statistics (this run's are added when it closes):
// the database's cumulative counters plus the runs logged since they were
// last folded in.
func (s *Store) Stats() (Stats, error) {
	var st Stats
	var t statsTotal
	if _, err := s.get(keyStatsTotal, &t); err != nil {
		return st, err
	}
	var l statsLast
	if _, err := s.get(keyStatsLast, &l); err != nil {
		return st, err
	}
	logged, err := s.loggedStats()
	if err != nil {
		return st, err
	}
	for _, r := range logged {
		if t.Since.IsZero() {
			t.Since = r.At
		}
		t.Counters.add(r.Counters)
		if r.Counters.Lookups() > 0 {
			l = r
		}
	}
	st.Total, st.Since = t.Counters, t.Since
	st.Last, st.LastAt = l.Counters, l.At
	return st, nil
}

// ZeroStats resets the stored statistics and this run's.
func (s *Store) ZeroStats() error {
	s.mu.Lock()
	s.run = Counters{}
	s.mu.Unlock()
	v, err := s.codec.seal(&statsTotal{Since: time.Now()})
	if err != nil {
		return err
	}
	if err := s.upgrade(); err != nil { // before the log's lock: see upgrade
		return err
	}
	return s.withStatsLog(func(f *os.File) error {
		err := s.withWritableDB(func(db *badger.DB) error {
			return db.Update(func(txn *badger.Txn) error {
				if err := txn.Delete([]byte(keyStatsLast)); err != nil {
					return err
				}
				return txn.Set([]byte(keyStatsTotal), v)
			})
		})
		if err != nil {
			return err
		}
		return f.Truncate(0)
	})
}

// saveRunStats logs this run if it counted anything, and, when the
// database is open for writing anyway, folds the log into its cumulative
// and last-run counters.
func (s *Store) saveRunStats() error {
	run := s.RunCounters()
	if run.Lookups() > 0 || run.Evictions > 0 || run.Corrupt > 0 {
		if err := s.appendStats(&statsLast{Counters: run, At: time.Now()}); err != nil {
			return err
		}
	}
	if !s.writable() {
		return nil
	}
	return s.withStatsLog(func(f *os.File) error {
		logged, err := s.readStatsLog(f)
		if err != nil || len(logged) == 0 {
			return err
		}
		var t statsTotal
		if _, err := s.get(keyStatsTotal, &t); err != nil {
			return err
		}
		var last *statsLast
		for i, r := range logged {
			if t.Since.IsZero() {
				t.Since = r.At
			}
			t.Counters.add(r.Counters)
			if r.Counters.Lookups() > 0 {
				last = &logged[i]
			}
		}
		tv, err := s.codec.seal(&t)
		if err != nil {
			return err
		}
		var lv []byte
		if last != nil {
			if lv, err = s.codec.seal(last); err != nil {
				return err
			}
		}
		err = s.withDB(func(db *badger.DB) error {
			return db.Update(func(txn *badger.Txn) error {
				if lv != nil {
					if err := txn.Set([]byte(keyStatsLast), lv); err != nil {
						return err
					}
				}
				return txn.Set([]byte(keyStatsTotal), tv)
			})
		})
		if err != nil {
			return err
		}
		// Folded: a crash before this truncation would count the logged
		// runs twice, never lose them.
		return f.Truncate(0)
	})
}
