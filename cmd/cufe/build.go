package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/scheduler"
)

// outputSuffixes are the files the front end writes beside a unit's output
// prefix; one not produced by a build is removed so it cannot go stale.
var outputSuffixes = []string{".cudafe1.cpp", ".cudafe1.c", ".cudafe1.stub.c", ".cudafe1.gpu", ".module_id", ".d"}

func init() {
	register(&command{
		name:    "build",
		summary: "build a project's translation units in parallel, through the cache",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runBuild(args, stdout, stderr, tu.NewCompiler(options.NewSession()))
		},
	})
}

const buildUsage = `Usage: cufe build [flags] [PATH|GLOB...]

Runs the front end (preprocessing, parsing, semantic analysis) on every
translation unit of the project, in parallel, through the build cache, and
writes the outputs under the output directory, mirroring the source tree:
src/a.cu gives build/cufe/src/a.cudafe1.cpp (the host translation, what
g++ compiles), a.cudafe1.stub.c (the kernel stubs and registration it
includes; it includes a.fatbin.c), a.module_id (the module ID, computed as
NVIDIA does for the source's absolute path), a.d (make dependencies) and
a.diag when there are diagnostics.

The units are the PATHs (files, or directories searched for **/*.cu) and
GLOBs (doublestar patterns relative to the project root) given, else the
sources of cufe.yaml at the project root, else **/*.cu. Hidden directories
and the output directory are skipped.

cufe.yaml fields (all optional): sources, exclude (globs); include_dirs,
defines, std, arch (list), rdc (bool), output_dir, output (the
executable's name); flags (a list of {glob, args} adding compile flags to
the matching sources).

When a CUDA toolkit with its device tools (cicc, ptxas, fatbinary, nvlink)
is found, the build goes on as nvcc does (--toolchain=auto, the default
then): per unit and architecture the device preprocessing, cicc and ptxas,
then fatbinary and the host g++ compile into OutBase.o; then the device
link and the link against cudart into the executable under the output
directory. Each step is cached on its own key (tool, flags, input
contents). Without such a toolkit, or with --toolchain=off, the build stops
after the front end.

A unit whose inputs (flags, source, every header of its include closure)
are unchanged is served from the cache and its outputs are not rewritten.
Ctrl-C stops the build; no output is left half-written.

Exit status: 0 when every unit built, 1 when any failed, 2 on a usage or
project error, 130 when interrupted.

Flags:
`

// buildFlags are all of `cufe build`'s options.
type buildFlags struct {
	project  projectFlags
	cache    cacheFlags
	jobs     int
	failFast bool
	quiet    bool
	verbose  bool
	tools    toolchainFlags
}

func (bf *buildFlags) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("cufe build", flag.ContinueOnError)
	fs.IntVar(&bf.jobs, "j", runtime.NumCPU(), "number of units compiled at once")
	fs.BoolVar(&bf.failFast, "fail-fast", false, "stop starting units after the first failure")
	fs.BoolVar(&bf.quiet, "q", false, "show only diagnostics and failures")
	fs.BoolVar(&bf.quiet, "quiet", false, "same as -q")
	fs.BoolVar(&bf.verbose, "v", false, "show every unit, cached ones too, and why each was rebuilt")
	fs.BoolVar(&bf.verbose, "verbose", false, "same as -v")
	bf.project.register(fs)
	bf.cache.register(fs, true)
	bf.tools.register(fs)
	return fs
}

// runBuild is `cufe build` with the front end given, so tests can pass one.
func runBuild(args []string, stdout, stderr io.Writer, compile tu.Compiler) int {
	var bf buildFlags
	pos, status, done := parseCommand(bf.flagSet(), buildUsage, args, stdout, stderr)
	if done {
		return status
	}
	p, err := bf.project.load()
	if err != nil {
		fmt.Fprintf(stderr, "cufe build: %v\n", err)
		return 2
	}
	warn := warner(stderr)
	progress := bf.progress(stdout, stderr)
	tools, toolsOff, err := bf.tools.setup(p, warn, progress.Log)
	if err != nil {
		fmt.Fprintf(stderr, "cufe build: %v\n", err)
		return 2
	}
	jobs, err := p.jobs(pos)
	if err != nil {
		fmt.Fprintf(stderr, "cufe build: %v\n", err)
		return 2
	}
	if len(jobs) == 0 {
		fmt.Fprintf(stderr, "cufe build: no translation units found under %s\n", p.root)
		return 1
	}

	st, uncached := bf.cache.openForBuild(warn)
	if tools != nil {
		tools.start(st)
	}
	var after func(context.Context, *scheduler.Unit) error
	if tools != nil {
		after = tools.after
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		// After the first signal, a second one kills at once.
		<-ctx.Done()
		stop()
	}()

	sum, err := scheduler.Run(ctx, jobs, scheduler.Options{
		Jobs: bf.jobs, FailFast: bf.failFast, Compiler: compile, Cache: st,
		Version: cacheVersion(), Progress: progress,
		StaleSuffixes: outputSuffixes, Warn: warn, After: after,
	})
	linked, linkErr := "", error(nil)
	if err == nil && tools != nil && !sum.OK() && ctx.Err() == nil {
		fmt.Fprintf(stderr, "cufe build: link skipped: %d unit(s) failed\n", sum.Failed)
	}
	if err == nil && tools != nil && sum.OK() && ctx.Err() == nil {
		linked, linkErr = tools.link(ctx, jobs)
		if linkErr != nil {
			fmt.Fprintf(stderr, "cufe build: link: %v\n", linkErr)
			linked = ""
		}
	}
	var run cache.Counters
	if st != nil {
		run = st.RunCounters()
		if cerr := st.Close(); cerr != nil {
			warn(fmt.Sprintf("closing the cache: %v", cerr))
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "cufe build: %v\n", err)
		return 1
	}
	if !bf.quiet {
		switch {
		case tools != nil:
			tools.report(stdout, linked)
		case bf.verbose:
			fmt.Fprintf(stdout, "toolchain: off (%s)\n", toolsOff)
		}
		switch {
		case st != nil:
			fmt.Fprintf(stdout, "cache: hits %s, stored %d, time saved %s\n",
				ratio(run.Hits, run.Lookups()), run.Stored, run.Saved.Round(time.Millisecond))
		default:
			fmt.Fprintf(stdout, "cache: not used (%s)\n", uncached)
		}
	}
	switch {
	case ctx.Err() != nil && sum.Canceled > 0:
		fmt.Fprintln(stderr, "cufe build: interrupted")
		return 130
	case !sum.OK(), linkErr != nil:
		return 1
	}
	return 0
}

// progress picks how the build is shown: a bar on a terminal, plain lines
// otherwise, next to nothing with --quiet.
func (bf *buildFlags) progress(stdout, stderr io.Writer) scheduler.Progress {
	switch {
	case bf.quiet:
		return scheduler.Quiet(stderr)
	case isTerminal(stdout) && !bf.verbose:
		return scheduler.Bar(stdout, stderr, false)
	}
	return scheduler.Lines(stdout, stderr, bf.verbose)
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// ratio writes n out of d with the percentage: "199/200 (99.5%)".
func ratio(n, d int64) string {
	if d == 0 {
		return fmt.Sprintf("%d/%d", n, d)
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", n, d, 100*float64(n)/float64(d))
}
