package pp

import (
	"io"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// PipedPrinter is a Printer that formats and writes on a goroutine of its
// own, so that printing (a sixth of `cufe cpp`'s time) runs on a second core
// while the preprocessor goes on. Tokens travel in chunks; the printer only
// reads the file set (see package source for what that allows).
//
// Use it from one goroutine: Begin, Token..., then Close, which waits for
// the output to be written.
type PipedPrinter struct {
	cur     []token.Token
	begin   *source.File
	chunks  chan pipeChunk
	free    chan []token.Token
	done    chan error
	started bool
	pr      *Printer
	onFault func(error) // WriteOptions.OnFault
}

type pipeChunk struct {
	begin *source.File // print the main file's opening marker first
	toks  []token.Token
}

// pipeChunkTokens is the number of tokens handed over at a time: large
// enough that the hand-over costs nothing per token, small enough that the
// printer starts early and the chunks stay in cache.
const pipeChunkTokens = 2048

// pipeDepth is how many chunks may wait for the printer.
const pipeDepth = 16

// NewPipedPrinter returns a PipedPrinter writing to w; files is the TU's
// file set.
func NewPipedPrinter(w io.Writer, files *source.FileSet, o WriteOptions) *PipedPrinter {
	return &PipedPrinter{
		pr:      NewPrinter(w, files, o),
		chunks:  make(chan pipeChunk, pipeDepth),
		free:    make(chan []token.Token, pipeDepth+2),
		done:    make(chan error, 1),
		cur:     make([]token.Token, 0, pipeChunkTokens),
		onFault: o.OnFault,
	}
}

// Begin prints the opening line marker for the main file (see Printer.Begin).
func (pp *PipedPrinter) Begin(main *source.File) { pp.begin = main }

// Token queues the next token for printing.
func (pp *PipedPrinter) Token(t token.Token) {
	pp.cur = append(pp.cur, t)
	if len(pp.cur) == cap(pp.cur) {
		pp.flush()
	}
}

func (pp *PipedPrinter) flush() {
	if !pp.started {
		pp.started = true
		go pp.run()
	}
	pp.chunks <- pipeChunk{begin: pp.begin, toks: pp.cur}
	pp.begin = nil
	select {
	case c := <-pp.free:
		pp.cur = c[:0]
	default:
		pp.cur = make([]token.Token, 0, pipeChunkTokens)
	}
}

// run is the printing goroutine.
func (pp *PipedPrinter) run() {
	guardFaults(pp.onFault)
	defer catchFault(pp.onFault, nil) // the file set grows meanwhile: no name
	for c := range pp.chunks {
		if c.begin != nil {
			pp.pr.Begin(c.begin)
		}
		for _, t := range c.toks {
			pp.pr.Token(t)
		}
		select {
		case pp.free <- c.toks:
		default:
		}
	}
	pp.done <- pp.pr.Close()
}

// Close prints what is queued, ends the output and flushes it.
func (pp *PipedPrinter) Close() error {
	if len(pp.cur) > 0 || pp.begin != nil || !pp.started {
		pp.flush()
	}
	close(pp.chunks)
	return <-pp.done
}
