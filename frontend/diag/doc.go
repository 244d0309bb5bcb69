// Package diag holds the diagnostics of a translation unit: their values, the
// catalog of NVIDIA numbers and texts, severity control (command-line flags and
// #pragma nv_diag_*), and the text and SARIF renderings.
//
// Every stage reports through a Reporter. The per-TU implementation is the
// Engine:
//
//	eng := diag.NewEngine(files, diag.Options{DisplayNumbers: true, SourceName: "k.cu"})
//	eng.Emit(pos, diag.ErrUndefinedIdent, diag.Args{Str: []string{"x"}}) // catalog text and severity
//	diag.Errorf(eng, pos, diag.ErrLex, "...")                            // free text
//	eng.ApplyPragma(pos, "nv_diag_suppress 177")                         // from the preprocessor
//	if eng.ShouldStop() { ... }                                          // catastrophic error or error limit
//	eng.WriteText(os.Stderr)                                             // or eng.WriteSARIF
//	os.Exit(eng.ExitStatus())
//
// Diagnostics may be reported in any order; pragmas and diagnostics are
// matched by source.FileSet.StreamOrder when results are asked for
// (Diagnostics, Count, ExitStatus, Summary, WriteText, WriteSARIF).
//
// The rules, as cudafe++ 11.8 shows them (see testdata/oracle for the inputs):
//
//   - Numbers: an ID is EDG's internal number as cudafe++ 13.0 numbers it;
//     3457..3794 print as #20000..#20337 (ID.Display, FromDisplay). Options
//     and pragmas accept displayed numbers, internal numbers and tags.
//   - Only discretionary diagnostics (remarks, warnings, and errors the
//     catalog marks Discretionary) can change severity; --diag_* and pragmas
//     on other errors are ignored silently. They print with "#N-D" when
//     Options.DisplayNumbers is set; hard errors print no number.
//   - --diag_error and nv_diag_error make a hard error ("error: ..."), while
//     --promote_warnings makes discretionary ones ("error #N-D: ...").
//   - A pragma overrides the command line from its position on;
//     nv_diag_default returns to the command line's setting; nv_diagnostic
//     pop returns to the state at the matching push. nv_diag_once N drops
//     every later N once one has been shown, and stays in force after pop or
//     default. It does not affect errors.
//   - Discretionary diagnostics from system headers are dropped whatever the
//     options say; hard errors there are shown.
//   - Processing stops after a catastrophic error, and after ErrorLimit (100)
//     errors with "Error limit reached.".
//   - The summary counts errors and catastrophic errors, never warnings; the
//     exit status is 0, 2 (errors), 4 (catastrophic, command line, limit) or
//     11 (internal error).
package diag
