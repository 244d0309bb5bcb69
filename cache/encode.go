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

// Record tags. A record whose layout changes gets a new tag; the old one is
// retired (listed in retiredTags), so a value written by an older cufe is
// recognized as such and read as absent — never misread — or, for the
// statistics, read with the layout it was written in.
const (
	tagManifestV1 byte = iota + 1 // retired: manifests holding their closures inline
	tagResultV1                   // retired: results holding their output bytes inline
	tagSnapshot
	tagMeta
	tagStatsTotalV1 // statistics without the output counters, still read
	tagStatsLastV1  // idem
	tagResult       // results naming their outputs by size and digest
	tagData
	tagStamp
	tagStatsTotal
	tagStatsLast
	tagManifest // manifests naming shared closure records
	tagClosure
)

// retiredTags maps the tag of a record layout no longer read to the tag of
// its successor.
var retiredTags = map[byte]byte{tagManifestV1: tagManifest, tagResultV1: tagResult}

// errOldFormat marks a value stored by an older cufe in a layout this one no
// longer reads. It is not corruption: the entry is simply unusable, a miss.
var errOldFormat = errors.New("stored in an older cache format")

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

// oldLayout is a record that can still decode some earlier layouts of
// itself, named by their tags.
type oldLayout interface {
	decodeOld(tag byte, d *decoder) bool
}

func decodeRecord(b []byte, r record) error {
	if len(b) == 0 {
		return fmt.Errorf("not a value of the expected kind")
	}
	d := &decoder{b: b[1:]}
	switch {
	case b[0] == r.tag():
		r.decode(d)
	case retiredTags[b[0]] == r.tag():
		return errOldFormat
	default:
		o, ok := r.(oldLayout)
		if !ok || !o.decodeOld(b[0], d) {
			return fmt.Errorf("not a value of the expected kind")
		}
	}
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d bytes left over", len(d.b))
	}
	return d.err
}

func (*manifestRecord) tag() byte { return tagManifest }
func (m *manifestRecord) encode(e *encoder) {
	e.strs(m.KeyLines)
	e.uint(uint64(len(m.Closures)))
	for _, c := range m.Closures {
		e.hash(c.Closure)
		e.hash(c.Result)
	}
	e.int(m.SnapshotSize)
}
func (m *manifestRecord) decode(d *decoder) {
	m.KeyLines = d.strs()
	if n := d.count(2 * len(Hash{})); n > 0 {
		m.Closures = make([]closureRef, n)
		for i := range m.Closures {
			m.Closures[i] = closureRef{d.hash(), d.hash()}
		}
	}
	m.SnapshotSize = d.int()
}

func (*closureRecord) tag() byte { return tagClosure }
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
		e.int(f.Size)
		e.hash(f.Sum)
	}
	e.bytes(r.Diagnostics)
	e.int(int64(r.Warnings))
	e.int(int64(r.Errors))
	e.int(int64(r.ExitStatus))
	e.dur(r.CompileTime)
	e.int(r.DataSize)
}
func (r *resultRecord) decode(d *decoder) {
	if n := d.count(2 + len(Hash{})); n > 0 {
		r.Files = make([]outputRecord, n)
		for i := range r.Files {
			r.Files[i] = outputRecord{d.str(), d.int(), d.hash()}
		}
	}
	r.Diagnostics = d.bytes()
	r.Warnings = int(d.int())
	r.Errors = int(d.int())
	r.ExitStatus = int(d.int())
	r.CompileTime = d.dur()
	r.DataSize = d.int()
}

func (*dataRecord) tag() byte { return tagData }
func (r *dataRecord) encode(e *encoder) {
	e.uint(uint64(len(r.Files)))
	for _, f := range r.Files {
		e.str(f.Path)
		e.bytes(f.Data)
	}
}
func (r *dataRecord) decode(d *decoder) {
	if n := d.count(2); n > 0 {
		r.Files = make([]tu.File, n)
		for i := range r.Files {
			r.Files[i] = tu.File{Path: d.str(), Data: d.bytes()}
		}
	}
}

func (*stampRecord) tag() byte { return tagStamp }
func (r *stampRecord) encode(e *encoder) {
	e.int(r.Size)
	e.int(r.ModTime)
	e.int(r.ChTime)
	e.uint(r.Inode)
	e.hash(r.Sum)
	e.int(r.Stamped)
}
func (r *stampRecord) decode(d *decoder) {
	r.Size = d.int()
	r.ModTime = d.int()
	r.ChTime = d.int()
	r.Inode = d.uint()
	r.Sum = d.hash()
	r.Stamped = d.int()
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
	for _, v := range []int64{c.Runs, c.Hits, c.Misses, c.Stored, c.Uncacheable, c.Corrupt, c.Evictions, c.DataReads, c.Restored, c.Rehashed} {
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
func (c *Counters) decode(d *decoder) { c.decodeVersion(d, 2) }

// decodeVersion reads counters written by layout 1 (without DataReads,
// Restored, Rehashed) or 2.
func (c *Counters) decodeVersion(d *decoder, version int) {
	fields := []*int64{&c.Runs, &c.Hits, &c.Misses, &c.Stored, &c.Uncacheable, &c.Corrupt, &c.Evictions}
	if version >= 2 {
		fields = append(fields, &c.DataReads, &c.Restored, &c.Rehashed)
	}
	for _, p := range fields {
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
func (s *statsTotal) decodeOld(tag byte, d *decoder) bool {
	if tag != tagStatsTotalV1 {
		return false
	}
	s.Counters.decodeVersion(d, 1)
	s.Since = d.time()
	return true
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
func (s *statsLast) decodeOld(tag byte, d *decoder) bool {
	if tag != tagStatsLastV1 {
		return false
	}
	s.Counters.decodeVersion(d, 1)
	s.At = d.time()
	return true
}
