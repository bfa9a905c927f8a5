// Command trainbt makes the training data of the Othello Bradley–Terry move
// models and trains them, reproducibly from a seed: the project's
// alpha-beta plays itself from random openings, every fifth game is held
// out, and both feature sets (btmodel.Buro and btmodel.Optimised) are fitted
// by MM (core/bradleyterry) on the rest. It writes the γ tables that
// core/othello/btmodel embeds, the game records, and a JSON report with the
// training set size, log-likelihood and prediction rate of each set.
//
//	go run ./core/othello/cmd/trainbt -seed 1 -games 300 -depth 4 -out core/othello/btmodel/tables
//
// (make train-bt runs exactly this.)
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"searchlab/core/bradleyterry"
	"searchlab/core/othello"
	"searchlab/core/othello/btmodel"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the random openings")
	games := flag.Int("games", 300, "number of self-play games")
	depth := flag.Int("depth", 4, "alpha-beta search depth (plies) of the self-play games")
	minOp := flag.Int("min-opening", 4, "fewest random opening plies")
	maxOp := flag.Int("max-opening", 8, "most random opening plies")
	holdout := flag.Int("holdout", 5, "every n-th game is held out for testing")
	parallel := flag.Int("parallel", 2, "games played at once")
	out := flag.String("out", "core/othello/btmodel/tables", "folder for the γ tables, games.txt and report.json")
	ablation := flag.Bool("ablation", false, "also train the optimised set without each feature group (and the pattern with each group alone) and add the held-out figures to the report")
	flag.Parse()
	if err := run(*seed, *games, *depth, *minOp, *maxOp, *holdout, *parallel, *out, *ablation); err != nil {
		fmt.Fprintln(os.Stderr, "trainbt:", err)
		os.Exit(1)
	}
}

func run(seed uint64, games, depth, minOp, maxOp, holdout, parallel int, out string, ablation bool) error {
	if holdout < 2 {
		return fmt.Errorf("-holdout must be at least 2, got %d", holdout)
	}
	t0 := time.Now()
	recs, err := btmodel.SelfPlay(context.Background(), btmodel.GenOptions{
		Games: games, Depth: depth, MinOpening: minOp, MaxOpening: maxOp, Seed: seed, Parallel: parallel,
		Progress: func(done, total int) { fmt.Fprintf(os.Stderr, "\rself-play %d/%d", done, total) },
	})
	fmt.Fprintln(os.Stderr)
	if err != nil {
		return err
	}
	genTime := time.Since(t0)
	var train, test []btmodel.Record
	var lines strings.Builder
	for i, r := range recs {
		if i%holdout == 0 {
			test = append(test, r)
		} else {
			train = append(train, r)
		}
		fmt.Fprintf(&lines, "%d %s\n", r.Opening, othello.FormatRecord(r.Moves))
	}
	if err := os.WriteFile(filepath.Join(out, "games.txt"), []byte(lines.String()), 0o644); err != nil {
		return err
	}
	type report struct {
		Command     string                `json:"command"`
		SelfPlayMS  int64                 `json:"self_play_ms"`
		Sets        []btmodel.Report      `json:"sets"`
		Ablation    []btmodel.AblationRow `json:"ablation,omitempty"`
		Description string                `json:"description"`
	}
	rep := report{
		Command: fmt.Sprintf("go run ./core/othello/cmd/trainbt -seed %d -games %d -depth %d -min-opening %d -max-opening %d -holdout %d -out %s",
			seed, games, depth, minOp, maxOp, holdout, out),
		SelfPlayMS: genTime.Milliseconds(),
		Description: fmt.Sprintf("alpha-beta (ordering, TT, iterative deepening, full evaluation ladder) to depth %d against itself from random openings of %d-%d plies; every %d-th game held out",
			depth, minOp, maxOp, holdout),
	}
	for _, set := range []btmodel.Set{btmodel.Buro, btmodel.Optimised} {
		m, r, err := btmodel.TrainSet(set, train, test, bradleyterry.TrainOptions{MaxIterations: 500})
		if err != nil {
			return fmt.Errorf("%s: %w", set, err)
		}
		if err := os.WriteFile(filepath.Join(out, set.String()+".gamma"), btmodel.Encode(set, m), 0o644); err != nil {
			return err
		}
		rep.Sets = append(rep.Sets, r)
	}
	if ablation {
		rows, err := btmodel.Ablation(train, test, bradleyterry.TrainOptions{MaxIterations: 500})
		if err != nil {
			return err
		}
		rep.Ablation = rows
		rep.Command += " -ablation"
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	if err := os.WriteFile(filepath.Join(out, "report.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Println(string(js))
	return nil
}
