package toolchain

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// dryrun is one recorded `nvcc -dryrun -keep` output: its variables and its
// steps as argument vectors, split as the shell nvcc hands them to would.
type dryrun struct {
	vars  map[string]string
	steps [][]string
}

func readDryrun(t *testing.T, name string) dryrun {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	d := dryrun{vars: map[string]string{}}
	for _, line := range strings.Split(string(data), "\n") {
		rest, ok := strings.CutPrefix(line, "#$ ")
		if !ok {
			continue
		}
		if eq := strings.IndexByte(rest, '='); eq > 0 && !strings.ContainsAny(rest[:eq], " \"/") {
			d.vars[rest[:eq]] = rest[eq+1:]
			continue
		}
		words := shellWords(t, rest)
		if len(words) == 0 || words[0] == "rm" {
			continue
		}
		d.steps = append(d.steps, words)
	}
	return d
}

// shellWords splits a command line as sh does for the quoting nvcc prints:
// double quotes with \" and \\ escapes, and $NAME left as written.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\'):
			cur.WriteByte(s[i+1])
			i++
		case c == '"':
			quoted = !quoted
			inWord = true
		case !quoted && (c == ' ' || c == '\t'):
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unbalanced quotes in %q", s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// fixtureToolchain rebuilds the toolchain a recording was made with from
// the variables nvcc printed.
func fixtureToolchain(t *testing.T, d dryrun, major, minor, build int) *Toolchain {
	here := d.vars["_HERE_"]
	tk := &toolkit.Toolkit{Major: major, Minor: minor, Build: build}
	tc := &Toolchain{
		Toolkit: tk, HostCC: "/usr/bin/g++", HostVersion: 120200,
		CICC: "cicc", PTXAS: "ptxas", FATBINARY: "fatbinary", NVLINK: "nvlink",
		LinkStub: here + "/crt/link.stub",
	}
	for _, name := range []string{"INCLUDES", "SYSTEM_INCLUDES"} {
		words := shellWords(t, d.vars[name])
		for i := 0; i < len(words); i++ {
			switch {
			case words[i] == "-isystem":
				tc.Includes = append(tc.Includes, toolkit.IncludeDir{Path: words[i+1], System: true})
				i++
			case strings.HasPrefix(words[i], "-I"):
				tc.Includes = append(tc.Includes, toolkit.IncludeDir{Path: words[i][2:]})
			}
		}
	}
	tc.LibDirs = shellWords(t, d.vars["LIBRARIES"])
	return tc
}

func arches(t *testing.T, names ...string) []toolkit.Arch {
	var out []toolkit.Arch
	for _, n := range names {
		a, err := toolkit.ParseArch(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// plan lists the steps of a whole nvcc-style build of srcs in nvcc's order,
// with the host front end's step spelled as cudafe++'s.
func plan(tc *Toolchain, f *Flags, cwd string, srcs []string, output string) [][]string {
	var steps [][]string
	var objects []string
	newOrder := tc.newStyle()
	for _, s := range srcs {
		src := Source{Name: s, Path: filepath.Join(cwd, s)}
		n := newNames(strings.TrimSuffix(filepath.Base(s), ".cu"), f)
		order := deviceOrder(f)
		host := [][]string{
			tc.Preprocess(f, src, toolkit.Arch{}, n.hostII()),
			append([]string{"cudafe++"}, tc.FrontEnd(f, src, n, newOrder)...),
		}
		if newOrder {
			steps = append(steps, host...)
		}
		for i, a := range order {
			steps = append(steps, tc.Preprocess(f, src, a, n.deviceII(a)), tc.Cicc(f, src, n, a, !newOrder && i == 0))
		}
		for _, a := range f.Arches {
			steps = append(steps, tc.Ptxas(f, n, a))
		}
		steps = append(steps, tc.Fatbinary(f, n))
		if !newOrder {
			steps = append(steps, host...)
		}
		steps = append(steps, tc.HostCompile(f, n))
		objects = append(objects, n.object())
	}
	dl := names{stem: output + "_dlink", multi: len(f.Arches) > 1}
	for _, a := range f.Arches {
		steps = append(steps, tc.Nvlink(f, dl, a, objects))
	}
	steps = append(steps, tc.LinkFatbinary(f, dl), tc.LinkStubCompile(f, dl), tc.Link(f, dl, objects, output))
	return steps
}

// TestCommandsMatchDryrun checks every command line of a build, argument
// by argument, against what nvcc -dryrun printed for the same flags.
func TestCommandsMatchDryrun(t *testing.T) {
	common := Flags{Std: "c++17", AngledDirs: []string{"include"}, SystemDirs: []string{"/sysd"},
		Macros: []pp.MacroArg{{Text: "FOO=1"}, {Undef: true, Text: "BAR"}}, Includes: []string{"foo.h"}}
	cases := []struct {
		file                string
		major, minor, build int
		flags               func(t *testing.T) Flags
		srcs                []string
	}{
		{"dryrun-11.8.txt", 11, 8, 89, func(t *testing.T) Flags {
			f := common
			f.Arches, f.AllowUnsupported = arches(t, "sm_52"), true
			return f
		}, []string{"src/reduce.cu", "src/saxpy.cu"}},
		{"dryrun-13.0.txt", 13, 0, 88, func(t *testing.T) Flags {
			f := common
			f.Arches = arches(t, "sm_75")
			return f
		}, []string{"src/reduce.cu", "src/saxpy.cu"}},
		{"dryrun-11.8-multi.txt", 11, 8, 89, func(t *testing.T) Flags {
			return Flags{AngledDirs: []string{"include"}, ExtendedLambda: true, AllowUnsupported: true, Arches: arches(t, "sm_70", "sm_80")}
		}, []string{"src/reduce.cu"}},
		{"dryrun-11.8-rdc.txt", 11, 8, 89, func(t *testing.T) Flags {
			return Flags{Std: "c++17", AngledDirs: []string{"include"}, RDC: true, ExtendedLambda: true, RelaxedConstexpr: true, AllowUnsupported: true, Arches: arches(t, "sm_70")}
		}, []string{"src/reduce.cu"}},
		{"dryrun-13.0-rdc.txt", 13, 0, 88, func(t *testing.T) Flags {
			return Flags{Std: "c++20", AngledDirs: []string{"include"}, RDC: true, RelaxedConstexpr: true, Arches: arches(t, "sm_80")}
		}, []string{"src/reduce.cu"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			d := readDryrun(t, c.file)
			tc := fixtureToolchain(t, d, c.major, c.minor, c.build)
			f := c.flags(t)
			got := plan(tc, &f, "/tmp/dry/sample", c.srcs, "prog")
			if len(got) != len(d.steps) {
				t.Errorf("%d steps, nvcc runs %d", len(got), len(d.steps))
			}
			for i := 0; i < min(len(got), len(d.steps)); i++ {
				want := d.steps[i]
				want[0] = normalizeTool(want[0])
				g := append([]string{normalizeTool(got[i][0])}, got[i][1:]...)
				if strings.Join(g, "\x00") != strings.Join(want, "\x00") {
					t.Errorf("step %d:\n got  %s\n want %s", i+1, quoteArgs(g), quoteArgs(want))
				}
			}
		})
	}
}

// normalizeTool names a step's program by its base name: nvcc prints
// "/usr/bin"/g++ and "$CICC_PATH/cicc", the plan absolute paths.
func normalizeTool(p string) string { return filepath.Base(p) }

func quoteArgs(a []string) string {
	q := make([]string, len(a))
	for i, s := range a {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, " ")
}
