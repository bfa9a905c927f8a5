//go:build js && wasm

package npuzzlescreen

import (
	"slices"

	"github.com/hexops/vecty"
)

// prevNPuzzle is the state a previous render of a panel drew (nil when
// prev is another component).
func prevNPuzzle(prev vecty.Component) *State {
	switch c := prev.(type) {
	case *Editor:
		return c.S
	case *PlayBar:
		return c.S
	}
	return nil
}

// SkipRender implements vecty.RenderSkipper.
func (e *Editor) SkipRender(prev vecty.Component) bool {
	a, b := prevNPuzzle(prev), e.S
	if q, ok := prev.(*Editor); !ok || q.Lang != e.Lang {
		return false
	}
	return a != nil && a.Board == b.Board && a.BoardText == b.BoardText && a.BoardError == b.BoardError &&
		a.GoalMode == b.GoalMode && a.GoalText == b.GoalText && a.GoalError == b.GoalError &&
		a.Unsolvable == b.Unsolvable && a.Editing == b.Editing && a.ImageURL == b.ImageURL &&
		slices.Equal(a.Saved, b.Saved) && a.Run.Active == b.Run.Active
}

// SkipRender implements vecty.RenderSkipper.
func (p *PlayBar) SkipRender(prev vecty.Component) bool {
	a, b := prevNPuzzle(prev), p.S
	if q, ok := prev.(*PlayBar); !ok || q.Lang != p.Lang {
		return false
	}
	return a != nil && a.MovesShown() == b.MovesShown() && a.Editing == b.Editing && a.Run.Active == b.Run.Active &&
		(a.DisplayBoard() == a.Goal) == (b.DisplayBoard() == b.Goal) && a.ShuffleMode == b.ShuffleMode && a.Board.Len() == b.Board.Len()
}
