package othelloscreen

import (
	"context"
	"encoding/json"
	"math/rand"
	"strings"
	"testing"

	"searchlab/core/games/all"
	"searchlab/core/games/othellogame"
	"searchlab/core/othello"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// randomGame plays seeded random legal moves from the opening to the end
// and returns the transcript and the final position.
func randomGame(seed int64) (string, othello.Position) {
	r := rand.New(rand.NewSource(seed))
	p := othello.Start()
	var ms []othello.Move
	for !p.Over() {
		if p.MustPass() {
			p = p.Apply(othello.Pass)
			continue
		}
		legal := p.Moves(nil)
		m := legal[r.Intn(len(legal))]
		ms = append(ms, m)
		p = p.Apply(m)
	}
	return othello.FormatRecord(ms), p
}

// An imported game is valued position by position in the worker: one
// request per position that is not over and not a forced pass, each for
// the position the rules reach; every point is the solver's own value of
// that position turned to Black's side (cross-checked by solving the
// request again), and the final position's point is its exact disc
// difference.
func TestImportValuesEveryPosition(t *testing.T) {
	s, f := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(SetHintPlayer{Player: Player{Algo: "alphabeta", Params: map[string]string{"depth": "2"}}})
	rec, final := randomGame(7)
	f.Requests = nil
	s.Dispatch(Import{Record: rec})
	st := stateOf(s)
	if !st.Job.Idle() || st.Analysis == nil || !st.Analysis.Over || st.Analysis.Stopped {
		t.Fatalf("after the import: job %q analysis %+v", st.Job.Purpose(), st.Analysis)
	}
	an := st.Analysis
	if len(f.Requests) != an.Total() || an.Valued != an.Total() || len(an.Failed) != 0 {
		t.Fatalf("%d requests, analysis %+v", len(f.Requests), an)
	}
	// Which plies need a search, through the rules.
	pos := othello.Start()
	positions := []othello.Position{pos}
	for _, m := range st.Moves {
		mv, err := othello.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		pos = pos.Apply(mv)
		positions = append(positions, pos)
	}
	var want []int
	for ply, p := range positions {
		if !p.Over() && !p.MustPass() {
			want = append(want, ply)
		}
	}
	if len(want) != an.Total() {
		t.Fatalf("asked for %d positions, the rules give %d", an.Total(), len(want))
	}
	evals := map[int]Eval{}
	for _, e := range st.Evals {
		evals[e.Ply] = e
	}
	for i, ply := range want {
		req := f.Requests[i]
		if req.Board != positions[ply].String() || req.Algorithm != "alphabeta" {
			t.Fatalf("request %d: %s %q, want the position after move %d %q", i, req.Algorithm, req.Board, ply, positions[ply].String())
		}
		e, ok := evals[ply]
		if !ok {
			t.Fatalf("no point after move %d", ply)
		}
		again, err := wire.DecodeRequest(strings.NewReader(mustJSON(t, req)))
		if err != nil {
			t.Fatal(err)
		}
		w := all.Builtin().Solve(context.Background(), again, nil)
		v := w.TwoPlayerResult.Value
		if positions[ply].Turn == othello.White {
			v = -v
		}
		if e.Value != v || e.Kind != w.ValueKind {
			t.Errorf("after move %d: point %v %s, the solver says %v %s for Black", ply, e.Value, e.Kind, v, w.ValueKind)
		}
	}
	last, ok := evals[len(st.Moves)]
	if !ok || !last.Exact || last.Kind != othellogame.ValueDiscs || last.Value != float64(final.Score(othello.Black)) {
		t.Errorf("final point %+v, want the exact disc difference %d", last, final.Score(othello.Black))
	}
	if !strings.Contains(st.Message, "valued") || st.Bad {
		t.Errorf("message %q bad %v", st.Message, st.Bad)
	}
}

// Stop ends the valuing at once and keeps the points so far; the summary
// says how many; a person's move during it stops it too.
func TestImportAnalysisStops(t *testing.T) {
	s, f := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(SetHintPlayer{Player: Player{Algo: "alphabeta", Params: map[string]string{"depth": "1"}}})
	f.Hold = true
	s.Dispatch(Import{Record: "f5d6c3d3c4f4f6"})
	st := stateOf(s)
	if !st.Job.Is(store.ForAnalysis) || st.Analysis == nil || st.Analysis.Total() != 8 || f.Pending() != 1 {
		t.Fatalf("job %q analysis %+v pending %d", st.Job.Purpose(), st.Analysis, f.Pending())
	}
	f.Release() // the first position's answer; the second is asked for and held
	f.Release()
	if st = stateOf(s); st.Analysis.Done != 2 || len(st.Evals) != 2 || f.Pending() != 1 {
		t.Fatalf("after two answers: done %d points %d pending %d", st.Analysis.Done, len(st.Evals), f.Pending())
	}
	s.Dispatch(actions.Stop{})
	st = stateOf(s)
	if !st.Job.Idle() || !st.Analysis.Stopped || f.Pending() != 0 || len(st.Evals) != 2 {
		t.Fatalf("after Stop: job %q analysis %+v pending %d points %d", st.Job.Purpose(), st.Analysis, f.Pending(), len(st.Evals))
	}
	if !strings.Contains(st.Message, "Stopped") || !strings.Contains(st.Message, "2 of the game's 8 positions") {
		t.Errorf("message %q", st.Message)
	}

	s.Dispatch(Import{Record: "f5d6c3"})
	if st = stateOf(s); !st.Job.Is(store.ForAnalysis) {
		t.Fatalf("second import: job %q", st.Job.Purpose())
	}
	s.Dispatch(Play{Square: st.legalName(t)})
	if st = stateOf(s); !st.Job.Idle() || f.Pending() != 0 || len(st.Moves) != 4 {
		t.Errorf("a move during the valuing: job %q pending %d moves %v", st.Job.Purpose(), f.Pending(), st.Moves)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A shared link's game is valued like an imported one; a link without
// moves asks for nothing.
func TestSharedGameIsValued(t *testing.T) {
	s, _ := newTest(t, nil)
	twoPeople(s)
	s.Dispatch(SetHintPlayer{Player: Player{Algo: "alphabeta", Params: map[string]string{"depth": "1"}}})
	s.Dispatch(NewGame{})
	empty, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s.Dispatch(Import{Record: "f5d6c3d3c4"})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}

	s2, _ := newTest(t, nil)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := stateOf(s2)
	if st.Analysis == nil || !st.Analysis.Over || st.Analysis.Valued != 6 || len(st.Evals) != 6 || !st.Job.Idle() {
		t.Fatalf("shared game: analysis %+v, %d points, job %q", st.Analysis, len(st.Evals), st.Job.Purpose())
	}
	if !strings.Contains(st.Message, "valued 6 of the game's 6 positions") {
		t.Errorf("message %q", st.Message)
	}
	s3, f3 := newTest(t, nil)
	s3.Dispatch(actions.OpenLink{Fragment: "#" + empty})
	if st := stateOf(s3); st.Analysis != nil || len(f3.Requests) != 0 {
		t.Errorf("a link without moves: analysis %+v, %d requests", st.Analysis, len(f3.Requests))
	}
}
