// Package registry is SearchLab's plug-in core: the Game interface every
// game adapter implements (Game, JobChecker, OptionChecker, BoardChecker,
// SteppableGame), the Registry that holds the games and answers solve,
// step, catalogue and player requests, the catalogue itself (GameInfo,
// AlgorithmInfo, Param, Catalog, applicability), a job's validated
// parameters (Values), the run engine (Prepare, Solve, RunStepper,
// SolveProblem, StepTraced, the memory and server limits), the trace
// recorder that fills the wire's trace batches, and two-player play
// between registry players (PlayerSpec, PlayGame, PlayMatch) of the games
// that implement Matcher.
//
// Where it sits: it imports the wire format (core/wire) and the search
// packages; each game's adapter (core/games/<game>game) imports it and
// registers itself with RegisterBuiltin from its init; core/games/all links
// every game in and is what the CLI, the HTTP handler (core/api/httpapi),
// the worker and the UI use (all.Builtin). The package imports neither
// syscall/js nor net/http, so the UI's WebAssembly binary can use it.
//
// # Adding a game
//
// Write one package, say core/games/nimgame: a type implementing Game (Info,
// Algorithms, Solve) and `func init() { registry.RegisterBuiltin(nimGame{}) }`,
// and import it from core/games/all. Algorithms picks
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
// are a typed struct embedded in wire.Response as a pointer (core/wire/results.go): a
// two-player game reuses TwoPlayerResult; another adds its struct there,
// with JSON names distinct from every other field (a test checks). A game
// whose searches the page may step implements SteppableGame with the same
// setup function its Solve uses (see NpuzzleSetup and bloxorzSetup), so
// the worker and the step mode build the same search.
package registry
