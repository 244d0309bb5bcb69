package toolchain

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// Stats count, per kind of step, how many ran and how many came from the
// cache, and the time the runs took.
type Stats struct {
	mu    sync.Mutex
	kinds map[string]*KindStats
}

// KindStats are the figures of one kind of step.
type KindStats struct {
	Ran, Cached int
	// Time is the time spent running (not looking up) this kind.
	Time time.Duration
}

func newStats() *Stats { return &Stats{kinds: map[string]*KindStats{}} }

func (s *Stats) record(kind string, cached bool, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := s.kinds[kind]
	if k == nil {
		k = &KindStats{}
		s.kinds[kind] = k
	}
	if cached {
		k.Cached++
	} else {
		k.Ran++
		k.Time += d
	}
}

// Kinds returns a copy of the figures by kind.
func (s *Stats) Kinds() map[string]KindStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]KindStats, len(s.kinds))
	for k, v := range s.kinds {
		out[k] = *v
	}
	return out
}

// Totals are the steps run and cached over all kinds.
func (s *Stats) Totals() (ran, cached int) {
	for _, k := range s.Kinds() {
		ran += k.Ran
		cached += k.Cached
	}
	return ran, cached
}

// String is one line: "steps: 12 run, 3 cached (cicc 2+1, ptxas 2+1, ...)".
func (s *Stats) String() string {
	kinds := s.Kinds()
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	ran, cached := s.Totals()
	parts := make([]string, len(names))
	for i, n := range names {
		k := kinds[n]
		parts[i] = fmt.Sprintf("%s %d/%d", n, k.Cached, k.Ran+k.Cached)
	}
	return fmt.Sprintf("%d run, %d cached (cached/total: %s)", ran, cached, strings.Join(parts, ", "))
}
