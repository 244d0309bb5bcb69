// Package types is cufe's C++ type system for x86-64 LP64 Linux: the types a
// semantic analyser builds (builtins, cv, pointers, references, arrays,
// functions, member pointers, classes, enums, typedef sugar, template
// parameters and dependent types) and the declarations they name (namespaces,
// classes, enums, typedefs, functions, variables, templates and their
// specializations), each of which knows its parent.
//
// All types of one translation unit are made by one Context, which interns
// them: two canonical types are the same C++ type exactly when they are the
// same Go pointer. A Context is not safe for concurrent use; each translation
// unit owns its own, so nothing here is package-level mutable state.
//
// Sugar (typedef names, template parameter names) is kept on the types the
// analyser builds and stripped by Canonical, so diagnostics can print what the
// user wrote and, with Describe, what it means.
package types
