package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// parseCommand parses a subcommand's flags (which may come between its
// positional arguments) and handles -h/--help and errors the same way for
// every command: help goes to stdout with status 0, a bad flag to stderr
// with the usage and status 2. done reports that the command should return
// status now.
func parseCommand(fs *flag.FlagSet, usage string, args []string, stdout, stderr io.Writer) (pos []string, status int, done bool) {
	fs.SetOutput(stderr)
	printUsage := func(w io.Writer) {
		fs.SetOutput(w)
		fmt.Fprint(w, usage)
		fs.PrintDefaults()
		fs.SetOutput(stderr)
	}
	fs.Usage = func() {} // printed below, to the right stream
	pos, err := parseInterleaved(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		printUsage(stdout)
		return nil, 0, true
	case err != nil:
		printUsage(stderr)
		return nil, 2, true
	}
	fs.Usage = func() { printUsage(stderr) }
	return pos, 0, false
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments (cufe build src -j2), returning the positionals. After
// "--" everything is positional.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	args = splitJobsFlag(args)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		consumed := len(args) - len(rest)
		if consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// splitJobsFlag accepts make's spelling -jN (and --jN) as -j N.
func splitJobsFlag(args []string) []string {
	out := make([]string, 0, len(args)+1)
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		n := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if len(n) > 1 && n[0] == 'j' && strings.Trim(n[1:], "0123456789") == "" {
			out = append(out, "-j", n[1:])
			continue
		}
		out = append(out, a)
	}
	return out
}
