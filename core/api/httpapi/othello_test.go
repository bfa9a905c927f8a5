package httpapi

import (
	"encoding/json"
	"io"
	"strings"
	"testing"

	coreall "searchlab/core/games/all"
	"searchlab/core/othello"
	"searchlab/core/wire"
)

// Through the HTTP handler: the catalogue lists the Othello algorithms; an
// alpha-beta search to the end of the game from the start streams progress
// lines and ends budget_exceeded with the move of its last completed depth;
// an exact solve answers with the Othello fields; a bad board is a 400 in
// the parser's words.
func TestOthelloThroughHandler(t *testing.T) {
	srv := newServer(t, Config{Registry: coreall.Builtin()})
	cat := getCatalog(t, srv, "othello")
	var ids []string
	for _, a := range cat.Games[0].Algorithms {
		ids = append(ids, a.ID)
	}
	for _, want := range []string{"alphabeta", "exact", "mcts-uct", "random"} {
		if !contains(ids, want) {
			t.Errorf("catalog lacks %s: %v", want, ids)
		}
	}

	start := othello.Start().String()
	resp := postSolve(t, srv.URL, `{"game":"othello","board":"`+start+`","algorithm":"alphabeta","params":{"depth":0,"endgame":0},"max_nodes":2000000000,"timeout_ms":600}`)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/x-ndjson" {
		t.Fatalf("HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	lines := readLines(t, resp.Body)
	if len(lines) < 3 {
		t.Errorf("%d lines in 600 ms, want progress about every 100 ms", len(lines))
	}
	var last int64
	for _, l := range lines[:len(lines)-1] {
		if p := l.progress; p.Expanded < last || p.BudgetUsed < 0 || p.BudgetUsed > 1 {
			t.Errorf("progress %+v after %d nodes", *p, last)
		} else {
			last = p.Expanded
		}
	}
	final := lines[len(lines)-1].final
	if final.Status != wire.StatusBudgetExceeded || len(final.Moves) == 0 {
		t.Errorf("final %+v", *final)
	}
	if final.TwoPlayerResult == nil || final.OthelloFields == nil || final.ValueKind == "" || final.Empties != 60 {
		t.Errorf("final line lacks the Othello fields: %+v", *final)
	}

	ffo1 := "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
	resp = postSolve(t, srv.URL, `{"game":"othello","board":"`+ffo1+`","algorithm":"exact"}`)
	body, _ := io.ReadAll(resp.Body)
	all := strings.Split(strings.TrimSpace(string(body)), "\n")
	var r struct {
		Status    wire.Status `json:"status"`
		Value     float64     `json:"value"`
		ValueKind string      `json:"value_kind"`
		BestMove  string      `json:"best_move"`
	}
	if err := json.Unmarshal([]byte(all[len(all)-1]), &r); err != nil {
		t.Fatal(err)
	}
	if r.Status != wire.StatusFound || r.Value != 18 || r.BestMove != "g8" || r.ValueKind != "disc_difference" {
		t.Errorf("FFO #1: %s", all[len(all)-1])
	}

	_, perr := othello.Parse(start[:60] + " X")
	resp = postSolve(t, srv.URL, `{"game":"othello","board":"`+start[:60]+` X","algorithm":"exact"}`)
	body, _ = io.ReadAll(resp.Body)
	var bad wire.Response
	json.Unmarshal(body, &bad)
	if resp.StatusCode != 400 || bad.Status != wire.StatusInvalid || bad.Error != perr.Error() {
		t.Errorf("bad board: HTTP %d %s", resp.StatusCode, body)
	}
}
