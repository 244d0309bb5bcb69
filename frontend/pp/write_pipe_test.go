package pp

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/token"
)

// printBoth preprocesses main twice with opts: once collected and printed
// by Write, once streamed to a PipedPrinter (on its goroutine while the
// preprocessor, and its prefetcher, go on), and returns both outputs.
func printBoth(t *testing.T, main string, opts func() *Options, wo WriteOptions) (plain, piped string) {
	t.Helper()
	res, err := Preprocess(main, opts(), &collect{})
	if err != nil {
		t.Fatal(err)
	}
	var a bytes.Buffer
	if err := Write(&a, res, wo); err != nil {
		t.Fatal(err)
	}
	p := New(opts(), &collect{})
	var b bytes.Buffer
	pr := NewPipedPrinter(&b, p.Files(), wo)
	started := false
	if _, err := p.Stream(main, func(tk token.Token) {
		if !started {
			started = true
			pr.Begin(p.MainFile())
		}
		pr.Token(tk)
	}); err != nil {
		t.Fatal(err)
	}
	if err := pr.Close(); err != nil {
		t.Fatal(err)
	}
	return a.String(), b.String()
}

// TestPipedPrinterMatchesWrite checks that printing on a goroutine of its
// own changes nothing: line markers (#line, system headers by directory and
// by pragma, enter and return flags), spacing, -P.
func TestPipedPrinterMatchesWrite(t *testing.T) {
	files := map[string]string{
		"main.cpp": "#include \"a.h\"\nint m;\n#line 40 \"renamed.cpp\"\nint n;\n#include <sys.h>\n" +
			strings.Repeat("int x = 1 + 2;\n", 3000) + "#include \"a.h\"\nend\n",
		"a.h":         "#pragma GCC system_header\n#define A(x) x+x\nint a = A(1);\n",
		"/sys/sys.h":  "#include_next <sys.h>\nlong s;\n\n\n\n\n\n\n\n\n\n\nlong t;\n",
		"/sys2/sys.h": "short u;\n",
	}
	opts := func() *Options {
		return &Options{Std: "c++17", ReadFile: memFS(files), SystemDirs: []string{"/sys", "/sys2"}}
	}
	for _, wo := range []WriteOptions{{}, {NoLineMarkers: true}} {
		plain, piped := printBoth(t, "main.cpp", opts, wo)
		if plain != piped {
			t.Errorf("-P=%v: piped output differs from Write's:\n%.400s\nwant\n%.400s", wo.NoLineMarkers, piped, plain)
		}
		if !strings.Contains(plain, "short u;") || !wo.NoLineMarkers && !strings.Contains(plain, `# 40 "renamed.cpp"`) {
			t.Errorf("-P=%v: output misses the included text:\n%.400s", wo.NoLineMarkers, plain)
		}
	}
}

// TestPipedPrinterMatchesWriteOnLibstdcxx does the same for all of
// libstdc++, where the prefetcher has most to do.
func TestPipedPrinterMatchesWriteOnLibstdcxx(t *testing.T) {
	host := newGCCHost(t, "c++20")
	main := filepath.Join(t.TempDir(), "all.cpp")
	if err := os.WriteFile(main, []byte("#include <bits/stdc++.h>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plain, piped := printBoth(t, main, func() *Options { return &Options{Std: "c++20", Host: host} }, WriteOptions{})
	if plain != piped {
		t.Fatalf("piped output (%d bytes) differs from Write's (%d bytes)", len(piped), len(plain))
	}
	if len(plain) < 1<<20 {
		t.Fatalf("output is only %d bytes", len(plain))
	}
}
