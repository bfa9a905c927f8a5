// Package opening draws the random openings of a match (core/tournament
// plays them with both colours). It is rules code only (moves drawn through
// adversarial.Game), so the Lab's page draws a match experiment's openings
// without linking any player.
package opening

import (
	"errors"
	"fmt"

	"searchlab/core/adversarial"
	"searchlab/core/search"
)

// Random draws n openings of g from start: each a random number of
// plies in [minPly, maxPly], every ply a uniformly random legal move, kept
// only when the position it reaches is not over and balanced(position)
// holds (nil: always). Each opening is then played twice in a match, once
// with each player moving first, which cancels most of whatever imbalance
// is left. Duplicates are allowed. It gives up with an error after 100·n
// rejected draws.
func Random[S comparable, M comparable](g adversarial.Game[S, M], start S, n, minPly, maxPly int,
	balanced func(S) bool, r search.Rand) ([][]M, error) {
	if minPly < 0 || maxPly < minPly {
		return nil, fmt.Errorf("opening plies: want 0 ≤ min ≤ max, got %d..%d", minPly, maxPly)
	}
	if r == nil {
		return nil, errors.New("openings need a random source")
	}
	var out [][]M
	var buf []M
	for tries := 0; len(out) < n; tries++ {
		if tries >= 100*max(n, 1) {
			return nil, fmt.Errorf("found only %d balanced openings of %d..%d plies in %d draws", len(out), minPly, maxPly, tries)
		}
		plies := minPly + r.IntN(maxPly-minPly+1)
		s, line := start, make([]M, 0, plies)
		for len(line) < plies && !g.Terminal(s) {
			m, ok := adversarial.RandomMove(g, s, r, buf)
			if !ok {
				break
			}
			s = g.Apply(s, m)
			line = append(line, m)
		}
		if len(line) < plies || g.Terminal(s) || (balanced != nil && !balanced(s)) {
			continue
		}
		out = append(out, line)
	}
	return out, nil
}
