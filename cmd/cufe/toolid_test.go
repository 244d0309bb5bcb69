package main

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestCacheVersion: cache keys name the running executable's Go build ID,
// as `go tool buildid` reads it, so that a rebuilt cufe keys apart.
func TestCacheVersion(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the build ID is read from ELF executables")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	id, err := goBuildID(exe)
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "tool", "buildid", exe).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	if want := strings.TrimSpace(string(out)); id != want {
		t.Errorf("build ID %q, go tool buildid says %q", id, want)
	}
	if v := cacheVersion(); v != Version+" "+id {
		t.Errorf("cacheVersion() = %q, want the version and the build ID", v)
	}
	if _, err := goBuildID("toolid.go"); err == nil {
		t.Error("a Go source file has no build ID, yet one was read")
	}
}
