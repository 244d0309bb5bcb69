package hostgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
)

// Trailer returns the text after the TU's last declaration: the definition
// of _NV_ANON_NAMESPACE, the #include of the stub file, and under
// --device-c the host reference arrays.
func Trailer(tu *summary.TU, opts Options) []byte {
	var b strings.Builder
	stub := `# 1 "` + opts.StubFileName + "\"\n"
	b.WriteString("\n" + stub)
	b.WriteString("#define _NV_ANON_NAMESPACE " + moduleid.AnonNamespace(opts.ModuleID) + "\n")
	b.WriteString("#ifdef _NV_ANON_NAMESPACE\n#endif\n")
	b.WriteString(stub + `#include "` + opts.StubFileName + "\"\n" + stub)
	b.WriteString("#undef _NV_ANON_NAMESPACE\n")
	if tu.RDC {
		h := &tu.HostRefs
		for _, a := range []struct {
			section, name string
			entries       []string
		}{
			{"KI", "hostRefKernelArrayInternalLinkage", h.KernelInternal},
			{"KE", "hostRefKernelArrayExternalLinkage", h.KernelExternal},
			{"DI", "hostRefDeviceArrayInternalLinkage", h.DeviceInternal},
			{"DE", "hostRefDeviceArrayExternalLinkage", h.DeviceExternal},
			{"CI", "hostRefConstantArrayInternalLinkage", h.ConstantInternal},
			{"CE", "hostRefConstantArrayExternalLinkage", h.ConstantExternal},
		} {
			hostRefArray(&b, a.section, a.name, a.entries)
		}
	}
	return []byte(b.String())
}

// hostRefArray writes one weak byte array listing NUL-terminated names in
// section .nvHR<section>. NVIDIA collects the names in a trie, so they come
// out sorted (bytewise) and without duplicates.
func hostRefArray(b *strings.Builder, section, name string, entries []string) {
	entries = slices.Compact(slices.Sorted(slices.Values(entries)))
	fmt.Fprintf(b, "\nextern \"C\" {\nextern __attribute__ ((section (\".nvHR%s\"))) __attribute__((weak)) const unsigned char %s[] = {\n", section, name)
	if len(entries) == 0 {
		b.WriteString("0x0};\n}\n")
		return
	}
	for _, e := range entries {
		b.WriteString("/* " + e + " */\n")
		for i := 0; i < len(e); i++ {
			fmt.Fprintf(b, "0x%x,", e[i])
		}
		b.WriteString("0x0,\n")
	}
	b.WriteString("};\n}\n")
}
