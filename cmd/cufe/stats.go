package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"
	"text/tabwriter"
	"time"

	"github.com/cufe-dev/cufe/cache"
)

func init() {
	register(&command{name: "stats", summary: "show the build cache's statistics (last run and cumulative)", run: runStats})
}

const statsUsage = `Usage: cufe stats [--json] [--zero] [--cache-dir DIR]

Shows what the cache counted in the last build and in all builds since the
statistics were last zeroed: hits and misses out of the lookups, results
stored and not stored, corrupt values dropped, evictions, time spent per
stage (lookup, compile, write, store), and the time saved (the compile time
stored with each hit). Also the entries and bytes the cache holds.

Flags:
`

func runStats(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cufe stats", flag.ContinueOnError)
	var cf cacheFlags
	cf.register(fs, false)
	asJSON := fs.Bool("json", false, "print JSON")
	zero := fs.Bool("zero", false, "reset the statistics (entries are kept)")
	pos, status, done := parseCommand(fs, statsUsage, args, stdout, stderr)
	if done {
		return status
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "cufe stats: unexpected argument %q\n", pos[0])
		return 2
	}
	st, err := cf.open(warner(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "cufe stats: %v\n", err)
		return 1
	}
	defer st.Close()
	if *zero {
		if err := st.ZeroStats(); err != nil {
			fmt.Fprintf(stderr, "cufe stats: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, "cache statistics zeroed")
		return 0
	}
	stats, err := st.Stats()
	if err != nil {
		fmt.Fprintf(stderr, "cufe stats: %v\n", err)
		return 1
	}
	inf, err := st.Info()
	if err != nil {
		fmt.Fprintf(stderr, "cufe stats: %v\n", err)
		return 1
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(statsJSON(stats, inf)); err != nil {
			fmt.Fprintf(stderr, "cufe stats: %v\n", err)
			return 1
		}
		return 0
	}
	printStats(stdout, stats, inf)
	return 0
}

func printStats(w io.Writer, s cache.Stats, inf cache.Info) {
	fmt.Fprintf(w, "cache %s: %d entries (%d manifests, %d closures, %d results, %d output data, %d snapshots), %s (%s on disk)\n",
		inf.Dir, inf.Count(), inf.Entries["manifest"], inf.Entries["closure"], inf.Entries["result"], inf.Entries["data"], inf.Entries["snapshot"],
		formatBytes(inf.Bytes), formatBytes(inf.DiskBytes))
	tw := tabwriter.NewWriter(w, 0, 0, 3, ' ', 0)
	last := "last run"
	if !s.LastAt.IsZero() {
		last += " (" + s.LastAt.Local().Format("2006-01-02 15:04:05") + ")"
	}
	total := fmt.Sprintf("cumulative (%d runs", s.Total.Runs)
	if !s.Since.IsZero() {
		total += " since " + s.Since.Local().Format("2006-01-02 15:04:05")
	}
	total += ")"
	fmt.Fprintf(tw, "\t%s\t%s\n", last, total)
	row := func(name string, f func(c cache.Counters) string) {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", name, f(s.Last), f(s.Total))
	}
	row("hits", func(c cache.Counters) string { return ratio(c.Hits, c.Lookups()) })
	row("misses", func(c cache.Counters) string { return ratio(c.Misses, c.Lookups()) })
	row("stored", func(c cache.Counters) string { return fmt.Sprint(c.Stored) })
	row("not stored", func(c cache.Counters) string { return fmt.Sprint(c.Uncacheable) })
	row("corrupt dropped", func(c cache.Counters) string { return fmt.Sprint(c.Corrupt) })
	row("evictions", func(c cache.Counters) string { return fmt.Sprint(c.Evictions) })
	row("outputs restored", func(c cache.Counters) string { return fmt.Sprint(c.Restored) })
	row("outputs rehashed", func(c cache.Counters) string { return fmt.Sprint(c.Rehashed) })
	row("output data read", func(c cache.Counters) string { return fmt.Sprint(c.DataReads) })
	row("time saved", func(c cache.Counters) string { return dur(c.Saved) })
	for _, stage := range stageNames(s) {
		row("time "+stage, func(c cache.Counters) string { return dur(c.Stages[stage]) })
	}
	tw.Flush()
}

// stageNames lists the stages seen, in build order first.
func stageNames(s cache.Stats) []string {
	order := map[string]int{"lookup": 0, "compile": 1, "write": 2, "store": 3}
	seen := map[string]bool{}
	var names []string
	for _, c := range []cache.Counters{s.Last, s.Total} {
		for k := range c.Stages {
			if !seen[k] {
				seen[k] = true
				names = append(names, k)
			}
		}
	}
	sort.Slice(names, func(i, j int) bool {
		oi, iok := order[names[i]]
		oj, jok := order[names[j]]
		if iok != jok {
			return iok
		}
		if iok {
			return oi < oj
		}
		return names[i] < names[j]
	})
	return names
}

func dur(d time.Duration) string { return d.Round(time.Millisecond).String() }

type countersJSON struct {
	Runs        int64              `json:"runs"`
	Lookups     int64              `json:"lookups"`
	Hits        int64              `json:"hits"`
	Misses      int64              `json:"misses"`
	HitRate     float64            `json:"hit_rate"`
	Stored      int64              `json:"stored"`
	Uncacheable int64              `json:"not_stored"`
	Corrupt     int64              `json:"corrupt_dropped"`
	Evictions   int64              `json:"evictions"`
	Restored    int64              `json:"outputs_restored"`
	Rehashed    int64              `json:"outputs_rehashed"`
	DataReads   int64              `json:"output_data_read"`
	SavedSec    float64            `json:"time_saved_s"`
	StagesSec   map[string]float64 `json:"time_by_stage_s"`
}

func toJSON(c cache.Counters) countersJSON {
	j := countersJSON{Runs: c.Runs, Lookups: c.Lookups(), Hits: c.Hits, Misses: c.Misses,
		Stored: c.Stored, Uncacheable: c.Uncacheable, Corrupt: c.Corrupt, Evictions: c.Evictions,
		Restored: c.Restored, Rehashed: c.Rehashed, DataReads: c.DataReads,
		SavedSec: c.Saved.Seconds(), StagesSec: map[string]float64{}}
	if j.Lookups > 0 {
		j.HitRate = float64(c.Hits) / float64(j.Lookups)
	}
	for k, v := range c.Stages {
		j.StagesSec[k] = v.Seconds()
	}
	return j
}

func statsJSON(s cache.Stats, inf cache.Info) any {
	return struct {
		Dir       string         `json:"dir"`
		Entries   map[string]int `json:"entries"`
		Bytes     int64          `json:"bytes"`
		DiskBytes int64          `json:"disk_bytes"`
		LastAt    *time.Time     `json:"last_run_at,omitempty"`
		Last      countersJSON   `json:"last_run"`
		Since     *time.Time     `json:"cumulative_since,omitempty"`
		Total     countersJSON   `json:"cumulative"`
	}{inf.Dir, inf.Entries, inf.Bytes, inf.DiskBytes, timePtr(s.LastAt), toJSON(s.Last), timePtr(s.Since), toJSON(s.Total)}
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
