//go:build js && wasm

package labscreen

import "github.com/hexops/vecty"

// The Lab's panels are drawn again only when what they show changed
// (vecty.RenderSkipper): while hundreds of runs stream in, the page's
// thread redraws the progress line every frame, and the tables and
// charts only when the figures are recomputed (every deriveEvery), so no
// frame costs the whole page.

// running reports whether v's experiment runs.
func running(v *View) bool { return v.Exp != nil && v.Exp.Running }

// sameExp reports whether a and b show the same recomputation of the
// same experiment.
func sameExp(a, b *ExpView) bool {
	return a != nil && b != nil && a.Lang == b.Lang && a.ID == b.ID && a.Derived == b.Derived && a.Running == b.Running && a.Status == b.Status
}

// SkipRender implements vecty.RenderSkipper.
func (f *FormView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*FormView)
	return ok && p.V != nil && f.V != nil && p.V.FormVersion == f.V.FormVersion && p.V.Lang == f.V.Lang && running(p.V) == running(f.V)
}

// SkipRender implements vecty.RenderSkipper.
func (sv *SummaryView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*SummaryView)
	return ok && sameExp(p.E, sv.E)
}

// SkipRender implements vecty.RenderSkipper: the charts are drawn again
// when they were recomputed, or while a new set goes in (ChartsView).
func (cv *ChartsView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*ChartsView)
	return ok && !cv.later && len(cv.shown) > 0 && p.E != nil && cv.E != nil && p.E.ID == cv.E.ID && p.E.Lang == cv.E.Lang && p.E.Charted == cv.E.Charted && cv.pending() == 0
}

// pending counts the charts not yet in the page as they are now.
func (cv *ChartsView) pending() int {
	n := 0
	for _, c := range cv.E.Charts {
		if cv.shown[c.Name] != c.SVG {
			n++
		}
	}
	return n
}

// SkipRender implements vecty.RenderSkipper: the table is drawn again only
// when the rows of its page changed (once a page is full, results that
// land on other pages leave it alone).
func (rt *RunsTable) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*RunsTable)
	if !ok || p.E == nil || rt.E == nil {
		return false
	}
	a, b := p.E, rt.E
	if a.ID != b.ID || a.Lang != b.Lang || a.Match != b.Match || len(a.Rows) != len(b.Rows) || len(a.Games) != len(b.Games) {
		return false
	}
	for i := range a.Rows {
		x, y := a.Rows[i], b.Rows[i]
		if x.Run != y.Run || x.Status != y.Status || x.Length != y.Length || x.Expanded != y.Expanded || x.ElapsedMS != y.ElapsedMS {
			return false
		}
	}
	for i := range a.Games {
		x, y := a.Games[i], b.Games[i]
		if x.Run != y.Run || x.Game != y.Game || x.Status != y.Status || x.Record != y.Record {
			return false
		}
	}
	return true
}

// SkipRender implements vecty.RenderSkipper.
func (x *ExportView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*ExportView)
	return ok && sameExp(p.E, x.E) && p.E.Done == x.E.Done
}

// SkipRender implements vecty.RenderSkipper.
func (pv *PastView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*PastView)
	if !ok || p.V == nil || pv.V == nil || p.V.PastVersion != pv.V.PastVersion || p.V.Lang != pv.V.Lang || running(p.V) != running(pv.V) {
		return false
	}
	a, b := p.V.Exp, pv.V.Exp
	return (a == nil) == (b == nil) && (a == nil || a.ID == b.ID)
}

// sameForm reports whether a and b show the same form (the instances,
// configs and budget do not depend on whether an experiment runs).
func sameForm(a, b *View) bool {
	return a != nil && b != nil && a.FormVersion == b.FormVersion && a.Lang == b.Lang
}

// SkipRender implements vecty.RenderSkipper.
func (iv *InstancesView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*InstancesView)
	return ok && sameForm(p.V, iv.V)
}

// SkipRender implements vecty.RenderSkipper.
func (cv *ConfigsView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*ConfigsView)
	return ok && sameForm(p.V, cv.V)
}

// SkipRender implements vecty.RenderSkipper.
func (bv *BudgetView) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*BudgetView)
	return ok && sameForm(p.V, bv.V)
}
