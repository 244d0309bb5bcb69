package fromsema_test

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestDeadOverloads: thrust's AgentLauncher pattern (testdata/stubwalk/
// overloads*.ii): a class template whose member function templates name
// kernel templates, the walk meeting only the overloads called. On a
// device-side view (Input.DeviceView) the sites in overloads no call can
// reach no longer keep the gap: impl(long, T *), which the one call met
// resolves away from and which an uninstantiated template alone names
// (unused); impl(int, T *, T *), which launch(T *, T *) calls but no code
// instantiates that; blocks<T, U>(), which user code's blocks<float>()
// cannot call (U cannot be deduced). On a host-side view the gap stays,
// as it does when the overload's address is taken (overloads_address.ii:
// no call) or when an operator template, which expressions call without
// its name, calls the template that calls it (overloads_operator.ii),
// while a caller the walk enters (overloads_caller.ii) makes its kernel
// one the walk meets.
func TestDeadOverloads(t *testing.T) {
	for _, c := range []struct {
		file    string
		device  bool
		kernels []string // the kernel template instances, when complete
		at, why string   // where and why the gap stays, when not
	}{
		{file: "overloads.ii", device: true, kernels: []string{"KernelA<float>", "KernelC<float>"}},
		{file: "overloads.ii", at: "main.cu:3", why: "template Launcher leads to a kernel template the walk never met"},
		{file: "overloads_address.ii", device: true, at: "main.cu:3", why: "template Launcher leads to a kernel template the walk never met"},
		{file: "overloads_caller.ii", device: true, kernels: []string{"KernelA<float>", "KernelB<float>", "KernelC<float>"}},
		{file: "overloads_operator.ii", device: true, at: "main.cu:3", why: "template Launcher leads to a kernel template the walk never met"},
	} {
		name := c.file
		if c.device {
			name += "/device"
		}
		t.Run(name, func(t *testing.T) {
			in := analyzeII(t, filepath.Join("testdata", "stubwalk", c.file))
			in.DeviceView = c.device
			gap, sites := fromsema.StubGapSites(in.Tree, in.Tokens, in.Files)
			if gap == nil || len(sites) == 0 {
				t.Fatal("no syntactic gap: the input no longer imitates thrust")
			}
			err := fromsema.CompleteStubKernels(in, gap, sites)
			if c.kernels != nil {
				if err != nil {
					t.Fatalf("gap kept: %s: %s", in.Files.Position(err.Pos), err.Msg)
				}
				var got []string
				for _, k := range in.Result.Kernels {
					if k.Instantiated {
						got = append(got, types.QualifiedName(k.Decl))
					}
				}
				sort.Strings(got)
				if strings.Join(got, " ") != strings.Join(c.kernels, " ") {
					t.Errorf("kernel instances %v, want %v", got, c.kernels)
				}
				return
			}
			if err == nil {
				t.Fatal("gap lifted")
			}
			p := in.Files.Position(err.Pos)
			if at := filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line); at != c.at {
				t.Errorf("gap at %s, want %s (%s)", at, c.at, err.Msg)
			}
			if !strings.Contains(err.Msg, c.why) {
				t.Errorf("gap message %q does not say %q", err.Msg, c.why)
			}
		})
	}
}
