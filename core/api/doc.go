// Package api is SearchLab's solve service: a registry of games and
// algorithms (data the UI builds its forms from), the request and response
// types of the wire format and validation. Its subpackage httpapi is the
// http.Handler that streams JSON lines (application/x-ndjson) while a
// search runs.
//
// The same code serves the CLI (core/cmd/searchlab), the native server
// (searchlab serve, tests through httptest), the Web Worker build and the UI.
// The package imports neither syscall/js nor net/http, so the UI's
// WebAssembly binary (wasm/app) can use it without linking net/http.
//
// Endpoints (served by core/api/httpapi):
//
//	GET  /api/algorithms[?game=ID]  the Catalog as JSON
//	POST /api/solve                 a Request as JSON; answers progress lines
//	                                {"progress":{…}} and one final Response line
//	POST /api/generate              a GenerateRequest (game, difficulty, seed,
//	                                attempts) as JSON; answers progress lines
//	                                {"progress":{attempt, attempts, …}} while
//	                                it tries candidate levels (none for a quick
//	                                answer), then one GenerateResponse line: a
//	                                new level checked by BFS (Bloxorz only)
//	POST /api/game                  one game between two players (Othello):
//	                                a GameRequest (players in their text
//	                                form, PlayerSpec), from an opening with a
//	                                seed; answers one GameResponse: result,
//	                                move list, the search behind every move
//	                                (Registry.PlayGame). Also served at its
//	                                former path, POST /api/match.
//	POST /api/tournament            a match of games: a MatchRequest (game
//	                                othello, players a and b as {algorithm,
//	                                params}, games, opening_plies, seed);
//	                                answers a MatchStatus line after every
//	                                move and game, the last with "done"
//	                                (PlayMatch)
//
// A player of a game, a match or `searchlab tournament` is an algorithm of
// the registry with its parameters (PlayerSpec), and every move it makes is
// the solve request of that algorithm on the position (OthelloPlayer): the
// same defaults and the same validation as POST /api/solve.
//
// GET /api/algorithms answers a Catalog: {"common":[Param…],"games":[{id,
// name, help, example, moves, "algorithms":[AlgorithmInfo…]}…]}, where each
// AlgorithmInfo carries the game's own parameters (the N-puzzle adds
// "heuristic" to the informed and local algorithms) and "games" lists every
// game the algorithm applies to; "limits" holds the memory budgets of the
// solver answering (ServerLimits: the default and the most a request may
// ask for). The UI builds its forms from it.
//
// Invalid requests (malformed JSON, unknown game, algorithm or parameter, a
// parameter of the wrong type or out of range, a board the game's parser
// rejects) get HTTP 400 with {"status":"invalid","error":"…"}. Everything
// else is HTTP 200 and NDJSON; an unsolvable board is one final line with
// status "unsolvable" and the reason, decided before searching; a panic
// inside a search is a final line with status "error". A final
// "budget_exceeded" names the budget that ran out in "budget": "nodes",
// "time" or "memory" (max_memory_bytes, counted against the structures the
// search grows). Behind searchlab serve's limits (httpapi.Guard) a request
// from a foreign Origin gets 403, and every POST waits for a slot of its
// lane (small solve requests have their own) or gets 503 with Retry-After
// and {"status":"busy","error":"…"} when the queue is full.
//
// A final line that is not "found" carries "reason" ({code, count, text})
// when the search knows why it stopped: "exhausted" (every reachable state
// searched: no solution), "local_optimum", "frozen", "stagnated",
// "beam_empty", "step_limit", "generation_limit", "playout_limit",
// "depth_limit", "node_budget", "time_budget", "cancelled" (search.StopKind);
// Nim adds "game_over" for a position with no move left. Clients show its
// text rather than guess from the status: not_found from an incomplete
// algorithm is not a proof.
//
// # Adding a game
//
// Write one file, say nim.go: a type implementing Game (Info, Algorithms,
// Solve) and `func init() { registerBuiltin(nimGame{}) }`. Algorithms picks
// catalogue entries (SystematicAlgorithms, LocalAlgorithms, or the game's
// own AlgorithmInfo values for MCTS and adversarial search) and adds game
// parameters with WithParams; validation against them is automatic, and
// the code reads them from job.Values, which panics on a name the
// algorithm does not declare (TestEveryAlgorithmReadsOnlyDeclaredParams
// runs every algorithm of every game to catch one). Settings that do not
// fit together are refused by a JobChecker. A parameter read only under
// another's value says so (Param.When, with Param.OnlyWith: partition only
// with heuristic=pdb), so forms show it only then; a game whose boards
// rule out some options (walking distance past 4×4) implements
// OptionChecker, so forms disable them with the reason Solve refuses them
// with (applies.go; TestParamConditionsAreDeclared and
// TestNPuzzleUnavailableMatchesSolve check both). Solve
// parses the board (a parse error is Invalid(err), returned before any
// progress, which the handler turns into a 400), decides solvability
// (Unsolvable(reason)), builds the search.Problem and ends with
// SolveProblem(ctx, job, problem, progress, moveName), or with
// RunStepper for a stepper it builds itself. A game's own result fields
// are a typed struct embedded in Response as a pointer (results.go): a
// two-player game reuses TwoPlayerResult; another adds its struct there,
// with JSON names distinct from every other field (a test checks). A game
// whose searches the page may step implements SteppableGame with the same
// setup function its Solve uses (see npuzzleSetup and bloxorzSetup), so
// the worker and the step mode build the same search.
package api
