// Package sema is cufe's semantic analysis: it walks the syntax tree of one
// translation unit (package ast), declares an entity for every declaration in
// a types.Context, resolves names and declared types, evaluates the constant
// expressions the language needs (array bounds, template arguments,
// static_assert, __launch_bounds__), picks the function each call in user
// code invokes, and checks the CUDA rules that are cheap once entities exist.
//
// Its Result is what the back end needs: the kernels (with the template
// instantiations that launches use), the device, constant, managed and
// shared variables, their mangled names and the kernels' parameter layouts.
//
// Diagnostics follow one policy: sema reports an error only when it is sure
// NVIDIA's front end reports it too. Whenever a name, type or value cannot be
// known (it depends on a template parameter, or sema does not model the
// construct) the result is "unknown" and no diagnostic follows from it; and
// nothing is reported for code in system headers. Where an unknown would make
// an output wrong (a kernel parameter whose type cannot be laid out) sema
// says so with a positioned "not supported" error instead.
//
// NVIDIA's front end runs twice over a .cu file (cudafe++ on the host-side
// preprocessing, cicc on the device-side one) and sema sees one side's
// tokens: the rules only cicc checks (calls across execution spaces, local
// variables in device bodies) leave alone code the other side's
// preprocessing may not have (passes.go).
//
// All state lives in one checker per Check call; translation units can be
// checked in parallel.
package sema
