package corpus

import "testing"

// knownSourceRegistrationGaps and knownSourceRegistrationGaps13 are the
// programs whose registrations cufe cannot match from the .cu either (with
// the reason); the tests fail when one starts to match.
var knownSourceRegistrationGaps = map[string]string{
	"thrust_algorithms": "no stub file: thrust's device-only code (NV_IF_TARGET's device paths) makes cufe check the device side and take its kernels from there; the proof walk there, which enters device code, meets no reason, but the kernel sites it never met stop it at main.cu:43, as on the host side (see knownRegistrationGaps)",
}

var knownSourceRegistrationGaps13 = map[string]string{
	"thrust_algorithms": "no stub file: CCCL 3's device-only code makes cufe check the device side and take its kernels from there, and the proof walk on the device side stops at expected.h:265 (expected<tuple<triple_chevron, kernel pointer, int>, cudaError> built from an unexpected: its storage base's constructors are inherited, which sema does not model), past that expected's storage base, dispatch_transform's !config, transform_kernel's pack expansion and its generic lambda, as on the host side (see knownRegistrationGaps13)",
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
