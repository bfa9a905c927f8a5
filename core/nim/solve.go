package nim

import (
	"context"
	"errors"
	"fmt"
	"searchlab/core/internal/clip"
	"strings"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Algorithms lists the algorithm names Solve accepts.
var Algorithms = []string{"minimax", "alphabeta", "mcts", "oracle"}

// Request is what the CLI and the solve API pass to Solve.
type Request struct {
	Board     string // text form, e.g. "7 6 8 5 9 5"
	Variant   string // "nim" (default) or "grundy"
	Rule      string // "normal" (default) or "misere"
	Algorithm string // minimax | alphabeta | mcts | oracle
	// Depth limits minimax and alpha-beta (0: to the end of the game).
	Depth int
	// Ordering, TT and Deepening switch alpha-beta's enhancements (see
	// adversarial.AlphaBetaParams); TT also memoises minimax. DefaultRequest
	// turns ordering and TT on and deepening off: Nim has no evaluation, so
	// shallow iterations score every horizon 0 and only add work (on
	// 7 6 8 5 9 5 about 1.4 M nodes instead of 38 k).
	Ordering, TT, Deepening bool
	// Seed feeds the randomised algorithms (MCTS).
	Seed uint64
	// MaxNodes bounds the nodes searched (0: no bound); MaxTime the wall
	// time (0: no bound).
	MaxNodes int64
	MaxTime  time.Duration
	// MaxMemory bounds the memory of the search's structures in bytes (0:
	// no bound): the game tree's stack and table, the MCTS tree, the
	// oracle's memo.
	MaxMemory int64
	// Progress, when set, receives statistics while the search runs.
	Progress func(adversarial.Stats)
	// Observer, when set, receives the game-tree search's events (the
	// oracle has none).
	Observer adversarial.Observer[State, Move]
	// MCTS builds the Monte Carlo tree search for Algorithm "mcts" (seeded
	// from Seed). The caller supplies it — the API wires in core/mcts's
	// UCT — because core/mcts's tests import this package, so this package
	// cannot import core/mcts.
	MCTS func(g Game, root State, o adversarial.Options[State, Move], seed uint64) adversarial.Searcher[Move]
}

// DefaultRequest returns a request for board: normal Nim, alpha-beta with
// move ordering and transposition table, to the end of the game.
func DefaultRequest(board string) Request {
	return Request{Board: board, Algorithm: "alphabeta", Ordering: true, TT: true}
}

// Answer is Solve's result. On the wire (core/api) it becomes a Response
// with api.TwoPlayerResult's fields.
type Answer struct {
	Status search.Status
	// Budget says which budget ran out when Status is budget_exceeded.
	Budget search.Budget
	// Value is +1 when the player to move wins with perfect play, -1 when
	// that player loses, 0 when a depth-limited search could not tell.
	Value int
	// BestMove is the recommended move in notation ("" when the game is
	// over or the search stopped before choosing one).
	BestMove string
	// Moves is the principal variation, starting with BestMove.
	Moves []string
	// Proven reports that Value is exact (not cut short by a depth limit).
	Proven bool
	Stats  adversarial.Stats
	// Error gives the reason when the oracle was stopped (status
	// budget_exceeded or cancelled); "" otherwise.
	Error string
	// Over is Game.Over's sentence when the position has no move left
	// (found, value ±1, no best move): the game was over before the search.
	Over string
}

// Solve parses the request, runs the chosen algorithm on the position and
// reports the value for the player to move, the best move and the principal
// variation. Bad input is an error naming the problem; a stopped search
// (budget, cancellation) is an Answer with that status.
func Solve(ctx context.Context, req Request) (Answer, error) {
	g, s, err := req.position()
	if err != nil {
		return Answer{}, err
	}
	if strings.EqualFold(strings.TrimSpace(req.Algorithm), "oracle") {
		a, err := solveOracle(ctx, g, s, req.MaxTime, req.MaxMemory)
		a.Over = g.Over(s)
		return a, err
	}
	se, err := newSearcher(g, s, req)
	if err != nil {
		return Answer{}, err
	}
	res := adversarial.Run(ctx, se, adversarial.RunOptions{MaxTime: req.MaxTime, Progress: req.Progress})
	a := answer(res)
	a.Over = g.Over(s)
	return a, nil
}

// NewSearcher builds the game-tree search Solve runs for req (minimax,
// alpha-beta, or req.MCTS for "mcts"), not started: a caller steps it
// itself (the step mode). Its node and memory budgets are the request's;
// MaxTime and Progress are Solve's run loop's and are not used here. The
// oracle has no search to step: an error, as is bad input.
func NewSearcher(req Request) (adversarial.Searcher[Move], error) {
	g, s, err := req.position()
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(strings.TrimSpace(req.Algorithm), "oracle") {
		return nil, errors.New("the theory oracle answers from a formula, without a search to step")
	}
	return newSearcher(g, s, req)
}

// position parses and checks the request's board, variant, rule, depth
// and budgets.
func (req Request) position() (Game, State, error) {
	s, err := Parse(req.Board)
	if err != nil {
		return Game{}, State{}, err
	}
	v, err := ParseVariant(req.Variant)
	if err != nil {
		return Game{}, State{}, err
	}
	r, err := ParseRule(req.Rule)
	if err != nil {
		return Game{}, State{}, err
	}
	if req.Depth < 0 {
		return Game{}, State{}, fmt.Errorf("depth %d is negative (use 0 for no limit)", req.Depth)
	}
	if req.MaxNodes < 0 || req.MaxTime < 0 || req.MaxMemory < 0 {
		return Game{}, State{}, fmt.Errorf("budgets must not be negative")
	}
	return Game{Variant: v, Rule: r}, s, nil
}

// newSearcher builds the searcher of req's algorithm (not the oracle) on
// position s of g.
func newSearcher(g Game, s State, req Request) (adversarial.Searcher[Move], error) {
	o := adversarial.Options[State, Move]{Limits: search.Limits{MaxNodes: req.MaxNodes, MaxTime: req.MaxTime, MaxMemory: req.MaxMemory},
		Observer: req.Observer}
	switch strings.ToLower(strings.TrimSpace(req.Algorithm)) {
	case "minimax":
		return adversarial.NewMinimax(g, s, o, adversarial.MinimaxParams{Depth: req.Depth, TT: req.TT}), nil
	case "alphabeta", "alpha-beta", "":
		return adversarial.NewAlphaBeta(g, s, o, adversarial.AlphaBetaParams{Depth: req.Depth, Ordering: req.Ordering, TT: req.TT, Deepening: req.Deepening}), nil
	case "mcts":
		if req.MCTS == nil {
			return nil, fmt.Errorf("algorithm mcts is not available here: the caller did not supply a Monte Carlo search (Request.MCTS)")
		}
		return req.MCTS(g, s, o, req.Seed), nil
	}
	return nil, fmt.Errorf("unknown algorithm %q: use one of %s", clip.Text(req.Algorithm), strings.Join(Algorithms, ", "))
}

// answer converts a search result into the wire answer. An unproven value
// (a depth-limited search, or an MCTS estimate) is reported as 0.
func answer(res adversarial.Result[Move]) Answer {
	a := Answer{Status: res.Status, Budget: res.Budget, Value: int(res.Value), Proven: res.Proven, Stats: res.Stats, Moves: []string{}}
	if !res.Proven {
		a.Value = 0
	}
	if res.HasMove {
		a.BestMove = res.BestMove.String()
		for _, m := range res.PV {
			a.Moves = append(a.Moves, m.String())
		}
	}
	return a
}

// solveOracle answers from the theory; its PV is perfect play to the end.
// The misère Grundy solver observes ctx and maxTime: when either ends it,
// the answer has status Cancelled or BudgetExceeded, no move, and the
// reason in Error; so does a position whose memo outgrows MaxStates
// (budget "nodes") or maxMemory (budget "memory").
func solveOracle(ctx context.Context, g Game, s State, maxTime time.Duration, maxMemory int64) (Answer, error) {
	start := time.Now()
	octx := ctx
	if maxTime > 0 {
		var cancel context.CancelFunc
		octx, cancel = context.WithTimeout(ctx, maxTime)
		defer cancel()
	}
	o := NewOracle(g).WithContext(octx)
	o.MaxBytes = maxMemory
	// ended is the answer of a search the oracle gave up (ErrStopped: the
	// context or maxTime; ErrTooLarge: the memo's MaxStates or MaxBytes);
	// ok is false for any other error.
	ended := func(err error) (a Answer, ok bool) {
		a = Answer{Status: search.BudgetExceeded, Budget: search.TimeBudget, Moves: []string{}, Error: err.Error()}
		switch {
		case errors.Is(err, ErrStopped):
			if ctx.Err() != nil && !errors.Is(ctx.Err(), context.DeadlineExceeded) {
				a.Status, a.Budget = search.Cancelled, search.NoBudget
			}
		case errors.Is(err, ErrTooLarge):
			a.Budget = search.NodeBudget // the memo's MaxStates
			if errors.Is(err, ErrMemoryBudget) {
				a.Budget = search.MemoryBudget
			}
			a.Error = "the oracle cannot decide this position: " + err.Error() + "; try alphabeta with a node budget"
		default:
			return Answer{}, false
		}
		a.Stats.Nodes = int64(o.MemoStates())
		a.Stats.MemoryBytes = o.MemoryBytes()
		a.Stats.Elapsed = time.Since(start)
		return a, true
	}
	val, err := o.Value(s)
	var pv []Move
	if err == nil {
		pv, err = o.Play(s)
	}
	if err != nil {
		if a, ok := ended(err); ok {
			return a, nil
		}
		return Answer{}, err
	}
	a := Answer{Status: search.Found, Value: int(val), Proven: true, Moves: []string{}}
	for _, m := range pv {
		a.Moves = append(a.Moves, m.String())
	}
	if len(pv) > 0 {
		a.BestMove = a.Moves[0]
	}
	a.Stats.Nodes = int64(o.MemoStates())
	a.Stats.MemoryBytes = o.MemoryBytes()
	a.Stats.DepthReached = len(pv)
	a.Stats.MaxPly = len(pv)
	a.Stats.Elapsed = time.Since(start)
	return a, nil
}
