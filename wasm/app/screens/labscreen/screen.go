// Package labscreen is the Lab (#lab): experiments over many boards and
// algorithm configurations, run in a pool of solver workers, kept as they
// arrive and exported for a report. It is a thin client of core/experiment
// (the spec, its checks and sentences, the runs, the rows, the summary,
// the charts and the exports are the CLI's own) and of the store's
// experiment runner (store.LabRunner, which schedules the runs in the
// solver's pool): the screen keeps the draft, the record and what comes
// back, and shows it.
package labscreen

import (
	"time"

	"searchlab/core/experiment"
	"searchlab/core/games/catalog"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// ID is the Lab's screen id: its route (#lab) and its share links'
// (#v1/lab/…).
const ID = experiment.LinkGame

// Deps are what the Lab needs from outside (main gives the browser's).
type Deps struct {
	// Registry checks specs and lists algorithms (nil: api.Builtin()).
	Registry *registry.Registry
	// Archive keeps experiments and results (nil: a MemArchive).
	Archive Archive
	// Cores is the machine's number of logical processors
	// (navigator.hardwareConcurrency): the default pool is one less.
	Cores int
	// Download saves a text file; DownloadPNG draws an SVG document into a
	// PNG and saves it (nil: exports are refused with a notice).
	Download    func(name, mime, text string)
	DownloadPNG func(name, svg string)
	// NewID names a new experiment (nil: from the clock).
	NewID func(now time.Time) string
	// Order is the page's game picker's order (game ids): the Lab's
	// picker lists those games first, in that order.
	Order []string
}

// Game registers the Lab with the store.
func Game(d Deps) store.Game {
	return store.Game{ID: ID, Name: "Lab", New: func(h store.Host) store.Screen { return New(h, d) }}
}

// Screen is the Lab: a store.Screen.
type Screen struct {
	h     store.Host
	d     Deps
	reg   *registry.Registry
	games []GameChoice // the picker's games (Games)
	s     *State
}

// State is the Lab's own state (the view gets a View, Snapshot).
type State struct {
	Draft   Draft
	Catalog []registry.AlgorithmInfo // the draft's game's algorithms
	// Declared is what the draft's game declares for experiments: its
	// kinds of instances and their fields.
	Declared registry.Experiments
	// Plan is the draft's plan; Problem why the draft makes none (a
	// sentence naming the field, as the CLI says it).
	Plan    *experiment.Plan
	Problem string
	// Problems are the draft's problems in the form's words, each with
	// the field to mark (several at once: experiment.Check).
	Problems []problem
	// checked are the core's problems the Problems say, and coreProblem
	// the core's sentence (English) when the draft makes no plan: the
	// view says them in the page's language (problemIn).
	checked     []*experiment.Error
	coreProblem string
	// Bad are the form fields whose text does not read (test id →
	// problem): the draft holds their last good values.
	Bad     map[string]string
	cli     string // the draft's CLI command
	Workers int    // the pool's size
	Exp     *Exp
	Past    []Record
	Page    int // the per-run table's page
	// listed: the past experiments were asked for; Saving a notice about
	// the archive (a result that could not be saved).
	listed bool
	Saving string
	ticked time.Time // the last second the view was redrawn while running
	// unseen: a run's end changed what the page shows; the controller
	// does not wake the page for a pooled run's end (there are hundreds),
	// Tick does, at most every redrawEvery.
	unseen  bool
	drawnAt time.Time
	// formVersion and pastVersion count the changes of the form and of
	// the past experiments (View).
	formVersion, pastVersion int
}

// KeyDraft and KeyWorkers are the localStorage keys of the form and the
// pool's size.
const (
	KeyDraft   = "searchlab.lab.draft"
	KeyWorkers = "searchlab.lab.workers"
)

// New makes the Lab with the draft and pool size saved, if any; on a first
// visit, the N-puzzle's usual experiment and one worker less than the
// machine has processors (at least one).
func New(h store.Host, d Deps) *Screen {
	if d.Registry == nil {
		d.Registry = catalog.Registry()
	}
	if d.Archive == nil {
		d.Archive = NewMemArchive()
	}
	sc := &Screen{h: h, d: d, reg: d.Registry, games: Games(d.Registry, d.Order), s: &State{Workers: DefaultWorkers(d.Cores)}}
	sc.restore()
	return sc
}

// DefaultWorkers is the pool's usual size: one worker less than the
// processors (the page's own thread needs one), at least one.
func DefaultWorkers(cores int) int { return max(cores-1, 1) }

// MaxWorkers bounds the pool: each worker holds a Go instance and a run's
// memory.
const MaxWorkers = 32

// State returns the screen's state (tests).
func (sc *Screen) State() *State { return sc.s }

// Snapshot implements store.Screen.
func (sc *Screen) Snapshot() any { return sc.view(sc.h.Now()) }

// Reduce implements store.Screen.
func (sc *Screen) Reduce(a actions.Action) []store.Effect {
	switch a := a.(type) {
	case Action:
		return sc.reduce(a)
	case store.ExperimentResult:
		sc.s.unseen = true
		return sc.result(a)
	case store.ExperimentEnded:
		sc.s.unseen = true
		return sc.over(a)
	case actions.Run:
		return sc.reduce(RunExperiment{})
	case actions.Stop:
		return sc.reduce(StopExperiment{})
	}
	return nil
}

func (sc *Screen) reduce(a Action) []store.Effect {
	switch a := a.(type) {
	case FieldProblem:
		return sc.flag(a)
	case SetGame, Edit, AddConfig, RemoveConfig, SetConfigAlgorithm, SetConfigParam, LoadPreset, AddCurrentBoard:
		return sc.edit(a)
	case RunExperiment:
		return sc.start()
	case StopExperiment:
		return sc.stop()
	case ResumeExperiment:
		return sc.resume(a.ID)
	case SetWorkers:
		return sc.setWorkers(a.Workers)
	case SetPage:
		sc.s.Page = max(a.Page, 0)
		return nil
	case OpenPast:
		return sc.open(a.ID, false)
	case DeletePast:
		return sc.delete(a.ID)
	case Export:
		return sc.export(a.File)
	case EditSpecOf:
		if e := sc.s.Exp; e != nil {
			if spec, err := e.SpecOf(); err == nil {
				sc.setDraft(DraftOf(spec, sc.declared(spec.Game)))
				return sc.saveDraft()
			}
		}
		return nil
	case listed, loaded, saveFailed, deleted:
		return sc.archived(a)
	}
	return nil
}

// Tick implements store.Screen: the first tick lists the past experiments;
// while runs stream in, the page is redrawn every redrawEvery, the derived
// figures are brought up to date every deriveEvery and the clock and
// estimate once a second.
func (sc *Screen) Tick(now time.Time) ([]store.Effect, bool) {
	s := sc.s
	var fx []store.Effect
	changed := false
	if !s.listed {
		s.listed = true
		fx = append(fx, sc.list())
	}
	if e := s.Exp; e != nil {
		changed = e.derive(now, false)
		if e.running && now.Sub(s.ticked) >= time.Second {
			s.ticked, changed = now, true
		}
	}
	if s.unseen && now.Sub(s.drawnAt) >= redrawEvery {
		s.unseen, changed = false, true
	}
	if changed {
		s.drawnAt = now
	}
	return fx, changed
}

// redrawEvery is how often the page is redrawn while runs end: the
// progress line and bar move four times a second, however many runs end.
// Each redraw costs the page's thread 2–4 ms (Chrome's trace,
// BenchmarkLabSpeedupThreads), and the page's thread shares the machine's
// processors with the pool's workers: at ten a second the redraws were a
// third of its time during an experiment of small runs.
const redrawEvery = 250 * time.Millisecond

// OpenLink implements store.Screen: an experiment link (#v1/lab/…) puts
// its spec in the form, ready to run.
func (sc *Screen) OpenLink(l share.Link) []store.Effect {
	spec, err := experiment.ParseSpec([]byte(l.Board))
	if err != nil {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.bad_link", "err", linkProblem(sc.h.Lang(), err)))
		sc.h.ClearLink()
		return nil
	}
	sc.setDraft(DraftOf(spec, sc.declared(spec.Game)))
	if sc.s.Problem != "" {
		sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.link_problem", "problem", sc.s.problemIn(sc.h.Lang())))
	} else {
		sc.h.Notice(actions.NoticeNote, linkNotice(sc.h.Lang(), sc.s.Plan))
	}
	return sc.saveDraft()
}

// ShareFragment implements store.Screen: a link to the draft's spec (not
// its results): opening it puts the spec in the form, to run again.
func (sc *Screen) ShareFragment() (string, error) {
	spec, err := sc.s.Draft.Spec(sc.s.Catalog, sc.s.Declared)
	if err != nil {
		return "", err
	}
	return experiment.ShareLink(spec)
}
