// Package cache is cufe's content-addressed build cache: a badger database
// that maps what a translation unit depends on (cufe's version, the flags, the
// source and every file of its include closure) to what compiling it produced.
//
// Lookups take two steps, as the Go build cache and ccache's direct mode do.
// A manifest, keyed by the tool version, the normalized flags and the source's
// path and content, lists the include closures seen for that key (shared
// records of each file's hash and the include names that were looked up and
// not found); the first closure whose files still hash the same leads to the
// result entry, which names the outputs by size and digest and holds the
// diagnostics. The output bytes are an entry of their own, read only when an
// output must be restored or a later step needs them; file stamps say
// whether the outputs on disk are intact without reading them (stamps.go).
// Keys are data — readable lines hashed with SHA-256 — so `cufe explain` can
// say which line changed.
package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// Hash is a SHA-256 digest: of a file's content, of a key, of a value.
type Hash [sha256.Size]byte

// String is the lowercase hex form used in key lines and messages.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// Short is the first 12 hex digits, enough to tell hashes apart in messages.
func (h Hash) Short() string { return h.String()[:12] }

// HashBytes hashes b.
func HashBytes(b []byte) Hash { return sha256.Sum256(b) }

// Key is a cache key kept as the readable lines it is made of ("cufe 0.1.0",
// "flag -std=c++17", "file /abs/x.cu 3f2a…"). The lines are the data; Sum is
// only their digest, so a miss can be explained by comparing lines.
type Key struct {
	Lines []string
}

// Add appends one line made of a kind word and fields. A field that contains
// white space, a quote or a control character is quoted so that every line
// stays one line and splits back into the same fields.
func (k *Key) Add(kind string, fields ...string) {
	var b strings.Builder
	b.WriteString(kind)
	for _, f := range fields {
		b.WriteByte(' ')
		b.WriteString(quoteField(f))
	}
	k.Lines = append(k.Lines, b.String())
}

// Sum is the SHA-256 of the lines, each terminated by a newline.
func (k Key) Sum() Hash {
	h := sha256.New()
	for _, l := range k.Lines {
		h.Write([]byte(l))
		h.Write([]byte{'\n'})
	}
	var s Hash
	h.Sum(s[:0])
	return s
}

func quoteField(f string) string {
	if f == "" {
		return `""`
	}
	for _, r := range f {
		if r <= ' ' || r == '"' || r == '\\' || r == 0x7f {
			return strconv.Quote(f)
		}
	}
	return f
}

// splitLine splits a key line back into its kind and fields (the inverse of
// Add). A malformed quoted field is returned as written.
func splitLine(line string) (kind string, fields []string) {
	rest := line
	var parts []string
	for rest != "" {
		rest = strings.TrimLeft(rest, " ")
		if rest == "" {
			break
		}
		if rest[0] == '"' {
			if q, err := strconv.QuotedPrefix(rest); err == nil {
				u, _ := strconv.Unquote(q)
				parts = append(parts, u)
				rest = rest[len(q):]
				continue
			}
		}
		i := strings.IndexByte(rest, ' ')
		if i < 0 {
			parts = append(parts, rest)
			break
		}
		parts = append(parts, rest[:i])
		rest = rest[i+1:]
	}
	if len(parts) == 0 {
		return "", nil
	}
	return parts[0], parts[1:]
}
