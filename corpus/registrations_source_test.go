package corpus

import "testing"

// knownSourceRegistrationGaps and knownSourceRegistrationGaps13 are the
// programs whose registrations cufe cannot match from the .cu either (with
// the reason); the tests fail when one starts to match.
var knownSourceRegistrationGaps = map[string]string{
	"cub_block":         "no stub file: CUB's configuration differs on the device side (util_arch.cuh's CUB_PTX_ARCH, CUB_RUNTIME_ENABLED around its dispatch's launches), so cufe checks the device side and takes the stub file's kernels from there; the proof walk on the device side does not enter device code (device functions, kernels' bodies), so the sites of cub's dispatch kernels stay unmet there and the check of names outside templates stops at main.cu:69 (blockOps, named in a kernel, may lead to DeviceReduceSingleTileKernel by name); the walk needs a device-side mode that enters device code for this to pass (the host side's proof alone would be unsound: it cannot see what device-only code instantiates)",
	"thrust_algorithms": "no stub file: thrust's device-only code (NV_IF_TARGET's device paths) makes cufe check the device side and take its kernels from there, and the proof walk on the device side stops at libstdc++'s hashtable_policy.h:619 (an operand of unknown type in _Power2_rehash_policy::_M_next_bkt), before thrust's own stops (see knownRegistrationGaps)",
}

var knownSourceRegistrationGaps13 = map[string]string{
	"cub_block":         "no stub file: CCCL 3's configuration differs on the device side (cuda/std/__cccl/compiler.h onwards), so cufe checks the device side and takes the stub file's kernels from there; the proof walk on the device side does not enter device code, and stops at device_reduce.cuh:1368 (DispatchReduceByKey, named outside templates in a system header, in code the walk did not enter); the walk needs a device-side mode that enters device code for this to pass",
	"thrust_algorithms": "no stub file: CCCL 3's device-only code makes cufe check the device side and take its kernels from there, and the proof walk on the device side stops at dispatch_transform.cuh:262 (the members of cuda::std::expected<tuple<triple_chevron, kernel pointer, int>, cudaError> are not all known), as on the host side (see knownRegistrationGaps13)",
}

// TestOracleProgramRegistrationsFromSource (CUDA_ORACLE) is
// TestOracleProgramRegistrations with cufe preprocessing the .cu itself
// (against the same toolkit, with cudafe++'s flags and the architecture
// nvcc built for) instead of reading NVIDIA's host .ii. From the source cufe
// also sees the device side: the variables that headers make __device__
// only when __CUDA_ARCH__ is defined (thrust's placeholders with 11.8),
// which cicc registers, are registered too, and where the device side may
// see other kernels (device_launch's launches under #ifdef __CUDA_ARCH__)
// the stub file's kernels are the device side's.
func TestOracleProgramRegistrationsFromSource(t *testing.T) {
	nv := oracleToolkit(t)
	checkProgramRegistrations(t, knownSourceRegistrationGaps, "knownSourceRegistrationGaps", func(t *testing.T, src string, flags []string) (string, []string, string) {
		st := nv.steps(t, src, flags)
		args := []string{"--cuda-path", nv.Root, "-ccbin", "/usr/bin/g++", "-allow-unsupported-compiler", testArch}
		return src, append(append(args, flags...), cudafeFlags(t, st.Cudafe)...), nv.ciccStub(t, st)
	})
}

// TestOracle13ProgramRegistrationsFromSource (CUDA13_ORACLE) is
// TestOracleProgramRegistrationsFromSource with CUDA 13.0, against the stub
// file cicc 13.0 writes (CCCL 3's _CCCL_GLOBAL_CONSTANT variables are
// __device__ only on the device side).
func TestOracle13ProgramRegistrationsFromSource(t *testing.T) {
	nv := oracle13Toolkit(t)
	checkProgramRegistrations(t, knownSourceRegistrationGaps13, "knownSourceRegistrationGaps13", func(t *testing.T, src string, flags []string) (string, []string, string) {
		st := nv.steps(t, src, flags)
		args := []string{"--cuda-path", nv.Root, "-ccbin", "/usr/bin/g++", cuda13Arch}
		return src, append(append(args, flags...), cudafeFlags(t, st.Cudafe)...), nv.ciccStub(t, st)
	})
}
