package tu

import (
	"bytes"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
)

// flatten turns cufe's own preprocessing of a .cu file into what the host
// compiler's `g++ -E` step would have written, read back as a .ii: one
// file whose token positions increase along the stream, with line markers
// naming the original files and lines. The host translation copies that
// stream (backend/host), so it needs this form; the printed text is
// exactly what `cufe cpp` prints.
//
// The preprocessing diagnostics stay in pre's engine (its positions belong
// to the other file set): the result keeps it as Earlier, and a fresh
// engine takes the rest. The include closure and headers are those of the
// real preprocessing.
func flatten(pre *Preprocessed, input string) (*Preprocessed, error) {
	var text bytes.Buffer
	if err := pp.Write(&text, pre.Result, pp.WriteOptions{}); err != nil {
		return nil, err
	}
	buf := &bufferReporter{}
	res := pp.ReadPreprocessed(input, text.Bytes(), buf)
	res.Closure, res.Headers, res.Missing = pre.Result.Closure, pre.Result.Headers, pre.Result.Missing
	carryDeviceMarks(pre.Result.Tokens, res.Tokens)
	eng := diag.NewEngine(res.Files, pre.Diags.Options())
	for _, d := range buf.diags {
		eng.Report(d)
	}
	return &Preprocessed{Result: res, Diags: eng, Setup: pre.Setup, Earlier: pre.Diags, Reread: true}, nil
}

// carryDeviceMarks copies the token.DeviceDependent marks of the
// preprocessed tokens to the same tokens read back. Printing keeps every
// token; should the two streams not pair up, every token read back is
// marked (the device side's view is then always taken).
func carryDeviceMarks(from, to []token.Token) {
	marked := false
	for i := range from {
		if from[i].Flags&token.DeviceDependent != 0 {
			marked = true
			break
		}
	}
	if !marked {
		return
	}
	paired := len(from) == len(to)
	for i := 0; paired && i < len(from); i++ {
		paired = from[i].Kind == to[i].Kind
	}
	for i := range to {
		if !paired || from[i].Flags&token.DeviceDependent != 0 {
			to[i].Flags |= token.DeviceDependent
		}
	}
}
