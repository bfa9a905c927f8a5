//go:build !js

package registry

// DefaultMaxMemory is the memory budget of a request that sets none when the
// solver runs natively (searchlab solve, searchlab serve): 2 GiB.
const DefaultMaxMemory = 2 << 30
