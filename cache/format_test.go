package cache

import (
	"crypto/sha256"
	"strings"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// sealRaw frames payload as the codec does, uncompressed: what an older
// cufe wrote for a record of its own layout.
func sealRaw(payload []byte) []byte {
	sum := sha256.Sum256(payload)
	out := append([]byte(envelopeMagic), codecRaw)
	out = append(out, sum[:]...)
	return append(out, payload...)
}

func setRaw(t *testing.T, s *Store, key string, val []byte) {
	t.Helper()
	if err := s.upgrade(); err != nil {
		t.Fatal(err)
	}
	if err := s.db.Update(func(txn *badger.Txn) error { return txn.Set([]byte(key), val) }); err != nil {
		t.Fatal(err)
	}
}

func keysWithPrefix(t *testing.T, s *Store, prefix string) []string {
	t.Helper()
	var keys []string
	s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte(prefix)})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			keys = append(keys, string(it.Item().KeyCopy(nil)))
		}
		return nil
	})
	return keys
}

// An entry an older cufe stored (a result with its bytes inline, a manifest
// with its closures inline) is a miss that says so: no warning, nothing
// counted as corrupt, the entry removed, and the unit stored anew.
func TestOldFormatEntriesAreQuietMisses(t *testing.T) {
	for _, tc := range []struct {
		name, prefix string
		tag          byte
		reason       string
	}{
		{"result", prefixResult, tagResultV1, "result for this closure was stored by an older cufe"},
		{"manifest", prefixManifest, tagManifestV1, "manifest for this key was stored by an older cufe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newProject(t)
			var w warnings
			s := openTest(t, t.TempDir(), &w)
			defer s.Close()
			p.put(t, s, p.output("v1"))
			keys := keysWithPrefix(t, s, tc.prefix)
			if len(keys) != 1 {
				t.Fatalf("%d %s entries", len(keys), tc.name)
			}
			// The old layouts began with the old tag; what follows does
			// not matter, it must not be read.
			setRaw(t, s, keys[0], sealRaw([]byte{tc.tag, 1, 2, 3, 4, 5}))

			r := p.lookup(t, s)
			if r.Hit != nil || len(r.Reasons) != 1 || !strings.Contains(r.Reasons[0], tc.reason) {
				t.Fatalf("old-format %s: %+v", tc.name, r)
			}
			if c := s.RunCounters(); c.Corrupt != 0 || c.Misses != 1 {
				t.Fatalf("counters %+v", c)
			}
			if w.text() != "" {
				t.Fatalf("warnings: %s", w.text())
			}
			if left := keysWithPrefix(t, s, tc.prefix); len(left) != 0 {
				t.Fatalf("old-format entry kept: %q", left)
			}
			p.put(t, s, p.output("v2"))
			if r := p.lookup(t, s); r.Hit == nil || loadFirst(t, r.Hit) != "v2" {
				t.Fatalf("no hit after storing again: %+v", r)
			}
		})
	}
}

// Statistics written by an older cufe (without the output counters) are
// still read, and carried on.
func TestOldFormatStatisticsAreRead(t *testing.T) {
	dir := t.TempDir()
	s := openTest(t, dir, &warnings{})
	since := time.Unix(1700000000, 0)
	old := &encoder{b: []byte{tagStatsTotalV1}}
	for _, v := range []int64{4, 10, 2, 2, 0, 1, 0} { // runs hits misses stored uncacheable corrupt evictions
		old.int(v)
	}
	old.dur(3 * time.Second)
	old.uint(1)
	old.str("compile")
	old.dur(time.Second)
	old.time(since)
	setRaw(t, s, keyStatsTotal, sealRaw(old.b))
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if c := st.Total; c.Runs != 4 || c.Hits != 10 || c.Misses != 2 || c.Corrupt != 1 || c.Saved != 3*time.Second || c.Stages["compile"] != time.Second || !st.Since.Equal(since) {
		t.Fatalf("old statistics read as %+v since %v", st.Total, st.Since)
	}
	p := newProject(t)
	p.put(t, s, p.output("v"))
	p.lookup(t, s)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = openTest(t, dir, &warnings{})
	defer s.Close()
	if st, _ = s.Stats(); st.Total.Runs != 5 || st.Total.Hits != 11 || !st.Since.Equal(since) {
		t.Fatalf("statistics after one more run: %+v", st.Total)
	}
}
