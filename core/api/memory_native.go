//go:build !js

package api

// DefaultMaxMemory is the memory budget of a request that sets none when the
// solver runs natively (searchlab solve, searchlab serve): 2 GiB.
const DefaultMaxMemory = 2 << 30
