package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/scheduler"
)

// defaultSources is the glob used when neither the command line nor
// cufe.yaml names the sources.
const defaultSources = "**/*.cu"

// defaultOutputDir is where outputs go unless told otherwise.
const defaultOutputDir = "build/cufe"

// projectFlags are the options that say what a project's units are and how
// they compile; `cufe build` and `cufe explain` share them so that explain
// computes the same keys as build.
type projectFlags struct {
	root      string
	outputDir string
	includes  listFlag
	defines   listFlag
	std       string
	arch      listFlag
	rdc       bool
}

func (pf *projectFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&pf.root, "C", "", "project root: where cufe.yaml is read and sources are found (default: the current directory)")
	fs.StringVar(&pf.outputDir, "o", "", "output directory, relative to the project root (default: cufe.yaml's output_dir, else "+defaultOutputDir+")")
	fs.StringVar(&pf.outputDir, "output-dir", "", "same as -o")
	fs.Var(&pf.includes, "I", "add an include directory (repeatable; after cufe.yaml's include_dirs)")
	fs.Var(&pf.defines, "D", "define a macro, NAME or NAME=VALUE (repeatable; after cufe.yaml's defines)")
	fs.StringVar(&pf.std, "std", "", "language standard, e.g. c++17 (overrides cufe.yaml's std)")
	fs.Var(&pf.arch, "arch", "target architecture, e.g. sm_80 (repeatable or comma-separated; replaces cufe.yaml's arch)")
	fs.BoolVar(&pf.rdc, "rdc", false, "relocatable device code (--device-c), as cufe.yaml's rdc: true")
}

// project is a loaded project: its root, configuration and output directory.
type project struct {
	root, outDir string
	cfg          projectConfig
	baseArgs     []string
}

// load resolves the root, reads cufe.yaml and merges the command-line flags.
func (pf *projectFlags) load() (*project, error) {
	root := pf.root
	if root == "" {
		root = "."
	}
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(root); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("project root %s is not a directory", root)
	}
	cfg, err := loadConfig(root)
	if err != nil {
		return nil, err
	}
	p := &project{root: root, cfg: cfg}
	out := firstNonEmpty(pf.outputDir, cfg.OutputDir, defaultOutputDir)
	p.outDir = absUnder(root, out)

	std := firstNonEmpty(pf.std, cfg.Std)
	if std != "" {
		p.baseArgs = append(p.baseArgs, "-std="+strings.TrimPrefix(std, "-std="))
	}
	for _, d := range append(append([]string(nil), cfg.IncludeDirs...), pf.includes...) {
		p.baseArgs = append(p.baseArgs, "-I"+absUnder(root, d))
	}
	for _, d := range append(append([]string(nil), cfg.Defines...), pf.defines...) {
		p.baseArgs = append(p.baseArgs, "-D"+d)
	}
	arch := cfg.Arch
	if len(pf.arch) > 0 {
		arch = nil
		for _, a := range pf.arch {
			arch = append(arch, strings.Split(a, ",")...)
		}
	}
	for _, a := range arch {
		p.baseArgs = append(p.baseArgs, "-arch="+a)
	}
	if cfg.RDC || pf.rdc {
		p.baseArgs = append(p.baseArgs, "--device-c")
	}
	return p, nil
}

// discover finds the translation units named by args (files, directories or
// globs relative to the root), else by cufe.yaml's sources, else
// **/*.cu; it skips hidden directories, the output directory and excluded
// paths. The result is sorted by path relative to the root.
func (p *project) discover(args []string) ([]string, error) {
	found := map[string]bool{}
	patterns := args
	if len(patterns) == 0 {
		patterns = p.cfg.Sources
	}
	if len(patterns) == 0 {
		patterns = []string{defaultSources}
	}
	for _, a := range patterns {
		n := len(found)
		if err := p.expand(a, found); err != nil {
			return nil, err
		}
		if len(found) == n && len(args) > 0 {
			return nil, fmt.Errorf("%s: no translation unit found", a)
		}
	}
	var out []string
	for f := range found {
		out = append(out, f)
	}
	sort.Strings(out)
	return out, nil
}

func (p *project) expand(arg string, found map[string]bool) error {
	abs := absUnder(p.root, arg)
	if fi, err := os.Stat(abs); err == nil {
		if fi.Mode().IsRegular() {
			found[abs] = true // named explicitly: taken even if excluded
			return nil
		}
		if fi.IsDir() {
			rel, err := filepath.Rel(p.root, abs)
			if err != nil || strings.HasPrefix(rel, "..") {
				return fmt.Errorf("%s is outside the project root %s", arg, p.root)
			}
			arg = filepath.ToSlash(filepath.Join(rel, defaultSources))
		}
	}
	if filepath.IsAbs(arg) {
		rel, err := filepath.Rel(p.root, arg)
		if err != nil || strings.HasPrefix(rel, "..") {
			return fmt.Errorf("%s is outside the project root %s", arg, p.root)
		}
		arg = rel
	}
	pattern := filepath.ToSlash(arg)
	if !doublestar.ValidatePattern(pattern) {
		return fmt.Errorf("%s: bad glob pattern", arg)
	}
	outRel, _ := filepath.Rel(p.root, p.outDir)
	outRel = filepath.ToSlash(outRel) + "/"
	return doublestar.GlobWalk(os.DirFS(p.root), pattern, func(rel string, d fs.DirEntry) error {
		if strings.HasPrefix(rel, outRel) || p.excluded(rel) {
			return nil
		}
		found[filepath.Join(p.root, filepath.FromSlash(rel))] = true
		return nil
	}, doublestar.WithFilesOnly(), doublestar.WithNoHidden())
}

func (p *project) excluded(rel string) bool {
	for _, e := range p.cfg.Exclude {
		if ok, _ := doublestar.Match(e, rel); ok {
			return true
		}
	}
	return false
}

// job makes the scheduler job of one source: its flags (the project's, then
// those of every matching per-glob entry) and its output prefix, which
// mirrors the source tree under the output directory.
func (p *project) job(src string) (scheduler.Job, error) {
	rel, err := filepath.Rel(p.root, src)
	if err != nil || strings.HasPrefix(rel, "..") {
		return scheduler.Job{}, fmt.Errorf("%s is outside the project root %s; outputs could not mirror it", src, p.root)
	}
	slash := filepath.ToSlash(rel)
	args := append([]string(nil), p.baseArgs...)
	for _, g := range p.cfg.Flags {
		if ok, err := doublestar.Match(g.Glob, slash); err != nil {
			return scheduler.Job{}, fmt.Errorf("%s: flags glob %q: %w", configFileName, g.Glob, err)
		} else if ok {
			args = append(args, g.Args...)
		}
	}
	base := strings.TrimSuffix(rel, filepath.Ext(rel))
	return scheduler.Job{Name: slash, Input: tu.Input{
		Path: src, Args: args, OutBase: filepath.Join(p.outDir, base),
	}}, nil
}

// jobs discovers the units and makes their jobs; two sources that would
// write the same outputs (a.cu and a.cpp) are an error.
func (p *project) jobs(args []string) ([]scheduler.Job, error) {
	srcs, err := p.discover(args)
	if err != nil {
		return nil, err
	}
	var jobs []scheduler.Job
	owner := map[string]string{}
	var errs []error
	for _, s := range srcs {
		j, err := p.job(s)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if o, dup := owner[j.Input.OutBase]; dup {
			errs = append(errs, fmt.Errorf("%s and %s would write the same outputs (%s.*)", o, j.Name, j.Input.OutBase))
			continue
		}
		owner[j.Input.OutBase] = j.Name
		jobs = append(jobs, j)
	}
	return jobs, errors.Join(errs...)
}

func absUnder(root, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(root, p)
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }
