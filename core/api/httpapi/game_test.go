package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

func postGame(t *testing.T, url, path, body string) (int, registry.GameResponse) {
	t.Helper()
	resp, err := http.Post(url+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r registry.GameResponse
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatalf("POST %s %s: %v", path, body, err)
	}
	return resp.StatusCode, r
}

// POST /api/game, and /api/match (its former path, which clients still
// use), play one game: its moves replay to the result, and deterministic
// players give the same game as api.Registry.PlayGame here.
func TestGamePlaysOneGameLikePlayGame(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Config{}))
	defer srv.Close()
	body := `{"game":"othello","black":"alphabeta:depth=2","white":"mcts-uct:iterations=200","opening":"f5d6","seed":3}`
	code, r := postGame(t, srv.URL, "/api/game", body)
	if code != http.StatusOK || r.Status != registry.StatusFinished || r.Result == nil {
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
	if r.Result.Winner != winner || end.Score(othello.Black) != r.Result.DiscDiff {
		t.Errorf("winner %q with disc difference %d (the board says %d)", r.Result.Winner, r.Result.DiscDiff, end.Score(othello.Black))
	}
	// Every move but forced passes has its search: alpha-beta's to depth 2,
	// or to the end of the game (the empties) from the registry's default
	// endgame of 14 empties; MCTS's with playouts.
	if len(r.Result.Searches) == 0 || len(r.Result.Searches) > len(moves)-2 {
		t.Fatalf("%d searches for %d moves", len(r.Result.Searches), len(moves))
	}
	for _, s := range r.Result.Searches {
		if s.Move != r.Moves[s.Ply-1] || s.Nodes <= 0 {
			t.Errorf("search %+v: the game's move %d is %s", s, s.Ply, r.Moves[s.Ply-1])
		}
		p := othello.Start()
		for _, m := range moves[:s.Ply-1] {
			p = p.Apply(m)
		}
		want := 2
		if p.Empties() <= 14 {
			want = p.Empties()
		}
		if p.Turn == othello.Black && s.Depth != want || p.Turn == othello.White && s.Playouts <= 0 {
			t.Errorf("search %+v with %d empties: alpha-beta searches to depth %d, MCTS runs playouts", s, p.Empties(), want)
		}
	}
	// Deterministic players: the same game as here, every time and at the
	// former path too.
	local := all.Builtin().PlayGame(context.Background(), registry.GameRequest{Game: "othello", Black: "alphabeta:depth=2", White: "mcts-uct:iterations=200", Opening: "f5d6", Seed: 3})
	if local.Result == nil || local.Result.Record != r.Result.Record || local.Result.DiscDiff != r.Result.DiscDiff {
		t.Errorf("endpoint played %+v, PlayGame %+v", r.Result, local.Result)
	}
	if _, again := postGame(t, srv.URL, "/api/match", body); again.Result == nil || again.Result.Record != r.Result.Record {
		t.Errorf("the same request at /api/match played a different game: %+v", again)
	}
}

// A bad game request is a 400 with the sentence a solve request with the
// same player would get (the registry validates both).
func TestGameBadInputGetsAClearError(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Config{}))
	defer srv.Close()
	cases := []struct{ body, want string }{
		{`{"black":"chess","white":"random"}`, `black: unknown algorithm "chess" for game "othello" (known: alphabeta, exact`},
		{`{"black":"random","white":"alphabeta:depth=99"}`, `white: parameter "depth" is 99, out of range [0, 60]`},
		{`{"black":"random","white":"alphabeta:depth=deep"}`, `white: parameter "depth" must be an integer, not "deep"`},
		{`{"black":"random","white":"alphabeta:colour=red"}`, `white: unknown parameter "colour" for algorithm "alphabeta" (known: depth, eval`},
		{`{"black":"random","white":"alphabeta:depth=2,depth=3"}`, `sets "depth" twice`},
		{`{"black":"random","white":"alphabeta:depth"}`, `setting "depth" is not name=value`},
		{`{"black":"mcts-uct:playout=roulette","white":"random"}`, `black: unknown parameter "playout" for algorithm "mcts-uct"`},
		{`{"black":"mcts-bt:features=none","white":"random"}`, "black: mcts-bt: roulette playouts need a feature set"},
		{`{"black":"random"}`, "white: no player given"},
		{`{"black":"random","white":"random","opening":"a1"}`, `opening "a1" is not a legal game record`},
		{`{"black":"random","white":"random","opening":"f5zz"}`, `opening "f5zz" is not a legal game record`},
		{`{"black":"random","white":"random","move_time_ms":-5}`, "move_time_ms must be from 0 (no time budget) to 20000, not -5"},
		{`{"black":"random","white":"random","move_time_ms":86400000}`, "move_time_ms must be from 0 (no time budget) to 20000, not 86400000"},
		{`{"black":"mcts-bt:move_time_ms=60000","white":"random"}`, "black: move_time_ms=60000 is above the maximum of 20000 ms per move"},
		{`{"game":"chess","black":"random","white":"random"}`, `game "chess" has no two-player games to play`},
		{`{"black":"random","white":"random","colour":1}`, `unknown field "colour" in the request (known: game, black, white, opening, seed, move_time_ms, max_memory_bytes)`},
		{`{"black":"random","white":"random","seed":-1}`, `field "seed" must be an integer, not number -1`},
		{`{"black":"random"`, "malformed JSON: the request body ends too early"},
		{``, "malformed JSON: the request body is empty"},
		{`{"black":"random","white":"random"} {}`, "unexpected data after the request object"},
		{`{"black":"` + strings.Repeat("x", 70_000) + `"}`, "the request body is larger than 65536 bytes"},
	}
	for _, c := range cases {
		code, r := postGame(t, srv.URL, "/api/game", c.body)
		if code != http.StatusBadRequest || r.Status != wire.StatusInvalid || !strings.Contains(r.Error, c.want) {
			t.Errorf("%s: HTTP %d %s %q, want 400 invalid containing %q", c.body, code, r.Status, r.Error, c.want)
		}
	}
	for _, path := range []string{"/api/game", "/api/match"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("GET %s: HTTP %d, want 405", path, resp.StatusCode)
		}
	}
}
