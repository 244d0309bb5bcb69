package pp

import (
	"slices"
	"testing"
)

// TestConditionTaint checks which #if conditions are device-dependent
// (their file noted in Result.DeviceFiles) when __CUDA_ARCH__ (700 on the
// device side, a known definition) and DEVX (of unknown definition there)
// are the device macros: the operand rules of condtaint.go, and the
// fallback to tainting the whole condition where a tainted macro's tokens
// or a name of unknown definition come in.
func TestConditionTaint(t *testing.T) {
	const tainted = "#ifdef __CUDA_ARCH__\n#define T 1\n#define T1 1\n#else\n#define T 0\n#endif\n"
	cases := []struct {
		name, prelude, cond string
		dependent           bool
	}{
		// ||: an untainted true operand decides.
		{"or, untainted true first", "#define __CUDACC__ 1\n", "defined(__CUDACC__) || defined(__CUDA_ARCH__)", false},
		{"or, untainted true last", "", "defined(DEVX) || 1", false},
		{"or, untainted false", "", "defined(FOO) || defined(DEVX)", true},
		{"or, both tainted", "", "defined(DEVX) || defined(__CUDA_ARCH__)", true},
		// &&: an untainted false operand decides.
		{"and, untainted false last", "", "defined(DEVX) && 0", false},
		{"and, untainted false first", "", "0 && defined(DEVX)", false},
		{"and, untainted true", "", "1 && defined(DEVX)", true},
		// ?: an untainted condition picks the branch whose taint counts.
		{"choice, untainted branch chosen", "", "1 ? 2 : defined(DEVX)", false},
		{"choice, tainted branch chosen", "", "0 ? 2 : defined(DEVX)", true},
		{"choice, tainted condition", "", "defined(DEVX) ? 1 : 1", true},
		// Any other operator: a tainted operand taints.
		{"arithmetic", "", "defined(DEVX) + 1", true},
		{"not", "", "!defined(DEVX) || 0", true},
		{"parenthesized", "", "(defined(DEVX)) || (1)", false},
		// A known definition there: the device side's value is computed.
		{"known value, same answer", "", "!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 350", false},
		{"known value, other answer", "", "!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800", true},
		{"known value, defined", "", "defined(__CUDA_ARCH__)", true},
		{"known value, computed", "", "(__CUDA_ARCH__ - 700) ? 1 : 0", true},
		{"known value through a macro", "#define ARCH __CUDA_ARCH__\n", "ARCH >= 350 || !defined(__CUDA_ARCH__)", false},
		{"known value dropped once changed in a group", "#ifdef DEVX\n#undef __CUDA_ARCH__\n#endif\n", "!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 350", true},
		// Lost provenance: the whole condition is tainted.
		{"unknown name left unexpanded", "", "DEVX || 1", true},
		{"tainted macro expanded", tainted, "1 || T", true},
		{"tainted macro in an argument", tainted + "#define ID(x) x\n", "1 || ID(T)", true},
		{"tainted macro through ##", tainted + "#define CAT(a, b) a##b\n", "1 || CAT(T, 1)", true},
		{"known name made by ##", "#define CAT(a, b) a##b\n", "CAT(__CUDA_, ARCH__) >= 350 || !defined(__CUDA_ARCH__)", false},
		{"tainted macro nested", tainted + "#define N T\n", "1 || N", true},
		// #ifdef.
		{"ifdef of a tainted name", "", "#ifdef DEVX", true},
		{"ifdef of another name", "", "#ifdef FOO", false},
		// Defines in groups skipped on both sides are not tainted.
		{"define in a group both sides skip", "#ifndef __CUDA_ARCH__\n#if 0\n#define Q 1\n#endif\n#endif\n", "defined(Q) || 0", false},
		{"define in a group the device may read", "#ifdef __CUDA_ARCH__\n#if 0\n#define Q 1\n#endif\n#endif\n", "defined(Q) || 0", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			directive := "#if " + c.cond
			if c.cond[0] == '#' {
				directive = c.cond
			}
			files := map[string]string{
				"main.cpp": "#include \"h.h\"\n" + directive + "\nint a;\n#endif\nint b;\n",
				"h.h":      c.prelude,
			}
			res := runTaintDefs(t, files, []string{"DEVX", "__CUDA_ARCH__"}, map[string]string{"__CUDA_ARCH__": "700"})
			if got := slices.Contains(res.DeviceFiles, "main.cpp"); got != c.dependent {
				t.Errorf("%s: device-dependent %v, want %v (noted %v)", directive, got, c.dependent, res.DeviceFiles)
			}
		})
	}
}

// TestConditionSides checks the combination of device sides operator by
// operator.
func TestConditionSides(t *testing.T) {
	one, zero := side{v: value{v: 1}, known: true}, side{v: value{}, known: true}
	unknown := side{}
	for _, c := range []struct {
		name string
		got  side
		want side
	}{
		{"unknown || 1", orSide(unknown, one), one},
		{"0 || unknown", orSide(zero, unknown), unknown},
		{"0 || 0", orSide(zero, zero), zero},
		{"unknown && 0", andSide(unknown, zero), zero},
		{"1 && unknown", andSide(one, unknown), unknown},
		{"1 && 1", andSide(one, one), one},
		{"1 ? 1 : unknown", choiceSide(one, one, unknown), one},
		{"0 ? 1 : unknown", choiceSide(zero, one, unknown), unknown},
		{"unknown ? 1 : 1", choiceSide(unknown, one, one), unknown},
	} {
		if c.got.known != c.want.known || c.got.known && c.got.v != c.want.v {
			t.Errorf("%s: %+v, want %+v", c.name, c.got, c.want)
		}
	}
}

// TestPredefinedDeviceMacro: a device macro the host side predefines
// (otherwise than the device side) taints its expansions, in code and in
// conditions.
func TestPredefinedDeviceMacro(t *testing.T) {
	files := map[string]string{"main.cpp": "#if HOSTX || 0\nint a;\n#endif\n"}
	p := New(&Options{Std: "c++17", ReadFile: memFS(files), DeviceMacros: []string{"HOSTX"}, ExtraPredefines: "#define HOSTX 1\n"}, &collect{})
	res, err := p.Run("main.cpp")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(res.DeviceFiles, "main.cpp") {
		t.Errorf("#if HOSTX || 0 is not device-dependent (noted %v)", res.DeviceFiles)
	}
	files = map[string]string{"main.cpp": "int z;\nHOSTX;\n"}
	p = New(&Options{Std: "c++17", ReadFile: memFS(files), DeviceMacros: []string{"HOSTX"}, ExtraPredefines: "#define HOSTX 1\n"}, &collect{})
	if res, err = p.Run("main.cpp"); err != nil {
		t.Fatal(err)
	}
	if got := markedTexts(res.Tokens); got != "1" {
		t.Errorf("marked %q, want the expansion \"1\"", got)
	}
}

func runTaintDefs(t *testing.T, files map[string]string, device []string, defs map[string]string) *Result {
	t.Helper()
	p := New(&Options{Std: "c++17", ReadFile: memFS(files), DeviceMacros: device, DeviceDefinitions: defs}, &collect{})
	res, err := p.Run("main.cpp")
	if err != nil {
		t.Fatal(err)
	}
	return res
}
