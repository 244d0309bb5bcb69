package main

import (
	"flag"
	"fmt"
	"io"
)

func init() {
	register(&command{name: "cache", summary: "inspect and maintain the build cache (info, gc, clear, verify)", run: runCache})
}

const cacheUsage = `Usage: cufe cache [--cache-dir DIR] COMMAND

Commands:
  info                  entries, bytes and location of the cache
  gc --max-size=SIZE    evict least recently used entries until the cache
                        holds at most SIZE (e.g. 500M, 5G)
  clear                 remove every entry and the statistics
  verify                re-check every stored value's checksum and the
                        bookkeeping; remove (and list) the bad entries;
                        exit status 1 when any were found

Flags:
`

func runCache(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cufe cache", flag.ContinueOnError)
	var cf cacheFlags
	cf.register(fs, false)
	var maxSize sizeFlag
	fs.Var(&maxSize, "max-size", "for gc: the size to trim the cache to (required)")
	pos, status, done := parseCommand(fs, cacheUsage, args, stdout, stderr)
	if done {
		return status
	}
	if len(pos) != 1 {
		fs.Usage()
		return 2
	}
	sub := pos[0]
	switch sub {
	case "info", "clear", "verify":
	case "gc":
		set := false
		fs.Visit(func(f *flag.Flag) { set = set || f.Name == "max-size" })
		if !set {
			fmt.Fprintln(stderr, "cufe cache gc: --max-size=SIZE is required")
			return 2
		}
	default:
		fmt.Fprintf(stderr, "cufe cache: unknown command %q\n", sub)
		return 2
	}
	st, err := cf.open(warner(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "cufe cache: %v\n", err)
		return 1
	}
	defer st.Close()
	switch sub {
	case "info":
		inf, err := st.Info()
		if err != nil {
			fmt.Fprintf(stderr, "cufe cache info: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "dir       %s\nentries   %d (%d manifests, %d closures, %d results, %d output data, %d snapshots)\nsize      %s in entries, %s on disk\n",
			inf.Dir, inf.Count(), inf.Entries["manifest"], inf.Entries["closure"], inf.Entries["result"], inf.Entries["data"], inf.Entries["snapshot"],
			formatBytes(inf.Bytes), formatBytes(inf.DiskBytes))
	case "gc":
		rep, err := st.GC(int64(maxSize))
		if err != nil {
			fmt.Fprintf(stderr, "cufe cache gc: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "evicted %d of %d entries: %s → %s (limit %s)\n",
			rep.Evicted, rep.Entries+rep.Evicted, formatBytes(rep.Before), formatBytes(rep.After), formatBytes(rep.Limit))
	case "clear":
		if err := st.Clear(); err != nil {
			fmt.Fprintf(stderr, "cufe cache clear: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "cache %s cleared\n", st.Dir())
	case "verify":
		rep, err := st.Verify()
		if err != nil {
			fmt.Fprintf(stderr, "cufe cache verify: %v\n", err)
			return 1
		}
		for _, b := range rep.Bad {
			fmt.Fprintf(stdout, "removed %s\n", b)
		}
		fmt.Fprintf(stdout, "checked %d values: %d bad, removed\n", rep.Checked, len(rep.Bad))
		if len(rep.Bad) > 0 {
			return 1
		}
	}
	return 0
}
