package bloxorzscreen

import (
	"strings"
	"testing"
)

// The editor says nothing stale (issue 21 item 4): a check's green verdict
// is for the level checked and gives way to a neutral note once the level
// changes (here to an invalid one, under the red "not valid yet"); it is
// back when the level is again the one checked. The stage picker names
// what is being edited, not the stage it came from.
func TestBloxorzEditorSaysNothingStale(t *testing.T) {
	s, _ := newBloxTest(t)
	if got := bloxOf(s).PickerLabel(); got != "Stage 1" {
		t.Fatalf("picker %q, want Stage 1", got)
	}
	s.Dispatch(Editing{On: true})
	if got := bloxOf(s).PickerLabel(); got != "Editing stage 1" {
		t.Errorf("editing stage 1 unchanged: picker %q", got)
	}
	s.Dispatch(Check{})
	b := bloxOf(s)
	checked := b.DraftText
	if line, bad := b.CheckShown(); bad || !strings.Contains(line, "Solvable") {
		t.Fatalf("check: %q bad %v", line, bad)
	}
	s.Dispatch(Tool{Tool: "split"}) // a split switch without targets: not valid
	s.Dispatch(Paint{X: 4, Y: 4})
	b = bloxOf(s)
	line, bad := b.CheckShown()
	if b.DraftError == "" || bad || strings.Contains(line, "Solvable") || !strings.Contains(line, "Changed since the last check") {
		t.Errorf("after an invalid edit: draft error %q, check shown %q (bad %v)", b.DraftError, line, bad)
	}
	if got := b.PickerLabel(); got != "Custom level (edited from stage 1)" {
		t.Errorf("edited: picker %q", got)
	}
	s.Dispatch(DraftText{Text: checked})
	if line, _ := bloxOf(s).CheckShown(); !strings.Contains(line, "Solvable") {
		t.Errorf("back to the level checked: %q", line)
	}
}

// A size outside the editor's limits is brought into them and the editor
// says so (issue 21 item 8: width 100000 silently became 30).
func TestBloxorzEditorSaysHowSizeWasClamped(t *testing.T) {
	s, _ := newBloxTest(t)
	s.Dispatch(Editing{On: true})
	h := bloxOf(s).Draft.H
	s.Dispatch(Resize{W: 100000, H: h})
	b := bloxOf(s)
	if b.Draft.W != MaxW || !strings.Contains(b.SizeNote, "width 100000 became 30") || strings.Contains(b.SizeNote, "height") {
		t.Errorf("width 100000: %d wide, note %q", b.Draft.W, b.SizeNote)
	}
	s.Dispatch(Resize{W: 12, H: 1})
	if b := bloxOf(s); b.Draft.W != 12 || b.Draft.H != MinSide || !strings.Contains(b.SizeNote, "height 1 became 3") {
		t.Errorf("height 1: %d×%d, note %q", b.Draft.W, b.Draft.H, b.SizeNote)
	}
	s.Dispatch(Resize{W: 12, H: 8})
	if b := bloxOf(s); b.SizeNote != "" {
		t.Errorf("a size within the limits keeps a note: %q", b.SizeNote)
	}
}
