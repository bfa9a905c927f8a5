// Package players builds Othello players from short text specs, so that a
// tournament (core/tournament, searchlab tournament) or a remote match can
// set any player against any other:
//
//	random
//	alphabeta:depth=4,eval=parity,endgame=12
//	mcts-uct:iterations=2000
//	mcts-bt:iterations=2000,c_bt=0.5,k=5000,sqrt=false
//	mcts-bt-opt:time_ms=100,solver=true,finish_empties=10
//
// A spec is an algorithm id, optionally followed by a colon and
// comma-separated key=value settings; the keys are the API's parameter
// names. Every player of a game is built fresh from a seed, so a game
// repeats from it (players with a time budget excepted).
package players

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
	"searchlab/core/othello/mctsprog"
	"searchlab/core/search"
	"searchlab/core/tournament"
)

// Spec is a parsed player spec.
type Spec struct {
	Algo     string
	Settings map[string]string
}

// String writes the spec back in its text form (settings sorted by key).
func (s Spec) String() string {
	if len(s.Settings) == 0 {
		return s.Algo
	}
	keys := make([]string, 0, len(s.Settings))
	for k := range s.Settings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + s.Settings[k]
	}
	return s.Algo + ":" + strings.Join(parts, ",")
}

// Parse reads a spec.
func Parse(text string) (Spec, error) {
	algo, rest, _ := strings.Cut(strings.TrimSpace(text), ":")
	s := Spec{Algo: algo, Settings: map[string]string{}}
	if algo == "" {
		return s, fmt.Errorf("player %q: no algorithm (want e.g. alphabeta:depth=4 or mcts-bt)", text)
	}
	if rest == "" {
		return s, nil
	}
	for _, kv := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" || v == "" {
			return s, fmt.Errorf("player %q: setting %q is not key=value", text, kv)
		}
		if _, dup := s.Settings[k]; dup {
			return s, fmt.Errorf("player %q: %s set twice", text, k)
		}
		s.Settings[k] = v
	}
	return s, nil
}

// Algorithms lists the algorithm ids a spec may name.
var Algorithms = append([]string{"random", "alphabeta"}, mctsprog.Names...)

// settings reads typed values out of a spec's settings, remembering which
// keys were used so that unknown keys are reported.
type settings struct {
	spec Spec
	used map[string]bool
	err  error
}

func (st *settings) raw(k string) (string, bool) {
	st.used[k] = true
	v, ok := st.spec.Settings[k]
	return v, ok
}

func (st *settings) fail(k, v, want string) {
	if st.err == nil {
		st.err = fmt.Errorf("player %s: %s=%s is not %s", st.spec.Algo, k, v, want)
	}
}

func (st *settings) int(k string, def, lo, hi int) int {
	v, ok := st.raw(k)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		st.fail(k, v, fmt.Sprintf("an integer in %d..%d", lo, hi))
	}
	return n
}

func (st *settings) float(k string, def float64) float64 {
	v, ok := st.raw(k)
	if !ok {
		return def
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		st.fail(k, v, "a number")
	}
	return x
}

func (st *settings) bool(k string, def bool) bool {
	v, ok := st.raw(k)
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		st.fail(k, v, "true or false")
	}
	return b
}

func (st *settings) str(k, def string) string {
	if v, ok := st.raw(k); ok {
		return v
	}
	return def
}

// done reports the first bad value or an unknown key.
func (st *settings) done() error {
	if st.err != nil {
		return st.err
	}
	for k := range st.spec.Settings {
		if !st.used[k] {
			return fmt.Errorf("player %s has no setting %q", st.spec.Algo, k)
		}
	}
	return nil
}

// Factory returns the tournament factory of the spec. moveTime, when
// positive, is the default time budget per move (a spec's time_ms
// overrides it); without it, searches use their iteration or depth
// budgets only.
func (s Spec) Factory(moveTime time.Duration) (tournament.Factory[othello.Position, othello.Move], error) {
	st := &settings{spec: s, used: map[string]bool{}}
	ms := st.int("time_ms", int(moveTime/time.Millisecond), 0, 3_600_000)
	limit := time.Duration(ms) * time.Millisecond
	var f tournament.Factory[othello.Position, othello.Move]
	switch s.Algo {
	case "random":
		f = func(seed uint64) (adversarial.Player[othello.Position, othello.Move], error) {
			return othello.NewRandomPlayer(rng(seed)), nil
		}
	case "alphabeta":
		f = alphaBeta(st, limit)
	case mctsprog.UCT, mctsprog.BT, mctsprog.BTOpt, mctsprog.Learned:
		c, err := mctsConfig(st, limit)
		if err != nil {
			return nil, err
		}
		f = func(seed uint64) (adversarial.Player[othello.Position, othello.Move], error) {
			return c.NewPlayer(rng(seed))
		}
	default:
		return nil, fmt.Errorf("unknown player %q (want one of %s)", s.Algo, strings.Join(Algorithms, ", "))
	}
	if err := st.done(); err != nil {
		return nil, err
	}
	return f, nil
}

func rng(seed uint64) search.Rand { return rand.New(rand.NewPCG(seed, seed^0x5eed)) }

// alphaBeta is the project's alpha-beta player on Othello
// (othello.AlphaBetaConfig: core/adversarial's alpha-beta with move
// ordering, transposition table and iterative deepening; PVS with the
// learned evaluation or alpha-beta on the ladder of othello.EvalLevel; and
// the exact endgame solver at few empties): depth (default 4), eval
// (default learned; default, squares … parity for the ladder), endgame
// (solve exactly at this many empties or fewer; default 0, never).
func alphaBeta(st *settings, limit time.Duration) tournament.Factory[othello.Position, othello.Move] {
	depth := st.int("depth", 4, 1, 60)
	level, err := othello.ParseEvalLevel(st.str("eval", othello.EvalLearned.String()))
	if err != nil && st.err == nil {
		st.err = fmt.Errorf("player alphabeta: %w", err)
	}
	c := othello.AlphaBetaConfig{
		Search:  adversarial.AlphaBetaParams{Depth: depth, Ordering: true, TT: true, Deepening: true},
		Eval:    level,
		Endgame: st.int("endgame", 0, 0, 30),
	}
	return func(uint64) (adversarial.Player[othello.Position, othello.Move], error) {
		return othello.NewAlphaBetaPlayer(c, adversarial.Options[othello.Position, othello.Move]{Limits: search.Limits{MaxTime: limit}}), nil
	}
}

// mctsConfig reads an MCTS program's settings over its preset.
func mctsConfig(st *settings, limit time.Duration) (mctsprog.Config, error) {
	c, err := mctsprog.Preset(st.spec.Algo)
	if err != nil {
		return c, err
	}
	c.MaxTime = limit
	it := c.Iterations
	if limit > 0 {
		it = 0 // a time budget alone, unless iterations are given too
	}
	c.Iterations = st.int("iterations", it, 0, 100_000_000)
	c.C = st.float("c", c.C)
	c.Features = st.str("features", c.Features)
	c.CBT = st.float("c_bt", c.CBT)
	c.K = st.float("k", c.K)
	c.Sqrt = st.bool("sqrt", c.Sqrt)
	c.Playout = st.str("playout", c.Playout)
	c.Solver = st.bool("solver", c.Solver)
	c.FinishEmpties = st.int("finish_empties", c.FinishEmpties, 0, mctsprog.MaxFinishEmpties)
	c.Eval = st.str("eval", c.Eval)
	c.CutoffMoves = st.int("cutoff_moves", c.CutoffMoves, 0, 60)
	if st.err != nil {
		return c, st.err
	}
	if err := c.Check(); err != nil {
		return c, fmt.Errorf("player %s: %w", st.spec.Algo, err)
	}
	return c, nil
}
