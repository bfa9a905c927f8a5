package othello

import (
	"fmt"
	"math"
	"strings"
)

// EvalLevel selects the static evaluation, a ladder in which each level adds
// one feature to the one below it:
//
//   - EvalSquares: weighted squares, the sum of a weight per occupied square
//     (mine minus the opponent's), with Norvig's table (Norvig, "Paradigms of
//     Artificial Intelligence Programming", 1992, ch. 18.4): corners 120,
//     X-squares −40, C-squares −20, edges and the centre small positives.
//   - EvalMobility: + mobility, 100·(m − o)/(m + o) for the numbers of legal
//     moves m and o of the two sides.
//   - EvalCorners: + corners captured, 100·(m − o)/(m + o) over the four
//     corners.
//   - EvalFrontier: + frontier discs (discs next to an empty square, a
//     liability: "potential mobility" for the opponent), −100·(m − o)/(m + o).
//   - EvalParity: + parity, who is due to play the last move of the game (the
//     side to move when the number of empties is odd), worth most near the
//     end.
//
// Beside the ladder, EvalLearned is the learned pattern evaluation
// (Learned): a prediction of the final disc difference trained from
// self-play, the strongest of them.
//
// Mobility, corners and frontier are the components of Sannidhanam &
// Muthukaruppan, "An Analysis of Heuristics in Othello" (University of
// Washington, 2004), each scaled to [−100, 100] as there; the parity term is
// the classical one of Rosenbloom's IAGO ("A world-championship-level
// Othello program", Artificial Intelligence 19, 1982). The weights that
// combine them are ours (see evalWeights), not tuned.
//
// Cost: a few dozen bit operations; the mobility level computes both sides'
// legal moves.
type EvalLevel uint8

const (
	// EvalDefault is the zero value: the full ladder (EvalParity).
	EvalDefault EvalLevel = iota
	EvalSquares
	EvalMobility
	EvalCorners
	EvalFrontier
	EvalParity
	// EvalLearned is the learned pattern evaluation (Learned), in discs.
	EvalLearned
)

var evalNames = [...]string{"default", "squares", "mobility", "corners", "frontier", "parity", "learned"}

// EvalLevelNames are the names ParseEvalLevel accepts, lowest level first.
var EvalLevelNames = evalNames[1:]

func (l EvalLevel) String() string {
	if int(l) < len(evalNames) {
		return evalNames[l]
	}
	return fmt.Sprintf("EvalLevel(%d)", int(l))
}

// ParseEvalLevel reads a level name (or "" and "default" for the full
// ladder).
func ParseEvalLevel(s string) (EvalLevel, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" || t == "full" {
		return EvalDefault, nil
	}
	for i, n := range evalNames {
		if n == t {
			return EvalLevel(i), nil
		}
	}
	return 0, fmt.Errorf("unknown evaluation %q: use one of %s", s, strings.Join(EvalLevelNames, ", "))
}

// norvigWeights is the weighted-squares table of Norvig (PAIP ch. 18.4),
// a1 … h8.
var norvigWeights = [64]int32{
	120, -20, 20, 5, 5, 20, -20, 120,
	-20, -40, -5, -5, -5, -5, -40, -20,
	20, -5, 15, 3, 3, 15, -5, 20,
	5, -5, 3, 3, 3, 3, -5, 5,
	5, -5, 3, 3, 3, 3, -5, 5,
	20, -5, 15, 3, 3, 15, -5, 20,
	-20, -40, -5, -5, -5, -5, -40, -20,
	120, -20, 20, 5, 5, 20, -20, 120,
}

// evalWeights multiply the [−100, 100] components above weighted squares.
const (
	wMobility = 2
	wCorners  = 4
	wFrontier = 1
	wParity   = 30 // applied with 16 or fewer empties
	evalScale = 200
)

const (
	cornerMask uint64 = 1<<0 | 1<<7 | 1<<56 | 1<<63
	notA       uint64 = 0xFEFEFEFEFEFEFEFE
	notH       uint64 = 0x7F7F7F7F7F7F7F7F
)

// Score returns the raw evaluation of position s for colour c at level l
// (weighted-squares units for the ladder, discs for EvalLearned; positive
// is good for c). Evaluate squashes it.
func (l EvalLevel) Score(s Position, c Color) int {
	switch l {
	case EvalDefault:
		l = EvalParity
	case EvalLearned:
		return MustLearned().Evaluate(s, c)
	}
	me, op := s.Discs(c), s.Discs(c.Other())
	x := 0
	for b := me; b != 0; b &= b - 1 {
		x += int(norvigWeights[trailing(b)])
	}
	for b := op; b != 0; b &= b - 1 {
		x -= int(norvigWeights[trailing(b)])
	}
	if l >= EvalMobility {
		x += wMobility * ratio(count(legalMask(me, op)), count(legalMask(op, me)))
	}
	if l >= EvalCorners {
		x += wCorners * ratio(count(me&cornerMask), count(op&cornerMask))
	}
	if l >= EvalFrontier {
		fr := neighbours(^(me | op))
		x -= wFrontier * ratio(count(me&fr), count(op&fr))
	}
	if l >= EvalParity {
		if e := s.Empties(); e <= 16 {
			last := s.Turn
			if e%2 == 0 {
				last = last.Other()
			}
			if last == c {
				x += wParity
			} else {
				x -= wParity
			}
		}
	}
	return x
}

// ratio is 100·(a − b)/(a + b), 0 when both are 0.
func ratio(a, b int) int {
	if a+b == 0 {
		return 0
	}
	return 100 * (a - b) / (a + b)
}

// neighbours returns the squares adjacent to a square of b.
func neighbours(b uint64) uint64 {
	return b<<8 | b>>8 | (b<<1|b<<9|b>>7)&notA | (b>>1|b>>9|b<<7)&notH
}

// Evaluate implements adversarial.Evaluator: the level's Score for player p
// squashed into (−1/2, +1/2) by x ↦ x / (2(|x| + 200)), so that it ranks
// strictly between a proven loss and a proven win (see Game); the learned
// evaluation's discs d (|d| ≤ 64) as d/130, as PVS reports them, and with
// WinLoss (the win/draw/loss scale of Monte Carlo tree search) as the
// expected result 2·P(win) − 1 = tanh(d / (2·WinScale)), the logistic
// model of the win probability stored with the weights (Learned.WinScale).
func (g Game) Evaluate(s Position, p int) float64 {
	if g.Eval == EvalLearned {
		d := float64(g.Eval.Score(s, Color(p)))
		if g.WinLoss {
			return math.Tanh(d / (2 * MustLearned().WinScale))
		}
		return d / 130
	}
	x := float64(g.Eval.Score(s, Color(p)))
	if x < 0 {
		return x / (2 * (evalScale - x))
	}
	return x / (2 * (evalScale + x))
}
