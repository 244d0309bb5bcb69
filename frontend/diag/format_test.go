package diag

import (
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		tmpl    string
		args    Args
		want    string
		wantErr string
	}{
		{tmpl: "identifier %sq is undefined", args: Args{Str: []string{"x"}}, want: `identifier "x" is undefined`},
		{tmpl: "cannot open %s file %sq2", args: Args{Str: []string{"source", "a.h"}}, want: `cannot open source file "a.h"`},
		{tmpl: "The enclosing parent function (%sq2) for an extended %s1 lambda", args: Args{Str: []string{"__device__", "f"}},
			want: `The enclosing parent function ("f") for an extended __device__ lambda`},
		{tmpl: "a %s1 %n1 cannot be directly read in a host function", args: Args{Str: []string{"__device__"}, Entity: []string{`variable "dv"`}},
			want: `a __device__ variable "dv" cannot be directly read in a host function`},
		{tmpl: "incompatible redefinition of macro %nod", args: Args{Entity: []string{`"X"`}}, want: `incompatible redefinition of macro "X"`},
		{tmpl: "operand types are incompatible (%t1 and %t2)", args: Args{Type: []string{"int", "S"}}, want: `operand types are incompatible ("int" and "S")`},
		{tmpl: "closure (%t%s)", args: Args{Type: []string{"lambda"}, Str: []string{" x"}}, want: `closure ("lambda" x)`},
		{tmpl: "args %T", args: Args{TArgs: []string{"int, float"}}, want: `args "<int, float>"`},
		{tmpl: "%d%% of %u", args: Args{Num: []string{"5", "7"}}, want: "5% of 7"},
		{tmpl: "value %s0", args: Args{Str: []string{"v"}}, want: "value v"},
		{tmpl: "identifier %sq is undefined", wantErr: "no fill-in #1 for %s"},
		{tmpl: "plain", args: Args{Str: []string{"x"}}, wantErr: "fill-in %s #1 unused"},
		{tmpl: "bad %r", wantErr: "unsupported fill-in %r"},
		{tmpl: "bad %", wantErr: "% at end"},
	}
	for _, tt := range tests {
		got, err := Format(tt.tmpl, tt.args)
		switch {
		case tt.wantErr != "":
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Format(%q) error = %v, want %q", tt.tmpl, err, tt.wantErr)
			}
		case err != nil:
			t.Errorf("Format(%q): %v", tt.tmpl, err)
		case got != tt.want:
			t.Errorf("Format(%q) = %q, want %q", tt.tmpl, got, tt.want)
		}
	}
}

func TestMessageDialects(t *testing.T) {
	// #70 changed wording between 11.8 and 13.0.
	got118, err := Message(70, Dialect118, Args{})
	if err != nil || got118 != "incomplete type is not allowed" {
		t.Errorf("11.8: %q, %v", got118, err)
	}
	got130, err := Message(70, Dialect130, Args{Type: []string{"S"}})
	if err != nil || got130 != `incomplete type "S" is not allowed` {
		t.Errorf("13.0: %q, %v", got130, err)
	}
	if _, err := Message(CufeBase+12345, Dialect118, Args{}); err == nil {
		t.Error("no error for an unknown ID")
	}
}
