//go:build js && wasm

// Package components holds the shared Vecty components of the SearchLab UI
// (header, notice, about, the algorithm panel, status line, statistics,
// the solution player, step mode, compare, history, share), used by every
// screen that runs single-agent searches, and the views of the N-puzzle
// screen, one component per file. Components render from a store.State
// snapshot passed as a prop and turn user input into actions; they hold no
// application state of their own beyond transient gesture tracking (a drag
// in progress). Games in their own
// packages (wasm/app/screens/…) draw their screens themselves.
package components
