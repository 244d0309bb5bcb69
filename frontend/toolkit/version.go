package toolkit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// readVersion fills t.Major/Minor from the headers and t.Build from the
// first of: version.json, a pip wheel's dist-info name, the version string
// inside the nvcc binary. nvcc is executed (`nvcc --version`) only when the
// headers do not give the version or nothing else gives the build.
func readVersion(t *Toolkit) error {
	major, minor, ok, err := headerVersion(t.IncludeDir)
	if err != nil {
		return err
	}
	if ok {
		t.Major, t.Minor = major, minor
		for _, src := range []func(*Toolkit) (version, bool){versionJSON, wheelVersion, nvccBinaryVersion} {
			if v, found := src(t); found && v.major == major && v.minor == minor {
				t.Build = v.build
				return nil
			}
		}
		if v, found := nvccExecVersion(t); found && v.major == major && v.minor == minor {
			t.Build = v.build
		}
		return nil
	}
	if v, found := nvccExecVersion(t); found {
		t.Major, t.Minor, t.Build = v.major, v.minor, v.build
		return nil
	}
	return fmt.Errorf("%s: cannot tell the CUDA version: no CUDART_VERSION in cuda_runtime_api.h, no CUDA_VERSION in cuda.h, no nvcc to ask", t.Root)
}

type version struct{ major, minor, build int }

// versionDefine matches `#define CUDART_VERSION  12040` and its cuda.h twin.
var versionDefine = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*define[ \t]+(CUDART_VERSION|CUDA_VERSION)[ \t]+(\d+)[ \t]*(?:$|/)`)

// headerVersion reads CUDART_VERSION (cuda_runtime_api.h), else CUDA_VERSION
// (cuda.h): both encode 1000*major + 10*minor.
func headerVersion(inc string) (major, minor int, ok bool, err error) {
	for _, h := range []string{"cuda_runtime_api.h", "cuda.h"} {
		data, rerr := os.ReadFile(filepath.Join(inc, h))
		if os.IsNotExist(rerr) {
			continue
		}
		if rerr != nil {
			return 0, 0, false, rerr
		}
		m := versionDefine.FindSubmatch(data)
		if m == nil {
			continue
		}
		n, perr := strconv.Atoi(string(m[2]))
		if perr != nil || n < 1000 {
			return 0, 0, false, fmt.Errorf("%s: %s %s is not a CUDA version number", filepath.Join(inc, h), m[1], m[2])
		}
		return n / 1000, (n % 1000) / 10, true, nil
	}
	return 0, 0, false, nil
}

// parseDotted parses "12.4.131" (build optional).
func parseDotted(s string) (version, bool) {
	parts := strings.Split(strings.TrimSpace(s), ".")
	if len(parts) < 2 {
		return version{}, false
	}
	var n [3]int
	for i := 0; i < len(parts) && i < 3; i++ {
		v, err := strconv.Atoi(parts[i])
		if err != nil {
			return version{}, false
		}
		n[i] = v
	}
	return version{n[0], n[1], n[2]}, true
}

// versionJSON reads ROOT/version.json, which NVIDIA's installers write:
// {"cuda_nvcc": {"version": "12.4.131", ...}, ...}.
func versionJSON(t *Toolkit) (version, bool) {
	data, err := os.ReadFile(filepath.Join(t.Root, "version.json"))
	if err != nil {
		return version{}, false
	}
	var doc map[string]struct {
		Version string `json:"version"`
	}
	if json.Unmarshal(data, &doc) != nil {
		return version{}, false
	}
	if c, ok := doc["cuda_nvcc"]; ok {
		return parseDotted(c.Version)
	}
	return version{}, false
}

// wheelVersion finds the pip wheel's metadata directory beside the nvidia/
// package: site-packages/nvidia_cuda_nvcc-13.0.88.dist-info for the cu13
// wheels, nvidia_cuda_nvcc_cu12-12.4.131.dist-info for the older ones.
func wheelVersion(t *Toolkit) (version, bool) {
	dir := t.Root
	for i := 0; i < 3; i++ {
		dir = filepath.Dir(dir)
		matches, _ := filepath.Glob(filepath.Join(dir, "nvidia_cuda_nvcc*-*.dist-info"))
		for _, m := range matches {
			name := strings.TrimSuffix(filepath.Base(m), ".dist-info")
			if v, ok := parseDotted(name[strings.LastIndexByte(name, '-')+1:]); ok {
				return v, true
			}
		}
	}
	return version{}, false
}

// nvccReleaseLine is what `nvcc --version` prints; the binary holds it as a
// string constant, so it can be read without running nvcc.
var nvccReleaseLine = regexp.MustCompile(`Cuda compilation tools, release (\d+)\.(\d+), V(\d+)\.(\d+)\.(\d+)`)

// nvccBinaryVersion scans the nvcc binary for its release line.
func nvccBinaryVersion(t *Toolkit) (version, bool) {
	if t.NVCC == "" {
		return version{}, false
	}
	f, err := os.Open(t.NVCC)
	if err != nil {
		return version{}, false
	}
	defer f.Close()
	const marker = "Cuda compilation tools, release "
	// Read in chunks, keeping the tail of the previous one, so a release
	// line split between two reads is still found.
	r := bufio.NewReaderSize(f, 1<<20)
	chunk := make([]byte, 1<<20)
	var buf []byte
	for {
		n, err := r.Read(chunk)
		buf = append(buf, chunk[:n]...)
		more := false
		for {
			i := bytes.Index(buf, []byte(marker))
			if i < 0 {
				break
			}
			if m := nvccReleaseLine.FindSubmatch(buf[i:min(len(buf), i+128)]); m != nil {
				return versionFromMatch(m), true
			}
			if err == nil && len(buf)-i < 128 {
				buf = buf[i:] // the line may go on in the next read
				more = true
				break
			}
			buf = buf[i+len(marker):] // not a release line; look further
		}
		if err != nil {
			return version{}, false
		}
		if !more && len(buf) > 256 {
			buf = append(buf[:0], buf[len(buf)-256:]...)
		}
	}
}

// nvccExecVersion runs `nvcc --version`, the last resort.
func nvccExecVersion(t *Toolkit) (version, bool) {
	if t.NVCC == "" {
		return version{}, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, t.NVCC, "--version").Output()
	if err != nil {
		return version{}, false
	}
	m := nvccReleaseLine.FindSubmatch(out)
	if m == nil {
		return version{}, false
	}
	return versionFromMatch(m), true
}

func versionFromMatch(m [][]byte) version {
	a, _ := strconv.Atoi(string(m[3]))
	b, _ := strconv.Atoi(string(m[4]))
	c, _ := strconv.Atoi(string(m[5]))
	return version{a, b, c}
}
