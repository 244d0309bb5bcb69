// Package atomicfile writes files so that no reader, and no later run after a
// crash, ever sees a partial one: data goes to a temporary file in the same
// directory, which is then renamed over the target.
package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// TempPrefix starts the name of every temporary file; the writer's pid
// follows, so leftovers of a killed process can be told apart.
const TempPrefix = ".cufe-tmp-"

// WriteFile writes data to path atomically, creating its directory.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, TempPrefix+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr, os.Chmod(name, 0o644)); err != nil {
		os.Remove(name)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// Pending is an output being written: invisible under its final name until
// Commit; Abort (or a crash) leaves nothing but, at worst, a temporary file
// that TempPrefix identifies.
type Pending struct {
	f    *os.File
	path string
}

// Create starts writing path.
func Create(path string) (*Pending, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, TempPrefix+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return nil, err
	}
	return &Pending{f: f, path: path}, nil
}

// Write writes to the pending file.
func (p *Pending) Write(b []byte) (int, error) { return p.f.Write(b) }

// Commit closes the file and renames it to its final name.
func (p *Pending) Commit() error {
	name := p.f.Name()
	if err := errors.Join(p.f.Close(), os.Chmod(name, 0o644)); err != nil {
		os.Remove(name)
		return fmt.Errorf("writing %s: %w", p.path, err)
	}
	if err := os.Rename(name, p.path); err != nil {
		os.Remove(name)
		return fmt.Errorf("writing %s: %w", p.path, err)
	}
	return nil
}

// Abort discards the pending file.
func (p *Pending) Abort() {
	p.f.Close()
	os.Remove(p.f.Name())
}
