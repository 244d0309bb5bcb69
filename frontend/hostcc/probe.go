package hostcc

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/cufe-dev/cufe/frontend/hostcc/internal/gccout"
)

// probeTimeout bounds one compiler run; a healthy g++ needs tens of
// milliseconds.
const probeTimeout = 60 * time.Second

// probeEnv is the environment the compiler runs in: the user's, so CPATH and
// CPLUS_INCLUDE_PATH count as they do for `g++ -E`, but with messages in
// English (the -v markers are translated otherwise) and without the variables
// that make the preprocessor write dependency files.
func probeEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch {
		case name == "LANGUAGE" || name == "LANG" || strings.HasPrefix(name, "LC_"),
			name == "DEPENDENCIES_OUTPUT" || name == "SUNPRO_DEPENDENCIES":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C")
}

// keyEnv are the environment variables that change what the compiler
// predefines or searches; they are part of the cache key.
var keyEnv = []string{"CPATH", "CPLUS_INCLUDE_PATH", "GCC_EXEC_PREFIX", "COMPILER_PATH"}

// runProbe runs `COMPILER -E -dD -v -x c++ ARGS /dev/null` once: stdout holds
// the predefined macros with line markers, stderr the target, version and
// search list.
func runProbe(compiler string, a Args) (*Config, error) {
	args := append([]string{"-E", "-dD", "-v", "-x", "c++"}, a.CommandLine()...)
	args = append(args, os.DevNull)
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, compiler, args...)
	cmd.Env = probeEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("hostcc: %s %s: %v\n%s", compiler, strings.Join(args, " "), err, tail(stderr.String(), 2000))
	}
	macros, err := gccout.ParseDefines(stdout.Bytes(), os.DevNull)
	if err != nil {
		return nil, fmt.Errorf("hostcc: reading %s's predefined macros: %v", compiler, err)
	}
	verb, err := gccout.ParseVerbose(stderr.Bytes())
	if err != nil {
		return nil, fmt.Errorf("hostcc: reading %s -v: %v", compiler, err)
	}
	c := &Config{
		Compiler:   compiler,
		Banner:     verb.Banner,
		Target:     verb.Target,
		Std:        a.Std,
		Flags:      slices.Clone(a.Flags),
		Macros:     macros.Lines,
		SystemDirs: verb.SystemDirs,
	}
	for _, p := range macros.PreIncludes {
		c.PreIncludes = append(c.PreIncludes, gccout.IncludeName(p, verb.SystemDirs))
	}
	if err := c.finish(); err != nil {
		return nil, err
	}
	return c, nil
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}

// resolveCompiler finds the compiler's absolute path and the file it runs
// (through symlinks such as g++ -> g++-12), whose size and time the cache key
// includes.
func resolveCompiler(compiler string) (path string, info os.FileInfo, target string, err error) {
	if compiler == "" {
		return "", nil, "", fmt.Errorf("hostcc: no compiler named")
	}
	path, err = exec.LookPath(compiler)
	if err != nil {
		return "", nil, "", fmt.Errorf("hostcc: compiler %q: %v", compiler, err)
	}
	if path, err = filepath.Abs(path); err != nil {
		return "", nil, "", err
	}
	if target, err = filepath.EvalSymlinks(path); err != nil {
		return "", nil, "", fmt.Errorf("hostcc: compiler %q: %v", compiler, err)
	}
	if info, err = os.Stat(target); err != nil {
		return "", nil, "", fmt.Errorf("hostcc: compiler %q: %v", compiler, err)
	}
	return path, info, target, nil
}

// cacheKey is the readable key of a probe: what would change its answer.
func cacheKey(path string, info os.FileInfo, target string, a Args) string {
	var b strings.Builder
	fmt.Fprintf(&b, "hostcc %s\n", cacheFormat)
	fmt.Fprintf(&b, "compiler %s\n", path)
	fmt.Fprintf(&b, "runs %s %d %d\n", target, info.Size(), info.ModTime().UnixNano())
	fmt.Fprintf(&b, "args %s\n", a.Key())
	for _, name := range keyEnv {
		if v, ok := os.LookupEnv(name); ok {
			fmt.Fprintf(&b, "env %s=%s\n", name, v)
		}
	}
	if a.Native {
		host, _ := os.Hostname()
		fmt.Fprintf(&b, "host %s\n", host)
	}
	return b.String()
}
