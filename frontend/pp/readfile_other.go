//go:build !unix

package pp

import "os"

func readWholeFile(path string, _ bool) ([]byte, error) { return os.ReadFile(path) }

// readRegularFile reads path if it is a regular file (see the unix version);
// for anything else it reports false. Files have no identity here: each
// spelling of a path is read. Files are never mapped here.
func readRegularFile(path string, _ func(fileID) []byte, _ bool) ([]byte, bool, fileID, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, true, fileID{}, err
	}
	if !st.Mode().IsRegular() && !st.IsDir() {
		return nil, false, fileID{}, nil
	}
	b, err := os.ReadFile(path)
	return b, true, fileID{}, err
}
