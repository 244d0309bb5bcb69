package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// nvidiaToolkit is NVIDIA's CUDA 11.8 toolkit named by CUDA_ORACLE.
type nvidiaToolkit struct {
	Root string // what CUDA_ORACLE names (cufe's --cuda-path)
	Bin  string // the directory of nvcc, cicc and cudafe++
}

// oracleToolkit returns the toolkit of CUDA_ORACLE, or skips the test.
func oracleToolkit(t *testing.T) *nvidiaToolkit {
	t.Helper()
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set: NVIDIA's toolkit is needed")
	}
	bin := filepath.Join(root, "usr/lib/nvidia-cuda-toolkit/bin")
	if _, err := os.Stat(filepath.Join(bin, "nvcc")); err != nil {
		t.Fatalf("CUDA_ORACLE=%s has no nvcc: %v", root, err)
	}
	return &nvidiaToolkit{Root: root, Bin: bin}
}

// nvccSteps are the front-end steps nvcc runs for one .cu file, as
// `nvcc -dryrun` prints them: the device-side g++ -E writing .cpp1.ii and
// cicc reading it, the host-side g++ -E writing .cpp4.ii and cudafe++
// reading it. Dir is the --keep-dir every intermediate file goes to; the
// commands are meant to run there.
type nvccSteps struct {
	Dir              string
	DeviceCpp, Cicc  string
	HostCpp, Cudafe  string
	DeviceII, HostII string // the files the two g++ -E steps write
}

// steps asks nvcc for the commands it would run to compile src with flags.
func (n *nvidiaToolkit) steps(t *testing.T, src string, flags []string) *nvccSteps {
	t.Helper()
	dir := t.TempDir()
	args := []string{"-allow-unsupported-compiler", "-ccbin", "/usr/bin/g++", testArch}
	args = append(args, flags...)
	args = append(args, "-keep", "--keep-dir", dir, "-dryrun", "-c", src, "-o", filepath.Join(dir, "out.o"))
	out, err := exec.Command(filepath.Join(n.Bin, "nvcc"), args...).CombinedOutput()
	if err != nil {
		t.Fatalf("nvcc -dryrun %s: %v\n%s", src, err, out)
	}
	st := &nvccSteps{Dir: dir}
	iiOut := regexp.MustCompile(`-o "?([^ "]+\.cpp[14]\.ii)"?`)
	for _, line := range strings.Split(string(out), "\n") {
		cmd, ok := strings.CutPrefix(line, "#$ ")
		if !ok {
			continue
		}
		cmd = strings.TrimSpace(cmd)
		switch {
		case strings.Contains(cmd, " -E ") && strings.Contains(cmd, ".cpp1.ii"):
			st.DeviceCpp = cmd
			if m := iiOut.FindStringSubmatch(cmd); m != nil {
				st.DeviceII = m[1]
			}
		case strings.Contains(cmd, " -E ") && strings.Contains(cmd, ".cpp4.ii"):
			st.HostCpp = cmd
			if m := iiOut.FindStringSubmatch(cmd); m != nil {
				st.HostII = m[1]
			}
		case strings.HasPrefix(cmd, "cicc "):
			st.Cicc = cmd
		case strings.HasPrefix(cmd, "cudafe++ "):
			// cicc writes the module ID file cudafe++ reads; when cicc
			// fails (an error case) cudafe++ must make its own.
			if !strings.Contains(cmd, "--gen_module_id_file") {
				cmd = strings.Replace(cmd, "--module_id_file_name", "--gen_module_id_file --module_id_file_name", 1)
			}
			st.Cudafe = cmd
		}
	}
	if st.DeviceCpp == "" || st.Cicc == "" || st.HostCpp == "" || st.Cudafe == "" || st.DeviceII == "" || st.HostII == "" {
		t.Fatalf("nvcc -dryrun did not show the four front-end steps:\n%s", out)
	}
	return st
}

// run runs one command line of nvcc's in the keep directory, with nvcc's
// directory first on PATH (as nvcc sets it), and returns its combined output.
func (n *nvidiaToolkit) run(dir, cmdline string) (string, error) {
	cmd := exec.Command("sh", "-c", cmdline)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+n.Bin+":"+filepath.Join(n.Root, "usr/bin")+":"+os.Getenv("PATH"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// preprocessed runs the two g++ -E steps and returns the device-side and
// host-side preprocessed files nvcc would hand to cicc and cudafe++.
func (n *nvidiaToolkit) preprocessed(t *testing.T, st *nvccSteps) (device, host []byte) {
	t.Helper()
	for _, c := range []string{st.DeviceCpp, st.HostCpp} {
		if out, err := n.run(st.Dir, c); err != nil {
			t.Fatalf("%s: %v\n%s", c, err, out)
		}
	}
	device, err := os.ReadFile(st.DeviceII)
	if err != nil {
		t.Fatal(err)
	}
	host, err = os.ReadFile(st.HostII)
	if err != nil {
		t.Fatal(err)
	}
	return device, host
}

// edgDiagnostic is one diagnostic as EDG-style front ends print it:
// NVIDIA's cicc and cudafe++, and cufe.
type edgDiagnostic struct {
	File string // as printed; "" for "At end of source"
	Line int    // 0 for "At end of source"
	Sev  string // "error", "warning", "catastrophic error", "internal error", "note", "remark"
	Msg  string // the first line of the message
	Pass string // which tool said it: "cicc", "cudafe++", "cufe"
}

func (d edgDiagnostic) String() string {
	if d.Line == 0 {
		return fmt.Sprintf("[%s] at end of source: %s: %s", d.Pass, d.Sev, d.Msg)
	}
	return fmt.Sprintf("[%s] %s(%d): %s: %s", d.Pass, filepath.Base(d.File), d.Line, d.Sev, d.Msg)
}

// edgLine matches EDG's diagnostic lines: `file(12): error: text`,
// `file(12): warning #177-D: text`, `At end of source: error: text`.
var edgLine = regexp.MustCompile(`^(?:(.+)\((\d+)\)|At end of source): (error|warning|catastrophic error|internal error|note|remark)(?: #\d+(?:-D)?)?: (.*)$`)

// parseEDGDiagnostics reads the diagnostics out of cicc's, cudafe++'s or
// cufe's output (continuation lines, source excerpts and the summary are
// skipped).
func parseEDGDiagnostics(out, pass string) []edgDiagnostic {
	var ds []edgDiagnostic
	for _, line := range strings.Split(out, "\n") {
		m := edgLine.FindStringSubmatch(strings.TrimRight(line, " \r"))
		if m == nil {
			continue
		}
		d := edgDiagnostic{File: m[1], Sev: m[3], Msg: strings.TrimSpace(m[4]), Pass: pass}
		if m[2] != "" {
			d.Line, _ = strconv.Atoi(m[2])
		}
		ds = append(ds, d)
	}
	return ds
}

// frontEndDiagnostics runs NVIDIA's front end on src as nvcc would: the
// device pass (cicc on the .cpp1.ii) and the host pass (cudafe++ on the
// .cpp4.ii). When g++ -E itself fails (a preprocessing error case),
// cudafe++ reads the raw file instead and preprocesses it with EDG's own
// preprocessor, which words the preprocessing errors as NVIDIA's front end
// does; the error cases of that kind include no headers, so nothing else
// differs. Diagnostics both passes report once are returned once.
func (n *nvidiaToolkit) frontEndDiagnostics(t *testing.T, src string, flags []string) []edgDiagnostic {
	t.Helper()
	st := n.steps(t, src, flags)
	var all []edgDiagnostic
	if _, err := n.run(st.Dir, st.DeviceCpp); err != nil {
		out, _ := n.run(st.Dir, fmt.Sprintf("%s --display_error_number --gen_c_file_name %s %s",
			filepath.Join(n.Root, "usr/bin/cudafe++"), filepath.Join(st.Dir, "raw.cpp"), src))
		return parseEDGDiagnostics(out, "cudafe++")
	}
	out, _ := n.run(st.Dir, st.Cicc)
	all = append(all, parseEDGDiagnostics(out, "cicc")...)
	if out, err := n.run(st.Dir, st.HostCpp); err != nil {
		t.Fatalf("host-side g++ -E failed where the device side did not: %v\n%s", err, out)
	}
	out, _ = n.run(st.Dir, st.Cudafe)
	host := parseEDGDiagnostics(out, "cudafe++")
	seen := map[string]bool{}
	for _, d := range all {
		seen[fmt.Sprint(d.Line, d.Sev, d.Msg)] = true
	}
	for _, d := range host {
		if !seen[fmt.Sprint(d.Line, d.Sev, d.Msg)] {
			all = append(all, d)
		}
	}
	return all
}
