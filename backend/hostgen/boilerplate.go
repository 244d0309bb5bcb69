// Package hostgen writes the parts of the host translation (x.cudafe1.cpp)
// that do not depend on rewriting the user's code: the runtime boilerplate
// NVIDIA's front end puts before the first declaration, and the trailer
// after the last (the anonymous-namespace macro, the #include of the stub
// file and, under --device-c, the six .nvHR* host reference arrays). The
// text is NVIDIA's, byte for byte, as cudafe++ 11.8 and 13.0 write it for a
// g++ host (see the tests, which compare with both).
package hostgen

import (
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// Dialect is the toolkit whose front end's output is reproduced.
type Dialect uint8

// Dialects.
const (
	CUDA118 Dialect = iota
	CUDA13
)

// Options are the per-invocation facts the boilerplate depends on.
type Options struct {
	Dialect Dialect
	// ModuleID is the TU's module ID.
	ModuleID string
	// StubFileName is --stub_file_name as given (the trailer includes it).
	StubFileName string
	// HiddenVisibility is --device-hidden-visibility; NVIDIA then also
	// silences -Wattributes.
	HiddenVisibility bool
}

// managedRuntime is the lazy managed-memory initialization every host
// translation starts with (one line).
const managedRuntime = "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; " +
	"static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} " +
	"static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) " +
	"{ __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : " +
	"__nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}"

// Header returns the text before the TU's first declaration, ending with
// the `# 1` line that precedes it. The pragmas are those NVIDIA writes for
// a g++ host newer than 4.8 (the only host cufe targets so far).
func Header(tu *summary.TU, opts Options) []byte {
	name := tu.PresumedName
	if name == "" {
		name = tu.SourceName
	}
	var b strings.Builder
	b.WriteString(`# 1 "` + name + "\"\n")
	b.WriteString("#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n# 1\n")
	if opts.HiddenVisibility {
		b.WriteString("\n#pragma GCC diagnostic ignored \"-Wattributes\"\n")
	}
	b.WriteString("#pragma GCC diagnostic push\n# 1\n")
	b.WriteString("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n# 1\n")
	b.WriteString("#pragma GCC diagnostic ignored \"-Wunused-function\"\n# 1\n")
	b.WriteString(managedRuntime + "\n# 1\n")
	b.WriteString("#pragma GCC diagnostic pop\n# 1\n")
	b.WriteString("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n# 1\n")
	if !tu.ExtendedLambda {
		b.WriteString(lambdaMacros(opts.Dialect))
		b.WriteString("\n")
	}
	b.WriteString("# 1\n")
	return []byte(b.String())
}

// lambdaMacros answers the extended-lambda traits with false when
// --extended-lambda is off; 13.0 has a third trait.
func lambdaMacros(d Dialect) string {
	if d == CUDA118 {
		return "#define __nv_is_extended_device_lambda_closure_type(X) false\n" +
			"#define __nv_is_extended_host_device_lambda_closure_type(X) false\n" +
			"#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)\n" +
			"#endif\n"
	}
	return "#define __nv_is_extended_device_lambda_closure_type(X) false\n" +
		"#define __nv_is_extended_host_device_lambda_closure_type(X) false\n" +
		"#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n" +
		"#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)" +
		"&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n" +
		"#endif\n"
}
