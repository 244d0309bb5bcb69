package toolkit

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"path"
	"sort"
)

// The embedded header set reports itself as CUDA 12.9 (nvcc V12.9.86, the
// last 12.x nvcc published as the nvidia-cuda-nvcc-cu12 wheel): a 12.x
// version, because 13.0 removed cudaDeviceProp fields (clockRate,
// memoryClockRate, ...) that many programs still print, and the last one,
// so programs testing for newer runtime features take those branches.
const (
	EmbeddedMajor = 12
	EmbeddedMinor = 9
	EmbeddedBuild = 86
)

//go:embed embedded/include
var embeddedFiles embed.FS

// EmbeddedFS returns the embedded header set, rooted at its include
// directory ("cuda_runtime.h", "crt/host_defines.h", ...).
func EmbeddedFS() fs.FS {
	sub, err := fs.Sub(embeddedFiles, "embedded/include")
	if err != nil {
		// fs.Sub fails only for an invalid path; this one is a constant.
		panic("toolkit: embedded/include: " + err.Error())
	}
	return sub
}

// embeddedFile is one header of the embedded set.
type embeddedFile struct {
	name string // slash-separated, relative to the include directory
	data []byte
}

// embeddedHeaders lists the embedded set in name order.
func embeddedHeaders() ([]embeddedFile, error) {
	fsys := EmbeddedFS()
	var files []embeddedFile
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		files = append(files, embeddedFile{name: p, data: data})
		return nil
	})
	sort.Slice(files, func(i, j int) bool { return files[i].name < files[j].name })
	return files, err
}

// contentHash names a version of the embedded set: sha256 over each file's
// name and contents, so an extraction directory never holds another
// version's headers.
func contentHash(files []embeddedFile) string {
	h := sha256.New()
	for _, f := range files {
		h.Write([]byte(path.Clean(f.name)))
		h.Write([]byte{0})
		var n [8]byte
		for i, l := 0, uint64(len(f.data)); i < 8; i++ {
			n[i] = byte(l >> (8 * i))
		}
		h.Write(n[:])
		h.Write(f.data)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
