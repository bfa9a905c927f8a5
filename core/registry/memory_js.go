//go:build js

package registry

// DefaultMaxMemory is the memory budget of a request that sets none in the
// browser's Web Worker: 512 MiB, which a tab can hold beside the page (the
// WebAssembly heap also holds the runtime and the garbage not yet
// collected).
const DefaultMaxMemory = 512 << 20
