//go:build js && wasm

// Package components holds the shared Vecty components of the SearchLab UI
// (header, notice, about, the algorithm panel, status line, statistics,
// the solution player, step mode, compare, history, share), used by every
// screen that runs single-agent searches, one component per file.
// Components render from a store.State snapshot passed as a prop (the
// shown screen's solver panel in its slots, store.Paneled) and turn user
// input into actions; they hold no application state of their own. Every
// word they show comes from the message catalogue (package i18n) in the
// State's language (State.Lang, State.T; a Lang prop where a component
// has no State), and each SkipRender redraws on a language switch. The
// games' screens (wasm/app/screens/…) draw their own views.
package components
