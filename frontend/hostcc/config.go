// Package hostcc describes the host C++ compiler the way cufe's preprocessor
// needs it to reproduce `g++ -E`: the compiler's predefined macros, its
// system include directories, the header it pre-includes, and its answers to
// __has_builtin, __has_attribute and __has_cpp_attribute.
//
// A Config comes from running the compiler once (Probe, cached on disk so later
// runs do not run it at all) or, on a machine with no compiler, from the
// embedded set of Debian's gcc 12 for x86-64 Linux (Embedded; Default picks).
// The __has_* answers always come from the embedded gcc 12 tables: asking the
// compiler per name would cost a process per unknown name, so a compiler other
// than gcc 12 gets gcc 12's answers and a note in Config.Notes saying so.
package hostcc

import (
	"fmt"
	"slices"
	"strings"
)

// Config is one host compiler at one -std with one set of macro-changing
// flags. It implements pp.Host. A Config is immutable once made and may be
// shared by any number of goroutines.
type Config struct {
	// Compiler is the absolute path of the compiler that was probed; "" for the
	// embedded set.
	Compiler string
	// Kind is "gcc" or "clang" (from __clang__).
	Kind string
	// Version is the compiler's own version, "12.2.0".
	Version string
	// VersionNumber is Version as major*10000+minor*100+patch (120200), the
	// number cudafe++ takes in --gnu_version= (or --clang_version=).
	VersionNumber int
	// Banner is the -v version line, "gcc version 12.2.0 (Debian 12.2.0-14+deb12u1)".
	Banner string
	// Target is the target triple, "x86_64-linux-gnu".
	Target string
	// Std is the standard the macros are for, always set ("gnu++17" when no
	// -std was given to gcc 12).
	Std string
	// Flags are the normalized macro-changing flags (see Args).
	Flags []string
	// Embedded is set when the Config is the built-in gcc 12 set, not a probe.
	Embedded bool
	// Notes say where the Config is only an approximation (the __has_* tables
	// of another compiler version).
	Notes []string

	// Macros are the compiler's own #define (and #undef) lines, in definition
	// order, as `g++ -E -dD` prints them under <built-in> and <command-line>:
	// built-in macros plus the driver's own -D (_GNU_SOURCE for C++ on Linux,
	// _REENTRANT for -pthread).
	Macros []string
	// SystemDirs is the `#include <...>` search list exactly as g++ prints it.
	SystemDirs []string
	// PreIncludes are the headers g++ includes before the main file without
	// being asked (glibc's "stdc-predef.h"), as names to look up in the search
	// list. gcc silently skips one that is not found. Their macros are not in
	// Macros: `g++ -E` enters the file (its line markers show it), so the
	// preprocessor must do the same to reproduce the output.
	PreIncludes []string

	predefines string
	stdIndex   int // column of Std in the __has_* tables
}

// Predefines returns Macros as one text, a line each (pp.Host).
func (c *Config) Predefines() string { return c.predefines }

// SystemIncludeDirs returns a copy of SystemDirs (pp.Host).
func (c *Config) SystemIncludeDirs() []string { return slices.Clone(c.SystemDirs) }

// HasBuiltin answers __has_builtin(name) as gcc 12 does for Std. The
// preprocessor macro-expands the argument first, as gcc does.
func (c *Config) HasBuiltin(name string) int {
	return c.feature(kindBuiltin, name)
}

// feature answers a __has_* question from the embedded tables. They are
// checked by the package's tests; were they unreadable, every answer would
// be 0, as gcc answers for what it does not know.
func (c *Config) feature(k featureKind, name string) int {
	t, err := loadFeatureTables()
	if err != nil {
		return 0
	}
	return t.lookup(k, name, c.stdIndex)
}

// HasAttribute answers __has_attribute(name); name may be scoped,
// "gnu::packed". Names are canonicalized as gcc does (__packed__ is packed).
func (c *Config) HasAttribute(name string) int {
	scope, attr, ok := strings.Cut(name, "::")
	if !ok {
		return c.feature(kindAttr, canonicalAttr(name))
	}
	return c.feature(kindAttr, scope+"::"+canonicalAttr(attr))
}

// HasCppAttribute answers __has_cpp_attribute(scope::name), scope "" for an
// unscoped name: a standard attribute's date (201603 for fallthrough), 1 for a
// gnu attribute, 0 for anything else (clang::fallthrough included).
func (c *Config) HasCppAttribute(scope, name string) int {
	key := canonicalAttr(name)
	if scope != "" {
		key = scope + "::" + key
	}
	return c.feature(kindCpp, key)
}

// canonicalAttr strips the __x__ spelling gcc accepts for every attribute.
func canonicalAttr(name string) string {
	if len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return name[2 : len(name)-2]
	}
	return name
}

// VersionFlag is how nvcc tells cudafe++ the host compiler's version:
// "--gnu_version=120200" for gcc, "--clang_version=NNNNNN" for clang.
func (c *Config) VersionFlag() string {
	if c.Kind == "clang" {
		return fmt.Sprintf("--clang_version=%d", c.VersionNumber)
	}
	return fmt.Sprintf("--gnu_version=%d", c.VersionNumber)
}

// finish fills what is derived from the exported fields: the predefines text,
// the kind and version (from the macros), and the __has_* table column.
func (c *Config) finish() error {
	c.predefines = strings.Join(c.Macros, "\n") + "\n"
	set := macroValues(c.Macros, "__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__clang__",
		"__clang_major__", "__clang_minor__", "__clang_patchlevel__", "__STRICT_ANSI__", "__cplusplus")
	major, minor, patch := set["__GNUC__"], set["__GNUC_MINOR__"], set["__GNUC_PATCHLEVEL__"]
	c.Kind = "gcc"
	if _, ok := set["__clang__"]; ok {
		c.Kind = "clang"
		major, minor, patch = set["__clang_major__"], set["__clang_minor__"], set["__clang_patchlevel__"]
	}
	var a, b, p int
	if _, err := fmt.Sscanf(major+" "+minor+" "+patch, "%d %d %d", &a, &b, &p); err != nil {
		return fmt.Errorf("hostcc: the compiler's version macros are missing or odd (%q %q %q)", major, minor, patch)
	}
	c.Version = fmt.Sprintf("%d.%d.%d", a, b, p)
	c.VersionNumber = a*10000 + b*100 + p
	if c.Std == "" {
		c.Std = stdFromMacros(set)
	}
	// The tables' columns are the standards meta.txt lists; the tables
	// themselves (2600 names) are read on a goroutine of their own, off the
	// path to the first token, and waited for at the first __has_* question.
	meta, err := loadMeta()
	if err != nil {
		return err
	}
	go loadFeatureTables()
	idx, exact := stdColumn(meta.stds, c.Std)
	c.stdIndex = idx
	if !exact {
		c.Notes = append(c.Notes, fmt.Sprintf("no gcc 12 __has_* table for -std=%s; using %s's", c.Std, meta.stds[idx]))
	}
	if c.Kind != "gcc" || a != tablesMajor {
		c.Notes = append(c.Notes, fmt.Sprintf("__has_builtin/__has_attribute answers are gcc %d's, not %s %s's", tablesMajor, c.Kind, c.Version))
	}
	return nil
}

// macroValues maps each of the wanted names that lines leave defined to its
// replacement text. Only those few are kept: a cached probe pays for this.
func macroValues(lines []string, want ...string) map[string]string {
	set := make(map[string]string, len(want))
	for _, l := range lines {
		rest, ok := strings.CutPrefix(l, "#define ")
		if !ok {
			if name, ok := strings.CutPrefix(l, "#undef "); ok {
				delete(set, strings.TrimSpace(name))
			}
			continue
		}
		name, val, _ := strings.Cut(rest, " ")
		if i := strings.IndexByte(name, '('); i >= 0 {
			name = name[:i]
		}
		if slices.Contains(want, name) {
			set[name] = val
		}
	}
	return set
}

// stdFromMacros names the standard a compiler run without -std used.
func stdFromMacros(set map[string]string) string {
	prefix := "gnu++"
	if _, ok := set["__STRICT_ANSI__"]; ok {
		prefix = "c++"
	}
	v := strings.TrimSuffix(set["__cplusplus"], "L")
	switch {
	case v <= "199711":
		return prefix + "98"
	case v <= "201103":
		return prefix + "11"
	case v <= "201402":
		return prefix + "14"
	case v <= "201703":
		return prefix + "17"
	case v <= "202002":
		return prefix + "20"
	case v <= "202302":
		return prefix + "23"
	}
	return prefix + "26"
}
