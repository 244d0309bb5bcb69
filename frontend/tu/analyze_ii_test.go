package tu

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/types"
)

// pipelineInputs are preprocessed units for TestPipelineMatchesSequential:
// kernels, pragmas that steer layout and diagnostics, syntax and semantic
// errors, a reading error.
var pipelineInputs = map[string]string{
	"kernels": `# 1 "k.cu"
# 1 "h.h" 1 3
#pragma pack(push, 2)
struct P { char c; int i; };
#pragma pack(pop)
void helper() {}
# 3 "k.cu" 2
struct Q { char c; double d; };
__attribute__((global)) void k(P p, Q q, int n) {}
__attribute__((global)) __attribute__((launch_bounds(128, 2))) void lb(int *x) {}
template <class T> __attribute__((global)) void kt(T t) {}
template __attribute__((global)) void kt<int>(int);
__attribute__((device)) int dv;
int first() { return 1; }
int second() { return 2; }
`,
	"errors": `# 1 "e.cu"
int f() { return 1 }
static_assert(sizeof(int) == 8, "int is not 8");
#pragma nv_diag_suppress 1234
void g() { h(1); }
static_assert(sizeof(long) == 4);
`,
	"read-error": "# 1 \"r.cu\"\n#define X 1\nint ok;\nstatic_assert(sizeof(int) == 8, \"x\");\n",
	"empty":      "",
}

// TestPipelineMatchesSequential checks that Analyze and ParseOnly on a .ii
// (reader, parser and sema running side by side) report and return what
// reading, parsing and checking one after the other do.
func TestPipelineMatchesSequential(t *testing.T) {
	dir := t.TempDir()
	for name, src := range pipelineInputs {
		for _, args := range [][]string{nil, {"--error_limit=1"}, {"--diag_suppress=20"}} {
			t.Run(fmt.Sprintf("%s%v", name, args), func(t *testing.T) {
				path := filepath.Join(dir, name+".ii")
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				o, err := options.Parse(append(append([]string{}, args...), path))
				if err != nil {
					t.Fatal(err)
				}
				for _, parseOnly := range []bool{false, true} {
					wantDiags, wantRes := sequential(t, o, path, parseOnly)
					run := Analyze
					if parseOnly {
						run = ParseOnly
					}
					a, err := run(options.NewSession(), o, path)
					if err != nil {
						t.Fatal(err)
					}
					var got bytes.Buffer
					a.Diags.WriteText(&got)
					if got.String() != wantDiags {
						t.Errorf("parseOnly=%v: diagnostics differ\npipeline:\n%s\nsequential:\n%s", parseOnly, got.String(), wantDiags)
					}
					if s := summarize(a.Sema); s != wantRes {
						t.Errorf("parseOnly=%v: results differ\npipeline:\n%s\nsequential:\n%s", parseOnly, s, wantRes)
					}
				}
			})
		}
	}
}

// sequential runs the front end's stages one after the other on a .ii.
func sequential(t testing.TB, o *options.Options, path string, parseOnly bool) (string, string) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	buf := &bufferReporter{}
	res := pp.ReadPreprocessed(path, src, buf)
	eng := diag.NewEngine(res.Files, o.DiagOptions(path))
	for _, d := range buf.diags {
		eng.Report(d)
	}
	pre := &Preprocessed{Result: res, Diags: eng}
	a := &Analyzed{Preprocessed: pre, Opts: parseOptions(pre, o)}
	var sres *sema.Result
	if !eng.ShouldStop() {
		a.Tree = parse.Parse(res.Files, res.Tokens, a.Opts, eng)
		applyTreePragmas(a)
		if !parseOnly && !eng.ShouldStop() {
			sres = sema.Check(a.Tree, res.Files, semaOptions(pre, o, a.Opts), eng)
		}
	}
	var out bytes.Buffer
	eng.WriteText(&out)
	return out.String(), summarize(sres)
}

// summarize spells what the back end takes from a sema result.
func summarize(r *sema.Result) string {
	if r == nil {
		return "<no result>"
	}
	var b strings.Builder
	for _, k := range r.Kernels {
		fmt.Fprintf(&b, "kernel %s at %d args %d launch %+v params %+v\n", types.QualifiedName(k.Decl), k.Pos, k.ArgsSize, k.Launch, k.Params)
	}
	for _, v := range r.Variables {
		fmt.Fprintf(&b, "variable %s at %d\n", types.QualifiedName(v.Decl), v.Pos)
	}
	if r.FirstFunction != nil {
		fmt.Fprintf(&b, "first function %s\n", types.QualifiedName(r.FirstFunction))
	}
	fmt.Fprintf(&b, "%d entities, %d definitions, %d launches, %d calls\n", len(r.Entities), len(r.Definitions), len(r.Launches), len(r.Calls))
	return b.String()
}
