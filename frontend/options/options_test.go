package options

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	o, err := Parse([]string{"-std=c++20", "-DA=1", "-UB", "-I", "inc", "-isystem", "sys", "-iquote", "q",
		"-idirafter", "after", "-include", "pre.h", "-arch=sm_70,sm_80", "-rdc=true", "--extended-lambda",
		"--expt-relaxed-constexpr", "-o", "out.ii", "-MMD", "-MF", "d.d", "--diag_suppress=20042,177",
		"--no_display_error_number", "--gen_c_file_name", "x.cudafe1.cpp", "--orig_src_path_name=/abs/x.cu", "x.cu"})
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name string
		ok   bool
	}{
		{"std", o.Std == "c++20"},
		{"macros", len(o.Macros) == 2 && o.Macros[0].Text == "A=1" && o.Macros[1].Undef && o.Macros[1].Text == "B"},
		{"dirs", o.AngledDirs[0] == "inc" && o.SystemDirs[0] == "sys" && o.QuoteDirs[0] == "q" && o.AfterDirs[0] == "after"},
		{"include", o.Includes[0] == "pre.h"},
		{"arch", strings.Join(o.Arches, ",") == "sm_70,sm_80"},
		{"cuda flags", o.RDC && o.ExtendedLambda && o.RelaxedConstexpr},
		{"output", o.Output == "out.ii" && o.Deps.WithOutput && o.Deps.NoSystem && o.Deps.File == "d.d"},
		{"diag", !o.Diag.DisplayErrorNumber && len(o.Diag.Overrides) == 1 && strings.Join(o.Diag.Overrides[0].Items, ",") == "20042,177"},
		{"compile", o.Compile.GenCFileName == "x.cudafe1.cpp" && o.Compile.OrigSrcPathName == "/abs/x.cu"},
		{"input", len(o.Inputs) == 1 && o.Inputs[0] == "x.cu" && o.IsCUDA("x.cu")},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s parsed wrong: %+v", c.name, o)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--frobnicate"}, {"-std=c++99x"}, {"-I"}, {"--output_mode=xml"}, {"--error_limit=-3"}, {"-x", "fortran"},
		{"--diag_bogus=1"},
	} {
		if _, err := Parse(args); err == nil {
			t.Errorf("Parse(%q) accepted", args)
		}
	}
}

func TestKeyChangesWithFlags(t *testing.T) {
	a, _ := Parse([]string{"-DX=1"})
	b, _ := Parse([]string{"-DX=2"})
	c, _ := Parse([]string{"-DX=1"})
	if strings.Join(a.Key(), "\n") == strings.Join(b.Key(), "\n") {
		t.Error("different -D give the same key")
	}
	if strings.Join(a.Key(), "\n") != strings.Join(c.Key(), "\n") {
		t.Error("the same flags give different keys")
	}
}
