package experiment_test

import (
	"errors"
	"strings"
	"testing"

	"searchlab/core/experiment"
	"searchlab/core/registry"
)

// Every registered game declares kinds of instances whose specs plan:
// its usual experiment (the Lab's first draft) uses a declared kind, and
// every instance drawn is a board the game's parser accepts; every other
// declared kind plans too (a listed kind from the game's example board).
func TestDeclaredKindsExpand(t *testing.T) {
	for _, g := range reg.Games() {
		exp, ok := reg.Experiments(g.ID)
		if !ok || len(exp.Kinds) == 0 || exp.Name == "" {
			t.Errorf("%s: declares %+v", g.ID, exp)
			continue
		}
		usual, err := experiment.Usual(reg, g.ID)
		if err != nil || usual.Game != g.ID {
			t.Errorf("%s: usual experiment %+v, %v", g.ID, usual, err)
			continue
		}
		if _, ok := exp.Kind(usual.Instances.Kind()); !ok {
			t.Errorf("%s: the usual experiment gives %s, a kind the game does not declare", g.ID, usual.Instances.Kind())
		}
		for _, k := range exp.Kinds {
			checkField(t, g.ID, k)
			s := usual
			if k.ID != usual.Instances.Kind() {
				s.Instances = experiment.Instances{}
				switch k.ID {
				case registry.KindBoards:
					s.Instances.Boards = []string{g.Example}
				case registry.KindPositions:
					s.Instances.Positions = []string{g.Example}
				default:
					t.Errorf("%s: %s is drawn but not the usual kind: this test has no values for it", g.ID, k.ID)
					continue
				}
			}
			p, err := experiment.NewPlan(reg, s)
			if err != nil {
				t.Errorf("%s, %s: %v", g.ID, k.ID, err)
				continue
			}
			if len(p.Instances) == 0 || p.Match != k.Match || len(p.Runs) == 0 {
				t.Errorf("%s, %s: %d instances, match %v, %d runs", g.ID, k.ID, len(p.Instances), p.Match, len(p.Runs))
			}
			for _, in := range p.Instances {
				if k.Match != (in.Board == "") {
					t.Errorf("%s, %s: instance %+v (a match's openings carry no board, a solve's do)", g.ID, k.ID, in)
				} else if in.Board != "" {
					if err := reg.CheckBoard(g.ID, in.Board, s.Goal); err != nil {
						t.Errorf("%s, %s: instance %q: %v", g.ID, k.ID, in.Label, err)
					}
				}
			}
		}
	}
}

// checkField checks a kind's declared fields: each names its spec key, a
// known type and a label.
func checkField(t *testing.T, game string, k registry.InstanceKind) {
	t.Helper()
	if k.Label == "" || k.Key == "" {
		t.Errorf("%s, %s: no label", game, k.ID)
	}
	listed := k.ID == registry.KindBoards || k.ID == registry.KindPositions
	if listed != (k.Hint != "") || listed != (len(k.Fields) == 0) {
		t.Errorf("%s, %s: hint %q, %d fields (a listed kind has a hint and no fields)", game, k.ID, k.Hint, len(k.Fields))
	}
	for _, f := range k.Fields {
		ok := f.Name != "" && f.Label != "" && f.Key != "" && (f.Max == 0 || f.Max >= f.Min)
		switch f.Type {
		case registry.FieldText, registry.FieldInt:
		case registry.FieldAnyOrInt:
			ok = ok && f.Number != nil && f.Number.Default >= f.Number.Min && f.Choices[0].En != "" && f.Choices[1].En != ""
		default:
			ok = false
		}
		if !ok {
			t.Errorf("%s, %s: field %+v", game, k.ID, f)
		}
	}
}

// A kind is refused for a game that does not declare it, with the
// sentence of the game that does and what this one takes; boards listed
// are taken by every game.
func TestUndeclaredKindsRefused(t *testing.T) {
	for _, owner := range reg.Games() {
		donor, _ := experiment.Usual(reg, owner.ID)
		id := donor.Instances.Kind()
		if id == registry.KindBoards {
			continue
		}
		ok, _ := reg.KindOwner(id)
		for _, g := range reg.Games() {
			exp, _ := reg.Experiments(g.ID)
			if _, declared := exp.Kind(id); declared {
				continue
			}
			s, _ := experiment.Usual(reg, g.ID)
			s.Instances = donor.Instances
			_, err := experiment.NewPlan(reg, s)
			var e *experiment.Error
			if !errors.As(err, &e) || e.Path != "instances."+id || !strings.HasPrefix(e.Msg, ok.Owner+"; for "+g.ID+" give ") {
				t.Errorf("%s with %s's %s: %v", g.ID, owner.ID, id, err)
			}
		}
	}
}
