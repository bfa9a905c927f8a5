package all

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// A match of 4 games between alpha-beta (depth 1) and random: every game
// replays through the rules to its end and recorded score, A plays Black
// then White from the same opening, W/D/L count A's results, progress
// reports every move, and the same seed gives the same games.
func TestPlayMatch(t *testing.T) {
	req := registry.MatchRequest{Game: "othello", A: registry.PlayerSpec{Algorithm: registry.AlgoAlphaBeta, Params: map[string]any{"depth": 1, "endgame": 0}},
		B: registry.PlayerSpec{Algorithm: othellogame.AlgoRandom}, Games: 4, OpeningPlies: 4, Seed: 3}
	var games []registry.MatchGame
	moves := 0
	st := registry.PlayMatch(context.Background(), registry.Builtin(), req, func(s registry.MatchStatus) {
		if s.Game != nil {
			games = append(games, *s.Game)
		} else {
			moves++
		}
	})
	if !st.Done || st.Status != wire.StatusFound || st.Played != 4 || st.W+st.D+st.L != 4 || st.Game == nil {
		t.Fatalf("final %+v", st)
	}
	games = append(games, *st.Game)
	w := 0
	total, passes := 0, 0
	for i, g := range games {
		ms, p, err := othello.ParseRecord(othello.Start(), g.Record)
		if err != nil || !p.Over() || p.Score(othello.Black) != g.Score || g.ABlack != (i%2 == 0) {
			t.Errorf("game %d %+v: %v, over %v, score %d", i, g, err, p.Over(), p.Score(othello.Black))
		}
		total += len(ms) - 4
		for _, m := range ms {
			if m == othello.Pass {
				passes++
			}
		}
		if (g.ABlack && g.Score > 0) || (!g.ABlack && g.Score < 0) {
			w++
		}
	}
	if games[0].Record[:8] != games[1].Record[:8] || games[2].Record[:8] != games[3].Record[:8] {
		t.Errorf("a pair does not share its opening: %q %q", games[0].Record[:8], games[1].Record[:8])
	}
	if w != st.W || w < 3 {
		t.Errorf("A won %d (counted %d): alpha-beta should beat random", w, st.W)
	}
	if moves != total-passes { // forced passes are not reported as moves
		t.Errorf("%d progress lines for %d moves, %d of them passes", moves, total, passes)
	}
	again := registry.PlayMatch(context.Background(), registry.Builtin(), req, nil)
	if !reflect.DeepEqual(again.Game, st.Game) || again.W != st.W {
		t.Errorf("the same seed gave a different match: %+v vs %+v", again, st)
	}
}

func TestPlayMatchInvalidAndCancelled(t *testing.T) {
	ok := registry.PlayerSpec{Algorithm: othellogame.AlgoRandom}
	for _, tc := range []struct {
		req  registry.MatchRequest
		want string
	}{
		{registry.MatchRequest{Game: "nim", A: ok, B: ok, Games: 2}, "othello"},
		{registry.MatchRequest{Game: "othello", A: ok, B: ok, Games: 0}, "1 to 100 games"},
		{registry.MatchRequest{Game: "othello", A: ok, B: registry.PlayerSpec{Algorithm: "minimax"}, Games: 2}, "player minimax"},
		{registry.MatchRequest{Game: "othello", A: registry.PlayerSpec{Algorithm: registry.AlgoAlphaBeta, Params: map[string]any{"depth": -1}}, B: ok, Games: 2}, "depth"},
	} {
		st := registry.PlayMatch(context.Background(), registry.Builtin(), tc.req, nil)
		if st.Status != wire.StatusInvalid || !st.Done || !strings.Contains(st.Error, tc.want) {
			t.Errorf("%+v: %+v, want invalid about %q", tc.req, st, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	st := registry.PlayMatch(ctx, registry.Builtin(), registry.MatchRequest{Game: "othello", A: ok, B: ok, Games: 2}, nil)
	if st.Status != wire.StatusCancelled || st.Played != 0 {
		t.Errorf("cancelled match: %+v", st)
	}
}
