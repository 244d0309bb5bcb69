package pp

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

type diagList struct{ diags []diag.Diagnostic }

func (l *diagList) Report(d diag.Diagnostic) { l.diags = append(l.diags, d) }

// TestStartPreprocessedMatchesRead reads the same .ii with
// ReadPreprocessed and with a PreprocessedStream consumed token by token
// while it is lexed: tokens, positions and diagnostics must agree, and every
// slice the stream hands out must be a prefix of the final one.
func TestStartPreprocessedMatchesRead(t *testing.T) {
	var b strings.Builder
	b.WriteString("# 1 \"main.cu\"\n# 1 \"<built-in>\" 1\n# 1 \"main.cu\" 2\n# 1 \"a.h\" 1 3 4\n")
	for i := 0; i < 3000; i++ {
		fmt.Fprintf(&b, "int v%d = %d + (%d * 2);\n", i, i, i)
		if i%500 == 0 {
			b.WriteString("#pragma pack(push, 4)\n")
			fmt.Fprintf(&b, "# %d \"main.cu\" 2\n", 10+i)
		}
	}
	b.WriteString("#define X 1\n'unterminated\nint last;\n")
	src := []byte(b.String())

	var want diagList
	whole := ReadPreprocessed("x.ii", src, &want)

	var got diagList
	s := StartPreprocessed("x.ii", src, &got)
	var seen []token.Token
	for n := 0; ; n++ {
		toks, done := s.Tokens(n)
		if len(toks) < len(seen) || len(seen) > 0 && !reflect.DeepEqual(toks[:len(seen)], seen) {
			t.Fatalf("slice %d does not extend the previous one", n)
		}
		seen = toks
		if done {
			break
		}
		if len(toks) <= n {
			t.Fatalf("Tokens(%d) returned %d tokens before the end", n, len(toks))
		}
		// Positions of tokens handed out are final already.
		if p := s.Partial().Files.Position(toks[n].Pos); p != whole.Files.Position(whole.Tokens[n].Pos) {
			t.Fatalf("token %d at %v while streaming, %v when read whole", n, p, whole.Files.Position(whole.Tokens[n].Pos))
		}
	}
	res := s.Result()
	if !reflect.DeepEqual(res.Tokens, whole.Tokens) || !reflect.DeepEqual(seen, whole.Tokens) {
		t.Fatalf("streamed %d tokens, read %d; they differ", len(res.Tokens), len(whole.Tokens))
	}
	if !reflect.DeepEqual(got.diags, want.diags) || len(want.diags) < 2 {
		t.Errorf("diagnostics differ (or too few to compare):\nstream %v\nwhole  %v", got.diags, want.diags)
	}
	for i, tk := range whole.Tokens {
		if a, b := res.Files.Position(res.Tokens[i].Pos), whole.Files.Position(tk.Pos); a != b {
			t.Fatalf("token %d: %v streamed, %v read whole", i, a, b)
		}
	}
}
