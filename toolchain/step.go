package toolchain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// workDir starts an argument naming a file in the step's private
// directory when the step runs elsewhere (the preprocessing steps run in the
// project root, as nvcc runs them, and write into their directory). The
// key keeps the marker, so it does not depend on the directory's name.
const workDir = "\x00work/"

// depsFile is the dependency file the g++ steps write (-MD -MF) so that the
// headers they read join the step's cache key.
const depsFile = "cufe-step.d"

// step is one run of a tool or of an in-process stage: what it reads, what
// it writes, and how it is keyed.
type step struct {
	// kind names the step for statistics and messages ("cicc"); label adds
	// what tells it apart within the unit ("cicc compute_52").
	kind, label string
	// argv is the command (relative names for files of the work dir; see
	// workDir). It is part of the key.
	argv []string
	// cwd is where the command runs ("": the step's private directory).
	cwd string
	// inputs are written into the private directory first; their content
	// hashes are part of the key.
	inputs []tu.File
	// sources are files read in place (a unit's source): their hashes
	// are part of the key.
	sources []string
	// outputs are the names the step writes in its directory.
	outputs []string
	// deps makes a g++ step write a dependency file; the headers it lists
	// become the step's include closure (the second level of its key).
	deps bool
	// run replaces the command with an in-process stage (cufe's own
	// preprocessor or front end); it returns the diagnostics text and the
	// include closure.
	run func(ctx context.Context, dir string) (stepOutput, error)
}

// stepOutput is what an in-process stage produced besides its files.
type stepOutput struct {
	Diagnostics []byte
	Closure     []string
	Missing     []string
}

// StepError is a failed step: the tool's command line and what it printed.
type StepError struct {
	Step   string
	Argv   []string
	Output string
	Err    error
}

func (e *StepError) Error() string {
	out := strings.TrimSpace(e.Output)
	if out == "" {
		return fmt.Sprintf("%s failed: %v", e.Step, e.Err)
	}
	return fmt.Sprintf("%s failed: %v\n%s", e.Step, e.Err, out)
}

func (e *StepError) Unwrap() error { return e.Err }

// unitRef names the translation unit a step belongs to in its key (the
// cache's explain snapshots are per source and output prefix).
type unitRef struct {
	source  string // absolute source path
	outBase string
	args    []string // the unit's flags (where a missing include was looked for)
}

// do runs s through the cache: a hit returns the stored outputs, a miss
// runs the step in a private directory and stores what it wrote. The
// outputs are returned by name.
func (b *Builder) do(ctx context.Context, u unitRef, s *step) (map[string][]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key, srcState, err := b.stepKey(u, s)
	useCache := b.cfg.Cache != nil && err == nil
	if err != nil {
		b.warn(fmt.Sprintf("%s: not cached: %v", s.label, err))
	}
	t0 := time.Now()
	if useCache {
		res, err := b.cfg.Cache.Lookup(key, b.hasher)
		if err != nil {
			b.warn(fmt.Sprintf("cache lookup for %s failed, running it: %v", s.label, err))
		}
		if res.Hit != nil {
			out := map[string][]byte{}
			files, err := res.Hit.Load()
			if err != nil && !errors.Is(err, cache.ErrNoData) {
				b.warn(fmt.Sprintf("cache read for %s failed, running it: %v", s.label, err))
			}
			for _, f := range files {
				out[f.Path] = f.Data
			}
			if err == nil && missingOutput(out, s.outputs) == "" {
				b.stats.record(s.kind, true, time.Since(t0))
				b.cfg.Cache.AddStageTime("tc-lookup", time.Since(t0))
				b.log(res.Hit.Output.Diagnostics)
				return out, nil
			}
		}
	}
	started := time.Now()
	files, so, err := b.execute(ctx, s)
	elapsed := time.Since(started)
	b.stats.record(s.kind, false, elapsed)
	if b.cfg.Cache != nil {
		b.cfg.Cache.AddStageTime(s.kind, elapsed)
	}
	if err != nil {
		return nil, err
	}
	b.log(so.Diagnostics)
	if useCache {
		out := &tu.Output{Diagnostics: so.Diagnostics, Closure: so.Closure, Missing: so.Missing}
		for _, name := range s.outputs {
			out.Files = append(out.Files, tu.File{Path: name, Data: files[name]})
		}
		err := b.cfg.Cache.Put(cache.PutRequest{
			Key: key, Source: srcState, Input: tu.Input{Path: u.source, Args: u.args, OutBase: u.outBase},
			Output: out, Started: started, CompileTime: elapsed,
		}, b.hasher)
		if err != nil && !errors.Is(err, cache.ErrTooNew) {
			b.warn(fmt.Sprintf("could not store %s in the cache: %v", s.label, err))
		}
	}
	return files, nil
}

// stepKey is the step's manifest key: cufe's version, the unit, the step,
// the tool binary's hash, the arguments, and the content of every input.
// The headers a g++ step reads are the manifest's closure, not key lines.
func (b *Builder) stepKey(u unitRef, s *step) (cache.Key, cache.FileState, error) {
	var k cache.Key
	k.Add("cufe", b.cfg.Version)
	k.Add("source", u.source)
	k.Add("outbase", u.outBase+"#"+s.label)
	k.Add("step", s.kind)
	if s.run != nil {
		k.Add("tool", "cufe", b.cfg.Version)
	} else if filepath.IsAbs(s.argv[0]) {
		st, err := b.hasher.Hash(s.argv[0])
		if err != nil {
			return k, cache.FileState{}, err
		}
		k.Add("tool", s.argv[0], st.Sum.String())
	}
	if s.run == nil && s.cwd != "" {
		k.Add("cwd", s.cwd)
	}
	for _, a := range s.argv {
		k.Add("arg", strings.ReplaceAll(a, workDir, "$WORK/"))
	}
	for _, f := range s.inputs {
		k.Add("input", f.Path, cache.HashBytes(f.Data).String())
	}
	for _, p := range s.sources {
		st, err := b.hasher.Hash(p)
		if err != nil {
			return k, cache.FileState{}, err
		}
		k.Add("file", p, st.Sum.String())
	}
	st, err := b.hasher.Hash(u.source)
	return k, st, err
}

// execute runs s in a fresh private directory and reads back its outputs.
func (b *Builder) execute(ctx context.Context, s *step) (map[string][]byte, stepOutput, error) {
	var so stepOutput
	dir, err := os.MkdirTemp(b.cfg.TempDir, "cufe-step-")
	if err != nil {
		return nil, so, err
	}
	defer os.RemoveAll(dir)
	for _, f := range s.inputs {
		if err := os.WriteFile(filepath.Join(dir, f.Path), f.Data, 0o644); err != nil {
			return nil, so, err
		}
	}
	if s.run != nil {
		so, err = s.run(ctx, dir)
		if err != nil {
			return nil, so, err
		}
	} else {
		argv := make([]string, len(s.argv))
		for i, a := range s.argv {
			argv[i] = strings.ReplaceAll(a, workDir, dir+"/")
		}
		depPath := filepath.Join(dir, depsFile)
		if s.deps {
			argv = append(argv, "-MD", "-MF", depPath)
		}
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Dir = s.cwd
		if cmd.Dir == "" {
			cmd.Dir = dir
		}
		cmd.Env = b.cfg.Toolchain.Env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			if ctx.Err() != nil {
				return nil, so, ctx.Err()
			}
			return nil, so, &StepError{Step: s.label, Argv: s.argv, Output: out.String(), Err: err}
		}
		so.Diagnostics = out.Bytes()
		if s.deps {
			data, err := os.ReadFile(depPath)
			if err != nil {
				return nil, so, fmt.Errorf("%s: dependency file: %w", s.label, err)
			}
			so.Closure, err = externalDeps(data, cmd.Dir, dir)
			if err != nil {
				return nil, so, fmt.Errorf("%s: %w", s.label, err)
			}
		}
	}
	files := map[string][]byte{}
	for _, name := range s.outputs {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, so, &StepError{Step: s.label, Argv: s.argv, Err: fmt.Errorf("did not write %s", name)}
		}
		files[name] = data
	}
	return files, so, nil
}

func missingOutput(files map[string][]byte, names []string) string {
	for _, n := range names {
		if _, ok := files[n]; !ok {
			return n
		}
	}
	return ""
}
