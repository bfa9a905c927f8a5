package labscreen

import (
	"time"

	"searchlab/core/experiment"
	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
)

// PageSize is the number of rows the per-run table shows at once: the
// page draws a window of rows, never all of them, so a table of thousands
// of runs costs no more to draw than one of fifty.
const PageSize = 50

// View is what the Lab's view draws (Snapshot): copies the view may keep.
type View struct {
	// Lang is the page's language (the view's words).
	Lang    i18n.Lang
	Draft   Draft
	Catalog []registry.AlgorithmInfo
	// Declared is what the draft's game declares for experiments (its
	// kinds of instances and their fields); GameList the picker's games.
	Declared registry.Experiments
	GameList []GameChoice
	Problem  string // why the draft makes no experiment ("": it does), a line per problem
	// Marked are the form fields at fault (test ids).
	Marked  map[string]bool
	Runs    int  // the draft's runs
	Match   bool // the draft is a match experiment
	Presets []Preset
	Workers int
	Cores   int
	// RunMemory is a run's memory budget when the spec leaves it to the
	// service, for the workers chosen (RunMemory).
	RunMemory int64
	CLI       string // the draft's CLI command (Command)
	Where     string // where results are kept
	Saving    string // a problem saving results
	Past      []Record
	Exp       *ExpView
	// FormVersion and PastVersion change whenever the form or the past
	// experiments do: the views skip drawing what has not changed.
	FormVersion, PastVersion int
}

// Preset is a preset as the picker lists it.
type Preset struct{ Name, Title string }

// ExpView is the experiment shown.
type ExpView struct {
	Record
	// Lang is the page's language (the view's words).
	Lang      i18n.Lang
	Running   bool
	Crashed   int // runs whose worker died, this session
	InFlight  int
	ElapsedMS float64
	LeftMS    float64 // the estimate of the time left (-1: none yet)
	Match     bool
	// GameName is the name of its game in Lang.
	GameName string
	// The per-run table's window: Page of Pages, Rows (solve experiments)
	// or Games (match experiments) from row First (0-based) of Total.
	Page, Pages, First, Total int
	Rows                      []experiment.Row
	Games                     []experiment.MatchRow
	Summary                   experiment.Summary
	Charts                    []experiment.Chart
	CLI                       string // the CLI command of its spec
	Link                      string // the share fragment of its spec ("" when too long)
	// Derived and Charted count the recomputations of the rows and
	// summary, and of the charts (the views skip drawing them again while
	// they stay).
	Derived, Charted int
}

// presets lists the embedded presets (read once: they are compiled in).
var presets = func() []Preset {
	var out []Preset
	for _, p := range experiment.Presets() {
		out = append(out, Preset{Name: p.Name, Title: p.Spec.Name})
	}
	return out
}()

func (sc *Screen) view(now time.Time) *View {
	s := sc.s
	v := &View{Lang: sc.h.Lang(), Draft: s.Draft.Clone(), Catalog: s.Catalog, Declared: s.Declared, GameList: sc.games, Problem: s.problemIn(sc.h.Lang()), Presets: presets, Workers: s.Workers,
		Cores: sc.d.Cores, RunMemory: RunMemory(s.Workers), CLI: s.cli, Where: sc.d.Archive.Where(), Saving: s.Saving,
		Past: append([]Record(nil), s.Past...), FormVersion: s.formVersion, PastVersion: s.pastVersion}
	if s.Plan != nil {
		v.Runs, v.Match = len(s.Plan.Runs), s.Plan.Match
	}
	for _, p := range s.Problems {
		if p.Field != "" {
			if v.Marked == nil {
				v.Marked = map[string]bool{}
			}
			v.Marked[p.Field] = true
		}
	}
	if e := s.Exp; e != nil {
		v.Exp = e.view(now, s.Page)
		v.Exp.Lang = v.Lang
		v.Exp.GameName = gameName(sc.games, v.Lang, e.Game)
	}
	return v
}

func (e *Exp) view(now time.Time, page int) *ExpView {
	v := &ExpView{Record: e.Record, Running: e.running, Crashed: e.crashed, InFlight: e.inFlight,
		ElapsedMS: e.elapsedMS(now), LeftMS: e.leftMS(now), Match: e.plan.Match,
		Summary: e.summary, Charts: e.charts, CLI: e.cli, Link: e.link, Derived: e.derived, Charted: e.charted}
	v.Done = len(e.results)
	v.Total = len(e.rows)
	if e.plan.Match {
		v.Total = len(e.games)
	}
	v.Pages = max((v.Total+PageSize-1)/PageSize, 1)
	v.Page = min(page, v.Pages-1)
	v.First = v.Page * PageSize
	end := min(v.First+PageSize, v.Total)
	if e.plan.Match {
		v.Games = append([]experiment.MatchRow(nil), e.games[v.First:end]...)
	} else {
		v.Rows = append([]experiment.Row(nil), e.rows[v.First:end]...)
	}
	return v
}
