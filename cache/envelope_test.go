package cache

import (
	"bytes"
	"errors"
	"testing"
)

func TestEnvelopeRoundTripAndCorruption(t *testing.T) {
	c, err := newCodec()
	if err != nil {
		t.Fatal(err)
	}
	defer c.close()
	for _, size := range []int{0, 10, 100000} {
		in := resultRecord{Diagnostics: bytes.Repeat([]byte("warning: x\n"), size/11+1), Warnings: size}
		sealed, err := c.seal(&in)
		if err != nil {
			t.Fatal(err)
		}
		var out resultRecord
		if err := c.open(sealed, &out); err != nil {
			t.Fatalf("size %d: %v", size, err)
		}
		if !bytes.Equal(out.Diagnostics, in.Diagnostics) || out.Warnings != in.Warnings {
			t.Fatalf("size %d: round trip changed the value", size)
		}
		// Every single-byte flip and every truncation must be caught.
		for i := 0; i < len(sealed); i += 1 + len(sealed)/50 {
			bad := append([]byte(nil), sealed...)
			bad[i] ^= 0x40
			if err := c.open(bad, &out); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("size %d: flipping byte %d gave %v, want ErrCorrupt", size, i, err)
			}
		}
		if err := c.open(sealed[:len(sealed)-1], &out); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("size %d: truncation gave %v", size, err)
		}
	}
}
