package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"searchlab/core/bloxorz"
	bloxorzengine "searchlab/core/games/bloxorzgame/engine"
	"searchlab/core/wire"
)

// TestGenerateEndpoint: POST /api/generate returns a level that replays
// its reported optimum's existence through bloxorz.Check; GET and bad
// bodies are refused with a reason.
func TestGenerateEndpoint(t *testing.T) {
	h := NewHandler(Config{})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/generate", strings.NewReader(`{"game":"bloxorz","difficulty":"easy","seed":7}`)))
	var r wire.GenerateResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil || rec.Code != http.StatusOK || r.Status != wire.StatusFound {
		t.Fatalf("code %d body %s (%v)", rec.Code, rec.Body, err)
	}
	l, err := bloxorz.Parse(r.Level)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := bloxorz.Check(l); err != nil || res.Free != r.Length {
		t.Errorf("reported %d, check %d (%v)", r.Length, res.Free, err)
	}
	for _, tc := range []struct {
		method, body string
		code         int
	}{
		{http.MethodGet, "", http.StatusMethodNotAllowed},
		{http.MethodPost, `{"game":"bloxorz","difficulty":"nope"}`, http.StatusBadRequest},
		{http.MethodPost, `{"game":`, http.StatusBadRequest},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(tc.method, "/api/generate", strings.NewReader(tc.body)))
		var r wire.GenerateResponse
		_ = json.Unmarshal(rec.Body.Bytes(), &r)
		if rec.Code != tc.code || r.Status != wire.StatusInvalid || r.Error == "" {
			t.Errorf("%s %q: code %d body %s", tc.method, tc.body, rec.Code, rec.Body)
		}
	}
}

// An unknown field is named with the generate request's own fields (it
// listed the solve request's); a body over the limit is a 413 (the branch
// could not run: the size error was flattened to a string); a request
// whose client leaves stops generating at once (it ran on for seconds).
func TestGenerateMessagesLimitAndCancellation(t *testing.T) {
	h := NewHandler(Config{})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/generate", strings.NewReader(`{"game":"bloxorz","algorithm":"bfs"}`)))
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "known: game, difficulty, seed, attempts") ||
		strings.Contains(rec.Body.String(), "max_nodes") {
		t.Errorf("unknown field: code %d body %s", rec.Code, rec.Body)
	}
	big := `{"game":"bloxorz","difficulty":"` + strings.Repeat("x", MaxRequestBytes) + `"}`
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/generate", strings.NewReader(big)))
	if rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), "larger than") {
		t.Errorf("oversized body: code %d body %.200s", rec.Code, rec.Body)
	}
	// A client that has left: nothing is generated (expert seed 2 takes
	// about a second of attempts when it runs).
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest(http.MethodPost, "/api/generate",
		strings.NewReader(`{"game":"bloxorz","difficulty":"expert","seed":2,"attempts":2000}`)).WithContext(ctx)
	start := time.Now()
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if strings.Contains(rec.Body.String(), "found") || time.Since(start) > time.Second {
		t.Errorf("generation ran for a client that had left (%v): %.200s", time.Since(start), rec.Body)
	}
	if r := bloxorzengine.GenerateLevelContext(ctx, wire.GenerateRequest{Game: "bloxorz", Difficulty: "expert", Seed: 2}); r.Status != wire.StatusCancelled {
		t.Errorf("GenerateLevelContext with a done context: status %s", r.Status)
	}
}

// A long generation streams progress lines before its answer (issue 21
// item 8: an expert level took over ten seconds in the worker with no
// sign of life): each says the attempts made of the most it makes, with
// the time so far, and they only go up; the last line is the answer, and
// every line reads with api.DecodeGenerateLine.
func TestGenerateStreamsProgress(t *testing.T) {
	yields := 0
	h := NewHandler(Config{AfterProgress: func() { yields++ }})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/generate",
		strings.NewReader(`{"game":"bloxorz","difficulty":"expert","seed":2,"attempts":2000}`)))
	lines := strings.Split(strings.TrimSpace(rec.Body.String()), "\n")
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/x-ndjson" {
		t.Fatalf("code %d type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	last := 0
	var prevMS float64
	for i, text := range lines[:len(lines)-1] {
		l, err := wire.DecodeGenerateLine([]byte(text))
		if err != nil || l.Progress == nil {
			t.Fatalf("line %d %q: %v, want a progress line", i+1, text, err)
		}
		p := l.Progress
		if p.Attempts != 2000 || p.Attempt <= last || p.Attempt > p.Attempts || p.ElapsedMS() < prevMS ||
			p.BudgetUsed != float64(p.Attempt)/float64(p.Attempts) {
			t.Errorf("line %d: %+v after attempt %d", i+1, p, last)
		}
		last, prevMS = p.Attempt, p.ElapsedMS()
	}
	if len(lines) < 2 {
		t.Errorf("no progress line in a generation of about a second (%d lines)", len(lines))
	}
	if yields != len(lines)-1 {
		t.Errorf("%d yields for %d progress lines", yields, len(lines)-1)
	}
	f, err := wire.DecodeGenerateLine([]byte(lines[len(lines)-1]))
	if err != nil || f.Final == nil || (f.Final.Status != wire.StatusFound && f.Final.Status != wire.StatusNotFound) {
		t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
	}
	if f.Final.Status == wire.StatusFound {
		l, err := bloxorz.Parse(f.Final.Level)
		if err != nil {
			t.Fatal(err)
		}
		if res, err := bloxorz.Check(l); err != nil || res.Free != f.Final.Length {
			t.Errorf("reported %d, check %d (%v)", f.Final.Length, res.Free, err)
		}
	}
}
