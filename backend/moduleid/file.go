package moduleid

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// FileError is a failure to read or write the module ID file. NVIDIA's
// front end reports both as a catastrophic error (exit status 4) with the
// text Error returns, at the last line of the source.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return fmt.Sprintf("cannot open module id file %q", e.Path) }

func (e *FileError) Unwrap() error { return e.Err }

// ErrNoFileName is NVIDIA's "module id filename not specified": the ID was
// to be written (--gen_module_id_file) but no --module_id_file_name given.
var ErrNoFileName = errors.New("module id filename not specified")

// Options are the command-line flags that decide where the ID comes from.
type Options struct {
	// FileName is --module_id_file_name ("" if absent).
	FileName string
	// Generate is --gen_module_id_file.
	Generate bool
}

// Resolve returns the TU's module ID as NVIDIA's front end does: with
// --module_id_file_name and without --gen_module_id_file the file's whole
// content is the ID (it must exist; it may be empty); otherwise the ID is
// computed from in. Writing the file (under Generate) is the caller's job,
// with Contents, so that outputs are written together and atomically.
func Resolve(opts Options, in Inputs) (string, error) {
	if opts.Generate && opts.FileName == "" {
		return "", ErrNoFileName
	}
	if opts.FileName != "" && !opts.Generate {
		data, err := os.ReadFile(opts.FileName)
		if err != nil {
			return "", &FileError{Path: opts.FileName, Err: err}
		}
		return string(data), nil
	}
	return Compute(in)
}

// Contents is what --gen_module_id_file writes: the ID, no newline.
func Contents(id string) []byte { return []byte(id) }

// CtimeOf returns C's ctime() of the modification time of name (relative to
// the working directory) in the local time zone, newline included, or of
// now when name is not a regular file: the seed of NVIDIA's fallback ID.
func CtimeOf(name string, now time.Time) string {
	t := now
	if fi, err := os.Stat(name); err == nil && fi.Mode().IsRegular() {
		t = fi.ModTime()
	}
	return t.Local().Format("Mon Jan _2 15:04:05 2006") + "\n"
}

// FallbackFor gathers the fallback seed of the running process for the
// source file name (as --orig_src_file_name gives it).
func FallbackFor(name string) (*Fallback, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	return &Fallback{Ctime: CtimeOf(filepath.Clean(name), time.Now()), Cwd: cwd, PID: os.Getpid()}, nil
}
