package hostcc

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

// gcc12 holds the data internal/gen wrote from Debian's gcc 12.2.0 for
// x86_64-linux-gnu: meta.txt, macros-STD.txt, flags.txt and features.txt.
//
//go:embed data/gcc12/*.txt
var gcc12 embed.FS

// tablesMajor is the gcc major version the embedded data describes.
const tablesMajor = 12

// dataLines returns a data file's lines without comments and blank lines.
func dataLines(name string) ([]string, error) {
	b, err := fs.ReadFile(gcc12, "data/gcc12/"+name)
	if err != nil {
		return nil, fmt.Errorf("hostcc: embedded data: %v", err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" && !strings.HasPrefix(l, "# ") {
			out = append(out, l)
		}
	}
	return out, nil
}

// embeddedMeta is meta.txt.
type embeddedMeta struct {
	banner, target, defaultStd string
	preIncludes, sysDirs       []string
	stds                       []string // those with a macros file, sorted
}

var loadMeta = sync.OnceValues(func() (*embeddedMeta, error) {
	lines, err := dataLines("meta.txt")
	if err != nil {
		return nil, err
	}
	m := &embeddedMeta{}
	for _, l := range lines {
		key, val, _ := strings.Cut(l, " ")
		switch key {
		case "banner":
			m.banner = val
		case "target":
			m.target = val
		case "default-std":
			m.defaultStd = val
		case "preinclude":
			m.preIncludes = append(m.preIncludes, val)
		case "sysdir":
			m.sysDirs = append(m.sysDirs, val)
		case "version":
		default:
			return nil, fmt.Errorf("hostcc: embedded meta.txt: unknown line %q", l)
		}
	}
	names, err := fs.Glob(gcc12, "data/gcc12/macros-*.txt")
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		m.stds = append(m.stds, strings.TrimSuffix(strings.TrimPrefix(n, "data/gcc12/macros-"), ".txt"))
	}
	slices.Sort(m.stds)
	if m.target == "" || m.defaultStd == "" || len(m.sysDirs) == 0 || len(m.stds) == 0 {
		return nil, fmt.Errorf("hostcc: embedded meta.txt is incomplete")
	}
	return m, nil
})

// Embedded returns the built-in gcc 12 configuration for std ("" for gcc
// 12's default, gnu++17) and g++-style flags. Only flags whose effect the
// generator measured are accepted (-O*, -fno-exceptions, -fno-rtti, -pthread,
// -fPIC, -m64, -mavx2, ... see data/gcc12/flags.txt), and pairs of them that
// do not combine by applying one change after the other (-fPIC -fPIE) are
// refused: anything else needs a real compiler to ask.
func Embedded(std string, flags []string) (*Config, error) {
	a, err := ParseArgs(flags)
	if err != nil {
		return nil, err
	}
	if std != "" {
		if a.Std, err = NormalizeStd(std); err != nil {
			return nil, fmt.Errorf("hostcc: -std=%s: %v", std, err)
		}
	}
	return embeddedConfig(a)
}

func embeddedConfig(a Args) (*Config, error) {
	meta, err := loadMeta()
	if err != nil {
		return nil, err
	}
	std := a.Std
	if std == "" {
		std = meta.defaultStd
	}
	if !slices.Contains(meta.stds, std) {
		return nil, fmt.Errorf("hostcc: the embedded gcc 12 set has no -std=%s (it has %s); install g++ or set CXX", std, strings.Join(meta.stds, ", "))
	}
	if a.Native {
		return nil, fmt.Errorf("hostcc: -march=native needs the real compiler to tell this CPU's macros; install g++ or set CXX")
	}
	macros, err := dataLines("macros-" + std + ".txt")
	if err != nil {
		return nil, err
	}
	if len(a.Flags) > 0 {
		deltas, err := loadFlagDeltas()
		if err != nil {
			return nil, err
		}
		if macros, err = deltas.apply(macros, std, a.Flags); err != nil {
			return nil, err
		}
	}
	c := &Config{
		Banner:      meta.banner,
		Target:      meta.target,
		Std:         std,
		Flags:       slices.Clone(a.Flags),
		Embedded:    true,
		Macros:      macros,
		SystemDirs:  slices.Clone(meta.sysDirs),
		PreIncludes: slices.Clone(meta.preIncludes),
	}
	if err := c.finish(); err != nil {
		return nil, err
	}
	return c, nil
}
