// Command traineval trains the learned evaluation of core/othello from
// self-play, reproducibly from a seed (core/othello/evaltrain), writes the
// weights that core/othello embeds (weights/eval.bin) and a JSON report.
//
// Two methods, compared in docs/othello-eval.md:
//
//   - td (the default, what make train-eval runs): temporal-difference
//     learning from one-ply self-play, then the learning curve: held-out
//     errors and matches of each checkpoint against the previous one and
//     against the evaluation ladder.
//     go run ./core/othello/cmd/traineval -seed 1 -out core/othello/weights/eval.bin -report docs/othello-eval.json
//   - regression: rounds of self-play games with a principal-variation
//     search and ridge regression on the games' results (or λ-returns).
//     go run ./core/othello/cmd/traineval -method regression -rounds 0:2000,2:16000 -out /tmp/eval.bin
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
	method := flag.String("method", "td", "td or regression")
	seed := flag.Uint64("seed", 1, "seed of the self-play games and of the matches' openings")
	out := flag.String("out", "core/othello/weights/eval.bin", "weights file to write")
	report := flag.String("report", "", "JSON report to write (optional)")
	parallel := flag.Int("parallel", 2, "goroutines for the test games and matches (the result does not depend on it)")
	phases := flag.Int("phases", 15, "game phases (weight sets)")
	width := flag.Int("width", 4, "empties per phase")
	exact := flag.Int("exact", 8, "td: exact values and perfect play from this many empties; regression: perfect play from this many empties")
	maxRandom := flag.Int("max-random", 12, "most random opening plies")
	matchGames := flag.Int("match", 40, "games of each match against the previous checkpoint (round) and the ladder (0: none)")
	matchDepth := flag.Int("match-depth", 4, "search depth of those matches")
	// td
	games := flag.Int("games", 2_400_000, "td: self-play games")
	alpha := flag.Float64("alpha", 0.003, "td: learning rate at the start (per feature occurrence)")
	alphaEnd := flag.Float64("alpha-end", 0.0005, "td: learning rate at the end")
	eps := flag.Float64("epsilon", 0.1, "td: probability of a random move")
	checkpoints := flag.Int("checkpoints", 8, "td: points of the learning curve")
	testGames := flag.Int("test-games", 400, "td: held-out games for the curve")
	testDepth := flag.Int("test-depth", 4, "td: search depth of the held-out games")
	testExact := flag.Int("test-exact", 16, "td: perfect play from this many empties in the held-out games")
	// regression
	rounds := flag.String("rounds", "0:2000,2:16000", "regression: rounds as depth:games (depth 0: random play; the first round must be one)")
	lambda := flag.Float64("lambda", 1, "regression: λ of the targets (1: the games' results)")
	ridge := flag.Float64("ridge", 10, "regression: ridge penalty")
	flag.Parse()
	logf := func(format string, a ...any) { fmt.Fprintf(os.Stderr, format+"\n", a...) }
	t0 := time.Now()
	var rep any
	var data []byte
	switch *method {
	case "td":
		o := evaltrain.TDTrainOptions{
			TD: evaltrain.TDOptions{Games: *games, Seed: *seed, Alpha: *alpha, AlphaEnd: *alphaEnd, Epsilon: *eps,
				MaxRandom: *maxRandom, ExactEmpties: *exact, Phases: *phases, Width: *width},
			Checkpoints: *checkpoints, TestGames: *testGames, TestDepth: *testDepth, TestExact: *testExact,
			MatchGames: *matchGames, MatchDepth: *matchDepth, Parallel: *parallel, Log: logf,
		}
		res, err := evaltrain.TrainTD(context.Background(), o)
		if err != nil {
			fail(err)
		}
		data = res.Eval.Encode()
		rep = res
	case "regression":
		o := evaltrain.TrainOptions{Seed: *seed, MaxRandom: *maxRandom, ExactEmpties: *exact, HoldOut: 10, Lambda: *lambda,
			Fit:        evaltrain.FitOptions{Phases: *phases, Width: *width, Overlap: *width / 2, Lambda: *ridge, Iterations: 60},
			MatchGames: *matchGames, MatchDepth: *matchDepth, Parallel: *parallel, Log: logf}
		var err error
		if o.Rounds, err = parseRounds(*rounds); err != nil {
			fail(err)
		}
		res, err := evaltrain.Train(context.Background(), o)
		if err != nil {
			fail(err)
		}
		data = res.Eval.Encode()
		rep = res.Rounds
	default:
		fail(fmt.Errorf("unknown method %q (want td or regression)", *method))
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fail(err)
	}
	logf("wrote %s (%d bytes) in %v", *out, len(data), time.Since(t0).Round(time.Second))
	if *report != "" {
		js, _ := json.MarshalIndent(struct {
			Command string `json:"command"`
			Bytes   int    `json:"weights_bytes"`
			Report  any    `json:"report"`
		}{"go run ./core/othello/cmd/traineval " + strings.Join(os.Args[1:], " "), len(data), rep}, "", "  ")
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
