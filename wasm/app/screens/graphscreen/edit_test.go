package graphscreen

import (
	"math"
	"strings"
	"testing"

	"searchlab/core/graph"
	"searchlab/wasm/app/actions"
)

// Every sample goes through a draft and back to the same text, so an edit
// changes only what it edits.
func TestDraftRoundTrips(t *testing.T) {
	for _, name := range graph.SampleNames() {
		g, text, err := parseBoard(sampleBoard(name))
		if err != nil {
			t.Fatal(err)
		}
		if got := draftOf(g).text(); got != text {
			t.Errorf("%s: the draft formats to\n%s\nwant\n%s", name, got, text)
		}
		// linkOf and arcOf agree: every arc's link starts at the link's first arc.
		d := draftOf(g)
		for a := range g.Arcs {
			k := linkOf(g, int32(a))
			first := d.arcOf(k)
			if first != a && !(g.Arcs[a].Edge && first == a-1) {
				t.Errorf("%s: arc %d is link %d, whose first arc is %d", name, a, k, first)
			}
		}
	}
}

func TestEditOnTheDrawing(t *testing.T) {
	s, _ := newTest(t, nil)
	st, _ := view(s)
	original := st.Text
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(AddNode{X: 100.4, Y: 80.6})
	st, _ = view(s)
	a, ok := st.Graph.Index("A")
	if !ok || st.Graph.Nodes[a].X != 100 || st.Graph.Nodes[a].Y != 81 || st.Selected != int(a)+1 {
		t.Fatalf("added node: %v %+v selected %d", ok, st.Graph.Nodes, st.Selected)
	}
	if st.Source != "" || st.DraftText != st.Text {
		t.Errorf("an edited graph keeps source %q; the text box does not follow", st.Source)
	}
	// A is selected: clicking Arad connects them with the rounded-up
	// distance as the cost, and selects the new edge.
	arad, _ := st.Graph.Index("Arad")
	s.Dispatch(ClickNode{Node: int(arad)})
	st, _ = view(s)
	wantCost := math.Ceil(math.Hypot(91-100, 158-81))
	e, ok := st.SelectedArcIndex()
	if !ok || !st.Graph.Arcs[e].Edge || st.Graph.Arcs[e].Cost != wantCost || st.Graph.Name(st.Graph.Arcs[e].From) != "A" {
		t.Fatalf("connection: %v %+v, want an edge A Arad %v", ok, st.Graph.Arcs[e], wantCost)
	}
	if !strings.Contains(st.Text, "edge A Arad 78") {
		t.Errorf("the text lacks the edge:\n%s", st.Text)
	}
	s.Dispatch(SetCost{Arc: int(e) + 1, Cost: 5}) // the reverse arc edits the same edge
	s.Dispatch(SetNodeH{Node: int(a), H: 400})
	s.Dispatch(MoveNode{Node: int(a), X: 50, Y: 60})
	st, _ = view(s)
	if !strings.Contains(st.Text, "node A 50 60 h=400") || !strings.Contains(st.Text, "edge A Arad 5") {
		t.Errorf("after editing:\n%s", st.Text)
	}
	// h(A)=400 does not overestimate h*(A) = 5 + 418, but it drops by 34
	// along the edge to Arad (h=366), which costs 5: not consistent there.
	r := st.Checks()
	if !r.Admissible() || len(r.NotConsistent) != 1 || st.Graph.Name(st.Graph.Arcs[r.NotConsistent[0]].From) != "A" {
		t.Errorf("h(A)=400: not admissible at %v, not consistent along %v", r.NotAdmissible, r.NotConsistent)
	}
	s.Dispatch(SetNodeH{Node: int(a), H: 500})
	if r := func() graph.Report { st, _ := view(s); return st.Checks() }(); len(r.NotAdmissible) != 1 || r.NotAdmissible[0] != a {
		t.Errorf("h(A)=500 > h*=423: not admissible at %v", r.NotAdmissible)
	}
	s.Dispatch(SetNodeH{Node: int(a), H: -1})
	if st2, sess := view(s); !strings.Contains(sess.Notice.Text, "0 or more") || !strings.Contains(st2.Text, "node A 50 60 h=500") {
		t.Errorf("a negative h: %q", sess.Notice.Text)
	}
	s.Dispatch(SetNodeH{Node: int(a), H: 400})
	st, _ = view(s)
	// The start cannot go; A can, and Romania is back as it was.
	s.Dispatch(DeleteNode{Node: int(arad)})
	if st2, sess := view(s); st2.Text != st.Text || !strings.Contains(sess.Notice.Text, "Arad is the start") {
		t.Errorf("deleting the start: %q", sess.Notice.Text)
	}
	s.Dispatch(DeleteNode{Node: int(a)})
	if st, _ = view(s); st.Text != original {
		t.Errorf("adding and deleting A changed Romania:\n%s", st.Text)
	}
}

func TestEditStartGoalsAndArcs(t *testing.T) {
	s, _ := newTest(t, nil)
	s.Dispatch(LoadSample{Name: "tree"})
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(SetOneWay{On: true})
	st, _ := view(s)
	idx := func(name string) int {
		i, ok := st.Graph.Index(name)
		if !ok {
			t.Fatalf("no node %s", name)
		}
		return int(i)
	}
	g, h := idx("G"), idx("H")
	s.Dispatch(ClickNode{Node: g})
	s.Dispatch(ClickNode{Node: h})
	st, _ = view(s)
	if !strings.Contains(st.Text, "arc G H ") {
		t.Fatalf("one-way connection missing:\n%s", st.Text)
	}
	// The same connection again is refused.
	s.Dispatch(ClickNode{Node: g})
	s.Dispatch(ClickNode{Node: h})
	if _, sess := view(s); !strings.Contains(sess.Notice.Text, "joined already") {
		t.Errorf("duplicate connection: %q", sess.Notice.Text)
	}
	s.Dispatch(ToggleGoal{Node: h})
	s.Dispatch(ToggleGoal{Node: g})
	s.Dispatch(SetStart{Node: idx("A")})
	st, _ = view(s)
	if goalNames(st.Graph) != "H" || st.Graph.Name(st.Graph.Start) != "A" {
		t.Errorf("goals %s start %s", goalNames(st.Graph), st.Graph.Name(st.Graph.Start))
	}
	s.Dispatch(ToggleGoal{Node: h}) // the only goal stays
	if st, sess := view(s); goalNames(st.Graph) != "H" || !strings.Contains(sess.Notice.Text, "only goal") {
		t.Errorf("removing the last goal: %q", sess.Notice.Text)
	}
	s.Dispatch(RenameNode{Node: h, Name: "B"}) // taken
	if _, sess := view(s); !strings.Contains(sess.Notice.Text, "there is a node B already") {
		t.Errorf("duplicate name: %q", sess.Notice.Text)
	}
	s.Dispatch(RenameNode{Node: h, Name: "Exit"})
	st, _ = view(s)
	if !strings.Contains(st.Text, "goal Exit") || !strings.Contains(st.Text, "arc G Exit ") {
		t.Errorf("rename:\n%s", st.Text)
	}
	// Delete the arc G→Exit by its index.
	gi, _ := st.Graph.Index("G")
	ei, _ := st.Graph.Index("Exit")
	s.Dispatch(DeleteArc{Arc: int(arcBetween(st.Graph, gi, ei))})
	if st, _ = view(s); strings.Contains(st.Text, "arc G Exit") {
		t.Errorf("the arc stayed:\n%s", st.Text)
	}
}

func TestEditTextKeepsWhatDoesNotParse(t *testing.T) {
	storage := memStorage{}
	s, _ := newTest(t, storage)
	before, _ := view(s)
	s.Dispatch(SetEditing{On: true})
	bad := "node A 0 0\nnode B 10 0\nedge A C 3\nstart A\ngoal B\n"
	s.Dispatch(EditText{Text: bad})
	st, _ := view(s)
	if st.DraftText != bad || !strings.Contains(st.DraftError, "line 3: unknown node C") || st.Text != before.Text {
		t.Errorf("bad text: draft kept %v, error %q, graph changed %v", st.DraftText == bad, st.DraftError, st.Text != before.Text)
	}
	// Closing the editor or reloading the page loses nothing.
	s.Dispatch(SetEditing{On: false})
	if st, _ = view(s); st.DraftText != bad || st.DraftError == "" {
		t.Errorf("closing the editor dropped the draft")
	}
	s2, _ := newTest(t, storage)
	if st2, _ := view(s2); st2.DraftText != bad || !strings.Contains(st2.DraftError, "line 3") || st2.Text != before.Text {
		t.Errorf("a reload dropped the draft: %q %q", st2.DraftText, st2.DraftError)
	}
	s.Dispatch(SetEditing{On: true})
	good := strings.Replace(bad, "edge A C 3", "edge A B 3 # the only road", 1)
	s.Dispatch(EditText{Text: good})
	st, _ = view(s)
	if st.DraftError != "" || st.DraftText != good || len(st.Graph.Nodes) != 2 || st.Source != "" {
		t.Errorf("good text: error %q, %d nodes", st.DraftError, len(st.Graph.Nodes))
	}
	s.Dispatch(actions.Run{})
	if st, _ = view(s); strings.Join(st.ShownSolution(), " ") != "A B" {
		t.Errorf("the typed graph's path: %v", st.ShownSolution())
	}
}

func TestGraphStaysWhileASearchRuns(t *testing.T) {
	s, f := newTest(t, nil)
	f.Hold = true
	s.Dispatch(actions.Run{})
	before, _ := view(s)
	s.Dispatch(LoadSample{Name: "tree"})
	s.Dispatch(SetEditing{On: true})
	s.Dispatch(AddNode{X: 1, Y: 1})
	st, sess := view(s)
	if !st.Run.Active || st.Text != before.Text || !strings.Contains(sess.Notice.Text, "stop it first") {
		t.Errorf("the graph changed under a running search (notice %q)", sess.Notice.Text)
	}
	f.Release()
	if st, _ = view(s); strings.Join(st.ShownSolution(), " ") != strings.Join(romaniaPath, " ") {
		t.Errorf("path after the held run: %v", st.ShownSolution())
	}
}
