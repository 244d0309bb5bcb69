package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/cufe-dev/cufe/cache"
)

func init() {
	register(&command{name: "explain", summary: "say why a translation unit is or is not served from the cache", run: runExplain})
}

const explainUsage = `Usage: cufe explain [flags] FILE...

For each FILE (a translation unit of the project), computes its cache key
the way 'cufe build' with the same flags would, and says whether the next
build would serve it from the cache. When not, it lists what changed since
the last stored build: a flag added or removed, the source, a header of
the include closure (changed, removed), or an include that was not found
before and now is. Give the same project flags as to 'cufe build'.

Exit status: 0 for a hit, 1 when any FILE would be rebuilt, 2 on error.

Flags:
`

func runExplain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cufe explain", flag.ContinueOnError)
	var pf projectFlags
	var cf cacheFlags
	pf.register(fs)
	cf.register(fs, false)
	verbose := fs.Bool("v", false, "also print the key lines and the include closure")
	files, status, done := parseCommand(fs, explainUsage, args, stdout, stderr)
	if done {
		return status
	}
	if len(files) == 0 {
		fs.Usage()
		return 2
	}
	p, err := pf.load()
	if err != nil {
		fmt.Fprintf(stderr, "cufe explain: %v\n", err)
		return 2
	}
	st, err := cf.open(warner(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "cufe explain: %v\n", err)
		return 2
	}
	defer st.Close()
	h := cache.NewFileHasher()
	status = 0
	for _, f := range files {
		job, err := p.job(absUnder(p.root, f))
		if err != nil {
			fmt.Fprintf(stderr, "cufe explain: %v\n", err)
			return 2
		}
		key, _, err := cache.TUKey(cacheVersion(), job.Input, h)
		if err != nil {
			fmt.Fprintf(stderr, "cufe explain: %v\n", err)
			return 2
		}
		ex, err := st.Explain(key, h)
		if err != nil {
			fmt.Fprintf(stderr, "cufe explain: %v\n", err)
			return 2
		}
		printExplanation(stdout, job.Name, ex, *verbose)
		if !ex.Hit {
			status = 1
		}
	}
	return status
}

func printExplanation(w io.Writer, name string, ex cache.Explanation, verbose bool) {
	if ex.Hit {
		fmt.Fprintf(w, "%s: hit — served from the cache (its front-end run took %s", name, ex.CompileTime.Round(time.Millisecond))
		if !ex.LastStored.IsZero() {
			fmt.Fprintf(w, "; stored %s", ex.LastStored.Local().Format("2006-01-02 15:04:05"))
		}
		fmt.Fprintln(w, ")")
	} else {
		fmt.Fprintf(w, "%s: miss — will be rebuilt:\n", name)
		for _, r := range ex.Reasons {
			fmt.Fprintf(w, "  %s\n", r)
		}
	}
	if verbose {
		fmt.Fprintf(w, "  key %s:\n", ex.Key.Sum().Short())
		for _, l := range ex.Key.Lines {
			fmt.Fprintf(w, "    %s\n", l)
		}
		fmt.Fprintf(w, "  include closure (%d files):\n", len(ex.Closure))
		for _, c := range ex.Closure {
			fmt.Fprintf(w, "    %s\n", c)
		}
		for _, m := range ex.Missing {
			fmt.Fprintf(w, "    not found: %s\n", m)
		}
	}
}
