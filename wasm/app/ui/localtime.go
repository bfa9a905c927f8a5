//go:build js && wasm

package ui

import (
	"sync"
	"syscall/js"
	"time"
)

// localTimeFormat is the browser's formatter of dates and times in the
// reader's locale and time zone, made once: making one (what
// Date.toLocaleString with options does on every call) loads the locale's
// data the first time, about 50-70 ms of the page's thread, which fell in
// the frame that draws the first run's end (its history row; issue 28's
// long-task measurement, TestMeasureReplayEndDFS).
var localTimeFormat = sync.OnceValue(func() js.Value {
	return js.Global().Get("Intl").Get("DateTimeFormat").New(js.Undefined(), map[string]any{"dateStyle": "short", "timeStyle": "short"})
})

// LocalTime writes an RFC 3339 time in the reader's own time zone and
// locale (Go's wasm runtime knows only UTC; the browser knows better).
func LocalTime(rfc3339 string) string {
	d := js.Global().Get("Date").New(rfc3339)
	if t := d.Call("getTime").Float(); t != t { // NaN: unreadable
		return rfc3339
	}
	return localTimeFormat().Call("format", d).String()
}

// WarmLocalTime makes LocalTime's formatter a moment after the page
// starts, when the browser is idle (or after 2 s), so its first use does
// not fall in a busy frame.
func WarmLocalTime() {
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		localTimeFormat()
		return nil
	})
	if ric := js.Global().Get("requestIdleCallback"); ric.Type() == js.TypeFunction {
		ric.Invoke(f, map[string]any{"timeout": (2 * time.Second).Milliseconds()})
		return
	}
	js.Global().Call("setTimeout", f, (2 * time.Second).Milliseconds())
}
