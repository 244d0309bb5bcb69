package toolkit

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// g++ compiles cufe's host output against the toolkit headers, so the
// embedded set must exist as real files. It is extracted once per version
// into a directory named by its content hash; cufe processes running at the
// same time each build a private temporary copy and rename it into place, so
// a reader sees either no directory or a complete one, never a half-written
// one.

// completeMarker is written last into a finished copy.
const completeMarker = ".cufe-complete"

// Embedded returns cufe's embedded CUDA header set as a toolkit, extracted
// under os.UserCacheDir()/cufe, or under os.TempDir()/cufe-UID when the
// user cache directory is unknown or unwritable.
func Embedded() (*Toolkit, error) {
	var errs []error
	for _, dir := range cacheDirs() {
		t, err := EmbeddedIn(dir)
		if err == nil {
			return t, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("cannot extract the embedded CUDA headers: %w", errors.Join(errs...))
}

func cacheDirs() []string {
	var dirs []string
	if d, err := os.UserCacheDir(); err == nil {
		dirs = append(dirs, filepath.Join(d, "cufe"))
	}
	return append(dirs, filepath.Join(os.TempDir(), "cufe-"+strconv.Itoa(os.Getuid())))
}

// EmbeddedIn is Embedded with cufe's cache directory given; the headers go
// to cacheDir/cuda-12.9-embedded-HASH/include.
func EmbeddedIn(cacheDir string) (*Toolkit, error) {
	files, err := embeddedHeaders()
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(cacheDir)
	if err != nil {
		return nil, err
	}
	hash := contentHash(files)
	root := filepath.Join(abs, fmt.Sprintf("cuda-%d.%d-embedded-%s", EmbeddedMajor, EmbeddedMinor, hash))
	if err := extract(root, hash, files); err != nil {
		return nil, err
	}
	return &Toolkit{
		Root:       root,
		IncludeDir: filepath.Join(root, "include"),
		Major:      EmbeddedMajor,
		Minor:      EmbeddedMinor,
		Build:      EmbeddedBuild,
		Embedded:   true,
	}, nil
}

// extract makes root hold exactly files under include/, unless it already
// does. A damaged copy (a file edited or missing) is moved aside and
// replaced.
func extract(root, hash string, files []embeddedFile) error {
	parent := filepath.Dir(root)
	var lastErr error
	for attempt := 0; attempt < 4; attempt++ {
		ok, err := intact(root, hash, files)
		if ok {
			return nil
		}
		if err != nil && !os.IsNotExist(err) {
			// Present but damaged: move it out of the way. Losing this
			// rename to another process doing the same is fine.
			aside, terr := os.MkdirTemp(parent, ".damaged-")
			if terr != nil {
				return terr
			}
			_ = os.Rename(root, filepath.Join(aside, "old"))
			os.RemoveAll(aside)
		}
		if err := os.MkdirAll(parent, 0o755); err != nil {
			return err
		}
		tmp, err := os.MkdirTemp(parent, ".extract-")
		if err != nil {
			return err
		}
		if err := writeTree(tmp, hash, files); err != nil {
			os.RemoveAll(tmp)
			return err
		}
		if err := os.Rename(tmp, root); err != nil {
			// Another process renamed its copy first (the target is a
			// non-empty directory now); check it on the next round.
			lastErr = err
			os.RemoveAll(tmp)
			continue
		}
		removeStale(parent)
		return nil
	}
	if ok, _ := intact(root, hash, files); ok {
		return nil
	}
	return fmt.Errorf("%s: could not extract the embedded headers: %v", root, lastErr)
}

// staleAfter is how old a temporary directory must be before it is taken
// for the leftover of a process that died while extracting.
const staleAfter = time.Hour

// removeStale deletes such leftovers; a live extraction takes milliseconds.
func removeStale(parent string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".extract-") && !strings.HasPrefix(name, ".damaged-") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleAfter {
			os.RemoveAll(filepath.Join(parent, name))
		}
	}
}

// writeTree writes the headers under dir/include, read-only, then the marker.
func writeTree(dir, hash string, files []embeddedFile) error {
	for _, f := range files {
		p := filepath.Join(dir, "include", filepath.FromSlash(f.name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, f.data, 0o444); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, completeMarker), []byte(hash+"\n"), 0o444)
}

// intact reports whether root is a complete copy of files. A nil error with
// false never happens; an error satisfying os.IsNotExist means root is
// absent, any other error that it is damaged.
func intact(root, hash string, files []embeddedFile) (bool, error) {
	if _, err := os.Stat(root); err != nil {
		return false, err
	}
	marker, err := os.ReadFile(filepath.Join(root, completeMarker))
	if err != nil {
		return false, fmt.Errorf("%s: no completion marker: %w", root, err)
	}
	if string(bytes.TrimSpace(marker)) != hash {
		return false, fmt.Errorf("%s: completion marker names another version", root)
	}
	for _, f := range files {
		p := filepath.Join(root, "include", filepath.FromSlash(f.name))
		got, err := os.ReadFile(p)
		if err != nil {
			return false, fmt.Errorf("%s: %w", p, err)
		}
		if !bytes.Equal(got, f.data) {
			return false, fmt.Errorf("%s: contents differ from the embedded copy", p)
		}
	}
	return true, nil
}
