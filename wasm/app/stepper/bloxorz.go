package stepper

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/api"
	"searchlab/core/bloxorz"
	"searchlab/core/search"
	"searchlab/wasm/app/store"
)

// newBloxorz steps a Bloxorz search (any algorithm api.NewObservedStepper
// builds: the systematic and local ones; the genetic algorithm's Bloxorz
// fitness and MCTS run in the worker only). States are shown as
// BloxorzStateText writes them.
func newBloxorz(job api.Job) (store.StepSession, error) {
	if job.Algo.ID == api.AlgoGenetic || job.Algo.ID == api.AlgoMCTS {
		return nil, fmt.Errorf("%s runs in the worker only on Bloxorz", job.Algo.Name)
	}
	l, err := bloxorzLevel(job.Board)
	if err != nil {
		return nil, err
	}
	costing := bloxorz.SwapsFree
	if job.Values.String("costing") == "counted" {
		costing = bloxorz.SwapsCounted
	}
	p := bloxorz.NewProblem(l, costing)
	s := &session[bloxorz.State, bloxorz.Move]{text: func(x bloxorz.State) string { return BloxorzStateText(l, x) }}
	s.view.Algorithm = job.Algo.Name
	st, err := api.NewObservedStepper(job, search.Problem[bloxorz.State, bloxorz.Move](p), s.observe)
	if err != nil {
		return nil, err
	}
	s.st = st
	s.view.State = BloxorzStateText(l, p.Initial())
	return s, nil
}

// bloxorzLevel reads classic:N or a level text.
func bloxorzLevel(board string) (*bloxorz.Level, error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(board), "classic:"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil {
			return nil, fmt.Errorf("%q names no classic stage", board)
		}
		return bloxorz.Classic(n)
	}
	return bloxorz.Parse(board)
}

// BloxorzStateText writes a Bloxorz state as its pose and the cells it
// covers, e.g. "standing 3,3", "lying-x 4,3 5,3", "split 4,4 10,1" (for a
// split, the controlled or first cube first); the board draws it back with
// store.ParseBloxorzStateText.
func BloxorzStateText(l *bloxorz.Level, s bloxorz.State) string {
	parts := []string{s.Pose.String()}
	for _, c := range l.Cells(s) {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}
