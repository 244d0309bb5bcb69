package hostcc

import (
	"slices"
	"strings"
	"testing"
)

func TestParseArgsNormalizes(t *testing.T) {
	for _, tc := range []struct {
		in    string
		std   string
		flags string
	}{
		{"-O2 -Wall -g -DNDEBUG -D_GLIBCXX_ASSERTIONS -I inc -Iinc2 -c -o x.o", "", "-O"},
		{"-O3 -O0", "", ""},
		{"-Os -O2", "", "-O"},
		{"-Oz", "", "-Os"},
		{"-Ofast", "", "-Ofast"},
		{"-std=c++1z -std=gnu++2a", "gnu++20", ""},
		{"--std=c++0x", "c++11", ""},
		{"-ansi", "c++98", ""},
		{"-fno-exceptions -fno-rtti -fexceptions", "", "-fno-rtti"},
		{"-fexceptions -frtti -fthreadsafe-statics", "", ""},
		{"-m32 -m64", "", "-m64"},
		{"-mavx -mno-avx -mfma", "", "-mno-avx -mfma"},
		{"-march=haswell -march=x86-64-v3", "", "-march=x86-64-v3"},
		{"-fsanitize=address -fsanitize=undefined", "", "-fsanitize=address -fsanitize=undefined"},
		{"-pthread -fPIC -pthread", "", "-fPIC -pthread"},
		{"-isysroot /sdk --sysroot=/root -nostdinc++", "", "-isysroot=/sdk --sysroot=/root -nostdinc++"},
		{"-fno-strict-aliasing -ffunction-sections -fvisibility=hidden -flto=auto -fdiagnostics-color=always", "", ""},
		{"-isystem /x -idirafter /y -include pre.h -imacros m.h -x cu", "", ""},
		{"-Xlinker -rpath -Wl,-z,now -shared -fPIC", "", "-fPIC"},
		{"-Wall -Wpedantic -Werror", "", "-Wpedantic"},
	} {
		a, err := ParseArgs(strings.Fields(tc.in))
		if err != nil {
			t.Errorf("ParseArgs(%q): %v", tc.in, err)
			continue
		}
		if a.Std != tc.std || strings.Join(a.Flags, " ") != tc.flags {
			t.Errorf("ParseArgs(%q) = std %q flags %q, want %q %q", tc.in, a.Std, a.Flags, tc.std, tc.flags)
		}
	}
}

func TestParseArgsFailsLoudly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"-O2 main.cpp", `flag 2 "main.cpp": not a flag`},
		{"-std=c11", `flag 1 "-std=c11": not a C++ standard`},
		{"-Wp,-DX", `flag 1 "-Wp,-DX": passes options straight`},
		{"-Xpreprocessor -DX", `flag 1 "-Xpreprocessor"`},
		{"-O2 -isysroot", `flag 2 "-isysroot": missing argument`},
		{"-I", `flag 1 "-I": missing argument`},
		{"--frobnicate", `flag 1 "--frobnicate": unknown`},
	} {
		_, err := ParseArgs(strings.Fields(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseArgs(%q) error = %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

func TestArgsKeyAndCommandLine(t *testing.T) {
	a, err := ParseArgs([]string{"-std=c++17", "-isysroot", "/my sdk", "-O2"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := a.Key(), `std=c++17 flags="-isysroot=/my sdk" -O`; got != want {
		t.Errorf("Key() = %q, want %q", got, want)
	}
	if got, want := a.CommandLine(), []string{"-std=c++17", "-isysroot", "/my sdk", "-O"}; !slices.Equal(got, want) {
		t.Errorf("CommandLine() = %q, want %q", got, want)
	}
	b, _ := ParseArgs([]string{"-march=native"})
	if !b.Native {
		t.Error("-march=native did not set Native")
	}
}

// TestDroppedFlagsDoNotChangeTheProbe asks g++ whether each flag ParseArgs
// drops really leaves the predefined macros and the search list alone. (-D
// and -U are dropped for another reason: the preprocessor applies them.)
func TestDroppedFlagsDoNotChangeTheProbe(t *testing.T) {
	gxx(t)
	baseMacros, baseDirs := dumpMacros(t, "-std=c++17"), searchList(t, "-std=c++17")
	for _, f := range []string{
		"-Wall", "-Wextra", "-w", "-g", "-g3", "-pipe",
		"-fno-strict-aliasing", "-ffunction-sections", "-fdata-sections", "-fno-omit-frame-pointer",
		"-fvisibility=hidden", "-fvisibility-inlines-hidden", "-fno-common", "-fpermissive", "-flto",
		"-fno-plt", "-fno-semantic-interposition", "-fasynchronous-unwind-tables", "-fwrapv",
		"-fdiagnostics-color=always", "-fmessage-length=0", "-ftemplate-depth=100", "-fstack-clash-protection",
		"-fno-ident", "-fprofile-arcs", "-ftest-coverage", "-frecord-gcc-switches", "-funroll-loops",
		"-shared", "-static", "-rdynamic", "-no-pie", "-fno-delete-null-pointer-checks",
	} {
		a, err := ParseArgs([]string{f})
		if err != nil || len(a.Flags) != 0 {
			t.Errorf("ParseArgs(%q) kept %q (err %v); the test lists only dropped flags", f, a.Flags, err)
			continue
		}
		if d := diffSets(dumpMacros(t, "-std=c++17", f), baseMacros); d != "" {
			t.Errorf("%s changes the macros:%s", f, d)
		}
		if dirs := searchList(t, "-std=c++17", f); !slices.Equal(dirs, baseDirs) {
			t.Errorf("%s changes the search list: %q", f, dirs)
		}
	}
}

// TestOptimizationLevelsNormalizeToTheSameMacros checks the -O spelling rule
// against g++.
func TestOptimizationLevelsNormalizeToTheSameMacros(t *testing.T) {
	gxx(t)
	for _, level := range []string{"-O", "-O1", "-O2", "-O3", "-Og", "-Os", "-Oz", "-Ofast", "-O0"} {
		a, err := ParseArgs([]string{level})
		if err != nil {
			t.Fatal(err)
		}
		normal := append([]string{"-std=c++17"}, a.Flags...)
		if d := diffSets(dumpMacros(t, "-std=c++17", level), dumpMacros(t, normal...)); d != "" {
			t.Errorf("%s and its normal form %q differ:%s", level, a.Flags, d)
		}
	}
}

func TestNormalizeStd(t *testing.T) {
	for in, want := range map[string]string{"c++03": "c++98", "gnu++1y": "gnu++14", "c++2b": "c++23", "c++26": "c++26", "gnu++17": "gnu++17"} {
		if got, err := NormalizeStd(in); err != nil || got != want {
			t.Errorf("NormalizeStd(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"c11", "c++", "c++1", "gnu++abc", "17"} {
		if _, err := NormalizeStd(bad); err == nil {
			t.Errorf("NormalizeStd(%q) succeeded", bad)
		}
	}
}
