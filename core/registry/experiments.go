package registry

import "math/rand/v2"

// Kinds of instances an experiment draws from a game, as an experiment
// spec names them (core/experiment.Instances). The set is the spec's: a
// game chooses among them and says how it fills each.
const (
	// KindBoards: boards listed in the game's text form. Every game
	// takes them (a spec may list boards for any game); a game declares
	// the kind to offer it in the Lab's form.
	KindBoards = "boards"
	// KindPositions: positions listed, one a line; the same as boards,
	// named for a two-player game.
	KindPositions = "positions"
	// KindRandom: boards drawn from a seed (fields size, count, shuffle,
	// seed).
	KindRandom = "random"
	// KindLevels: the game's built-in levels, "all" or a list of numbers
	// (field levels).
	KindLevels = "levels"
	// KindOpenings: random openings of a match between the configs
	// (fields count, plies, seed).
	KindOpenings = "openings"
)

// Types of a kind's form field (KindField.Type).
const (
	// FieldText is one line of text.
	FieldText = "text"
	// FieldInt is a whole number in [Min, Max] (Max 0: no upper bound).
	FieldInt = "int"
	// FieldAnyOrInt is "any" (the value 0) or a whole number from 1: a
	// choice, then the number when it is not "any".
	FieldAnyOrInt = "any-or-int"
)

// InstanceSource is what a game implements, besides Game, to say what an
// experiment can draw from it (core/experiment, the Lab's form): its
// kinds of instances with their form fields, how it draws the ones that
// are drawn, and the Lab's first draft. A game that does not implement it
// offers boards listed, one a line (DefaultExperiments).
type InstanceSource interface {
	Experiments() Experiments
}

// Experiments is a game's declaration for experiments.
type Experiments struct {
	// Name is the game's short name in the Lab ("N-puzzle"); GameInfo's
	// Name when empty.
	Name string
	// Kinds are the kinds the Lab's form offers, in the order the form
	// and the messages list them.
	Kinds []InstanceKind
	// Goal: a spec may give the goal of every board (the game has a goal
	// board of its own, its parser's default).
	Goal bool
	// Usual is the Lab's first draft for the game: an experiment spec's
	// JSON (core/experiment.Spec) whose budget, repeats and seed the Lab
	// replaces with the person's own.
	Usual string
}

// InstanceKind is one kind of instances a game offers.
type InstanceKind struct {
	// ID is the kind as the spec names it (KindRandom …).
	ID string
	// Label names the kind in the Lab's picker (English), Key is its
	// message in the page's catalogue (the Lab shows Label when the
	// catalogue has no such key).
	Label, Key string
	// Phrase names the kind in sentences ("openings (a match)"); ID when
	// empty.
	Phrase string
	// Owner is the sentence that refuses the kind for a game that does not
	// offer it ("levels are Bloxorz stages").
	Owner string
	// Match: the instances are the openings of a match between the
	// configs, which play each one twice (colours swapped), not boards
	// solved one by one.
	Match bool
	// Block (listed kinds): a board takes several lines, and the boards
	// are separated by a blank line.
	Block bool
	// Hint and HintKey (listed kinds): the line of help under the text
	// of the boards, in English and as a message key.
	Hint, HintKey string
	// Fields are the kind's fields in the form's order (none for the
	// listed kinds, which the form shows as one text).
	Fields []KindField
	// Draw draws the instances of a drawn kind (KindRandom, KindLevels)
	// from the spec's values; nil for the other kinds, which are generic.
	Draw func(d Draw) ([]Instance, error)
}

// PhraseOr is the kind's phrase in sentences.
func (k InstanceKind) PhraseOr() string {
	if k.Phrase != "" {
		return k.Phrase
	}
	return k.ID
}

// KindField is one field of a kind in the Lab's form.
type KindField struct {
	// Name is the field's key in the spec's kind ("size", "count").
	Name string
	// Type is FieldText, FieldInt or FieldAnyOrInt.
	Type string
	// Label and Help say the field in English; Key is its message key in
	// the page's catalogue (the help is Key+".help"), the English shown
	// when the catalogue lacks it.
	Label, Help, Key string
	// Min and Max bound a number (Max 0: no upper bound).
	Min, Max int64
	// Wide: a text that holds a list (the form gives it room).
	Wide bool
	// Choices (FieldAnyOrInt) name its two choices, "any" then a number,
	// whose own field (its label, help, key, bounds and Default, the
	// number the form starts from) is Number.
	Choices [2]Label
	Number  *KindField
	Default int64
}

// Label is a text of the Lab's form: its English and its message key in
// the page's catalogue (the English shows when the catalogue lacks it).
type Label struct {
	En, Key string
}

// Draw is what a drawn kind reads from the spec: its path for messages,
// the kind's values, the spec's goal and each instance's generator.
type Draw struct {
	// Path is the kind's path in the spec ("instances.random"); an
	// error names a field below it (Path + ".size", Path + "[2]").
	Path string
	// KindRandom: Count boards of Size, Moves random moves from the
	// goal (0: uniform over the solvable boards); board i drawn from
	// Rand(i).
	Size  string
	Count int
	Moves int
	Rand  func(i int) *rand.Rand
	// KindLevels: All, or the level numbers as written.
	All  bool
	List []string
	// Goal is the spec's goal ("": the game's).
	Goal string
}

// Instance is one drawn instance: its label in tables and the board the
// solve requests carry.
type Instance struct {
	Label, Board string
}

// InstanceError is a drawn kind's error about one field of the spec:
// Path is the spec's path of the field at fault.
type InstanceError struct {
	Path, Msg string
}

func (e *InstanceError) Error() string { return e.Path + ": " + e.Msg }

// DefaultExperiments is the declaration of a game that makes none: boards
// listed, one a line.
func DefaultExperiments(info GameInfo) Experiments {
	return Experiments{Name: info.Name, Kinds: []InstanceKind{BoardsKind("", "")}}
}

// BoardsKind is the kind KindBoards with a hint under its text (English
// and message key; "" for the Lab's usual one).
func BoardsKind(hint, hintKey string) InstanceKind {
	if hint == "" {
		hint, hintKey = "One board a line, in the game's text form.", "lab.hint.boards"
	}
	return InstanceKind{ID: KindBoards, Label: "Boards listed", Key: "lab.kind.boards", Hint: hint, HintKey: hintKey}
}

// Experiments is the declaration of game (DefaultExperiments when the game
// makes none), with Name filled in; false for an unknown game.
func (r *Registry) Experiments(game string) (Experiments, bool) {
	g, ok := r.byID[game]
	if !ok {
		return Experiments{}, false
	}
	e := DefaultExperiments(g.Info())
	if src, ok := g.(InstanceSource); ok {
		e = src.Experiments()
	}
	if e.Name == "" {
		e.Name = g.Info().Name
	}
	return e, true
}

// Kind is the kind id that game offers, if it does.
func (e Experiments) Kind(id string) (InstanceKind, bool) {
	for _, k := range e.Kinds {
		if k.ID == id {
			return k, true
		}
	}
	return InstanceKind{}, false
}

// KindOwner is a kind as the first game in registry order that offers it
// declares it: its Owner sentence refuses the kind for the others.
func (r *Registry) KindOwner(id string) (InstanceKind, bool) {
	for _, g := range r.games {
		e, _ := r.Experiments(g.Info().ID)
		if k, ok := e.Kind(id); ok && k.Owner != "" {
			return k, true
		}
	}
	return InstanceKind{}, false
}
