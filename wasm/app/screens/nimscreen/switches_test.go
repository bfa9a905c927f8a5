package nimscreen

import (
	"math"
	"testing"
	"time"

	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// nimAsk has the AI search the current position (hints mode: the AI's
// move is a suggestion played for the side to move) and returns the
// request and the reply.
func nimAsk(t *testing.T, s *store.Store, f *registrySolver) (wire.Request, *Reply) {
	t.Helper()
	before := len(f.Requests)
	s.Dispatch(AIMove{})
	if len(f.Requests) != before+1 {
		t.Fatalf("no solve request (%d before, %d after): %s", before, len(f.Requests), nimOf(s).Message)
	}
	r := nimOf(s).Reply
	if r == nil {
		t.Fatalf("no reply: %s", nimOf(s).Message)
	}
	return f.Requests[len(f.Requests)-1], r
}

func paramBool(t *testing.T, req wire.Request, k string) bool {
	t.Helper()
	v, ok := req.Params[k].(bool)
	if !ok {
		t.Fatalf("request params %v: %q is not a bool", req.Params, k)
	}
	return v
}

// The AI's switches reach the solver, and their effect shows in the
// reply's statistics: alpha-beta without its table searches more nodes,
// and on 7 6 8 5 9 5 runs into a node budget the table-backed search
// stays well inside.
func TestNimSwitchesInRequest(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "3 4 5"})
	req, on := nimAsk(t, s, f)
	if !paramBool(t, req, "ordering") || !paramBool(t, req, "tt") || paramBool(t, req, "deepening") {
		t.Errorf("default alpha-beta params %v: want ordering and tt on, deepening off", req.Params)
	}
	def := DefaultSwitches()
	s.Dispatch(NewGame{})
	off := def
	off.TT = false
	s.Dispatch(SetSwitches{Switches: off})
	req, noTT := nimAsk(t, s, f)
	if paramBool(t, req, "tt") || !paramBool(t, req, "ordering") {
		t.Errorf("TT off: params %v", req.Params)
	}
	if noTT.Switches.TT || noTT.Tree.TTHits != 0 || on.Tree.TTHits == 0 || noTT.Tree.Nodes <= on.Tree.Nodes || noTT.Move != on.Move && noTT.Value != on.Value {
		t.Errorf("3 4 5: TT on %d nodes %d hits, off %d nodes %d hits (switches %+v); want more nodes, no hits, the same value",
			on.Tree.Nodes, on.Tree.TTHits, noTT.Tree.Nodes, noTT.Tree.TTHits, noTT.Switches)
	}
	if !noTT.Proven || noTT.Value != on.Value {
		t.Errorf("values differ: TT on %v, off %v (proven %v)", on.Value, noTT.Value, noTT.Proven)
	}

	// The example: the table keeps it to tens of thousands of
	// nodes; without it the budget stops the search honestly.
	s.Dispatch(SetCandidates{On: false})
	s.Dispatch(SetAI{Algorithm: registry.AlgoAlphaBeta, MaxNodes: 300_000})
	s.Dispatch(SetSwitches{Switches: def})
	s.Dispatch(NewGame{Board: "7 6 8 5 9 5"})
	_, big := nimAsk(t, s, f)
	if big.Status != "found" || !big.Proven {
		t.Fatalf("7 6 8 5 9 5 with TT: status %s proven %v", big.Status, big.Proven)
	}
	s.Dispatch(NewGame{})
	s.Dispatch(SetSwitches{Switches: off})
	_, bigOff := nimAsk(t, s, f)
	if bigOff.Status != "budget_exceeded" || bigOff.Stats.Expanded < big.Stats.Expanded {
		t.Errorf("7 6 8 5 9 5 without TT: status %s, %d nodes (with TT %d); want budget_exceeded", bigOff.Status, bigOff.Stats.Expanded, big.Stats.Expanded)
	}

	// Minimax sends tt only; MCTS sends c and solver.
	s.Dispatch(SetAI{Algorithm: registry.AlgoMinimax})
	s.Dispatch(NewGame{Board: "1 2 3"})
	req, _ = nimAsk(t, s, f)
	if _, has := req.Params["ordering"]; has || paramBool(t, req, "tt") {
		t.Errorf("minimax with TT off: params %v", req.Params)
	}
	mc := def
	mc.C, mc.Solver = 0.5, false
	s.Dispatch(SetAI{Algorithm: registry.AlgoMCTS, Iterations: 500})
	s.Dispatch(SetSwitches{Switches: mc})
	s.Dispatch(NewGame{})
	req, r := nimAsk(t, s, f)
	if c, _ := req.Params["c"].(float64); c != 0.5 || paramBool(t, req, "solver") {
		t.Errorf("MCTS params %v: want c 0.5, solver false", req.Params)
	}
	if r.Status != "found" || r.Tree.Playouts != 500 {
		t.Errorf("MCTS without the solver stops at its 500 playouts: status %s playouts %d", r.Status, r.Tree.Playouts)
	}

	// A bad C is refused and changes nothing.
	bad := mc
	bad.C = math.NaN()
	s.Dispatch(SetSwitches{Switches: bad})
	if n := nimOf(s); !n.Bad || n.Switches != mc {
		t.Errorf("C = NaN accepted: %+v (%s)", n.Switches, n.Message)
	}
}

// In AI vs AI each side searches with its own switches.
func TestNimSwitchesAIvsAI(t *testing.T) {
	s, f := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	s.Dispatch(NewGame{Board: "3 4 5"})
	w2 := DefaultSwitches()
	w2.Ordering, w2.Deepening = false, true
	s.Dispatch(SetSwitches{Second: true, Switches: w2})
	req1, r1 := nimAsk(t, s, f)
	req2, r2 := nimAsk(t, s, f)
	if !paramBool(t, req1, "ordering") || paramBool(t, req1, "deepening") || paramBool(t, req2, "ordering") || !paramBool(t, req2, "deepening") {
		t.Errorf("AI 1 params %v, AI 2 params %v", req1.Params, req2.Params)
	}
	if r1.Switches != DefaultSwitches() || r2.Switches != w2 {
		t.Errorf("replies record switches %+v and %+v", r1.Switches, r2.Switches)
	}
}

// The switches survive a share link and a reload; links and saved copies
// made before the switches existed get the API's defaults.
func TestNimSwitchesShareAndPersist(t *testing.T) {
	mem := memStorage{}
	mk := func() *store.Store {
		s := store.New(store.Deps{Games: testGames,
			Solver: &registrySolver{}, Storage: mem, Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
		s.Dispatch(actions.SelectGame{ID: "nim"})
		return s
	}
	s := mk()
	s.Dispatch(SetMode{Mode: ModeAIvAI})
	s.Dispatch(SetAlgorithm2{Algorithm: registry.AlgoMCTS})
	w1 := Switches{Ordering: false, TT: false, Deepening: true, C: math.Sqrt2, Solver: true}
	w2 := Switches{Ordering: true, TT: true, C: 0.25, Solver: false}
	s.Dispatch(SetSwitches{Switches: w1})
	s.Dispatch(SetSwitches{Second: true, Switches: w2})

	got := nimOf(mk())
	if got.Switches != w1 || got.Switches2 != w2 {
		t.Errorf("reload: switches %+v / %+v, want %+v / %+v", got.Switches, got.Switches2, w1, w2)
	}

	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newNimTest(t)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	st := s2.State()
	if n := nimOf(s2); n.Switches != w1 || n.Switches2 != w2 || st.Notice.Kind == actions.NoticeError {
		t.Errorf("link: switches %+v / %+v, want %+v / %+v (notice %q)", n.Switches, n.Switches2, w1, w2, st.Notice.Text)
	}

	// Old saved copy: no switches.
	mem[KeyNim] = `{"variant":"nim","rule":"normal","start":"3 4 5","mode":"ai","algorithm":"alphabeta","candidates":true}`
	if got := nimOf(mk()); got.Switches != DefaultSwitches() || got.Switches2 != DefaultSwitches() || got.Algorithm != "alphabeta" {
		t.Errorf("old saved copy: switches %+v / %+v, want the defaults", got.Switches, got.Switches2)
	}
	// Old link: no switch keys.
	var bad []string
	if w := nimParseSwitches(map[string]string{"rule": "normal", "variant": "nim", "depth": "0"}, "", &bad); w != DefaultSwitches() || len(bad) != 0 {
		t.Errorf("old link: switches %+v, problems %v", w, bad)
	}
	if nimParseSwitches(map[string]string{"tt": "maybe", "c": "-1"}, "", &bad); len(bad) != 2 {
		t.Errorf("bad link values reported as %v, want two problems", bad)
	}
}
