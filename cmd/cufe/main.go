// Command cufe is a CUDA front end and batch build tool: it preprocesses,
// parses and checks CUDA translation units and writes what NVIDIA's cudafe++
// writes, for whole projects in parallel with a content-addressed cache.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"
	"sort"
)

// command is one `cufe NAME` subcommand. Each lives in a file of its own and
// registers itself in commands.
type command struct {
	name    string
	summary string
	// run executes the command with its arguments and returns the exit status.
	run func(args []string, stdout, stderr io.Writer) int
}

// commands is filled by the init functions of the subcommand files; it is read
// only after main starts.
var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

func main() {
	// A front end allocates a lot, keeps little and lives briefly: collect
	// garbage only when the heap nears a soft limit (1 GiB), unless the user
	// chose a policy (GOGC, GOMEMLIMIT). A single TU stays far below it; a
	// parallel build reaches it now and then, and each collection then frees
	// nearly everything.
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(1 << 30)
	}
	os.Exit(traced(func() int {
		return memProfiled(func() int {
			return profiled(func() int { return run(os.Args[1:], os.Stdout, os.Stderr) })
		})
	}))
}

// profiled runs f, writing a CPU profile to $CUFE_CPUPROFILE when it is set
// (for `go tool pprof`).
func profiled(f func() int) int {
	return recording("CUFE_CPUPROFILE", pprof.StartCPUProfile, func(io.Writer) error {
		pprof.StopCPUProfile()
		return nil
	}, f)
}

// memProfiled runs f, writing a profile of every allocation f made (bytes
// and counts, sampled every 4 KiB) to $CUFE_MEMPROFILE when it is set (for
// `go tool pprof -sample_index=alloc_space`): with the collector off, every
// byte allocated is memory the process touches, faults in and gives back at
// exit.
func memProfiled(f func() int) int {
	return recording("CUFE_MEMPROFILE", func(io.Writer) error {
		runtime.MemProfileRate = 4096
		return nil
	}, func(w io.Writer) error { return pprof.Lookup("allocs").WriteTo(w, 0) }, f)
}

// traced runs f, writing an execution trace to $CUFE_TRACE when it is set
// (for `go tool trace`: which goroutine of a TU's pipeline is on the
// critical path, and when each stage starts and ends).
func traced(f func() int) int {
	return recording("CUFE_TRACE", trace.Start, func(io.Writer) error {
		trace.Stop()
		return nil
	}, f)
}

// recording runs f between start and stop, which record to the file the
// environment variable env names (a developer switch); f runs alone when
// env is unset or its file cannot be made, with a warning for the latter.
func recording(env string, start, stop func(io.Writer) error, f func() int) int {
	path := os.Getenv(env)
	if path == "" {
		return f()
	}
	out, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "cufe: %s: %v\n", env, err)
		return f()
	}
	defer out.Close()
	if err := start(out); err != nil {
		fmt.Fprintf(os.Stderr, "cufe: %s: %v\n", env, err)
		return f()
	}
	defer func() {
		if err := stop(out); err != nil {
			fmt.Fprintf(os.Stderr, "cufe: %s: %v\n", env, err)
		}
	}()
	return f()
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return 0
	case "-version", "--version", "version":
		fmt.Fprintf(stdout, "cufe %s\n", Version)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "cufe: unknown command %q (run 'cufe help' for the list)\n", args[0])
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

// Version is cufe's version; it is part of every cache key.
const Version = "0.1.0-dev"

func usage(w io.Writer) {
	fmt.Fprintf(w, "cufe %s — a CUDA front end and build tool\n\nUsage: cufe COMMAND [options] [args]\n\nCommands:\n", Version)
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintf(w, "\nRun 'cufe COMMAND --help' for a command's options.\n")
}
