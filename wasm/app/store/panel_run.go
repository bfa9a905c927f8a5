package store

import (
	"errors"
	"fmt"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
)

// Tags of the solver panel's runs (RunState.Tag); a screen may run
// requests through the panel under a tag of its own (StartRequest), which
// the history does not record.
const (
	TagRun     = "run"
	TagCompare = "compare"
)

// PanelScreen is what a screen with the shared solver panel tells the run
// controller: how to build its request and what to do with a result.
// Everything else (starting, the compare queue, progress, outcomes, the
// history, Stop) the panel does.
type PanelScreen interface {
	// PanelRequest is the solve request of algo on the screen's board as
	// it is now, for a run of tag (TagRun, TagCompare), or why it cannot
	// run: a *NotRun names the outcome (unsolvable, invalid) and says why;
	// any other error is an invalid parameter.
	PanelRequest(tag, algo string) (corewire.Request, error)
	// PanelEnded is told that the panel's run r ended (its Outcome,
	// Message and Result set), before the history records it: it loads a
	// result (the player), may say more about it (r.Size, r.Note,
	// r.Figures) or put r.Message better, and returns the effects it needs.
	PanelEnded(r *RunState) []Effect
}

// NotRun is why a run cannot start on the board shown: the outcome the
// status line shows for it and a sentence.
type NotRun struct {
	Outcome Outcome
	Why     string
}

func (e *NotRun) Error() string { return e.Why }

// Reduce handles the panel's actions for the screen sc: the settings
// (SelectAlgorithm, SetParam, SetBudget), the runs (Run, Compare,
// ToggleCompare, Stop, and the controller's RunProgress and RunEnded of
// the panel's run) and the step mode (StepSearch, EndStepping). ok is
// false for any other action (a run of the screen's own, such as a
// generator's, included).
func (p *SolverPanel) Reduce(h Host, sc PanelScreen, a actions.Action) (fx []Effect, ok bool) {
	switch a := a.(type) {
	case actions.SelectAlgorithm:
		if !p.SelectAlgorithm(a.ID) {
			h.Notice(actions.NoticeError, h.Lang().T("notice.unknown_algo", "id", fmt.Sprintf("%q", a.ID)))
		}
		return nil, true
	case actions.SetParam:
		p.SetParam(a.Name, a.Value)
		return nil, true
	case actions.SetBudget:
		p.SetBudget(a.MaxNodes, a.TimeoutMS)
		return nil, true
	case actions.StepSearch:
		return p.reduceStep(h, sc, a.N), true
	case actions.EndStepping:
		p.EndStepping()
		return nil, true
	case actions.SetTrace:
		p.NoTrace, p.TraceEvents = a.MaxEvents <= 0, a.MaxEvents
		return nil, true
	case actions.CloseReplay:
		if p.Replay != nil && p.Replay.Source == FromStep {
			p.EndStepping()
		}
		p.Replay = nil
		return nil, true
	case actions.ReplaySeek, actions.ReplayStep, actions.ReplayPlay, actions.ReplaySpeed, actions.ReplayJump, actions.ReplayFold, actions.Quiz:
		if p.Replay != nil {
			p.Replay.Reduce(a)
		}
		return nil, true
	case actions.Run:
		return p.Start(h, sc), true
	case actions.Compare:
		return p.Compare(h, sc, a.Algorithms), true
	case actions.ToggleCompare:
		p.ToggleCompare(a.ID)
		return nil, true
	case actions.Stop:
		if !p.Run.Active && p.session != 0 {
			return p.stopStepping(h), true // Stop ends the step mode
		}
		if !p.Run.Active {
			return nil, false // the screen may have a run of its own to stop
		}
		return p.Stop(h), true
	case RunProgress:
		if a.Tag == TagStep {
			p.stepProgress(a)
			return nil, true
		}
		if !p.ours(a.ID) {
			return nil, false
		}
		if a.Trace != nil {
			if p.Replay != nil && p.Replay.Source == FromRun && p.replayRun == a.ID {
				p.Replay.Add(*a.Trace)
			}
			return nil, true
		}
		p.Run.Progress = a.Progress
		p.Run.Lines++
		return nil, true
	case RunEnded:
		if a.Tag == TagStep {
			return p.stepEnded(h, a), true
		}
		if !p.ours(a.ID) {
			return nil, false
		}
		return p.ended(h, sc, a), true
	}
	return nil, false
}

// ours reports whether id is the panel's active run.
func (p *SolverPanel) ours(id RunID) bool { return p.Run.Active && p.Run.ID == id }

// Start runs the chosen algorithm on the screen's board (Run).
func (p *SolverPanel) Start(h Host, sc PanelScreen) []Effect {
	if p.Run.Active {
		return nil
	}
	p.CompareIDs = nil
	return p.start(h, sc, TagRun, []string{p.Algorithm})
}

// Compare runs algos (those the catalogue has, in the order given) on the
// screen's board one after another; each run goes into the history and
// the comparison's table.
func (p *SolverPanel) Compare(h Host, sc PanelScreen, algos []string) []Effect {
	if p.Run.Active {
		return nil
	}
	queue := p.CompareQueue(algos)
	if len(queue) == 0 {
		h.Notice(actions.NoticeError, h.Lang().T("notice.compare.none"))
		return nil
	}
	p.CompareIDs = nil
	return p.start(h, sc, TagCompare, queue)
}

// StartRequest runs req through the panel under the screen's own tag: the
// status line and statistics show it, PanelEnded gets its end, the
// history does not record it (Bloxorz's level check).
func (p *SolverPanel) StartRequest(h Host, tag string, req corewire.Request) []Effect {
	if p.Run.Active {
		return nil
	}
	return p.launch(h, tag, []corewire.Request{req})
}

// start builds the requests of algos (all of them first: a comparison
// runs on the board shown when it was asked for) and runs them.
func (p *SolverPanel) start(h Host, sc PanelScreen, tag string, algos []string) []Effect {
	reqs := make([]corewire.Request, 0, len(algos))
	for _, algo := range algos {
		req, err := sc.PanelRequest(tag, algo)
		if err != nil {
			outcome, why := OutcomeInvalid, err.Error()
			var nr *NotRun
			if errors.As(err, &nr) {
				outcome = nr.Outcome
			}
			p.Comparing, p.queue = nil, nil
			p.Run = RunState{Tag: tag, Algorithm: algo, Outcome: outcome, Message: why}
			return nil
		}
		reqs = append(reqs, req)
	}
	return p.launch(h, tag, reqs)
}

// launch hands reqs to the run controller. A run (TagRun) records its
// trace for the replay view, unless NoTrace.
func (p *SolverPanel) launch(h Host, tag string, reqs []corewire.Request) []Effect {
	fx := p.freeLane(h) // the screens' lane does one request at a time
	if tr := p.TraceRequest(); tag == TagRun && len(reqs) == 1 && tr != nil {
		reqs[0].Trace = tr
		p.EndStepping()
		p.Replay = NewReplay(reqs[0], FromRun)
		if a, ok := FindAlgo(p.Catalog, reqs[0].Algorithm); ok {
			p.Replay.Name = a.Name
		}
	}
	id, run := h.Run(tag, reqs...)
	fx = append(fx, run...)
	if reqs[0].Trace != nil {
		p.replayRun = id
	}
	p.queue = reqs
	p.Comparing = nil
	for _, r := range reqs[1:] {
		p.Comparing = append(p.Comparing, r.Algorithm)
	}
	p.Run = RunState{ID: id, Tag: tag, Active: true, Algorithm: reqs[0].Algorithm, Board: reqs[0].Board}
	return fx
}

// Stop ends the running search and the rest of a comparison; the end
// arrives as RunEnded (Stopped), which records the run.
func (p *SolverPanel) Stop(h Host) []Effect {
	if !p.Run.Active {
		return nil
	}
	p.Comparing = nil
	return h.StopRun(p.Run.ID)
}

// ended closes the panel's run: outcome, the screen's part, the history
// entry (runs and comparisons), and the next run of a comparison.
func (p *SolverPanel) ended(h Host, sc PanelScreen, a RunEnded) []Effect {
	r := &p.Run
	r.Active = false
	r.Outcome, r.Message = OutcomeOf(a.End)
	switch e := a.End.(type) {
	case Done:
		r.Result = e.Response
	case Stopped:
		r.Message = "stopped by you; the statistics so far are kept"
		p.EndStepping() // the run's worker is gone, the step mode's session with it
	case Crashed:
		p.EndStepping() // as Stopped
	}
	if p.Replay != nil && p.Replay.Source == FromRun && p.replayRun == a.ID {
		var s *corewire.TraceSummary
		if r.Result != nil {
			s = r.Result.Traced
		}
		p.Replay.Finish(s)
	}
	fx := sc.PanelEnded(r)
	if r.Tag == TagRun || r.Tag == TagCompare {
		if a.Index < len(p.queue) {
			e := h.Record(p.entry(p.queue[a.Index], r.Outcome, r.Message), r.Result, r.Progress)
			if r.Tag == TagCompare {
				p.CompareIDs = append(p.CompareIDs, e.ID)
			}
		}
		fx = append(fx, h.PersistHistory()...)
	}
	if a.Last || a.Index+1 >= len(p.queue) {
		p.Comparing, p.queue = nil, nil
		return fx
	}
	next := p.queue[a.Index+1]
	if len(p.Comparing) > 0 {
		p.Comparing = p.Comparing[1:]
	}
	p.Run = RunState{ID: a.ID, Tag: r.Tag, Active: true, Algorithm: next.Algorithm, Board: next.Board}
	return fx
}

// entry is the history entry of a run of req (without id, time or result:
// Store.record adds them).
func (p *SolverPanel) entry(req corewire.Request, outcome Outcome, msg string) Entry {
	return Entry{Game: req.Game, Board: req.Board, Goal: req.Goal, Algorithm: req.Algorithm, Params: CopyMap(p.Params[req.Algorithm]),
		Seed: req.Seed, MaxNodes: req.MaxNodes, TimeoutMS: req.TimeoutMS, Status: outcome, Error: msg}
}
