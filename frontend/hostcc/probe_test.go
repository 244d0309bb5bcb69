package hostcc

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestProbeMatchesEmbedded is the check on the generated data: a live probe
// of this machine's gcc 12 and the embedded set agree line for line.
func TestProbeMatchesEmbedded(t *testing.T) {
	gxx12(t)
	for _, std := range []string{"c++17", "c++20"} {
		live, err := NewCache("").Probe("g++", std, nil)
		if err != nil {
			t.Fatal(err)
		}
		emb, err := Embedded(std, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(live.Macros, emb.Macros) {
			t.Errorf("%s: macros differ:%s", std, diffSets(macroSet(emb.Macros), macroSet(live.Macros)))
		}
		if !slices.Equal(live.SystemDirs, emb.SystemDirs) {
			t.Errorf("%s: search list %q, embedded %q", std, live.SystemDirs, emb.SystemDirs)
		}
		if !slices.Equal(live.PreIncludes, emb.PreIncludes) {
			t.Errorf("%s: pre-includes %q, embedded %q", std, live.PreIncludes, emb.PreIncludes)
		}
		if live.Version != emb.Version || live.Target != emb.Target || live.Banner != emb.Banner || live.Std != emb.Std {
			t.Errorf("%s: live %s %s %q %s, embedded %s %s %q %s", std, live.Version, live.Target, live.Banner, live.Std,
				emb.Version, emb.Target, emb.Banner, emb.Std)
		}
		if live.Embedded || !emb.Embedded || len(live.Notes) != 0 {
			t.Errorf("%s: Embedded %v/%v, notes %q", std, live.Embedded, emb.Embedded, live.Notes)
		}
	}
}

// TestEmbeddedFlagsMatchProbe checks the measured flag deltas, combined,
// against g++ itself.
func TestEmbeddedFlagsMatchProbe(t *testing.T) {
	gxx12(t)
	for _, tc := range []struct{ std, flags string }{
		{"c++17", "-O2 -fno-exceptions -fno-rtti"},
		{"c++20", "-Os -pthread -fPIC -mavx2"},
		{"gnu++14", "-Ofast -funsigned-char -fopenmp -m64"},
		{"c++11", "-fno-pie -march=x86-64-v3 -fno-threadsafe-statics"},
	} {
		flags := strings.Fields(tc.flags)
		live, err := NewCache("").Probe("g++", tc.std, flags)
		if err != nil {
			t.Fatal(err)
		}
		emb, err := Embedded(tc.std, flags)
		if err != nil {
			t.Fatal(err)
		}
		if d := diffSets(macroSet(emb.Macros), macroSet(live.Macros)); d != "" {
			t.Errorf("-std=%s %s: embedded differs from g++:%s", tc.std, tc.flags, d)
		}
	}
}

// TestPredefinesArePreIncludeFree checks the split of `g++ -dM` into the
// compiler's own macros and those of the pre-included header: without the
// header (-nostdinc) g++ defines exactly Macros, and every other -dM macro is
// defined in the pre-included file.
func TestPredefinesArePreIncludeFree(t *testing.T) {
	gxx(t)
	c, err := NewCache("").Probe("g++", "c++17", nil)
	if err != nil {
		t.Fatal(err)
	}
	own := macroSet(c.Macros)
	if d := diffSets(own, dumpMacros(t, "-std=c++17", "-nostdinc")); d != "" {
		t.Errorf("Macros differ from g++ -dM -nostdinc:%s", d)
	}
	if len(c.PreIncludes) == 0 {
		t.Skip("this g++ pre-includes nothing")
	}
	var text strings.Builder
	for _, name := range c.PreIncludes {
		for _, d := range c.SystemDirs {
			if b, err := os.ReadFile(filepath.Join(d, name)); err == nil {
				text.Write(b)
				break
			}
		}
	}
	for name := range dumpMacros(t, "-std=c++17") {
		if _, ok := own[name]; !ok && !strings.Contains(text.String(), name) {
			t.Errorf("-dM defines %s, which is neither the compiler's nor in %q", name, c.PreIncludes)
		}
	}
	if !strings.HasSuffix(c.Predefines(), "\n") || strings.Count(c.Predefines(), "\n") != len(c.Macros) {
		t.Error("Predefines is not Macros a line each")
	}
}

func TestProbeDefaultStdAndVersion(t *testing.T) {
	gxx12(t)
	c, err := NewCache("").Probe("g++", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	emb, err := Embedded("", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Std != emb.Std || !slices.Equal(c.Macros, emb.Macros) {
		t.Errorf("default std: probe %s, embedded %s", c.Std, emb.Std)
	}
	if c.VersionFlag() != "--gnu_version="+strings.ReplaceAll(versionDigits(c.Version), ".", "") {
		t.Errorf("VersionFlag() = %s for %s", c.VersionFlag(), c.Version)
	}
}

// versionDigits spells 12.2.0 as 12.02.00, the --gnu_version layout.
func versionDigits(v string) string {
	parts := strings.Split(v, ".")
	for i := 1; i < len(parts); i++ {
		if len(parts[i]) == 1 {
			parts[i] = "0" + parts[i]
		}
	}
	return strings.Join(parts, ".")
}

func TestProbeFailsLoudly(t *testing.T) {
	if _, err := NewCache("").Probe("/nonexistent/g++", "c++17", nil); err == nil || !strings.Contains(err.Error(), "/nonexistent/g++") {
		t.Errorf("missing compiler: %v", err)
	}
	gxx(t)
	if _, err := NewCache("").Probe("g++", "c++17", []string{"-mno-such-option"}); err == nil || !strings.Contains(err.Error(), "-mno-such-option") {
		t.Errorf("flag g++ rejects: %v", err)
	}
	if _, err := NewCache("").Probe("g++", "c11", nil); err == nil {
		t.Error("a C standard was accepted")
	}
}
