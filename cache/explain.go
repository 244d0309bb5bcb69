package cache

import "time"

// Explanation says whether a unit would be a hit now and why not.
type Explanation struct {
	// Key is the unit's manifest key as computed now.
	Key Key
	Hit bool
	// Reasons are the differences that make it a miss (empty on a hit).
	Reasons []string
	// Closure is the include closure of the matching (on a hit) or latest
	// result, as file paths; Missing the include names that were not found.
	Closure []string
	Missing []string
	// LastStored is when this unit's last result was stored (zero if never).
	LastStored time.Time
	// CompileTime is the stored compile time of the hit.
	CompileTime time.Duration
}

// Explain looks k up as Lookup does, without counting it or touching
// last-use times, and says what it found.
func (s *Store) Explain(k Key, h *FileHasher) (Explanation, error) {
	ex := Explanation{Key: k}
	r, _, err := s.lookup(k, h)
	if err != nil {
		return ex, err
	}
	var snap snapshotRecord
	if found, err := s.get(prefixSnapshot+identity(k).String(), &snap); err == nil && found {
		ex.LastStored = snap.When
		for _, f := range snap.Closure.Files {
			ex.Closure = append(ex.Closure, f.Path)
		}
		for _, m := range snap.Closure.Missing {
			ex.Missing = append(ex.Missing, m.Name)
		}
	}
	if r.Hit != nil {
		ex.Hit = true
		ex.Closure, ex.Missing = r.Hit.Closure(sourceOf(k))
		ex.CompileTime = r.Hit.CompileTime
		return ex, nil
	}
	ex.Reasons = r.Reasons
	return ex, nil
}
