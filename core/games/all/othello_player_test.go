package all

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	othelloengine "searchlab/core/games/othellogame/engine"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/tournament"
	"searchlab/core/tournament/opening"
	"searchlab/core/tournament/score"
	"searchlab/core/wire"
)

// othelloMatch plays a match between two players' text forms with
// othelloengine.Factory.
func othelloMatch(t *testing.T, a, b string, games int, seed uint64, parallel int) ([]tournament.Game[othello.Move], score.Summary) {
	t.Helper()
	reg := registry.Builtin()
	var facs [2]tournament.Factory[othello.Position, othello.Move]
	for i, text := range []string{a, b} {
		s, err := reg.ParsePlayer("othello", text)
		if err != nil {
			t.Fatal(err)
		}
		facs[i] = othelloengine.Factory(reg, s, 0)
	}
	ops, err := opening.Random[othello.Position, othello.Move](othello.Game{}, othello.Start(), games/2, 4, 8, nil, rand.New(rand.NewPCG(seed, 9)))
	if err != nil {
		t.Fatal(err)
	}
	gs, sum, err := tournament.Run(context.Background(), tournament.Match[othello.Position, othello.Move]{
		G: othello.Game{}, Start: othello.Start(), Openings: ops, A: facs[0], B: facs[1], Games: games, Parallel: parallel, Seed: seed,
	})
	if err != nil {
		t.Fatal(err)
	}
	return gs, sum
}

// A shallow alpha-beta (depth 2, exact from 8 empties) wins at least 19 of
// 20 games against the random player, playing each colour in turn.
func TestOthelloPlayerAlphaBetaBeatsRandom(t *testing.T) {
	gs, sum := othelloMatch(t, "alphabeta:depth=2,endgame=8", "random", 20, 1, 2)
	if sum.Wins < 19 {
		t.Errorf("alpha-beta won %d of 20 (%+v)", sum.Wins, sum)
	}
	for i, g := range gs {
		if g.AFirst != (i%2 == 0) {
			t.Errorf("game %d: alpha-beta first = %v", i, g.AFirst)
		}
	}
}

// Players with iteration or depth budgets repeat a match exactly from its
// seed, whatever the parallelism: MCTS programs, the learned evaluation's
// PVS against the ladder's alpha-beta (the strength goal's pairing, at a
// small depth) and the MCTS program with the learned evaluation.
func TestOthelloPlayersRepeatFromTheSeed(t *testing.T) {
	strip := func(gs []tournament.Game[othello.Move]) [][]othello.Move {
		var out [][]othello.Move
		for _, g := range gs {
			out = append(out, g.Record.Moves)
		}
		return out
	}
	for _, pair := range [][2]string{
		{"mcts-bt:iterations=100", "mcts-uct:iterations=100"},
		{"alphabeta:depth=3,eval=learned,endgame=8", "alphabeta:depth=3,eval=parity,endgame=8"},
		{"mcts-learned:iterations=200", "alphabeta:depth=2"},
	} {
		a, sa := othelloMatch(t, pair[0], pair[1], 4, 3, 1)
		b, sb := othelloMatch(t, pair[0], pair[1], 4, 3, 2)
		if !reflect.DeepEqual(strip(a), strip(b)) || sa != sb {
			t.Errorf("%s vs %s: the same seed gave different games", pair[0], pair[1])
		}
	}
}

// A player's text form is read with the registry's parameters, and a bad
// one gets the sentence a solve request with it gets.
func TestParsePlayer(t *testing.T) {
	reg := registry.Builtin()
	for _, tc := range []struct{ spec, want string }{
		{"", "names no algorithm"},
		{"minimax", `unknown algorithm "minimax" for game "othello" (known: alphabeta, exact`},
		{"alphabeta:depth", `setting "depth" is not name=value`},
		{"alphabeta:depth=61", `parameter "depth" is 61, out of range [0, 60]`},
		{"alphabeta:depth=x", `parameter "depth" must be an integer, not "x"`},
		{"alphabeta:eval=magic", `parameter "eval" must be one of squares, mobility, corners, frontier, parity, learned, not "magic"`},
		{"mcts-bt:cbt=1", `unknown parameter "cbt" for algorithm "mcts-bt" (known: iterations, c, features, c_bt,`},
		{"mcts-bt:k=0", `parameter "k" is 0, out of range [1, 1e+09]`},
		{"mcts-bt:features=none", "mcts-bt: roulette playouts need a feature set"},
		{"mcts-uct:iterations=1,iterations=2", `sets "iterations" twice`},
		{"mcts-uct:solver=maybe", `parameter "solver" must be true or false, not "maybe"`},
		{"mcts-learned:eval=perfect", `parameter "eval" must be one of none, learned, not "perfect"`},
		{"mcts-learned:cutoff_moves=61", `parameter "cutoff_moves" is 61, out of range [0, 60]`},
		{"random:depth=2", `unknown parameter "depth": algorithm "random" takes no parameters`},
	} {
		if _, err := reg.ParsePlayer("othello", tc.spec); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error about %q", tc.spec, err, tc.want)
		}
	}
	s, err := reg.ParsePlayer("othello", " mcts-bt : k=100, c=1 ,sqrt=false")
	if err != nil {
		t.Fatal(err)
	}
	if s.String() != "mcts-bt:c=1,k=100,sqrt=false" || s.Params["k"] != 100.0 || s.Params["sqrt"] != false {
		t.Errorf("String %q, params %#v", s, s.Params)
	}
	if back, err := reg.ParsePlayer("othello", s.String()); err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("the text form does not read back: %+v %v", back, err)
	}
	// One validator: a solve request with the same algorithm and
	// parameters is refused with the same sentence.
	_, perr := reg.ParsePlayer("othello", "alphabeta:depth=61")
	resp := reg.Solve(context.Background(), wire.Request{Game: "othello", Board: othello.Start().String(), Algorithm: "alphabeta", Params: map[string]any{"depth": 61}}, nil)
	if resp.Status != wire.StatusInvalid || resp.Error != perr.Error() {
		t.Errorf("solve says %q, the player parser %q", resp.Error, perr)
	}
}

// A game of a tournament is replayed by Registry.PlayGame (POST /api/game) from
// the game's seed.
func TestPlayOthelloReplaysATournamentGame(t *testing.T) {
	reg := registry.Builtin()
	gs, _ := othelloMatch(t, "mcts-uct:iterations=50", "alphabeta:depth=1", 2, 5, 1)
	a, b := registry.PlayerSpec{Algorithm: othellogame.AlgoMCTSUCT, Params: map[string]any{"iterations": int64(50)}}, registry.PlayerSpec{Algorithm: registry.AlgoAlphaBeta, Params: map[string]any{"depth": int64(1)}}
	for _, g := range gs {
		want := othelloengine.GameResult(g, a, b)
		black, white := a, b
		if !g.AFirst {
			black, white = b, a
		}
		got := reg.PlayGame(context.Background(), registry.GameRequest{Black: black.String(), White: white.String(), Opening: want.Opening, Seed: g.Seed})
		if got.Status != registry.StatusFinished {
			t.Fatalf("game %d: %+v", g.Index, got)
		}
		r := *got.Result
		r.BlackMS, r.WhiteMS, want.BlackMS, want.WhiteMS = 0, 0, 0, 0
		if !reflect.DeepEqual(r, want) {
			t.Errorf("game %d: PlayGame gave %+v, the match %+v", g.Index, r, want)
		}
		// The record replays to the reported score.
		_, end, err := othello.ParseRecord(othello.Start(), r.Record)
		if err != nil || !end.Over() || end.Score(othello.Black) != r.DiscDiff {
			t.Errorf("game %d: record %s ends over=%v with %d, reported %d (%v)", g.Index, r.Record, end.Over(), end.Score(othello.Black), r.DiscDiff, err)
		}
	}
}
