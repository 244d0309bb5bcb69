package corpus

import "testing"

// knownRegistrationGaps13 are the programs whose stub file cufe cannot
// write yet in CUDA 13.0's form, with the reason. The test fails when one
// of them starts to match, so that the list only shrinks.
var knownRegistrationGaps13 = map[string]string{
	"thrust_algorithms": "thrust names kernel templates inside its own templates, and the walk of their instances cannot prove it found them all: it now gets through triple_chevron's doit_host and cudaLaunchKernelEx (parameter packs), by-value iterators and cooperative_groups' tiles, implicit assignments (only the subobject assignments they pick), reference and class casts, aggregate initializations (cub's op_wrapper_t{first, op}), destructors of variables and subobjects (followed as calls: ~vector_base's for_each kernel), pseudo-destructors, __is_trivially_constructible and __has_trivial_destructor on scalars, calls giving every template argument of a template whose parameter types are decltype of its own parameters (is_destructible's __test<_Tp>(12)), pack expansions among bases and mem-initializers (__tuple_impl : __tuple_leaf<_Indx, _Tp>...), SFINAE on non-type template parameters (raw_reference_cast's enable_if_t<..., int> = 0), __is_empty, __is_final, __is_assignable on classes and && folds (__tuple_leaf_choose, __tuple_all_copy_assignable_v), casts in user code of a proxy reference (main.cu:70's static_cast<int>(prefix[n - 1]): its conversion, not its constructor templates), pack expansions among a construction's arguments (make_tuple's tuple<...>(forward<_Tp>(__t)...)), __is_trivially_copyable on scalars (copy's device_to_device dispatch), deduction from index_sequence<Is...> (dispatch_transform's invoke_prefetch_algorithm), constructions of a class deriving from a base of its own name (memory_resource.h's throw of thrust's bad_alloc, from a std::string made by basic_string's constructor template), __is_constructible and __is_convertible_to on classes (tuple<normal_iterator, normal_iterator>'s constraints, libcu++'s __all<P...>) and pack expansions among a mem-initializer's arguments (tuple's __base_(tag, forward<_Up>(__u)...)), is_nothrow_constructible on classes (libcu++'s fallback noexcept(_Tp(declval<_Args>()...)) and __is_nothrow_constructible: __tuple_impl's tag constructor), the pattern of an empty pack expansion (that fallback's declval<_Args>()... with no _Args, typed once only to learn the length), deduction failing for sure from a class template specialization whose arguments certainly differ (cub_transform_many's zip_iterator/zip_function overload for a tuple of two iterators), calls passing fewer arguments than the parameters before a function parameter pack (tuple's allocator_arg_t constructors, for a copy of cuda::std::tuple into cub's dispatch) decltype in a nested-name-specifier typed unevaluated (is_destructible's decltype(__test<_Tp>(12))::value), a destructor named through a template parameter (is_destructible's declval<_Tp1&>().~_Tp1() on a class), the trivial-operation traits of plain classes and __is_trivially_assignable (__expected_can_move_assign choosing expected's storage bases), ref-qualified members on lvalues (expected::error() const&) and defaulted copy constructors beside move ones (tuple's), the trivial-operation and assignment traits of classes whose copy and move members are defaulted or deleted (tuple's: the storage base of cuda::std::expected<tuple<triple_chevron, kernel pointer, int>, cudaError>), built-in operators through a conversion function (dispatch_transform's !config), and stops at expected.h:265 (expected<tuple<triple_chevron, ...>> built from an unexpected: its storage base's constructors are inherited, using __base::__base, which sema does not model), then at dispatch_transform.cuh:252 (cuda::std::expected<elem_counts, cudaError>'s operator-> not resolved), cuda::std::get, DispatchRadixSort and agent_launcher's doit; no stub file is written",
	"device_launch":     "its kernels launch fill<float> and scale<double> under #ifdef __CUDA_ARCH__ only (dynamic parallelism), and block_size is __device__ on the device side only: the host .ii shows neither (from the .cu cufe checks the device side and matches cicc 13.0: TestOracle13ProgramRegistrationsFromSource)",
	"cub_block":         "the stub file is written and registers cicc's kernels (the walk of cub's instances proves the list complete), but cicc also registers CCCL 3's _CCCL_GLOBAL_CONSTANT variables (cuda::std::in_place, ignore, __cpo::begin..., thrust's seq), __device__ constexpr only in the device-side preprocessing: the host .ii does not show them",
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
	checkProgramRegistrations(t, knownRegistrationGaps13, "knownRegistrationGaps13", func(t *testing.T, src string, flags []string) (string, []string, string) {
		st := nv.steps(t, src, flags)
		args := append([]string{"--cuda-path", nv.Root}, cudafeFlags(t, st.Cudafe)...)
		return st.HostII, args, nv.ciccStub(t, st)
	})
}

// ciccStub runs nvcc 13.0's four front-end steps of st and returns the
// stub file cicc writes.
func (n *cuda13Toolkit) ciccStub(t *testing.T, st *nvcc13Steps) string {
	t.Helper()
	if out, err := n.frontEnd(st); err != nil {
		t.Fatalf("%v\n%s", err, firstLines(out, 12))
	}
	return st.StubFile
}
