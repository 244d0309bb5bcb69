package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cufe-dev/cufe/cache"
)

// defaultCacheMaxSize is the size the cache is trimmed to after a build that
// stored something, unless --cache-max-size says otherwise.
const defaultCacheMaxSize = 5 << 30

// cacheFlags are the options that locate and open the cache, shared by the
// commands that use it.
type cacheFlags struct {
	dir      string
	noCache  bool
	lockWait time.Duration
	maxSize  sizeFlag
}

func (cf *cacheFlags) register(fs *flag.FlagSet, withNoCache bool) {
	fs.StringVar(&cf.dir, "cache-dir", "", "cache directory (default: $CUFE_CACHE_DIR, else <user cache dir>/cufe/cache)")
	if withNoCache {
		fs.BoolVar(&cf.noCache, "no-cache", false, "neither read nor write the cache")
		cf.maxSize = defaultCacheMaxSize
		fs.Var(&cf.maxSize, "cache-max-size", "trim the cache to this size, least recently used first, after a build that stored results (e.g. 500M, 5G; 0: no limit)")
	}
	fs.DurationVar(&cf.lockWait, "lock-wait", 5*time.Second, "how long to wait for another cufe process using the cache")
}

// open opens the cache, sending its warnings to warn.
func (cf *cacheFlags) open(warn func(string)) (*cache.Store, error) {
	dir := cf.dir
	if dir == "" {
		d, err := cache.DefaultDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	return cache.Open(cache.Options{Dir: dir, MaxSize: int64(cf.maxSize), LockWait: cf.lockWait, Warn: warn})
}

// openForBuild opens the cache for a build. A cache that cannot be used (in
// use by another process past the wait, unwritable, corrupted) is a warning:
// the build goes on uncached. The second result says why it is uncached.
func (cf *cacheFlags) openForBuild(warn func(string)) (*cache.Store, string) {
	if cf.noCache {
		return nil, "--no-cache"
	}
	st, err := cf.open(warn)
	switch {
	case err == nil:
		return st, ""
	case errors.Is(err, cache.ErrLocked):
		warn(fmt.Sprintf("%v; building without the cache", err))
		return nil, "cache in use by another process"
	default:
		warn(fmt.Sprintf("cache unusable, building without it: %v", err))
		return nil, "cache unusable"
	}
}

// warner returns a function printing warnings on w, one whole line at a
// time (warnings come from the goroutines of a build).
func warner(w io.Writer) func(string) {
	var mu sync.Mutex
	return func(msg string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "cufe: warning: %s\n", strings.TrimSuffix(msg, "\n"))
	}
}

// sizeFlag is a byte count written as a number with an optional binary
// unit: 1048576, 512K, 500M, 5G, 1.5GiB.
type sizeFlag int64

func (s *sizeFlag) String() string { return formatBytes(int64(*s)) }

func (s *sizeFlag) Set(v string) error {
	n, err := parseSize(v)
	if err != nil {
		return err
	}
	*s = sizeFlag(n)
	return nil
}

func parseSize(v string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(v))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"TIB", 1 << 40}, {"GIB", 1 << 30}, {"MIB", 1 << 20}, {"KIB", 1 << 10},
		{"TB", 1 << 40}, {"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10},
		{"T", 1 << 40}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || f < 0 {
		return 0, fmt.Errorf("bad size %q (want e.g. 500M, 5G)", v)
	}
	return int64(f * float64(mult)), nil
}

// formatBytes writes a byte count with a binary unit.
func formatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
