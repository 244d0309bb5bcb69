package cache

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// Values are encoded by hand, compactly and without reflection: a hit
// decodes a manifest, a result and some bookkeeping, and the no-op build of a
// large project does that thousands of times. Each payload starts with a tag
// naming its record kind, so a value read as the wrong kind is an error.

// record is a value the store keeps.
type record interface {
	tag() byte
	encode(e *encoder)
	decode(d *decoder)
}

const (
	tagManifest byte = iota + 1
	tagResult
	tagSnapshot
	tagMeta
	tagStatsTotal
	tagStatsLast
)

type encoder struct{ b []byte }

func (e *encoder) uint(v uint64)       { e.b = binary.AppendUvarint(e.b, v) }
func (e *encoder) int(v int64)         { e.b = binary.AppendVarint(e.b, v) }
func (e *encoder) bytes(v []byte)      { e.uint(uint64(len(v))); e.b = append(e.b, v...) }
func (e *encoder) str(v string)        { e.uint(uint64(len(v))); e.b = append(e.b, v...) }
func (e *encoder) hash(h Hash)         { e.b = append(e.b, h[:]...) }
func (e *encoder) dur(v time.Duration) { e.int(int64(v)) }

// time keeps the zero time distinct from any real one.
func (e *encoder) time(t time.Time) {
	if t.IsZero() {
		e.uint(0)
		return
	}
	e.uint(1)
	e.int(t.UnixNano())
}

func (e *encoder) strs(v []string) {
	e.uint(uint64(len(v)))
	for _, s := range v {
		e.str(s)
	}
}

// decoder reads what encoder wrote; the first error sticks and later reads
// return zero values, so decode methods need not check after every field.
type decoder struct {
	b   []byte
	err error
}

var errShort = errors.New("value ends early")

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

func (d *decoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) int() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

// count reads a length and checks it against what is left, so corrupt data
// cannot make the decoder allocate without bound.
func (d *decoder) count(minEach int) int {
	n := d.uint()
	if n > uint64(len(d.b)) || (minEach > 0 && n*uint64(minEach) > uint64(len(d.b))) {
		d.fail(errShort)
		return 0
	}
	return int(n)
}

func (d *decoder) bytes() []byte {
	n := d.count(1)
	if d.err != nil {
		return nil
	}
	v := append([]byte(nil), d.b[:n]...)
	d.b = d.b[n:]
	return v
}

func (d *decoder) str() string {
	n := d.count(1)
	if d.err != nil {
		return ""
	}
	v := string(d.b[:n])
	d.b = d.b[n:]
	return v
}

func (d *decoder) hash() Hash {
	var h Hash
	if d.err != nil {
		return h
	}
	if len(d.b) < len(h) {
		d.fail(errShort)
		return h
	}
	copy(h[:], d.b)
	d.b = d.b[len(h):]
	return h
}

func (d *decoder) dur() time.Duration { return time.Duration(d.int()) }

func (d *decoder) time() time.Time {
	if d.uint() == 0 {
		return time.Time{}
	}
	return time.Unix(0, d.int())
}

func (d *decoder) strs() []string {
	n := d.count(1)
	if n == 0 {
		return nil
	}
	v := make([]string, n)
	for i := range v {
		v[i] = d.str()
	}
	return v
}

func encodeRecord(r record) []byte {
	e := &encoder{b: []byte{r.tag()}}
	r.encode(e)
	return e.b
}

func decodeRecord(b []byte, r record) error {
	if len(b) == 0 || b[0] != r.tag() {
		return fmt.Errorf("not a value of the expected kind")
	}
	d := &decoder{b: b[1:]}
	r.decode(d)
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d bytes left over", len(d.b))
	}
	return d.err
}

func (*manifestRecord) tag() byte { return tagManifest }
func (m *manifestRecord) encode(e *encoder) {
	e.strs(m.KeyLines)
	e.uint(uint64(len(m.Closures)))
	for i := range m.Closures {
		m.Closures[i].encode(e)
	}
}
func (m *manifestRecord) decode(d *decoder) {
	m.KeyLines = d.strs()
	m.Closures = make([]closureRecord, d.count(len(Hash{})))
	for i := range m.Closures {
		m.Closures[i].decode(d)
	}
}

func (c *closureRecord) encode(e *encoder) {
	e.uint(uint64(len(c.Files)))
	for _, f := range c.Files {
		e.str(f.Path)
		e.hash(f.Sum)
	}
	e.uint(uint64(len(c.Missing)))
	for _, m := range c.Missing {
		e.str(m.Name)
		e.strs(m.Probes)
	}
	e.hash(c.Result)
}
func (c *closureRecord) decode(d *decoder) {
	if n := d.count(1 + len(Hash{})); n > 0 {
		c.Files = make([]fileRecord, n)
		for i := range c.Files {
			c.Files[i] = fileRecord{d.str(), d.hash()}
		}
	}
	if n := d.count(2); n > 0 {
		c.Missing = make([]missingRecord, n)
		for i := range c.Missing {
			c.Missing[i] = missingRecord{d.str(), d.strs()}
		}
	}
	c.Result = d.hash()
}

func (*resultRecord) tag() byte { return tagResult }
func (r *resultRecord) encode(e *encoder) {
	e.uint(uint64(len(r.Files)))
	for _, f := range r.Files {
		e.str(f.Path)
		e.bytes(f.Data)
	}
	e.bytes(r.Diagnostics)
	e.int(int64(r.Warnings))
	e.int(int64(r.Errors))
	e.int(int64(r.ExitStatus))
	e.strs(r.Closure)
	e.strs(r.Missing)
	e.dur(r.CompileTime)
}
func (r *resultRecord) decode(d *decoder) {
	if n := d.count(2); n > 0 {
		r.Files = make([]tu.File, n)
		for i := range r.Files {
			r.Files[i] = tu.File{Path: d.str(), Data: d.bytes()}
		}
	}
	r.Diagnostics = d.bytes()
	r.Warnings = int(d.int())
	r.Errors = int(d.int())
	r.ExitStatus = int(d.int())
	r.Closure = d.strs()
	r.Missing = d.strs()
	r.CompileTime = d.dur()
}

func (*snapshotRecord) tag() byte { return tagSnapshot }
func (s *snapshotRecord) encode(e *encoder) {
	e.strs(s.KeyLines)
	s.Closure.encode(e)
	e.time(s.When)
}
func (s *snapshotRecord) decode(d *decoder) {
	s.KeyLines = d.strs()
	s.Closure.decode(d)
	s.When = d.time()
}

func (*metaRecord) tag() byte { return tagMeta }
func (m *metaRecord) encode(e *encoder) {
	e.int(m.Size)
	e.time(m.LastUse)
}
func (m *metaRecord) decode(d *decoder) {
	m.Size = d.int()
	m.LastUse = d.time()
}

func (c *Counters) encode(e *encoder) {
	for _, v := range []int64{c.Runs, c.Hits, c.Misses, c.Stored, c.Uncacheable, c.Corrupt, c.Evictions} {
		e.int(v)
	}
	e.dur(c.Saved)
	names := make([]string, 0, len(c.Stages))
	for k := range c.Stages {
		names = append(names, k)
	}
	sort.Strings(names)
	e.uint(uint64(len(names)))
	for _, k := range names {
		e.str(k)
		e.dur(c.Stages[k])
	}
}
func (c *Counters) decode(d *decoder) {
	for _, p := range []*int64{&c.Runs, &c.Hits, &c.Misses, &c.Stored, &c.Uncacheable, &c.Corrupt, &c.Evictions} {
		*p = d.int()
	}
	c.Saved = d.dur()
	if n := d.count(2); n > 0 {
		c.Stages = make(map[string]time.Duration, n)
		for i := 0; i < n; i++ {
			k := d.str()
			c.Stages[k] = d.dur()
		}
	}
}

func (*statsTotal) tag() byte { return tagStatsTotal }
func (s *statsTotal) encode(e *encoder) {
	s.Counters.encode(e)
	e.time(s.Since)
}
func (s *statsTotal) decode(d *decoder) {
	s.Counters.decode(d)
	s.Since = d.time()
}

func (*statsLast) tag() byte { return tagStatsLast }
func (s *statsLast) encode(e *encoder) {
	s.Counters.encode(e)
	e.time(s.At)
}
func (s *statsLast) decode(d *decoder) {
	s.Counters.decode(d)
	s.At = d.time()
}
