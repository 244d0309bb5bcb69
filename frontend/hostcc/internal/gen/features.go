package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// query is one `__has_KIND(arg)` question.
type query struct {
	kind string // "builtin", "attr" (__has_attribute), "cpp" (__has_cpp_attribute)
	arg  string // "name" or "scope::name"
}

var operator = map[string]string{"builtin": "__has_builtin", "attr": "__has_attribute", "cpp": "__has_cpp_attribute"}

// notAskable are names g++ cannot take inside __has_*(...): operators of the
// preprocessor itself and macros that expand to non-identifiers.
var notAskable = append([]string{"defined", "_Pragma", "__VA_ARGS__", "__VA_OPT__", "__has_include",
	"__has_include_next", "__has_builtin", "__has_attribute", "__has_cpp_attribute"}, volatileMacros...)

// scopes are the attribute namespaces asked about for every attribute name gcc
// knows unscoped: gcc's own, and those other compilers' headers test.
var scopes = []string{"gnu", "__gnu__", "clang", "_Clang", "omp", "gsl", "msvc"}

// writeFeatures builds features.txt: every candidate name asked of g++ under
// every standard, the nonzero answers kept.
func (g *generator) writeFeatures() error {
	cands, headerScoped, err := g.candidates()
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "gen: %d candidate names\n", len(cands))
	var qs []query
	for _, c := range cands {
		qs = append(qs, query{"builtin", c}, query{"attr", c}, query{"cpp", c})
	}
	answers, err := g.askAllStds(qs)
	if err != nil {
		return err
	}
	// Scoped questions: every attribute name known unscoped, under each scope,
	// plus the scoped names headers ask about.
	known := map[string]bool{}
	for q, per := range answers {
		if q.kind != "builtin" && anyNonzero(per) {
			known[q.arg] = true
		}
	}
	scoped := map[query]bool{}
	for name := range known {
		for _, s := range scopes {
			scoped[query{"attr", s + "::" + name}] = true
			scoped[query{"cpp", s + "::" + name}] = true
		}
	}
	for _, a := range headerScoped {
		scoped[query{"attr", a}] = true
		scoped[query{"cpp", a}] = true
	}
	var sqs []query
	for q := range scoped {
		sqs = append(sqs, q)
	}
	more, err := g.askAllStds(sqs)
	if err != nil {
		return err
	}
	for q, per := range more {
		answers[q] = per
	}
	return writeFile(filepath.Join(g.out, "features.txt"), g.header()+renderFeatures(answers))
}

func anyNonzero(per map[string]int) bool {
	for _, v := range per {
		if v != 0 {
			return true
		}
	}
	return false
}

// renderFeatures writes "KIND ARG VALUE [STD,STD...]" for each nonzero answer,
// the standards listed only when not all of them give that value.
func renderFeatures(answers map[query]map[string]int) string {
	var lines []string
	for q, per := range answers {
		byValue := map[int][]string{}
		for _, s := range stds {
			if v := per[s]; v != 0 {
				byValue[v] = append(byValue[v], s)
			}
		}
		for v, ss := range byValue {
			l := fmt.Sprintf("%s %s %d", q.kind, q.arg, v)
			if len(ss) != len(stds) {
				l += " " + strings.Join(ss, ",")
			}
			lines = append(lines, l)
		}
	}
	sort.Strings(lines)
	return "# KIND NAME VALUE [STDS]: __has_builtin (builtin), __has_attribute (attr) and __has_cpp_attribute (cpp)\n" +
		"# answer VALUE under STDS (all when absent); any other name or standard answers 0.\n" +
		strings.Join(lines, "\n") + "\n"
}

// askAllStds asks every query under every standard.
func (g *generator) askAllStds(qs []query) (map[query]map[string]int, error) {
	out := map[query]map[string]int{}
	var mu sync.Mutex
	errs := make([]error, len(stds))
	sem := make(chan struct{}, g.jobs)
	var wg sync.WaitGroup
	for i, s := range stds {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			got, err := g.ask(s, qs)
			if err != nil {
				errs[i] = err
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for q, v := range got {
				if out[q] == nil {
					out[q] = map[string]int{}
				}
				out[q][s] = v
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

var errorLine = regexp.MustCompile(`(?m)^[^:\n]*:(\d+):\d+: error:`)

// ask puts one query per line in a file and preprocesses it. A query g++
// rejects (its argument is not an identifier it can take) is dropped and the
// rest asked again.
func (g *generator) ask(std string, qs []query) (map[query]int, error) {
	dir, err := os.MkdirTemp("", "hostcc-gen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "q.cpp")
	for attempt := 0; attempt < 6; attempt++ {
		var b strings.Builder
		for i, q := range qs {
			fmt.Fprintf(&b, "Q %d %s(%s)\n", i, operator[q.kind], q.arg)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			return nil, err
		}
		cmd := g.command("-E", "-P", "-x", "c++", "-std="+std, path)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		runErr := cmd.Run()
		bad := map[int]bool{}
		for _, m := range errorLine.FindAllStringSubmatch(stderr.String(), -1) {
			n, _ := strconv.Atoi(m[1])
			bad[n-1] = true
		}
		if len(bad) > 0 {
			var keep []query
			for i, q := range qs {
				if !bad[i] {
					keep = append(keep, q)
				}
			}
			qs = keep
			continue
		}
		if runErr != nil {
			return nil, fmt.Errorf("-std=%s: %v\n%s", std, runErr, stderr.String())
		}
		return parseAnswers(stdout.String(), qs)
	}
	return nil, fmt.Errorf("-std=%s: g++ keeps rejecting queries", std)
}

func parseAnswers(out string, qs []query) (map[query]int, error) {
	got := map[query]int{}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 || f[0] != "Q" {
			return nil, fmt.Errorf("unexpected answer line %q", line)
		}
		i, err1 := strconv.Atoi(f[1])
		v, err2 := strconv.Atoi(strings.TrimSuffix(f[2], "L"))
		if err1 != nil || err2 != nil || i < 0 || i >= len(qs) {
			return nil, fmt.Errorf("unexpected answer line %q", line)
		}
		got[qs[i]] = v
	}
	if len(got) != len(qs) {
		return nil, fmt.Errorf("%d answers for %d queries", len(got), len(qs))
	}
	return got, nil
}

var identRun = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]{1,127}`)

var headerQuery = regexp.MustCompile(`__has_(builtin|attribute|cpp_attribute)\s*\(\s*([A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)?)\s*\)`)

// candidates collects the names worth asking about: every identifier in
// cc1plus's strings (builtins, traits and attribute names are all there), the
// library names behind __builtin_X, and every name headers ask about (the C++
// library's and, when present, the CUDA toolkits'). It also returns the scoped
// attribute names headers ask about.
func (g *generator) candidates() ([]string, []string, error) {
	out, err := g.command("-print-prog-name=cc1plus").Output()
	if err != nil {
		return nil, nil, fmt.Errorf("finding cc1plus: %v", err)
	}
	cc1plus := strings.TrimSpace(string(out))
	if !filepath.IsAbs(cc1plus) {
		if cc1plus, err = exec.LookPath(cc1plus); err != nil {
			return nil, nil, fmt.Errorf("finding cc1plus: %v", err)
		}
	}
	bin, err := os.ReadFile(cc1plus)
	if err != nil {
		return nil, nil, err
	}
	names := map[string]bool{}
	for _, id := range identRun.FindAll(bin, -1) {
		s := string(id)
		names[s] = true
		if lib, ok := strings.CutPrefix(s, "__builtin_"); ok && len(lib) > 0 {
			names[lib] = true
		}
	}
	var headerScoped []string
	for _, root := range g.headerRoots() {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			text, err := os.ReadFile(path)
			if err != nil {
				return nil
			}
			for _, m := range headerQuery.FindAllSubmatch(text, -1) {
				arg := strings.Join(strings.Fields(string(m[2])), "")
				if strings.Contains(arg, "::") {
					headerScoped = append(headerScoped, arg)
					arg = arg[strings.Index(arg, "::")+2:]
				}
				names[arg] = true
			}
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	skip := map[string]bool{}
	for _, n := range notAskable {
		skip[n] = true
	}
	for _, p := range g.base {
		for n := range p.set {
			skip[n] = true
		}
	}
	var list []string
	for n := range names {
		if !skip[n] {
			list = append(list, n)
		}
	}
	sort.Strings(list)
	sort.Strings(headerScoped)
	return list, headerScoped, nil
}

// headerRoots are the C++ library's directories and the CUDA toolkits'
// include directories named by CUDA_ORACLE and CUDA13_ORACLE.
func (g *generator) headerRoots() []string {
	var roots []string
	for _, d := range g.meta.verb.SystemDirs {
		if strings.Contains(d, "/c++/") {
			roots = append(roots, d)
		}
	}
	if r := os.Getenv("CUDA_ORACLE"); r != "" {
		roots = append(roots, filepath.Join(r, "usr/include"))
	} else {
		fmt.Fprintln(os.Stderr, "gen: CUDA_ORACLE unset; CUDA 11.8 headers not searched for names")
	}
	if r := os.Getenv("CUDA13_ORACLE"); r != "" {
		roots = append(roots, filepath.Join(r, "include"))
	} else {
		fmt.Fprintln(os.Stderr, "gen: CUDA13_ORACLE unset; CUDA 13 headers not searched for names")
	}
	return roots
}
