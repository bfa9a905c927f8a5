package experiment

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"searchlab/core/registry"
)

// maxOpeningPlies is the longest random opening a match request accepts
// (api.PlayMatch).
const maxOpeningPlies = 20

// instances checks the spec's instances and draws the drawn ones, as the
// game declares them (registry.InstanceSource): listed boards with the
// game's parser, random boards and levels with the game's Draw, openings
// numbered; match reports a match experiment. A spec may list boards for
// any game; another kind only for a game that offers it.
func instances(reg *registry.Registry, s Spec) (out []Instance, match bool, err error) {
	in := s.Instances
	kinds := 0
	for _, set := range []bool{in.Boards != nil, in.Random != nil, in.Levels != nil, in.Positions != nil, in.Openings != nil} {
		if set {
			kinds++
		}
	}
	switch {
	case kinds == 0:
		return nil, false, errAt("instances", "empty: give one of boards, random, levels, positions or openings")
	case kinds > 1:
		return nil, false, errAt("instances", "gives more than one kind of instances: give exactly one")
	}
	if in.Boards != nil {
		out, err = boardInstances(reg, s, "instances.boards", in.Boards)
		return out, false, err
	}
	exp, _ := reg.Experiments(s.Game)
	id := in.Kind()
	kind, ok := exp.Kind(id)
	if !ok {
		return nil, false, refuse(reg, exp, s.Game, id)
	}
	path := "instances." + id
	switch id {
	case registry.KindPositions:
		out, err = boardInstances(reg, s, path, in.Positions)
	case registry.KindOpenings:
		out, err = openingInstances(s)
	default:
		out, err = drawInstances(s, kind, path)
	}
	return out, kind.Match, err
}

// Kind is the kind of instances given (registry.KindBoards …), the first
// when several are given, "" when none is.
func (in Instances) Kind() string {
	switch {
	case in.Boards != nil:
		return registry.KindBoards
	case in.Random != nil:
		return registry.KindRandom
	case in.Levels != nil:
		return registry.KindLevels
	case in.Positions != nil:
		return registry.KindPositions
	case in.Openings != nil:
		return registry.KindOpenings
	}
	return ""
}

// refuse is the error of a kind the game does not offer: the sentence of
// the game that offers it, and what the spec's game takes.
func refuse(reg *registry.Registry, exp registry.Experiments, game, id string) error {
	owner := id + " are no game's here"
	if k, ok := reg.KindOwner(id); ok {
		owner = k.Owner
	}
	return errAt("instances."+id, "%s; for %s give %s", owner, game, kindsFor(exp))
}

// kindsFor names the instances a game takes, for messages: its declared
// kinds ("levels or boards"), boards when it declares none.
func kindsFor(exp registry.Experiments) string {
	var names []string
	for _, k := range exp.Kinds {
		names = append(names, k.PhraseOr())
	}
	if len(names) == 0 {
		return registry.KindBoards
	}
	return strings.Join(names, " or ")
}

func checkCount(path string, n, most int) error {
	switch {
	case n < 1:
		return errAt(path, "empty: give at least one")
	case n > most:
		return errAt(path, "has %d, more than the %d allowed", n, most)
	}
	return nil
}

// boardInstances checks listed boards with the game's own parser.
func boardInstances(reg *registry.Registry, s Spec, path string, boards []string) ([]Instance, error) {
	if err := checkCount(path, len(boards), MaxInstances); err != nil {
		return nil, err
	}
	out := make([]Instance, len(boards))
	for i, b := range boards {
		if err := reg.CheckBoard(s.Game, b, s.Goal); err != nil {
			return nil, errAt(index(path, i), "%s", apiMsg(err))
		}
		out[i] = Instance{Label: boardLabel(b, i), Board: b}
	}
	return out, nil
}

// boardLabel is the board text when it is one line of at most 64 bytes,
// else "board N" (1-based).
func boardLabel(b string, i int) string {
	t := strings.TrimSpace(b)
	if len(t) <= 64 && !strings.ContainsAny(t, "\r\n") {
		return t
	}
	return fmt.Sprintf("board %d", i+1)
}

// drawInstances draws the instances of a drawn kind (random boards,
// levels) with the game's Draw: instance i of instances.random from its
// own generator, registry.NewRand(DeriveSeed(seed, i)). The counts are
// checked here, the values by the game.
func drawInstances(s Spec, kind registry.InstanceKind, path string) ([]Instance, error) {
	d := registry.Draw{Path: path, Goal: s.Goal}
	switch in := s.Instances; {
	case in.Random != nil:
		r := in.Random
		d.Size, d.Count, d.Moves = r.Size, r.Count, r.Shuffle.Moves
		d.Rand = func(i int) *rand.Rand { return registry.NewRand(DeriveSeed(r.Seed, i)) }
		if err := checkCount(field(path, "count"), r.Count, MaxInstances); err != nil {
			return nil, err
		}
	case in.Levels != nil:
		d.All, d.List = in.Levels.All, in.Levels.List
		if !d.All {
			if err := checkCount(path, len(d.List), MaxInstances); err != nil {
				return nil, err
			}
		}
	}
	if kind.Draw == nil {
		return nil, errAt(path, "the game declares %s but does not draw them", kind.ID)
	}
	got, err := kind.Draw(d)
	var ie *registry.InstanceError
	switch {
	case errors.As(err, &ie):
		return nil, errAt(ie.Path, "%s", ie.Msg)
	case err != nil:
		return nil, errAt(path, "%s", err)
	}
	out := make([]Instance, len(got))
	for i, g := range got {
		out[i] = Instance{Label: g.Label, Board: g.Board}
	}
	return out, nil
}

// openingInstances numbers the openings of a match experiment 1…count.
func openingInstances(s Spec) ([]Instance, error) {
	const path = "instances.openings"
	o := s.Instances.Openings
	if err := checkCount(field(path, "count"), o.Count, MaxOpenings); err != nil {
		return nil, err
	}
	if o.Plies < 0 || o.Plies > maxOpeningPlies {
		return nil, errAt(field(path, "plies"), "must be from 0 to %d, not %d", maxOpeningPlies, o.Plies)
	}
	out := make([]Instance, o.Count)
	for i := range out {
		out[i] = Instance{Label: strconv.Itoa(i + 1)}
	}
	return out, nil
}
