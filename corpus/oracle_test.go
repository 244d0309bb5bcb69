package corpus

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// TestOracleProgramsParse (CUDA_ORACLE): every program, the ones needing
// thrust, cub, cooperative groups or cuda_fp16 included, parses cleanly
// three ways:
//   - cufe: tu.Compile preprocessing against NVIDIA's toolkit
//     (--cuda-path $CUDA_ORACLE), host side and device side (sm_70);
//   - NVIDIA's host-side .cpp4.ii (what cudafe++ reads) read with
//     pp.ReadPreprocessed and parsed;
//   - NVIDIA's device-side .cpp1.ii (what cicc reads), likewise.
func TestOracleProgramsParse(t *testing.T) {
	nv := oracleToolkit(t)
	progs := loadPrograms(t)
	s := options.NewSession()
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			for _, src := range p.Sources {
				name := filepath.Base(src)
				base := append([]string{"-allow-unsupported-compiler", "--cuda-path", nv.Root, testArch}, p.Flags...)
				for _, side := range []struct {
					name string
					args []string
				}{
					{"host", base},
					{"device", append(append([]string(nil), base...), "--device-arch=sm_70")},
				} {
					text, err := compileTU(s, src, side.args)
					if err != nil {
						t.Errorf("%s, cufe %s side: %v", name, side.name, err)
					} else if text != "" {
						t.Errorf("%s, cufe %s side: diagnostics; first:\n%s", name, side.name, firstLines(text, 6))
					}
				}
				st := nv.steps(t, src, p.Flags)
				device, host := nv.preprocessed(t, st)
				for _, ii := range []struct {
					name string
					src  []byte
					path string
				}{
					{"NVIDIA .cpp4.ii (host)", host, st.HostII},
					{"NVIDIA .cpp1.ii (device)", device, st.DeviceII},
				} {
					text, n := parsePreprocessed(ii.path, ii.src, stdOf(p.Flags))
					if text != "" {
						t.Errorf("%s, %s (%d bytes): diagnostics; first:\n%s", name, ii.name, len(ii.src), firstLines(text, 6))
					}
					if n < 10000 {
						t.Errorf("%s, %s: only %d tokens: cuda_runtime.h was not read", name, ii.name, n)
					}
				}
			}
		})
	}
}

// TestOracleErrorCasesMatchNVIDIA (CUDA_ORACLE) keeps the error corpus
// honest: NVIDIA's front end (cicc and cudafe++ 11.8, run as nvcc runs
// them) reports exactly the annotated diagnostics of every case, on the
// annotated lines. Notes are not compared.
func TestOracleErrorCasesMatchNVIDIA(t *testing.T) {
	nv := oracleToolkit(t)
	cases := loadErrorCases(t)
	for _, c := range cases {
		t.Run(strings.TrimSuffix(c.Name, ".cu"), func(t *testing.T) {
			t.Parallel()
			ds := nv.frontEndDiagnostics(t, c.Path, nil)
			cmp := compare(c.Exps, reportedIn(ds, c.Path), c.Lines)
			for _, e := range cmp.Missing {
				t.Errorf("%s: NVIDIA does not report %s", c.Name, e)
			}
			for _, u := range cmp.Unexpected {
				t.Errorf("%s: NVIDIA reports %s, which is not annotated", c.Name, u.Desc)
			}
		})
	}
}
