package pp

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
)

// memFS serves files from memory, so tests and fuzzing need no disk.
func memFS(files map[string]string) func(string) ([]byte, error) {
	return func(path string) ([]byte, error) {
		if s, ok := files[path]; ok {
			return []byte(s), nil
		}
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
	}
}

func runMem(t testing.TB, files map[string]string) (*Result, *collect, *Preprocessor) {
	c := &collect{}
	p := New(&Options{Std: "c++17", ReadFile: memFS(files), QuoteDirs: nil}, c)
	res, err := p.Run("main.cpp")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return res, c, p
}

func TestBadInput(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		line  int
		msg   string
		fatal bool
	}{
		{"missing include", map[string]string{"main.cpp": "int a;\n#include \"nope.h\"\nint b;\n"}, 2, `cannot open source file "nope.h"`, true},
		{"missing angled include", map[string]string{"main.cpp": "#include <nope>\n"}, 1, `cannot open source file "nope"`, true},
		{"unterminated if", map[string]string{"main.cpp": "int a;\n#if 1\nint b;\n"}, 2, "the #endif for this directive is missing", false},
		{"unterminated skipped if", map[string]string{"main.cpp": "#ifdef X\nint b;\n"}, 1, "the #endif for this directive is missing", false},
		{"unterminated if in header", map[string]string{"main.cpp": "#include \"h.h\"\nint x;\n", "h.h": "\n#ifndef G\n"}, 2, "the #endif for this directive is missing", false},
		{"comment unclosed at end of file", map[string]string{"main.cpp": "int a; /* no end\nint b;\n"}, 1, "comment unclosed at end of file", false},
		{"unterminated string", map[string]string{"main.cpp": "const char *s = \"abc;\nint b;\n"}, 1, "missing closing quote", false},
		{"unterminated macro call", map[string]string{"main.cpp": "#define F(x) x\nint a = F(1,\n"}, 2, `unterminated argument list invoking macro "F"`, false},
		{"too many macro args", map[string]string{"main.cpp": "#define F(x) x\nint a = F(1, 2);\n"}, 2, `too many arguments in invocation of macro "F"`, false},
		{"too few macro args", map[string]string{"main.cpp": "#define F(x, y) x\nint a = F(1);\n"}, 2, `too few arguments in invocation of macro "F"`, false},
		{"recursive include", map[string]string{"main.cpp": "#include \"main.cpp\"\n"}, 1, "#include nested depth 200 exceeds maximum of 200", true},
		{"else without if", map[string]string{"main.cpp": "\n#else\n"}, 2, "the #if for this directive is missing", false},
		{"bad directive", map[string]string{"main.cpp": "#frobnicate\n"}, 1, "unrecognized preprocessing directive", false},
		{"division by zero", map[string]string{"main.cpp": "#if 1 / 0\n#endif\n"}, 1, "division by zero", false},
		{"error directive", map[string]string{"main.cpp": "\n\n#error stop here\n"}, 3, "#error directive: stop here", true},
		{"paste", map[string]string{"main.cpp": "#define P(a, b) a ## b\nP(+, /)\n"}, 2, `pasting "+" and "/" does not give a valid preprocessing token`, false},
		{"bad define", map[string]string{"main.cpp": "#define 3 x\n"}, 1, "macro names must be identifiers", false},
		{"stringify non-param", map[string]string{"main.cpp": "#define S(x) #y\n"}, 1, "'#' is not followed by a macro parameter", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, col, p := runMem(t, c.files)
			var found *diag.Diagnostic
			for i := range col.diags {
				if strings.HasPrefix(col.diags[i].Msg, c.msg) {
					found = &col.diags[i]
					break
				}
			}
			if found == nil {
				t.Fatalf("no diagnostic %q; got %+v", c.msg, col.diags)
			}
			if found.Severity < diag.Error {
				t.Errorf("severity %v, want an error", found.Severity)
			}
			if got := res.Files.Position(found.Pos).Line; got != c.line {
				t.Errorf("diagnostic at line %d, want %d", got, c.line)
			}
			if !p.Failed() {
				t.Errorf("Failed() = false after an error")
			}
			if c.fatal != (found.Severity == diag.Catastrophic) {
				t.Errorf("severity %v, fatal want %v", found.Severity, c.fatal)
			}
		})
	}
}

func TestBinaryGarbage(t *testing.T) {
	garbage := "\x00\x01\xff\xfe#\x00define\x80 X(\x01\n#if \xff\n\x00\"\n'\x7f"
	_, c, p := runMem(t, map[string]string{"main.cpp": garbage})
	if !p.Failed() || len(c.diags) == 0 {
		t.Errorf("binary input produced no error")
	}
}

func FuzzPreprocess(f *testing.F) {
	seeds := []string{
		"#define F(x, ...) x ## __VA_ARGS__ #x\nF(a, b)\n",
		"#if defined(X) || __has_include(<x>)\n#elif 1/0\n#endif\n",
		"#include \"main.cpp\"\n",
		"#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n",
		"_Pragma(\"once\") #pragma push_macro(\"X\")\n",
		"#define E(...) __VA_OPT__(x ## __VA_ARGS__)\nE() E(1)\n",
		"??= \\\n#define",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		res, _, _ := runMem(t, map[string]string{"main.cpp": src, "h.h": src})
		if res == nil {
			t.Fatal("no result")
		}
		for _, tok := range res.Tokens {
			if tok.Text == "" {
				t.Fatalf("empty token in output of %q", src)
			}
		}
	})
}
