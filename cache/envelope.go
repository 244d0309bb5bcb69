package cache

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/klauspost/compress/zstd"
)

// ErrCorrupt marks a stored value whose checksum, framing or encoding is
// wrong. A corrupt value is treated as a miss and removed; it is never used.
var ErrCorrupt = errors.New("corrupt cache value")

// Every stored value is framed as magic, codec, SHA-256 of the stored payload,
// payload. The checksum covers the bytes as stored, so corruption is caught
// before decompression or decoding touches them.
const (
	envelopeMagic  = "cufe\x01"
	codecRaw       = 0
	codecZstd      = 1
	envelopeHeader = len(envelopeMagic) + 1 + sha256.Size
	// compressAbove is the payload size from which compression pays for itself.
	compressAbove = 512
)

// codec compresses and frames values. One per Store: zstd encoders and
// decoders are safe for concurrent EncodeAll/DecodeAll calls.
type codec struct {
	enc *zstd.Encoder
	dec *zstd.Decoder
}

func newCodec() (*codec, error) {
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return nil, err
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(1<<31))
	if err != nil {
		enc.Close()
		return nil, err
	}
	return &codec{enc, dec}, nil
}

func (c *codec) close() {
	c.enc.Close()
	c.dec.Close()
}

// seal encodes r, compresses it when large, and frames it.
func (c *codec) seal(r record) ([]byte, error) {
	payload, kind := encodeRecord(r), byte(codecRaw)
	if len(payload) > compressAbove {
		payload, kind = c.enc.EncodeAll(payload, nil), codecZstd
	}
	sum := sha256.Sum256(payload)
	out := make([]byte, 0, envelopeHeader+len(payload))
	out = append(out, envelopeMagic...)
	out = append(out, kind)
	out = append(out, sum[:]...)
	return append(out, payload...), nil
}

// open checks the frame and checksum of b and decodes it into v. Every
// failure wraps ErrCorrupt, except a value in a retired layout
// (errOldFormat).
func (c *codec) open(b []byte, r record) error {
	if len(b) < envelopeHeader || string(b[:len(envelopeMagic)]) != envelopeMagic {
		return fmt.Errorf("%w: bad header", ErrCorrupt)
	}
	kind := b[len(envelopeMagic)]
	want := b[len(envelopeMagic)+1 : envelopeHeader]
	payload := b[envelopeHeader:]
	if got := sha256.Sum256(payload); !bytes.Equal(got[:], want) {
		return fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	switch kind {
	case codecRaw:
	case codecZstd:
		var err error
		if payload, err = c.dec.DecodeAll(payload, nil); err != nil {
			return fmt.Errorf("%w: %v", ErrCorrupt, err)
		}
	default:
		return fmt.Errorf("%w: unknown codec %d", ErrCorrupt, kind)
	}
	if err := decodeRecord(payload, r); err != nil {
		if errors.Is(err, errOldFormat) {
			return err // intact, only unreadable by this version
		}
		return fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return nil
}
