package tu

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// TestOracleModuleIDsOfPrograms (issue 5, acceptance 2): for every
// translation unit of testdata/programs, the module ID cufe computes
// equals the one CUDA 11.8's nvcc writes for the same absolute path and
// flags, both from nvcc's host .ii and from the .cu preprocessed by cufe.
func TestOracleModuleIDsOfPrograms(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	if testing.Short() {
		t.Skip("runs nvcc on every program")
	}
	nvcc := filepath.Join(root, "usr/lib/nvidia-cuda-toolkit/bin/nvcc")
	dirs, _ := filepath.Glob("../../testdata/programs/*")
	s := options.NewSession()
	n := 0
	for _, d := range dirs {
		cus, _ := filepath.Glob(filepath.Join(d, "*.cu"))
		if len(cus) == 0 {
			continue
		}
		name := filepath.Base(d)
		t.Run(name, func(t *testing.T) {
			work := t.TempDir()
			for _, pat := range []string{"*.cu", "*.cuh", "*.h"} {
				fs, _ := filepath.Glob(filepath.Join(d, pat))
				for _, f := range fs {
					data, err := os.ReadFile(f)
					if err == nil {
						err = os.WriteFile(filepath.Join(work, filepath.Base(f)), data, 0o644)
					}
					if err != nil {
						t.Fatal(err)
					}
				}
			}
			flags, _ := os.ReadFile(filepath.Join(d, "flags"))
			nvFlags := strings.Fields(string(flags))
			for _, cu := range cus {
				n++
				base := strings.TrimSuffix(filepath.Base(cu), ".cu")
				args := append([]string{"-allow-unsupported-compiler", "-ccbin", "/usr/bin/g++", "-arch=sm_70", "-keep", "-c"}, nvFlags...)
				cmd := exec.Command(nvcc, append(args, base+".cu", "-o", base+".o")...)
				cmd.Dir = work
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("nvcc %s: %v\n%s", base, err, out)
				}
				want, err := os.ReadFile(filepath.Join(work, base+".module_id"))
				if err != nil {
					t.Fatal(err)
				}
				src := filepath.Join(work, base+".cu")
				fe := append([]string{"--c++17", "--gnu_version=120200", "--orig_src_file_name", base + ".cu",
					"--orig_src_path_name", src, "--allow_managed", "--gen_module_id_file"}, frontEndFlags(nvFlags)...)
				for _, input := range []string{filepath.Join(work, base+".cpp4.ii"), src} {
					idFile := filepath.Join(work, base+".cufe.module_id")
					a := append(append([]string{}, fe...), "--module_id_file_name", idFile)
					if input == src {
						a = append(a, "--cuda-path", root, "-arch=sm_70", "-allow-unsupported-compiler")
					}
					out, err := Compile(context.Background(), s, Input{Path: input, Args: a})
					if err != nil {
						t.Fatalf("%s: %v", input, err)
					}
					if out.ExitStatus != 0 {
						t.Fatalf("%s: status %d\n%s", input, out.ExitStatus, out.Diagnostics)
					}
					var got string
					for _, f := range out.Files {
						if f.Path == idFile {
							got = string(f.Data)
						}
					}
					if got != string(want) {
						t.Errorf("%s: cufe computes %q, nvcc wrote %q", input, got, want)
					}
				}
			}
		})
	}
	if f := flag.Lookup("test.run"); n < 40 && (f == nil || f.Value.String() == "") {
		t.Errorf("only %d translation units checked", n)
	}
}

// frontEndFlags maps a program's nvcc flags to the front-end flags nvcc
// passes for them.
func frontEndFlags(nvccFlags []string) []string {
	var out []string
	for _, f := range nvccFlags {
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
