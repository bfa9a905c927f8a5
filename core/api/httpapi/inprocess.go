package httpapi

import (
	"bytes"
	"context"
	"net/http"
	"strings"
)

// ServeLines runs one POST request to path with body through h in this
// process, without a network or a server, and hands every line of the
// answer to onLine as it is written (without its newline; empty lines are
// skipped), the last one included even when it has no newline. It returns
// the answer's status code.
//
// It is how a solver program that stays alive serves many requests with
// one handler: the Lab's pool workers (wasm/worker in kept-alive mode)
// call it once per run and post each line to the page, so a run costs no
// fresh Go instance. Progress lines stream as the search writes them, as
// over HTTP (the handler flushes after every line, and Config.AfterProgress
// still runs after each).
func ServeLines(ctx context.Context, h http.Handler, path string, body []byte, onLine func(line string)) int {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://solver.local"+path, bytes.NewReader(body))
	if err != nil {
		// Only a path that does not parse as a URL gets here.
		req, _ = http.NewRequestWithContext(ctx, http.MethodPost, "http://solver.local/api/", bytes.NewReader(body))
	}
	req.Header.Set("Content-Type", "application/json")
	w := &lineWriter{header: http.Header{}, onLine: onLine}
	h.ServeHTTP(w, req)
	w.end()
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}

// lineWriter is an http.ResponseWriter that splits the body into lines.
type lineWriter struct {
	header http.Header
	status int
	carry  []byte
	onLine func(string)
}

func (w *lineWriter) Header() http.Header { return w.header }

func (w *lineWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	w.carry = append(w.carry, p...)
	for {
		i := bytes.IndexByte(w.carry, '\n')
		if i < 0 {
			break
		}
		line := strings.TrimSpace(string(w.carry[:i]))
		w.carry = w.carry[i+1:]
		if line != "" {
			w.onLine(line)
		}
	}
	if len(w.carry) == 0 {
		w.carry = w.carry[:0:0] // let a long answer's buffer go
	}
	return len(p), nil
}

// Flush implements http.Flusher: lines go out as they are written.
func (w *lineWriter) Flush() {}

// end hands over what is left after the last newline.
func (w *lineWriter) end() {
	if line := strings.TrimSpace(string(w.carry)); line != "" {
		w.onLine(line)
	}
	w.carry = nil
}
