package store

import (
	"testing"

	corewire "searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
)

// stepHost is a GameHost over panelRunner that records its notices.
type stepHost struct {
	panelRunner
	notices []string
}

func (h *stepHost) Save(string, any) []Effect             { return nil }
func (h *stepHost) Load(string) (string, bool)            { return "", false }
func (h *stepHost) Notice(_ actions.NoticeKind, s string) { h.notices = append(h.notices, s) }
func (h *stepHost) Seed() int64                           { return 1 }
func (h *stepHost) SetSeed(int64) []Effect                { return nil }
func (h *stepHost) Lang() i18n.Lang                       { return i18n.English }

// stepDone is the end of step request id with view v.
func stepDone(id RunID, v StepView) RunEnded {
	return RunEnded{ID: id, Tag: TagStep, Last: true, End: Done{Step: &corewire.StepLine{Step: &v}}}
}

// The two-player panel's step mode: the first StepMore opens the worker's
// session with the screen's request, steps asked for while a request is
// in flight go out when it ends, the view comes with the end, and a job
// that needs the lane stops the request in flight and ends the step mode.
func TestGamePanelSteps(t *testing.T) {
	h := &stepHost{}
	var p GamePanel
	if fx := p.StepMore(h, 1); fx != nil || len(h.tags) != 0 {
		t.Fatal("stepped with the step mode off")
	}
	req := corewire.Request{Game: "nim", Board: "3 4 5", Algorithm: "alphabeta"}
	p.OpenSteps(req, "Alpha-beta")
	if !p.Stepping() || p.Replay == nil || p.Replay.Source != FromStep || p.Replay.Name != "Alpha-beta" || len(h.tags) != 0 {
		t.Fatalf("opened: stepping %v replay %+v requests %v", p.Stepping(), p.Replay, h.tags)
	}
	p.StepMore(h, 1)
	p.StepMore(h, 10) // while the first is in flight
	if len(h.tags) != 1 || h.tags[0] != TagStep {
		t.Fatalf("requests %v: want one step request in flight", h.tags)
	}
	if fx, ok := p.ReduceSteps(h, stepDone(1, StepView{Steps: 1})); !ok || fx != nil || p.Step == nil || p.Step.Steps != 1 {
		t.Fatalf("first end: ok %v step %+v", ok, p.Step)
	}
	if len(h.tags) != 2 {
		t.Fatalf("the steps asked for meanwhile did not go out: %v", h.tags)
	}
	if _, ok := p.ReduceSteps(h, RunEnded{ID: 9, Tag: "move"}); ok {
		t.Error("a move's end read as a step's")
	}
	// A job takes the lane: the step request in flight (2) is stopped, the
	// step mode ends and its replay goes.
	p.Start(h, ForMove, req)
	if len(h.stopped) != 1 || h.stopped[0] != 2 || p.Stepping() || p.Step != nil || p.Replay != nil {
		t.Errorf("a move over a step: stopped %v, stepping %v, step %+v, replay %+v", h.stopped, p.Stepping(), p.Step, p.Replay)
	}
	if fx := p.StepMore(h, 1); fx != nil {
		t.Error("stepped while a job runs")
	}
	p.Stop(h)
	// A failed request ends the step mode with a notice.
	p.OpenSteps(req, "Alpha-beta")
	p.StepMore(h, 1)
	id := RunID(len(h.tags))
	p.ReduceSteps(h, RunEnded{ID: id, Tag: TagStep, Last: true, End: Crashed{Why: "out of memory"}})
	if p.Stepping() || p.Replay != nil || len(h.notices) != 1 {
		t.Errorf("after a crash: stepping %v replay %v notices %v", p.Stepping(), p.Replay != nil, h.notices)
	}
	// A run's traced replay takes the step mode's place.
	p.OpenSteps(req, "Alpha-beta")
	p.StartTrace(h, req, "Alpha-beta")
	if p.Stepping() || p.Replay == nil || p.Replay.Source != FromRun {
		t.Errorf("a trace over the step mode: stepping %v replay %+v", p.Stepping(), p.Replay)
	}
}
