package toolkit

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Arch is a GPU architecture as nvcc names it: sm_90a and compute_90a are
// both {Number: 90, Suffix: 'a'}. Suffix is 0, 'a' (architecture-specific)
// or 'f' (family-specific, 12.9 and later).
type Arch struct {
	Number int
	Suffix byte
}

// ParseArch reads "sm_NN", "compute_NN" or a bare "NN", each with an optional
// "a" or "f" suffix.
func ParseArch(s string) (Arch, error) {
	body := s
	for _, p := range []string{"sm_", "compute_", "lto_"} {
		if strings.HasPrefix(body, p) {
			body = body[len(p):]
			break
		}
	}
	var a Arch
	if n := len(body); n > 0 && (body[n-1] == 'a' || body[n-1] == 'f') {
		a.Suffix = body[n-1]
		body = body[:n-1]
	}
	n, err := strconv.Atoi(body)
	if err != nil || n < 10 || n > 999 {
		return Arch{}, fmt.Errorf("%q is not a GPU architecture (want sm_NN, compute_NN or NN, optionally ending in a or f)", s)
	}
	a.Number = n
	return a, nil
}

// Value is the architecture as __CUDA_ARCH__ spells it: compute_90 is 900,
// compute_120 is 1200.
func (a Arch) Value() int { return a.Number * 10 }

// String returns the virtual-architecture name, "compute_90a".
func (a Arch) String() string {
	s := "compute_" + strconv.Itoa(a.Number)
	if a.Suffix != 0 {
		s += string(a.Suffix)
	}
	return s
}

// archList renders __CUDA_ARCH_LIST__: the values, ascending, each once
// (nvcc prints "750,800" for -gencode 80 then -gencode 75, and one 900 for
// compute_90 plus compute_90a).
func archList(arches []Arch) string {
	seen := map[int]bool{}
	var vals []int
	for _, a := range arches {
		if !seen[a.Value()] {
			seen[a.Value()] = true
			vals = append(vals, a.Value())
		}
	}
	sort.Ints(vals)
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, ",")
}

// DefaultArch is the architecture nvcc compiles for without -arch: sm_52
// through 12.x (11.8 observed), sm_75 from 13.0 (observed).
func (t *Toolkit) DefaultArch() Arch {
	if t.Major >= 13 {
		return Arch{Number: 75}
	}
	return Arch{Number: 52}
}
