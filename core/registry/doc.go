// Package registry is SearchLab's plug-in core: the Descriptor interface
// every game's adapter implements (what the game is and offers) and the
// Game that adds its engine (Solve), their optional capabilities
// (JobChecker, OptionChecker, BoardChecker, InstanceSource, Openings;
// SteppableGame and Matcher for engines), the Registry that holds the
// games and answers solve, step, catalogue and player requests, the
// catalogue itself (GameInfo, AlgorithmInfo, Param, Catalog,
// applicability), a job's validated parameters (Values), the run engine
// (Prepare, Solve, RunStepper, StepTraced, the memory and server limits),
// the trace recorder that fills the wire's trace batches, and two-player
// play between registry players (PlayerSpec, PlayGame, PlayMatch) of the
// games that implement Matcher.
//
// Where it sits: it imports the wire format (core/wire), the search
// contracts (core/search, core/adversarial: problems, observers, stats) and
// the match score (core/tournament/score), but no local search, no MCTS and
// no match player: which search runs a job is core/registry/dispatch's
// (NewStepper, SolveProblem, SingleMCTSParams), which the engines import.
// Each game's descriptor (core/games/<game>game) imports it; core/games/catalog
// gathers the descriptors into the registry the UI uses. Each game's engine
// (core/games/<game>game/engine) embeds its descriptor, adds Solve and
// registers itself with RegisterBuiltin from its init; core/games/all links
// every engine in and is what the CLI, the HTTP handler
// (core/api/httpapi) and the worker use (all.Builtin). A registry of
// descriptors alone validates requests but answers Solve with an error.
// The package imports neither syscall/js nor net/http, so the UI's
// WebAssembly binary can use it.
//
// # Adding a game
//
// Write two packages, say core/games/nimgame: a type named Descriptor
// (Info, Algorithms, and the light capabilities); and
// core/games/nimgame/engine: `type Game struct{ nimgame.Descriptor }` with
// Solve and `func init() { registry.RegisterBuiltin(Game{}) }`. Nothing
// else is edited: web/tools/genplugins (go generate, make) lists every
// core/games/*game's Descriptor in core/games/catalog and imports every
// engine in core/games/all, by folder name. The descriptor must not
// import its engine nor any engine package (make ui-deps-check).
// Algorithms picks catalogue entries (SystematicAlgorithms,
// LocalAlgorithms, or the game's own AlgorithmInfo values for MCTS and
// adversarial search) and adds game
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
// dispatch.SolveProblem(ctx, job, problem, progress, moveName), or with
// RunStepper for a stepper it builds itself. A game's own result fields
// are a typed struct embedded in wire.Response as a pointer (core/wire/results.go): a
// two-player game reuses TwoPlayerResult; another adds its struct there,
// with JSON names distinct from every other field (a test checks). A game
// whose searches the page may step implements SteppableGame with the same
// setup function its Solve uses (see NpuzzleSetup and bloxorzSetup), so
// the worker and the step mode build the same search.
package registry
