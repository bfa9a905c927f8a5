package labscreen

import (
	"errors"
	"strings"
	"testing"
	"time"

	"searchlab/core/experiment"
	"searchlab/core/games/all"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// A preset runs in the pool and gives, exported as CSV, the rows the CLI's
// local runner gives for the same spec (elapsed time and memory aside);
// the summary and charts are the experiment's own; every result is kept.
func TestPresetRunsAsTheCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the preset's 60 runs take seconds, twice (the page's and the CLI's)")
	}
	l := newLab(t, nil, nil)
	l.s.Dispatch(LoadPreset{Name: "nim-minimax-alphabeta"})
	v := l.view()
	if v.Problem != "" || v.Runs != 60 || v.Draft.Game != "nim" || len(v.Draft.Configs) != 6 {
		t.Fatalf("preset in the form: problem %q, %d runs, game %s, %d configs", v.Problem, v.Runs, v.Draft.Game, len(v.Draft.Configs))
	}
	if !strings.HasPrefix(v.CLI, "searchlab experiment -preset nim-minimax-alphabeta -parallel 1 ") {
		t.Errorf("CLI command %q", v.CLI)
	}
	l.s.Dispatch(RunExperiment{})
	l.tick(time.Second)
	v = l.view()
	e := v.Exp
	if e == nil || e.Running || e.Status != StatusFinished || e.Done != 60 || e.Total != 60 {
		t.Fatalf("experiment %+v", e)
	}
	if got := len(l.pool.Paths); got != 60 || l.pool.Size != 1 {
		t.Errorf("%d pool calls, pool size %d; want 60, 1", got, l.pool.Size)
	}
	if n := l.arch.Count(e.ID); n != 60 {
		t.Errorf("%d results kept, want 60", n)
	}
	for _, r := range l.pool.Requests {
		if r.MaxMemoryBytes != RunMemory(1) {
			t.Fatalf("a run's memory budget %d, want the Lab's %d (the spec leaves it)", r.MaxMemoryBytes, RunMemory(1))
		}
	}
	l.s.Dispatch(Export{File: ExportRunsCSV})
	spec, _ := experiment.PresetByName("nim-minimax-alphabeta")
	if got, want := stable(t, l.exported("-runs.csv")), cliRows(t, spec.Spec); !equalRecords(got, want) {
		t.Errorf("the page's rows differ from the CLI's:\n%v\n%v", got, want)
	}
	if len(e.Summary.Configs) != 6 || e.Summary.Done != 60 || len(e.Charts) == 0 || len(e.Rows) != PageSize {
		t.Errorf("summary %d configs, %d done; %d charts; %d rows shown", len(e.Summary.Configs), e.Summary.Done, len(e.Charts), len(e.Rows))
	}
	l.s.Dispatch(SetPage{Page: 1})
	if e := l.view().Exp; e.Page != 1 || e.First != 50 || len(e.Rows) != 10 || e.Rows[0].Run != 50 {
		t.Errorf("page 2: page %d, first %d, %d rows", e.Page, e.First, len(e.Rows))
	}
	if p := l.view().Past; len(p) != 1 || p[0].Status != StatusFinished || p[0].Done != 60 {
		t.Errorf("past experiments %+v", p)
	}
}

// A match experiment (Othello players over openings) gives the CLI's game
// rows too.
func TestMatchExperimentRunsAsTheCLI(t *testing.T) {
	l := newLab(t, nil, nil)
	spec := experiment.Spec{Game: "othello", Instances: experiment.Instances{Openings: &experiment.Openings{Count: 2, Plies: 4, Seed: 3}},
		Configs: []experiment.Config{{Algorithm: "random"}, {Algorithm: "alphabeta", Params: map[string]any{"depth": 1}},
			{Algorithm: "mcts-uct", Params: map[string]any{"iterations": 30}}}, Repeats: 1, Seed: 1}
	l.spec(spec)
	l.s.Dispatch(RunExperiment{})
	l.tick(time.Second)
	e := l.view().Exp
	if e.Status != StatusFinished || e.Done != 6 || !e.Match || e.Total != 12 || len(e.Summary.Pairings) != 3 {
		t.Fatalf("match experiment: status %s, %d done, match %v, %d games, %d pairings", e.Status, e.Done, e.Match, e.Total, len(e.Summary.Pairings))
	}
	l.s.Dispatch(Export{File: ExportRunsCSV})
	if got, want := stable(t, l.exported("-runs.csv")), cliRows(t, spec); !equalRecords(got, want) {
		t.Errorf("the page's games differ from the CLI's:\n%v\n%v", got, want)
	}
}

// A form that makes no experiment says why in the CLI's sentence, naming
// the field by the form's words (issue 30 item 8: "Algorithm 2, parameter
// heuristic", not "configs[1].params.heuristic"); a parameter typed wrong
// is named too; Run refuses.
func TestDraftProblemsAreTheCLIs(t *testing.T) {
	l := newLab(t, nil, nil)
	spec := smallSpec()
	spec.Configs[1].Params = map[string]any{"heuristic": "nonsense"}
	_, want := experiment.NewPlan(all.Builtin(), spec)
	l.s.Dispatch(Edit{Apply: func(d *Draft) { *d = DraftOf(spec, declared(spec.Game)) }})
	var we *experiment.Error
	if got := l.view().Problem; !errors.As(want, &we) || got != "Algorithm 2, parameter heuristic: "+we.Msg {
		t.Errorf("problem %q, want the CLI's %v", got, want)
	}
	l.s.Dispatch(SetConfigParam{Index: 1, Name: "heuristic", Value: ""})
	if got := l.view().Problem; got != "" {
		t.Errorf("problem %q once the parameter is cleared", got)
	}
	l.s.Dispatch(SetConfigAlgorithm{Index: 2, Algorithm: "dls"})
	l.s.Dispatch(SetConfigParam{Index: 2, Name: "depth_limit", Value: "deep"})
	if got := l.view().Problem; !strings.HasPrefix(got, "Algorithm 3, parameter depth_limit: ") || !strings.Contains(got, "deep") {
		t.Errorf("problem %q, want one naming configs[2].params.depth_limit", got)
	}
	l.s.Dispatch(RunExperiment{})
	if l.view().Exp != nil || len(l.pool.Paths) != 0 || l.s.State().Notice.Kind != actions.NoticeError {
		t.Error("Run started an experiment the form cannot make")
	}
	l.s.Dispatch(SetConfigParam{Index: 2, Name: "depth_limit", Value: "40"})
	l.s.Dispatch(Edit{Apply: func(d *Draft) { d.Count = 0 }})
	if got := l.view().Problem; !strings.HasPrefix(got, "Boards: ") {
		t.Errorf("problem %q", got)
	}
}

// Stop ends every run at once (one StopAll of the pool); the runs that
// were in flight are done by Resume, and none twice. A worker that dies
// fails its run alone ("crashed", kept as an error row); the rest go on.
func TestStopResumeAndCrash(t *testing.T) {
	l := newLab(t, nil, nil)
	l.s.Dispatch(SetWorkers{Workers: 2})
	l.spec(smallSpec())
	l.pool.Hold = true
	l.s.Dispatch(RunExperiment{})
	if n := l.pool.Pending(); n != 4 {
		t.Fatalf("%d runs in the pool, want 4 (two per worker)", n)
	}
	l.pool.ReleaseN(3)
	if !l.pool.Crash("out of memory") {
		t.Fatal("no run to crash")
	}
	l.tick(time.Second)
	e := l.view().Exp
	if e.Done != 4 || e.InFlight != 4 || e.Crashed != 1 {
		t.Fatalf("after 3 results and a crash: %d done, %d in flight, %d crashed", e.Done, e.InFlight, e.Crashed)
	}
	l.s.Dispatch(StopExperiment{})
	e = l.view().Exp
	if l.pool.StopAlls != 1 || e.Running || e.Status != StatusStopped || e.InFlight != 0 {
		t.Fatalf("after Stop: %d StopAll, running %v, status %s, %d in flight", l.pool.StopAlls, e.Running, e.Status, e.InFlight)
	}
	calls := len(l.pool.Paths)
	l.pool.Hold = false
	l.s.Dispatch(ResumeExperiment{ID: e.ID})
	l.tick(time.Second)
	e = l.view().Exp
	if e.Status != StatusFinished || e.Done != 12 || len(l.pool.Paths)-calls != 8 || l.arch.Count(e.ID) != 12 {
		t.Fatalf("resumed: status %s, %d done, %d more calls (want 8), %d kept", e.Status, e.Done, len(l.pool.Paths)-calls, l.arch.Count(e.ID))
	}
	crashed := 0
	for _, r := range e.Rows {
		if r.Status == wire.StatusError && strings.Contains(r.Error, "crashed") && strings.Contains(r.Error, "out of memory") {
			crashed++
		} else if r.Status != wire.StatusFound {
			t.Errorf("run %d: %s %s", r.Run, r.Status, r.Error)
		}
	}
	if crashed != 1 {
		t.Errorf("%d crashed rows, want 1", crashed)
	}
}

// A reload in the middle of an experiment loses nothing: the results kept
// come back, Resume does exactly the runs without one, and the rows are a
// whole experiment's (the CLI's, the crashed run aside).
func TestReloadResumes(t *testing.T) {
	arch, storage := NewMemArchive(), memStorage{}
	l := newLab(t, arch, storage)
	l.spec(smallSpec())
	l.pool.Hold = true
	l.s.Dispatch(RunExperiment{})
	l.pool.ReleaseN(1)
	l.pool.ReleaseN(1) // two results, two more in flight when the page goes
	id := l.view().Exp.ID
	if arch.Count(id) != 2 {
		t.Fatalf("%d results kept before the reload, want 2", arch.Count(id))
	}

	l2 := newLab(t, arch, storage) // the reload: the same browser storage
	v := l2.view()
	if len(v.Past) != 1 || v.Past[0].ID != id || v.Past[0].Status != StatusRunning || v.Past[0].Done != 2 || v.Past[0].Runs != 12 {
		t.Fatalf("past experiments after the reload: %+v", v.Past)
	}
	if v.Draft.Name != "small" {
		t.Errorf("the form after the reload holds %q", v.Draft.Name)
	}
	l2.s.Dispatch(ResumeExperiment{ID: id})
	l2.tick(time.Second)
	e := l2.view().Exp
	if e.Status != StatusFinished || e.Done != 12 || len(l2.pool.Paths) != 10 || arch.Count(id) != 12 {
		t.Fatalf("resumed after the reload: status %s, %d done, %d runs done again (want 10), %d kept", e.Status, e.Done, len(l2.pool.Paths), arch.Count(id))
	}
	l2.s.Dispatch(Export{File: ExportRunsCSV})
	if got, want := stable(t, l2.exported("-runs.csv")), cliRows(t, smallSpec()); !equalRecords(got, want) {
		t.Errorf("the resumed experiment's rows differ from the CLI's:\n%v\n%v", got, want)
	}
}

// Past experiments: a finished one opens from the archive with its rows
// (its spec back in the form on request), and Delete forgets it and its
// results; the exports name the experiment and hold the CLI's formats.
func TestPastExperimentsAndExports(t *testing.T) {
	arch := NewMemArchive()
	l := newLab(t, arch, nil)
	l.spec(smallSpec())
	l.s.Dispatch(RunExperiment{})
	l.tick(time.Second)
	id := l.view().Exp.ID
	for _, f := range []string{ExportSummaryCSV, ExportMarkdown, ExportJSON, ChartFile("expanded", "svg"), ChartFile("expanded", "png")} {
		l.s.Dispatch(Export{File: f})
	}
	if md := l.exported("small-report.md"); !strings.Contains(md, "## small") || !strings.Contains(md, "| A* |") {
		t.Errorf("Markdown export %.300q", md)
	}
	if js := l.exported("small-experiment.json"); !strings.Contains(js, `"runs": [`) {
		t.Errorf("JSON export %.200q", js)
	}
	if svg := l.exported("small-expanded.svg"); !strings.HasPrefix(svg, "<svg") || l.exported("small-expanded.png") != svg {
		t.Errorf("chart exports: SVG %.60q", svg)
	}
	if s := l.exported("small-summary.csv"); !strings.HasPrefix(s, "config,algorithm,runs,solved") {
		t.Errorf("summary CSV %.100q", s)
	}

	l2 := newLab(t, arch, memStorage{}) // another page of the same browser
	l2.s.Dispatch(Edit{Apply: func(d *Draft) { d.Name = "something else" }})
	l2.s.Dispatch(OpenPast{ID: id})
	e := l2.view().Exp
	if e == nil || e.ID != id || e.Done != 12 || e.Total != 12 || e.Status != StatusFinished || len(e.Charts) == 0 {
		t.Fatalf("opened: %+v", e)
	}
	l2.s.Dispatch(EditSpecOf{})
	if d := l2.view().Draft; d.Name != "small" || len(d.Configs) != 3 {
		t.Errorf("the opened experiment's spec in the form: %+v", d)
	}
	l2.s.Dispatch(DeletePast{ID: id})
	if v := l2.view(); v.Exp != nil || len(v.Past) != 0 || arch.Count(id) != 0 {
		t.Errorf("after Delete: shown %v, %d past, %d results kept", v.Exp != nil, len(v.Past), arch.Count(id))
	}
}

// An archive that fails (storage full, refused) loses no result on the
// page: the runs go on, the table holds them, and the page says that a
// reload would run them again.
func TestArchiveFailureIsSaid(t *testing.T) {
	arch := NewMemArchive()
	l := newLab(t, arch, nil)
	l.spec(smallSpec())
	arch.Fail = errors.New("QuotaExceededError")
	l.s.Dispatch(RunExperiment{})
	l.tick(time.Second)
	v := l.view()
	if v.Exp.Done != 12 || !strings.Contains(v.Saving, "QuotaExceededError") || !strings.Contains(v.Saving, "reload") {
		t.Errorf("%d done; saving note %q", v.Exp.Done, v.Saving)
	}
}

// After runs that held much memory, the pool's workers are replaced when
// the experiment ends (a worker's memory never shrinks); after small ones
// they are kept.
func TestBigRunsReleaseTheWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a search of 400,000 expansions")
	}
	l := newLab(t, nil, nil)
	l.spec(smallSpec())
	l.s.Dispatch(RunExperiment{})
	if l.pool.StopAlls != 0 {
		t.Fatalf("small runs: %d StopAll", l.pool.StopAlls)
	}
	// BFS keeps every state it reaches: 400,000 expansions of a hard
	// 15-puzzle hold tens of megabytes.
	big := experiment.Spec{Game: "npuzzle", Instances: experiment.Instances{Boards: []string{"0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1"}},
		Configs: []experiment.Config{{Algorithm: "bfs"}}, Budget: experiment.Budget{MaxNodes: 400_000}, Repeats: 1, Seed: 1}
	l.spec(big)
	l.s.Dispatch(RunExperiment{})
	e := l.view().Exp
	if e.Status != StatusFinished || e.Rows[0].MemoryBytes < store.RecycleAbove {
		t.Fatalf("status %s, the run took %d bytes: want a finished run of at least %d", e.Status, e.Rows[0].MemoryBytes, store.RecycleAbove)
	}
	if l.pool.StopAlls != 1 {
		t.Errorf("after a run of %d bytes: %d StopAll, want 1", e.Rows[0].MemoryBytes, l.pool.StopAlls)
	}
}
