package bloxorzscreen

import (
	"strings"
	"testing"
	"time"

	"searchlab/core/bloxorz"
	"searchlab/core/wire"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// newPageTest is a Bloxorz screen without a solver.
func newPageTest(t *testing.T) *store.Store {
	t.Helper()
	s := store.New(store.Deps{Games: testGames})
	s.Dispatch(actions.SelectGame{ID: "bloxorz"})
	return s
}

// TestBloxorzGenerateOnlyInWorker: without a solver no preset is
// generated on the page (it links no search): the level stays, and the
// generator says that it runs in the solver and why it could not.
func TestBloxorzGenerateOnlyInWorker(t *testing.T) {
	for _, d := range GenPresets {
		s := newPageTest(t)
		before := bloxOf(s).Text
		s.Dispatch(Generate{Difficulty: d})
		b := bloxOf(s)
		if b.Generating || b.Text != before || b.Stage != 1 || !strings.HasPrefix(b.Generated, "The generator runs in the solver") ||
			!strings.Contains(b.Generated, "there is no solver in this build") {
			t.Errorf("%s without a solver: generating %v, stage %d, level changed %v, message %q", d, b.Generating, b.Stage, b.Text != before, b.Generated)
		}
	}
	s := newPageTest(t)
	s.Dispatch(Generate{Difficulty: "impossible"})
	if st := s.State(); st.Notice.Kind != actions.NoticeError {
		t.Errorf("an unknown preset: notice %q", st.Notice.Text)
	}
}

// TestBloxorzGenerateSameSeed: the worker's levels for the easy preset
// have an optimal length (checked again here by BFS) in the preset's
// range, and the same seed and count give the same level.
func TestBloxorzGenerateSameSeed(t *testing.T) {
	s, _ := newBloxTest(t)
	s.Dispatch(Generate{Difficulty: "easy"})
	b := bloxOf(s)
	if !strings.HasPrefix(b.Generated, "Generated") {
		t.Skipf("no easy level for this seed: %s", b.Generated)
	}
	res, err := bloxorz.Check(b.Level)
	gp, _ := bloxorz.Difficulty("easy")
	if err != nil || res.Verdict != bloxorz.Solvable || res.Free < gp.MinLength || res.Free > gp.MaxLength {
		t.Errorf("check %+v %v, want an optimum in %d..%d", res, err, gp.MinLength, gp.MaxLength)
	}
	if b.Stage != 0 || !b.Modified || !strings.Contains(b.Generated, itoaT(res.Free)+" moves") {
		t.Errorf("stage %d modified %v text %q", b.Stage, b.Modified, b.Generated)
	}
	s2, _ := newBloxTest(t)
	s2.Dispatch(Generate{Difficulty: "easy"})
	if bloxOf(s2).Text != b.Text {
		t.Error("the same seed made a different level")
	}
}

// TestBloxorzGenerateInWorker: with a worker every preset, expert included,
// is generated there; the level shown is the worker's, with its optimum.
func TestBloxorzGenerateInWorker(t *testing.T) {
	s, g := newBloxTest(t)
	s.Dispatch(Generate{Difficulty: "expert"})
	b := bloxOf(s)
	if len(g.Paths) != 1 || g.Paths[0] != "/api/generate" || b.Generating {
		t.Fatalf("paths %v generating %v", g.Paths, b.Generating)
	}
	if !strings.HasPrefix(b.Generated, "Generated") {
		t.Skipf("no expert level for this seed: %s", b.Generated)
	}
	res, err := bloxorz.Check(b.Level)
	gp, _ := bloxorz.Difficulty("expert")
	if err != nil || res.Free < gp.MinLength || res.Free > gp.MaxLength || !strings.Contains(b.Generated, itoaT(res.Free)+" moves") {
		t.Errorf("check %+v %v; message %q", res, err, b.Generated)
	}
	if len(b.Level.Splits) == 0 {
		t.Errorf("an expert level without a split switch")
	}
}

// While the worker generates, the screen says what it makes ("an expert
// level", with its article) and keeps the generator's progress lines for
// the bar (issue 21 item 8): the attempts made of the most it makes; the
// answer clears them.
func TestBloxorzGenerateProgress(t *testing.T) {
	s, g := newBloxTest(t)
	g.Hold = true
	s.Dispatch(Generate{Difficulty: "expert"})
	b := bloxOf(s)
	if !b.Generating || b.Generated != "Generating an expert level in the worker…" || b.GenProgress.Attempts != 0 {
		t.Fatalf("generating %v, %q, progress %+v", b.Generating, b.Generated, b.GenProgress)
	}
	s.Dispatch(store.RunProgress{For: ID, ID: b.genRun, Tag: TagGenerate, Progress: wire.Progress{Attempt: 37, Attempts: 300, BudgetUsed: 37.0 / 300, Stats: wire.Stats{Elapsed: 2100 * time.Millisecond}}})
	if p := bloxOf(s).GenProgress; p.Attempt != 37 || p.Attempts != 300 {
		t.Errorf("progress after a line: %+v", p)
	}
	s.Dispatch(store.RunProgress{For: ID, ID: b.genRun + 99, Tag: TagGenerate, Progress: wire.Progress{Attempt: 1, Attempts: 2}})
	if p := bloxOf(s).GenProgress; p.Attempt != 37 {
		t.Errorf("another run's line changed the bar: %+v", p)
	}
	s.Dispatch(actions.Stop{})
	if b := bloxOf(s); b.Generating || b.GenProgress != (wire.Progress{}) || b.Generated != "Generation stopped." {
		t.Errorf("after Stop: generating %v progress %+v %q", b.Generating, b.GenProgress, b.Generated)
	}
	if got := withArticle("easy") + ", " + withArticle("hard"); got != "an easy, a hard" {
		t.Errorf("articles: %q", got)
	}
}
