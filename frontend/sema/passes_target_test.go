package sema

import (
	"strings"
	"testing"
)

// TestTargetMacroOpen: a call inside the arguments of a <nv/target> macro
// is taken as perhaps not compiled for the device; one after the macro's
// arguments close, or in a longer name's arguments, is not.
func TestTargetMacroOpen(t *testing.T) {
	cases := []struct {
		src  string // the body; | marks the call
		want bool
	}{
		{"{ __half v;\nNV_IF_ELSE_TARGET(NV_IS_DEVICE,\n asm(\"cvt\");\n,\n r.x = |__internal_float2half(a);\n)\n}", true},
		{"{ NV_IF_TARGET(NV_IS_HOST, (|hostOnly();)) }", true},
		{"{ NV_DISPATCH_TARGET(NV_IS_HOST, (|h();), NV_IS_DEVICE, (d();)) }", true},
		{"{ NV_IF_TARGET(NV_IS_HOST, (x();)); g(|h(); }", false},
		{"{ MY_NV_IF_TARGET(NV_IS_HOST, (|h();)) }", false},
		{"{ NV_IF_TARGETS(NV_IS_HOST, (|h();)) }", false},
		{"{ int NV_IF_TARGET = 0; f(|h()); }", false},
		{"{ |h(); }", false},
	}
	for _, c := range cases {
		end := strings.Index(c.src, "|")
		src := []byte(strings.Replace(c.src, "|", "", 1))
		if got := targetMacroOpen(src, 0, end); got != c.want {
			t.Errorf("targetMacroOpen(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}

// TestTargetMacroAt: a token placed at a target macro's name came out of
// its expansion as a whole (CUDA 13's cuda_fp16.hpp: NV_IF_ELSE_TARGET
// expands through nested macros, and its arguments' tokens take the
// invocation's position); a longer name, or another position, is not one.
func TestTargetMacroAt(t *testing.T) {
	cases := []struct {
		src  string // | marks the token's position
		want bool
	}{
		{"{ __half v;\n|NV_IF_ELSE_TARGET(NV_IS_DEVICE, d();, h();)\n}", true},
		{"{ |NV_IF_TARGET(NV_IS_HOST, (h();)) }", true},
		{"{ |NV_DISPATCH_TARGET(NV_IS_HOST, (h();), NV_IS_DEVICE, (d();)) }", true},
		{"{ |NV_IF_TARGETS(NV_IS_HOST, (h();)) }", false},
		{"{ NV_IF_TARGET(NV_IS_HOST, (|h();)) }", false},
		{"{ |h(); }", false},
		{"|NV_IF_TARGET", true},
	}
	for _, c := range cases {
		at := strings.Index(c.src, "|")
		src := []byte(strings.Replace(c.src, "|", "", 1))
		if got := targetMacroAt(src, at); got != c.want {
			t.Errorf("targetMacroAt(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}
