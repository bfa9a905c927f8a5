package store

import (
	"testing"
	"time"

	"searchlab/core/registry"
	corewire "searchlab/core/wire"
)

// panelRunner records the runs GamePanel starts and stops.
type panelRunner struct {
	next    RunID
	tags    []string
	reqs    []corewire.Request
	stopped []RunID
	now     time.Time
}

func (r *panelRunner) Run(tag string, reqs ...corewire.Request) (RunID, []Effect) {
	r.next++
	r.tags = append(r.tags, tag)
	r.reqs = append(r.reqs, reqs...)
	return r.next, nil
}

func (r *panelRunner) PlayMatch(tag string, req registry.MatchRequest) (RunID, []Effect) {
	return r.Run(tag)
}

func (r *panelRunner) Step(tag string, req corewire.StepRequest) (RunID, []Effect) {
	return r.Run(tag)
}

func (r *panelRunner) StopRun(id RunID) []Effect {
	r.stopped = append(r.stopped, id)
	return nil
}

func (r *panelRunner) Now() time.Time { return r.now }

// Every way a run ends (done, stopped, crashed, refused) leaves the panel
// idle, and only the job's own run counts.
func TestGamePanelEveryEndIsIdle(t *testing.T) {
	for _, end := range []End{Done{}, Stopped{}, Crashed{Why: "x"}, Refused{Why: "y"}} {
		h := &panelRunner{now: time.Unix(100, 0)}
		var p GamePanel
		p.Start(h, ForMove, corewire.Request{})
		if !p.Job.Is(ForMove) || p.Job.Since() != h.now || h.tags[0] != "move" {
			t.Fatalf("started: job %+v tags %v", p.Job, h.tags)
		}
		id := RunID(1)
		if p.Progressed(RunProgress{ID: id + 7}) || !p.Progressed(RunProgress{ID: id, Progress: corewire.Progress{Stats: corewire.Stats{Expanded: 5}}}) || p.Progress.Expanded != 5 {
			t.Errorf("progress of another run counted, or the job's not: %+v", p.Progress)
		}
		if _, ok := p.Ended(RunEnded{ID: id + 7, Last: true, End: end}); ok || p.Job.Idle() {
			t.Fatalf("another run's end ended the job")
		}
		j, ok := p.Ended(RunEnded{ID: id, Last: true, End: end})
		if !ok || !j.Is(ForMove) || !p.Job.Idle() {
			t.Errorf("%T: ended %v job %+v, panel %+v", end, ok, j, p.Job)
		}
		if _, ok := p.Ended(RunEnded{ID: id, Last: true, End: end}); ok {
			t.Errorf("%T: a second end of the same run counted", end)
		}
	}
}

// A queue (the compare table, an analysis) stays the job until its last
// request; Stop stops the worker's run, returns the job and leaves the
// panel idle; a new start stops the running job first.
func TestGamePanelQueueStopAndRestart(t *testing.T) {
	h := &panelRunner{}
	var p GamePanel
	p.Start(h, ForCompare, corewire.Request{}, corewire.Request{})
	if _, ok := p.Ended(RunEnded{ID: 1, Index: 0, End: Done{}}); !ok || !p.Job.Is(ForCompare) {
		t.Fatalf("the queue's first end: job %+v", p.Job)
	}
	e0 := p.Epoch()
	j, _ := p.Stop(h)
	if !j.Is(ForCompare) || !p.Job.Idle() || len(h.stopped) != 1 || h.stopped[0] != 1 || p.Epoch() == e0 {
		t.Fatalf("stop: job %+v stopped %v epoch %d→%d", j, h.stopped, e0, p.Epoch())
	}
	if j, _ := p.Stop(h); !j.Idle() || len(h.stopped) != 1 {
		t.Errorf("stopping an idle panel stopped %v", h.stopped)
	}
	p.Start(h, ForHints, corewire.Request{})
	p.StartMatch(h, registry.MatchRequest{})
	if !p.Job.Is(ForMatch) || len(h.stopped) != 2 || h.stopped[1] != 2 {
		t.Errorf("a match started over the hints: job %+v stopped %v", p.Job, h.stopped)
	}
	if why := p.TraceRefusal(false); why == "" {
		t.Errorf("a trace may start while a match runs")
	}
	p.Stop(h)
	if p.TraceRefusal(true) == "" || p.TraceRefusal(false) != "" {
		t.Errorf("trace refusals: over %q, idle %q", p.TraceRefusal(true), p.TraceRefusal(false))
	}
}
