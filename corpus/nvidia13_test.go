package corpus

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// cuda13Toolkit is NVIDIA's CUDA 13.0 toolkit named by CUDA13_ORACLE (its
// bin/nvcc, bin/cudafe++, nvvm/bin/cicc).
type cuda13Toolkit struct{ Root string }

// cuda13Arch is the architecture programs are built for with CUDA 13.0,
// whose oldest is sm_75.
const cuda13Arch = "-arch=sm_75"

// oracle13Toolkit returns the toolkit of CUDA13_ORACLE, or skips the test.
func oracle13Toolkit(t *testing.T) *cuda13Toolkit {
	t.Helper()
	root := os.Getenv("CUDA13_ORACLE")
	if root == "" {
		t.Skip("CUDA13_ORACLE not set: NVIDIA's CUDA 13.0 toolkit is needed")
	}
	if _, err := os.Stat(filepath.Join(root, "bin/nvcc")); err != nil {
		t.Fatalf("CUDA13_ORACLE=%s has no bin/nvcc: %v", root, err)
	}
	return &cuda13Toolkit{Root: root}
}

// nvcc13Steps are the front-end steps nvcc 13.0 runs for one .cu file, in
// its order: the host g++ -E and cudafe++ (which writes the host
// translation and the module ID), then the device g++ -E and cicc (which
// reads that ID and writes the stub file). The commands run in Dir.
type nvcc13Steps struct {
	Dir              string
	HostCpp, Cudafe  string
	DeviceCpp, Cicc  string
	HostII, StubFile string
}

// steps asks nvcc 13.0 for the commands it would run to compile src with
// flags.
func (n *cuda13Toolkit) steps(t *testing.T, src string, flags []string) *nvcc13Steps {
	t.Helper()
	dir := t.TempDir()
	args := append([]string{cuda13Arch}, flags...)
	args = append(args, "-keep", "--keep-dir", dir, "-dryrun", "-c", src, "-o", filepath.Join(dir, "out.o"))
	out, err := exec.Command(filepath.Join(n.Root, "bin/nvcc"), args...).CombinedOutput()
	if err != nil {
		t.Fatalf("nvcc -dryrun %s: %v\n%s", src, err, out)
	}
	st := &nvcc13Steps{Dir: dir}
	for _, line := range strings.Split(string(out), "\n") {
		cmd, ok := strings.CutPrefix(line, "#$ ")
		if !ok {
			continue
		}
		cmd = strings.TrimSpace(cmd)
		switch {
		case strings.Contains(cmd, " -E ") && strings.Contains(cmd, ".cpp4.ii"):
			st.HostCpp = cmd
		case strings.Contains(cmd, " -E ") && strings.Contains(cmd, ".cpp1.ii"):
			st.DeviceCpp = cmd
		case strings.HasPrefix(cmd, "cudafe++ "):
			st.Cudafe = cmd
			args := splitCommand(cmd)
			st.HostII = inDir(dir, args[len(args)-1])
			if m := stubFileFlag.FindStringSubmatch(cmd); m != nil {
				st.StubFile = inDir(dir, m[1])
			}
		case strings.Contains(cmd, "/cicc\" ") || strings.HasPrefix(cmd, "cicc "):
			st.Cicc = cmd
		}
	}
	if st.HostCpp == "" || st.Cudafe == "" || st.DeviceCpp == "" || st.Cicc == "" || st.StubFile == "" {
		t.Fatalf("nvcc -dryrun did not show the four front-end steps:\n%s", out)
	}
	return st
}

// inDir is path as a command run in dir names it.
func inDir(dir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(dir, path)
}

// run runs one of nvcc's command lines in dir with the environment nvcc
// gives its steps (PATH with cicc's and nvcc's directories, CICC_PATH).
func (n *cuda13Toolkit) run(dir, cmdline string) (string, error) {
	cmd := exec.Command("sh", "-c", cmdline)
	cmd.Dir = dir
	nvvm := filepath.Join(n.Root, "nvvm/bin")
	cmd.Env = append(os.Environ(), "PATH="+nvvm+":"+filepath.Join(n.Root, "bin")+":"+os.Getenv("PATH"), "CICC_PATH="+nvvm,
		"NVVMIR_LIBRARY_DIR="+filepath.Join(n.Root, "nvvm/libdevice"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// frontEnd runs nvcc 13.0's four front-end steps in its order and returns
// the output of the first that fails ("" and nil when all succeed).
func (n *cuda13Toolkit) frontEnd(st *nvcc13Steps) (string, error) {
	for _, c := range []string{st.HostCpp, st.Cudafe, st.DeviceCpp, st.Cicc} {
		if out, err := n.run(st.Dir, c); err != nil {
			return c + ":\n" + out, err
		}
	}
	return "", nil
}
