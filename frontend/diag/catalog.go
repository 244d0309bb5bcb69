package diag

import (
	"sort"
	"strconv"
	"strings"
)

// Entry is one message of the catalog: EDG's internal number, the tag that
// --diag_* options and #pragma nv_diag_* accept, the severity the front end
// normally reports it with, and the message template.
//
// In EDG the severity is chosen where a message is emitted, not stored with
// the text, so Severity records what NVIDIA's front end was seen to use (or,
// where it was not observed, what the wording implies). Emit uses it; a stage
// that knows better reports with its own severity.
type Entry struct {
	ID  ID
	Tag string // "" when NVIDIA gives the message no tag
	// Severity is the usual severity; Catastrophic entries stop processing.
	Severity Severity
	// Discretionary marks an error whose severity --diag_* and pragmas may
	// change ("error #N-D"). Remarks and warnings are always discretionary.
	Discretionary bool
	// CommandLine marks messages about the command line: they print as
	// "Command-line error" / "command-line warning".
	CommandLine bool
	// Text is the template, as cudafe++ 13.0 has it (see Format).
	Text string
	// Text118 is cudafe++ 11.8's wording where it differs from Text.
	Text118 string
	// NotIn118 marks messages that cudafe++ 11.8 does not have.
	NotIn118 bool
}

// Displayed number ranges. EDG's internal numbers 3457..3794 (NVIDIA's CUDA
// block in cudafe++ 13.0) print as internal+16543, i.e. #20000..#20337;
// lower numbers print unchanged. cudafe++ 11.8 kept its CUDA block at
// 3257..3508 but printed the same #20000.. numbers, so displayed numbers are
// the stable names across versions.
const (
	cudaFirstInternal ID = 3457
	cudaLastInternal  ID = 3794
	cudaDisplayOffset    = 16543
	cudaFirstDisplay     = int(cudaFirstInternal) + cudaDisplayOffset // 20000
	cudaLastDisplay      = int(cudaLastInternal) + cudaDisplayOffset  // 20337
)

// Display returns the number NVIDIA's front end prints for id (the N of
// "#N-D"), or 0 when id has no NVIDIA number (cufe's own messages, NoID).
func (id ID) Display() int {
	switch {
	case id <= 0 || id > cudaLastInternal:
		return 0
	case id >= cudaFirstInternal:
		return int(id) + cudaDisplayOffset
	}
	return int(id)
}

// FromDisplay converts a number as a user writes it (in --diag_* options or
// pragmas: "20042", "#20042" or the internal "3499") to an ID. ok is false
// for numbers outside EDG's message range, which cudafe++ rejects ("invalid
// error number").
func FromDisplay(n int) (id ID, ok bool) {
	switch {
	case n >= cudaFirstDisplay && n <= cudaLastDisplay:
		return ID(n - cudaDisplayOffset), true
	case n >= 1 && n <= int(cudaLastInternal):
		return ID(n), true
	}
	return NoID, false
}

// catalogByID and catalogByTag index the entry tables; they are built once
// and never modified.
var (
	catalogByID  = indexByID()
	catalogByTag = indexByTag()
)

func indexByID() map[ID]*Entry {
	m := make(map[ID]*Entry, len(edgEntries)+len(cudaEntries))
	for _, tab := range [][]Entry{edgEntries, cudaEntries} {
		for i := range tab {
			m[tab[i].ID] = &tab[i]
		}
	}
	return m
}

func indexByTag() map[string]ID {
	m := make(map[string]ID, len(edgEntries)+len(cudaEntries))
	for _, tab := range [][]Entry{edgEntries, cudaEntries} {
		for _, e := range tab {
			if e.Tag != "" {
				m[e.Tag] = e.ID
			}
		}
	}
	return m
}

// Lookup returns the catalog entry of id.
func Lookup(id ID) (Entry, bool) {
	e, ok := catalogByID[id]
	if !ok {
		return Entry{}, false
	}
	return *e, true
}

// LookupTag returns the ID named by an NVIDIA diagnostic tag
// (e.g. "declared_but_not_referenced").
func LookupTag(tag string) (ID, bool) {
	id, ok := catalogByTag[tag]
	return id, ok
}

// Entries returns every catalog entry in ID order.
func Entries() []Entry {
	out := make([]Entry, 0, len(edgEntries)+len(cudaEntries))
	out = append(out, edgEntries...)
	out = append(out, cudaEntries...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// RefError says why a diagnostic reference (a number or tag in --diag_* or a
// pragma) is not valid.
type RefError struct {
	Ref    string
	NotTag bool // true when Ref looked like a number
}

func (e *RefError) Error() string {
	if e.NotTag {
		return "invalid error number: " + e.Ref
	}
	return "invalid error tag: " + e.Ref
}

// ParseRef resolves one reference as --diag_suppress and #pragma nv_diag_*
// accept it: a displayed number ("20042", "#20042"), an internal number
// ("3499") or a tag ("unsafe_device_call"). Numbers need not be in the
// catalog; they must lie in EDG's message range.
func ParseRef(ref string) (ID, error) {
	s := strings.TrimPrefix(ref, "#")
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		n, err := strconv.Atoi(s)
		if err != nil {
			return NoID, &RefError{Ref: ref, NotTag: true}
		}
		id, ok := FromDisplay(n)
		if !ok {
			return NoID, &RefError{Ref: ref, NotTag: true}
		}
		return id, nil
	}
	if id, ok := LookupTag(s); ok {
		return id, nil
	}
	return NoID, &RefError{Ref: ref}
}
