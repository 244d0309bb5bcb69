package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
)

// deviceProofWalk is proofWalk on the device side's view
// (Options.DeviceSide): the walks enter device code.
func deviceProofWalk(t *testing.T, src string, deviceSide bool) (InstanceWalk, []string) {
	t.Helper()
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{DeviceSide: deviceSide})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	out := ck.res
	var sites []source.Pos
	seen := false
	for _, tok := range out.checker.opts.Tokens {
		if tok.Text == "k" {
			if seen {
				sites = append(sites, tok.Pos)
			}
			seen = true
		}
	}
	w := out.CompleteKernelInstances(sites, nil, nil)
	return w, instantiatedKernels(out)
}

// TestDeviceSideWalkEntersDeviceCode: on the device side a kernel's body
// and the device functions it calls are compiled, and may launch a kernel
// (dynamic parallelism) through a template in a system header: the proof
// walk there enters them and meets the site, finding the instance. On the
// host side the same device function is not walked, and the site stays
// unmet (the caller's check then keeps the stub file back).
func TestDeviceSideWalkEntersDeviceCode(t *testing.T) {
	src := systemHeader +
		"template <class T> __attribute__((device)) void launch(T *p) { k<<<1, 1>>>(p); }\n" +
		"template <class T> __attribute__((device)) void relay(T *p) { launch(p); }\n" +
		userCode +
		"__attribute__((global)) void top(float *p) { relay(p); }\n"
	w, got := deviceProofWalk(t, src, true)
	if w.Incomplete != nil {
		t.Fatalf("device side: incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 0 || strings.Join(got, " ") != "k<float>" {
		t.Errorf("device side: unmet %v, kernels %v; want the site met and k<float> found", w.Unmet, got)
	}
	w, got = deviceProofWalk(t, src, false)
	if w.Incomplete == nil && len(w.Unmet) == 0 {
		t.Errorf("host side: the walk met the site in device code (kernels %v)", got)
	}
}

// TestDeviceSideWalkDeductionFailure: cub's ThreadReduce(inputs, op) with
// an array: the overload taking T* cannot deduce LENGTH, so only the one
// taking T (&)[LENGTH] is viable, and the call is resolved for sure.
func TestDeviceSideWalkDeductionFailure(t *testing.T) {
	src := systemHeader +
		"template <int N> struct I {};\n" +
		"template <int L, class T, class Op> __attribute__((device)) T red(T *in, Op op, T pre, I<L>) { return pre; }\n" +
		"template <int L, class T, class Op> __attribute__((device)) T red(T *in, Op op) { return red(in + 1, op, in[0], I<L - 1>()); }\n" +
		"template <int L, class T, class Op> __attribute__((device)) T red(T (&in)[L], Op op) { return red<L>((T *)in, op); }\n" +
		"struct Sum {};\n" +
		"template <class T> __attribute__((device)) void use(T *p) { T a[4]; red(a, Sum()); k<<<1, 1>>>(p); }\n" +
		userCode +
		"__attribute__((global)) void top(int *p) { use(p); }\n"
	w, got := deviceProofWalk(t, src, true)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 0 || strings.Join(got, " ") != "k<int>" {
		t.Errorf("unmet %v, kernels %v; want the site met and k<int> found", w.Unmet, got)
	}
}

// TestDeviceSideWalkConditionalDecay: cub's merge-sort kernels cast `U ?
// vshmem + offset : shmem`, a char * and an extern __shared__ char[]: the
// array decays, the conditional is a char *, and the walk follows the
// cast.
func TestDeviceSideWalkConditionalDecay(t *testing.T) {
	src := systemHeader +
		"struct S { int a; };\n" +
		"template <bool U, class T> __attribute__((global)) void q(T *p, char *v) {\n" +
		"  extern __attribute__((shared)) char shmem[];\n" +
		"  S &s = *reinterpret_cast<S *>(U ? v + 3 : shmem);\n" +
		"  k<<<1, 1>>>(p);\n" +
		"}\n" +
		userCode +
		"void top(float *p) { q<false><<<1, 1>>>(p, 0); }\n"
	w, got := deviceProofWalk(t, src, true)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 0 || strings.Join(got, " ") != "q<false, float> k<float>" {
		t.Errorf("unmet %v, kernels %v; want the site met, q<false, float> and k<float> found", w.Unmet, got)
	}
}
