package cache

import (
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// Key prefixes of the badger database. Every entry kind lives under its own
// prefix so that gc, verify and info can walk one kind at a time.
const (
	prefixManifest = "m/" // m/<manifest key sum> → manifestRecord
	prefixResult   = "r/" // r/<result key sum> → resultRecord
	prefixSnapshot = "x/" // x/<TU identity sum> → snapshotRecord (for explain)
	prefixMeta     = "a/" // a/<entry key> → metaRecord (size, last use)
	keyStatsTotal  = "s/total"
	keyStatsLast   = "s/last"
)

// maxClosures bounds how many include closures one manifest remembers: enough
// to switch a branch back and forth without recompiling, few enough that a
// header edited a hundred times does not grow the manifest without end.
const maxClosures = 8

// manifestRecord is the first level: for one manifest key, the include
// closures seen, newest first, each leading to a result.
type manifestRecord struct {
	KeyLines []string
	Closures []closureRecord
}

// closureRecord is one include closure: the files read with their content
// hashes, and the include names not found with the paths probed for them.
type closureRecord struct {
	Files   []fileRecord
	Missing []missingRecord
	Result  Hash
}

type fileRecord struct {
	Path string
	Sum  Hash
}

// missingRecord is an include name the front end looked for and did not find.
// Probes are the absolute paths where it could appear; any of them existing
// later invalidates the closure.
type missingRecord struct {
	Name   string
	Probes []string
}

// resultRecord is the second level: what compiling the unit produced.
type resultRecord struct {
	Files       []tu.File
	Diagnostics []byte
	Warnings    int
	Errors      int
	ExitStatus  int
	Closure     []string
	Missing     []string
	// CompileTime is how long the front end took; a hit saves this much.
	CompileTime time.Duration
}

// snapshotRecord remembers the last stored build of a translation unit (its
// manifest key and closure) so that a later miss can say what changed.
type snapshotRecord struct {
	KeyLines []string
	Closure  closureRecord
	When     time.Time
}

// metaRecord is the bookkeeping of one entry for size accounting and LRU
// eviction. It is kept apart from the entry so that a hit updates a few bytes,
// not the whole value.
type metaRecord struct {
	Size    int64
	LastUse time.Time
}
