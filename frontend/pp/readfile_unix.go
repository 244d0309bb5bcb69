//go:build unix

package pp

import (
	"io/fs"
	"syscall"
)

// readWholeFile reads a header with plain system calls: open, fstat, read,
// close. os.ReadFile also registers every file with the runtime's poller and
// sets its flags (three more calls each), which shows when a TU reads
// hundreds of headers.
func readWholeFile(path string, mapLarge bool) ([]byte, error) {
	b, _, _, err := readFileIfRegular(path, false, nil, mapLarge)
	return b, err
}

// readRegularFile is readWholeFile for the prefetcher, which reads ahead
// headers that may never be included: it opens without blocking and reads
// only regular files, reporting false for anything else (a FIFO would block
// it for good), which it then leaves to the preprocessor. It also returns
// the file's identity; when known has the text of that file already (read
// under another spelling of its path: "thrust/detail/../x.h"), that text is
// returned without reading it again.
func readRegularFile(path string, known func(fileID) []byte, mapLarge bool) ([]byte, bool, fileID, error) {
	return readFileIfRegular(path, true, known, mapLarge)
}

// readFileIfRegular reads path; with mapLarge, a regular file of at least
// mapMinSize bytes is mapped instead (Options.OnFault).
func readFileIfRegular(path string, regularOnly bool, known func(fileID) []byte, mapLarge bool) ([]byte, bool, fileID, error) {
	var fd int
	var err error
	flags := syscall.O_RDONLY | syscall.O_CLOEXEC
	if regularOnly {
		flags |= syscall.O_NONBLOCK
	}
	for {
		fd, err = syscall.Open(path, flags, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, true, fileID{}, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return nil, true, fileID{}, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	id := fileID{dev: uint64(st.Dev), ino: uint64(st.Ino)}
	switch st.Mode & syscall.S_IFMT {
	case syscall.S_IFDIR:
		return nil, true, fileID{}, &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	case syscall.S_IFREG:
		if known != nil {
			if b := known(id); b != nil {
				return b, true, id, nil
			}
		}
	default:
		if regularOnly {
			return nil, false, fileID{}, nil
		}
		id = fileID{} // not a file read once
	}
	regular := st.Mode&syscall.S_IFMT == syscall.S_IFREG
	if mapLarge && regular && st.Size >= mapMinSize {
		if b, ok := mapFile(fd, st.Size); ok {
			return b, true, id, nil
		}
	}
	buf := make([]byte, 0, st.Size+1)
	for {
		if regular && st.Size > 0 && int64(len(buf)) == st.Size {
			// All of it, as fstat sized it: no read to see the end (as gcc,
			// which reads st_size bytes); a header is seldom written to
			// while a build reads it.
			return buf, true, id, nil
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := syscall.Read(fd, buf[len(buf):cap(buf)])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, true, fileID{}, &fs.PathError{Op: "read", Path: path, Err: err}
		}
		if n == 0 {
			return buf, true, id, nil
		}
		buf = buf[:len(buf)+n]
	}
}
