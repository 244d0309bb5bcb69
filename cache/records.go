package cache

import (
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// Key prefixes of the badger database. Every entry kind lives under its own
// prefix so that gc, verify and info can walk one kind at a time.
const (
	prefixManifest = "m/" // m/<manifest key sum> → manifestRecord
	prefixClosure  = "c/" // c/<closure sum> → closureRecord, shared by manifests
	prefixResult   = "r/" // r/<result key sum> → resultRecord
	prefixData     = "d/" // d/<result key sum> → dataRecord (the output bytes)
	prefixStamp    = "o/" // o/<output path> → stampRecord (no bookkeeping)
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
// closures seen, newest first, each leading to a result. The closures
// themselves are records of their own (prefixClosure), named by the digest
// of their content: the units of a project mostly share their headers, so a
// build reads and validates each distinct closure once, not once per unit.
type manifestRecord struct {
	KeyLines []string
	Closures []closureRef
	// SnapshotSize is the size of the snapshot entry written with this
	// manifest, so that a hit can renew the snapshot's last use without
	// reading it.
	SnapshotSize int64
}

// closureRef is one include closure of a manifest and the result it leads to.
type closureRef struct {
	Closure Hash // the closure record's key sum (closureSum)
	Result  Hash
}

// closureRecord is one include closure: the files read with their content
// hashes, and the include names not found with the paths probed for them.
// Result is set only in a snapshot (where the closure is kept whole); a
// shared closure record leaves it zero.
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

// resultRecord is the second level: what compiling the unit produced (its
// include closure and missing names are those of the closure leading to it,
// not repeated here). The
// output files are named with their size and digest only; their bytes are in
// the dataRecord stored beside it (prefixData, same key sum), which a hit
// reads only when an output on disk must be restored or a later step needs
// the bytes. A hit whose outputs are intact thus decodes a few hundred bytes,
// not the host translation.
type resultRecord struct {
	Files       []outputRecord
	Diagnostics []byte
	Warnings    int
	Errors      int
	ExitStatus  int
	// CompileTime is how long the front end took; a hit saves this much.
	CompileTime time.Duration
	// DataSize is the size of the data entry stored with the result, so
	// that a hit can renew its last use without reading it.
	DataSize int64
}

// outputRecord names one output file of a result: where it goes, its size
// and the SHA-256 of its content.
type outputRecord struct {
	Path string
	Size int64
	Sum  Hash
}

// dataRecord holds the bytes of a result's output files, in the order of the
// result's Files.
type dataRecord struct {
	Files []tu.File
}

// stampRecord vouches for an output file on disk without reading it: when
// the file still has this size, modification and change times and inode, it
// holds the content with digest Sum. Stamped is when the file was last seen
// with that state; a stamp whose file times are not clearly older than it is
// racy (the file could have changed again within the file system's time
// granularity) and is checked by hashing instead (see outputs.go).
type stampRecord struct {
	Size    int64
	ModTime int64 // ns since the epoch
	ChTime  int64 // ns since the epoch
	Inode   uint64
	Sum     Hash
	Stamped int64 // ns since the epoch
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
