package tu

import "github.com/cufe-dev/cufe/frontend/options"

// warmToolkit starts the session's toolkit lookup on a goroutine of its
// own when the outputs will need it and nothing else would ask sooner: for
// a .ii, pickDialect asks only once semantic analysis is done, and the
// lookup (nvcc on PATH, the embedded headers opened when none is found)
// then took ~5 ms of the critical path on thrust + cub. The session keeps
// the answer, error included, for pickDialect to take (waiting for the
// lookup if it is still under way), so what is found does not change.
func warmToolkit(s *options.Session, o *options.Options, input string, host bool) {
	if s == nil || !host || !options.IsPreprocessed(input) {
		return
	}
	go func() { _, _ = s.Toolkit(o.CUDAPath) }()
}
