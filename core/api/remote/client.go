// Package remote sends work to SearchLab solver endpoints over HTTP: any
// server of the core/api/httpapi handler (searchlab serve, the Cloudflare
// Worker built by make worker, workerd). Solve posts one request to one
// endpoint and reads its NDJSON answer; Run spreads many items over several
// endpoints with retries and accounts for every item exactly once.
//
// It is a package of its own because it links the net/http client: core/api
// must not (the UI links core/api), and only the CLI and tests import this.
package remote

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"searchlab/core/wire"
)

// ErrTruncated is the error of an answer that ended without its final line:
// the endpoint died or was cut off mid-search (on Cloudflare: a request over
// its CPU or memory limit). The request may be retried elsewhere.
var ErrTruncated = errors.New("the answer ended without a final line")

// maxLine bounds one NDJSON line (a final line carries the move list).
const maxLine = 16 << 20

// Solve posts req to endpoint's /api/solve and returns the final response,
// calling progress (when non-nil) for each progress line. An answer the
// endpoint gave (HTTP 200 with a final line, or HTTP 400 with an invalid
// response: the request's fault, the same everywhere) is returned with a nil
// error; anything else (no connection, another HTTP status, a malformed or
// truncated stream) is an error, and the request may be retried on another
// endpoint.
func Solve(ctx context.Context, hc *http.Client, endpoint string, req wire.Request, progress func(wire.Progress)) (wire.Response, error) {
	return post(ctx, hc, endpoint, "/api/solve", req, func(r io.Reader) (wire.Response, error) { return ReadAnswer(r, progress) })
}

// NewClient is an HTTP client for parallel requests in flight at once: it
// keeps that many idle connections per endpoint (the default keeps two, so a
// wider fan-out would open a new connection for most requests).
func NewClient(parallel int) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = max(parallel, 2)
	return &http.Client{Transport: tr}
}

// SolveDoer is the Doer of solve requests for Run: one Solve per try,
// without progress lines.
func SolveDoer(hc *http.Client) Doer[wire.Request, wire.Response] {
	return func(ctx context.Context, endpoint string, req wire.Request) (wire.Response, error) {
		return Solve(ctx, hc, endpoint, req, nil)
	}
}

// send posts req as JSON to endpoint+path and returns the answer when its
// status is 200 or 400 (the caller closes it); any other status is an
// error.
func send(ctx context.Context, hc *http.Client, endpoint, path string, req any) (*http.Response, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	if hc == nil {
		hc = http.DefaultClient
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(endpoint, "/")+path, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hreq.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(hreq)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusBadRequest {
		defer resp.Body.Close()
		snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
		return nil, fmt.Errorf("%s%s: HTTP %s: %s", endpoint, path, resp.Status, bytes.TrimSpace(snippet))
	}
	return resp, nil
}

// post sends a solve request and decodes the answer with read; an HTTP
// 400 is decoded as one invalid response.
func post(ctx context.Context, hc *http.Client, endpoint, path string, req wire.Request, read func(io.Reader) (wire.Response, error)) (wire.Response, error) {
	resp, err := send(ctx, hc, endpoint, path, req)
	if err != nil {
		return wire.Response{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return read(resp.Body)
	}
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, maxLine))
	l, err := wire.DecodeLine(answer)
	if err != nil || l.Final == nil || l.Final.Status != wire.StatusInvalid {
		return wire.Response{}, fmt.Errorf("%s%s: HTTP 400 without an invalid response", endpoint, path)
	}
	return *l.Final, nil
}

// ReadAnswer reads a solve answer (application/x-ndjson): progress lines
// {"progress":{…}}, passed to progress when non-nil, then one final
// response line, each decoded by api.DecodeLine. A stream that ends before
// the final line is ErrTruncated; a line that is neither, or anything after
// the final line, is an error.
func ReadAnswer(r io.Reader, progress func(wire.Progress)) (wire.Response, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var final *wire.Response
	for sc.Scan() {
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) == 0 {
			continue
		}
		if final != nil {
			return wire.Response{}, fmt.Errorf("a line after the final result: %.80s", raw)
		}
		l, err := wire.DecodeLine(raw)
		if err != nil {
			return wire.Response{}, fmt.Errorf("bad line %.80s: %v", raw, err)
		}
		if l.Progress != nil {
			if progress != nil {
				progress(*l.Progress)
			}
			continue
		}
		final = l.Final
	}
	if err := sc.Err(); err != nil {
		return wire.Response{}, fmt.Errorf("%w: %v", ErrTruncated, err)
	}
	if final == nil {
		return wire.Response{}, ErrTruncated
	}
	return *final, nil
}

// Reproducible is r without what differs between two runs of the same
// deterministic search on different machines (the elapsed times, and the
// memory estimate, whose per-entry sizes differ between native code and
// WebAssembly), so that
// answers from different endpoints, or a remote and a local run, compare
// equal with reflect.DeepEqual or as JSON.
func Reproducible(r wire.Response) wire.Response {
	r.Stats.Elapsed = 0
	r.Stats.MemoryBytes = 0
	if r.TwoPlayerResult != nil {
		tp := *r.TwoPlayerResult
		tp.TreeStats.MemoryBytes = 0
		r.TwoPlayerResult = &tp
	}
	if r.BloxorzResult != nil && r.FewestSwitches != nil {
		b, f := *r.BloxorzResult, *r.FewestSwitches
		f.ElapsedMS, f.MemoryBytes = 0, 0
		b.FewestSwitches = &f
		r.BloxorzResult = &b
	}
	return r
}
