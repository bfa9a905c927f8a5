//go:build !linux

package npuzzle

// adviseHugePages does nothing where huge pages are not asked for.
func adviseHugePages([]byte) {}
