package labscreen

import (
	"encoding/json"
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// Games lists the games an experiment can be about, in the picker's
// order.
var Games = []struct{ ID, Name string }{
	{"npuzzle", "N-puzzle"}, {"bloxorz", "Bloxorz"}, {"nim", "Nim"}, {"othello", "Othello"}, {"graph", "Graph search"},
}

// usualBudget is a new draft's budget: enough for the seed projects' small
// boards, small enough that a run that wanders stops soon.
var usualBudget = experiment.Budget{MaxNodes: 1_000_000, TimeoutMS: 10_000}

// usualDraft is a new draft for game: its usual instances and two configs
// worth comparing, with budget, repeats and seed taken from keep.
func usualDraft(game string, keep Draft) Draft {
	d := Draft{Game: game, Kind: Kinds(game)[0], Budget: keep.Budget, Repeats: max(keep.Repeats, 1), Seed: keep.Seed}
	if d.Budget == (experiment.Budget{}) {
		d.Budget = usualBudget
	}
	if d.Seed == 0 {
		d.Seed = 1
	}
	switch game {
	case "npuzzle":
		d.Size, d.Count, d.RandomSeed = "3x3", 10, 1
		d.Configs = []ConfigDraft{{Algorithm: "astar", Params: map[string]string{"heuristic": "manhattan"}},
			{Algorithm: "idastar", Params: map[string]string{"heuristic": "manhattan"}}}
	case "bloxorz":
		d.Levels = "1 2 3 4 5"
		d.Configs = []ConfigDraft{{Algorithm: "bfs"}, {Algorithm: "astar"}}
	case "nim":
		d.Boards = "3 4 5\n1 3 5 7\n2 5 7 9"
		d.Configs = []ConfigDraft{{Algorithm: "minimax"}, {Algorithm: "alphabeta"}}
	case "graph":
		// AIMA's map and a misleading heuristic, then random graphs.
		d.Boards = JoinBoards(game, []string{"sample:romania", "sample:misleading", "sample:inadmissible", "random:1", "random:2", "random:3"})
		d.Configs = []ConfigDraft{{Algorithm: "ucs"}, {Algorithm: "greedy"}, {Algorithm: "astar"}}
	case "othello":
		d.OpeningCount, d.OpeningPlies, d.OpeningSeed = 4, 6, 1
		d.Configs = []ConfigDraft{{Label: "Alpha-beta (depth 3)", Algorithm: "alphabeta", Params: map[string]string{"depth": "3"}},
			{Label: "MCTS (UCT, 300)", Algorithm: "mcts-uct", Params: map[string]string{"iterations": "300"}}}
		d.Budget = experiment.Budget{} // a match takes its players' own budgets
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
		d = usualDraft(a.Game, d)
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
		d = DraftOf(p.Spec)
		s.Bad = nil
	case AddCurrentBoard:
		board, goal, ok := sc.h.Board(d.Game)
		if !ok {
			sc.h.Notice(actions.NoticeError, sc.h.Lang().T("lab.notice.no_board", "game", gameNameIn(sc.h.Lang(), d.Game)))
			return nil
		}
		if d.Kind != KindBoards && d.Kind != KindPositions {
			d.Kind, d.Boards = KindBoards, ""
			if d.Game == "nim" {
				d.Kind = KindPositions
			}
		}
		boards := append(SplitBoards(d.Game, d.Boards), board)
		d.Boards = JoinBoards(d.Game, boards)
		if goal != "" && d.Game == "npuzzle" {
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
	if len(s.Bad) > 0 {
		s.Problem = s.fieldProblems()
		return
	}
	s.Problems = nil
	spec, err := d.Spec(s.Catalog)
	if err == nil {
		s.Plan, err = experiment.NewPlan(sc.reg, spec)
		if err != nil {
			s.Problems = formProblems(d, experiment.Check(sc.reg, spec))
		}
	}
	var e *experiment.Error
	if err != nil && len(s.Problems) == 0 && errors.As(err, &e) {
		s.Problems = []problem{formProblem(d, e)} // the draft's own (a parameter that does not read)
	}
	if err != nil {
		s.Problem = err.Error()
		if len(s.Problems) > 0 {
			texts := make([]string, len(s.Problems))
			for i, p := range s.Problems {
				texts[i] = p.Text
			}
			s.Problem = strings.Join(texts, "\n")
		}
		return
	}
	s.cli = Command(spec, s.Workers)
}

// gameNameIn is game id's name in l: the Lab's English name, or the
// catalogue's name of the game in another language.
func gameNameIn(l i18n.Lang, id string) string { return l.GameName(id, gameName(id)) }

// gameName is a game's name in sentences (English).
func gameName(id string) string {
	for _, g := range Games {
		if g.ID == id {
			return g.Name
		}
	}
	return id
}

// saveDraft keeps the form across reloads.
func (sc *Screen) saveDraft() []store.Effect { return sc.h.Save(KeyDraft, sc.s.Draft) }

// restore reads the saved form and pool size; a first visit gets the
// N-puzzle's usual draft. A saved form that does not read is set aside
// and named in the store's notice.
func (sc *Screen) restore() {
	d := usualDraft("npuzzle", Draft{})
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
