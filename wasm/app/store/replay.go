package store

import (
	"fmt"
	"time"

	"searchlab/core/replay"
	"searchlab/core/share"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// DefaultTraceEvents is how many events a run records for its replay
// unless the person says otherwise (SetTrace).
const DefaultTraceEvents = corewire.MaxTraceEvents

// StreamRedraw is how often, at most, a replay redraws while its run
// streams its trace: the trace grows with every batch that arrives (a few
// hundred a second), its pictures with it, but drawing them is the page's
// costliest work, so the view catches up a few times a second.
const StreamRedraw = 300 * time.Millisecond

// OpenDelay is how long after a run's end its replay redraws for the last
// time (Opened): time for the page to draw the end itself (the solution,
// the statistics, the history row) in a frame of its own first, the
// ticker's timer and the frame's callback being otherwise free to fall in
// one task.
const OpenDelay = 50 * time.Millisecond

// Replay speeds, in events per second.
const (
	MinReplaySpeed     = 1
	MaxReplaySpeed     = 20000
	DefaultReplaySpeed = 20
)

// ReplaySource says where a replay's trace comes from.
type ReplaySource uint8

const (
	// FromRun: the trace of a run in the worker, streamed beside its
	// progress lines.
	FromRun ReplaySource = iota
	// FromStep: the step mode's trace, made on the page one step at a
	// time by the same recorder.
	FromStep
)

// Replay is a trace the page replays: the trace (growing while its run
// streams or the step mode steps), the request that made it (a share
// link reproduces it), the position shown and the replay's own playing
// state. Screens keep one (the solver panel's Replay; Nim and Othello
// their own) and hand it the replay actions (Reduce) and the ticks.
//
// The trace is shared, not copied, by snapshots: it only grows, and what
// a view shows is read off the position (core/replay).
type Replay struct {
	Trace   *replay.Trace
	Request corewire.Request
	// Name is the algorithm's name for people ("" : its id).
	Name    string
	Source  ReplaySource
	Pos     int
	Playing bool
	Speed   float64 // events per second
	// Live: the position follows the trace's end as events arrive (until
	// the person moves it).
	Live bool
	// Done: the run (or the step mode's search) is over: the trace is
	// complete, or cut (Trace.Cut).
	Done bool
	// Opened: a tick OpenDelay after the end has passed. The replay's last
	// redraw waits for it, so drawing the pictures at the end is not added
	// to the frame that draws the run's solution and its history row.
	Opened bool
	// Bad says why the trace stopped growing (a line out of order), or "".
	Bad string
	// Open lists the tree nodes the person unfolded (true) or folded
	// (false) by hand; others follow the current path.
	Open map[int32]bool
	// Summary is the run's "traced" (nil before its end).
	Summary *corewire.TraceSummary
	// Quiz is the "predict the next step" exercise on the replay (nil:
	// none running).
	Quiz *Quiz
	// Version changes whenever anything the view shows changes; while a
	// run streams, at most every StreamRedraw (the tick after the batches
	// that arrived since).
	Version int
	carry   float64 // fraction of an event the ticker owes the position
	last    time.Time
	// behind: batches arrived (or the run ended) since Version last
	// changed; drawn is when it last changed for them.
	behind bool
	drawn  time.Time
	// ended is the first tick after Finish.
	ended time.Time
}

// NewReplay starts the replay of a request's trace (nothing arrived yet).
func NewReplay(req corewire.Request, src ReplaySource) *Replay {
	return &Replay{Trace: &replay.Trace{Algorithm: req.Algorithm}, Request: req, Source: src, Speed: DefaultReplaySpeed, Live: true}
}

// AlgorithmName is the traced algorithm's name, or its id.
func (r *Replay) AlgorithmName() string {
	if r.Name != "" {
		return r.Name
	}
	return r.Request.Algorithm
}

// Clone is a copy for a snapshot (the trace itself is shared).
func (r *Replay) Clone() *Replay {
	if r == nil {
		return nil
	}
	c := *r
	if r.Quiz != nil {
		q := *r.Quiz
		q.Chosen = append([]int(nil), r.Quiz.Chosen...)
		c.Quiz = &q
	}
	if r.Open != nil {
		c.Open = make(map[int32]bool, len(r.Open))
		for k, v := range r.Open {
			c.Open[k] = v
		}
	}
	return &c
}

// Add appends a trace line (the trace grows by the batch: core/replay's
// Add costs the batch, not the events before it); the position follows the
// end while Live. A run's replay redraws on a later tick (Tick, at most
// every StreamRedraw); the step mode's at once.
func (r *Replay) Add(b corewire.TraceBatch) {
	if r.Bad != "" {
		return
	}
	if err := r.Trace.Add(b); err != nil {
		r.Bad = err.Error()
	}
	if r.Live {
		r.Pos = r.Trace.Len()
	}
	r.changed()
}

// changed marks a change the view shows: at once for the step mode, on a
// later tick for a run's replay (Tick).
func (r *Replay) changed() {
	if r.Source == FromRun {
		r.behind = true
		return
	}
	r.Version++
}

// Finish marks the trace complete (the run ended) with the run's summary
// (nil when it sent none: stopped, crashed); a run's replay redraws on the
// tick OpenDelay after the end (Opened).
func (r *Replay) Finish(s *corewire.TraceSummary) {
	r.Done, r.Summary = true, s
	if r.Live {
		r.Pos = r.Trace.Len()
	}
	r.changed()
}

// Reduce handles a replay action; false for any other action.
func (r *Replay) Reduce(a actions.Action) bool {
	switch a := a.(type) {
	case actions.ReplaySeek:
		r.seek(a.Pos)
	case actions.ReplayStep:
		r.seek(r.Pos + a.Delta)
		r.Playing = false
	case actions.ReplayPlay:
		r.Playing = a.On && r.Trace.Len() > 0
		if r.Playing && r.Pos >= r.Trace.Len() {
			r.Pos = 0 // play again from the start
		}
		r.last, r.carry = time.Time{}, 0
		r.Live = false
	case actions.ReplaySpeed:
		r.Speed = ClampReplaySpeed(a.PerSecond)
	case actions.ReplayJump:
		r.jump(corewire.TraceKind(a.Kind), a.Back)
	case actions.Quiz:
		r.quiz(a)
	case actions.ReplayFold:
		if r.Open == nil {
			r.Open = map[int32]bool{}
		}
		r.Open[a.Node] = a.Open
	default:
		return false
	}
	r.Version++
	return true
}

// seek moves the position (clamped) and stops following the end.
func (r *Replay) seek(pos int) {
	r.Pos = r.Trace.Clamp(pos)
	r.Live = r.Pos == r.Trace.Len() && !r.Done
}

// jump moves to the next (or previous) event of kind k, if there is one.
func (r *Replay) jump(k corewire.TraceKind, back bool) {
	t := r.Trace
	if back {
		for i := r.Pos - 2; i >= 0; i-- {
			if t.Kind(i) == k {
				r.seek(i + 1)
				return
			}
		}
		return
	}
	for i := r.Pos; i < t.Len(); i++ {
		if t.Kind(i) == k {
			r.seek(i + 1)
			return
		}
	}
}

// Tick opens an ended replay (Opened) and advances a playing one to now
// at its speed (as many events as are due, none twice); changed says
// whether the view changed.
func (r *Replay) Tick(now time.Time) (changed bool) {
	if r == nil {
		return false
	}
	if r.Done && !r.Opened {
		if r.ended.IsZero() {
			r.ended = now
		}
		if now.Sub(r.ended) < OpenDelay {
			return false
		}
		r.Opened, r.behind = true, false
		r.Version++
		return true
	}
	if r.behind && now.Sub(r.drawn) >= StreamRedraw {
		r.behind, r.drawn = false, now
		r.Version++
		return true
	}
	if !r.Playing {
		return false
	}
	if r.last.IsZero() {
		r.last = now
		return false
	}
	r.carry += now.Sub(r.last).Seconds() * r.Speed
	r.last = now
	n := int(r.carry)
	if n == 0 {
		return false
	}
	r.carry -= float64(n)
	r.Pos = r.Trace.Clamp(r.Pos + n)
	if r.Pos >= r.Trace.Len() && r.Done {
		r.Playing = false
	}
	r.Version++
	return true
}

// ClampReplaySpeed keeps a speed within MinReplaySpeed..MaxReplaySpeed.
func ClampReplaySpeed(v float64) float64 {
	if !(v >= MinReplaySpeed) { // also catches NaN
		return MinReplaySpeed
	}
	return min(v, MaxReplaySpeed)
}

// Focus is the event the view is about: the current one (event Pos-1),
// or, while the step mode follows its steps, the last event of the step
// that is not a Generate (the state expanded, the new bound, the move), as
// the step mode shows what a step did to the node it took; -1 at the
// start.
func (r *Replay) Focus() int {
	if r == nil {
		return -1
	}
	pos := r.Trace.Clamp(r.Pos)
	if r.Source == FromStep && r.Live {
		for i := pos - 1; i >= 0 && i >= pos-4096; i-- {
			if r.Trace.Kind(i) != corewire.KindGenerate {
				return i
			}
		}
	}
	return pos - 1
}

// CurrentState is the text of the state the focused event is about (""
// at the start or for an event without one).
func (r *Replay) CurrentState() string {
	i := r.Focus()
	if i < 0 {
		return ""
	}
	return r.Trace.State(r.Trace.Event(i).State)
}

// Showing reports whether the replay stands somewhere a board should show
// (the step mode before its end, or a position the person moved to before
// the trace's end): the screen then draws the replay's current state
// instead of its player's.
func (r *Replay) Showing() bool {
	if r == nil {
		return false
	}
	if r.Source == FromStep {
		return !r.Done
	}
	return r.Playing || (r.Pos < r.Trace.Len() && !r.Live)
}

// ShownState is the state a board draws for the replay ("" when the
// replay is not Showing or its event names no state).
func (r *Replay) ShownState() string {
	if !r.Showing() {
		return ""
	}
	return r.CurrentState()
}

// ReplaySharer is a screen whose replay can be shared as a link that runs
// the same search again (share.Link.Replay).
type ReplaySharer interface {
	ReplayFragment() (string, error)
}

// ReplayFragment returns the share-link fragment of the replay shown (the
// screen's ReplaySharer).
func (s *Store) ReplayFragment() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs, ok := s.screens[s.st.Game].(ReplaySharer)
	if !ok {
		return "", fmt.Errorf("the %s screen cannot share a replay", s.st.Game)
	}
	return rs.ReplayFragment()
}

// Events is the number of events the replay's trace was asked for (the
// cap a shared replay asks for again).
func (r *Replay) Events() int {
	if r.Request.Trace != nil {
		return r.Request.Trace.MaxEvents
	}
	return DefaultTraceEvents
}

// ReplayLink is the share link of the panel's replay of a run: the traced
// request's board, goal, algorithm, parameters (as text) and seed, with
// the trace's cap; false without a run's replay.
func (p *SolverPanel) ReplayLink() (share.Link, bool) {
	r := p.Replay
	if r == nil || r.Source != FromRun {
		return share.Link{}, false
	}
	req := r.Request
	params := map[string]string{}
	for k, v := range req.Params {
		params[k] = fmt.Sprint(v)
	}
	return share.Link{Game: req.Game, Board: req.Board, Goal: req.Goal, Algorithm: req.Algorithm, Params: CopyMap(params),
		Seed: uint64(req.Seed), Replay: r.Events()}, true
}

// OpenReplay runs the search of a replay link (its board, algorithm and
// seed already on the screen) again with its trace.
func (p *SolverPanel) OpenReplay(h Host, sc PanelScreen, events int) []Effect {
	p.NoTrace, p.TraceEvents = false, min(events, corewire.MaxTraceEvents)
	return p.Start(h, sc)
}
