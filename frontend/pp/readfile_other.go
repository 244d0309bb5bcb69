//go:build !unix

package pp

import "os"

func readWholeFile(path string) ([]byte, error) { return os.ReadFile(path) }
