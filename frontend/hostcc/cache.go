package hostcc

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Cache remembers probes: in memory for the life of the value (the driver
// holds one for a whole build) and on disk under Dir across runs. It is safe
// for concurrent use; concurrent requests for the same key run the compiler
// once.
type Cache struct {
	// Dir holds the on-disk probes; "" keeps them in memory only.
	Dir string

	mu  sync.Mutex
	mem map[string]*cacheEntry
}

type cacheEntry struct {
	once sync.Once
	cfg  *Config
	err  error
}

// NewCache returns a Cache keeping its files in dir ("" for none).
func NewCache(dir string) *Cache { return &Cache{Dir: dir} }

// Probe returns the configuration of compiler (a path or a name on PATH) for
// std ("" for the compiler's default; it overrides any -std in flags) and the
// g++-style flags, running the compiler only when neither memory nor disk
// has the answer. The key is the compiler's path, the size and time of the file
// it runs, std, the normalized flags (Args) and the CPATH-like environment.
func (c *Cache) Probe(compiler, std string, flags []string) (*Config, error) {
	a, err := ParseArgs(flags)
	if err != nil {
		return nil, err
	}
	if std != "" {
		if a.Std, err = NormalizeStd(std); err != nil {
			return nil, fmt.Errorf("hostcc: -std=%s: %v", std, err)
		}
	}
	path, info, target, err := resolveCompiler(compiler)
	if err != nil {
		return nil, err
	}
	key := cacheKey(path, info, target, a)
	c.mu.Lock()
	if c.mem == nil {
		c.mem = map[string]*cacheEntry{}
	}
	e := c.mem[key]
	if e == nil {
		e = &cacheEntry{}
		c.mem[key] = e
	}
	c.mu.Unlock()
	e.once.Do(func() { e.cfg, e.err = c.load(path, key, a) })
	return e.cfg, e.err
}

// load reads the disk cache or runs the compiler and writes it. A cache that
// cannot be written costs only speed.
func (c *Cache) load(path, key string, a Args) (*Config, error) {
	if c.Dir != "" {
		if cfg := readCached(c.Dir, key); cfg != nil {
			return cfg, nil
		}
	}
	cfg, err := runProbe(path, a)
	if err != nil {
		return nil, err
	}
	if c.Dir != "" {
		_ = writeCached(c.Dir, key, cfg)
	}
	return cfg, nil
}

// Default returns the configuration of the host compiler FindCompiler finds,
// or the embedded gcc 12 set when there is none.
func (c *Cache) Default(std string, flags []string) (*Config, error) {
	path, extra, err := FindCompiler()
	if err != nil {
		return nil, err
	}
	if path == "" {
		return Embedded(std, flags)
	}
	return c.Probe(path, std, append(slices.Clone(extra), flags...))
}

// compilerWrappers run the compiler named after them; CXX="ccache g++" means
// g++.
var compilerWrappers = []string{"ccache", "sccache", "distcc", "icecc"}

// FindCompiler locates the host C++ compiler: $CXX when set (its first word,
// after a ccache-like wrapper; further words are returned as flags), else g++
// on PATH. A CXX naming nothing runnable is an error; no g++ at all returns
// "" and no error.
func FindCompiler() (path string, flags []string, err error) {
	if cxx := strings.TrimSpace(os.Getenv("CXX")); cxx != "" {
		words := strings.Fields(cxx)
		if len(words) > 1 && slices.Contains(compilerWrappers, filepath.Base(words[0])) {
			words = words[1:]
		}
		p, err := exec.LookPath(words[0])
		if err != nil {
			return "", nil, fmt.Errorf("hostcc: CXX=%q: %v", cxx, err)
		}
		return p, words[1:], nil
	}
	p, err := exec.LookPath("g++")
	if err != nil {
		return "", nil, nil
	}
	return p, nil, nil
}

// Probe is Cache.Probe with a fresh Cache on DefaultCacheDir (memory only when
// there is no user cache directory). A driver probing more than once should
// hold a Cache instead.
func Probe(compiler, std string, flags []string) (*Config, error) {
	return defaultCache().Probe(compiler, std, flags)
}

// Default is Cache.Default with a fresh Cache on DefaultCacheDir.
func Default(std string) (*Config, error) {
	return defaultCache().Default(std, nil)
}

func defaultCache() *Cache {
	dir, err := DefaultCacheDir()
	if err != nil {
		dir = ""
	}
	return NewCache(dir)
}
