package pp

import (
	"strings"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/token"
)

// TestPreparedServesOtherSpelling: a header included under two spellings
// of one path ("d/../c.h" and "c.h") is lexed ahead once, and its tokens
// serve both, but only when both spellings read the same text (a symbolic
// link can make them differ).
func TestPreparedServesOtherSpelling(t *testing.T) {
	for _, same := range []bool{true, false} {
		other := "int c;\n"
		if !same {
			other = "int other_text;\n"
		}
		files := map[string]string{
			"main.cpp": "#include \"d/../c.h\"\n#include \"c.h\"\n",
			"d/../c.h": "int c;\n",
			"c.h":      other,
		}
		c := &collect{}
		p := New(&Options{Std: "c++17", ReadFile: memFS(files)}, c)
		p.prefetchFirst = true
		var out []string
		if _, err := p.Stream("main.cpp", func(tk token.Token) { out = append(out, tk.Text) }); err != nil {
			t.Fatal(err)
		}
		if want := "int c ; " + strings.ReplaceAll(strings.TrimSpace(other), ";", " ;") + " "; strings.Join(out, " ")+" " != want {
			t.Errorf("same=%v: output %q, want %q", same, strings.Join(out, " "), want)
		}
		wantOwn := 0
		if !same {
			wantOwn = len(other)
		}
		if p.ownLexed != wantOwn {
			t.Errorf("same=%v: the preprocessor lexed %d bytes itself, want %d", same, p.ownLexed, wantOwn)
		}
	}
}

// TestPrepBudget: the lexer may lex a header only while it starts at most
// the limit after the last header the preprocessor entered; stopping the
// budget releases a waiting lexer.
func TestPrepBudget(t *testing.T) {
	b := newPrepBudget(100)
	if !b.wait(100) {
		t.Fatal("a header within the limit waits")
	}
	done := make(chan bool)
	go func() { done <- b.wait(250) }()
	select {
	case <-done:
		t.Fatal("a header past the limit did not wait")
	case <-time.After(20 * time.Millisecond):
	}
	b.reached(50) // still too far: 250-50 > 100
	select {
	case <-done:
		t.Fatal("a header still past the limit stopped waiting")
	case <-time.After(20 * time.Millisecond):
	}
	b.reached(160)
	if ok := <-done; !ok {
		t.Fatal("wait reports the budget stopped")
	}
	go func() { done <- b.wait(1000) }()
	b.stop()
	if ok := <-done; ok {
		t.Fatal("wait after stop reports true")
	}
}
