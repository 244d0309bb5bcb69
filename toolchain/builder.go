package toolchain

import (
	"bytes"
	"errors"
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/internal/atomicfile"
)

// Device preprocessing: cufe's own preprocessor in device mode, or g++ -E as
// nvcc runs it. Both give cicc the same PTX and stub on the sample project
// with CUDA 11.8 (measured: identical PTX and stub files); cufe's is the
// default because it runs in-process and records the include names it did
// not find, so a header that appears later invalidates the step.
const (
	PreprocessCufe = "cufe"
	PreprocessGCC  = "g++"
)

// Config configures a Builder.
type Config struct {
	Toolchain *Toolchain
	// Cache, when not nil, holds every step's result.
	Cache *cache.Store
	// Version is cufe's version, the first line of every step key.
	Version string
	// Session runs cufe's preprocessor and front end in-process.
	Session *options.Session
	// Preprocessor is PreprocessCufe (default) or PreprocessGCC.
	Preprocessor string
	// TempDir is where steps get their private directories ("": the
	// system's).
	TempDir string
	// Warn receives warnings about the build (cache failures).
	Warn func(string)
	// Log receives what tools printed on success (their warnings).
	Log func(string)
}

// Builder runs the toolchain steps of one build. It is safe for concurrent
// use by the units' goroutines; make one per build.
type Builder struct {
	cfg    Config
	hasher *cache.FileHasher
	stats  *Stats
}

// New returns a Builder for one build.
func New(cfg Config) (*Builder, error) {
	if cfg.Toolchain == nil {
		return nil, errors.New("toolchain: no toolchain")
	}
	switch cfg.Preprocessor {
	case "":
		cfg.Preprocessor = PreprocessCufe
	case PreprocessCufe, PreprocessGCC:
	default:
		return nil, fmt.Errorf("toolchain: unknown device preprocessor %q (want %s or %s)", cfg.Preprocessor, PreprocessCufe, PreprocessGCC)
	}
	if cfg.Preprocessor == PreprocessCufe && cfg.Session == nil {
		return nil, errors.New("toolchain: cufe's preprocessor needs a session")
	}
	return &Builder{cfg: cfg, hasher: cache.NewFileHasher(), stats: newStats()}, nil
}

// Stats returns what the steps did so far.
func (b *Builder) Stats() *Stats { return b.stats }

func (b *Builder) warn(msg string) {
	if b.cfg.Warn != nil {
		b.cfg.Warn(msg)
	}
}

func (b *Builder) log(text []byte) {
	if len(bytes.TrimSpace(text)) > 0 && b.cfg.Log != nil {
		b.cfg.Log(string(text))
	}
}

// writeIfChanged writes data to path atomically unless the file already
// holds it, so a rebuild that changes nothing touches nothing.
func writeIfChanged(path string, data []byte, mode os.FileMode) (bool, error) {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		if st, err := os.Stat(path); err == nil && st.Mode().Perm() == mode {
			return false, nil
		}
	}
	if err := atomicfile.WriteFile(path, data); err != nil {
		return false, err
	}
	return true, os.Chmod(path, mode)
}
