package options

import (
	"errors"
	"fmt"
	"sync"

	"github.com/cufe-dev/cufe/frontend/hostcc"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// Session holds what many translation units of one run share and never
// change: probed host compilers and found toolkits. Its values are immutable
// once made; the maps are guarded, so a Session may serve parallel TUs.
type Session struct {
	Host *hostcc.Cache

	mu        sync.Mutex
	toolkits  map[string]*toolkit.Toolkit
	toolkitEr map[string]error
}

// NewSession returns a Session whose host probes are cached on disk under the
// user cache directory.
func NewSession() *Session {
	dir, err := hostcc.DefaultCacheDir()
	if err != nil {
		dir = ""
	}
	return &Session{Host: hostcc.NewCache(dir), toolkits: map[string]*toolkit.Toolkit{}, toolkitEr: map[string]error{}}
}

// Toolkit returns the CUDA toolkit for --cuda-path (or the environment), or
// cufe's embedded headers when none is installed.
func (s *Session) Toolkit(cudaPath string) (*toolkit.Toolkit, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.toolkits[cudaPath]; ok {
		return t, s.toolkitEr[cudaPath]
	}
	t, err := toolkit.Find(cudaPath)
	if errors.Is(err, toolkit.ErrNotFound) {
		t, err = toolkit.Embedded()
	}
	s.toolkits[cudaPath], s.toolkitEr[cudaPath] = t, err
	return t, err
}

// HostConfig returns the host compiler's configuration for o's -std.
func (s *Session) HostConfig(o *Options) (*hostcc.Config, error) {
	if o.HostCompiler != "" {
		return s.Host.Probe(o.HostCompiler, o.Std, nil)
	}
	return s.Host.Default(o.Std, nil)
}

// Setup is what preprocessing one input needs.
type Setup struct {
	PP      *pp.Options
	Host    *hostcc.Config
	Toolkit *toolkit.Toolkit // nil outside CUDA mode
	CUDA    bool
}

// Preprocessor builds the preprocessor options for input: the host
// compiler's macros and directories, and in CUDA mode what nvcc adds.
func (s *Session) Preprocessor(o *Options, input string) (*Setup, error) {
	host, err := s.HostConfig(o)
	if err != nil {
		return nil, err
	}
	po := &pp.Options{
		Std:        host.Std,
		Macros:     append([]pp.MacroArg(nil), o.Macros...),
		Includes:   append([]string(nil), o.Includes...),
		QuoteDirs:  o.QuoteDirs,
		AngledDirs: append([]string(nil), o.AngledDirs...),
		SystemDirs: append([]string(nil), o.SystemDirs...),
		AfterDirs:  o.AfterDirs,
		Host:       host,
	}
	st := &Setup{PP: po, Host: host, CUDA: o.IsCUDA(input)}
	if !st.CUDA {
		return st, nil
	}
	tk, err := s.Toolkit(o.CUDAPath)
	if err != nil {
		return nil, err
	}
	to := toolkit.Options{AllowUnsupportedCompiler: o.AllowUnsupported, RDC: o.RDC, ExtendedLambda: o.ExtendedLambda, RelaxedConstexpr: o.RelaxedConstexpr}
	for _, a := range o.Arches {
		arch, err := toolkit.ParseArch(a)
		if err != nil {
			return nil, fmt.Errorf("-arch %s: %v", a, err)
		}
		to.Arches = append(to.Arches, arch)
	}
	if o.DeviceArch != "" {
		arch, err := toolkit.ParseArch(o.DeviceArch)
		if err != nil {
			return nil, fmt.Errorf("--device-arch %s: %v", o.DeviceArch, err)
		}
		to.Device = arch
	}
	tk.Apply(po, to)
	st.Toolkit = tk
	return st, nil
}
