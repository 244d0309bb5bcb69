package corpus

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// nvcc13Fails are the programs NVIDIA's own CUDA 13.0 front end rejects,
// with the reason: nothing to compare against. The test fails when one of
// them starts to build, so that the list stays true.
var nvcc13Fails = map[string]string{}

// knownRegistrationGaps13 are the programs whose stub file cufe cannot
// write yet in CUDA 13.0's form, with the reason. The test fails when one
// of them starts to match, so that the list only shrinks.
var knownRegistrationGaps13 = map[string]string{
	"thrust_algorithms": "thrust names kernel templates inside its own templates, whose instances sema does not walk (no stub file is written)",
	"cub_block":         "cub names kernel templates inside its own templates, whose instances sema does not walk (no stub file is written)",
	"coop_groups":       "CCCL 3's _CCCL_GLOBAL_CONSTANT variables (cuda::std::in_place, ignore, __cpo::begin...) are __device__ constexpr only in the device-side preprocessing, so cicc registers ten the host .ii does not show",
}

// TestOracle13ProgramRegistrations (CUDA13_ORACLE): for every program of
// testdata/programs that nvcc 13.0 builds, the kernels, kernel template
// instances and device variables the stub file of cufe compile registers
// (on NVIDIA's host .ii, with the command line nvcc 13.0 gives cudafe++)
// are exactly those of the stub file cicc 13.0 writes; and cufe reports no
// diagnostic there. In CUDA 13.0 cudafe++ writes the module ID and cicc
// the stub file (cudafe++ writes none, though given --stub_file_name).
func TestOracle13ProgramRegistrations(t *testing.T) {
	nv := oracle13Toolkit(t)
	progs := loadPrograms(t)
	s := options.NewSession()
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			for _, src := range p.Sources {
				st := nv.steps(t, src, p.Flags)
				out, err := nv.frontEnd(st)
				if why, fails := nvcc13Fails[p.Name]; fails {
					if err == nil {
						t.Fatalf("nvcc 13.0 now builds %s: remove it from nvcc13Fails", src)
					}
					t.Skipf("nvcc 13.0 fails (%s)", why)
				}
				if err != nil {
					t.Fatalf("%v\n%s", err, firstLines(out, 12))
				}
				nvStub, err := os.ReadFile(st.StubFile)
				if err != nil {
					t.Fatal(err)
				}
				want := registrations(string(nvStub))
				args := splitCommand(st.Cudafe)
				args = append([]string{"--cuda-path", nv.Root}, args[1:len(args)-1]...) // the flags, without the input
				res, err := tu.NewCompiler(s)(context.Background(), tu.Input{Path: st.HostII, Args: args})
				var got []string
				var stubFound bool
				if err == nil {
					for _, f := range res.Files {
						if strings.HasSuffix(f.Path, ".stub.c") {
							got, stubFound = registrations(string(f.Data)), true
						}
					}
				}
				same := stubFound && strings.Join(got, "\n") == strings.Join(want, "\n")
				if why, known := knownRegistrationGaps13[p.Name]; known {
					if same {
						t.Errorf("registrations now equal cicc's: remove %s from knownRegistrationGaps13", p.Name)
					}
					t.Skipf("known gap: %s", why)
				}
				if err == nil && len(res.Diagnostics) > 0 {
					t.Errorf("cufe compile of NVIDIA's host .ii reports diagnostics; first:\n%s", firstLines(string(res.Diagnostics), 6))
				}
				switch {
				case err != nil:
					t.Fatalf("cufe compile: %v", err)
				case !stubFound:
					t.Fatalf("cufe wrote no stub file:\n%s", res.Diagnostics)
				case !same:
					t.Errorf("registrations differ\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
				}
				if len(want) == 0 {
					t.Errorf("cicc's stub registers nothing: the regular expressions no longer match its form")
				}
			}
		})
	}
}
