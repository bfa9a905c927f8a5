package npuzzlescreen

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"searchlab/core/games/all"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// newBuiltinTest is newTest with the registry's own catalogue (the
// anytime searches and their parameters).
func newBuiltinTest(t *testing.T) (*store.Store, *fakeSolver) {
	t.Helper()
	catalog, err := all.Builtin().Algorithms(ID)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeSolver{}
	clock := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	s := store.New(store.Deps{Games: []store.Game{Game(catalog)}, Solver: f, Now: func() time.Time { return clock },
		Unavailable: all.Builtin().Unavailable})
	return s, f
}

// Past 16 cells the screen offers the anytime search (issue 19 item 3),
// with the 5×5 pattern databases on a 5×5 board of a usual goal and linear
// conflict elsewhere, and says so; back on a small board it returns to the
// algorithm it replaced. A heuristic the user picked is kept, and an
// algorithm chosen on a big board stays.
func TestBigBoardsOfferAnytime(t *testing.T) {
	s, _ := newBuiltinTest(t)
	heur := func() string { return view(s).Params[BigBoardAlgorithm]["heuristic"] }
	if st := view(s); st.Algorithm != "astar" {
		t.Fatalf("3×3 starts with %s", st.Algorithm)
	}
	s.Dispatch(Resize{Rows: 4, Cols: 4})
	if st := view(s); st.Algorithm != "astar" {
		t.Fatalf("4×4: %s, want A* still", st.Algorithm)
	}
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	st := view(s)
	if st.Algorithm != BigBoardAlgorithm || heur() != "pdb" || !strings.Contains(st.Notice, "anytime") {
		t.Fatalf("5×5: %s with %q, notice %q; want %s with pdb, said", st.Algorithm, heur(), st.Notice, BigBoardAlgorithm)
	}
	if _, no := st.Refused(st.Algorithm, "heuristic", heur()); no {
		t.Errorf("5×5: the heuristic offered, %s, is refused", heur())
	}
	if req, err := st.Request(); err != nil || req.Algorithm != BigBoardAlgorithm || req.Params["heuristic"] != "pdb" {
		t.Errorf("5×5 request %+v, %v", req, err)
	}
	s.Dispatch(Resize{Rows: 8, Cols: 8})
	if st := view(s); st.Algorithm != BigBoardAlgorithm || heur() != "linear-conflict" {
		t.Fatalf("8×8: %s with %q, want linear conflict", st.Algorithm, heur())
	}
	if _, no := view(s).Refused(BigBoardAlgorithm, "heuristic", heur()); no {
		t.Errorf("8×8: linear conflict refused")
	}
	s.Dispatch(actions.SetParam{Name: "heuristic", Value: "manhattan"})
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	if heur() != "manhattan" {
		t.Errorf("the user's heuristic became %q", heur())
	}
	s.Dispatch(Resize{Rows: 3, Cols: 4})
	if st := view(s); st.Algorithm != "astar" {
		t.Errorf("back to 3×4: %s, want A* again", st.Algorithm)
	}
	// Chosen on a big board, an algorithm stays; ARA* (anytime) is kept
	// when the board grows.
	s.Dispatch(Resize{Rows: 6, Cols: 6})
	s.Dispatch(actions.SelectAlgorithm{ID: "wastar"})
	s.Dispatch(Resize{Rows: 7, Cols: 7})
	if st := view(s); st.Algorithm != "wastar" {
		t.Errorf("6×6 → 7×7 with weighted A* chosen: %s", st.Algorithm)
	}
	s.Dispatch(Resize{Rows: 3, Cols: 3})
	s.Dispatch(actions.SelectAlgorithm{ID: "ara"})
	s.Dispatch(Resize{Rows: 6, Cols: 6})
	if st := view(s); st.Algorithm != "ara" {
		t.Errorf("ARA* on a 6×6: %s", st.Algorithm)
	}
	// A saved 6×6 board loaded over a 3×3 one with A* chosen offers it too.
	s.Dispatch(SaveBoard{})
	s.Dispatch(Resize{Rows: 3, Cols: 3})
	s.Dispatch(actions.SelectAlgorithm{ID: "astar"})
	s.Dispatch(LoadBoard{Index: len(view(s).Saved) - 1})
	if st := view(s); st.Board.Len() != 36 || st.Algorithm != BigBoardAlgorithm || heur() != "linear-conflict" {
		t.Errorf("loaded %d cells: %s with %q", st.Board.Len(), st.Algorithm, heur())
	}
}

// The weight, step and width parameters show only for the algorithms they
// belong to: the catalogue declares them per algorithm (weighted A*: w;
// ARA*: w and step; BULB and beam: width), so no other form has them.
func TestAnytimeParamsOnlyWhereTheyApply(t *testing.T) {
	s, _ := newBuiltinTest(t)
	want := map[string][]string{"weight": {"wastar", "ara"}, "step": {"ara"}, "width": {"bulb", "beam"}, "widen": {"bulb"}} // catalogue order
	st := view(s)
	for name, algos := range want {
		var shown []string
		for _, a := range st.Catalog {
			if p, ok := a.Param(name); ok && st.Applies(a, p) {
				shown = append(shown, a.ID)
			}
		}
		if strings.Join(shown, ",") != strings.Join(algos, ",") {
			t.Errorf("%s shows for %v, want %v", name, shown, algos)
		}
	}
}

// A real anytime run's progress lines (BULB on a random 5×5 with linear
// conflict, solved by the API natively as the worker does) drive the
// screen's chart: one point per improvement, lengths falling, the bound
// and lower bound as the lines say, the final answer's length and bound
// last; the summary and the polylines follow.
func TestAnytimeChartFollowsProgress(t *testing.T) {
	s, f := newBuiltinTest(t)
	s.Dispatch(Resize{Rows: 5, Cols: 5})
	s.Dispatch(actions.SetParam{Name: "heuristic", Value: "linear-conflict"})
	s.Dispatch(actions.Run{})
	if len(f.requests) != 1 {
		t.Fatalf("%d requests", len(f.requests))
	}
	var req wire.Request
	if err := json.Unmarshal([]byte(f.requests[0]), &req); err != nil {
		t.Fatal(err)
	}
	if req.Algorithm != BigBoardAlgorithm {
		t.Fatalf("ran %s", req.Algorithm)
	}
	req.MaxNodes = 400_000
	var lines []string
	var bests []wire.Best
	res := all.Builtin().Solve(t.Context(), req, func(p wire.Progress) {
		b, _ := json.Marshal(wire.ProgressLine{Progress: p})
		lines = append(lines, string(b))
		if p.Best != nil && (len(bests) == 0 || bests[len(bests)-1].Length != p.Best.Length || bests[len(bests)-1].LowerBound != p.Best.LowerBound) {
			bests = append(bests, *p.Best)
		}
	})
	if res.Status != wire.StatusFound || len(bests) == 0 {
		t.Fatalf("BULB on %s: %s %s, %d improvements", req.Board, res.Status, res.Error, len(bests))
	}
	t.Logf("BULB on %s: %d progress lines, %d improvements, %d moves, bound %g", req.Board, len(lines), len(bests), res.Length, res.Bound)
	for _, l := range lines {
		f.onLine(l)
	}
	st := view(s)
	a := st.Anytime
	if a == nil || len(a.Points) != len(bests) {
		t.Fatalf("chart %+v, want the %d improvements", a, len(bests))
	}
	for i, p := range a.Points {
		if p != bests[i] {
			t.Errorf("point %d: %+v, want %+v", i, p, bests[i])
		}
		if i > 0 && p.Length > a.Points[i-1].Length {
			t.Errorf("point %d: length %d after %d", i, p.Length, a.Points[i-1].Length)
		}
		if p.Bound > 0 && (p.Bound < 1 || float64(p.Length) > p.Bound*p.LowerBound+1e-9) {
			t.Errorf("point %d: length %d, bound %g, lower bound %g", i, p.Length, p.Bound, p.LowerBound)
		}
	}
	if now := st.AnytimeNow(); now <= 0 {
		t.Errorf("running: now %g", now)
	}
	final, _ := json.Marshal(res)
	f.onLine(string(final))
	f.onEnd("")
	st = view(s)
	last, ok := st.Anytime.Last()
	if !ok || last.Length != res.Length || (res.Bound > 0 && last.Bound != res.Bound) {
		t.Errorf("after the end: last point %+v; the answer %d moves, bound %g", last, res.Length, res.Bound)
	}
	if st.Player.Len() != res.Length {
		t.Errorf("player holds %d moves, want %d", st.Player.Len(), res.Length)
	}
	sum := st.Anytime.Summary()
	if !strings.Contains(sum, store.Count(int64(res.Length), "move")) {
		t.Errorf("summary %q lacks the length %d", sum, res.Length)
	}
	c := st.Anytime.Chart(300, 100, 0)
	if c.TMax < res.Stats.ElapsedMS() {
		t.Errorf("the chart's time axis ends at %g ms, before the search did (%g ms)", c.TMax, res.Stats.ElapsedMS())
	}
	if c.Length == "" || c.Top < float64(bests[0].Length) || c.YMax < c.Top || c.Bottom > float64(res.Length) || c.YMin > c.Bottom || c.TMax <= 0 {
		t.Errorf("chart %+v", c)
	}
	if got := strings.Count(c.Length, ","); got != 2*len(st.Anytime.Points) {
		t.Errorf("length line has %d points, want %d (a step per improvement and the end)", got, 2*len(st.Anytime.Points))
	}
	// A new run starts a new chart.
	s.Dispatch(actions.Run{})
	if view(s).Anytime != nil {
		t.Error("a new run kept the last run's chart")
	}
}
