// Package moduleid computes NVIDIA's module ID, the string that ties one
// translation unit's host registration code to its device image and names
// its anonymous namespaces (_GLOBAL__N_<id>) and internal-linkage device
// symbols (_INTERNAL<id>, __nv_static_<len>_<id>_).
//
// The rules below were read off cudafe++ and cicc 11.8 and 13.0, which
// agree on every case tried (see the table test and the oracle test):
//
//	id = "_" + crc32(path) + "_" + len(base) + "_" + base + "_" + src
//
// then every byte that is not an ASCII letter or digit becomes '_'.
//   - path is --orig_src_path_name verbatim; without it the field is
//     "00000000". crc32 is zlib's (IEEE), printed %08x.
//   - base is what follows the last '/' of --orig_src_file_name (of the
//     input file name without it); len counts its bytes before sanitizing.
//   - src is the mangled name of the TU's first eligible definition (see
//     Eligible), verbatim if at most 8 bytes long, else crc32 of it %08x.
//   - With no eligible definition src is crc32(ctime(mtime) + cwd), where
//     ctime(mtime) is C's ctime() of the source file's modification time
//     (newline included) and cwd the working directory, followed by "_" +
//     the process ID: such IDs differ from run to run, in NVIDIA's tools as
//     here.
//   - cicc 11.8 (which writes the ID nvcc 11.x uses) also takes the
//     fallback when certain local classes of a static function come before
//     the first eligible definition; cudafe++ 11.8 and 13.0 do not (see
//     fromsema.IDOptions). Entities marked ForcesFallback carry that rule.
//
// A module ID file holds the ID with no newline; when read, its whole
// content is the ID, verbatim (newlines and all, even empty).
package moduleid

import (
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// Inputs are what the module ID depends on.
type Inputs struct {
	// SourcePath is --orig_src_path_name ("" when not given).
	SourcePath string
	// SourceName is --orig_src_file_name, or the input file's name.
	SourceName string
	// Entities are the TU's definitions in source order.
	Entities []summary.IDEntity
	// Fallback gives the seed used when no entity is eligible; nil makes
	// Compute fail in that case instead (the result would not be
	// reproducible).
	Fallback *Fallback
}

// Fallback is the non-deterministic seed NVIDIA uses when a TU defines no
// eligible entity.
type Fallback struct {
	// Ctime is C's ctime() of the source file's modification time, with
	// its trailing newline (see CtimeOf).
	Ctime string
	// Cwd is the working directory.
	Cwd string
	// PID is the process ID appended to the ID.
	PID int
}

// ErrNoEntity is returned by Compute when no entity is eligible and no
// Fallback was given.
var ErrNoEntity = errors.New("module id: no eligible variable or function definition to seed it")

// Compute returns the module ID for in.
func Compute(in Inputs) (string, error) {
	var src, tail string
	if e := Select(in.Entities); e != nil {
		src = shorten(e.Mangled)
	} else if in.Fallback != nil {
		src = fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(in.Fallback.Ctime+in.Fallback.Cwd)))
		tail = "_" + strconv.Itoa(in.Fallback.PID)
	} else {
		return "", ErrNoEntity
	}
	h := "00000000"
	if in.SourcePath != "" {
		h = fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(in.SourcePath)))
	}
	base := in.SourceName
	if i := strings.LastIndexByte(base, '/'); i >= 0 {
		base = base[i+1:]
	}
	return sanitize("_" + h + "_" + strconv.Itoa(len(base)) + "_" + base + "_" + src + tail), nil
}

// shorten keeps a seed of at most 8 bytes and hashes a longer one.
func shorten(s string) string {
	if len(s) <= 8 {
		return s
	}
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(s)))
}

// sanitize turns every byte that is not an ASCII letter or digit into '_'
// (so a multi-byte UTF-8 character becomes several).
func sanitize(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			b[i] = '_'
		}
	}
	return string(b)
}

// AnonNamespace is the name NVIDIA gives the TU's anonymous namespaces in
// the host translation and in device symbols: _GLOBAL__N_<id>.
func AnonNamespace(id string) string { return "_GLOBAL__N_" + id }

// InternalNamespace is the extra outermost namespace in the device symbols
// of internal-linkage variables in namespaces: _INTERNAL<id> (mangled as
// <len>_INTERNAL<id>).
func InternalNamespace(id string) string { return "_INTERNAL" + id }

// StaticPrefix is the prefix of internal-linkage device symbols as the
// registration code and the host reference arrays name them under
// --device-c: __nv_static_<len(id)>_<id>_ (the mangled name follows).
func StaticPrefix(id string) string { return "__nv_static_" + strconv.Itoa(len(id)) + "_" + id + "_" }
