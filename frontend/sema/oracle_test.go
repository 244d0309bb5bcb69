package sema

import (
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/internal/stubreg"
)

// TestOracleRegistrations compiles each testdata/oracle/*.cu with NVIDIA's
// nvcc 11.8 (CUDA_ORACLE) and checks that the kernels, kernel template
// instantiations and device variables sema finds in nvcc's host-side
// preprocessed file, with their device names, sizes and extern flags, are
// exactly those the stub file registers; and that the module ID's tail is
// the crc32 of the symbol sema picks for it.
func TestOracleRegistrations(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	nvcc := filepath.Join(root, "usr/lib/nvidia-cuda-toolkit/bin/nvcc")
	if _, err := os.Stat(nvcc); err != nil {
		t.Skip("no nvcc in CUDA_ORACLE")
	}
	files, _ := filepath.Glob("testdata/oracle/*.cu")
	if len(files) == 0 {
		t.Fatal("no programs in testdata/oracle")
	}
	for _, f := range files {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			dir := t.TempDir()
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(filepath.Base(f), ".cu")
			if err := os.WriteFile(filepath.Join(dir, base+".cu"), src, 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(nvcc, "-allow-unsupported-compiler", "-ccbin", "/usr/bin/g++", "-arch=sm_70", "-keep", "-c", base+".cu")
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("nvcc: %v\n%s", err, out)
			}
			stub, err := os.ReadFile(filepath.Join(dir, base+".cudafe1.stub.c"))
			if err != nil {
				t.Fatal(err)
			}
			mid, err := os.ReadFile(filepath.Join(dir, base+".module_id"))
			if err != nil {
				t.Fatal(err)
			}
			ii, err := os.ReadFile(filepath.Join(dir, base+".cpp4.ii"))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			kernels, variables := stubreg.Read(string(stub))
			for _, k := range kernels {
				want = append(want, "kernel "+k.Name)
			}
			for _, v := range variables {
				kind := "variable"
				if v.Managed {
					kind = "managed"
				}
				want = append(want, fmt.Sprintf("%s %s extern=%s size=%d constant=%s", kind, v.Name, flag01(v.Extern), v.Size, flag01(v.Constant)))
			}
			if len(want) == 0 {
				t.Fatalf("no registrations found in the stub file")
			}
			ck := checkSource(t, base+".cpp4.ii", ii, parse.CXX17, Options{ModuleID: strings.TrimSpace(string(mid))})
			for _, d := range ck.semaDiags {
				t.Errorf("sema: %s", ck.describe(d))
			}
			var got []string
			for _, k := range ck.res.Kernels {
				if k.Err != "" {
					t.Errorf("kernel %s: %s", k.Decl.Name, k.Err)
				}
				got = append(got, "kernel "+k.RegName)
			}
			for _, v := range ck.res.Variables {
				if v.Mem == 3 { // __shared__ variables are not registered
					continue
				}
				kind := "variable"
				if v.Mem == 4 {
					kind = "managed"
				}
				ext, constant := "0", "0"
				if v.Extern {
					ext = "1"
				}
				if v.Mem == 2 {
					constant = "1"
				}
				got = append(got, fmt.Sprintf("%s %s extern=%s size=%d constant=%s", kind, v.Name, ext, v.Size, constant))
			}
			sort.Strings(want)
			sort.Strings(got)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("registrations differ\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
			id := strings.TrimSpace(string(mid))
			sym := ck.res.ModuleIDSymbol()
			// The selected entity's name ends the ID as it is when it has at
			// most 8 characters, as its crc32 otherwise.
			tail := fmt.Sprintf("_%08x", crc32.ChecksumIEEE([]byte(sym)))
			if len(sym) <= 8 {
				tail = "_" + sym
			}
			if !strings.HasSuffix(id, tail) {
				t.Errorf("module ID %s does not end in %s (from %q)", id, tail, sym)
			}
		})
	}
}

// flag01 spells a flag as the stub file does.
func flag01(b bool) string {
	if b {
		return "1"
	}
	return "0"
}
