package hostcc

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/hostcc/internal/gccout"
)

// gxx returns g++'s path, skipping the test where there is none.
func gxx(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++ on PATH")
	}
	return p
}

// gxx12 is gxx for tests that compare with the embedded gcc 12 set.
func gxx12(t testing.TB) string {
	t.Helper()
	p := gxx(t)
	out, err := exec.Command(p, "-dumpfullversion").Output()
	if err != nil || !strings.HasPrefix(string(out), "12.") {
		t.Skipf("g++ is not gcc 12 (%q)", out)
	}
	machine, err := exec.Command(p, "-dumpmachine").Output()
	if err != nil || strings.TrimSpace(string(machine)) != "x86_64-linux-gnu" {
		t.Skipf("g++ does not target x86_64-linux-gnu (%q)", machine)
	}
	return p
}

// runGxx runs g++ in the C locale and returns stdout and stderr.
func runGxx(t testing.TB, args ...string) (string, string) {
	t.Helper()
	cmd := exec.Command(gxx(t), args...)
	cmd.Env = probeEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("g++ %v: %v\n%s", args, err, stderr.String())
	}
	return stdout.String(), stderr.String()
}

// dumpMacros is `g++ -dM -E -x c++ FLAGS /dev/null` as a name -> #define map.
func dumpMacros(t testing.TB, flags ...string) map[string]string {
	t.Helper()
	out, _ := runGxx(t, append(append([]string{"-dM", "-E", "-x", "c++"}, flags...), "/dev/null")...)
	set := map[string]string{}
	gccout.Apply(set, strings.Split(strings.TrimSpace(out), "\n"))
	return set
}

// searchList is g++'s <...> search list for flags.
func searchList(t testing.TB, flags ...string) []string {
	t.Helper()
	_, errOut := runGxx(t, append(append([]string{"-E", "-v", "-x", "c++"}, flags...), "/dev/null")...)
	v, err := gccout.ParseVerbose([]byte(errOut))
	if err != nil {
		t.Fatal(err)
	}
	return v.SystemDirs
}

func macroSet(lines []string) map[string]string {
	set := map[string]string{}
	gccout.Apply(set, lines)
	return set
}

// diffSets describes how two macro sets differ, "" when they do not.
func diffSets(got, want map[string]string) string {
	var b strings.Builder
	for k, v := range want {
		if got[k] != v {
			b.WriteString("\n  want " + v + "\n   got " + got[k])
		}
	}
	for k, v := range got {
		if _, ok := want[k]; !ok {
			b.WriteString("\n  extra " + v)
		}
	}
	return b.String()
}
