//go:build js && wasm

package othelloscreen

import (
	"fmt"

	"github.com/hexops/vecty"

	"searchlab/wasm/app/store"
)

// SkipRender methods let Vecty skip the panels whose inputs did not change
// (vecty.RenderSkipper): every action re-renders the page, and without
// them an automatic AI vs AI game redraws the 64 squares, three player
// forms and the match panel after every progress line. Each key holds the
// fields of State its Render reads.

func (b *Board) key() string {
	s := b.S
	hk := ""
	if s.Hints != nil {
		hk = fmt.Sprint(s.Hints.Ply, len(s.Hints.Candidates), s.Hints.Status, s.Hints.ValueKind)
	}
	return fmt.Sprint(b.Lang, s.Pos, s.Edit, s.Editing, len(s.Moves), s.Last, s.Flipped, s.Over, s.HumanToMove(), s.Start, hk)
}

// SkipRender implements vecty.RenderSkipper.
func (b *Board) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Board)
	return ok && p.S != nil && p.key() == b.key()
}

func (v *Sides) key() string {
	s := v.S
	he := ""
	if s.Hints != nil {
		he = s.Hints.Error
	}
	prog := int64(0)
	if s.Job.Is(store.ForHints) {
		prog = s.Progress.Expanded
	}
	return fmt.Sprint(v.Lang, s.Sides[0].Spec(), s.Sides[1].Spec(), s.HintPlayer.Spec(), s.ShowHints, he, s.Job.Purpose(), prog, v.Seed)
}

// SkipRender implements vecty.RenderSkipper.
func (v *Sides) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Sides)
	return ok && p.S != nil && p.key() == v.key()
}

func (mp *MatchPanel) key() string {
	s := mp.S
	c := s.MatchCfg
	k := fmt.Sprint(mp.Lang, c.A.Spec(), c.B.Spec(), c.Games, c.Opening)
	if m := s.Match; m != nil {
		k += fmt.Sprint(m.Played, m.W, m.D, m.L, s.MatchRunning(), m.Stopped, m.Error, m.Ply)
	}
	return k
}

// SkipRender implements vecty.RenderSkipper.
func (mp *MatchPanel) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*MatchPanel)
	return ok && p.S != nil && p.key() == mp.key()
}

// SkipRender implements vecty.RenderSkipper.
func (t *Transcript) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Transcript)
	return ok && p.S != nil && p.Lang == t.Lang && p.S.Start == t.S.Start && p.S.Record() == t.S.Record() && p.S.ImportError == t.S.ImportError
}

func (g *Graph) key() string {
	s := g.S
	k := fmt.Sprint(g.Lang, len(s.Moves), s.Evals)
	if an := s.Analysis; an != nil {
		k += fmt.Sprint(s.Job.Is(store.ForAnalysis), an.Done, an.Stopped, an.Over)
		if s.Job.Is(store.ForAnalysis) {
			k += fmt.Sprint(s.Progress.Expanded)
		}
	}
	return k
}

// SkipRender implements vecty.RenderSkipper.
func (g *Graph) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Graph)
	return ok && p.S != nil && p.key() == g.key()
}

// SkipRender implements vecty.RenderSkipper.
func (ed *Editor) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Editor)
	return ok && p.S != nil && p.Lang == ed.Lang && p.S.Editing == ed.S.Editing && p.S.Edit == ed.S.Edit && p.S.Pos == ed.S.Pos
}

func (t *Thinking) key() string {
	s := t.S
	k := fmt.Sprint(t.Lang, s.Job.Is(store.ForMove), s.Progress, s.AllTerms)
	if r := s.Reply; r != nil {
		k += fmt.Sprint(r.Ply, r.Side, r.Move, r.WallMS, r.Status)
	}
	return k
}

// SkipRender implements vecty.RenderSkipper.
func (t *Thinking) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*Thinking)
	return ok && p.S != nil && p.key() == t.key()
}
