// Package wire is SearchLab's wire format: the request and response types
// of the solve service (Request, Response, Progress, Stats, each game's
// result struct, statuses and reasons, GenerateRequest/GenerateResponse),
// the trace frames (TraceRequest, TraceBatch, TraceEvent, TraceSummary) and
// their two codecs: the JSON lines of a stream at the network edge
// (DecodeLine, ReadLines, the hand-written trace JSON, the cut move lists)
// and, between the solver's worker and the page, binary frames read
// without reflection (frame.go: DecodeFrame, Append…Frame). It is data only: it imports
// no game and no registry (only the search packages whose statistics it
// carries, core/search and core/adversarial), so a client (the UI, the
// CLI's remote mode, a test) can read the stream without the games.
//
// Where it sits: core/registry fills these types; core/api/httpapi writes
// them on the network; core/api/remote and the worker read them.
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
// the solve request of that algorithm on the position (the game's player,
// such as othelloengine.Player): the same defaults and the same validation as
// POST /api/solve.
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
package wire
