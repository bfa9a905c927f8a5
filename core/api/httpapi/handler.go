// Package httpapi serves the registry (core/registry, with every game of
// core/games/all) over HTTP: GET /api/algorithms answers the
// Catalog as JSON and POST /api/solve streams JSON lines
// (application/x-ndjson) while a search runs. The endpoints, status codes
// and wire format are described in core/wire's package documentation.
//
// It is a package of its own so that the registry does not import net/http:
// the UI (wasm/app) uses core/registry and core/wire directly, and linking
// net/http would add megabytes to its WebAssembly binary. The native server
// (searchlab serve) and the Web Worker build (wasm/worker) use this handler.
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// MaxRequestBytes bounds the size of a solve request body.
const MaxRequestBytes = 1 << 20

// Config configures the handler.
type Config struct {
	// Registry holds the games; nil means api.Builtin().
	Registry *registry.Registry
	// AfterProgress, when set, is called after each progress line has been
	// written and flushed. The Web Worker build passes a function that
	// yields to JavaScript so the line reaches the page; natively nil.
	AfterProgress func()
	// WriteTimeout, when set, is how long writing one line of a response
	// may take: the write deadline is set per request and pushed back
	// after every line (http.ResponseController), so a search streams for
	// as long as its own budget while a client that stops reading is cut
	// off. Once the request body is read, its read deadline is lifted
	// (the server's ReadTimeout protects against slow bodies, and must not
	// end a long search). 0: deadlines are left alone (the Web Worker).
	WriteTimeout time.Duration
	// MaxMemory, when set, is the memory budget of a search that asks for
	// none and the most one may ask for (max_memory_bytes), so that the
	// searches a server runs at once fit its memory. 0: the request's own
	// (api.DefaultMaxMemory when it sets none).
	MaxMemory int64
}

// Handler serves GET /api/algorithms and POST /api/solve.
type Handler struct {
	reg *registry.Registry
	cfg Config
	mux *http.ServeMux
	// catalogs holds each catalogue's answer (by its game query), built
	// once: the registry and the limits never change, and the answer must
	// stay fast while searches load the server.
	catalogs sync.Map // string → []byte
}

// NewHandler returns the API handler.
func NewHandler(cfg Config) *Handler {
	h := &Handler{reg: cfg.Registry, cfg: cfg, mux: http.NewServeMux()}
	if h.reg == nil {
		h.reg = all.Builtin()
	}
	h.mux.HandleFunc("/api/algorithms", h.algorithms)
	h.mux.HandleFunc("/api/solve", h.solve)
	h.mux.HandleFunc("/api/generate", h.generate)
	h.mux.HandleFunc("/api/game", h.playGame)
	h.mux.HandleFunc("/api/match", h.playGame) // the former path of /api/game: clients still use it
	h.mux.HandleFunc("/api/tournament", h.playMatch)
	h.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, wire.Response{Status: wire.StatusInvalid, Error: "unknown API path " + r.URL.Path + " (known: GET /api/algorithms, POST /api/solve, POST /api/generate, POST /api/game, POST /api/tournament)"})
	})
	return h
}

// ServeHTTP dispatches to the endpoints.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

func (h *Handler) algorithms(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeJSON(w, http.StatusMethodNotAllowed, wire.Response{Status: wire.StatusInvalid, Error: "use GET for /api/algorithms, not " + r.Method})
		return
	}
	game := r.URL.Query().Get("game")
	if b, ok := h.catalogs.Load(game); ok {
		writeJSONBytes(w, http.StatusOK, b.([]byte))
		return
	}
	c, err := h.reg.Catalog(game)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, wire.Invalid(err))
		return
	}
	b, err := json.Marshal(c.WithLimits(h.limits()))
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()})
		return
	}
	b = append(b, '\n')
	h.catalogs.Store(game, b)
	writeJSONBytes(w, http.StatusOK, b)
}

// limits are the memory budgets this handler gives (see memoryBudget).
func (h *Handler) limits() registry.ServerLimits {
	l := registry.DefaultServerLimits()
	if m := h.cfg.MaxMemory; m > 0 {
		l = registry.ServerLimits{DefaultMaxMemoryBytes: m, MaxMemoryBytes: m}
	}
	return l
}

func (h *Handler) solve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, wire.Response{Status: wire.StatusInvalid, Error: "use POST with a JSON body for /api/solve, not " + r.Method})
		return
	}
	req, err := wire.DecodeRequest(wire.LimitReader(r.Body, MaxRequestBytes))
	if err != nil {
		var tooBig *wire.TooLargeError
		if errors.As(err, &tooBig) {
			// The rest of the body is not read: do not reuse the connection
			// (what http.MaxBytesReader does).
			w.Header().Set("Connection", "close")
		}
		writeJSON(w, http.StatusBadRequest, wire.Invalid(err))
		return
	}
	if req.MaxMemoryBytes, err = h.memoryBudget(r.Context(), req.MaxMemoryBytes); err != nil {
		writeJSON(w, http.StatusBadRequest, wire.Invalid(err))
		return
	}
	s, ctx := h.newStream(w, r)
	defer s.cancel()
	if out := framesOf(r.Context()); out != nil {
		h.solveFrames(ctx, req, out)
		return
	}
	// Registry.Solve validates first: a rejected request (unknown game,
	// algorithm or parameter, or a board the game's parser refuses) is an
	// invalid response before any progress line, which is a 400.
	progress := s.progress
	if y := yieldOf(r.Context()); y != nil {
		progress = func(p wire.Progress) {
			s.progress(p)
			y(ctx)
		}
	}
	// A trace (when the request asks for one) streams beside the progress
	// lines, each trace line before the progress line that follows it.
	// They are written by hand (wire.TracePack.AppendJSON, encoding/json's
	// bytes without its reflection) into one reused buffer.
	trace := func(p *wire.TracePack) {
		s.buf = append(p.AppendJSON(s.buf[:0]), '\n')
		s.write(s.buf)
	}
	resp := h.reg.SolveTracePacks(ctx, req, progress, trace)
	if resp.Status == wire.StatusInvalid && !s.started {
		writeJSON(w, http.StatusBadRequest, resp)
		return
	}
	s.line(resp)
}

// solveFrames answers a solve request served by ServeFrames: the same
// answer as solve's, as typed frames (an invalid request too: the caller
// reads its final frame, and the end frame says 200).
func (h *Handler) solveFrames(ctx context.Context, req wire.Request, out *frameOut) {
	progress := func(p wire.Progress) {
		out.send(wire.AppendProgressFrame(out.buf[:0], p))
		if h.cfg.AfterProgress != nil {
			h.cfg.AfterProgress()
		}
	}
	trace := func(p *wire.TracePack) { out.send(p.AppendFrame(out.buf[:0])) }
	resp := h.reg.SolveTracePacks(ctx, req, progress, trace)
	out.send(wire.AppendFinalFrame(out.buf[:0], &resp))
}

// memoryBudget is the memory budget of a search that asks for requested
// bytes (0: none): at most the server's ceiling (Config.MaxMemory, and the
// small lane's for a request that came in through it), which is also the
// default.
func (h *Handler) memoryBudget(ctx context.Context, requested int64) (int64, error) {
	ceiling := h.cfg.MaxMemory
	if lim, ok := smallLimitsOf(ctx); ok && (ceiling == 0 || lim.MaxMemory < ceiling) {
		ceiling = lim.MaxMemory
	}
	switch {
	case ceiling <= 0:
		return requested, nil
	case requested > ceiling:
		return 0, fmt.Errorf("max_memory_bytes %d is above this server's limit of %d bytes per search", requested, ceiling)
	case requested == 0:
		return ceiling, nil
	}
	return requested, nil
}

// stream writes NDJSON lines, committing the 200 header on the first one.
type stream struct {
	w       http.ResponseWriter
	flusher http.Flusher
	after   func()
	rc      *http.ResponseController // nil without a write timeout
	timeout time.Duration
	cancel  context.CancelFunc // ends the request's work when a write fails
	started bool
	failed  bool
	buf     []byte // a trace line's bytes, reused from line to line
}

// newStream returns the stream of a response whose work runs under the
// context it returns: a line that cannot be written within the write
// timeout (a client that stopped reading) fails the stream and ends that
// context, so the search stops and its slot is free within the write
// timeout, whatever the search's own budget. With a write timeout the
// request's read deadline is lifted (the body is read; the server's
// ReadTimeout would otherwise end a long answer: its expiry cancels the
// request's context), and each line gets its own write deadline, set just
// before it is written, so a search may be silent for as long as its
// budget allows.
func (h *Handler) newStream(w http.ResponseWriter, r *http.Request) (*stream, context.Context) {
	ctx, cancel := context.WithCancel(r.Context())
	s := &stream{w: w, after: h.cfg.AfterProgress, timeout: h.cfg.WriteTimeout, cancel: cancel}
	s.flusher, _ = w.(http.Flusher)
	if s.timeout > 0 {
		s.rc = http.NewResponseController(w)
		s.rc.SetReadDeadline(time.Time{})
	}
	return s, ctx
}

// deadline gives the next write the write timeout.
func (s *stream) deadline() {
	if s.rc != nil {
		s.rc.SetWriteDeadline(time.Now().Add(s.timeout))
	}
}

// json writes v as the whole answer (not a stream of lines) under the
// write timeout.
func (s *stream) json(code int, v any) {
	s.deadline()
	writeJSON(s.w, code, v)
}

func (s *stream) start() {
	if s.started {
		return
	}
	s.started = true
	h := s.w.Header()
	h.Set("Content-Type", "application/x-ndjson")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	s.w.WriteHeader(http.StatusOK)
}

// line marshals v and sends it.
func (s *stream) line(v any) {
	if s.failed {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()})
	}
	s.write(append(b, '\n'))
}

// write sends one line's bytes (ending in a newline) and flushes them.
func (s *stream) write(b []byte) {
	s.start()
	if s.failed {
		return
	}
	s.deadline()
	_, err := s.w.Write(b)
	if err == nil && s.rc != nil {
		err = s.rc.Flush()
	} else if err == nil && s.flusher != nil {
		s.flusher.Flush()
	}
	if err != nil {
		// The client went away or stopped reading: end the work.
		s.failed = true
		s.cancel()
	}
}

func (s *stream) progress(p wire.Progress) {
	s.line(wire.ProgressLine{Progress: p})
	if s.after != nil {
		s.after()
	}
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code = http.StatusInternalServerError
		b, _ = json.Marshal(wire.Response{Status: wire.StatusError, Error: "internal error: " + err.Error()})
	}
	writeJSONBytes(w, code, append(b, '\n'))
}

// writeJSONBytes answers with code and b, a JSON value and its newline.
func writeJSONBytes(w http.ResponseWriter, code int, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	w.Write(b)
}
