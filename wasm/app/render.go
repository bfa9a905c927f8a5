//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/hexops/vecty"
)

// renderer redraws the page when the store changes. A change made while
// the browser dispatches a person's input (a click, a key, a field's
// input, a change of the address) is drawn at once, as before; any other
// change (a worker's message, a timer, the page's ticker) is drawn at the
// next animation frame, together with every other change made until then.
// An experiment's runs and a search's progress arrive as worker messages,
// often several in one frame; drawing the whole page once for each of them
// filled the page's thread with long tasks while a Lab experiment ran
// (issue 30 item 4).
type renderer struct {
	app     vecty.Component
	ready   bool // the first render happened
	dirty   bool // a change is not drawn yet
	pending bool // an animation frame is asked for
	frame   js.Func
}

func newRenderer(app vecty.Component) *renderer {
	r := &renderer{app: app}
	r.frame = js.FuncOf(func(js.Value, []js.Value) any {
		r.pending = false
		if r.dirty {
			r.draw()
		}
		return nil
	})
	return r
}

// changed is the store's subscriber.
func (r *renderer) changed() {
	if !r.ready {
		return
	}
	r.dirty = true
	if duringInput() {
		r.draw()
		return
	}
	if !r.pending {
		r.pending = true
		js.Global().Call("requestAnimationFrame", r.frame)
	}
}

// start draws the page for the first time after main's first render (to
// catch up with anything dispatched before it) and from then on.
func (r *renderer) start() {
	r.ready = true
	r.draw()
}

func (r *renderer) draw() {
	r.dirty = false
	vecty.Rerender(r.app)
}

// duringInput reports whether the browser is dispatching an event other
// than a message (window.event is set while a listener runs; a worker's
// message is a MessageEvent, drawn at the next frame).
func duringInput() bool {
	ev := js.Global().Get("event")
	if ev.IsUndefined() || ev.IsNull() {
		return false
	}
	switch ev.Get("type").String() {
	case "message", "messageerror":
		return false
	}
	return true
}
