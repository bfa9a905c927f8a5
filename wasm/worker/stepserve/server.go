package stepserve

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// MaxSessions is how many stepped searches a worker keeps: opening one
// more drops the oldest (the page names the ones it is done with in
// wire.StepRequest.Close; this cap bounds the ones it forgets, such as
// those of a page that went away).
const MaxSessions = 8

// Stepper is a stepped search as the server holds it (*Session; the
// page's tests script their own).
type Stepper interface {
	Advance(n int) (wire.StepView, []wire.TraceBatch)
}

// Opener builds the stepped search of a request, or says why it cannot.
type Opener func(req wire.Request) (Stepper, error)

// Server serves POST /api/step: it keeps the open sessions by the page's
// ids, oldest first. Safe for concurrent use (the browser worker serves
// one request at a time anyway).
type Server struct {
	open     Opener
	mu       sync.Mutex
	sessions map[int64]Stepper
	order    []int64 // open session ids, oldest first
}

// NewServer returns a server stepping reg's searches.
func NewServer(reg *registry.Registry) *Server {
	return NewServerOf(Opens(reg))
}

// Opens is the Opener of reg's searches (New).
func Opens(reg *registry.Registry) Opener {
	return func(req wire.Request) (Stepper, error) {
		s, err := New(reg, req)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
}

// NewServerOf returns a server whose sessions open builds.
func NewServerOf(open Opener) *Server {
	return &Server{open: open, sessions: map[int64]Stepper{}}
}

// Open reports how many sessions are open.
func (s *Server) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions)
}

// Serve answers one step request (its JSON body): onLine gets the trace
// lines of the steps performed, then one wire.StepLine (the view, or why
// not). A request that opens a session replaces one of the same id.
func (s *Server) Serve(body []byte, onLine func(line string)) {
	view, lines, err := s.serve(body)
	for _, b := range lines {
		onLine(string(wire.TraceLine{Trace: b}.AppendJSON(nil)))
	}
	last := wire.StepLine{Step: view}
	if err != nil {
		last = wire.StepLine{Error: err.Error()}
	}
	out, _ := json.Marshal(last) // plain fields: cannot fail
	onLine(string(out))
}

// ServeFrames answers one step request as Serve does, in binary frames
// (core/wire/frame.go): a trace frame per batch, then the step frame.
// onFrame's argument is only valid during the call.
func (s *Server) ServeFrames(body []byte, onFrame func(frame []byte)) {
	view, batches, err := s.serve(body)
	var buf []byte
	for i := range batches {
		buf = wire.AppendTraceFrame(buf[:0], &batches[i])
		onFrame(buf)
	}
	last := wire.StepLine{Step: view}
	if err != nil {
		last = wire.StepLine{Error: err.Error()}
	}
	onFrame(wire.AppendStepFrame(buf[:0], &last))
}

func (s *Server) serve(body []byte) (*wire.StepView, []wire.TraceBatch, error) {
	var req wire.StepRequest
	if err := json.Unmarshal(body, &req); err != nil {
		return nil, nil, fmt.Errorf("an unreadable step request: %v", err)
	}
	if req.Steps < 1 || req.Steps > wire.MaxStepsPerRequest {
		return nil, nil, fmt.Errorf("steps must be between 1 and %d, not %d", wire.MaxStepsPerRequest, req.Steps)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range req.Close {
		s.drop(id)
	}
	if req.Request != nil {
		sess, err := s.open(*req.Request)
		if err != nil {
			return nil, nil, err
		}
		s.drop(req.Session)
		for len(s.order) >= MaxSessions {
			s.drop(s.order[0])
		}
		s.sessions[req.Session] = sess
		s.order = append(s.order, req.Session)
	}
	sess := s.sessions[req.Session]
	if sess == nil {
		return nil, nil, fmt.Errorf("the solver no longer has this stepped search (session %d)", req.Session)
	}
	v, lines := sess.Advance(req.Steps)
	return &v, lines, nil
}

// drop closes session id (a no-op when it is not open).
func (s *Server) drop(id int64) {
	if _, ok := s.sessions[id]; !ok {
		return
	}
	delete(s.sessions, id)
	s.order = slices.DeleteFunc(s.order, func(x int64) bool { return x == id })
}

// ServeHTTP implements http.Handler: Serve over POST, the lines as NDJSON.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST a step request", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		http.Error(w, "the step request could not be read: "+err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	s.Serve(body, func(line string) { fmt.Fprintln(w, line) })
}
