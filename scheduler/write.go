package scheduler

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/internal/atomicfile"
)

// tempPrefix starts the name of every file being written (atomicfile's
// temporaries); the writer's pid follows, so that a later build can tell the
// leftovers of a killed build from the files of one still running.
const tempPrefix = atomicfile.TempPrefix

// writeOutputs writes a unit's files and its diagnostics file under outBase,
// each atomically, skipping those whose content is already identical, and
// removes the outputs with a stale suffix that the unit did not produce. It
// returns how many files it wrote.
func writeOutputs(outBase string, out *tu.Output, staleSuffixes []string) (int, error) {
	produced := map[string]bool{}
	written := 0
	var errs []error
	for _, f := range out.Files {
		if err := besideOutBase(outBase, f.Path); err != nil {
			errs = append(errs, err)
			continue
		}
		produced[f.Path] = true
		w, err := writeIfChanged(f.Path, f.Data)
		if err != nil {
			errs = append(errs, err)
		}
		if w {
			written++
		}
	}
	n, err := finishOutputs(outBase, out.Diagnostics, produced, staleSuffixes, nil)
	return written + n, errors.Join(append(errs, err)...)
}

// besideOutBase refuses an output path that is not the output prefix plus
// a suffix: a unit writes nowhere else.
func besideOutBase(outBase, path string) error {
	if !strings.HasPrefix(path, outBase) || strings.Contains(path[len(outBase):], string(filepath.Separator)) {
		return fmt.Errorf("output %s is not beside the output prefix %s", path, outBase)
	}
	return nil
}

// finishOutputs writes the diagnostics file (when there are diagnostics)
// and removes the outputs with a stale suffix, or the diagnostics file, that
// the unit did not produce (of those listed at the start of the run, when a
// listing is given). It returns how many files it wrote (0 or 1).
func finishOutputs(outBase string, diags []byte, produced map[string]bool, staleSuffixes []string, listed *outputListing) (int, error) {
	written := 0
	var errs []error
	if len(diags) > 0 {
		p := outBase + DiagSuffix
		produced[p] = true
		w, err := writeIfChanged(p, diags)
		if err != nil {
			errs = append(errs, err)
		}
		if w {
			written++
		}
	}
	for _, suf := range append([]string{DiagSuffix}, staleSuffixes...) {
		p := outBase + suf
		if produced[p] || !listed.mayExist(p) {
			continue
		}
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return written, errors.Join(errs...)
}

// writeIfChanged writes data to path through a temporary file in the same
// directory and a rename, so that a reader (or a build killed half-way)
// never sees a partial file. A file that already holds data is left alone,
// its modification time unchanged, so that tools downstream see no change.
func writeIfChanged(path string, data []byte) (bool, error) {
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Size() == int64(len(data)) {
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
			return false, nil
		}
	}
	if err := atomicfile.WriteFile(path, data); err != nil {
		return false, err
	}
	return true, nil
}

// outputListing is what the output directories of a run's jobs held when
// the run started, read once per directory. A stale output a unit did not
// produce can only exist if it was listed then (no one else writes a unit's
// outputs), so a hit need not try to remove the others one by one.
type outputListing struct {
	dirs  map[string]bool // directories listed
	names map[string]bool // full paths found in them
}

func listOutputDirs(jobs []Job) *outputListing {
	l := &outputListing{dirs: map[string]bool{}, names: map[string]bool{}}
	for _, j := range jobs {
		dir := filepath.Dir(j.Input.OutBase)
		if l.dirs[dir] {
			continue
		}
		ents, err := os.ReadDir(dir)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			continue // unlisted: mayExist says yes
		}
		l.dirs[dir] = true
		for _, e := range ents {
			l.names[filepath.Join(dir, e.Name())] = true
		}
	}
	return l
}

// mayExist says whether path may exist: it was listed, or its directory
// could not be.
func (l *outputListing) mayExist(path string) bool {
	return l == nil || l.names[path] || !l.dirs[filepath.Dir(path)]
}

// removeDeadTemps deletes the temporary files that builds killed while
// writing left in the listed output directories. Files of a process that
// is still alive are kept.
func removeDeadTemps(l *outputListing) {
	for n := range l.names {
		base := filepath.Base(n)
		if !strings.HasPrefix(base, tempPrefix) {
			continue
		}
		rest := strings.TrimPrefix(base, tempPrefix)
		pid, err := strconv.Atoi(rest[:max(strings.IndexByte(rest, '-'), 0)])
		if err == nil && pid != os.Getpid() && processAlive(pid) {
			continue
		}
		if err == nil && pid == os.Getpid() {
			continue
		}
		os.Remove(n)
	}
}

func processAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
