// Package scheduler runs the translation units of a build in parallel: one
// goroutine per unit over a bounded pool, each with its own state, through
// the build cache when there is one. It writes every output atomically,
// leaves files whose content did not change untouched, survives a unit that
// fails or panics, and stops cleanly when its context is cancelled.
package scheduler

import (
	"context"
	"errors"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// Job is one translation unit to build.
type Job struct {
	Input tu.Input
	// Name is how the unit is shown (its path relative to the project root).
	Name string
}

// Options configure Run.
type Options struct {
	// Jobs is the number of units compiled at once (default runtime.NumCPU()).
	Jobs int
	// FailFast stops starting new units after the first failure.
	FailFast bool
	// Compiler compiles one unit (tu.Compile in cufe; tests pass others).
	Compiler tu.Compiler
	// Cache, when not nil, is consulted before compiling and filled after.
	Cache *cache.Store
	// Version is cufe's version, the first line of every cache key.
	Version string
	// Progress reports the build as it goes (nil: nothing is shown).
	Progress Progress
	// StaleSuffixes are output suffixes (".cudafe1.cpp", …) that a unit may
	// produce; one that a unit did not produce this time is removed, so an
	// output of an earlier build never outlives its reason.
	StaleSuffixes []string
	// Warn receives warnings about the build itself (cache write failures).
	Warn func(string)
	// After, when set, runs in the unit's goroutine once its front-end
	// outputs are written (built or served from the cache): the steps that
	// take the unit further (package toolchain). An error fails the unit;
	// After may add stage times to u.Stages.
	After func(ctx context.Context, u *Unit) error
}

// DiagSuffix is appended to a unit's OutBase for the file holding its
// diagnostics text, written when there are diagnostics and removed when not.
const DiagSuffix = ".diag"

// Summary is what a build did.
type Summary struct {
	Total    int
	Built    int // compiled by the front end, successfully
	Cached   int // served from the cache
	Failed   int // errors, internal errors, or outputs that could not be written
	Canceled int // not started or not finished because the build was stopped
	Warnings int
	Errors   int
	// Written counts output files written; files already identical are not.
	Written int
	Elapsed time.Duration
	// Stages is the time spent per stage, summed over units.
	Stages map[string]time.Duration
	// Units are the per-unit results, in job order.
	Units []Unit
}

// OK reports whether every unit was built or cached.
func (s *Summary) OK() bool { return s.Failed == 0 && s.Canceled == 0 }

// Run builds jobs and returns what happened. It returns an error only when it
// cannot start (no compiler); failures of units are in the Summary. Output
// files are written completely or not at all, whatever happens to ctx.
func Run(ctx context.Context, jobs []Job, opts Options) (*Summary, error) {
	if opts.Compiler == nil {
		return nil, errors.New("scheduler: no compiler")
	}
	if opts.Jobs <= 0 {
		opts.Jobs = runtime.NumCPU()
	}
	if opts.Progress == nil {
		opts.Progress = Quiet(io.Discard)
	}
	start := time.Now()
	listed := listOutputDirs(jobs)
	removeDeadTemps(listed)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	hasher := cache.NewFileHasher()
	if opts.Cache != nil {
		hasher = opts.Cache.NewFileHasher()
	}
	r := &runner{opts: opts, hasher: hasher, cancel: cancel, listed: listed}
	opts.Progress.Start(len(jobs))

	units := make([]Unit, len(jobs))
	sem := make(chan struct{}, opts.Jobs)
	var wg sync.WaitGroup
	for i := range jobs {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			units[i] = Unit{Job: jobs[i], Status: Canceled}
			continue
		}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			units[i] = r.build(ctx, jobs[i])
			opts.Progress.Done(&units[i])
		}(i)
	}
	wg.Wait()

	s := &Summary{Total: len(jobs), Units: units, Stages: map[string]time.Duration{}}
	for _, u := range units {
		switch u.Status {
		case Built:
			s.Built++
		case Cached:
			s.Cached++
		case Failed:
			s.Failed++
		case Canceled:
			s.Canceled++
		}
		if u.Output != nil {
			s.Warnings += u.Output.Warnings
			s.Errors += u.Output.Errors
		}
		s.Written += u.Written
		for k, v := range u.Stages {
			s.Stages[k] += v
		}
	}
	s.Elapsed = time.Since(start)
	opts.Progress.Finish(s)
	return s, nil
}
