//go:build js && wasm

package components

import (
	"maps"
	"slices"

	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
)

// SkipRender methods let Vecty skip panels whose inputs did not change, so
// an animation tick or a progress line re-renders only the board, the
// player and the statistics (vecty.RenderSkipper). Each compares the fields
// of the previous and the current State that its Render reads.

func prevState(prev vecty.Component) *store.State {
	switch c := prev.(type) {
	case *Header:
		return c.S
	case *Notice:
		return c.S
	case *AlgorithmPanel:
		return c.S
	case *StatusLine:
		return c.S
	case *Stats:
		return c.S
	case *Compare:
		return c.S
	case *History:
		return c.S
	}
	return nil
}

// SkipRender implements vecty.RenderSkipper.
func (h *Header) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), h.S
	return a != nil && a.Lang == b.Lang && a.Theme == b.Theme && a.Game == b.Game && slices.Equal(a.Games, b.Games)
}

// SkipRender implements vecty.RenderSkipper.
func (n *Notice) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), n.S
	return a != nil && a.Lang == b.Lang && a.Notice == b.Notice && a.NoticeFading == b.NoticeFading
}

// SkipRender implements vecty.RenderSkipper.
func (p *AlgorithmPanel) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), p.S
	return a != nil && a.Algorithm == b.Algorithm && maps.Equal(a.Params[a.Algorithm], b.Params[b.Algorithm]) &&
		a.MaxNodes == b.MaxNodes && a.TimeoutMS == b.TimeoutMS && a.Seed == b.Seed && a.Run.Active == b.Run.Active &&
		a.NoTrace == b.NoTrace && a.TraceEvents == b.TraceEvents && a.Lang == b.Lang &&
		len(a.Catalog) == len(b.Catalog) && slices.Equal(a.Unavailable, b.Unavailable)
}

// SkipRender implements vecty.RenderSkipper.
func (s *StatusLine) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), s.S
	return a != nil && a.Run.Outcome == b.Run.Outcome && a.Run.Active == b.Run.Active && a.Unsolvable == b.Unsolvable &&
		a.StatusLine() == b.StatusLine()
}

// SkipRender implements vecty.RenderSkipper.
func (s *Stats) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), s.S
	return a != nil && a.Run.Progress == b.Run.Progress && a.Run.Lines == b.Run.Lines && a.Run.Result == b.Run.Result &&
		a.Run.Active == b.Run.Active && a.Run.Outcome == b.Run.Outcome && a.Lang == b.Lang
}

// SkipRender implements vecty.RenderSkipper: the replay redraws only when
// it changed (its Version) or the step mode moved.
func (p *ReplayPanel) SkipRender(prev vecty.Component) bool {
	q, ok := prev.(*ReplayPanel)
	if !ok || (q.R == nil) != (p.R == nil) || q.Help != p.Help || q.Lang != p.Lang || q.Tree != p.Tree || (q.Step == nil) != (p.Step == nil) {
		return false
	}
	if p.Step != nil && (q.Step.Steps != p.Step.Steps || q.Step.Done != p.Step.Done) {
		return false
	}
	return p.R == nil || q.R.Trace == p.R.Trace && q.R.Version == p.R.Version
}

// SkipRender implements vecty.RenderSkipper.
func (c *Compare) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), c.S
	if p, ok := prev.(*Compare); !ok || p.logScale != c.logScale {
		return false
	}
	return a != nil && a.Lang == b.Lang && slices.Equal(a.CompareSet, b.CompareSet) && slices.Equal(a.CompareIDs, b.CompareIDs) &&
		slices.Equal(a.Comparing, b.Comparing) && a.Run.Active == b.Run.Active && sameHistory(a, b) &&
		slices.Equal(a.Unavailable, b.Unavailable)
}

// SkipRender implements vecty.RenderSkipper.
func (h *History) SkipRender(prev vecty.Component) bool {
	a, b := prevState(prev), h.S
	return a != nil && a.Lang == b.Lang && a.Game == b.Game && a.Run.Active == b.Run.Active && sameHistory(a, b)
}

// sameHistory: entries are never changed once recorded, so the length and
// the ids at both ends identify the list.
func sameHistory(a, b *store.State) bool {
	n := len(a.History)
	return n == len(b.History) && (n == 0 || a.History[0].ID == b.History[0].ID && a.History[n-1].ID == b.History[n-1].ID)
}
