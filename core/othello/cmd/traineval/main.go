// Command traineval trains the learned evaluation of core/othello from
// self-play, reproducibly from a seed (core/othello/evaltrain): rounds of
// self-play games and ridge regression, each round playing with the
// previous round's evaluation. It writes the weights that core/othello
// embeds (weights/eval.bin) and a JSON report with every round's data,
// CPU time, held-out errors and matches.
//
//	go run ./core/othello/cmd/traineval -seed 1 -out core/othello/weights/eval.bin -report docs/othello-eval.json
//
// (make train-eval runs exactly this; docs/othello-eval.md describes the
// data, the choices and the learning curve.)
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"searchlab/core/othello/evaltrain"
)

func main() {
	o := evaltrain.TrainOptions{}
	flag.Uint64Var(&o.Seed, "seed", 1, "seed of the self-play games and of the matches' openings")
	rounds := flag.String("rounds", "0:8000,2:8000,3:12000,4:12000", "rounds as depth:games, comma separated (depth 0: random play; the first round must be one)")
	flag.IntVar(&o.MinRandom, "min-random", 0, "fewest random opening plies")
	flag.IntVar(&o.MaxRandom, "max-random", 12, "most random opening plies")
	flag.IntVar(&o.ExactEmpties, "exact", 14, "perfect play from this many empties")
	flag.IntVar(&o.HoldOut, "holdout", 10, "every n-th game of a round is held out")
	flag.IntVar(&o.Keep, "keep", 0, "fit on the last n rounds' samples only (0: all)")
	flag.IntVar(&o.Fit.Phases, "phases", 15, "game phases (weight sets)")
	flag.IntVar(&o.Fit.Width, "width", 4, "empties per phase")
	flag.IntVar(&o.Fit.Overlap, "overlap", 2, "empties outside its range a phase is also fitted on")
	flag.Float64Var(&o.Fit.Lambda, "lambda", 2, "ridge penalty")
	flag.IntVar(&o.Fit.Iterations, "iterations", 60, "conjugate-gradient iterations per phase")
	flag.IntVar(&o.MatchGames, "match", 40, "games of each round's match against the previous round and the ladder (0: none)")
	flag.IntVar(&o.MatchDepth, "match-depth", 4, "search depth of those matches")
	flag.IntVar(&o.Parallel, "parallel", 2, "goroutines (the result does not depend on it)")
	out := flag.String("out", "core/othello/weights/eval.bin", "weights file to write")
	report := flag.String("report", "", "JSON report to write (optional)")
	flag.Parse()
	var err error
	if o.Rounds, err = parseRounds(*rounds); err != nil {
		fail(err)
	}
	o.Log = func(format string, a ...any) { fmt.Fprintf(os.Stderr, format+"\n", a...) }
	t0 := time.Now()
	res, err := evaltrain.Train(context.Background(), o)
	if err != nil {
		fail(err)
	}
	data := res.Eval.Encode()
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s (%d bytes) in %v\n", *out, len(data), time.Since(t0).Round(time.Second))
	if *report != "" {
		type curve struct {
			Round    int              `json:"round"`
			Final    evaltrain.Errors `json:"final_test"`
			FinalExa evaltrain.Errors `json:"final_test_exact"`
		}
		rep := struct {
			Command string                  `json:"command"`
			Bytes   int                     `json:"weights_bytes"`
			Rounds  []evaltrain.RoundReport `json:"rounds"`
			Curve   []curve                 `json:"curve"`
		}{Command: "go run ./core/othello/cmd/traineval " + strings.Join(os.Args[1:], " "), Bytes: len(data), Rounds: res.Rounds}
		exact := evaltrain.ExactOnly(res.Test)
		for i, l := range res.Evals {
			rep.Curve = append(rep.Curve, curve{Round: i + 1, Final: evaltrain.Measure(l, res.Test), FinalExa: evaltrain.Measure(l, exact)})
		}
		js, _ := json.MarshalIndent(rep, "", "  ")
		if err := os.WriteFile(*report, append(js, '\n'), 0o644); err != nil {
			fail(err)
		}
	}
}

func parseRounds(s string) ([]evaltrain.Round, error) {
	var out []evaltrain.Round
	for _, part := range strings.Split(s, ",") {
		d, g, ok := strings.Cut(strings.TrimSpace(part), ":")
		depth, err1 := strconv.Atoi(d)
		games, err2 := strconv.Atoi(g)
		if !ok || err1 != nil || err2 != nil || depth < 0 || games < 1 {
			return nil, fmt.Errorf("round %q: want depth:games, e.g. 3:10000", part)
		}
		out = append(out, evaltrain.Round{Depth: depth, Games: games})
	}
	return out, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "traineval:", err)
	os.Exit(1)
}
