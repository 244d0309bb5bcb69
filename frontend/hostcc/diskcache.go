package hostcc

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// cacheFormat names the on-disk format; a change makes old files misses.
const cacheFormat = "v1"

// DefaultCacheDir is where probes are kept: the user cache directory's
// cufe/hostcc.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "cufe", "hostcc"), nil
}

func cacheFile(dir, key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(dir, hex.EncodeToString(sum[:16])+".txt")
}

// encodeConfig writes a probed Config as text: the key, one field a line, and
// a checksum of everything above it.
func encodeConfig(key string, c *Config) []byte {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(key, "\n"), "\n") {
		b.WriteString("key " + l + "\n")
	}
	field := func(name, v string) { b.WriteString(name + " " + v + "\n") }
	field("compiler", c.Compiler)
	field("banner", c.Banner)
	field("target", c.Target)
	field("std", c.Std)
	for _, f := range c.Flags {
		field("flag", f)
	}
	for _, d := range c.SystemDirs {
		field("sysdir", d)
	}
	for _, p := range c.PreIncludes {
		field("preinclude", p)
	}
	for _, m := range c.Macros {
		field("macro", m)
	}
	sum := sha256.Sum256([]byte(b.String()))
	field("sum", hex.EncodeToString(sum[:]))
	return []byte(b.String())
}

// decodeConfig reads what encodeConfig wrote. Anything odd (a torn or
// tampered file, another key) is an error, and the caller probes again.
func decodeConfig(key string, data []byte) (*Config, error) {
	text := string(data)
	body, sumLine, ok := cutLastLine(text)
	if !ok || !strings.HasPrefix(sumLine, "sum ") {
		return nil, fmt.Errorf("no checksum line")
	}
	sum := sha256.Sum256([]byte(body))
	if hex.EncodeToString(sum[:]) != strings.TrimPrefix(sumLine, "sum ") {
		return nil, fmt.Errorf("checksum mismatch")
	}
	c := &Config{}
	var keyLines strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(body, "\n"), "\n") {
		name, v, _ := strings.Cut(l, " ")
		switch name {
		case "key":
			keyLines.WriteString(v + "\n")
		case "compiler":
			c.Compiler = v
		case "banner":
			c.Banner = v
		case "target":
			c.Target = v
		case "std":
			c.Std = v
		case "flag":
			c.Flags = append(c.Flags, v)
		case "sysdir":
			c.SystemDirs = append(c.SystemDirs, v)
		case "preinclude":
			c.PreIncludes = append(c.PreIncludes, v)
		case "macro":
			c.Macros = append(c.Macros, v)
		default:
			return nil, fmt.Errorf("unknown line %q", l)
		}
	}
	if keyLines.String() != key {
		return nil, fmt.Errorf("written for another key")
	}
	if len(c.Macros) == 0 || c.Compiler == "" {
		return nil, fmt.Errorf("incomplete")
	}
	if err := c.finish(); err != nil {
		return nil, err
	}
	return c, nil
}

// cutLastLine splits "a\nb\nlast\n" into "a\nb\n" and "last".
func cutLastLine(s string) (body, last string, ok bool) {
	if !strings.HasSuffix(s, "\n") {
		return "", "", false
	}
	s = s[:len(s)-1]
	i := strings.LastIndexByte(s, '\n')
	if i < 0 {
		return "", "", false
	}
	return s[:i+1], s[i+1:], true
}

// readCached returns the cached Config for key, or nil when there is none
// usable.
func readCached(dir, key string) *Config {
	data, err := os.ReadFile(cacheFile(dir, key))
	if err != nil {
		return nil
	}
	c, err := decodeConfig(key, data)
	if err != nil {
		return nil
	}
	return c
}

// writeCached stores c atomically: a temporary file in the same directory,
// renamed over the final name, so a concurrent reader sees the old file, the
// new one or none, never a torn one.
func writeCached(dir, key string, c *Config) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".probe-*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(encodeConfig(key, c))
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), cacheFile(dir, key))
	}
	if werr != nil {
		os.Remove(tmp.Name())
	}
	return werr
}
