//go:build !unix

package pp

import "io/fs"

// listDir lists nothing here: every candidate is probed.
func listDir(string) (map[string]struct{}, bool) { return nil, false }

func errAbsent(path string) error { return &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist} }
