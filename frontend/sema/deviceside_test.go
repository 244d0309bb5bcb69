package sema

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestDeviceSideVariables: the walk of the device side's tree lists the
// namespace-scope variables with a device memory space (not typedefs,
// functions, templates, class members or locals), with their namespace
// paths (anonymous ones as ""), storage, and whether one declaration is a
// definition; AddDeviceSideVariables registers the host variables of the
// same names, in declaration order among the host's device variables.
func TestDeviceSideVariables(t *testing.T) {
	device := `namespace a {
  struct tag {};
  static const __attribute__((device)) tag s;
  namespace { __attribute__((device)) constexpr int anon = 1; }
  inline namespace v1 { __attribute__((constant)) int c[4]; }
  typedef __attribute__((device)) int not_a_variable;
  __attribute__((device)) int f();
  template <class T> __attribute__((device)) T tv;
  struct cls { static int member; };
  extern __attribute__((device)) int later;
}
__attribute__((device)) int a::later = 2;
__attribute__((managed)) int m;
void g() { static __attribute__((device)) int local; }
extern "C" __attribute__((device)) int ext;
extern "C" { __attribute__((device)) int braced; }
`
	res := pp.ReadPreprocessed("device.ii", []byte(device), &recorder{})
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{Std: parse.CXX17}, &recorder{})
	var got []string
	for _, v := range DeviceSideVariables(tree) {
		got = append(got, fmt.Sprintf("%q %s mem=%v static=%v const=%v defined=%v", v.Path, v.Name, v.Mem, v.Static, v.Const, v.Defined))
	}
	want := []string{
		`["a"] s mem=` + fmt.Sprint(types.DeviceMem) + ` static=true const=true defined=true`,
		`["a" ""] anon mem=` + fmt.Sprint(types.DeviceMem) + ` static=false const=true defined=true`,
		`["a" "v1"] c mem=` + fmt.Sprint(types.ConstantMem) + ` static=false const=false defined=true`,
		`["a"] later mem=` + fmt.Sprint(types.DeviceMem) + ` static=false const=false defined=true`,
		`[] m mem=` + fmt.Sprint(types.ManagedMem) + ` static=false const=false defined=true`,
		`[] ext mem=` + fmt.Sprint(types.DeviceMem) + ` static=false const=false defined=false`,
		`[] braced mem=` + fmt.Sprint(types.DeviceMem) + ` static=false const=false defined=true`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("device-side variables\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}

	// The host side: the same names without memory spaces, but for c.
	host := `namespace a {
  struct tag {};
  static const tag s;
  namespace { inline constexpr int anon = 1; }
  inline namespace v1 { __attribute__((constant)) int c[4]; }
  extern int later;
  int unrelated;
}
int a::later = 2;
int m;
`
	ck := checkSource(t, "host.ii", []byte(host), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("host side does not check cleanly: %v %v", ck.parseDiags, ck.semaDiags)
	}
	if err := ck.res.AddDeviceSideVariables(DeviceSideVariables(tree)); err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, v := range ck.res.Variables {
		got = append(got, fmt.Sprintf("%s size=%d only=%v internal=%v", types.QualifiedName(v.Decl), v.Size, v.DeviceOnly, types.LinkageOf(v.Decl) == types.InternalLinkage))
	}
	want = []string{
		"a::s size=1 only=true internal=true",
		"a::<unnamed>::anon size=4 only=true internal=true",
		"a::v1::c size=16 only=false internal=false",
		"a::later size=4 only=true internal=false",
		"m size=4 only=true internal=false",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("registered variables\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
