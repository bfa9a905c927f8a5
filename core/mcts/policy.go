package mcts

import (
	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Policy chooses the moves of a two-player playout (the default policy of
// Browne et al. 2012, §3.1). A game may implement it to bias its playouts
// (for example Bradley–Terry roulette in Othello); UCTParams.Policy
// overrides it; without either, playouts are uniformly random.
type Policy[S comparable, M comparable] interface {
	// PlayoutMove returns the move to play in s, which is not terminal, or
	// false when there is none. Randomness must come from r.
	PlayoutMove(s S, r search.Rand) (M, bool)
}

// PolicyFunc adapts a function to Policy.
type PolicyFunc[S comparable, M comparable] func(s S, r search.Rand) (M, bool)

// PlayoutMove calls f.
func (f PolicyFunc[S, M]) PlayoutMove(s S, r search.Rand) (M, bool) { return f(s, r) }

// Uniform returns the uniformly random playout policy of g: the game's
// adversarial.RandomMover when it has one, otherwise a random entry of its
// move list.
func Uniform[S comparable, M comparable](g adversarial.Game[S, M]) Policy[S, M] {
	u := &uniform[S, M]{g: g}
	return PolicyFunc[S, M](u.move)
}

type uniform[S comparable, M comparable] struct {
	g   adversarial.Game[S, M]
	buf []M
}

func (u *uniform[S, M]) move(s S, r search.Rand) (M, bool) {
	if rm, ok := u.g.(adversarial.RandomMover[S, M]); ok {
		return rm.RandomMove(s, r)
	}
	var zero M
	u.buf = u.g.Moves(s, u.buf)
	if len(u.buf) == 0 {
		return zero, false
	}
	return u.buf[r.IntN(len(u.buf))], true
}

// simPolicy is the single-player simulation policy: a uniformly random
// applicable action (the problem's search.Randomizer when it has one and
// avoid is 0), or with avoid = k > 0 a uniformly random action among those
// unlike (not equal to) each of the last k actions, falling back to all
// applicable actions when every one of them was used recently.
type simPolicy[S comparable, A any] struct {
	p     search.Problem[S, A]
	rz    search.Randomizer[S, A]
	avoid int
	buf   []A
	cand  []A
}

func newSimPolicy[S comparable, A any](p search.Problem[S, A], avoid int) *simPolicy[S, A] {
	sp := &simPolicy[S, A]{p: p, avoid: avoid}
	if avoid == 0 {
		sp.rz, _ = p.(search.Randomizer[S, A])
	}
	return sp
}

// pick returns the action to play in s given the actions played so far
// (only the last avoid of them matter).
func (sp *simPolicy[S, A]) pick(s S, played []A, r search.Rand) (A, bool) {
	if sp.rz != nil {
		return sp.rz.RandomAction(s, r)
	}
	var zero A
	sp.buf = sp.p.Actions(s, sp.buf)
	if len(sp.buf) == 0 {
		return zero, false
	}
	if sp.avoid > 0 {
		recent := played[max(0, len(played)-sp.avoid):]
		sp.cand = sp.cand[:0]
		for _, a := range sp.buf {
			fresh := true
			for _, b := range recent {
				if any(a) == any(b) {
					fresh = false
					break
				}
			}
			if fresh {
				sp.cand = append(sp.cand, a)
			}
		}
		if len(sp.cand) > 0 {
			return sp.cand[r.IntN(len(sp.cand))], true
		}
	}
	return sp.buf[r.IntN(len(sp.buf))], true
}
