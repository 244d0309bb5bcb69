package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// envInterruptRoot makes TestBuildInterruptHelper run a slow build of the
// project at that root; TestBuildInterrupt runs it in a child process and
// interrupts it.
const envInterruptRoot = "CUFE_TEST_INTERRUPT_ROOT"

func TestBuildInterruptHelper(t *testing.T) {
	root := os.Getenv(envInterruptRoot)
	if root == "" {
		t.Skip("helper for TestBuildInterrupt")
	}
	fe := &testFrontEnd{delay: 30 * time.Millisecond}
	os.Exit(runBuild([]string{"-C", root, "--no-cache", "-j", "2"}, os.Stdout, os.Stderr, fe.compile))
}

// TestBuildInterrupt sends SIGINT to a build part-way: it must stop with
// status 130, and every output on disk must be whole (what a complete build
// writes), with no temporary file left.
func TestBuildInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process")
	}
	root := t.TempDir()
	put(t, filepath.Join(root, "include", "h.h"), "int h;\n")
	for i := 0; i < 40; i++ {
		put(t, filepath.Join(root, "src", fmt.Sprintf("u%02d.cu", i)), fmt.Sprintf("#include \"../include/h.h\"\nint u%d;\n", i))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestBuildInterruptHelper$")
	cmd.Env = append(os.Environ(), envInterruptRoot+"="+root)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "build", "cufe", "src")
	deadline := time.Now().Add(10 * time.Second)
	for {
		if m, _ := filepath.Glob(filepath.Join(out, "*.cudafe1.cpp")); len(m) >= 4 || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 130 {
		t.Fatalf("interrupted build: %v\n%s%s", err, stdout.String(), stderr.String())
	}
	if !strings.Contains(stderr.String(), "cufe build: interrupted") || !strings.Contains(stdout.String(), "canceled") {
		t.Fatalf("no word of the interruption:\n%s%s", stdout.String(), stderr.String())
	}
	partial := readTree(t, out)
	if len(partial) == 0 || len(partial) >= 80 {
		t.Fatalf("%d outputs after the interrupt; want some, not all", len(partial))
	}
	fe := &testFrontEnd{}
	if r := runCmd(t, fe, "build", "-C", root, "--no-cache", "-q"); r.status != 0 {
		t.Fatalf("build after the interrupt: %d %s", r.status, r.stderr)
	}
	full := readTree(t, out)
	for f, text := range partial {
		if strings.HasPrefix(filepath.Base(f), ".cufe-tmp-") {
			t.Errorf("temporary file left by the interrupted build: %s", f)
		} else if full[f] != text {
			t.Errorf("%s was left incomplete", f)
		}
	}
}
