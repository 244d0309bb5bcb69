package host

import (
	"strings"
	"testing"
	"unsafe"
)

// TestSameText: a text aliasing the source at the offset is the source's
// text without a comparison; a copy is compared byte by byte, and a text
// that aliases the source elsewhere is still compared, not taken.
func TestSameText(t *testing.T) {
	src := []byte("int x = x;")
	alias := unsafe.String(&src[4], 1) // "x" at 4
	if !sameText(src, 4, alias) {
		t.Errorf("aliasing text at its offset: not the same")
	}
	if !sameText(src, 8, alias) {
		t.Errorf("aliasing text at another offset holding the same bytes: not the same")
	}
	if sameText(src, 0, alias) {
		t.Errorf("aliasing text against different bytes: the same")
	}
	if !sameText(src, 0, strings.Clone("int")) || sameText(src, 0, strings.Clone("inx")) {
		t.Errorf("copied text compared wrongly")
	}
	if !sameText(src, len(src), "") {
		t.Errorf("empty text at the end: not the same")
	}
}
