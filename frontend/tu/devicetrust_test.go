package tu

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// oracleRoots are the installed toolkits the tests may use (CUDA_ORACLE,
// CUDA13_ORACLE), as --cuda-path values, by name.
func oracleRoots() map[string]string {
	roots := map[string]string{}
	if r := os.Getenv("CUDA_ORACLE"); r != "" {
		roots["11.8"] = r
	}
	if r := os.Getenv("CUDA13_ORACLE"); r != "" {
		roots["13.0"] = r
	}
	return roots
}

// TestTrustedToolkitHeaders (CUDA_ORACLE, CUDA13_ORACLE) checks what the
// trust in CUDA's intrinsic headers rests on (see devicetrust.go): in the
// installed toolkits, the headers trustedToolkitHeader matches hold no
// __global__ function and no launch; and the ordinary programs of
// testdata/programs, whose device-only code is only those headers', are
// not checked a second time on the device side.
func TestTrustedToolkitHeaders(t *testing.T) {
	roots := oracleRoots()
	if len(roots) == 0 {
		t.Skip("neither CUDA_ORACLE nor CUDA13_ORACLE set")
	}
	for name, root := range roots {
		t.Run(name, func(t *testing.T) {
			s := options.NewSession()
			tk, err := s.Toolkit(root)
			if err != nil {
				t.Fatal(err)
			}
			matched := 0
			for _, d := range tk.IncludeDirs() {
				_ = filepath.WalkDir(d.Path, func(p string, e fs.DirEntry, err error) error {
					if err != nil || e.IsDir() {
						return nil
					}
					rel, _ := filepath.Rel(d.Path, p)
					if !trustedToolkitHeader.MatchString(rel) {
						return nil
					}
					matched++
					text, err := os.ReadFile(p)
					if err != nil {
						t.Error(err)
						return nil
					}
					code := codeOf(string(text))
					for _, bad := range []string{"__global__", "<<<"} {
						if strings.Contains(code, bad) {
							t.Errorf("%s is trusted, yet holds %s", p, bad)
						}
					}
					return nil
				})
			}
			if matched < 30 {
				t.Errorf("only %d headers of %s are trusted: the table no longer matches its layout", matched, root)
			}
			// Ordinary programs: no second look at the device side.
			for _, prog := range []string{"kernel_templates", "atomics", "texture_objects", "half_precision"} {
				src, _ := filepath.Abs(filepath.Join("../../testdata/programs", prog, "main.cu"))
				o, err := options.Parse([]string{"--cuda-path", root, "-ccbin", "/usr/bin/g++", "-allow-unsupported-compiler", "-arch=sm_75",
					"--gen_c_file_name", filepath.Join(t.TempDir(), "x.cpp"), "--stub_file_name", "x.stub.c"})
				if err != nil {
					t.Fatal(err)
				}
				pre, err := preprocess(s, o, src, nil, nil, true)
				if err != nil {
					t.Fatal(err)
				}
				if differ, why := deviceKernelsMayDiffer(pre.Setup, o, pre.Result); differ {
					t.Errorf("%s: the device side would be checked again (it reads %s otherwise)", prog, why)
				}
			}
		})
	}
}

// codeOf is text without its comments and preprocessor directives (which
// mention __global__ and <<< without declaring or launching anything:
// host_defines.h defines __global__).
func codeOf(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch {
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
			b.WriteByte('\n')
		case strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return b.String()
			}
			i += end + 3
			b.WriteByte(' ')
		default:
			b.WriteByte(text[i])
		}
	}
	var out []string
	continued := false
	for _, line := range strings.Split(b.String(), "\n") {
		directive := continued || strings.HasPrefix(strings.TrimSpace(line), "#")
		continued = directive && strings.HasSuffix(strings.TrimSpace(line), "\\")
		if !directive {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
