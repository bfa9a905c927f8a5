package main

import (
	"fmt"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"searchlab/core/api/httpapi"
	"searchlab/core/npuzzle"
	"searchlab/core/registry"
)

// serveConfig is what searchlab serve runs with: the static app directory
// and the server's limits (flags of serveCmd, documented in README.md).
type serveConfig struct {
	static string
	guard  httpapi.GuardConfig
	// maxMemory is the memory budget of one search (default and ceiling
	// of max_memory_bytes).
	maxMemory int64
	// memoryLimit is the soft limit of the whole process's memory
	// (debug.SetMemoryLimit), unless GOMEMLIMIT is set.
	memoryLimit int64
	// pdbCache bounds the pattern databases kept between requests (the
	// pdb heuristic's cache, least recently used out; 0: none kept).
	pdbCache int64
	// Timeouts: reading the request headers, reading the whole request
	// (slow bodies), an idle keep-alive connection, and writing one line
	// of a response (extended while a search streams).
	readHeaderTimeout, readTimeout, idleTimeout, writeTimeout time.Duration
	// maxConns bounds the connections open at once.
	maxConns int
	// hosts are the Host names the server answers (DNS rebinding).
	hosts httpapi.HostPolicy
}

// defaultServeConfig: as many searches at once as there are CPUs, a queue of
// 16 per slot, searches of at most half the process's share each; as many
// small requests on their own lane (httpapi.DefaultSmallLimits), with a
// queue of 64 per slot.
func defaultServeConfig() serveConfig {
	n := runtime.NumCPU()
	return serveConfig{
		guard: httpapi.GuardConfig{MaxConcurrent: n, MaxQueue: 16 * n, QueueWait: 10 * time.Second, ReleaseMemory: 64 << 20,
			SmallConcurrent: n, SmallQueue: 64 * n, Small: httpapi.DefaultSmallLimits},
		memoryLimit:       4 << 30,
		pdbCache:          npuzzle.DefaultPDBCacheBytes,
		readHeaderTimeout: 10 * time.Second,
		readTimeout:       30 * time.Second,
		idleTimeout:       60 * time.Second,
		writeTimeout:      5 * time.Second,
		maxConns:          1024,
		hosts:             httpapi.NewHostPolicy("127.0.0.1", nil),
	}
}

// perSearchMemory is the memory budget of one search: the configured one,
// or the memory limit shared by the searches that may run at once: half
// of it (the collector needs room for garbage) less what the small lane's
// searches may hold, split between the main lane's slots, and never more
// than api.DefaultMaxMemory.
func (c serveConfig) perSearchMemory() int64 {
	if c.maxMemory > 0 {
		return c.maxMemory
	}
	m := (c.memoryLimit/2 - int64(c.guard.SmallConcurrent)*c.guard.Small.MaxMemory) / int64(max(c.guard.MaxConcurrent, 1))
	return max(min(m, registry.DefaultMaxMemory), registry.MinMaxMemory)
}

// pdbStore is the pattern-database cache of a server with cfg: bounded by
// pdbCache (0: nothing is kept between requests).
func (c serveConfig) pdbStore() *npuzzle.PDBStore {
	if c.pdbCache <= 0 {
		return &npuzzle.PDBStore{MaxBytes: -1}
	}
	return &npuzzle.PDBStore{MaxBytes: c.pdbCache}
}

// applyMemoryLimit sets the process's soft memory limit (the Go runtime
// collects harder as it nears it) unless the environment sets GOMEMLIMIT;
// it returns the limit in force.
func applyMemoryLimit(limit int64) int64 {
	if os.Getenv("GOMEMLIMIT") != "" || limit <= 0 {
		return debug.SetMemoryLimit(-1)
	}
	debug.SetMemoryLimit(limit)
	return limit
}

// contentSecurityPolicy is the policy of the app: index.html carries the
// same policy in a meta tag (which works on any static host); the header
// adds what a meta tag cannot say (frame-ancestors). Go's WebAssembly needs
// 'wasm-unsafe-eval'; Vecty sets styles through the CSSOM, which style-src
// does not restrict, so no inline style is allowed. TestCSPMatchesIndex
// keeps the two in step.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'"

// securityHeaders sets the headers every static response carries: the CSP
// with frame protection, and no content sniffing.
func securityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", contentSecurityPolicy+"; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
}

// byteSize is a flag holding a size in bytes, written as a number with an
// optional unit: 512MiB, 2GiB, 1500000, 64KiB (KB, MB, GB are powers of
// 1000).
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

func (b *byteSize) Set(s string) error {
	t := strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(strings.ToUpper(t), strings.ToUpper(u.suffix)) {
			t, mult = strings.TrimSpace(t[:len(t)-len(u.suffix)]), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return fmt.Errorf("%q is not a size in bytes (e.g. 512MiB, 2GiB, 1000000)", s)
	}
	*b = byteSize(n * mult)
	return nil
}
