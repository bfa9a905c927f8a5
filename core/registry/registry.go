package registry

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"searchlab/core/internal/clip"
	"searchlab/core/wire"
)

// Descriptor is the light half of a game's plug-in: what the game is and
// which algorithms, parameters and defaults it offers, with the optional
// capabilities that read boards and draw instances without searching
// (JobChecker, OptionChecker, BoardChecker, InstanceSource, Openings).
// Each game's package (core/games/<game>game) implements it without
// linking any engine, so the page (wasm/app) builds its catalogue from
// descriptors alone (core/games/catalog).
type Descriptor interface {
	// Info describes the game.
	Info() GameInfo
	// Algorithms lists the algorithms that apply to the game, in the order
	// the UI and `searchlab algos` show them, with the game's own
	// parameters (such as the heuristic choice) included.
	Algorithms() []AlgorithmInfo
}

// Game is a Descriptor with its engine: how a game plugs into the solver.
// Each game's engine package (core/games/<game>game/engine) implements it
// once, embedding the game's Descriptor, and registers it with
// RegisterBuiltin; core/games/all links them all in.
type Game interface {
	Descriptor
	// Solve parses the board, decides solvability, runs the job's
	// algorithm and reports progress through progress (which may be
	// nil). A board the game cannot read is a StatusInvalid response
	// returned before progress is ever called; a board that cannot reach
	// the goal is StatusUnsolvable, also decided before any search.
	Solve(ctx context.Context, job Job, progress func(wire.Progress)) wire.Response
}

// JobChecker is what a game may also implement: a check of a job's
// parameters taken together, whatever the board (settings that do not fit
// each other). Prepare runs it, so a bad combination is refused before any
// search, with the same sentence for a solve and for a player
// (CheckPlayer).
type JobChecker interface {
	CheckJob(job Job) error
}

// Registry is a set of games, looked up by id. It is immutable once built.
// Its games are Descriptors; those that are Games too (a registry built
// with engines, all.Builtin) also solve, step and play.
type Registry struct {
	games []Descriptor
	byID  map[string]Descriptor
	// algoGames maps an algorithm id to the ids of the games it applies to.
	algoGames map[string][]string
}

// NewRegistry builds a registry of games (descriptors, or Games with their
// engines), in the given order. Game ids must be distinct.
func NewRegistry(games ...Descriptor) *Registry {
	r := &Registry{byID: map[string]Descriptor{}, algoGames: map[string][]string{}}
	for _, g := range games {
		id := g.Info().ID
		if _, dup := r.byID[id]; dup {
			panic(fmt.Sprintf("api: game %q registered twice", id))
		}
		r.games = append(r.games, g)
		r.byID[id] = g
		for _, a := range g.Algorithms() {
			r.algoGames[a.ID] = append(r.algoGames[a.ID], id)
		}
	}
	return r
}

// builtin holds the games compiled into the package; each game's file adds
// itself in init. It is never modified after package initialisation.
var builtin []Game

func RegisterBuiltin(g Game) { builtin = append(builtin, g) }

// Builtin returns a registry of every game compiled into the package, in a
// fixed order (by id).
func Builtin() *Registry {
	gs := make([]Descriptor, len(builtin))
	for i, g := range builtin {
		gs[i] = g
	}
	return NewSorted(gs...)
}

// NewSorted is NewRegistry with the games in the fixed order of Builtin
// (by id).
func NewSorted(games ...Descriptor) *Registry {
	gs := append([]Descriptor(nil), games...)
	sort.Slice(gs, func(i, j int) bool { return gs[i].Info().ID < gs[j].Info().ID })
	return NewRegistry(gs...)
}

// Games returns the games' descriptions in registry order.
func (r *Registry) Games() []GameInfo {
	out := make([]GameInfo, len(r.games))
	for i, g := range r.games {
		out[i] = g.Info()
	}
	return out
}

// Descriptor returns the game with the given id.
func (r *Registry) Descriptor(id string) (Descriptor, bool) {
	d, ok := r.byID[id]
	return d, ok
}

// Game returns the game with the given id when the registry holds its
// engine (false for an unknown game and for a descriptor alone).
func (r *Registry) Game(id string) (Game, bool) {
	g, ok := r.byID[id].(Game)
	return g, ok
}

// Algorithms returns a game's algorithms with Games filled in, or an
// InvalidError naming the known games.
func (r *Registry) Algorithms(game string) ([]AlgorithmInfo, error) {
	g, ok := r.byID[game]
	if !ok {
		return nil, r.unknownGame(game)
	}
	as := g.Algorithms()
	out := make([]AlgorithmInfo, len(as))
	for i, a := range as {
		a.Games = append([]string(nil), r.algoGames[a.ID]...)
		out[i] = a
	}
	return out, nil
}

func (r *Registry) unknownGame(game string) error {
	ids := make([]string, len(r.games))
	for i, g := range r.games {
		ids[i] = g.Info().ID
	}
	if game == "" {
		return wire.Invalidf("the request names no game (known: %s)", strings.Join(ids, ", "))
	}
	return wire.Invalidf("unknown game %q (known: %s)", clip.Text(game), strings.Join(ids, ", "))
}

// Catalog is what GET /api/algorithms answers: the common request fields,
// and per game its description and algorithms.
type Catalog struct {
	Common []Param       `json:"common"`
	Games  []GameCatalog `json:"games"`
	// Limits are the memory budgets of the solver answering (see
	// ServerLimits).
	Limits ServerLimits `json:"limits"`
}

// GameCatalog is one game and its algorithms.
type GameCatalog struct {
	GameInfo
	Algorithms []AlgorithmInfo `json:"algorithms"`
}

// CommonParams describes the request fields every algorithm takes.
func CommonParams() []Param {
	return []Param{
		IntParam("max_nodes", 0, MaxMaxNodes, 0, fmt.Sprintf("Node budget: the search stops with budget_exceeded after expanding this many states (0: the default, %d).", DefaultMaxNodes)),
		IntParam("timeout_ms", 0, MaxTimeout.Milliseconds(), 0, fmt.Sprintf("Time budget in milliseconds: the search stops with budget_exceeded after this long (0: the default, %d).", DefaultTimeout.Milliseconds())),
		IntParam("seed", -1<<53, 1<<53, 0, "Seed of the random generator of stochastic algorithms; the same seed repeats the same run."),
		memoryParam(DefaultServerLimits()),
	}
}

// Catalog returns the catalog of one game, or of every game when game is "".
func (r *Registry) Catalog(game string) (Catalog, error) {
	c := Catalog{Common: CommonParams(), Games: []GameCatalog{}, Limits: DefaultServerLimits()}
	for _, g := range r.games {
		info := g.Info()
		if game != "" && info.ID != game {
			continue
		}
		as, _ := r.Algorithms(info.ID)
		c.Games = append(c.Games, GameCatalog{GameInfo: info, Algorithms: as})
	}
	if game != "" && len(c.Games) == 0 {
		return c, r.unknownGame(game)
	}
	return c, nil
}

// Prepare validates a request against the registry: game, algorithm,
// parameters (with the game's JobChecker, if any) and budgets (the board is
// the game's business, in Solve). The game returned is nil when the
// registry holds only the game's descriptor (core/games/catalog): the
// request is valid, but this registry cannot run it.
func (r *Registry) Prepare(req wire.Request) (Job, Game, error) {
	d, ok := r.byID[req.Game]
	g, _ := d.(Game)
	if !ok {
		return Job{Request: req}, nil, r.unknownGame(req.Game)
	}
	as, _ := r.Algorithms(req.Game)
	for _, a := range as {
		if a.ID == req.Algorithm {
			job, err := validate(req, a)
			if jc, ok := d.(JobChecker); ok && err == nil {
				err = jc.CheckJob(job)
			}
			return job, g, err
		}
	}
	ids := make([]string, len(as))
	for i, a := range as {
		ids[i] = a.ID
	}
	if req.Algorithm == "" {
		return Job{Request: req}, nil, wire.Invalidf("the request names no algorithm (for %s: %s)", req.Game, strings.Join(ids, ", "))
	}
	return Job{Request: req}, nil, wire.Invalidf("unknown algorithm %q for game %q (known: %s)", clip.Text(req.Algorithm), req.Game, strings.Join(ids, ", "))
}

// Solve validates req and runs it. It never panics: a panic inside the game
// or the algorithm becomes a StatusError response. A request's trace is
// validated but not recorded (SolveTraced records it).
func (r *Registry) Solve(ctx context.Context, req wire.Request, progress func(wire.Progress)) wire.Response {
	return r.SolveTraced(ctx, req, progress, nil)
}

// SolveTraced is Solve that also records the search's trace when the
// request asks for one and trace is not nil: trace receives its lines in
// order (trace.go), each before the progress line that follows it and all
// before Solve returns; the response's Traced summarises them and its
// memory_bytes counts their memory.
func (r *Registry) SolveTraced(ctx context.Context, req wire.Request, progress func(wire.Progress), trace func(wire.TraceBatch)) wire.Response {
	return r.SolveTracePacks(ctx, req, progress, batches(trace))
}

// SolveTracePacks is SolveTraced with each trace line handed over as the
// recorder fills it (wire.TracePack, in its frame encoding), for a caller
// that writes it out at once (a frame, a JSON line) and does not keep it:
// the pack is reused once trace returns.
func (r *Registry) SolveTracePacks(ctx context.Context, req wire.Request, progress func(wire.Progress), trace func(*wire.TracePack)) wire.Response {
	job, g, err := r.Prepare(req)
	if err != nil {
		return wire.Invalid(err)
	}
	if g == nil {
		return wire.Response{Status: wire.StatusError, Error: fmt.Sprintf("this registry describes game %q but holds no engine to solve it", req.Game)}
	}
	if req.Trace == nil || trace == nil {
		return SafeSolve(ctx, g, job, progress)
	}
	t := newTracer(req.Trace.MaxEvents, trace)
	job.Recorder = t
	if progress != nil {
		report := progress
		progress = func(p wire.Progress) {
			t.flush()
			report(p)
		}
	}
	resp := SafeSolve(ctx, g, job, progress)
	if resp.Status == wire.StatusInvalid && t.n == 0 {
		return resp // refused before any search
	}
	resp.Traced = t.summary()
	resp.Stats.MemoryBytes += resp.Traced.Bytes
	return resp
}

// safeSolve runs g.Solve, turning a panic into an error response.
func SafeSolve(ctx context.Context, g Game, job Job, progress func(wire.Progress)) (resp wire.Response) {
	defer func() {
		if v := recover(); v != nil {
			resp = wire.Response{Status: wire.StatusError, Error: fmt.Sprintf("internal error: %v", v)}
		}
	}()
	return g.Solve(ctx, job, progress)
}
