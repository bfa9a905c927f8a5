//go:build linux

package npuzzle

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the whole 2 MiB pages inside b with
// huge pages (madvise MADV_HUGEPAGE; best effort: an error changes nothing
// but speed). It is called before b is first written, so that the page
// faults that fill it take huge pages directly.
func adviseHugePages(b []byte) {
	const huge = 2 << 20
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	lo := (start + huge - 1) &^ (huge - 1)
	hi := (start + uintptr(len(b))) &^ (huge - 1)
	if hi <= lo {
		return
	}
	_ = syscall.Madvise(b[lo-start:hi-start], syscall.MADV_HUGEPAGE)
}
