package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

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
