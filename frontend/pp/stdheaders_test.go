package pp

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// stdHeaders lists the C++ standard library headers libstdc++ 12 ships
// (C++ headers, the C compatibility headers, and <bits/stdc++.h>).
var stdHeaders = []string{
	"algorithm", "any", "array", "atomic", "barrier", "bit", "bitset", "cassert", "ccomplex", "cctype",
	"cerrno", "cfenv", "cfloat", "charconv", "chrono", "cinttypes", "ciso646", "climits", "clocale", "cmath",
	"codecvt", "compare", "complex", "concepts", "condition_variable", "coroutine", "csetjmp", "csignal",
	"cstdalign", "cstdarg", "cstdbool", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "ctgmath", "ctime",
	"cuchar", "cwchar", "cwctype", "deque", "exception", "execution", "expected", "filesystem", "forward_list",
	"fstream", "functional", "future", "initializer_list", "iomanip", "ios", "iosfwd", "iostream", "istream",
	"iterator", "latch", "limits", "list", "locale", "map", "memory", "memory_resource", "mutex", "new",
	"numbers", "numeric", "optional", "ostream", "queue", "random", "ranges", "ratio", "regex",
	"scoped_allocator", "semaphore", "set", "shared_mutex", "source_location", "span", "spanstream", "sstream",
	"stack", "stacktrace", "stdexcept", "stop_token", "streambuf", "string", "string_view", "syncstream",
	"system_error", "thread", "tuple", "type_traits", "typeindex", "typeinfo", "unordered_map",
	"unordered_set", "utility", "valarray", "variant", "vector", "version",
	"complex.h", "fenv.h", "math.h", "stdlib.h", "tgmath.h", "cxxabi.h", "bits/stdc++.h",
}

// TestStandardHeadersMatchGCC is acceptance test 1 of the preprocessor: for a
// TU including each standard header, cufe's token stream equals g++ -E's, in
// -std=c++17 and -std=c++20.
func TestStandardHeadersMatchGCC(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	if testing.Short() {
		t.Skip("compares ~230 TUs with g++ -E")
	}
	for _, std := range []string{"c++17", "c++20"} {
		std := std
		t.Run(std, func(t *testing.T) {
			host := newGCCHost(t, std)
			dir := t.TempDir()
			sem := make(chan struct{}, runtime.NumCPU())
			for _, h := range stdHeaders {
				h := h
				t.Run(filepath.Base(h), func(t *testing.T) {
					t.Parallel()
					sem <- struct{}{}
					defer func() { <-sem }()
					src := filepath.Join(dir, filepath.Base(h)+".cpp")
					if err := os.WriteFile(src, []byte("#include <"+h+">\n"), 0o644); err != nil {
						t.Fatal(err)
					}
					want, gccErr := gccTokensErr(src, "-std="+std)
					res, c := preprocessForTest(t, src, std, host)
					if gccErr != nil {
						// g++ rejects it (e.g. a header for a later standard): so must cufe.
						if len(c.diags) == 0 {
							t.Errorf("g++ -E fails (%v) but cufe reports nothing", gccErr)
						}
						return
					}
					for _, d := range c.diags {
						t.Errorf("%s: %s", res.Files.Position(d.Pos), d.Msg)
					}
					compareStreams(t, h, res, want)
				})
			}
		})
	}
}
