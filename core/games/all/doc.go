// Package all links every built-in game's engine
// (core/games/<game>game/engine) into a program and gives their registry
// (Builtin). The CLI, the HTTP handler (core/api/httpapi) and the worker
// import it. plugins_gen.go (written by web/tools/genplugins) imports
// every core/games/*game/engine, so a new game edits nothing here;
// core/games/catalog is the registry without engines that the page
// (wasm/app) uses. Its tests are the cross-game tests of the registry and
// the adapters (they need every game registered).
package all
