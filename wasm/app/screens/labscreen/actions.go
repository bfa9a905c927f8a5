package labscreen

import (
	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
)

// Actions of the Lab. Every one embeds own, which routes it to the Lab
// whichever screen is shown (an archive's answer may come after the person
// switched screens).

// Action marks the Lab's actions.
type Action interface {
	actions.Routed
	isLab()
}

type own struct{ actions.Own }

func (own) Screen() string { return ID }
func (own) isLab()         {}

// The form.
type (
	// SetGame starts a new draft for Game (its usual instances and
	// configs), keeping the budget, repeats and seed.
	SetGame struct {
		own
		Game string
	}
	// Edit changes the draft: Apply gets a copy to change (the view's
	// field handlers). Field, when set, is the form field (its test id)
	// whose value now reads: its flag goes (FieldProblem).
	Edit struct {
		own
		Apply func(d *Draft)
		Field string
	}
	// FieldProblem flags the form field ID (its test id), whose text does
	// not read (Problem says why): the draft keeps the field's last good
	// value and the experiment does not run until the field reads.
	FieldProblem struct {
		own
		ID, Problem string
	}
	// AddConfig appends a config (the game's first algorithm, or a copy of
	// config From when From ≥ 0); RemoveConfig drops config Index.
	AddConfig struct {
		own
		From int
	}
	RemoveConfig struct {
		own
		Index int
	}
	// SetConfigAlgorithm changes config Index's algorithm (its parameter
	// texts go).
	SetConfigAlgorithm struct {
		own
		Index     int
		Algorithm string
	}
	// SetConfigParam sets the text of a parameter of config Index ("":
	// the default).
	SetConfigParam struct {
		own
		Index       int
		Name, Value string
	}
	// LoadPreset puts the preset Name in the form.
	LoadPreset struct {
		own
		Name string
	}
	// AddCurrentBoard appends the current board of the game's own screen
	// to the boards listed (switching the instances to a list).
	AddCurrentBoard struct{ own }
)

// Running.
type (
	// RunExperiment runs the draft (Stop: actions.Stop or StopExperiment).
	RunExperiment    struct{ own }
	StopExperiment   struct{ own }
	ResumeExperiment struct {
		own
		ID string
	}
	// SetWorkers sets the pool's number of workers (at least 1).
	SetWorkers struct {
		own
		Workers int
	}
)

// Results and past experiments.
type (
	// SetPage shows page Page (from 0) of the per-run table.
	SetPage struct {
		own
		Page int
	}
	// OpenPast shows the past experiment ID (its results from the
	// archive); DeletePast forgets it.
	OpenPast struct {
		own
		ID string
	}
	DeletePast struct {
		own
		ID string
	}
	// Export saves File (ExportRunsCSV …, or a chart's file, "name.svg"
	// or "name.png") of the experiment shown.
	Export struct {
		own
		File string
	}
	// EditSpecOf puts the spec of the experiment shown back in the form.
	EditSpecOf struct{ own }
)

// The archive's answers.
type (
	listed struct {
		own
		records []Record
		err     error
	}
	loaded struct {
		own
		rec     Record
		results []experiment.Result
		err     error
		resume  bool
	}
	saveFailed struct {
		own
		err error
	}
	deleted struct {
		own
		id  string
		err error
	}
)
