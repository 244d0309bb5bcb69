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
