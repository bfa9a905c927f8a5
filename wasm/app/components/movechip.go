//go:build js && wasm

package components

import (
	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/prop"
	"searchlab/wasm/app/ui"
)

// Chip states in the move list.
const (
	chipDone = iota
	chipCurrent
	chipLater
)

// MoveChip is one move in the player's move list; the list's single click
// listener reads its data-index. It re-renders only when its state changes.
type MoveChip struct {
	vecty.Core
	Index int    `vecty:"prop"` // 1-based move number
	Name  string `vecty:"prop"`
	State int    `vecty:"prop"`
	// Title is the chip's tooltip ("move 3", in the page's language).
	Title string `vecty:"prop"`
}

// SkipRender implements vecty.RenderSkipper.
func (m *MoveChip) SkipRender(prev vecty.Component) bool {
	p, ok := prev.(*MoveChip)
	return ok && *p == *m
}

// Render implements vecty.Component.
func (m *MoveChip) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("MoveChip", &out)
	return elem.Button(vecty.Markup(prop.Type(prop.TypeButton), vecty.Class("mv"),
		vecty.MarkupIf(m.State == chipCurrent, vecty.Class("current")), vecty.MarkupIf(m.State == chipLater, vecty.Class("later")),
		vecty.Attribute("title", m.Title), vecty.Attribute("data-index", ui.Itoa(m.Index))), vecty.Text(m.Name))
}
