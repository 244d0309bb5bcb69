package scheduler

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// fakeCompiler stands in for the front end: it follows `#include "x.h"`
// lines (relative to the includer, then the -I directories) to compute the
// include closure, treats `#include_if_exists "x.h"` as __has_include would
// (a missing file is recorded in Missing, not an error), and produces
// deterministic outputs from everything it read. A line containing WARN
// gives a warning, ERROR an error, PANIC a panic.
type fakeCompiler struct {
	delay time.Duration
	calls atomic.Int64

	mu       sync.Mutex
	compiled map[string]int
}

func newFake() *fakeCompiler { return &fakeCompiler{compiled: map[string]int{}} }

func (f *fakeCompiler) reset() {
	f.calls.Store(0)
	f.mu.Lock()
	f.compiled = map[string]int{}
	f.mu.Unlock()
}

func (f *fakeCompiler) compiledSet() map[string]bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := map[string]bool{}
	for p := range f.compiled {
		s[p] = true
	}
	return s
}

func (f *fakeCompiler) Compile(ctx context.Context, in tu.Input) (*tu.Output, error) {
	f.calls.Add(1)
	f.mu.Lock()
	f.compiled[in.Path]++
	f.mu.Unlock()
	if f.delay > 0 {
		select {
		case <-time.After(f.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var incDirs []string
	for _, a := range in.Args {
		if strings.HasPrefix(a, "-I") {
			incDirs = append(incDirs, a[2:])
		}
	}
	st := &fakeState{seen: map[string]bool{}, incDirs: incDirs}
	if err := st.file(in.Path); err != nil {
		return nil, err
	}
	base := filepath.Base(in.Path)
	var diags bytes.Buffer
	for _, d := range st.diags {
		fmt.Fprintf(&diags, "%s: %s\n", base, d)
	}
	out := &tu.Output{
		Diagnostics: diags.Bytes(),
		Warnings:    st.warnings,
		Errors:      st.errors,
		Closure:     st.closure,
		Missing:     st.missing,
	}
	if st.errors > 0 {
		out.ExitStatus = 2
		return out, nil
	}
	host := fmt.Sprintf("// host translation of %s\n// flags: %s\n%s", base, strings.Join(in.Args, " "), st.text.String())
	sum := sha256.Sum256([]byte(host))
	out.Files = []tu.File{
		{Path: in.OutBase + ".cudafe1.cpp", Data: []byte(host)},
		{Path: in.OutBase + ".cudafe1.stub.c", Data: []byte(fmt.Sprintf("// stub for %s %x\n", base, sum[:8]))},
		{Path: in.OutBase + ".module_id", Data: []byte(fmt.Sprintf("_%x_%d_%s", sum[:4], len(base), strings.ReplaceAll(base, ".", "_")))},
	}
	return out, nil
}

type fakeState struct {
	incDirs                 []string
	seen                    map[string]bool
	closure, missing, diags []string
	warnings, errors        int
	text                    strings.Builder
}

func (s *fakeState) file(path string) error {
	if s.seen[path] {
		return nil
	}
	s.seen[path] = true
	s.closure = append(s.closure, path)
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(&s.text, "# 1 %q\n", path)
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.Contains(line, "PANIC"):
			panic("fake front end crashed on " + path)
		case strings.Contains(line, "ERROR"):
			s.errors++
			s.diags = append(s.diags, fmt.Sprintf("%d: error: %s", n, line))
		case strings.Contains(line, "WARN"):
			s.warnings++
			s.diags = append(s.diags, fmt.Sprintf("%d: warning: %s", n, line))
		}
		name, optional, ok := includeName(line)
		if !ok {
			s.text.WriteString(line + "\n")
			continue
		}
		found := ""
		for _, d := range append([]string{filepath.Dir(path)}, s.incDirs...) {
			if p := filepath.Join(d, name); fileExists(p) {
				found = p
				break
			}
		}
		if found == "" {
			s.missing = append(s.missing, name)
			if !optional {
				s.errors++
				s.diags = append(s.diags, fmt.Sprintf("%d: catastrophic error: cannot open source file %q", n, name))
			}
			continue
		}
		if err := s.file(found); err != nil {
			return err
		}
		fmt.Fprintf(&s.text, "# %d %q\n", n+1, path)
	}
	return nil
}

func includeName(line string) (name string, optional, ok bool) {
	for _, d := range []string{`#include_if_exists "`, `#include "`} {
		if rest, found := strings.CutPrefix(line, d); found {
			if i := strings.IndexByte(rest, '"'); i >= 0 {
				return rest[:i], d != `#include "`, true
			}
		}
	}
	return "", false, false
}

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

type (
	tuInput  = tu.Input
	tuOutput = tu.Output
	tuFile   = tu.File
)
