package store

import (
	"encoding/json"
	"fmt"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// The run controller (the Elm way: a screen's reducer asks for a run and
// gets typed messages back). A screen asks its Host to run typed requests
// (Run, Generate, PlayMatch) under a tag of its own; the controller
// marshals them, starts them in the Solver one after another, decodes
// every line and the end once, and routes typed actions to the screen
// that asked, whichever is shown: RunProgress for each progress line and
// RunEnded once per request. Several runs may be in flight at once (a
// pool of workers can take them); the RunID and the Tag tell them apart.
// Nothing else in the page marshals a request or reads a stream.

// RunID identifies a run: one request, or a queue of them (a comparison),
// started by one screen. Ids are unique in a Store and never 0.
type RunID int64

// RunProgress is a progress line of request Index of run ID, which screen
// For started with Tag: for a solve its Progress, or a trace line (Trace,
// when the request asked for its trace), for a match the score so far
// (Match; the last line also comes as Done.Match).
type RunProgress struct {
	actions.Own
	For      string
	ID       RunID
	Tag      string
	Index    int
	Progress corewire.Progress
	Trace    *corewire.TraceBatch
	Match    *registry.MatchStatus
}

// RunEnded says request Index of run ID ended with End; Last says that no
// request of the run follows (the run is over). Every request started ends
// exactly once; a queue goes on after Done and Crashed and is over after
// Stopped and Refused.
type RunEnded struct {
	actions.Own
	For   string
	ID    RunID
	Tag   string
	Index int
	Last  bool
	End   End
}

// Screen implements actions.Routed: the screen that started the run.
func (a RunProgress) Screen() string { return a.For }

// Screen implements actions.Routed: the screen that started the run.
func (a RunEnded) Screen() string { return a.For }

// callKind is how a call's answer reads.
type callKind int

const (
	solveCall    callKind = iota // progress lines, then an api.Response
	generateCall                 // progress lines, then an api.GenerateResponse
	matchCall                    // api.MatchStatus lines, the last with Done
	stepCall                     // trace lines, then a wire.StepLine
)

// call is one request of a run, marshalled once.
type call struct {
	kind callKind
	path string
	body string
	err  error // why the request could not be marshalled
}

// liveRun is a run whose current request has not ended yet.
type liveRun struct {
	id     RunID
	screen string
	tag    string
	calls  []call
	index  int    // the request running
	callID CallID // its call in the Solver
	final  Done   // its final object, once read
	bad    string // the last line that could not be read, and why
	lane   Lane   // the solver's lane its calls go to
}

// quietLane reports whether lane's callbacks leave the listeners asleep:
// the Lab's runs end by the hundred, and its screen redraws from its Tick.
func quietLane(lane Lane) bool { return lane == LaneLab }

// runs is the controller's bookkeeping (the Store's, under its lock).
type runs struct {
	last int64 // the last id handed out (runs and calls share the counter)
	live map[RunID]*liveRun
}

// callLine and callEnd are the Solver's callbacks, dispatched to the
// store (they never reach a screen as such). Those of a quiet lane's run
// (quietLane) do not wake the listeners (the page's redraw), because an
// experiment's runs end by the hundred; the screen that runs them redraws
// from its Tick (Screen.Tick's changed).
type (
	callLine struct {
		actions.Own
		run   RunID
		call  CallID
		frame []byte
		quiet bool
	}
	callEnd struct {
		actions.Own
		run   RunID
		call  CallID
		end   End
		quiet bool
	}
)

// quiet reports whether a leaves the listeners asleep (a quiet lane's
// callback).
func quiet(a actions.Action) bool {
	switch a := a.(type) {
	case callLine:
		return a.quiet
	case callEnd:
		return a.quiet
	}
	return false
}

func (r *runs) nextID() int64 {
	r.last++
	return r.last
}

// newCall marshals a request for path.
func newCall(kind callKind, path string, req any) call {
	b, err := json.Marshal(req)
	return call{kind: kind, path: path, body: string(b), err: err}
}

// run registers a run of screen's calls and returns its id and the effect
// that starts its first request.
func (s *Store) run(screen, tag string, calls []call) (RunID, []effect) {
	if s.runs.live == nil {
		s.runs.live = map[RunID]*liveRun{}
	}
	r := &liveRun{id: RunID(s.runs.nextID()), screen: screen, tag: tag, calls: calls, lane: LaneScreens}
	if len(calls) == 0 {
		return r.id, nil
	}
	s.runs.live[r.id] = r
	return r.id, s.startCall(r)
}

// step registers a step request of screen's (one call to PathStep in the
// screens' lane); a request without a session names its new session with
// the run's id.
func (s *Store) step(screen, tag string, req corewire.StepRequest) (RunID, []effect) {
	if s.runs.live == nil {
		s.runs.live = map[RunID]*liveRun{}
	}
	r := &liveRun{id: RunID(s.runs.nextID()), screen: screen, tag: tag, lane: LaneScreens}
	if req.Session == 0 {
		req.Session = int64(r.id)
	}
	r.calls = []call{newCall(stepCall, PathStep, req)}
	s.runs.live[r.id] = r
	return r.id, s.startCall(r)
}

// startCall is the effect that sends the run's current request.
func (s *Store) startCall(r *liveRun) []effect {
	c := r.calls[r.index]
	r.callID, r.final, r.bad = CallID(s.runs.nextID()), Done{}, ""
	run, id, lane, q := r.id, r.callID, r.lane, quietLane(r.lane)
	refuse := func(why string) []effect {
		return []effect{func() { s.Dispatch(callEnd{run: run, call: id, end: Refused{Why: why}, quiet: q}) }}
	}
	solver := s.deps.Solver
	switch {
	case c.err != nil:
		return refuse("the request could not be encoded: " + c.err.Error())
	case solver == nil:
		return refuse("there is no solver in this build")
	}
	return []effect{func() {
		solver.Start(lane, id, c.path, c.body,
			func(frame []byte) { s.Dispatch(callLine{run: run, call: id, frame: frame, quiet: q}) },
			func(e End) { s.Dispatch(callEnd{run: run, call: id, end: e, quiet: q}) })
	}}
}

// readLine decodes one frame of a run's current request (binary, read
// without reflection: core/wire/frame.go): progress and trace batches go
// to the screen, the final object is kept for the end. The answers that
// have no binary form (a level, a match's score) come as JSON line frames.
func (s *Store) readLine(a callLine) []effect {
	r := s.runs.live[a.run]
	if r == nil || r.callID != a.call || len(a.frame) == 0 {
		return nil // a late frame of a run stopped or over
	}
	f, err := corewire.DecodeFrame(a.frame)
	switch {
	case err != nil:
		r.bad = "an unreadable frame: " + err.Error()
		return nil
	case f.Kind == corewire.FrameEnd:
		if f.End >= 300 {
			r.bad = fmt.Sprintf("the solver answered with status %d", f.End)
		}
		return nil
	}
	progress := RunProgress{For: r.screen, ID: r.id, Tag: r.tag, Index: r.index}
	switch r.calls[r.index].kind {
	case solveCall:
		switch f.Kind {
		case corewire.FrameProgress:
			progress.Progress = *f.Progress
			return s.deliver(r, progress)
		case corewire.FrameTrace:
			progress.Trace = f.Trace
			return s.deliver(r, progress)
		case corewire.FrameFinal:
			r.final.Response = f.Final
			return nil
		}
	case generateCall:
		if f.Kind != corewire.FrameLine {
			break
		}
		l, err := corewire.DecodeGenerateLine([]byte(f.Line))
		switch {
		case err != nil:
			r.bad = "an unreadable answer: " + err.Error()
			return nil
		case l.Progress != nil: // the attempts so far
			progress.Progress = *l.Progress
			return s.deliver(r, progress)
		}
		r.final.Level = l.Final
		return nil
	case stepCall:
		switch f.Kind {
		case corewire.FrameTrace:
			progress.Trace = f.Trace
			return s.toScreen(r.screen, progress)
		case corewire.FrameStep:
			r.final.Step = f.Step
			return nil
		}
	case matchCall:
		if f.Kind != corewire.FrameLine {
			break
		}
		var m registry.MatchStatus
		if err := json.Unmarshal([]byte(f.Line), &m); err != nil {
			r.bad = "an unreadable line: " + jsonProblem(err)
			return nil
		}
		if m.Done {
			r.final.Match = &m
		}
		progress.Match = &m
		return s.deliver(r, progress)
	}
	r.bad = unexpected(f)
	return nil
}

// unexpected says why frame f has no place in the answer it came in.
func unexpected(f corewire.Frame) string {
	if f.Kind == corewire.FrameLine {
		line := f.Line
		if len(line) > 80 {
			line = line[:80] + "…"
		}
		return "an unreadable line: " + line
	}
	return "an unexpected " + f.Kind.String() + " frame"
}

// endCall ends a run's current request: the screen gets RunEnded, and the
// next request of the queue starts.
func (s *Store) endCall(a callEnd) []effect {
	r := s.runs.live[a.run]
	if r == nil || r.callID != a.call {
		return nil // a run stopped (StopRun sent its end) or over
	}
	end := a.end
	if _, ok := end.(Done); ok {
		end = r.final
		if r.final == (Done{}) {
			why := "the solver ended without a result"
			if r.bad != "" {
				why += " (" + r.bad + ")"
			}
			end = Crashed{Why: why}
		}
	}
	last := r.index == len(r.calls)-1
	switch end.(type) {
	case Stopped, Refused:
		last = true
	}
	ev := RunEnded{For: r.screen, ID: r.id, Tag: r.tag, Index: r.index, Last: last, End: end}
	if last {
		delete(s.runs.live, r.id)
	} else {
		r.index++
	}
	fx := s.deliver(r, ev)
	if !last && s.runs.live[r.id] == r { // the screen did not stop it meanwhile
		fx = append(fx, s.startCall(r)...)
	}
	return fx
}

// stopRun ends run id: its current request is stopped in the Solver, the
// rest of its queue dropped, and the screen gets RunEnded with Stopped
// (from an effect, so it arrives even if the Solver never answers).
func (s *Store) stopRun(id RunID) []effect {
	r := s.runs.live[id]
	if r == nil {
		return nil
	}
	delete(s.runs.live, id)
	call, ev := r.callID, RunEnded{For: r.screen, ID: r.id, Tag: r.tag, Index: r.index, Last: true, End: Stopped{}}
	solver := s.deps.Solver
	return []effect{
		func() {
			if solver != nil {
				solver.Stop(call)
			}
		},
		func() { s.Dispatch(ev) },
	}
}

// toScreen hands a run's action to the screen that started it.
func (s *Store) toScreen(screen string, a actions.Action) []effect {
	if sc, ok := s.screens[screen]; ok {
		return sc.Reduce(a)
	}
	return nil
}

// Running reports how many runs are in flight.
func (s *Store) Running() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.runs.live)
}
