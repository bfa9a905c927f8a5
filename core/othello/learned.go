package othello

import (
	_ "embed"
	"errors"
	"fmt"
	"math"
	"sync"
)

// Learned is the learned pattern evaluation: a linear model over the
// features of pattern.go (46 pattern places, the two mobilities and the
// parity of the empties), one set of weights per game phase, that predicts
// the final disc difference for the side to move. Its weights are trained
// by the project itself from self-play (core/othello/evaltrain, make
// train-eval; docs/othello-eval.md) and embedded (weights/eval.bin); Load
// returns them.
//
// Cost: building the 8 symmetric images of the two bitboards, 46 table
// reads and two mobility counts: about 0.2 µs natively. Evaluate is
// symmetric: a position and its 8 images get the same value.
type Learned struct {
	// Phases and Width: phase p covers the positions with
	// 60 − Width·(p+1) < empties ≤ 60 − Width·p (the last phase also every
	// position with fewer empties).
	Phases, Width int
	// WinScale (discs) calibrates the prediction as a probability of
	// winning: P(win) ≈ 1/(1 + e^(−d/WinScale)) for a predicted disc
	// difference d (fitted by the trainer on held-out games; stored with
	// the weights, to 1/100 disc).
	WinScale float64
	// w[p] is phase p's weight table over the raw feature indices, in
	// 1/Scale disc (canonical weights expanded to every reading).
	w [][]int16
}

// defaultWinScale is WinScale before any calibration.
const defaultWinScale = 6

// Scale is the number of weight units in one disc.
const Scale = 32

// maxLearnedPhases bounds the phases of a weights file.
const maxLearnedPhases = 61

// NewLearned returns an evaluation with all weights zero (a start for
// training).
func NewLearned(phases, width int) (*Learned, error) {
	if phases < 1 || phases > maxLearnedPhases || width < 1 || width > 60 {
		return nil, fmt.Errorf("learned evaluation: want 1–%d phases of 1–60 empties, got %d of %d", maxLearnedPhases, phases, width)
	}
	l := &Learned{Phases: phases, Width: width, WinScale: defaultWinScale, w: make([][]int16, phases)}
	for p := range l.w {
		l.w[p] = make([]int16, numFeatures)
	}
	return l, nil
}

// Phase returns the phase of a position with e empty squares.
func (l *Learned) Phase(e int) int {
	return min(max(0, (60-e)/l.Width), l.Phases-1)
}

// Raw returns the value of the position with own to move against opp in
// 1/Scale disc.
func (l *Learned) Raw(own, opp uint64) int {
	var f [numActive]int32
	features(own, opp, &f)
	w := l.w[l.Phase(count(^(own | opp)))]
	s := 0
	for _, i := range f {
		s += int(w[i])
	}
	return s
}

// Discs returns the predicted final disc difference for own to move,
// rounded to a whole disc and kept within [−64, 64].
func (l *Learned) Discs(own, opp uint64) int {
	return min(64, max(-64, roundDiv(l.Raw(own, opp), Scale)))
}

// Evaluate returns the predicted final disc difference of position p for
// colour c, rounded and within [−64, 64].
func (l *Learned) Evaluate(p Position, c Color) int {
	if c == p.Turn {
		own, opp := p.mine()
		return l.Discs(own, opp)
	}
	own, opp := p.mine()
	return -l.Discs(own, opp)
}

// roundDiv divides rounding half away from zero.
func roundDiv(a, b int) int {
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}

//go:embed weights/eval.bin
var learnedData []byte

var (
	learnedOnce sync.Once
	learned     *Learned
	learnedErr  error
)

// LoadLearned returns the embedded trained evaluation (decoded once, then
// shared; it is never modified).
func LoadLearned() (*Learned, error) {
	learnedOnce.Do(func() {
		learned, learnedErr = DecodeLearned(learnedData)
		if learnedErr != nil {
			learnedErr = fmt.Errorf("the embedded learned evaluation: %w (run make train-eval)", learnedErr)
		}
	})
	return learned, learnedErr
}

// MustLearned is LoadLearned for callers that cannot report an error: the
// embedded weights are checked by the package's tests.
func MustLearned() *Learned {
	l, err := LoadLearned()
	if err != nil {
		panic(err)
	}
	return l
}

var errTruncated = errors.New("truncated weights")

// ActiveFeatures is the number of features of one position (the trainer's
// view of the model, see CanonicalFeatures).
const ActiveFeatures = numActive

// FeatureCount returns the size of one phase's weight table.
func FeatureCount() int { return numFeatures }

// CanonicalFeatures writes the canonical feature indices of position p
// (from the side to move's point of view) into f: the model's value is the
// sum of the phase's weights at these indices. A feature may appear more
// than once (two places with the same reading).
func CanonicalFeatures(p Position, f *[ActiveFeatures]int32) {
	own, opp := p.mine()
	features(own, opp, f)
	for i, x := range f {
		f[i] = canonical[x]
	}
}

// SetWeights sets phase p's weights from w, indexed by canonical feature
// index, in discs (rounded to 1/Scale and kept within int16; entries at
// non-canonical indices are ignored).
func (l *Learned) SetWeights(p int, w []float64) {
	t := l.w[p]
	for i := range t {
		c := canonical[i]
		t[i] = int16(max(math.MinInt16, min(math.MaxInt16, math.Round(w[c]*Scale))))
	}
}

// Weights returns phase p's weights in discs, indexed by canonical feature
// index (non-canonical entries hold their canonical weight too).
func (l *Learned) Weights(p int) []float64 {
	out := make([]float64, numFeatures)
	for i, v := range l.w[p] {
		out[i] = float64(v) / Scale
	}
	return out
}
