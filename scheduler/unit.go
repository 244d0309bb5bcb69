package scheduler

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sync"
	"time"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// Status is how a unit ended.
type Status int

const (
	Canceled Status = iota
	Built
	Cached
	Failed
)

func (s Status) String() string {
	switch s {
	case Built:
		return "built"
	case Cached:
		return "cached"
	case Failed:
		return "failed"
	}
	return "canceled"
}

// Unit is what happened to one translation unit.
type Unit struct {
	Job    Job
	Status Status
	// Output is what the front end produced or the cache replayed (nil if
	// the front end failed internally or never ran).
	Output *tu.Output
	// Err is an internal error: the front end returned an error or
	// panicked (the message then holds its stack), or writing failed.
	Err error
	// Reasons say why the cache missed (empty when uncached or hit).
	Reasons []string
	// Written counts the output files written (identical ones are not).
	Written int
	// Stages is the time this unit spent per stage.
	Stages   map[string]time.Duration
	Duration time.Duration

	// hit is the cache hit a Cached unit came from: Output.Files is nil
	// then, and OutputFiles loads them from it on demand.
	hit *cache.Hit
}

// OutputFiles returns the unit's output files with their contents. A unit
// served from the cache does not carry them (its outputs were only checked
// on disk); the first call loads them, from the cache or the intact files.
func (u *Unit) OutputFiles() ([]tu.File, error) {
	if u.Output == nil {
		return nil, nil
	}
	if u.Output.Files == nil && u.hit != nil && len(u.hit.Files) > 0 {
		files, err := u.hit.Load()
		if err != nil {
			return nil, fmt.Errorf("loading the cached outputs of %s: %w", u.Job.Name, err)
		}
		u.Output.Files = files
	}
	return u.Output.Files, nil
}

// runner is the state shared by the units of one Run: immutable options,
// the run's file hasher (safe for concurrent use) and warning bookkeeping.
type runner struct {
	opts   Options
	hasher *cache.FileHasher
	cancel context.CancelFunc
	listed *outputListing // read-only once the run starts

	mu          sync.Mutex
	putWarnings int
}

// maxPutWarnings bounds the cache-write warnings of one run: a full disk
// should not print one per unit.
const maxPutWarnings = 3

func (r *runner) build(ctx context.Context, job Job) Unit {
	start := time.Now()
	u := Unit{Job: job, Stages: map[string]time.Duration{}}
	defer func() {
		u.Duration = time.Since(start)
		if u.Status == Failed && r.opts.FailFast {
			r.cancel()
		}
	}()
	if ctx.Err() != nil {
		u.Status = Canceled
		return u
	}
	r.opts.Progress.Begin(job.Name)
	c := r.opts.Cache

	var key cache.Key
	var src cache.FileState
	useCache := c != nil
	if useCache {
		t := time.Now()
		var err error
		key, src, err = cache.TUKey(r.opts.Version, job.Input, r.hasher)
		if err != nil {
			// The front end will report the unreadable source; build uncached.
			useCache = false
			u.Reasons = []string{fmt.Sprintf("not cacheable: %v", err)}
		} else {
			res, err := c.Lookup(key, r.hasher)
			if err != nil {
				r.warn(fmt.Sprintf("cache lookup for %s failed, building it: %v", job.Name, err))
			}
			if res.Hit != nil {
				r.stage(&u, "lookup", time.Since(t))
				out := res.Hit.Output
				u.Output, u.hit, u.Status = &out, res.Hit, Cached
				err := r.finishHit(&u)
				if err == nil || !errors.Is(err, cache.ErrNoData) {
					r.after(ctx, &u)
					return u
				}
				// The cached bytes of an output to restore are gone:
				// compile instead.
				c.Unusable(res.Hit)
				u.Output, u.hit, u.Status = nil, nil, Canceled
				u.Reasons = []string{"an output must be restored and " + err.Error()}
				t = time.Now()
			} else {
				u.Reasons = res.Reasons
			}
		}
		r.stage(&u, "lookup", time.Since(t))
	}

	compileStart := time.Now()
	out, err := safeCompile(ctx, r.opts.Compiler, job.Input)
	compileTime := time.Since(compileStart)
	r.stage(&u, "compile", compileTime)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			u.Status = Canceled
			return u
		}
		u.Status, u.Err = Failed, err
		// Outputs of an earlier build must not outlive this failure.
		if _, werr := writeOutputs(job.Input.OutBase, &tu.Output{}, r.opts.StaleSuffixes); werr != nil {
			u.Err = errors.Join(err, werr)
		}
		return u
	}
	u.Output = out
	u.Status = Built
	if out.ExitStatus != 0 || out.Errors > 0 {
		u.Status = Failed
	}
	r.finish(&u)
	if c != nil && u.Err == nil {
		for _, f := range out.Files {
			c.NoteOutput(f.Path, cache.HashBytes(f.Data))
		}
	}
	if useCache && u.Status == Built {
		t := time.Now()
		err := c.Put(cache.PutRequest{Key: key, Source: src, Input: job.Input, Output: out, Started: compileStart, CompileTime: compileTime}, r.hasher)
		r.stage(&u, "store", time.Since(t))
		if err != nil && !errors.Is(err, cache.ErrTooNew) {
			r.warnPut(job.Name, err)
		}
	}
	r.after(ctx, &u)
	return u
}

// after runs Options.After on a unit that built or came from the cache. A
// cancellation while it runs cancels the unit; any other error fails it.
func (r *runner) after(ctx context.Context, u *Unit) {
	if r.opts.After == nil || (u.Status != Built && u.Status != Cached) {
		return
	}
	err := safeAfter(ctx, r.opts.After, u)
	switch {
	case err == nil:
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		u.Status = Canceled
	default:
		u.Status, u.Err = Failed, err
	}
}

// safeAfter runs the hook, turning a panic into an error with its stack.
func safeAfter(ctx context.Context, after func(context.Context, *Unit) error, u *Unit) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error: panicked after the front end: %v\n%s", p, debug.Stack())
		}
	}()
	return after(ctx, u)
}

// finish writes a unit's outputs and diagnostics file and replays its
// diagnostics. A write failure fails the unit.
func (r *runner) finish(u *Unit) {
	t := time.Now()
	n, err := writeOutputs(u.Job.Input.OutBase, u.Output, r.opts.StaleSuffixes)
	u.Written = n
	r.stage(u, "write", time.Since(t))
	if len(u.Output.Diagnostics) > 0 {
		r.opts.Progress.Log(string(u.Output.Diagnostics))
	}
	if err != nil {
		u.Status, u.Err = Failed, err
	}
}

// finishHit puts a cache hit's outputs on disk — restoring only those
// missing or changed, without reading the cached bytes otherwise — writes its
// diagnostics file and replays its diagnostics. cache.ErrNoData means the
// bytes to restore are gone (the caller compiles instead); any other failure
// fails the unit.
func (r *runner) finishHit(u *Unit) error {
	t := time.Now()
	defer func() { r.stage(u, "write", time.Since(t)) }()
	outBase := u.Job.Input.OutBase
	produced := map[string]bool{}
	for _, f := range u.hit.Files {
		if err := besideOutBase(outBase, f.Path); err != nil {
			u.Status, u.Err = Failed, err
			return err
		}
		produced[f.Path] = true
	}
	n, err := r.opts.Cache.Restore(u.hit)
	if errors.Is(err, cache.ErrNoData) {
		return err
	}
	m, ferr := finishOutputs(outBase, u.Output.Diagnostics, produced, r.opts.StaleSuffixes, r.listed)
	u.Written = n + m
	if len(u.Output.Diagnostics) > 0 {
		r.opts.Progress.Log(string(u.Output.Diagnostics))
	}
	if err = errors.Join(err, ferr); err != nil {
		u.Status, u.Err = Failed, err
	}
	return err
}

func (r *runner) stage(u *Unit, name string, d time.Duration) {
	u.Stages[name] += d
	if r.opts.Cache != nil {
		r.opts.Cache.AddStageTime(name, d)
	}
}

func (r *runner) warn(msg string) {
	if r.opts.Warn != nil {
		r.opts.Warn(msg)
	}
}

func (r *runner) warnPut(name string, err error) {
	r.mu.Lock()
	r.putWarnings++
	n := r.putWarnings
	r.mu.Unlock()
	switch {
	case n <= maxPutWarnings:
		r.warn(fmt.Sprintf("could not store %s in the cache: %v", name, err))
	case n == maxPutWarnings+1:
		r.warn("further cache write failures are not shown")
	}
}

// safeCompile runs the compiler, turning a panic into an internal error that
// carries the stack, so that one crashing unit does not stop the others.
func safeCompile(ctx context.Context, compile tu.Compiler, in tu.Input) (out *tu.Output, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, fmt.Errorf("internal error: front end panicked: %v\n%s", p, debug.Stack())
		}
	}()
	out, err = compile(ctx, in)
	if err == nil && out == nil {
		err = errors.New("internal error: front end returned no output and no error")
	}
	return out, err
}
