package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"searchlab/core/api/httpapi"
	"searchlab/core/games/all"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// One player, one set of defaults: `searchlab solve -algo alphabeta`,
// `searchlab tournament -a alphabeta` (local and -remote), POST /api/game,
// its former path POST /api/match, and POST /api/tournament search the
// same way, with the registry's defaults (depth 6, endgame 14 empties;
// the tournament spec parser once had depth 4 and no endgame solver). A
// whole game of alpha-beta against random is played by the tournament and
// by /api/game; every alpha-beta move's search (move, depth reached, nodes)
// must be the one `solve` makes on that position.
func TestAlphaBetaSearchesAlikeEverywhere(t *testing.T) {
	for _, spec := range []struct {
		text string   // the player
		set  []string // the same parameters for solve
	}{
		{"alphabeta", nil},
		{"alphabeta:depth=4,endgame=0", []string{"-set", "depth=4", "-set", "endgame=0"}},
	} {
		t.Run(spec.text, func(t *testing.T) {
			start := othello.Start().String()
			// solve from the start position.
			code, first := solveJSON(t, "", append(append([]string{"-game", "othello", "-algo", "alphabeta"}, spec.set...), start)...)
			if code != exitOK || first.Status != wire.StatusFound || first.TwoPlayerResult == nil {
				t.Fatalf("solve: exit %d %+v", code, first)
			}
			wantDepth := 6
			if spec.set != nil {
				wantDepth = 4
			}
			if first.TreeStats.DepthReached != wantDepth || len(first.Moves) > wantDepth {
				t.Fatalf("solve searched depth %d (PV %v), want the %d asked for", first.TreeStats.DepthReached, first.Moves, wantDepth)
			}

			// A tournament game from the start position, alpha-beta Black.
			tourney, _ := tournamentJSON(t, "-game", "othello", "-a", spec.text, "-b", "random", "-games", "1", "-min-ply", "0", "-max-ply", "0", "-seed", "3", "-q")
			if len(tourney.Games) != 1 || tourney.Games[0].Opening != "" {
				t.Fatalf("tournament: %+v", tourney.Games)
			}
			game := tourney.Games[0]
			checkSearchesLikeSolve(t, "tournament", game, spec.set)

			// The same game from POST /api/game and /api/match, and from
			// the tournament run on that endpoint.
			srv := httptest.NewServer(httpapi.NewHandler(httpapi.Config{}))
			defer srv.Close()
			for _, path := range []string{"/api/game", "/api/match"} {
				body, _ := json.Marshal(registry.GameRequest{Game: "othello", Black: spec.text, White: "random", Seed: score.GameSeed(3, 0)}) // game 1 of the tournament
				resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(string(body)))
				if err != nil {
					t.Fatal(err)
				}
				var gr registry.GameResponse
				err = json.NewDecoder(resp.Body).Decode(&gr)
				resp.Body.Close()
				if err != nil || gr.Status != registry.StatusFinished || gr.Result == nil {
					t.Fatalf("POST %s: %v %+v", path, err, gr)
				}
				if gr.Result.Record != game.Record || len(gr.Result.Searches) != len(game.Searches) || gr.Result.Searches[0] != game.Searches[0] {
					t.Errorf("POST %s played %s, searches %+v; the tournament %s, %+v", path, gr.Result.Record, gr.Result.Searches[:1], game.Record, game.Searches[:1])
				}
			}
			remote, _ := tournamentJSON(t, "-game", "othello", "-a", spec.text, "-b", "random", "-games", "1", "-min-ply", "0", "-max-ply", "0", "-seed", "3", "-q", "-remote", srv.URL)
			if len(remote.Games) != 1 || remote.Games[0].Record != game.Record {
				t.Fatalf("tournament -remote: %+v", remote.Games)
			}
			checkSearchesLikeSolve(t, "tournament -remote", remote.Games[0], spec.set)

			// POST /api/tournament: a match of one game from the start,
			// alpha-beta Black: its first move is solve's.
			m, _ := json.Marshal(registry.MatchRequest{Game: "othello", A: mustPlayer(t, spec.text), B: registry.PlayerSpec{Algorithm: "random"}, Games: 1, Seed: 3})
			resp, err := http.Post(srv.URL+"/api/tournament", "application/json", strings.NewReader(string(m)))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var last registry.MatchStatus
			for sc := bufio.NewScanner(resp.Body); sc.Scan(); {
				if err := json.Unmarshal(sc.Bytes(), &last); err != nil {
					t.Fatal(err)
				}
			}
			if !last.Done || last.Game == nil || !strings.HasPrefix(last.Game.Record, first.BestMove) || !last.Game.ABlack {
				t.Errorf("POST /api/tournament: %+v, want a game opening with solve's %s", last, first.BestMove)
			}
		})
	}
}

// checkSearchesLikeSolve replays a game and checks that every search of
// Black (alpha-beta) in it is what `solve -algo alphabeta` with the
// parameters set finds on that position, and that every move but a forced
// pass has its search.
func checkSearchesLikeSolve(t *testing.T, what string, g registry.GameResult, set []string) {
	t.Helper()
	moves, end, err := othello.ParseRecord(othello.Start(), g.Record)
	if err != nil || !end.Over() {
		t.Fatalf("%s: record %s: %v", what, g.Record, err)
	}
	byPly := map[int]registry.MoveSearch{}
	for _, s := range g.Searches {
		byPly[s.Ply] = s
	}
	p := othello.Start()
	black := 0
	for i, m := range moves {
		s, ok := byPly[i+1]
		switch {
		case p.MustPass():
			if ok {
				t.Errorf("%s: a search %+v for a forced pass", what, s)
			}
		case !ok || s.Move != m.String():
			t.Fatalf("%s: move %d (%s) has the search %+v", what, i+1, m, s)
		case p.Turn == othello.Black:
			black++
			_, r := solveJSON(t, "", append(append([]string{"-game", "othello", "-algo", "alphabeta"}, set...), p.String())...)
			if r.BestMove != s.Move || r.TreeStats.DepthReached != s.Depth || r.TreeStats.Nodes != s.Nodes {
				t.Fatalf("%s, ply %d (%d empties): played %s after %+v; solve finds %s at depth %d in %d nodes",
					what, i+1, p.Empties(), m, s, r.BestMove, r.TreeStats.DepthReached, r.TreeStats.Nodes)
			}
		}
		p = p.Apply(m)
	}
	if black < 20 {
		t.Errorf("%s: only %d of Black's searches checked", what, black)
	}
}

func mustPlayer(t *testing.T, text string) registry.PlayerSpec {
	t.Helper()
	p, err := all.Builtin().ParsePlayer("othello", text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
