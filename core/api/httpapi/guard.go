package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"searchlab/core/registry"
	"searchlab/core/wire"

	"searchlab/core/words"
)

// GuardConfig are the limits a server puts in front of the API handler
// (searchlab serve; the Web Worker needs none: it serves one page).
type GuardConfig struct {
	// MaxConcurrent bounds the requests of the main lane running at once:
	// every POST to the API (searches, generation, matches and
	// tournaments; any method but GET, HEAD and OPTIONS) except the small
	// lane's (0: runtime.NumCPU()).
	MaxConcurrent int
	// MaxQueue bounds the main lane's requests waiting for a slot; beyond
	// it a request is refused at once with 503 (0: 16 × MaxConcurrent).
	MaxQueue int
	// QueueWait is how long a request waits for a slot before a 503
	// (0: 10 s).
	QueueWait time.Duration
	// SmallConcurrent bounds the small lane's requests running at once
	// (0: MaxConcurrent); a small request also takes a free slot of the
	// main lane. Small requests are short and small (Small), so the lane
	// adds little memory; running beside the main lane's searches, they
	// get a share of the CPU whatever those do. SmallQueue bounds those waiting (0: 64 ×
	// SmallConcurrent). Small (zero: DefaultSmallLimits) says which
	// requests are small. The lane keeps a queue of huge searches from
	// holding up a quick one.
	SmallConcurrent int
	SmallQueue      int
	Small           SmallLimits
	// AllowOrigins lists the origins (scheme://host[:port]) other than the
	// server's own that may call the API from a browser; "*" allows any.
	// A request with any other Origin header is refused with 403, so a
	// web page elsewhere cannot start searches on this server.
	AllowOrigins []string
	// Body bounds how request bodies are read before admission (zero:
	// DefaultBodyLimits): every POST's body is read whole, quickly, and
	// checked to be JSON before the request takes a slot.
	Body BodyLimits
	// ReleaseMemory returns the heap's free memory to the operating system
	// (debug.FreeOSMemory) once no request has run for a second and the
	// heap holds more than this many bytes (0: never; see releaser).
	ReleaseMemory int64
}

// RetryAfter is the Retry-After a 503 carries, in seconds.
const RetryAfter = 2

// Guard wraps the API handler with the server's limits. Every request that
// does work (any method but GET, HEAD and OPTIONS: /api/solve,
// /api/generate, /api/match, /api/tournament, and any added later) holds a
// slot while the handler runs: a match or a tournament holds one slot for as long as it
// plays, since it plays its games one after another, one search at a time
// (so a slot is a search, as for /api/solve). Solve requests that declare
// small budgets (GuardConfig.Small) go through a lane of their own, and
// have priority: while any runs or waits, the main lane's searches pause
// at their progress reports (see priority).
type Guard struct {
	next         http.Handler
	cfg          GuardConfig
	main         *lane
	small        *lane
	prio         priority
	running      atomic.Int64
	release      *releaser     // gives idle memory back once the server is quiet
	reading      chan struct{} // a token per large body being read
	readingSmall chan struct{} // a token per small body being read
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
	if cfg.SmallConcurrent <= 0 {
		cfg.SmallConcurrent = cfg.MaxConcurrent
	}
	if cfg.SmallQueue <= 0 {
		cfg.SmallQueue = 64 * cfg.SmallConcurrent
	}
	if cfg.Small == (SmallLimits{}) {
		cfg.Small = DefaultSmallLimits
	}
	if cfg.Body == (BodyLimits{}) {
		cfg.Body = DefaultBodyLimits
	}
	g := &Guard{next: next, cfg: cfg,
		main:         newLane(cfg.MaxConcurrent, cfg.MaxQueue),
		small:        newLane(cfg.SmallConcurrent, cfg.SmallQueue),
		reading:      make(chan struct{}, cfg.Body.MaxReading),
		readingSmall: make(chan struct{}, cfg.Body.MaxReadingSmall)}
	g.release = newReleaser(cfg.ReleaseMemory, &g.running)
	return g
}

// ServeHTTP refuses foreign origins, admits requests that do work through
// their lane's bounded queue and passes the others on.
func (g *Guard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if origin := r.Header.Get("Origin"); origin != "" && !g.allowed(origin, r) {
		writeJSON(w, http.StatusForbidden, refusal(r.URL.Path, wire.StatusInvalid, fmt.Sprintf(
			"requests from the web page at %s are refused: this server answers only its own pages (start it with -allow-origin %s to allow that page)", origin, origin)))
		return
	}
	if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
		g.next.ServeHTTP(w, r)
		return
	}
	if g.main.full() && (r.URL.Path != "/api/solve" || g.small.full()) {
		g.busy(w, r, g.main, true)
		return
	}
	// Admission before work: the whole body, read quickly and checked,
	// before the request takes a slot (a slow or stalled client holds no
	// slot, and at most MaxReading bodies are held at once).
	body, ok := g.admitBody(w, r)
	if !ok {
		return
	}
	l, also := g.main, (*lane)(nil)
	if r.URL.Path == "/api/solve" && r.Method == http.MethodPost {
		if classifySolve(body, g.cfg.Small) {
			l, also = g.small, g.main
			g.prio.enter()
			defer g.prio.leave()
		}
	}
	took := acquire(r.Context(), l, also, g.cfg.QueueWait)
	if took == nil {
		if r.Context().Err() != nil {
			return // the client left while waiting
		}
		g.busy(w, r, l, false)
		return
	}
	if l == g.small {
		ctx, cancel := context.WithTimeout(context.WithValue(r.Context(), laneKey{}, g.cfg.Small), g.cfg.Small.Timeout+smallGrace)
		defer cancel()
		r = r.WithContext(ctx)
	} else {
		r = r.WithContext(context.WithValue(r.Context(), yieldKey{}, g.prio.yield))
	}
	g.running.Add(1)
	defer func() {
		left := g.running.Add(-1)
		took.release()
		if left == 0 {
			g.release.ended()
		}
	}()
	g.next.ServeHTTP(w, r)
}

// admitBody reads r's body under the body limits (a reading token held
// meanwhile: none free is a 503 before any byte is read) and gives it back
// to r as bytes; a refused body is answered (413, 408 or 400) and ok is
// false.
func (g *Guard) admitBody(w http.ResponseWriter, r *http.Request) (body []byte, ok bool) {
	tokens := g.reading
	if r.ContentLength >= 0 && r.ContentLength <= g.cfg.Body.SmallBody {
		tokens = g.readingSmall
	}
	if !g.takeReading(r, tokens) {
		if r.Context().Err() != nil {
			return nil, false // the client left while waiting
		}
		w.Header().Set("Retry-After", strconv.Itoa(RetryAfter))
		w.Header().Set("Connection", "close")
		g.refuse(w, r, http.StatusServiceUnavailable, wire.StatusBusy, fmt.Sprintf(
			"the server is busy reading %s; try again in %s", words.Count(int64(cap(tokens)), "request"), words.Count(int64(RetryAfter), "second")))
		return nil, false
	}
	body, err := readBody(w, r, MaxRequestBytes, g.cfg.Body)
	<-tokens
	if err != nil {
		var be *bodyError
		code := http.StatusBadRequest
		if errors.As(err, &be) {
			code = be.code
		}
		w.Header().Set("Connection", "close") // the rest of the body, if any, is not read
		g.refuse(w, r, code, wire.StatusInvalid, err.Error())
		return nil, false
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	return body, true
}

// takeReading takes a place among tokens to read r's body: a large body
// takes a free one or none (see BodyLimits.MaxReading), a small one waits
// for one for at most the body's Idle.
func (g *Guard) takeReading(r *http.Request, tokens chan struct{}) bool {
	if tokens == g.reading {
		select {
		case tokens <- struct{}{}:
			return true
		default:
			return false
		}
	}
	t := time.NewTimer(g.cfg.Body.Idle)
	defer t.Stop()
	select {
	case tokens <- struct{}{}:
		return true
	case <-r.Context().Done():
	case <-t.C:
	}
	return false
}

// refuse answers a request the guard turns away with code and a sentence,
// in the shape of its endpoint's answer (a solve response, a game
// response, a match status, a generated level).
func (g *Guard) refuse(w http.ResponseWriter, r *http.Request, code int, status wire.Status, msg string) {
	writeJSON(w, code, refusal(r.URL.Path, status, msg))
}

// busy answers 503 with Retry-After and a sentence; unread: the body was
// not read, so the connection is not reused.
func (g *Guard) busy(w http.ResponseWriter, r *http.Request, l *lane, unread bool) {
	w.Header().Set("Retry-After", strconv.Itoa(RetryAfter))
	if unread {
		w.Header().Set("Connection", "close")
	}
	what := "the server is busy"
	if l == g.small {
		what = "the server's lane for small requests is busy"
	}
	msg := fmt.Sprintf("%s: %s running and %s waiting; try again in %s",
		what, words.Count(int64(cap(l.slots)), "request"), words.GroupDigits(l.waiting.Load()), words.Count(int64(RetryAfter), "second"))
	if l == g.main {
		msg += fmt.Sprintf(" (solve requests with %s have a lane of their own)", g.cfg.Small)
	}
	writeJSON(w, http.StatusServiceUnavailable, refusal(r.URL.Path, wire.StatusBusy, msg))
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

// refusal is the answer of the endpoint at path that refuses a request
// with status and msg, in that endpoint's own shape, so a client decodes
// it as it decodes every answer of the endpoint.
func refusal(path string, status wire.Status, msg string) any {
	switch path {
	case "/api/game", "/api/match":
		return registry.GameResponse{Status: status, Error: msg}
	case "/api/tournament":
		return registry.MatchStatus{Done: true, Status: status, Error: msg}
	case "/api/generate":
		return wire.GenerateResponse{Status: status, Error: msg}
	}
	return wire.Response{Status: status, Error: msg}
}
