package graphscreen

import (
	"math"

	"searchlab/core/graph"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reduceEdit handles the editor's actions: the text box, and the edits on
// the drawing, each of which regenerates the level text.
func (s *Screen) reduceEdit(a actions.Action) []store.Effect {
	st := &s.st
	if st.Run.Active {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.busy"))
		return nil
	}
	if fx, ok := s.reduceEditText(a); ok {
		return fx
	}
	return s.editDraft(a)
}

// reduceEditText handles the editor's own state (on or off, one-way
// links, the selection) and its text box; it reports whether a was one
// of these.
func (s *Screen) reduceEditText(a actions.Action) ([]store.Effect, bool) {
	st := &s.st
	switch a := a.(type) {
	case SetEditing:
		st.Editing, st.Selected, st.SelectedArc = a.On, 0, 0
		if st.DraftError == "" {
			st.DraftText = st.Text
		} // else the text that does not parse yet stays, with its error, for later
		return nil, true
	case SetOneWay:
		st.OneWay = a.On
		return nil, true
	case EditText:
		st.DraftText = a.Text
		g, text, err := parseBoard(a.Text)
		if err != nil {
			st.DraftError = err.Error()
			return s.persist(), true // the draft is kept across a reload too
		}
		s.setGraph(g, text, "")
		st.DraftText = a.Text // keep what the person typed (comments, spacing)
		return s.persist(), true
	case SelectArc:
		st.SelectedArc, st.Selected = a.Arc+1, 0
		return nil, true
	case ClickNode:
		return s.clickNode(a.Node), true
	}
	return nil, false
}

// editDraft applies an edit of the graph (a node, a link, the start, a
// goal) to a draft of it, and keeps the draft if it is still a graph;
// otherwise it says why and changes nothing.
func (s *Screen) editDraft(a actions.Action) []store.Effect {
	st := &s.st
	d := draftOf(st.Graph)
	sel := selection{node: st.Selected, arc: st.SelectedArc}
	ok, err := s.editNode(&d, &sel, a)
	if !ok {
		ok, err = s.editArc(&d, &sel, a)
	}
	if !ok {
		return nil
	}
	if err == nil {
		err = s.applyDraft(d)
	}
	if err != nil {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.change", "err", errorIn(s.h.Lang(), err)))
		return nil
	}
	st.Selected, st.SelectedArc = sel.node, sel.arc
	return s.persist()
}

// selection is the node and the line selected on the drawing, each 1 +
// its index (0: none), as State keeps them.
type selection struct{ node, arc int }

// editNode applies a node's edit (add, move, h, name, delete, start,
// goal) to the draft d and the selection. ok is false when a is no node
// edit or names no node (nothing changes); err says why the edit is
// refused.
func (s *Screen) editNode(d *draft, sel *selection, a actions.Action) (ok bool, err error) {
	switch a := a.(type) {
	case AddNode:
		if !finite(a.X, a.Y) {
			return false, nil
		}
		d.nodes = append(d.nodes, graph.Node{Name: d.freeName(), X: math.Round(a.X), Y: math.Round(a.Y)})
		*sel = selection{node: len(d.nodes)}
		return true, nil
	case MoveNode:
		n, ok := s.nodeIndex(d, a.Node)
		if ok = ok && finite(a.X, a.Y); ok {
			d.nodes[n].X, d.nodes[n].Y = math.Round(a.X), math.Round(a.Y)
		}
		return ok, nil
	case SetNodeH:
		n, ok := s.nodeIndex(d, a.Node)
		if ok && (!finite(a.H) || a.H < 0) {
			return true, editError{key: "gr.err.h"}
		} else if ok {
			d.nodes[n].H = a.H
		}
		return ok, nil
	case RenameNode:
		n, ok := s.nodeIndex(d, a.Node)
		if !ok {
			return false, nil
		}
		for i, x := range d.nodes {
			if x.Name == a.Name && int32(i) != n {
				err = editError{key: "gr.err.name", args: []any{"name", a.Name}}
			}
		}
		d.nodes[n].Name = a.Name
		return true, err
	case DeleteNode:
		n, ok := s.nodeIndex(d, a.Node)
		if ok {
			err = d.deleteNode(n)
			*sel = selection{}
		}
		return ok, err
	case SetStart:
		n, ok := s.nodeIndex(d, a.Node)
		if ok {
			d.start = n
		}
		return ok, nil
	case ToggleGoal:
		n, ok := s.nodeIndex(d, a.Node)
		if ok {
			err = d.toggleGoal(n)
		}
		return ok, err
	}
	return false, nil
}

// editArc applies a line's edit (cost, delete) to the draft d and the
// selection, as editNode does.
func (s *Screen) editArc(d *draft, sel *selection, a actions.Action) (ok bool, err error) {
	switch a := a.(type) {
	case SetCost:
		k, ok := s.linkIndex(a.Arc)
		if ok && (!finite(a.Cost) || a.Cost < 0) {
			return true, editError{key: "gr.err.cost"}
		} else if ok {
			d.links[k].cost = a.Cost
		}
		return ok, nil
	case DeleteArc:
		k, ok := s.linkIndex(a.Arc)
		if ok {
			d.links = append(d.links[:k:k], d.links[k+1:]...)
			sel.arc = 0
		}
		return ok, nil
	}
	return false, nil
}

// clickNode selects a node, lets it go, or connects the selected node to
// it (then the new connection is selected for its cost).
func (s *Screen) clickNode(i int) []store.Effect {
	st := &s.st
	if i < 0 || i >= len(st.Graph.Nodes) {
		return nil
	}
	from, ok := st.SelectedNode()
	switch {
	case !ok:
		st.Selected, st.SelectedArc = i+1, 0
		return nil
	case int(from) == i:
		st.Selected = 0
		return nil
	}
	d := draftOf(st.Graph)
	k, err := d.connect(from, int32(i), st.OneWay)
	if err == nil {
		err = s.applyDraft(d)
	}
	if err != nil {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.connect", "err", errorIn(s.h.Lang(), err)))
		st.Selected = i + 1
		return nil
	}
	st.Selected, st.SelectedArc = 0, d.arcOf(k)+1
	return s.persist()
}

// applyDraft shows the graph the draft formats to.
func (s *Screen) applyDraft(d draft) error {
	text := d.text()
	g, err := graph.Parse(text)
	if err != nil {
		return err
	}
	s.setGraph(g, text, "")
	return nil
}

// finite reports whether every value is a finite number.
func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// nodeIndex is node i of d, or says there is none.
func (s *Screen) nodeIndex(d *draft, i int) (int32, bool) {
	if i < 0 || i >= len(d.nodes) {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.no_node", "i", i))
		return 0, false
	}
	return int32(i), true
}

// linkIndex is the draft's link of arc i, or says there is none.
func (s *Screen) linkIndex(i int) (int, bool) {
	if i < 0 || i >= len(s.st.Graph.Arcs) {
		s.notice(actions.NoticeError, s.h.Lang().T("gr.notice.no_arc", "i", i))
		return 0, false
	}
	return linkOf(s.st.Graph, int32(i)), true
}
