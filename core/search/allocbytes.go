package search

import "slices"

// allocSizeClasses are the Go allocator's size classes for small objects
// (runtime/sizeclasses.go, unchanged since Go 1.10 apart from the 24-byte
// class of 1.22's): an object of n bytes takes the smallest class that
// holds it. Objects larger than the last class take whole 8 KiB pages.
var allocSizeClasses = [...]int64{8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256,
	288, 320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304,
	2688, 3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568,
	14336, 16384, 18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768}

const allocPageBytes = 8192

// AllocBytes is the heap block the Go allocator hands out for an object of
// n bytes: its size class, or whole pages for a large object. Objects
// under 16 bytes without pointers (the bytes of a short string) share
// 16-byte blocks (the tiny allocator), so they count their own size.
func AllocBytes(n int) int64 {
	switch {
	case n <= 0:
		return 0
	case n < 16:
		return int64(n)
	case int64(n) > allocSizeClasses[len(allocSizeClasses)-1]:
		return (int64(n) + allocPageBytes - 1) / allocPageBytes * allocPageBytes
	}
	i, _ := slices.BinarySearch(allocSizeClasses[:], int64(n))
	return allocSizeClasses[i]
}
