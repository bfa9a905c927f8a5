//go:build js && wasm

// Command app is the SearchLab user interface: a Vecty program compiled to
// WebAssembly. It builds the store, connects it to the browser (the solver
// lanes behind globalThis.searchlabSolver, localStorage, the URL fragment,
// the keyboard, a timer for the animation) and renders the App component.
// The page's Go thread runs none of the solver panel's searches: runs and
// the step mode go to the solver's worker (Nim's small game-tree view
// steps its own).
package main

import (
	"cmp"
	"fmt"
	"runtime/debug"
	"slices"
	"syscall/js"
	"time"

	"github.com/hexops/vecty"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/components"
	"searchlab/wasm/app/screens/labscreen"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

func main() {
	defer func() {
		if v := recover(); v != nil {
			fatal(fmt.Sprintf("%v\n%s", v, debug.Stack()))
		}
	}()
	// The UI's live heap is small but it allocates on every render; a larger
	// GC target makes collections (which pause animation) rarer.
	debug.SetGCPercent(400)
	// The games' screens (screens_gen.go lists every screen folder), in
	// the game picker's order: each registration's Order.
	games := gameScreens()
	slices.SortStableFunc(games, func(a, b ui.Registration) int {
		return cmp.Or(cmp.Compare(a.Order, b.Order), cmp.Compare(a.Game.ID, b.Game.ID))
	})
	var screens []store.Game
	var order []string // the Lab lists the games in the picker's order
	for _, g := range games {
		screens, order = append(screens, g.Game), append(order, g.Game.ID)
	}
	lab := labscreen.Registration(labscreen.Deps{Registry: registry(), Archive: labArchive(), Cores: cores(),
		Download: ui.Download, DownloadPNG: savePNG, Order: order})
	games, screens = append(games, lab), append(screens, lab.Game)
	st := store.New(store.Deps{
		Games:     screens,
		Solver:    &jsSolver{},
		Storage:   localStorage{},
		ClearLink: clearLink,
		SetRoute:  setRoute,
		Languages: browserLanguages(),
		// What cannot run on the board shown, for the forms to disable.
		Unavailable: registry().Unavailable,
	})
	for _, id := range order { // every game's algorithms, for its forms
		if _, err := registry().Algorithms(id); err != nil {
			st.Dispatch(actions.Notice{Kind: actions.NoticeError, Text: "The algorithm registry could not be read: " + err.Error()})
			break
		}
	}
	ui.WarmLocalTime() // the history's dates, before the first run ends
	if h := js.Global().Get("location").Get("hash").String(); h != "" {
		st.Dispatch(actions.OpenLink{Fragment: h})
	}
	app := &components.App{Env: &ui.Env{Store: st, ShareURL: shareURL}, Games: games}
	r := newRenderer(app)
	st.Subscribe(r.changed)
	listenKeys(st)
	listenHash(st)
	listenPDB(st)
	listenSolverLoad(st)
	followLang(st)
	listenChoices()
	go ticker(st)
	vecty.SetTitle("SearchLab")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		r.start() // catch up with anything dispatched before the first render
		return nil
	}), 0)
	js.Global().Set("searchlabUIReady", true)
	vecty.RenderBody(app)
}

// fatal replaces the page with an error report instead of a dead UI.
func fatal(msg string) {
	js.Global().Get("console").Call("error", "SearchLab UI crashed: "+msg)
	doc := js.Global().Get("document")
	body := doc.Get("body")
	if body.IsNull() || body.IsUndefined() {
		return
	}
	p := doc.Call("createElement", "pre")
	p.Set("textContent", "SearchLab stopped because of an internal error. Your boards and history are saved; reload the page.\n\n"+msg)
	p.Call("setAttribute", "data-testid", "crash")
	body.Call("replaceChildren", p)
}

// ticker is the page's one timer: every frame (about 60 a second) it lets
// the screen shown advance its animations and automatic play to the
// current time (store.Tick); the page re-renders only when one changed.
func ticker(st *store.Store) {
	for t := range time.Tick(16 * time.Millisecond) {
		st.Tick(t)
	}
}

// listenKeys maps keyboard shortcuts to actions: arrows move a tile, r run,
// Escape stop, s step, space or p play/pause. Keys typed into form fields
// are left alone.
func listenKeys(st *store.Store) {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
			return nil
		}
		key := e.Get("key").String()
		switch tag := e.Get("target").Get("tagName").String(); {
		case key == "Escape":
		case tag == "INPUT" || tag == "SELECT" || tag == "TEXTAREA":
			return nil // typing into a form field
		case tag == "BUTTON" && key == "Enter":
			return nil // the button's own activation (space stays play/pause)
		}
		if b, ok := st.ScreenKey(key); ok { // the screen's own keys first
			e.Call("preventDefault")
			st.Dispatch(b)
			return nil
		}
		var a actions.Action
		switch key {
		case "ArrowUp":
			a = actions.Arrow{Dir: "up"}
		case "ArrowDown":
			a = actions.Arrow{Dir: "down"}
		case "ArrowLeft":
			a = actions.Arrow{Dir: "left"}
		case "ArrowRight":
			a = actions.Arrow{Dir: "right"}
		case "r", "R":
			a = actions.Run{}
		case "Escape":
			a = actions.Stop{}
		case "s", "S":
			a = actions.StepSearch{N: 1}
		case " ", "p", "P":
			a = actions.TogglePlay{}
		default:
			return nil
		}
		e.Call("preventDefault")
		st.Dispatch(a)
		return nil
	}))
}

// listenHash restores a screen when the fragment changes (a pasted link).
func listenHash(st *store.Store) {
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		st.Dispatch(actions.OpenLink{Fragment: js.Global().Get("location").Get("hash").String()})
		return nil
	}))
}

// shareURL is the link for a fragment; the address bar shows it too.
func shareURL(fragment string) string {
	loc := js.Global().Get("location")
	js.Global().Get("history").Call("replaceState", nil, "", "#"+fragment)
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + fragment
}
