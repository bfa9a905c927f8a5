//go:build js && wasm

package labscreen

import (
	"reflect"
	"strconv"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"

	"searchlab/core/experiment"
	"searchlab/core/wire"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// The runs table's rows are components of their own, each drawn again
// only when what it shows changed: while results stream in, a
// recomputation of the figures (every deriveEvery) draws the rows that
// are new and leaves the others alone. Before, the whole page of rows was
// drawn again at each one while the page filled: about 3 ms of the
// page's thread per row in Chromium, up to 50 rows.

// runRow is one solve run's row.
type runRow struct {
	vecty.Core
	R    experiment.Row `vecty:"prop"`
	Lang i18n.Lang      `vecty:"prop"`
}

// Render implements vecty.Component.
func (v *runRow) Render() vecty.ComponentOrHTML {
	r, l := v.R, v.Lang
	return elem.TableRow(vecty.Markup(vecty.MarkupIf(r.Status != wire.StatusFound, vecty.Class("failed"))),
		num(strconv.Itoa(r.Run+1)), elem.TableData(vecty.Markup(vecty.Class("lab-instance"), vecty.Attribute("title", r.Instance)), vecty.Text(r.Instance)),
		elem.TableData(swatch(r.ConfigIndex), vecty.Text(r.Config)), td(statusText(l, r.Status, r.Error)),
		num(strconv.Itoa(r.Length)), num(strconv.FormatFloat(r.Cost, 'f', -1, 64)), num(store.GroupDigits(r.Expanded)), num(store.GroupDigits(r.Generated)),
		num(store.GroupDigits(int64(r.MaxFrontier))), num(ui.MS(r.ElapsedMS)), num(ui.BytesText(r.MemoryBytes)), num(strconv.FormatInt(r.Seed, 10)))
}

// SkipRender implements vecty.RenderSkipper.
func (v *runRow) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*runRow)
	return ok && p.Lang == v.Lang && sameRow(p.R, v.R)
}

// sameRow reports whether a and b show the same cells (the moves and the
// value are not shown).
func sameRow(a, b experiment.Row) bool {
	a.Moves, b.Moves = nil, nil
	a.Value, b.Value = nil, nil
	return reflect.DeepEqual(a, b)
}

// gameRow is one game's row of a match.
type gameRow struct {
	vecty.Core
	G    experiment.MatchRow `vecty:"prop"`
	Lang i18n.Lang           `vecty:"prop"`
}

// Render implements vecty.Component.
func (v *gameRow) Render() vecty.ComponentOrHTML {
	g, l := v.G, v.Lang
	return elem.TableRow(vecty.Markup(vecty.MarkupIf(g.Status != wire.StatusFound, vecty.Class("failed"))),
		td(g.Instance), elem.TableData(swatch(indexOf(g, g.Black)), vecty.Text(g.Black)), elem.TableData(swatch(indexOf(g, g.White)), vecty.Text(g.White)),
		td(g.AResult), num(strconv.Itoa(g.BlackDiscDiff)), num(strconv.Itoa(g.Plies)), td(statusText(l, g.Status, g.Error)), num(strconv.FormatInt(g.Seed, 10)))
}

// SkipRender implements vecty.RenderSkipper.
func (v *gameRow) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*gameRow)
	return ok && p.Lang == v.Lang && p.G == v.G
}
