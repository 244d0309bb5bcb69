package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// compilePrograms are the testdata programs the CI test translates (all of
// them with CUFE_ALL_PROGRAMS=1; each costs a preprocess, a parse and a g++
// run). kernel_templates and functors launch kernel templates from host
// function templates (whose instances sema walks: see fromsema.StubGap);
// launch_boxes wraps extended lambdas of function templates whose
// parameters the function type alone does not name.
var compilePrograms = []string{"device_globals", "managed_memory", "launch_bounds_restrict", "namespaces_nested", "internal_linkage", "constant_memory", "kernel_templates", "functors", "device_lambdas", "launch_boxes"}

// TestCompileProgramsGxx: for testdata programs, `cufe cpp` against the
// embedded CUDA headers, then `cufe compile` with the flags nvcc passes,
// then g++ -fsyntax-only on the host translation and the stub file it
// includes (cufe writes both; the module ID is read from a file).
func TestCompileProgramsGxx(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	progs := compilePrograms
	if os.Getenv("CUFE_ALL_PROGRAMS") != "" {
		dirs, _ := filepath.Glob("../../testdata/programs/*")
		progs = nil
		for _, d := range dirs {
			// A `needs` file names headers the embedded set lacks.
			_, needs := os.Stat(filepath.Join(d, "needs"))
			if _, err := os.Stat(filepath.Join(d, "main.cu")); err == nil && needs != nil {
				progs = append(progs, filepath.Base(d))
			}
		}
	}
	for _, name := range progs {
		t.Run(name, func(t *testing.T) {
			src := filepath.Join("../../testdata/programs", name, "main.cu")
			flags, _ := os.ReadFile(filepath.Join(filepath.Dir(src), "flags"))
			dir := t.TempDir()
			ii := filepath.Join(dir, "main.cpp4.ii")
			var out, errb bytes.Buffer
			args := append(strings.Fields(string(flags)), "-o", ii, src)
			if st := runCpp(args, &out, &errb); st != 0 {
				t.Fatalf("cufe cpp: status %d\n%s", st, errb.String())
			}
			id := filepath.Join(dir, "main.module_id")
			if err := os.WriteFile(id, []byte("_0badc0de_7_main_cu_9e1b2c3d"), 0o644); err != nil {
				t.Fatal(err)
			}
			stub := filepath.Join(dir, "main.cudafe1.stub.c")
			// The fatbinary source the stub includes (nvcc's fatbinary
			// step writes it): the symbols crt/host_runtime.h names.
			fatbin := "static const unsigned long long __fatDeviceText[2] = {0, 0};\n" +
				"static const unsigned long long __fatbinwrap_0badc0de_7_main_cu_9e1b2c3d[2] = {0, 0};\n"
			if err := os.WriteFile(filepath.Join(dir, "main.fatbin.c"), []byte(fatbin), 0o644); err != nil {
				t.Fatal(err)
			}
			host := filepath.Join(dir, "main.cudafe1.cpp")
			cargs := []string{"--c++17", "--gnu_version=120200", "--display_error_number", "--orig_src_file_name", "main.cu",
				"--orig_src_path_name", src, "--allow_managed", "--m64", "--parse_templates", "--gen_c_file_name", host,
				"--stub_file_name", stub, "--module_id_file_name", id}
			cargs = append(cargs, cudafeFlags(string(flags))...)
			errb.Reset()
			if st := runCompile(append(cargs, ii), &out, &errb); st != 0 {
				t.Fatalf("cufe compile: status %d\n%s", st, errb.String())
			}
			text, err := os.ReadFile(host)
			if err != nil {
				t.Fatal(err)
			}
			inc := includeDirOf(t, ii)
			cmd := exec.Command(gxx, "-fsyntax-only", "-x", "c++", "-I", inc, "-I", dir, host)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("g++ -fsyntax-only: %v\n%s", err, msg)
			}
			if !bytes.Contains(text, []byte(`#include "`+filepath.Base(stub)+`"`)) && !bytes.Contains(text, []byte(`#include "`+stub+`"`)) {
				t.Errorf("the translation does not include the stub file")
			}
			if st, err := os.ReadFile(stub); err != nil || !bytes.Contains(st, []byte("__sti____cudaRegisterAll")) {
				t.Errorf("no stub file written (%v)", err)
			}
		})
	}
}

// cudafeFlags maps a program's nvcc flags to the cudafe++ flags nvcc
// passes for them.
func cudafeFlags(nvccFlags string) []string {
	var out []string
	for _, f := range strings.Fields(nvccFlags) {
		switch f {
		case "--extended-lambda", "--expt-extended-lambda":
			out = append(out, "--extended-lambda")
		case "--expt-relaxed-constexpr":
			out = append(out, "--relaxed_constexpr")
		case "-rdc=true":
			out = append(out, "--device-c")
		}
	}
	return out
}

// includeDirOf returns the directory of the cuda_runtime.h the .ii was
// made with (the extracted embedded headers).
func includeDirOf(t *testing.T, ii string) string {
	t.Helper()
	data, err := os.ReadFile(ii)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`"(/[^"]*)/cuda_runtime\.h"`).FindSubmatch(data)
	if m == nil {
		t.Fatal("the preprocessed file does not name cuda_runtime.h")
	}
	return string(m[1])
}

// TestCompileCommandLine: unknown flags are command-line errors (exit 4),
// errors in the source give exit 2, and neither leaves an output behind.
func TestCompileCommandLine(t *testing.T) {
	dir := t.TempDir()
	ii := filepath.Join(dir, "x.ii")
	host := filepath.Join(dir, "x.cudafe1.cpp")
	id := filepath.Join(dir, "x.module_id")
	os.WriteFile(id, []byte("_1_x_cu_abc"), 0o644)
	var out, errb bytes.Buffer
	if st := runCompile([]string{"--bogus_flag", ii}, &out, &errb); st != 4 || !strings.Contains(errb.String(), "invalid option: --bogus_flag") {
		t.Errorf("unknown flag: status %d, stderr %q", st, errb.String())
	}
	os.WriteFile(ii, []byte("# 1 \"x.cu\"\nint f() { return undeclared_name; }\n"), 0o644)
	errb.Reset()
	if st := runCompile([]string{"--gen_c_file_name", host, "--module_id_file_name", id, ii}, &out, &errb); st != 2 {
		t.Errorf("source error: status %d, stderr %q", st, errb.String())
	}
	if _, err := os.Stat(host); err == nil {
		t.Errorf("an output was written after an error")
	}
	os.WriteFile(ii, []byte("# 1 \"x.cu\"\n__attribute__((global)) void k(int *p) { *p = 1; }\nint main() { k<<<1, 1>>>(0); }\n"), 0o644)
	errb.Reset()
	stubFile := filepath.Join(dir, "x.stub.c")
	if st := runCompile([]string{"--gen_c_file_name", host, "--module_id_file_name", id, "--stub_file_name", stubFile, ii}, &out, &errb); st != 0 {
		t.Fatalf("status %d, stderr %q", st, errb.String())
	}
	text, _ := os.ReadFile(host)
	for _, want := range []string{"void k(int *p) ;", "(__cudaPushCallConfiguration( 1, 1 )) ? (void)0 : k (0)", `#include "` + stubFile + `"`, "_GLOBAL__N__1_x_cu_abc"} {
		if !bytes.Contains(text, []byte(want)) {
			t.Errorf("translation lacks %q:\n%s", want, text)
		}
	}
	out.Reset()
	if st := runCompile([]string{"--help"}, &out, &errb); st != 0 || !strings.Contains(out.String(), "--parse_templates") {
		t.Errorf("--help: status %d, output %q", st, out.String())
	}
}
