//go:build unix

package pp

import (
	"io/fs"
	"syscall"
)

// listDir returns the names in dir; missing when there is no such
// directory, nil names when it cannot be listed for another reason.
func listDir(dir string) (names map[string]struct{}, missing bool) {
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	for err == syscall.EINTR {
		fd, err = syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	}
	if err != nil {
		return nil, err == syscall.ENOENT || err == syscall.ENOTDIR
	}
	defer syscall.Close(fd)
	var buf [8192]byte
	var list []string
	for {
		n, err := syscall.ReadDirent(fd, buf[:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, false
		}
		if n <= 0 {
			break
		}
		_, _, list = syscall.ParseDirent(buf[:n], -1, list)
	}
	names = make(map[string]struct{}, len(list))
	for _, name := range list {
		names[name] = struct{}{}
	}
	return names, false
}

// errAbsent is the error opening path gives when it names nothing.
func errAbsent(path string) error { return &fs.PathError{Op: "open", Path: path, Err: syscall.ENOENT} }
