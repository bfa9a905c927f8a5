package npuzzle

import "unsafe"

// hugeTableBytes is the size from which a table's memory asks the system
// for huge pages (see adviseHugePages): the 8-7 databases' 259 MB and 28.8
// MB tables do, the 6-6-3 ones' 2.9 MB do not. A search reads such a table
// at random, and with 4 KiB pages nearly every read also misses the TLB.
const hugeTableBytes = 16 << 20

// newTable returns a zeroed table of size bytes, backed by huge pages where
// the system grants them to a program that asks (Linux's transparent huge
// pages in "madvise" mode).
func newTable(size int) []byte { return newHugeSlice[byte](size) }

// newHugeSlice returns a zeroed slice of n elements, asking for huge pages
// when it takes hugeTableBytes or more (the build's work arrays: 3.1 GB
// for an 8-tile pattern, read and written at random).
func newHugeSlice[T ~uint8 | ~uint16 | ~uint32](n int) []T {
	s := make([]T, n)
	var zero T
	if size := n * int(unsafe.Sizeof(zero)); size >= hugeTableBytes {
		adviseHugePages(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), size))
	}
	return s
}
