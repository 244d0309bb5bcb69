// Package layout computes the Itanium C++ ABI layout of x86-64 types as g++
// does: sizes, alignments, field and base offsets, bit-fields (with g++'s
// allocation rules), empty bases, virtual bases and vptrs, tail-padding
// reuse, packed, aligned and #pragma pack.
//
// A Computer caches the layouts of one translation unit's classes; it is not
// safe for concurrent use and is never shared between translation units.
// Types it cannot lay out (incomplete, dependent, function, vector types)
// are reported as errors naming the type and the reason.
package layout
