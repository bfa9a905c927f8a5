package adversarial

import (
	"testing"
	"time"

	"searchlab/core/search"
)

// A search player whose time per move runs out before its search has a
// move (here 1 ns: Run stops alpha-beta with deepening after its first
// step, the root entered and no iteration complete) still moves: the
// search goes on until it has one.
func TestSearchPlayerMovesWhenTimeRunsOut(t *testing.T) {
	g := tttGame{}
	o := Options[ttt, int]{Limits: search.Limits{MaxTime: time.Nanosecond}}
	r := Run(t.Context(), NewAlphaBeta(g, ttt{}, o, AlphaBetaParams{Deepening: true}), RunOptions{MaxTime: time.Nanosecond})
	if r.HasMove {
		t.Skip("the first step already gave a move; the case under test did not arise")
	}
	p := NewAlphaBetaPlayer(g, o, AlphaBetaParams{Deepening: true})
	m, err := p.ChooseMove(ttt{})
	if err != nil || !Legal[ttt, int](g, ttt{}, m) {
		t.Fatalf("move %v, err %v, last %+v", m, err, p.Last)
	}
	if !p.Last.HasMove || p.Last.Status != search.BudgetExceeded {
		t.Errorf("last result %+v: want a move with status budget_exceeded", p.Last)
	}
}
