// Package oracle runs NVIDIA's front ends the way nvcc does, for the back
// ends' tests: CUDA 11.8 through nvcc -keep, CUDA 13.0 step by step (its
// pip wheel's nvcc cannot preprocess with g++ 12 here, because stray libc++
// headers sit in its include directory). Tests call it only when
// CUDA_ORACLE / CUDA13_ORACLE are set.
package oracle

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Toolkit is one NVIDIA toolkit.
type Toolkit struct {
	Name string // "11.8" or "13.0"
	Root string
}

// Outputs are what the front ends wrote for one .cu file.
type Outputs struct {
	ModuleID string
	Stub     []byte
	HostCpp  []byte // x.cudafe1.cpp
}

// Toolkits returns the toolkits named by CUDA_ORACLE and CUDA13_ORACLE.
func Toolkits() []Toolkit {
	var tks []Toolkit
	if r := os.Getenv("CUDA_ORACLE"); r != "" {
		tks = append(tks, Toolkit{Name: "11.8", Root: r})
	}
	if r := os.Getenv("CUDA13_ORACLE"); r != "" {
		tks = append(tks, Toolkit{Name: "13.0", Root: r})
	}
	return tks
}

// Run compiles dir/name (a .cu file; other files it includes must be in
// dir too) and returns the outputs, named as nvcc -keep names them.
func (tk Toolkit) Run(dir, name string, rdc bool) (*Outputs, error) {
	base := strings.TrimSuffix(name, filepath.Ext(name))
	var err error
	if tk.Name == "11.8" {
		err = tk.run118(dir, name, rdc)
	} else {
		err = tk.run13(dir, name, base, rdc)
	}
	if err != nil {
		return nil, err
	}
	var o Outputs
	id, err := os.ReadFile(filepath.Join(dir, base+".module_id"))
	if err != nil {
		return nil, err
	}
	o.ModuleID = string(id)
	if o.Stub, err = os.ReadFile(filepath.Join(dir, base+".cudafe1.stub.c")); err != nil {
		return nil, err
	}
	if o.HostCpp, err = os.ReadFile(filepath.Join(dir, base+".cudafe1.cpp")); err != nil {
		return nil, err
	}
	return &o, nil
}

func run(dir string, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
	}
	return nil
}

func (tk Toolkit) run118(dir, name string, rdc bool) error {
	nvcc := filepath.Join(tk.Root, "usr/lib/nvidia-cuda-toolkit/bin/nvcc")
	return run(dir, nil, nvcc, "-allow-unsupported-compiler", "-ccbin", "/usr/bin/g++", "-arch=sm_70", "-keep",
		fmt.Sprintf("-rdc=%v", rdc), "-c", name, "-o", "out.o")
}

// run13 replays nvcc 13.0's steps (nvcc -dryrun -keep), with an include
// directory that leaves out the stray libc++ headers.
func (tk Toolkit) run13(dir, name, base string, rdc bool) error {
	inc, err := cleanInclude(filepath.Join(tk.Root, "include"), filepath.Join(dir, ".cu13inc"))
	if err != nil {
		return err
	}
	pre := []string{"-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__", "-I" + inc, "-isystem", filepath.Join(inc, "cccl"),
		"-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0", "-D__CUDACC_VER_BUILD__=88",
		"-D__CUDA_API_VER_MAJOR__=13", "-D__CUDA_API_VER_MINOR__=0", "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
		"-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1", "-include", "cuda_runtime.h", "-m64"}
	host := append([]string{"-D__CUDA_ARCH_LIST__=750"}, pre...)
	if err := run(dir, nil, "/usr/bin/g++", append(host, name, "-o", base+".cpp4.ii")...); err != nil {
		return err
	}
	common := []string{"--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200",
		"--display_error_number", "--orig_src_file_name", name, "--orig_src_path_name", filepath.Join(dir, name), "--allow_managed"}
	if rdc {
		common = append(common, "--device-c")
	}
	fe := append(append([]string{}, common...), "--m64", "--parse_templates", "--gen_c_file_name", base+".cudafe1.cpp",
		"--stub_file_name", base+".cudafe1.stub.c", "--gen_module_id_file", "--module_id_file_name", base+".module_id", base+".cpp4.ii")
	if err := run(dir, nil, filepath.Join(tk.Root, "bin/cudafe++"), fe...); err != nil {
		return err
	}
	dev := append([]string{"-D__CUDA_ARCH__=750", "-D__CUDA_ARCH_LIST__=750", "-DCUDA_DOUBLE_MATH_FUNCTIONS"}, pre...)
	if err := run(dir, nil, "/usr/bin/g++", append(dev, name, "-o", base+".cpp1.ii")...); err != nil {
		return err
	}
	cicc := append(append([]string{}, common...), "-arch", "compute_75", "-m64", "--no-version-ident", "-ftz=0",
		"-prec_div=1", "-prec_sqrt=1", "-fmad=1", "--include_file_name", base+".fatbin.c", "-tused",
		"--module_id_file_name", base+".module_id", "--gen_c_file_name", base+".cudafe1.c",
		"--stub_file_name", base+".cudafe1.stub.c", "--gen_device_file_name", base+".cudafe1.gpu", base+".cpp1.ii", "-o", base+".ptx")
	return run(dir, []string{"NVVMIR_LIBRARY_DIR=" + filepath.Join(tk.Root, "nvvm/libdevice")},
		filepath.Join(tk.Root, "nvvm/bin/cicc"), cicc...)
}

// cleanInclude mirrors inc into dir without its top-level libc++ headers.
func cleanInclude(inc, dir string) (string, error) {
	ents, err := os.ReadDir(inc)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	for _, e := range ents {
		n := e.Name()
		if strings.HasSuffix(n, ".h") || strings.HasSuffix(n, ".hpp") || e.IsDir() {
			if err := os.Symlink(filepath.Join(inc, n), filepath.Join(dir, n)); err != nil && !os.IsExist(err) {
				return "", err
			}
		}
	}
	return dir, nil
}
