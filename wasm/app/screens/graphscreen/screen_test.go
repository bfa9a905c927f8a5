package graphscreen

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"searchlab/core/graph"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/store/storetest"
)

type memStorage map[string]string

func (m memStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Save(k, v string) error       { m[k] = v; return nil }

// newTest is a store with the graph screen shown, the registry's graph
// catalogue, a solver that answers with the registry (the step mode's
// requests with the worker's step server).
func newTest(t *testing.T, storage store.Storage) (*store.Store, *storetest.RegistrySolver) {
	t.Helper()
	f := &storetest.RegistrySolver{}
	clock := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	s := store.New(store.Deps{Games: []store.Game{Game(Catalog())}, Solver: f, Storage: storage, Now: func() time.Time { return clock }})
	return s, f
}

// view is the graph screen's state and the session's.
func view(s *store.Store) (*State, store.State) {
	st := s.State()
	g, _ := st.Screen.(*State)
	if g == nil {
		g = &State{}
	}
	return g, st
}

// romaniaPath is AIMA's optimal route from Arad (cost 418).
var romaniaPath = []string{"Arad", "Sibiu", "RimnicuVilcea", "Pitesti", "Bucharest"}

func TestFirstLoadIsRomania(t *testing.T) {
	s, _ := newTest(t, nil)
	st, sess := view(s)
	if sess.Game != ID || st.Graph == nil {
		t.Fatalf("game %q graph %v", sess.Game, st.Graph)
	}
	g := st.Graph
	if g.Name(g.Start) != "Arad" || goalNames(g) != "Bucharest" || len(g.Nodes) != 20 || st.Source != "sample:romania" {
		t.Errorf("first graph: start %s goals %s, %d nodes, source %q", g.Name(g.Start), goalNames(g), len(g.Nodes), st.Source)
	}
	if st.Algorithm != "astar" || st.Heuristic() != graph.Given {
		t.Errorf("first algorithm %q with %v", st.Algorithm, st.Heuristic())
	}
	// Text is the canonical form of the graph drawn.
	if again, err := graph.Parse(st.Text); err != nil || graph.Format(again) != st.Text {
		t.Errorf("the text is not canonical: %v", err)
	}
}

func TestRunHighlightsTheOptimalPath(t *testing.T) {
	s, f := newTest(t, memStorage{})
	s.Dispatch(actions.Run{})
	st, sess := view(s)
	if len(f.Requests) != 1 || f.Requests[0].Game != ID || f.Requests[0].Board != st.Text {
		t.Fatalf("requests %+v", f.Requests)
	}
	if got := st.ShownSolution(); !reflect.DeepEqual(got, romaniaPath) {
		t.Errorf("A* path %v, want %v", got, romaniaPath)
	}
	if r := st.Run.Result; r == nil || r.Cost != 418 || r.Length != 4 {
		t.Fatalf("result %+v", st.Run.Result)
	}
	figs := map[string]string{}
	for _, x := range st.Run.Figures {
		figs[x.ID] = x.Value
	}
	if figs["start-h"] != "366" || figs["optimal-cost"] != "418" || st.Run.Size != "4 edges" {
		t.Errorf("figures %v size %q", figs, st.Run.Size)
	}
	if len(sess.History) != 1 || sess.History[0].Game != ID || sess.History[0].Cost != 418 {
		t.Errorf("history %+v", sess.History)
	}
	// Greedy best-first takes Fagaras (450): the path follows the run.
	s.Dispatch(actions.SelectAlgorithm{ID: "greedy"})
	s.Dispatch(actions.Run{})
	st, _ = view(s)
	if got := strings.Join(st.ShownSolution(), " "); got != "Arad Sibiu Fagaras Bucharest" || st.Run.Result.Cost != 450 {
		t.Errorf("greedy path %q cost %v", got, st.Run.Result.Cost)
	}
	// Another graph: the old path is not drawn on it.
	s.Dispatch(LoadSample{Name: "tree"})
	if st, _ := view(s); st.ShownSolution() != nil || st.Run.Result != nil {
		t.Errorf("a path for Romania stayed on the tree: %v", st.ShownSolution())
	}
}

func TestCompareRunsEveryAlgorithmTicked(t *testing.T) {
	s, f := newTest(t, nil)
	s.Dispatch(actions.Compare{Algorithms: []string{"bfs", "ucs", "astar"}})
	_, sess := view(s)
	if len(f.Requests) != 3 || len(sess.History) != 3 {
		t.Fatalf("%d requests, %d history entries", len(f.Requests), len(sess.History))
	}
	costs := map[string]float64{}
	for _, e := range sess.History {
		costs[e.Algorithm] = e.Cost
	}
	// BFS finds a path of the fewest edges (Arad, Sibiu, Fagaras,
	// Bucharest: 450); UCS and A* the cheapest.
	if costs["bfs"] != 450 || costs["ucs"] != 418 || costs["astar"] != 418 {
		t.Errorf("costs %v", costs)
	}
}

// stepToEnd steps the chosen algorithm on the page until it ends.
func stepToEnd(t *testing.T, s *store.Store) *State {
	t.Helper()
	for i := 0; i < 1000; i++ {
		s.Dispatch(actions.StepSearch{N: 1})
		st, sess := view(s)
		if st.Step == nil {
			t.Fatalf("no step session: %s", sess.Notice.Text)
		}
		if st.Step.Done {
			return st
		}
	}
	t.Fatal("the step mode did not end")
	return nil
}

func TestReplayColoursTheGraph(t *testing.T) {
	s, _ := newTest(t, nil)
	st := stepToEnd(t, s)
	if !reflect.DeepEqual(st.ShownSolution(), romaniaPath) {
		t.Fatalf("stepped A* path %v", st.ShownSolution())
	}
	n := st.Replay.Trace.Len()
	// Walk the replay from the start: the order in which nodes turn
	// expanded is A*'s expansion order on Romania (AIMA Fig. 3.18).
	var order []string
	expanded := map[string]bool{}
	for pos := 1; pos <= n; pos++ {
		s.Dispatch(actions.ReplaySeek{Pos: pos})
		st, _ = view(s)
		l := st.Layer()
		if l == nil {
			t.Fatalf("no layer at %d", pos)
		}
		for i, m := range l.Marks {
			name := st.Graph.Name(int32(i))
			if m.Status == Expanded && !expanded[name] {
				expanded[name] = true
				order = append(order, name)
			}
			if m.Touched && m.F() != m.G+m.H {
				t.Fatalf("f of %s", name)
			}
		}
	}
	want := []string{"Arad", "Sibiu", "RimnicuVilcea", "Fagaras", "Pitesti"}
	if len(order) < len(want) || !reflect.DeepEqual(order[:len(want)], want) {
		t.Errorf("expansion order %v, want %v first", order, want)
	}
	// Right after Arad's expansion Sibiu, Timisoara and Zerind wait in the
	// frontier with g the road's cost and f = g + h.
	seen := false
	for pos := 1; pos <= n && !seen; pos++ {
		s.Dispatch(actions.ReplaySeek{Pos: pos})
		st, _ = view(s)
		l := st.Layer()
		if l.Frontier != 3 || l.Expanded != 1 {
			continue
		}
		got := map[string][2]float64{}
		for i, m := range l.Marks {
			if m.Status == Frontier {
				got[st.Graph.Name(int32(i))] = [2]float64{m.G, m.F()}
			}
		}
		wantF := map[string][2]float64{"Sibiu": {140, 393}, "Timisoara": {118, 447}, "Zerind": {75, 449}}
		if !reflect.DeepEqual(got, wantF) {
			t.Errorf("frontier after Arad: %v, want %v", got, wantF)
		}
		seen = true
	}
	if !seen {
		t.Errorf("the replay never showed Arad expanded with three nodes in the frontier")
	}
	// At the end Bucharest is reached with g = 418.
	s.Dispatch(actions.ReplaySeek{Pos: n})
	st, _ = view(s)
	b, _ := st.Graph.Index("Bucharest")
	if m := st.Layer().Marks[b]; !m.Touched || m.G != 418 || m.H != 0 {
		t.Errorf("Bucharest at the end: %+v", m)
	}
	// A replay of another graph draws nothing on this one.
	s.Dispatch(actions.EndStepping{})
	s.Dispatch(LoadSample{Name: "tree"})
	if st, _ := view(s); st.Layer() != nil {
		t.Errorf("Romania's replay drawn on the tree")
	}
}

func TestHeuristicChecks(t *testing.T) {
	s, _ := newTest(t, nil)
	st, _ := view(s)
	if r := st.Checks(); !r.Admissible() || !r.Consistent() {
		t.Errorf("Romania's straight-line distances: %+v", r)
	}
	s.Dispatch(LoadSample{Name: "inadmissible"})
	st, _ = view(s)
	r := st.Checks()
	a, _ := st.Graph.Index("A")
	if !reflect.DeepEqual(r.NotAdmissible, []int32{a}) {
		t.Errorf("not admissible at %v, want A (%d)", r.NotAdmissible, a)
	}
	if line := st.CheckLine(i18n.English); !strings.Contains(line, "A: h=5 > h*=1") || !strings.Contains(line, "not admissible at 1 node") {
		t.Errorf("check line %q", line)
	}
	// With h = 0 the checks pass: they follow the algorithm's heuristic.
	s.Dispatch(actions.SetParam{Name: "heuristic", Value: "zero"})
	st, _ = view(s)
	if r := st.Checks(); !r.Admissible() || !r.Consistent() || !strings.Contains(st.CheckLine(i18n.English), "admissible and consistent") {
		t.Errorf("zero heuristic: %+v %q", r, st.CheckLine(i18n.English))
	}
}

func TestShareLinkRestoresTheGraph(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(LoadSample{Name: "misleading"})
	s.Dispatch(actions.SelectAlgorithm{ID: "greedy"})
	frag, err := s.ShareFragment()
	if err != nil {
		t.Fatal(err)
	}
	l, err := share.Decode(frag, ID)
	if err != nil || l.Board != "sample:misleading" || l.Algorithm != "greedy" {
		t.Fatalf("link %+v %v", l, err)
	}
	want, _ := view(s)
	s2, _ := newTest(t, nil)
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	got, _ := view(s2)
	if got.Text != want.Text || got.Algorithm != "greedy" || got.Source != "sample:misleading" {
		t.Errorf("opened %q %q", got.Source, got.Algorithm)
	}
	// An edited graph travels as its text.
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(AddNode{X: 10, Y: 10})
	frag, _ = s.ShareFragment()
	l, _ = share.Decode(frag, ID)
	edited, _ := view(s)
	if l.Board != edited.Text {
		t.Errorf("edited graph's link board %q", l.Board)
	}
	s2.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	if got, _ := view(s2); got.Text != edited.Text {
		t.Errorf("edited graph not restored from the link")
	}
	// A link whose graph does not parse changes nothing.
	bad, _ := share.Encode(share.Link{Game: ID, Board: "node A 0 0\nstart B"})
	s2.Dispatch(actions.OpenLink{Fragment: "#" + bad})
	if got, sess := view(s2); got.Text != edited.Text || !strings.Contains(sess.Notice.Text, "unknown node B") {
		t.Errorf("bad link: %q", sess.Notice.Text)
	}
}

func TestPersistence(t *testing.T) {
	storage := memStorage{}
	s, _ := newTest(t, storage)
	s.Dispatch(RandomGraph{Seed: 7})
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	st, _ := view(s)
	if st.Source != "random:7" || st.RandomSeed != 8 {
		t.Errorf("random graph: source %q next seed %d", st.Source, st.RandomSeed)
	}
	want, err := graphgameText("random:7")
	if err != nil || st.Text != want {
		t.Errorf("the random graph is not random:7's: %v", err)
	}
	s2, _ := newTest(t, storage)
	got, _ := view(s2)
	if got.Text != st.Text || got.Algorithm != "bfs" || got.RandomSeed != 8 || got.Source != "random:7" {
		t.Errorf("restored %q %q seed %d", got.Source, got.Algorithm, got.RandomSeed)
	}
	storage[KeyGraph] = "{broken"
	s3, _ := newTest(t, storage)
	if got, sess := view(s3); got.Source != "sample:romania" || !strings.Contains(sess.Notice.Text, "the last graph") {
		t.Errorf("damaged record: %q, notice %q", got.Source, sess.Notice.Text)
	}
}

func graphgameText(board string) (string, error) {
	_, text, err := parseBoard(board)
	return text, err
}

func TestLoadRunFromHistory(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(LoadSample{Name: "misleading"})
	s.Dispatch(actions.SelectAlgorithm{ID: "greedy"})
	s.Dispatch(actions.Run{})
	want, _ := view(s)
	s.Dispatch(LoadSample{Name: "tree"})
	s.Dispatch(actions.SelectAlgorithm{ID: "bfs"})
	s.Dispatch(actions.LoadRun{Index: 0})
	got, sess := view(s)
	if got.Text != want.Text || got.Algorithm != "greedy" {
		t.Errorf("loaded run: algorithm %q, same graph %v (notice %q)", got.Algorithm, got.Text == want.Text, sess.Notice.Text)
	}
	// Greedy follows the misleading h into the long road (cost 21).
	if e := sess.History[0]; e.Cost != 21 || e.Algorithm != "greedy" {
		t.Errorf("history entry %+v", e)
	}
}
