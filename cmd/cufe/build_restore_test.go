package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A rebuild after outputs were deleted or edited writes back exactly those,
// from the cache, without compiling; the statistics say so.
func TestBuildRestoresDamagedOutputs(t *testing.T) {
	root := sampleProject(t)
	cacheDir := t.TempDir()
	fe := &testFrontEnd{}
	if r := runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "-q"); r.status != 0 {
		t.Fatalf("cold build: %d\n%s", r.status, r.stderr)
	}
	out := filepath.Join(root, "out")
	want := readTree(t, out)
	deleted := filepath.Join(out, "src", "main.module_id")
	edited := filepath.Join(out, "src", "kernels", "add.cudafe1.cpp")
	if err := os.Remove(deleted); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edited, []byte("// edited by hand\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	r := runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir)
	if r.status != 0 || fe.calls.Load() != 3 || !strings.Contains(r.stdout, "cache: hits 3/3") || !strings.Contains(r.stdout, "2 file(s) written") {
		t.Fatalf("rebuild after damage: %d compiles\n%s%s", fe.calls.Load(), r.stdout, r.stderr)
	}
	got := readTree(t, out)
	if len(got) != len(want) {
		t.Fatalf("%d files after the restore, %d before", len(got), len(want))
	}
	for f, w := range want {
		if got[f] != w {
			t.Errorf("%s not restored", f)
		}
	}

	r = runCmd(t, fe, "stats", "--cache-dir", cacheDir, "--json")
	var js struct {
		Last struct {
			Hits      int64 `json:"hits"`
			Restored  int64 `json:"outputs_restored"`
			DataReads int64 `json:"output_data_read"`
		} `json:"last_run"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &js); err != nil {
		t.Fatalf("stats --json: %v\n%s", err, r.stdout)
	}
	if js.Last.Hits != 3 || js.Last.Restored != 2 || js.Last.DataReads != 2 {
		t.Fatalf("last run's statistics %+v", js.Last)
	}
}
