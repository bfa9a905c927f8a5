package players

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/othello"
	"searchlab/core/tournament"
)

func match(t *testing.T, a, b string, games int, seed uint64, parallel int) ([]tournament.Game[othello.Move], tournament.Summary) {
	t.Helper()
	sa, err := Parse(a)
	if err != nil {
		t.Fatal(err)
	}
	sb, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	fa, err := sa.Factory(0)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := sb.Factory(0)
	if err != nil {
		t.Fatal(err)
	}
	ops, err := tournament.RandomOpenings[othello.Position, othello.Move](othello.Game{}, othello.Start(), games/2, 4, 8, nil, rand.New(rand.NewPCG(seed, 9)))
	if err != nil {
		t.Fatal(err)
	}
	gs, sum, err := tournament.Run(context.Background(), tournament.Match[othello.Position, othello.Move]{
		G: othello.Game{}, Start: othello.Start(), Openings: ops, A: fa, B: fb, Games: games, Parallel: parallel, Seed: seed,
	})
	if err != nil {
		t.Fatal(err)
	}
	return gs, sum
}

// A shallow alpha-beta (depth 2, exact from 8 empties) wins at least 19 of 20 games against the
// random player, playing each colour in turn.
func TestAlphaBetaBeatsRandom(t *testing.T) {
	gs, sum := match(t, "alphabeta:depth=2,endgame=8", "random", 20, 1, 2)
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
// seed, whatever the parallelism.
func TestMatchReproducible(t *testing.T) {
	strip := func(gs []tournament.Game[othello.Move]) [][]othello.Move {
		var out [][]othello.Move
		for _, g := range gs {
			out = append(out, g.Record.Moves)
		}
		return out
	}
	a, sa := match(t, "mcts-bt:iterations=100", "mcts-uct:iterations=100", 4, 3, 1)
	b, sb := match(t, "mcts-bt:iterations=100", "mcts-uct:iterations=100", 4, 3, 2)
	if !reflect.DeepEqual(strip(a), strip(b)) || sa != sb {
		t.Error("the same seed gave different games")
	}
	// The learned evaluation's PVS against the ladder's alpha-beta (the
	// goal's pairing, at a small depth), and the learned MCTS program.
	for _, pair := range [][2]string{
		{"alphabeta:depth=3,eval=learned,endgame=8", "alphabeta:depth=3,eval=parity,endgame=8"},
		{"mcts-learned:iterations=200", "alphabeta:depth=2"},
	} {
		a, sa := match(t, pair[0], pair[1], 4, 7, 1)
		b, sb := match(t, pair[0], pair[1], 4, 7, 2)
		if !reflect.DeepEqual(strip(a), strip(b)) || sa != sb {
			t.Errorf("%s vs %s: the same seed gave different games", pair[0], pair[1])
		}
	}
}

func TestSpecErrors(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"", "no algorithm"},
		{"minimax", "unknown player"},
		{"alphabeta:depth", "not key=value"},
		{"alphabeta:depth=0", "depth=0"},
		{"alphabeta:eval=magic", "alphabeta"},
		{"mcts-bt:cbt=1", `no setting "cbt"`},
		{"mcts-bt:k=-1", "K must"},
		{"mcts-uct:playout=roulette", "roulette playouts need"},
		{"mcts-uct:iterations=1,iterations=2", "set twice"},
		{"mcts-uct:solver=maybe", "true or false"},
		{"mcts-learned:eval=perfect", "leaf evaluation"},
		{"mcts-learned:cutoff_moves=61", "cutoff_moves"},
	} {
		s, err := Parse(tc.spec)
		if err == nil {
			_, err = s.Factory(0)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error about %q", tc.spec, err, tc.want)
		}
	}
	s, _ := Parse("mcts-bt:k=100,c=1")
	if s.String() != "mcts-bt:c=1,k=100" {
		t.Errorf("String: %q", s.String())
	}
}

// PlayOne with a game's seed replays that game of a match.
func TestPlayOneReplaysMatchGame(t *testing.T) {
	gs, _ := match(t, "mcts-uct:iterations=50", "alphabeta:depth=1", 2, 5, 1)
	a, _ := Parse("mcts-uct:iterations=50")
	b, _ := Parse("alphabeta:depth=1")
	for _, g := range gs {
		want := Result(g, a, b)
		black, white := a, b
		if !g.AFirst {
			black, white = b, a
		}
		got, err := PlayOne(context.Background(), black, white, want.Opening, g.Seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		got.BlackMS, got.WhiteMS, want.BlackMS, want.WhiteMS = 0, 0, 0, 0
		if got != want {
			t.Errorf("game %d: PlayOne gave %+v, the match %+v", g.Index, got, want)
		}
		// The record replays to the reported score.
		_, end, err := othello.ParseRecord(othello.Start(), got.Record)
		if err != nil || !end.Over() || end.Score(othello.Black) != got.DiscDiff {
			t.Errorf("game %d: record %s ends over=%v with %d, reported %d (%v)", g.Index, got.Record, end.Over(), end.Score(othello.Black), got.DiscDiff, err)
		}
	}
}
