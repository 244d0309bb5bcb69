package host

import (
	"github.com/cufe-dev/cufe/frontend/token"
)

// tokenScan is what one pass over the token stream finds for the passes
// that look for rare tokens, so that none of them reads the whole stream
// (a few hundred thousand tokens) again. Each list holds token indices in
// increasing order.
type tokenScan struct {
	shl   []int // `<<`: every launch starts with one
	attrs []int // __attribute__, __attribute and __noinline__
	exec  []int // spellings of __device__ and __global__ (mayNameExecSpace)
	// preheader: __nv_lambda_preheader_injection, where the
	// extended-lambda preamble goes
	preheader []int
}

// scanTokens makes the pass; it also checks the precondition of index:
// positions increase along the stream.
func scanTokens(toks []token.Token) (*tokenScan, error) {
	s := &tokenScan{}
	for i := range toks {
		t := &toks[i]
		if i > 0 && t.Pos <= toks[i-1].Pos {
			return nil, &Error{Pos: t.Pos, Msg: "host translation: the token stream is not one preprocessed file (positions do not increase)"}
		}
		switch t.Kind {
		case token.Shl:
			s.shl = append(s.shl, i)
		case token.Ident:
			switch len(t.Text) {
			case 6, 8, 10:
				if mayNameExecSpace(t.Text) {
					s.exec = append(s.exec, i)
				}
			case 11, 12, 13:
				if t.Text == "__attribute__" || t.Text == "__attribute" || t.Text == "__noinline__" {
					s.attrs = append(s.attrs, i)
				}
			case 31:
				if t.Text == "__nv_lambda_preheader_injection" {
					s.preheader = append(s.preheader, i)
				}
			}
		}
	}
	return s, nil
}
