package store

import (
	"time"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// Purpose says what a two-player screen's search is for. It is also the
// run's tag (RunProgress.Tag, RunEnded.Tag).
type Purpose string

// The purposes of a two-player screen's runs: a closed set.
const (
	ForMove     Purpose = "move"     // the side to move's AI chooses its move
	ForHints    Purpose = "hints"    // an engine values every legal move
	ForCompare  Purpose = "compare"  // the compare table's queue of searches
	ForTrace    Purpose = "trace"    // a search of the position for the replay only
	ForAnalysis Purpose = "analysis" // an imported game's positions are valued
	ForMatch    Purpose = "match"    // a match between two players
)

// Job is a two-player screen's one run, in the manner of elm-spa's Status:
// the zero Job is idle; otherwise one run is searching for a purpose (or
// matching, ForMatch) since a time. Only GamePanel changes it, so every
// start, end, stop, crash and refusal passes through one place.
type Job struct {
	purpose Purpose
	run     RunID
	since   time.Time
}

// Idle reports whether no run of the screen is in the worker.
func (j Job) Idle() bool { return j.purpose == "" }

// Is reports whether the running job is for p.
func (j Job) Is(p Purpose) bool { return j.purpose != "" && j.purpose == p }

// Purpose is what the running job is for ("" when idle).
func (j Job) Purpose() Purpose { return j.purpose }

// Owns reports whether run id is the job's (a run stopped, or for a
// position that is gone, is not).
func (j Job) Owns(id RunID) bool { return j.purpose != "" && j.run == id }

// Since is when the job was asked for (the zero time when idle).
func (j Job) Since() time.Time { return j.since }

// Runner is what GamePanel uses from the store's Host.
type Runner interface {
	Run(tag string, reqs ...corewire.Request) (RunID, []Effect)
	PlayMatch(tag string, req registry.MatchRequest) (RunID, []Effect)
	Step(tag string, req corewire.StepRequest) (RunID, []Effect)
	StopRun(id RunID) []Effect
	Now() time.Time
}

// GameHost is the part of Host a two-player screen uses: the panel's
// Runner, its own storage, notices, the seed and the page's language. Nim
// and Othello hold the Host as a GameHost, so that what they may ask of
// the store is written in one place (Host has 23 methods).
type GameHost interface {
	Runner
	Save(key string, v any) []Effect
	Load(key string) (string, bool)
	Notice(kind actions.NoticeKind, text string)
	Seed() int64
	SetSeed(seed int64) []Effect
	Lang() i18n.Lang
}

// GamePanel is the run lifecycle of a two-player screen (Nim, Othello),
// sibling of SolverPanel: its one Job (the AI's move, hints, a comparison,
// a trace, an analysis or a match), the live progress of that job, the
// trace switch and the replay of the last traced search
// (game_panel_trace.go), automatic play's pause (game_panel_auto.go) and
// the typed transitions out of a job (JobEnds, game_panel_end.go). The
// screen keeps its positions, settings and results; it starts, stops and
// ends runs only through the panel, so a stop, crash or refusal always
// leaves the panel idle.
type GamePanel struct {
	Job      Job
	Progress corewire.Progress // the running search's last progress line
	// Replay is the trace of the last search traced: every AI move's when
	// TraceAI, or a TracePosition's.
	Replay  *Replay
	TraceAI bool
	// Auto: the AI plays both sides on by itself, a pause between moves
	// (game_panel_auto.go).
	Auto bool
	// Step is the step mode's view (game_panel_step.go): a search the
	// solver's worker keeps alive and steps when asked, whose trace the
	// Replay holds.
	Step *StepView
	stepping

	replayRun RunID
	epoch     int       // moves on whenever a job starts or stops
	autoAt    time.Time // automatic play: when to ask for the next move (zero: not waiting)
	autoRun   int       // the epoch autoAt was set in
}

// Epoch moves on whenever a job starts or stops: a timer set in an earlier
// epoch (automatic play's pause) is stale.
func (p *GamePanel) Epoch() int { return p.epoch }

// Start runs reqs (one request, or a queue) for purpose; a job already
// running is stopped first.
func (p *GamePanel) Start(h Runner, purpose Purpose, reqs ...corewire.Request) []Effect {
	fx := p.freeSteps(h) // the screens' lane does one request at a time
	_, stop := p.Stop(h)
	fx = append(fx, stop...)
	id, run := h.Run(string(purpose), reqs...)
	p.begin(h, purpose, id)
	return append(fx, run...)
}

// StartMatch plays req in the worker (ForMatch); a job already running is
// stopped first.
func (p *GamePanel) StartMatch(h Runner, req registry.MatchRequest) []Effect {
	fx := p.freeSteps(h)
	_, stop := p.Stop(h)
	fx = append(fx, stop...)
	id, run := h.PlayMatch(string(ForMatch), req)
	p.begin(h, ForMatch, id)
	return append(fx, run...)
}

func (p *GamePanel) begin(h Runner, purpose Purpose, id RunID) {
	p.Job = Job{purpose: purpose, run: id, since: h.Now()}
	p.Progress = corewire.Progress{}
	p.epoch++
}

// Stop stops the running job, if any, and returns it (idle when nothing
// ran); the panel is idle after.
func (p *GamePanel) Stop(h Runner) (Job, []Effect) {
	p.epoch++
	j := p.Job
	if j.Idle() {
		return j, nil
	}
	p.Job = Job{}
	return j, h.StopRun(j.run)
}

// Ended reads the end of one request of a run: when the run is the job's,
// it returns the job, and the panel goes idle if that was the run's last
// request (a queue is over after its last request, or when stopped or
// refused: RunEnded.Last); false for a run stopped before or not the
// screen's.
func (p *GamePanel) Ended(a RunEnded) (Job, bool) {
	if !p.Job.Owns(a.ID) {
		return Job{}, false
	}
	j := p.Job
	if a.Last {
		p.Job = Job{}
	}
	return j, true
}

// Progressed keeps the job's progress line; false when a is not the job's.
func (p *GamePanel) Progressed(a RunProgress) bool {
	if !p.Job.Owns(a.ID) {
		return false
	}
	p.Progress = a.Progress
	return true
}
