package cache

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

func sampleRecords() []record {
	when := time.Unix(0, 1700000000123456789)
	cl := closureRecord{
		Files:   []fileRecord{{"/p/a.h", HashBytes([]byte("a"))}, {"/p/b.h", HashBytes([]byte("b"))}},
		Missing: []missingRecord{{Name: "opt.h", Probes: []string{"/p/opt.h", "/q/opt.h"}}, {Name: "none.h"}},
		Result:  HashBytes([]byte("r")),
	}
	return []record{
		&manifestRecord{KeyLines: []string{"cufe 1", "flag -DX"}, Closures: []closureRef{{HashBytes([]byte("c")), cl.Result}, {Result: HashBytes(nil)}}, SnapshotSize: 99},
		&closureRecord{Files: cl.Files, Missing: cl.Missing},
		&resultRecord{Files: []outputRecord{{"/o/a.cudafe1.cpp", 7, HashBytes([]byte("int x;\n"))}, {"/o/a.module_id", 3, HashBytes([]byte("_id"))}},
			Diagnostics: []byte("w\n"), Warnings: 1, Errors: 0, ExitStatus: 0,
			CompileTime: 1234 * time.Millisecond, DataSize: 77},
		&dataRecord{Files: []tu.File{{Path: "/o/a.cudafe1.cpp", Data: []byte("int x;\n")}, {Path: "/o/a.module_id", Data: []byte("_id")}}},
		&stampRecord{Size: 7, ModTime: 1700000000123456789, ChTime: 1700000000123456790, Inode: 1 << 40, Sum: HashBytes([]byte("int x;\n")), Stamped: 1700000005000000000},
		&snapshotRecord{KeyLines: []string{"cufe 1"}, Closure: cl, When: when},
		&metaRecord{Size: 42, LastUse: when},
		&statsTotal{Counters: Counters{Runs: 1, Hits: 2, Misses: 3, Stored: 4, Uncacheable: 5, Corrupt: 6, Evictions: 7, DataReads: 11, Restored: 12, Rehashed: 13, Saved: 8,
			Stages: map[string]time.Duration{"compile": 9, "write": 10}}, Since: when},
		&statsLast{Counters: Counters{Hits: 1}, At: time.Time{}},
	}
}

func TestRecordsRoundTrip(t *testing.T) {
	for _, r := range sampleRecords() {
		b := encodeRecord(r)
		got := reflect.New(reflect.TypeOf(r).Elem()).Interface().(record)
		if err := decodeRecord(b, got); err != nil {
			t.Fatalf("%T: %v", r, err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("%T round trip:\n got %+v\nwant %+v", r, got, r)
		}
		// Every truncation fails cleanly; the wrong kind is refused.
		for i := 0; i < len(b); i++ {
			if err := decodeRecord(b[:i], got); err == nil {
				t.Errorf("%T truncated to %d bytes decoded", r, i)
			}
		}
		if _, isMeta := r.(*metaRecord); !isMeta {
			if err := decodeRecord(b, &metaRecord{}); err == nil {
				t.Errorf("%T decoded as a metaRecord", r)
			}
		}
	}
}

func TestRecordsGarbageNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		b := make([]byte, rng.IntN(64))
		for j := range b {
			b[j] = byte(rng.IntN(256))
		}
		for _, r := range sampleRecords() {
			if len(b) > 0 {
				b[0] = r.tag()
			}
			fresh := reflect.New(reflect.TypeOf(r).Elem()).Interface().(record)
			_ = decodeRecord(b, fresh) // must return, not panic or allocate wildly
		}
	}
}
