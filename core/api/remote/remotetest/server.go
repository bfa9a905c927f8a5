// Package remotetest serves a handler on a loopback test server that can be
// killed in the middle of a request, for the tests of fan-out over several
// solver endpoints (core/api/remote, searchlab batch and tournament).
package remotetest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"time"
)

// Server is an httptest server of h that dies while it serves its killAt-th
// request (0: never): that request gets no answer, its open connections are
// cut and new ones refused, as when the process is killed.
type Server struct {
	*httptest.Server
	served atomic.Int64
	killed chan struct{}
	once   sync.Once
}

// New starts the server on 127.0.0.1; the caller closes it.
func New(h http.Handler, killAt int64) *Server {
	s := &Server{killed: make(chan struct{})}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n := s.served.Add(1); killAt > 0 && n == killAt {
			// The body is read first: the server notices a closed
			// connection only once it reads again.
			io.Copy(io.Discard, r.Body)
			go s.Kill()
			WaitGone(r)
			return
		}
		h.ServeHTTP(w, r)
	}))
	return s
}

// Kill cuts the open connections and closes the listener.
func (s *Server) Kill() {
	s.once.Do(func() {
		s.Listener.Close()
		s.CloseClientConnections()
		close(s.killed)
	})
}

// Killed reports whether the server has been killed.
func (s *Server) Killed() bool {
	select {
	case <-s.killed:
		return true
	default:
		return false
	}
}

// Served is the number of requests the server has received.
func (s *Server) Served() int64 { return s.served.Load() }

// WaitGone blocks until r's client or connection is gone (at most 20 s);
// handlers that must never answer (a lost request) call it.
func WaitGone(r *http.Request) {
	io.Copy(io.Discard, r.Body)
	select {
	case <-r.Context().Done():
	case <-time.After(20 * time.Second):
	}
}
