package corpus

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/internal/stubreg"
)

// knownRegistrationGaps are the programs whose stub file cufe cannot write
// yet, with the reason. TestOracleProgramRegistrations fails when one of
// them starts to match, so that the list only shrinks.
var knownRegistrationGaps = map[string]string{
	"thrust_algorithms": "thrust names kernel templates inside its own templates, and the walk of their instances cannot prove it found them all: it gets through thrust's whole dispatch (select_system, min_system, smart_sort, memory_resource's virtual calls), and the name index, which follows names by namespace and argument-dependent calls by the namespaces of the types met, enters no libstdc++ function; from the .cu with 11.8 the walk now meets no reason at all (cub's DispatchMergeSort: its policies' constexpr (min)/(max) through std::forward evaluate; select_system's min_system for any_system_tag and cuda_cub::tag resolves), and what stops it is the check of kernels the walk never met: the name index now follows a name qualified by namespaces to that namespace's templates alone and a class head or typedef in code sema analyses to class definitions alone (thrust's execution_policy<tag> and its tags pass), the walk follows the construction and destruction of namespace-scope variables, whose type's name the index follows to its class's definition alone (thrust's placeholders _1, _2 pass), a qualifier names no function template (using system::error_code;) and a parameter's name in its function's body none either (error_code's m_val(val)); a data member of a class outside templates is now a unit of its class's key, its type followed to its definition alone, and the walk enters a system header's constructors and destructors defined in the class (cub's PerDeviceAttributeCache::entries_ passes); the walk now also follows the construction of a class outside templates whose bases or members may lead to a kernel, and an instance is asked whether it may lead to a kernel with the namespaces its template arguments are built from, so basic_string<char> no longer reaches thrust's swap and the walk from the .cu passes thrust's memory_resource.h:62 (sema resolves basic_string(const char *) and sees that thrust's bad_alloc inherits no constructors); past the walk's reasons, the check of kernels never met got through cub's util_device.cuh:427 once the name index's memoized failures stopped carrying the namespaces their searches started with into later searches (std::array's reverse_iterator no longer reaches thrust's iterator_traits<thrust::pointer>), and stops at main.cu:43 (device_vector leads to AgentLauncher, whose unmet sites are the launch_impl(false_type, ...) overloads and the get_max_blocks_per_sm overloads of other arities: per-member keys would not lift it, launch naming launch_impl and doit_step get_max_blocks_per_sm by name, only overload resolution tells them apart: on a device-side view, fromsema.Input.DeviceView, which no driver sets yet, the check now rules out the sites in function templates no code can call, by the walk's record of what it resolved each call to and by the arguments of the calls it never met, 36 of those 49 sites from the .cu and from nvcc's device-side main.cpp1.ii, and stops at the 13 left, launch_impl and get_max_blocks_per_sm overloads reached only through unused templates from vector_base's operator==, an operator, which names cannot rule out); the walk of nvcc's device-side main.cpp1.ii now passes thrust's tuple.inl:680 (a const cons against get_class's cons<HT, TT> & overload) and zip_iterator_base.h:174 (tuple_for_each_helper(f) against the (Fun, T &, Ts &...) overload) and stops there too. Lifting this check alone would be unsound: a host .ii does not show the kernel instances only device-side code instantiates (get_value's and assign_value's device_path under NV_IF_TARGET copy with cuda_cub::transform: seven _kernel_agent<ParallelForAgent<unary_transform_f<..., identity>>> instances on the benchmark's thrust.ii), and the walk, which counts only unmet sites, not unmet instances of met ones, would not notice; no stub file is written",
	"device_launch":     "its kernels launch fill<float> and scale<double> under #ifdef __CUDA_ARCH__ only (dynamic parallelism), and block_size is __device__ on the device side only: the host .ii shows neither, so the stub file cufe writes from it registers fill<int> and parent alone (from the .cu cufe checks the device side and matches cicc: TestOracleProgramRegistrationsFromSource)",
	"cub_block":         "the stub file's kernels are cicc's, but cicc also registers thrust's THRUST_INLINE_CONSTANT variables (placeholders::_1.._10, system::detail::sequential::seq), which are __device__ only in the device-side preprocessing: the host .ii does not show them",
}

var stubFileFlag = regexp.MustCompile(`--stub_file_name "?([^ "]+)"?`)

// registrations lists what a stub file registers: kernels by device name,
// with their __launch_bounds__ thread count (-1 for none), variables with
// their extern flag, size and constant flag.
func registrations(stub string) []string {
	kernels, variables := stubreg.Read(stub)
	var out []string
	for _, k := range kernels {
		if k.Threads == stubreg.ThreadsExpression {
			out = append(out, fmt.Sprintf("kernel %s threads=expression", k.Name))
			continue
		}
		out = append(out, fmt.Sprintf("kernel %s threads=%d", k.Name, k.Threads))
	}
	for _, v := range variables {
		out = append(out, fmt.Sprintf("variable managed=%v %s extern=%v size=%d constant=%v", v.Managed, v.Name, v.Extern, v.Size, v.Constant))
	}
	sort.Strings(out)
	return out
}

// splitCommand splits one of nvcc's command lines (words, some in double
// quotes) into arguments.
func splitCommand(s string) []string {
	var out []string
	var cur strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			quoted, inWord = !quoted, true
		case (c == ' ' || c == '\t') && !quoted:
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

// TestOracleProgramRegistrations (CUDA_ORACLE): for every program of
// testdata/programs, the kernels, kernel template instances and device
// variables cufe's stub file registers (cufe compile on NVIDIA's host .ii,
// with the command line nvcc gives cudafe++) are exactly those cicc's stub
// file registers; and that it reports no diagnostic there.
func TestOracleProgramRegistrations(t *testing.T) {
	nv := oracleToolkit(t)
	checkProgramRegistrations(t, knownRegistrationGaps, "knownRegistrationGaps", func(t *testing.T, src string, flags []string) (string, []string, string) {
		st := nv.steps(t, src, flags)
		return st.HostII, cudafeFlags(t, st.Cudafe), nv.ciccStub(t, st)
	})
}

// ciccStub runs nvcc 11.8's device-side steps of st (its g++ -E steps and
// cicc) and returns the stub file cicc writes.
func (n *nvidiaToolkit) ciccStub(t *testing.T, st *nvccSteps) string {
	t.Helper()
	n.preprocessed(t, st)
	if out, err := n.run(st.Dir, st.Cicc); err != nil {
		t.Fatalf("cicc: %v\n%s", err, out)
	}
	m := stubFileFlag.FindStringSubmatch(st.Cicc)
	if m == nil {
		t.Fatalf("no --stub_file_name in %s", st.Cicc)
	}
	return m[1]
}

// checkProgramRegistrations runs, for every source of every program,
// nvcc's front end (frontEnd: cufe compile's input and arguments, and the
// stub file cicc wrote) and compares the registrations of cufe compile
// with cicc's (checkRegistrations; gaps, the map called gapsName, lists
// the programs known to differ).
func checkProgramRegistrations(t *testing.T, gaps map[string]string, gapsName string, frontEnd func(t *testing.T, src string, flags []string) (input string, args []string, ciccStub string)) {
	progs := loadPrograms(t)
	s := options.NewSession()
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			for _, src := range p.Sources {
				input, args, stubPath := frontEnd(t, src, p.Flags)
				nvStub, err := os.ReadFile(stubPath)
				if err != nil {
					t.Fatal(err)
				}
				checkRegistrations(t, s, p.Name, input, args, string(nvStub), gaps, gapsName)
			}
		})
	}
}

// cudafeFlags returns the flags of nvcc's cudafe++ command line, without
// the command and the input.
func cudafeFlags(t *testing.T, cmd string) []string {
	t.Helper()
	args := splitCommand(cmd)
	if len(args) < 2 || args[0] != "cudafe++" {
		t.Fatalf("unexpected cudafe++ command %q", cmd)
	}
	return args[1 : len(args)-1]
}

// checkRegistrations runs cufe compile on NVIDIA's host .ii with
// cudafe++'s flags and checks that its stub file registers what nvStub
// (cicc's) does, and that it reports nothing; a program among gaps (the
// map called gapsName) must still compile, and fail the comparison.
func checkRegistrations(t *testing.T, s *options.Session, name, hostII string, args []string, nvStub string, gaps map[string]string, gapsName string) {
	t.Helper()
	want := registrations(nvStub)
	out, err := tu.NewCompiler(s)(context.Background(), tu.Input{Path: hostII, Args: args})
	var got []string
	var stubFound bool
	if err == nil {
		for _, f := range out.Files {
			if strings.HasSuffix(f.Path, ".stub.c") {
				got, stubFound = registrations(string(f.Data)), true
			}
		}
	}
	got = exprThreads(got, want)
	same := stubFound && strings.Join(got, "\n") == strings.Join(want, "\n")
	if why, known := gaps[name]; known {
		if same {
			t.Errorf("registrations now equal cicc's: remove %s from %s", name, gapsName)
		}
		// Without its stub file, the rest must still be made.
		if err != nil || out.ExitStatus != 0 || !hasSuffixFile(out.Files, ".cudafe1.cpp") {
			t.Errorf("known gap, yet cufe compile fails (%v):\n%s", err, firstLines(string(outDiagnostics(out)), 6))
		}
		t.Skipf("known gap: %s", why)
	}
	if err == nil && len(out.Diagnostics) > 0 {
		// The programs build cleanly with nvcc: on its own .ii, cufe
		// must not find fault either.
		t.Errorf("cufe compile of NVIDIA's host .ii reports diagnostics; first:\n%s", firstLines(string(out.Diagnostics), 6))
	}
	switch {
	case err != nil:
		t.Fatalf("cufe compile: %v", err)
	case !stubFound:
		t.Fatalf("cufe wrote no stub file:\n%s", out.Diagnostics)
	case !same:
		t.Errorf("registrations differ\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	if len(want) == 0 {
		t.Errorf("cicc's stub registers nothing: the regular expressions no longer match its form")
	}
}

// exprThreads gives got's kernels the thread count want spells as an
// expression (cudafe++ writes bounds a template argument gives as one,
// cufe writes their value): only their names are compared.
func exprThreads(got, want []string) []string {
	out := append([]string(nil), got...)
	for _, w := range want {
		prefix, ok := strings.CutSuffix(w, "threads=expression")
		if !ok {
			continue
		}
		for i, g := range out {
			if strings.HasPrefix(g, prefix) {
				out[i] = w
			}
		}
	}
	sort.Strings(out)
	return out
}

// hasSuffixFile reports whether one of files has a path ending in suffix.
func hasSuffixFile(files []tu.File, suffix string) bool {
	for _, f := range files {
		if strings.HasSuffix(f.Path, suffix) {
			return true
		}
	}
	return false
}

// outDiagnostics returns out's diagnostics, none for a nil out.
func outDiagnostics(out *tu.Output) []byte {
	if out == nil {
		return nil
	}
	return out.Diagnostics
}
