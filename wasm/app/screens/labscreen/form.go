package labscreen

import (
	"encoding/json"
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"

	"searchlab/core/experiment"
	"searchlab/core/registry"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// usualBudget is a new draft's budget: enough for the seed projects' small
// boards, small enough that a run that wanders stops soon.
var usualBudget = experiment.Budget{MaxNodes: 1_000_000, TimeoutMS: 10_000}

// usualDraft is a new draft for game: the usual experiment it declares
// (experiment.Usual), with budget, repeats and seed taken from keep (a
// match takes no budget: its players have their own).
func (sc *Screen) usualDraft(game string, keep Draft) Draft {
	exp, _ := sc.reg.Experiments(game)
	d := Draft{Game: game, Kind: KindBoards}
	if spec, err := experiment.Usual(sc.reg, game); err == nil {
		d = DraftOf(spec, exp)
	}
	d.Budget, d.Repeats, d.Seed = keep.Budget, max(keep.Repeats, 1), keep.Seed
	if d.Budget == (experiment.Budget{}) {
		d.Budget = usualBudget
	}
	if d.Seed == 0 {
		d.Seed = 1
	}
	if k, _ := exp.Kind(d.Kind); k.Match {
		d.Budget = experiment.Budget{}
	}
	return d
}

// edit applies a change of the form and checks the draft again.
func (sc *Screen) edit(a Action) []store.Effect {
	s := sc.s
	d := s.Draft.Clone()
	switch a := a.(type) {
	case SetGame:
		if a.Game == d.Game {
			return nil
		}
		d = sc.usualDraft(a.Game, d)
		s.Bad = nil
	case Edit:
		a.Apply(&d)
		delete(s.Bad, a.Field)
	case AddConfig:
		c := ConfigDraft{}
		switch {
		case a.From >= 0 && a.From < len(d.Configs):
			c = d.Configs[a.From]
			c.Params = store.CopyMap(c.Params)
			c.Label = ""
		case len(s.Catalog) > 0:
			c.Algorithm = s.Catalog[0].ID
		}
		d.Configs = append(d.Configs, c)
	case RemoveConfig:
		if a.Index < 0 || a.Index >= len(d.Configs) {
			return nil
		}
		d.Configs = append(d.Configs[:a.Index:a.Index], d.Configs[a.Index+1:]...)
	case SetConfigAlgorithm:
		if a.Index < 0 || a.Index >= len(d.Configs) {
			return nil
		}
		d.Configs[a.Index] = ConfigDraft{Label: d.Configs[a.Index].Label, Algorithm: a.Algorithm}
	case SetConfigParam:
		if a.Index < 0 || a.Index >= len(d.Configs) {
			return nil
		}
		c := &d.Configs[a.Index]
		if c.Params == nil {
			c.Params = map[string]string{}
		}
		if strings.TrimSpace(a.Value) == "" {
			delete(c.Params, a.Name)
		} else {
			c.Params[a.Name] = a.Value
		}
	case LoadPreset:
		p, ok := experiment.PresetByName(a.Name)
		if !ok {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.no_preset", "name", strconv.Quote(a.Name)))
			return nil
		}
		d = DraftOf(p.Spec, sc.declared(p.Spec.Game))
		s.Bad = nil
	case AddCurrentBoard:
		board, goal, ok := sc.h.Board(d.Game)
		if !ok {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.no_board", "game", gameName(sc.games, sc.h.Lang(), d.Game)))
			return nil
		}
		exp := sc.declared(d.Game)
		if d.Kind != KindBoards && d.Kind != KindPositions {
			d.Kind, d.Boards = listedKind(exp), ""
		}
		block := BlockBoards(exp, d.Kind)
		boards := append(SplitBoards(block, d.Boards), board)
		d.Boards = JoinBoards(block, boards)
		if goal != "" && exp.Goal {
			d.Goal = goal
		}
	}
	for id := range s.Bad { // the fields no longer shown lose their flags
		if (d.Kind != s.Draft.Kind && !budgetField[id]) || (id == "lab-shuffle-moves" && d.Shuffle == 0) {
			delete(s.Bad, id)
		}
	}
	sc.setDraft(d)
	return sc.saveDraft()
}

// budgetField are the fields every kind shows.
var budgetField = map[string]bool{"lab-max-nodes": true, "lab-timeout": true, "lab-memory": true, "lab-repeats": true, "lab-seed": true}

// flag marks a form field whose text does not read: the draft keeps its
// last good value, and the form's check names the field instead of
// running it.
func (sc *Screen) flag(a FieldProblem) []store.Effect {
	s := sc.s
	if s.Bad == nil {
		s.Bad = map[string]string{}
	}
	if s.Bad[a.ID] == a.Problem {
		return nil
	}
	s.Bad[a.ID] = a.Problem
	sc.setDraft(s.Draft)
	return nil
}

// formOrder are the number fields in the form's order.
var formOrder = []string{"lab-count", "lab-shuffle-moves", "lab-random-seed", "lab-openings", "lab-plies", "lab-opening-seed",
	"lab-max-nodes", "lab-timeout", "lab-memory", "lab-repeats", "lab-seed", "lab-workers"}

// fieldProblems are the flagged fields' problems, in the form's order.
func (s *State) fieldProblems() string {
	ids := make([]string, 0, len(s.Bad))
	for id := range s.Bad {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := slices.Index(formOrder, ids[i]), slices.Index(formOrder, ids[j])
		return a < b || a == b && ids[i] < ids[j]
	})
	var out []string
	for _, id := range ids {
		out = append(out, s.Bad[id]+".")
	}
	return strings.Join(out, " ")
}

// setDraft takes a draft: its game's catalogue, and its plan or the
// sentence that says why it makes none.
func (sc *Screen) setDraft(d Draft) {
	s := sc.s
	s.Draft = d
	s.formVersion++
	s.Catalog, _ = sc.reg.Algorithms(d.Game)
	s.Plan, s.Problem, s.cli = nil, "", ""
	s.Problems, s.checked, s.coreProblem = nil, nil, ""
	if len(s.Bad) > 0 {
		s.Problem = s.fieldProblems()
		return
	}
	s.Declared = sc.declared(d.Game)
	spec, err := d.Spec(s.Catalog, s.Declared)
	if err == nil {
		s.Plan, err = experiment.NewPlan(sc.reg, spec)
		if err != nil {
			s.checked = experiment.Check(sc.reg, spec)
		}
	}
	var e *experiment.Error
	if err != nil && len(s.checked) == 0 && errors.As(err, &e) {
		s.checked = []*experiment.Error{e} // the draft's own (a parameter that does not read)
	}
	if err != nil {
		s.coreProblem = err.Error()
		s.Problems = formProblems(i18n.English, d, BlockBoards(s.Declared, d.Kind), s.checked)
		s.Problem = s.problemIn(i18n.English)
		return
	}
	s.cli = Command(spec, s.Workers)
}

// problemIn is why the draft makes no experiment in l ("": it does), a
// line per problem: the form's words and the core's sentences in l, built
// when shown (the page's language may change after the draft was set).
func (s *State) problemIn(l i18n.Lang) string {
	if s.coreProblem == "" {
		return s.Problem // the flagged fields' problems, or none
	}
	if len(s.checked) == 0 {
		return l.Core(s.coreProblem)
	}
	texts := make([]string, len(s.checked))
	for i, p := range formProblems(l, s.Draft, BlockBoards(s.Declared, s.Draft.Kind), s.checked) {
		texts[i] = p.Text
	}
	return strings.Join(texts, "\n")
}

// declared is what game declares for experiments (the default for a game
// the registry lacks: boards listed).
func (sc *Screen) declared(game string) registry.Experiments {
	exp, ok := sc.reg.Experiments(game)
	if !ok {
		return registry.DefaultExperiments(registry.GameInfo{ID: game, Name: game})
	}
	return exp
}

// listedKind is the kind of boards listed that a game offers: its
// positions, else its boards.
func listedKind(exp registry.Experiments) string {
	if _, ok := exp.Kind(KindPositions); ok {
		if _, ok := exp.Kind(KindBoards); !ok {
			return KindPositions
		}
	}
	return KindBoards
}

// saveDraft keeps the form across reloads.
func (sc *Screen) saveDraft() []store.Effect { return sc.h.Save(KeyDraft, sc.s.Draft) }

// restore reads the saved form and pool size; a first visit gets the
// N-puzzle's usual draft. A saved form that does not read is set aside
// and named in the store's notice.
func (sc *Screen) restore() {
	d := Draft{}
	if len(sc.games) > 0 {
		d = sc.usualDraft(sc.games[0].ID, Draft{})
	}
	if text, ok := sc.h.Load(KeyDraft); ok {
		var saved Draft
		if err := json.Unmarshal([]byte(text), &saved); err == nil && saved.Game != "" {
			d = saved
		} else {
			sc.h.Damaged(KeyDraft, "the Lab's form", text)
		}
	}
	if text, ok := sc.h.Load(KeyWorkers); ok {
		if n, err := strconv.Atoi(text); err == nil && n >= 1 && n <= MaxWorkers {
			sc.s.Workers = n
		}
	}
	sc.setDraft(d)
}

// linkNotice says what a link brought.
func linkNotice(l i18n.Lang, p *experiment.Plan) string {
	if p == nil {
		return l.T("lab.notice.link")
	}
	return l.T("lab.notice.link_runs", "n", len(p.Runs))
}
