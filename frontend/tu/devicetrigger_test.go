package tu

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// deviceViewExpected names, per toolkit, the testdata programs whose
// device side cufe checks a second time (deviceKernelsMayDiffer), with a
// piece of the file that says why: thrust, CUB, cooperative groups and
// the user's own #ifdef __CUDA_ARCH__. Any other program reads alike on
// both sides but for CUDA's trusted headers: a second look there is
// needless cost (warpSize in occupancy, __launch_bounds__ in
// launch_bounds_restrict were such, through conditions true on both
// sides).
var deviceViewExpected = map[string]map[string]string{
	"11.8": {
		"coop_groups":        "include/cooperative_groups/",
		"cub_block":          "include/cub/",
		"cuda_arch_dispatch": "cuda_arch_dispatch/main.cu",
		"device_launch":      "device_launch/main.cu",
		"thrust_algorithms":  "include/thrust/",
	},
	"13.0": {
		"coop_groups":        "include/cooperative_groups/",
		"cub_block":          "include/cccl/",
		"cuda_arch_dispatch": "cuda_arch_dispatch/main.cu",
		"device_launch":      "device_launch/main.cu",
		"thrust_algorithms":  "include/cccl/",
	},
}

// TestDeviceViewTriggers (CUDA_ORACLE, CUDA13_ORACLE) lists, for every
// source of testdata/programs, whether the device side is checked again
// and why (run with -v to see the list), and checks the list against
// deviceViewExpected.
func TestDeviceViewTriggers(t *testing.T) {
	roots := oracleRoots()
	if len(roots) == 0 {
		t.Skip("neither CUDA_ORACLE nor CUDA13_ORACLE set")
	}
	if testing.Short() {
		t.Skip("preprocesses every testdata program (-short)")
	}
	progs, err := filepath.Glob("../../testdata/programs/*/main.cu")
	if err != nil || len(progs) == 0 {
		t.Fatalf("no testdata programs (%v)", err)
	}
	for name, root := range roots {
		t.Run(name, func(t *testing.T) {
			s := options.NewSession()
			got := map[string]string{}
			for _, mainCU := range progs {
				dir, _ := filepath.Abs(filepath.Dir(mainCU))
				prog := filepath.Base(dir)
				flags, err := readFlags(filepath.Join(dir, "flags"))
				if err != nil {
					t.Fatal(err)
				}
				srcs, _ := filepath.Glob(filepath.Join(dir, "*.cu"))
				sort.Strings(srcs)
				for _, src := range srcs {
					args := []string{"--cuda-path", root, "-ccbin", "/usr/bin/g++", "-allow-unsupported-compiler", "-arch=sm_75",
						"--gen_c_file_name", filepath.Join(t.TempDir(), "x.cpp"), "--stub_file_name", "x.stub.c"}
					o, err := options.Parse(append(args, flags...))
					if err != nil {
						t.Fatalf("%s: %v", prog, err)
					}
					pre, err := preprocess(s, o, src, nil, nil, true)
					if err != nil {
						t.Fatalf("%s: %v", src, err)
					}
					differ, why := deviceKernelsMayDiffer(pre.Setup, o, pre.Result)
					t.Logf("%-24s %-10s device side checked: %-5v %s", prog, filepath.Base(src), differ, why)
					if differ && got[prog] == "" {
						got[prog] = why
					}
				}
			}
			want := deviceViewExpected[name]
			for prog, why := range got {
				if w, ok := want[prog]; !ok || !strings.Contains(why, w) {
					t.Errorf("%s: the device side is checked again (it reads %s otherwise); expected %q", prog, why, w)
				}
			}
			for prog := range want {
				if _, ok := got[prog]; !ok {
					t.Errorf("%s: the device side is no longer checked again: update deviceViewExpected", prog)
				}
			}
		})
	}
}

// readFlags reads a program's flags file (one flag a line, # comments);
// none when it is absent.
func readFlags(path string) ([]string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, sc.Err()
}
