package moduleid

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/backend/summary"
)

func TestEligibleTable(t *testing.T) {
	for _, c := range idCases {
		got := ""
		if e := Select(c.entities); e != nil {
			got = e.Mangled
		}
		if got != c.want {
			t.Errorf("%s: seed %q, want %q", c.name, got, c.want)
		}
	}
}

// The IDs cudafe++ 11.8 wrote for files at known paths.
func TestRecordedIDs(t *testing.T) {
	n := 0
	for _, c := range idCases {
		if c.recorded == "" {
			continue
		}
		n++
		got, err := Compute(Inputs{SourcePath: "/tmp/mid/" + c.dir + "/t.cu", SourceName: "t.cu", Entities: c.entities})
		if err != nil || got != c.recorded {
			t.Errorf("%s: %q, %v; want %q", c.name, got, err, c.recorded)
		}
	}
	if n < 5 {
		t.Fatalf("only %d recorded cases", n)
	}
}

// Names and paths as cudafe++ 11.8 turned them into IDs (seed _Z4kernPi).
func TestNames(t *testing.T) {
	for _, c := range []struct{ path, name, want string }{
		{"/abs/path/my-file.v2.cu", "my-file.v2.cu", "_73a7cae8_13_my_file_v2_cu_ed63f977"},
		{"", "my-file.v2.cu", "_00000000_13_my_file_v2_cu_ed63f977"},
		{"/abs/path/sub/dir/x y.cu", "sub/dir/x y.cu", "_f9e4bcf6_6_x_y_cu_ed63f977"},
		{"/abs/path/héllo.cu", "héllo.cu", "_adcbdec0_9_h__llo_cu_ed63f977"},
		{"/abs/path/a", "a", "_0c39445b_1_a_ed63f977"},
		{"/abs/path/../up/k.cu", "../up/k.cu", "_b29cbea9_4_k_cu_ed63f977"},
		{`/abs/path/C:\win\k.cu`, `C:\win\k.cu`, "_8e888805_11_C__win_k_cu_ed63f977"},
		{"/abs/path/.hidden.cu", ".hidden.cu", "_8c956863_10__hidden_cu_ed63f977"},
	} {
		got, err := Compute(Inputs{SourcePath: c.path, SourceName: c.name, Entities: []summary.IDEntity{kern}})
		if err != nil || got != c.want {
			t.Errorf("%q %q: %q, %v; want %q", c.path, c.name, got, err, c.want)
		}
	}
}

// The fallback, as cudafe++ 11.8 computed it for an empty file (recorded
// mtime, working directory and PID).
func TestFallback(t *testing.T) {
	in := Inputs{SourcePath: "/tmp/mid/c/empty/t.cu", SourceName: "t.cu",
		Fallback: &Fallback{Ctime: "Sat Nov 21 05:47:51 2026\n", Cwd: "/tmp/mid/c/empty", PID: 27087}}
	got, err := Compute(in)
	if want := "_d0904f74_4_t_cu_1538d31e_27087"; err != nil || got != want {
		t.Errorf("%q, %v; want %q", got, err, want)
	}
	in.Fallback = nil
	if _, err := Compute(in); !errors.Is(err, ErrNoEntity) {
		t.Errorf("no fallback: %v", err)
	}
}

func TestCtimeOf(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "x.cu")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	mt := time.Date(2024, 3, 5, 7, 8, 9, 0, time.Local)
	if err := os.Chtimes(f, mt, mt); err != nil {
		t.Fatal(err)
	}
	if got, want := CtimeOf(f, time.Now()), "Tue Mar  5 07:08:09 2024\n"; got != want {
		t.Errorf("file: %q, want %q", got, want)
	}
	now := time.Date(2025, 12, 25, 23, 0, 1, 0, time.Local)
	if got, want := CtimeOf(dir, now), "Thu Dec 25 23:00:01 2025\n"; got != want {
		t.Errorf("directory: %q, want %q", got, want)
	}
}

func TestResolve(t *testing.T) {
	dir := t.TempDir()
	in := Inputs{SourcePath: "/x/u.cu", SourceName: "u.cu", Entities: []summary.IDEntity{kern}}
	computed, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	// Read mode takes the whole file, newlines included, even when empty.
	for _, content := range []string{"abc-def\n", "x y", "", "\n\nz"} {
		f := filepath.Join(dir, "id")
		if err := os.WriteFile(f, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Resolve(Options{FileName: f}, in)
		if err != nil || got != content {
			t.Errorf("read %q: %q, %v", content, got, err)
		}
		// Generate mode ignores the file's content.
		got, err = Resolve(Options{FileName: f, Generate: true}, in)
		if err != nil || got != computed {
			t.Errorf("generate over %q: %q, %v", content, got, err)
		}
	}
	if got, err := Resolve(Options{}, in); err != nil || got != computed {
		t.Errorf("no file: %q, %v", got, err)
	}
	var fe *FileError
	if _, err := Resolve(Options{FileName: filepath.Join(dir, "missing")}, in); !errors.As(err, &fe) ||
		err.Error() != `cannot open module id file "`+filepath.Join(dir, "missing")+`"` {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Resolve(Options{Generate: true}, in); !errors.Is(err, ErrNoFileName) {
		t.Errorf("generate without name: %v", err)
	}
	if got := string(Contents(computed)); got != computed {
		t.Errorf("Contents = %q", got)
	}
}

func TestHelpers(t *testing.T) {
	id := "_1cad42b7_4_k_cu_587774ad"
	if got := AnonNamespace(id); got != "_GLOBAL__N__1cad42b7_4_k_cu_587774ad" {
		t.Error(got)
	}
	if got := InternalNamespace(id); got != "_INTERNAL_1cad42b7_4_k_cu_587774ad" {
		t.Error(got)
	}
	if got := StaticPrefix("_8bccc355_4_k_cu_587774ad"); got != "__nv_static_25__8bccc355_4_k_cu_587774ad_" {
		t.Error(got)
	}
}
