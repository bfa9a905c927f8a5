//go:build !js

package e2e

import (
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// bootSite serves a built site under SubPath, as ServeSite does, with
// what the loading-order tests and measurements need: the precompressed
// siblings (name.br, name.gz) sent per Accept-Encoding, as searchlab serve
// and nginx's brotli_static/gzip_static do; one link of a given speed
// shared by every connection (the page's, its workers' and the service
// worker's fetches alike); responses held until the test releases them;
// and a log of when each response started and finished.
type bootSite struct {
	*Site
	opt bootOptions

	mu   sync.Mutex
	log  []bootEvent
	next time.Time // the shared link is busy until then
}

// bootOptions are bootSite's options.
type bootOptions struct {
	Encodings bool                     // send name.br / name.gz when accepted
	Codings   []string                 // with Encodings: the codings offered, in order (default br, gzip)
	Rate      float64                  // bytes per second over all connections; 0: no limit
	Hold      map[string]chan struct{} // path (under SubPath) → answered once closed
}

// bootEvent is one response: its path, the encoding sent, the client's
// Accept-Encoding, when its request arrived and when its body was written.
type bootEvent struct {
	Path, Encoding, Accept string
	Start, End             time.Time
	Bytes                  int64
}

func serveBootSite(t testing.TB, dir string, opt bootOptions) *bootSite {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &bootSite{Site: &Site{Dir: dir, Base: "http://" + ln.Addr().String() + SubPath, ln: ln}, opt: opt}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serve)}
	go s.srv.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

func (s *bootSite) serve(w http.ResponseWriter, r *http.Request) {
	ev := bootEvent{Path: r.URL.Path, Accept: r.Header.Get("Accept-Encoding"), Start: time.Now()}
	s.Site.mu.Lock()
	s.requests = append(s.requests, r.URL.Path)
	s.Site.mu.Unlock()
	rel, ok := strings.CutPrefix(r.URL.Path, SubPath)
	if !ok {
		http.NotFound(w, r)
		return
	}
	if rel == "" || strings.HasSuffix(rel, "/") {
		rel += "index.html"
	}
	if ch, ok := s.opt.Hold[rel]; ok {
		select {
		case <-ch:
		case <-r.Context().Done():
			return
		}
	}
	name := filepath.Join(s.Dir, filepath.FromSlash(path.Clean("/"+rel)))
	f, err := os.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	body := f
	if s.opt.Encodings {
		w.Header().Add("Vary", "Accept-Encoding")
		codings := s.opt.Codings
		if len(codings) == 0 {
			codings = []string{"br", "gzip"}
		}
		for _, coding := range codings {
			if !strings.Contains(ev.Accept, coding) {
				continue
			}
			ext := map[string]string{"br": ".br", "gzip": ".gz"}[coding]
			if z, err := os.Open(name + ext); err == nil {
				defer z.Close()
				body, ev.Encoding = z, coding
				w.Header().Set("Content-Encoding", coding)
				break
			}
		}
	}
	if strings.HasSuffix(rel, ".wasm") {
		w.Header().Set("Content-Type", "application/wasm")
	}
	w.Header().Set("Cache-Control", "no-cache")
	cw := &countingWriter{ResponseWriter: w, n: &s.served}
	var out http.ResponseWriter = cw
	if s.opt.Rate > 0 {
		out = &throttledWriter{ResponseWriter: cw, site: s}
	}
	before := s.served.Load()
	// ServeContent names the type from rel (not the .br file) and answers
	// conditional requests (the service worker's no-cache revalidation).
	http.ServeContent(out, r, path.Base(rel), st.ModTime(), body)
	ev.End, ev.Bytes = time.Now(), s.served.Load()-before
	s.mu.Lock()
	s.log = append(s.log, ev)
	s.mu.Unlock()
}

// events returns the responses written so far.
func (s *bootSite) events() []bootEvent {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]bootEvent(nil), s.log...)
}

// throttledWriter writes through the site's one shared link: each chunk
// waits until the link has carried the bytes before it at Rate.
type throttledWriter struct {
	http.ResponseWriter
	site *bootSite
}

func (t *throttledWriter) Write(b []byte) (int, error) {
	n := 0
	for len(b) > 0 {
		chunk := b[:min(len(b), 16<<10)]
		b = b[len(chunk):]
		s := t.site
		s.mu.Lock()
		now := time.Now()
		if s.next.Before(now) {
			s.next = now
		}
		s.next = s.next.Add(time.Duration(float64(len(chunk)) / s.opt.Rate * float64(time.Second)))
		until := s.next
		s.mu.Unlock()
		time.Sleep(time.Until(until))
		m, err := t.ResponseWriter.Write(chunk)
		n += m
		if err != nil {
			return n, err
		}
		if f, ok := t.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
	}
	return n, nil
}

// Flush lets the chunks through as they are written.
func (c *countingWriter) Flush() {
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
