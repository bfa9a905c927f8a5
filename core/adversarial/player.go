package adversarial

import (
	"context"
	"errors"
	"fmt"
	"time"

	"searchlab/core/search"
)

// Player chooses moves. Any algorithm, a random player, a perfect-play
// oracle or a human can be a Player, so any can play any other (AIMA 4e
// §5.2; aima-python's games.py players).
type Player[S comparable, M comparable] interface {
	// ChooseMove returns the move to play in s, which is not terminal.
	ChooseMove(s S) (M, error)
}

// ContextPlayer is a Player whose move search can be stopped: it returns
// ctx's error as soon as it can once ctx ends. A game runner (such as
// core/tournament's PlayGame) uses it when a player has it, so a game's
// deadline or a client that leaves ends a move in progress, not only the
// game between moves.
type ContextPlayer[S comparable, M comparable] interface {
	Player[S, M]
	ChooseMoveContext(ctx context.Context, s S) (M, error)
}

// ChooseMove asks p for its move in s under ctx when p is a ContextPlayer,
// else as p.ChooseMove(s) once ctx is checked.
func ChooseMove[S comparable, M comparable](ctx context.Context, p Player[S, M], s S) (M, error) {
	if cp, ok := p.(ContextPlayer[S, M]); ok {
		return cp.ChooseMoveContext(ctx, s)
	}
	if err := ctx.Err(); err != nil {
		var zero M
		return zero, err
	}
	return p.ChooseMove(s)
}

// PlayerFunc adapts a function to Player.
type PlayerFunc[S comparable, M comparable] func(s S) (M, error)

// ChooseMove calls f.
func (f PlayerFunc[S, M]) ChooseMove(s S) (M, error) { return f(s) }

// ErrNoMove is returned by a player asked to move in a state without legal
// moves.
var ErrNoMove = errors.New("no legal move: the game is over")

// ErrWaiting is returned by a Human player that has not been given a move
// yet; a Match step that gets it can be retried after Supply.
var ErrWaiting = errors.New("waiting for the human player's move")

// SearchPlayer plays the best move found by a fresh search per position.
type SearchPlayer[S comparable, M comparable] struct {
	// New builds the search for position s.
	New func(s S) Searcher[M]
	// MaxTime bounds each move's search (0: none).
	MaxTime time.Duration
	// Last is the result of the most recent search (statistics for display).
	Last Result[M]
}

// ChooseMove searches s and returns the best move. A player always moves:
// when MaxTime runs out before the search has any move (a loaded machine
// can deschedule it past the deadline before its first iteration), the
// search goes on, step by step, until it has one or ends.
func (p *SearchPlayer[S, M]) ChooseMove(s S) (M, error) {
	return p.ChooseMoveContext(context.Background(), s)
}

// ChooseMoveContext is ChooseMove stopping with ctx's error when ctx ends
// during the search.
func (p *SearchPlayer[S, M]) ChooseMoveContext(ctx context.Context, s S) (M, error) {
	x := p.New(s)
	p.Last = Run(ctx, x, RunOptions{MaxTime: p.MaxTime})
	if err := ctx.Err(); err != nil {
		var zero M
		return zero, err
	}
	for p.MaxTime > 0 && !p.Last.HasMove && p.Last.Status == search.BudgetExceeded {
		more := x.Step()
		r := x.Result()
		r.Stats.Elapsed = p.Last.Stats.Elapsed
		if r.Status == search.Running {
			r.Status = search.BudgetExceeded
		}
		p.Last = r
		if !more {
			break
		}
	}
	if !p.Last.HasMove {
		var zero M
		if p.Last.Status == search.Found {
			return zero, ErrNoMove
		}
		return zero, fmt.Errorf("search stopped (%s) before choosing a move", p.Last.Status)
	}
	return p.Last.BestMove, nil
}

// LastSearch returns the statistics of the search behind the last move
// (tournament.SearchReporter).
func (p *SearchPlayer[S, M]) LastSearch() (Stats, bool) { return p.Last.Stats, true }

// NewAlphaBetaPlayer returns a player that searches every position with
// alpha-beta.
func NewAlphaBetaPlayer[S comparable, M comparable](g Game[S, M], o Options[S, M], p AlphaBetaParams) *SearchPlayer[S, M] {
	return &SearchPlayer[S, M]{New: func(s S) Searcher[M] { return NewAlphaBeta(g, s, o, p) }, MaxTime: o.Limits.MaxTime}
}

// NewMinimaxPlayer returns a player that searches every position with
// minimax.
func NewMinimaxPlayer[S comparable, M comparable](g Game[S, M], o Options[S, M], p MinimaxParams) *SearchPlayer[S, M] {
	return &SearchPlayer[S, M]{New: func(s S) Searcher[M] { return NewMinimax(g, s, o, p) }, MaxTime: o.Limits.MaxTime}
}

// RandomPlayer plays a uniformly random legal move drawn from R (seeded by
// the caller, so a game repeats from its seed).
type RandomPlayer[S comparable, M comparable] struct {
	G   Game[S, M]
	R   search.Rand
	buf []M
}

// NewRandomPlayer returns a random player for g drawing from r.
func NewRandomPlayer[S comparable, M comparable](g Game[S, M], r search.Rand) *RandomPlayer[S, M] {
	return &RandomPlayer[S, M]{G: g, R: r}
}

// ChooseMove returns a random legal move.
func (p *RandomPlayer[S, M]) ChooseMove(s S) (M, error) {
	m, ok := RandomMove(p.G, s, p.R, p.buf)
	if !ok {
		return m, ErrNoMove
	}
	return m, nil
}

// Human is a player whose moves are supplied from outside (a UI click, a
// CLI line). ChooseMove returns the oldest supplied move, or ErrWaiting.
type Human[S comparable, M comparable] struct {
	queue []M
}

// Supply queues the human's next move.
func (h *Human[S, M]) Supply(m M) { h.queue = append(h.queue, m) }

// ChooseMove returns the next supplied move, or ErrWaiting when none is
// queued.
func (h *Human[S, M]) ChooseMove(S) (M, error) {
	if len(h.queue) == 0 {
		var zero M
		return zero, ErrWaiting
	}
	m := h.queue[0]
	h.queue = h.queue[1:]
	return m, nil
}
