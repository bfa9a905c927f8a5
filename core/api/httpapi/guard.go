package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"searchlab/core/api"
)

// GuardConfig are the limits a server puts in front of the API handler
// (searchlab serve; the Web Worker needs none: it serves one page).
type GuardConfig struct {
	// MaxConcurrent bounds the searches (POST /api/solve and
	// /api/generate) running at once (0: runtime.NumCPU()).
	MaxConcurrent int
	// MaxQueue bounds the searches waiting for a slot; beyond it a request
	// is refused at once with 503 (0: 16 × MaxConcurrent).
	MaxQueue int
	// QueueWait is how long a request waits for a slot before a 503
	// (0: 10 s).
	QueueWait time.Duration
	// AllowOrigins lists the origins (scheme://host[:port]) other than the
	// server's own that may call the API from a browser; "*" allows any.
	// A request with any other Origin header is refused with 403, so a
	// web page elsewhere cannot start searches on this server.
	AllowOrigins []string
	// ReleaseMemory returns the heap's free memory to the operating system
	// (debug.FreeOSMemory) after a search when no other one runs and the
	// heap holds more than this many idle bytes (0: never).
	ReleaseMemory int64
}

// RetryAfter is the Retry-After a 503 carries, in seconds.
const RetryAfter = 2

// Guard wraps the API handler with the server's limits.
type Guard struct {
	next    http.Handler
	cfg     GuardConfig
	slots   chan struct{}
	waiting atomic.Int64
	running atomic.Int64
}

// NewGuard returns next behind the limits of cfg.
func NewGuard(next http.Handler, cfg GuardConfig) *Guard {
	if cfg.MaxConcurrent <= 0 {
		cfg.MaxConcurrent = runtime.NumCPU()
	}
	if cfg.MaxQueue <= 0 {
		cfg.MaxQueue = 16 * cfg.MaxConcurrent
	}
	if cfg.QueueWait <= 0 {
		cfg.QueueWait = 10 * time.Second
	}
	return &Guard{next: next, cfg: cfg, slots: make(chan struct{}, cfg.MaxConcurrent)}
}

// ServeHTTP refuses foreign origins, admits searches through the bounded
// queue and passes everything else on.
func (g *Guard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if origin := r.Header.Get("Origin"); origin != "" && !g.allowed(origin, r) {
		writeJSON(w, http.StatusForbidden, api.Response{Status: api.StatusInvalid, Error: fmt.Sprintf(
			"requests from the web page at %s are refused: this server answers only its own pages (start it with -allow-origin %s to allow that page)", origin, origin)})
		return
	}
	if r.Method != http.MethodPost || (r.URL.Path != "/api/solve" && r.URL.Path != "/api/generate") {
		g.next.ServeHTTP(w, r)
		return
	}
	if !g.acquire(r.Context()) {
		if r.Context().Err() != nil {
			return // the client left while waiting
		}
		w.Header().Set("Retry-After", strconv.Itoa(RetryAfter))
		w.Header().Set("Connection", "close") // the body was not read
		writeJSON(w, http.StatusServiceUnavailable, api.Response{Status: api.StatusBusy, Error: fmt.Sprintf(
			"the server is busy: %d searches are running and %d are waiting; try again in %d seconds", g.cfg.MaxConcurrent, g.waiting.Load(), RetryAfter)})
		return
	}
	g.running.Add(1)
	defer func() {
		left := g.running.Add(-1)
		<-g.slots
		if left == 0 && g.cfg.ReleaseMemory > 0 {
			releaseMemory(g.cfg.ReleaseMemory)
		}
	}()
	g.next.ServeHTTP(w, r)
}

// acquire takes a search slot, waiting in the queue for at most QueueWait;
// false when the queue is full, the wait ran out or ctx ended.
func (g *Guard) acquire(ctx context.Context) bool {
	select {
	case g.slots <- struct{}{}:
		return true
	default:
	}
	if g.waiting.Add(1) > int64(g.cfg.MaxQueue) {
		g.waiting.Add(-1)
		return false
	}
	defer g.waiting.Add(-1)
	t := time.NewTimer(g.cfg.QueueWait)
	defer t.Stop()
	select {
	case g.slots <- struct{}{}:
		return true
	case <-t.C:
		return false
	case <-ctx.Done():
		return false
	}
}

// allowed reports whether a request from origin may use the API: the
// server's own origin (the Host the request was sent to) or one listed in
// AllowOrigins.
func (g *Guard) allowed(origin string, r *http.Request) bool {
	if u, err := url.Parse(origin); err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, r.Host) {
		return true
	}
	for _, o := range g.cfg.AllowOrigins {
		if o == "*" || strings.EqualFold(strings.TrimSuffix(o, "/"), origin) {
			return true
		}
	}
	return false
}

// releaseMemory gives the heap's idle memory back to the operating system
// when it exceeds idle bytes: after a large search the process would
// otherwise keep its peak for minutes (the scavenger returns memory
// slowly).
func releaseMemory(idle int64) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	if int64(m.HeapSys-m.HeapReleased) >= idle {
		debug.FreeOSMemory()
	}
}
