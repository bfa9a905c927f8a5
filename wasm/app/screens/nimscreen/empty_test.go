package nimscreen

import (
	"strings"
	"testing"
)

// TestNimRefusesAPositionWithNoMove (issue 13 item 11): "0 0 0" is not a
// game; the editor says so and keeps the game on the screen.
func TestNimRefusesAPositionWithNoMove(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(NewGame{Board: "3 4 5"})
	for _, board := range []string{"0 0 0", "0"} {
		s.Dispatch(NewGame{Board: board})
		n := nimOf(s)
		if n.Start != "3 4 5" || !n.Bad || !strings.Contains(n.Message, "no first move") {
			t.Errorf("%q: start %q, message %q (bad %v)", board, n.Start, n.Message, n.Bad)
		}
	}
}

// TestNimTreeExpandAll (issue 13 item 20): "Expand all" opens every node
// of the tree view (a node is open when (Ply < 1) != Collapsed), "Collapse
// all" leaves only the root open.
func TestNimTreeExpandAll(t *testing.T) {
	s, _ := newNimTest(t)
	s.Dispatch(SetMode{Mode: ModeHints})
	s.Dispatch(NewGame{Board: "1 2 3"})
	s.Dispatch(Tree{On: true})
	s.Dispatch(TreeStep{N: -1})
	open := func(nd TreeNode) bool { return (nd.Ply < 1) != nd.Collapsed }
	s.Dispatch(TreeOpenAll{Open: true})
	for _, nd := range nimOf(s).Tree.Nodes {
		if !open(nd) {
			t.Fatalf("after Expand all node %d (ply %d) is closed", nd.ID, nd.Ply)
		}
	}
	s.Dispatch(TreeOpenAll{Open: false})
	for _, nd := range nimOf(s).Tree.Nodes {
		if open(nd) != (nd.Ply < 1) {
			t.Fatalf("after Collapse all node %d (ply %d) open %v", nd.ID, nd.Ply, open(nd))
		}
	}
}
