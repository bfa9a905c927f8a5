// Command fitprobcut fits the Multi-ProbCut models of core/othello
// (probcut.go: v_d ≈ A·v_s + B, residual deviation Sigma, for every depth d
// and its shallow depth s = othello.ProbCutShallowDepth(d), for each game
// stage othello.ProbCutStage) from the
// engine's own searches, reproducibly from a seed: PVS at depth 2 plays
// itself from random openings, every -every-th position with -min to -max
// empties is kept, and each is searched with full-width PVS (no ProbCut)
// at every depth 1 … -depth; the pairs (v_s, v_d) are fitted by least
// squares. The data are regenerated, not stored; the output is the table
// to paste into probcut.go, with the number of pairs and the deviation by
// game stage for reference.
//
//	nice go run ./core/othello/cmd/fitprobcut -seed 1 -positions 400 -depth 11
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"searchlab/core/adversarial"
	"searchlab/core/othello"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the random openings")
	n := flag.Int("positions", 400, "number of positions")
	maxD := flag.Int("depth", 11, "deepest search depth fitted")
	minE := flag.Int("min", 14, "fewest empties of a kept position")
	maxE := flag.Int("max", 54, "most empties of a kept position")
	every := flag.Int("every", 5, "keep every n-th position of a game within the empties")
	flag.Parse()
	if *maxD < 3 || *n < 2 || *minE > *maxE || *every < 1 {
		fmt.Fprintln(os.Stderr, "fitprobcut: need -depth ≥ 3, -positions ≥ 2, -min ≤ -max, -every ≥ 1")
		os.Exit(2)
	}
	t0 := time.Now()
	ps := positions(*seed, *n, *minE, *maxE, *every)
	vals := make([][]float64, len(ps)) // vals[i][d]: PVS value of depth d
	for i, p := range ps {
		vals[i] = make([]float64, *maxD+1)
		for d := 1; d <= *maxD; d++ {
			s := othello.NewPVS(p, adversarial.Options[othello.Position, othello.Move]{}, othello.PVSParams{Depth: d, Ordering: true, TT: true, Deepening: true})
			adversarial.Solve[othello.Move](s)
			v, _ := s.Discs()
			vals[i][d] = float64(v)
		}
		fmt.Fprintf(os.Stderr, "\rsearched %d/%d", i+1, len(ps))
	}
	fmt.Fprintf(os.Stderr, "\n%d positions in %v\n", len(ps), time.Since(t0).Round(time.Second))
	fmt.Printf("// fitprobcut -seed %d -positions %d -depth %d -min %d -max %d -every %d\n", *seed, *n, *maxD, *minE, *maxE, *every)
	for d := 3; d <= *maxD; d++ {
		s := othello.ProbCutShallowDepth(d)
		var stage [othello.ProbCutStages][2][]float64
		for i, p := range ps {
			k := othello.ProbCutStage(p.Empties())
			stage[k][0], stage[k][1] = append(stage[k][0], vals[i][s]), append(stage[k][1], vals[i][d])
		}
		fmt.Printf("\t%d: { // s=%d; pairs by stage:", d, s)
		for _, st := range stage {
			fmt.Printf(" %d", len(st[0]))
		}
		fmt.Printf("\n\t\t")
		for k, st := range stage {
			a, b, sigma := fit(st[0], st[1])
			if k > 0 {
				fmt.Print(" ")
			}
			fmt.Printf("{%.3f, %.3f, %.3f},", a, b, sigma)
		}
		fmt.Println("\n\t},")
	}
}

// fit is the least-squares line y ≈ a·x + b and the residuals' deviation.
func fit(xs, ys []float64) (a, b, sigma float64) {
	n := float64(len(xs))
	if n < 3 {
		return 1, 0, math.NaN()
	}
	var sx, sy, sxx, sxy float64
	for i := range xs {
		sx, sy, sxx, sxy = sx+xs[i], sy+ys[i], sxx+xs[i]*xs[i], sxy+xs[i]*ys[i]
	}
	den := n*sxx - sx*sx
	a = 1
	if den != 0 {
		a = (n*sxy - sx*sy) / den
	}
	b = (sy - a*sx) / n
	var ss float64
	for i := range xs {
		r := ys[i] - a*xs[i] - b
		ss += r * r
	}
	return a, b, math.Sqrt(ss / (n - 2))
}

// positions plays PVS depth-2 games from random openings (6 plies) and
// keeps every every-th position with minE..maxE empties, n in all.
func positions(seed uint64, n, minE, maxE, every int) []othello.Position {
	r := rand.New(rand.NewPCG(seed, 0x9c07))
	var out []othello.Position
	for len(out) < n {
		p := othello.Start()
		for range 6 {
			m, _ := othello.Game{}.RandomMove(p, r)
			p = p.Apply(m)
		}
		k := r.IntN(every)
		for !p.Over() && len(out) < n {
			if e := p.Empties(); e >= minE && e <= maxE && !p.MustPass() {
				if k%every == 0 {
					out = append(out, p)
				}
				k++
			}
			s := othello.NewPVS(p, adversarial.Options[othello.Position, othello.Move]{}, othello.PVSParams{Depth: 2, Ordering: true, TT: true, Deepening: true})
			p = p.Apply(adversarial.Solve[othello.Move](s).BestMove)
		}
	}
	return out
}
