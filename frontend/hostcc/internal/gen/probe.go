package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"

	"github.com/cufe-dev/cufe/frontend/hostcc/internal/gccout"
)

// probe is one `g++ -E -dD -v` run.
type probe struct {
	flags  []string
	macros gccout.Macros
	verb   gccout.Verbose
	set    map[string]string // name -> #define line
}

// cleanEnv is the environment with everything that would leak this machine's
// or user's settings into the data removed, and messages in English.
func cleanEnv() []string {
	drop := []string{"CPATH=", "C_INCLUDE_PATH=", "CPLUS_INCLUDE_PATH=", "OBJC_INCLUDE_PATH=",
		"GCC_EXEC_PREFIX=", "COMPILER_PATH=", "LIBRARY_PATH=", "DEPENDENCIES_OUTPUT=",
		"SUNPRO_DEPENDENCIES=", "SOURCE_DATE_EPOCH=", "LANG=", "LANGUAGE=", "LC_", "GCC_COLORS="}
	var env []string
next:
	for _, kv := range os.Environ() {
		for _, d := range drop {
			if strings.HasPrefix(kv, d) {
				continue next
			}
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C")
}

func (g *generator) command(args ...string) *exec.Cmd {
	cmd := exec.Command(g.cxx, args...)
	cmd.Env = cleanEnv()
	return cmd
}

// runProbe runs the compiler on /dev/null with flags and reads its output.
func (g *generator) runProbe(flags []string) (*probe, error) {
	args := append([]string{"-E", "-dD", "-v", "-x", "c++"}, flags...)
	args = append(args, "/dev/null")
	cmd := g.command(args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", g.cxx, strings.Join(args, " "), err, stderr.String())
	}
	p := &probe{flags: flags, set: map[string]string{}}
	var err error
	if p.macros, err = gccout.ParseDefines(stdout.Bytes(), "/dev/null"); err != nil {
		return nil, fmt.Errorf("%v: %v", flags, err)
	}
	if p.verb, err = gccout.ParseVerbose(stderr.Bytes()); err != nil {
		return nil, fmt.Errorf("%v: %v", flags, err)
	}
	gccout.Apply(p.set, p.macros.Lines)
	return p, nil
}

// runAll runs one probe per flag list, g.jobs at a time; any failure fails
// all.
func (g *generator) runAll(lists [][]string) ([]*probe, error) {
	out, errs := g.tryAll(lists)
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// tryAll runs one probe per flag list, g.jobs at a time, and returns each
// run's probe or error.
func (g *generator) tryAll(lists [][]string) ([]*probe, []error) {
	out := make([]*probe, len(lists))
	errs := make([]error, len(lists))
	sem := make(chan struct{}, g.jobs)
	var wg sync.WaitGroup
	for i, l := range lists {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			out[i], errs[i] = g.runProbe(l)
		}()
	}
	wg.Wait()
	return out, errs
}

// volatileMacros change from run to run or file to file; none may appear in
// the data.
var volatileMacros = []string{"__DATE__", "__TIME__", "__TIMESTAMP__", "__FILE__", "__BASE_FILE__",
	"__FILE_NAME__", "__LINE__", "__COUNTER__", "__INCLUDE_LEVEL__"}

var pathValue = regexp.MustCompile(`"[^"]*/[^"]*"`)

// probeStds reads the macros of every std and checks the compiler is the one
// the data describes.
func (g *generator) probeStds() error {
	lists := [][]string{nil}
	for _, s := range stds {
		lists = append(lists, []string{"-std=" + s})
	}
	ps, err := g.runAll(lists)
	if err != nil {
		return err
	}
	g.meta = ps[0]
	g.base = map[string]*probe{}
	for i, s := range stds {
		p := ps[i+1]
		g.base[s] = p
		if !equalStrings(p.verb.SystemDirs, g.meta.verb.SystemDirs) || !equalStrings(p.macros.PreIncludes, g.meta.macros.PreIncludes) {
			return fmt.Errorf("-std=%s changes the search list or pre-includes; the data format assumes it does not", s)
		}
		if sameSet(p.set, g.meta.set) {
			g.defStd = s
		}
	}
	if g.defStd == "" {
		return fmt.Errorf("the default standard matches none of %v", stds)
	}
	m := g.meta.set
	if m["__GNUC__"] != "#define __GNUC__ 12" || m["__clang__"] != "" {
		return fmt.Errorf("%s is not gcc 12 (%s); the embedded data is gcc 12's", g.cxx, m["__GNUC__"])
	}
	if g.meta.verb.Target != "x86_64-linux-gnu" {
		return fmt.Errorf("%s targets %s, not x86_64-linux-gnu", g.cxx, g.meta.verb.Target)
	}
	for _, p := range ps {
		for _, l := range p.macros.Lines {
			name := gccout.MacroName(l)
			for _, v := range volatileMacros {
				if name == v {
					return fmt.Errorf("volatile macro in the predefines: %s", l)
				}
			}
			if pathValue.MatchString(l) {
				return fmt.Errorf("a predefined macro names a path, which is this machine's: %s", l)
			}
		}
	}
	return nil
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameSet(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
