package httpapi

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"searchlab/core/games/all"
)

// BenchmarkHandlerSolve measures one whole POST /api/solve (decode,
// validate, parse, A* with linear conflict on a 31-move 8-puzzle, encode).
func BenchmarkHandlerSolve(b *testing.B) {
	h := NewHandler(Config{Registry: all.Builtin()})
	const body = `{"game":"npuzzle","board":"8 6 7/2 5 4/3 0 1","algorithm":"astar","params":{"heuristic":"linear-conflict"}}`
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/solve", strings.NewReader(body)))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"length":31`) {
			b.Fatalf("%d %s", rec.Code, rec.Body)
		}
		io.Discard.Write(rec.Body.Bytes())
	}
}

// BenchmarkCatalog measures GET /api/algorithms (the UI loads it once).
func BenchmarkCatalog(b *testing.B) {
	h := NewHandler(Config{Registry: all.Builtin()})
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/algorithms", nil))
		if rec.Code != 200 {
			b.Fatal(rec.Code)
		}
	}
}
