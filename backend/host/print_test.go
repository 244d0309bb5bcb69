package host

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// printerCorners is preprocessed input written to exercise the printer's
// shortcuts: tabs and carriage returns between tokens, blank-line gaps on
// both sides of maxLineGap, a raw string literal spanning lines, pragma
// lines, line markers entering and leaving a system header, and code the
// translation rewrites (a launch, a device function, a managed variable).
const printerCorners = "# 1 \"c.cu\"\n" +
	"int\ta =\t1 ;\r\nint b = 2;\n\n\n\n\n\n\n\nint c = 3;\n\n\n\n\n\n\n\n\n\nint d = 4;\n" +
	"const char *r = R\"x(line one\nline two\n  line three)x\"; int e = 5;\n" +
	"#pragma once\n#pragma GCC diagnostic push\nint f = 6;\n" +
	"# 1 \"/usr/include/sys.h\" 1 3\nextern int g(int   x,\n    int y);\n" +
	"# 12 \"c.cu\" 2\n" +
	"__attribute__((global)) void k(int n) {}\n" +
	"__attribute__((device)) int dev(int x) { return x + 1; }\n" +
	"__attribute__((managed)) int m;\n" +
	"void host() {\n  k<<<1, 2>>>(m);\n\tint q = m + a;   int w = q;\n\n\n}\n" +
	"#pragma GCC diagnostic pop\n"

// TestPrinterShortcutsMatch: the printer's shortcuts (advance, stretch)
// print what resolving every token's position prints.
func TestPrinterShortcutsMatch(t *testing.T) {
	inputs := map[string][]byte{"corners.ii": []byte(printerCorners)}
	golden, _ := filepath.Glob("testdata/*.ii")
	for _, g := range golden {
		src, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(g)] = src
	}
	if _, err := exec.LookPath("g++"); err == nil {
		cmd := exec.Command("g++", "-E", "-x", "c++", "-std=c++17", "-")
		cmd.Stdin = strings.NewReader("#include <map>\n#include <regex>\n#include <iostream>\nint main() { std::cout << R\"(a\nb)\" << std::endl; }\n")
		src, err := cmd.Output()
		if err != nil {
			t.Fatalf("g++ -E: %v", err)
		}
		inputs["libstdc++.ii"] = src
	}
	for name, src := range inputs {
		var l diagList
		res := pp.ReadPreprocessed(name, src, &l)
		tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
		in := &Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID}
		fast, err1 := generate(in, true)
		slow, err2 := generate(in, false)
		if (err1 == nil) != (err2 == nil) {
			t.Fatalf("%s: errors differ: %v / %v", name, err1, err2)
		}
		if !bytes.Equal(fast, slow) {
			t.Errorf("%s: the shortcuts print differently:\n%s", name, firstDiff(string(fast), string(slow)))
		}
		if name == "corners.ii" && (err1 != nil || !bytes.Contains(fast, []byte("__cudaPushCallConfiguration")) || !bytes.Contains(fast, []byte("line two\nline three")) && !bytes.Contains(fast, []byte("line two\n  line three"))) {
			t.Errorf("%s: the translation lacks what the input is there to test (error %v):\n%s", name, err1, fast)
		}
	}
}
