package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"searchlab/core/api/match"
	"searchlab/core/othello"
	"searchlab/core/othello/players"
)

func postMatch(t *testing.T, url, body string) (int, match.Response) {
	t.Helper()
	resp, err := http.Post(url+"/api/match", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r match.Response
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatalf("POST /api/match %s: %v", body, err)
	}
	return resp.StatusCode, r
}

func TestMatchPlaysOneGameLikePlayOne(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Config{}))
	defer srv.Close()
	body := `{"game":"othello","black":"alphabeta:depth=2","white":"mcts-uct:iterations=200","opening":"f5d6","seed":3}`
	code, r := postMatch(t, srv.URL, body)
	if code != http.StatusOK || r.Status != match.StatusFinished || r.Result == nil {
		t.Fatalf("HTTP %d: %+v", code, r)
	}
	// The move list replays from the start to a finished game whose score
	// is the result's, and begins with the opening.
	moves, end, err := othello.ParseRecord(othello.Start(), strings.Join(r.Moves, " "))
	if err != nil || !end.Over() {
		t.Fatalf("moves %v do not replay to the end: %v (over %v)", r.Moves, err, end.Over())
	}
	if r.Moves[0] != "f5" || r.Moves[1] != "d6" || len(moves) != len(r.Moves) {
		t.Errorf("moves %v: want the opening f5 d6 first", r.Moves)
	}
	if got := othello.FormatRecord(moves); got != r.Result.Record {
		t.Errorf("record %q, moves give %q", r.Result.Record, got)
	}
	winner := map[bool]string{true: "X", false: "O"}[r.Result.DiscDiff > 0]
	if r.Result.DiscDiff == 0 {
		winner = "draw"
	}
	if r.Result.Winner != winner {
		t.Errorf("winner %q with disc difference %d", r.Result.Winner, r.Result.DiscDiff)
	}
	// Deterministic players: the same game as players.PlayOne, every time.
	b, _ := players.Parse("alphabeta:depth=2")
	w, _ := players.Parse("mcts-uct:iterations=200")
	local, err := players.PlayOne(context.Background(), b, w, "f5d6", 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if local.Record != r.Result.Record || local.DiscDiff != r.Result.DiscDiff {
		t.Errorf("endpoint played %s (%+d), PlayOne %s (%+d)", r.Result.Record, r.Result.DiscDiff, local.Record, local.DiscDiff)
	}
	if _, again := postMatch(t, srv.URL, body); again.Result == nil || again.Result.Record != r.Result.Record {
		t.Errorf("the same request played a different game")
	}
}

func TestMatchBadInputGetsAClearError(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Config{}))
	defer srv.Close()
	cases := []struct{ body, want string }{
		{`{"black":"chess","white":"random"}`, `black: unknown player "chess"`},
		{`{"black":"random","white":"alphabeta:depth=99"}`, "white: player alphabeta: depth=99 is not an integer in 1..60"},
		{`{"black":"random","white":"alphabeta:colour=red"}`, `has no setting "colour"`},
		{`{"black":"random"}`, "white: no player given"},
		{`{"black":"random","white":"random","opening":"a1"}`, `opening "a1" is not a legal game record`},
		{`{"black":"random","white":"random","opening":"f5zz"}`, `opening "f5zz" is not a legal game record`},
		{`{"black":"random","white":"random","move_time_ms":-5}`, "move_time_ms must be from 0 (no time budget) to 20000, not -5"},
		{`{"black":"random","white":"random","move_time_ms":86400000}`, "move_time_ms must be from 0 (no time budget) to 20000, not 86400000"},
		{`{"black":"mcts-bt:time_ms=3600000","white":"random"}`, "black: time_ms=3600000 is above the maximum of 20000 ms per move"},
		{`{"game":"chess","black":"random","white":"random"}`, `game "chess" has no matches`},
		{`{"black":"random","white":"random","colour":1}`, `unknown field "colour"`},
		{`{"black":"random","white":"random","seed":-1}`, "malformed match request"},
		{`{"black":"random"`, "malformed match request"},
		{``, "the request body is empty"},
	}
	for _, c := range cases {
		code, r := postMatch(t, srv.URL, c.body)
		if code != http.StatusBadRequest || r.Status != match.StatusInvalid || !strings.Contains(r.Error, c.want) {
			t.Errorf("%s: HTTP %d %s %q, want 400 invalid containing %q", c.body, code, r.Status, r.Error, c.want)
		}
	}
	resp, err := http.Get(srv.URL + "/api/match")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/match: HTTP %d, want 405", resp.StatusCode)
	}
}
