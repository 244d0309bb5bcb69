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

// TestCompleteStubKernels: the cub pattern, imitated in testdata/stubwalk
// (a header marked system by its line marker, whose class template
// Dispatch passes kernel template instances by address to a member
// template, and whose inline function names EmptyKernel<void>): the
// proof walk finds every instance and lifts the gap; a call through a
// function pointer in a walked body, a template leading to a kernel named
// in a namespace-scope initializer of a system header (code the walk
// cannot enter), and a use of a template the walk never met (an address
// taken in main) each keep the gap, at the position that broke the proof,
// saying why. A system function outside templates naming such a template
// (Warm, Device::Helper) is entered, and the kernels it leads to are
// found. A class outside templates whose member templates lead to
// different kernels (cub's DeviceReduce: Sum, and ReduceByKey) is told
// apart by member: using Device::Total, which calls Sum unqualified, does
// not lead to ByKey's kernel, which the walk never meets; Device::Alias,
// which calls ByKey unqualified, does. Declarations that only share a
// template's name (a function's, a parameter's, a using-declaration's)
// are no uses of it. Names are followed by namespace (namespaces*.ii: a
// library namespace whose fill, pointer and swap lead to a kernel beside
// a std whose fill, member typedef pointer and swap do not): std's
// function outside templates that names only std's templates and types is
// not entered (it calls through a function pointer, which would keep the
// gap), even where an unqualified call could find the library's swap by
// argument-dependent lookup; one that names a library type is.
func TestCompleteStubKernels(t *testing.T) {
	for _, c := range []struct {
		file    string
		kernels []string // the kernel template instances, when complete
		at      string   // file:line of the gap, when not
		why     string
	}{
		{file: "complete.ii", kernels: []string{"EmptyKernel<void>", "ReduceKernel<float>", "SingleKernel<float>"}},
		{file: "declared.ii", kernels: []string{"EmptyKernel<void>", "ReduceKernel<float>", "SingleKernel<float>"}},
		{file: "members.ii", kernels: []string{"EmptyKernel<void>", "ReduceKernel<float>", "SingleKernel<float>"}},
		{file: "members_unmet.ii", at: "main.cu:4", why: "template Device leads to a kernel template the walk never met"},
		{file: "members_helper.ii", kernels: []string{"EmptyKernel<void>", "KeyKernel<float>", "ReduceKernel<float>", "SingleKernel<float>"}},
		{file: "unresolved.ii", at: "dispatch.h:11", why: "call through a function pointer (in Dispatch<float>::Invoke)"},
		{file: "unwalked.ii", kernels: []string{"EmptyKernel<void>", "ReduceKernel<float>", "SingleKernel<float>"}},
		{file: "unwalked_init.ii", at: "dispatch.h:23", why: "template SegmentedDispatch may lead to a kernel template and is named outside templates in a system header"},
		{file: "unmet.ii", at: "main.cu:4", why: "template DeviceSegmented leads to a kernel template the walk never met"},
		{file: "namespaces.ii", kernels: []string{"lib::FillKernel<float>", "lib::FillKernel<int>"}},
		{file: "namespaces_adl.ii", at: "std.h:22", why: "call through a function pointer (in std::use_lib)"},
		{file: "definition.ii", kernels: []string{"FillKernel<float>"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			in := analyzeII(t, filepath.Join("testdata", "stubwalk", c.file))
			gap, sites := fromsema.StubGapSites(in.Tree, in.Tokens, in.Files)
			if gap == nil || len(sites) == 0 {
				t.Fatal("no syntactic gap: the input no longer imitates cub")
			}
			before := len(in.Result.Kernels)
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
				if len(in.Result.Kernels) <= before {
					t.Errorf("the walk added no kernel (had %d)", before)
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

// analyzeII analyses a preprocessed input as cufe compile does.
func analyzeII(t *testing.T, path string) fromsema.Input {
	t.Helper()
	a := analyzeArgs(t, []string{"--stub_file_name", filepath.Join(t.TempDir(), "x.stub.c"), path}, path)
	return fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files, Tokens: a.Result.Tokens}
}
