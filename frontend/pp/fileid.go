package pp

// fileID identifies a file by device and inode, where the system says
// (the zero value: unknown): the prefetcher reads a header met under two
// spellings of its path once.
type fileID struct{ dev, ino uint64 }
