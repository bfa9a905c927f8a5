// Package all links every built-in game adapter (core/games/<game>game)
// into a program and gives their registry (Builtin). The CLI, the HTTP
// handler (core/api/httpapi), the worker and the UI import it; a new game
// adds its import to all.go. Its tests are the cross-game tests of the
// registry and the adapters (they need every game registered).
package all
