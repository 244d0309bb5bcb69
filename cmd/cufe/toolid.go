package main

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"strings"
)

// cacheVersion names this build of cufe in cache keys: Version, which
// does not change between development builds, and the running
// executable's Go build ID, which changes whenever its code does (as
// cmd/go keys its cache by the compiler's build ID). A cufe rebuilt with a
// change to its outputs so never reuses results the old one stored. Where
// the executable has no readable build ID its contents are hashed.
func cacheVersion() string {
	exe, err := os.Executable()
	if err != nil {
		return Version
	}
	if id, err := goBuildID(exe); err == nil {
		return Version + " " + id
	}
	if sum, err := fileSum(exe); err == nil {
		return Version + " " + sum
	}
	return Version
}

// goBuildID reads the Go build ID note of the ELF executable path.
func goBuildID(path string) (string, error) {
	f, err := elf.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	s := f.Section(".note.go.buildid")
	if s == nil {
		return "", errors.New("no Go build ID note")
	}
	data, err := s.Data()
	if err != nil {
		return "", err
	}
	// An ELF note: name size, description size, type, the name "Go\0\0",
	// then the description, the build ID.
	if len(data) < 16 {
		return "", errors.New("short Go build ID note")
	}
	order := f.ByteOrder
	nameSize, descSize := order.Uint32(data[0:]), order.Uint32(data[4:])
	nameEnd := 12 + (int(nameSize)+3)&^3
	if nameSize != 4 || string(data[12:15]) != "Go\x00" || nameEnd+int(descSize) > len(data) {
		return "", errors.New("malformed Go build ID note")
	}
	id := strings.TrimRight(string(data[nameEnd:nameEnd+int(descSize)]), "\x00")
	if id == "" {
		return "", errors.New("empty Go build ID")
	}
	return id, nil
}

// fileSum is the SHA-256 of path's contents, in hex.
func fileSum(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
