// Package mangle produces Itanium C++ ABI mangled names for x86-64, as g++
// writes them for host code and as NVIDIA's front end writes them for device
// entities (unnamed namespaces named after the module ID, the _INTERNAL
// prefix of internal-linkage device entities, and the __nv_static_ names
// that register internal-linkage kernels and variables).
//
// A name is mangled from the declarations and types of package types; a
// mangler value lives for one name, so concurrent use from many translation
// units is safe. Anything the mangler does not support is reported as an
// error naming the declaration and the reason, never mangled wrongly.
package mangle
