// Package api is SearchLab's solve service: a registry of games and
// algorithms (data the UI builds its forms from), the request and response
// types of the wire format, validation, and an http.Handler that streams
// JSON lines (application/x-ndjson) while a search runs.
//
// The same code serves the CLI (core/cmd/searchlab), the native server
// (searchlab serve, tests through httptest) and the Web Worker build. The
// package never imports syscall/js nor the net/http client, so it compiles for
// GOOS=js GOARCH=wasm without pulling the client into the binary.
//
// Endpoints:
//
//	GET  /api/algorithms[?game=ID]  the Catalog as JSON
//	POST /api/solve                 a Request as JSON; answers progress lines
//	                                {"progress":{…}} and one final Response line
//
// Games plug in through the Game interface, one file per game (npuzzle.go);
// a game file registers itself in init with registerBuiltin.
package api
