//go:build !unix

package pp

import "os"

func readWholeFile(path string) ([]byte, error) { return os.ReadFile(path) }

// readRegularFile reads path if it is a regular file (see the unix version);
// for anything else it reports false.
func readRegularFile(path string) ([]byte, bool, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, true, err
	}
	if !st.Mode().IsRegular() && !st.IsDir() {
		return nil, false, nil
	}
	b, err := os.ReadFile(path)
	return b, true, err
}
