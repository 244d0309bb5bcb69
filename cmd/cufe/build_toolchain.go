package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/scheduler"
	"github.com/cufe-dev/cufe/toolchain"
)

// toolchainFlags are `cufe build`'s options for the steps after the front
// end (package toolchain).
type toolchainFlags struct {
	mode         string
	preprocessor string
	cudaPath     string
}

func (tf *toolchainFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&tf.mode, "toolchain", "auto", "after the front end, build objects and the executable with NVIDIA's device tools: auto (when a CUDA toolkit with cicc, ptxas, fatbinary and nvlink is found; off when none is) or off (stop after the front end)")
	fs.StringVar(&tf.cudaPath, "cuda-path", "", "CUDA toolkit for the front end and the device tools (default: CUDA_PATH, nvcc on PATH, /usr/local/cuda, else the embedded headers and no device tools)")
	fs.StringVar(&tf.preprocessor, "device-pp", toolchain.PreprocessCufe, "device-side preprocessing for cicc: cufe (cufe's preprocessor in device mode) or g++ (g++ -E as nvcc runs it)")
}

// toolchainRun is the toolchain part of one build: the builder, the objects
// the units produced, and what to link them into.
type toolchainRun struct {
	cfg     toolchain.Config
	builder *toolchain.Builder
	tc      *toolchain.Toolchain
	project *project

	mu      sync.Mutex
	objects map[string]string // job name → object path
}

// setup finds the toolchain for --toolchain=auto. It returns nil with the
// reason when the build stops after the front end.
//
// A toolkit older than the host compiler needs nvcc's
// -allow-unsupported-compiler for the front end as for the steps; setup
// adds it to the project's flags, as the tools will be given it.
func (tf *toolchainFlags) setup(p *project, warn func(string), log func(string)) (*toolchainRun, string, error) {
	if tf.cudaPath != "" {
		// The front end reads the toolkit's headers from there too.
		p.baseArgs = append(p.baseArgs, "--cuda-path="+tf.cudaPath)
	}
	switch tf.mode {
	case "off":
		return nil, "--toolchain=off", nil
	case "auto":
	default:
		return nil, "", fmt.Errorf("--toolchain=%s: want auto or off", tf.mode)
	}
	s := options.NewSession()
	tk, err := s.Toolkit(tf.cudaPath)
	if err != nil && tf.cudaPath != "" {
		return nil, "", err // named, so wanted: not a reason to stop quietly
	}
	if err != nil {
		return nil, fmt.Sprintf("no CUDA toolkit: %v", err), nil
	}
	if tk.Embedded {
		return nil, "no CUDA toolkit found (cufe's embedded headers have no device tools)", nil
	}
	host, err := s.HostConfig(&options.Options{})
	if err != nil || host.Embedded {
		return nil, "no host compiler (g++) found", nil
	}
	tc, err := toolchain.Find(tk, host.Compiler, host.VersionNumber)
	if errors.Is(err, toolchain.ErrNoTools) {
		return nil, err.Error(), nil
	}
	if err != nil {
		return nil, "", err
	}
	if tc.NeedsAllowUnsupported() {
		p.baseArgs = append(p.baseArgs, "-allow-unsupported-compiler")
	}
	cfg := toolchain.Config{
		Toolchain: tc, Version: cacheVersion(), Session: s,
		Preprocessor: tf.preprocessor, Warn: warn, Log: log,
	}
	if _, err := toolchain.New(cfg); err != nil {
		return nil, "", err
	}
	return &toolchainRun{cfg: cfg, tc: tc, project: p, objects: map[string]string{}}, "", nil
}

// start makes the run's builder once the cache is open (nil: uncached).
func (r *toolchainRun) start(st *cache.Store) {
	r.cfg.Cache = st
	r.builder, _ = toolchain.New(r.cfg) // the config was checked by setup
}

// after is the scheduler hook: the unit's device and host steps, once its
// front-end outputs are written.
func (r *toolchainRun) after(ctx context.Context, u *scheduler.Unit) error {
	files, err := u.OutputFiles()
	if err != nil {
		return err
	}
	obj, err := r.builder.Unit(ctx, toolchain.UnitInput{
		Name: u.Job.Name, Root: r.project.root, Source: u.Job.Input.Path,
		Args: u.Job.Input.Args, OutBase: u.Job.Input.OutBase, FrontEnd: files,
	})
	if err != nil {
		// An object of an earlier build must not outlive this failure.
		os.Remove(u.Job.Input.OutBase + toolchain.ObjectSuffix)
		return err
	}
	r.mu.Lock()
	r.objects[u.Job.Name] = obj
	r.mu.Unlock()
	return nil
}

// executable is where the link writes: cufe.yaml's output, else the project
// directory's name, under the output directory.
func (p *project) executable() string {
	name := p.cfg.Output
	if name == "" {
		name = filepath.Base(p.root)
	}
	return absUnder(p.outDir, name)
}

// link links the objects of jobs, in job order, once every unit built.
func (r *toolchainRun) link(ctx context.Context, jobs []scheduler.Job) (string, error) {
	var objs []string
	for _, j := range jobs {
		o, ok := r.objects[j.Name]
		if !ok {
			return "", fmt.Errorf("no object for %s", j.Name)
		}
		objs = append(objs, o)
	}
	out := r.project.executable()
	return out, r.builder.Link(ctx, toolchain.LinkInput{Args: r.project.baseArgs, Objects: objs, Output: out})
}

// report prints the toolchain's line of the build summary.
func (r *toolchainRun) report(w io.Writer, linked string) {
	s := r.builder.Stats().String()
	fmt.Fprintf(w, "toolchain: CUDA %s, steps %s", r.tc.Version(), s)
	if linked != "" {
		rel, err := filepath.Rel(r.project.root, linked)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = linked
		}
		fmt.Fprintf(w, "; linked %s", rel)
	}
	fmt.Fprintln(w)
}
