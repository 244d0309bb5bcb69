package toolkit

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// CUDA 13.0's nvcc cannot be pointed at another header set: its include
// directory, which it always passes, holds extension-less wrappers
// (<cmath>, ...) that refuse headers of another CUDA version. These tests
// therefore run its steps themselves, as `nvcc -dryrun -arch=sm_75` lists
// them, with the embedded headers as the only CUDA include directory: g++
// -E for the host, cudafe++ (host translation), g++ -E for the device and
// cicc (device code and the stub file). No ptxas or fatbinary: the stub's
// fatbinary include is left to the caller.

// nvidia130Outputs are the files NVIDIA's 13.0 front end writes for base.cu.
type nvidia130Outputs struct {
	HostCpp []byte // base.cudafe1.cpp, which includes the stub
	Stub    []byte // base.cudafe1.stub.c
}

// runNVIDIA130 compiles dir/base.cu's front-end steps with the toolkit at
// root and the headers in inc.
func runNVIDIA130(t *testing.T, root, inc, dir, base string, rdc bool) nvidia130Outputs {
	t.Helper()
	src := base + ".cu"
	pre := []string{"-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__", "-I" + inc,
		"-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0", "-D__CUDACC_VER_BUILD__=88",
		"-D__CUDA_API_VER_MAJOR__=13", "-D__CUDA_API_VER_MINOR__=0", "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
		"-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1", "-include", "cuda_runtime.h", "-m64"}
	common := []string{"--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200",
		"--display_error_number", "--orig_src_file_name", src, "--orig_src_path_name", filepath.Join(dir, src), "--allow_managed"}
	if rdc {
		pre = append(pre, "-D__CUDACC_RDC__")
		common = append(common, "--device-c")
	}
	step := func(env []string, name string, args ...string) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
			t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
		}
	}
	step(nil, "g++", append(append([]string{"-D__CUDA_ARCH_LIST__=750"}, pre...), src, "-o", base+".cpp4.ii")...)
	step(nil, filepath.Join(root, "bin", "cudafe++"), append(append([]string{}, common...), "--m64", "--parse_templates",
		"--gen_c_file_name", base+".cudafe1.cpp", "--stub_file_name", base+".cudafe1.stub.c",
		"--gen_module_id_file", "--module_id_file_name", base+".module_id", base+".cpp4.ii")...)
	step(nil, "g++", append(append([]string{"-D__CUDA_ARCH__=750", "-D__CUDA_ARCH_LIST__=750", "-DCUDA_DOUBLE_MATH_FUNCTIONS"}, pre...),
		src, "-o", base+".cpp1.ii")...)
	step([]string{"NVVMIR_LIBRARY_DIR=" + filepath.Join(root, "nvvm", "libdevice")}, filepath.Join(root, "nvvm", "bin", "cicc"),
		append(append([]string{}, common...), "-arch", "compute_75", "-m64", "--no-version-ident", "-ftz=0", "-prec_div=1",
			"-prec_sqrt=1", "-fmad=1", "--include_file_name", base+".fatbin.c", "-tused", "--module_id_file_name", base+".module_id",
			"--gen_c_file_name", base+".cudafe1.c", "--stub_file_name", base+".cudafe1.stub.c",
			"--gen_device_file_name", base+".cudafe1.gpu", base+".cpp1.ii", "-o", base+".ptx")...)
	var o nvidia130Outputs
	var err error
	if o.HostCpp, err = os.ReadFile(filepath.Join(dir, base+".cudafe1.cpp")); err != nil {
		t.Fatal(err)
	}
	if o.Stub, err = os.ReadFile(filepath.Join(dir, base+".cudafe1.stub.c")); err != nil {
		t.Fatal(err)
	}
	return o
}

// fakeFatbin is a stand-in for base.fatbin.c, which the stub includes: the
// symbols the registration code takes the address of, without a device
// image. stub names the -rdc module ID in its #define __NV_MODULE_ID.
func fakeFatbin(stub []byte) string {
	s := "static const unsigned long long __fatDeviceText[2] = {0, 0};\n"
	const def = "#define __NV_MODULE_ID "
	if i := strings.Index(string(stub), def); i >= 0 {
		id, _, _ := strings.Cut(string(stub[i+len(def):]), "\n")
		s += fmt.Sprintf("static const unsigned long long __fatbinwrap%s[2] = {0, 0};\n", strings.TrimSpace(id))
	}
	return s
}

// compileHost runs g++ -c on dir/base.cudafe1.cpp as nvcc's last host step
// does (no __CUDACC__: the output is plain C++), with the embedded headers
// and warnings on; any diagnostic fails the test.
func compileHost(t *testing.T, inc, dir, base string, stub []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, base+".fatbin.c"), []byte(fakeFatbin(stub)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("g++", "-c", "-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-I", inc, "-m64",
		base+".cudafe1.cpp", "-o", base+".o")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("g++ -c %s.cudafe1.cpp: %v\n%s", base, err, out)
	}
}

// TestCUDAProgramsWithNVIDIA130 gives CUDA 13.0's front end the embedded
// headers and compiles its host output, stub included (13.0's protocol:
// two-argument __cudaLaunch, hidden-visibility stubs), with g++.
func TestCUDAProgramsWithNVIDIA130(t *testing.T) {
	o := oracle130(t)
	if testing.Short() {
		t.Skip("runs CUDA 13.0's cudafe++ and cicc")
	}
	gxx(t)
	tk := extracted(t)
	for _, p := range append(programs(t), filepath.Join("testdata", "hostruntime", "hostruntime.cu")) {
		for _, rdc := range []bool{true, false} {
			name := filepath.Base(p)
			if rdc {
				name += " rdc"
			}
			t.Run(name, func(t *testing.T) {
				dir := t.TempDir()
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				base := strings.TrimSuffix(filepath.Base(p), ".cu")
				if err := os.WriteFile(filepath.Join(dir, base+".cu"), data, 0o644); err != nil {
					t.Fatal(err)
				}
				out := runNVIDIA130(t, o.tk.Root, tk.IncludeDir, dir, base, rdc)
				if !strings.Contains(string(out.Stub), ", 0U)") {
					t.Errorf("the stub has no 13.0-form __cudaLaunch:\n%s", out.Stub)
				}
				compileHost(t, tk.IncludeDir, dir, base, out.Stub)
			})
		}
	}
}
