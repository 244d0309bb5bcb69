package pp

import "io"

// outBuf collects the printer's output and writes it in large pieces. It
// appends in place, which costs less per token than bufio.Writer's calls;
// the first write error sticks and is returned by flush.
type outBuf struct {
	w   io.Writer
	b   []byte
	err error
}

const outBufSize = 1 << 16

func newOutBuf(w io.Writer) *outBuf { return &outBuf{w: w, b: make([]byte, 0, outBufSize+1024)} }

func (o *outBuf) putByte(c byte) { o.b = append(o.b, c) }

func (o *outBuf) putString(s string) { o.b = append(o.b, s...) }

// spill writes the buffer out once it is full enough.
func (o *outBuf) spill() {
	if len(o.b) >= outBufSize {
		o.flush()
	}
}

// flush writes out what is buffered.
func (o *outBuf) flush() error {
	if len(o.b) > 0 && o.err == nil {
		_, o.err = o.w.Write(o.b)
	}
	o.b = o.b[:0]
	return o.err
}
