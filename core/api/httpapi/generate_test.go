package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
)

// TestGenerateEndpoint: POST /api/generate returns a level that replays
// its reported optimum's existence through bloxorz.Check; GET and bad
// bodies are refused with a reason.
func TestGenerateEndpoint(t *testing.T) {
	h := NewHandler(Config{})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/generate", strings.NewReader(`{"game":"bloxorz","difficulty":"easy","seed":7}`)))
	var r api.GenerateResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil || rec.Code != http.StatusOK || r.Status != api.StatusFound {
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
		var r api.GenerateResponse
		_ = json.Unmarshal(rec.Body.Bytes(), &r)
		if rec.Code != tc.code || r.Status != api.StatusInvalid || r.Error == "" {
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
	if r := api.GenerateLevelContext(ctx, api.GenerateRequest{Game: "bloxorz", Difficulty: "expert", Seed: 2}); r.Status != api.StatusCancelled {
		t.Errorf("GenerateLevelContext with a done context: status %s", r.Status)
	}
}
