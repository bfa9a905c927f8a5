package replay

import (
	"fmt"
	"strings"

	"searchlab/core/wire"
)

// A pseudocode line names the events it shows by their kind and traits:
// one reading of an event (traitsOf) serves every algorithm, and a line
// says which of the readings it shows. The notation is a list of patterns
// separated by ";", each a wire kind name followed by trait names:
// "generate dropped cut; expand" shows the generate events of a dropped
// child whose parent was not expanded, and the expand events.

// trait is a fact about an event beyond its kind that the lines of some
// pseudocode tell apart.
type trait uint8

// The traits, each read from the event's fields (traitsOf).
const (
	// traitRoot: the event is at the root: the generate of the start (or,
	// with traitBackward, of a goal), a solution or an entered node at
	// depth 0, a tree's child under no node.
	traitRoot trait = 1 << iota
	// traitBackward: a generate of the backward side of a bidirectional
	// search.
	traitBackward
	// traitDropped: a generate whose child was not kept (a duplicate, a
	// cycle, over the bound, a neighbour only valued).
	traitDropped
	// traitCut: a dropped generate, not the root's, whose parent was not
	// expanded: the parent sat at the depth limit (parentExpanded).
	traitCut
	// traitFirst: a new bound of the first iteration (or round).
	traitFirst
	// traitWalked: a move that followed a random walk (it generated
	// states): hill climbing's restart.
	traitWalked
	// traitUphill: a move to a state valued above the step's current one:
	// an uphill move annealing accepted by chance (uphill).
	traitUphill
)

// traitNames are the traits by their name in the notation.
var traitNames = map[string]trait{
	"root": traitRoot, "backward": traitBackward, "dropped": traitDropped, "cut": traitCut,
	"first": traitFirst, "walked": traitWalked, "uphill": traitUphill,
}

// eventPattern is one pattern of a line: the events of kind that have all
// of traits.
type eventPattern struct {
	kind   wire.TraceKind
	traits trait
}

// parseOn parses a line's annotation: its patterns, none for "". A kind
// name is taken as written (the tests check each against wire's kinds);
// an unknown trait or an empty pattern is an error.
func parseOn(s string) ([]eventPattern, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var ps []eventPattern
	for _, part := range strings.Split(s, ";") {
		words := strings.Fields(part)
		if len(words) == 0 {
			return nil, fmt.Errorf("empty pattern in %q", s)
		}
		p := eventPattern{kind: wire.TraceKind(words[0])}
		for _, w := range words[1:] {
			t, ok := traitNames[w]
			if !ok {
				return nil, fmt.Errorf("unknown trait %q in %q", w, s)
			}
			p.traits |= t
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// String is the pattern in the notation, its traits in a fixed order.
func (p eventPattern) String() string {
	b := []string{string(p.kind)}
	for _, name := range []string{"root", "backward", "dropped", "cut", "first", "walked", "uphill"} {
		if p.traits&traitNames[name] != 0 {
			b = append(b, name)
		}
	}
	return strings.Join(b, " ")
}

// traitsOf reads the traits of event i of t, of those in uses only (cut
// and uphill look back along the trace).
func traitsOf(t *Trace, i int, uses trait) trait {
	ev := t.at(i)
	var have trait
	set := func(tr trait, ok bool) {
		if ok {
			have |= tr
		}
	}
	switch ev.Kind {
	case wire.KindGenerate:
		set(traitRoot, ev.Root)
		set(traitBackward, ev.Backward)
		set(traitDropped, ev.Dropped)
		set(traitCut, uses&traitCut != 0 && ev.Dropped && !ev.Root && !parentExpanded(t, i))
	case wire.KindSolution, wire.KindEnter:
		set(traitRoot, ev.Depth == 0)
	case wire.KindChild:
		set(traitRoot, ev.ParentNode < 0)
	case wire.KindNewBound:
		set(traitFirst, ev.Iteration <= 1)
	case wire.KindMove:
		set(traitWalked, ev.Generated > 0)
		set(traitUphill, uses&traitUphill != 0 && uphill(t, i))
	}
	return have & uses
}

// parentExpanded reports whether the generate event i follows the
// expansion of its parent (else its parent sits at a depth limit and was
// not expanded).
func parentExpanded(t *Trace, i int) bool {
	p := t.at(i).Parent
	for j := i - 1; j >= 0; j-- {
		switch e := t.Event(j); e.Kind {
		case wire.KindExpand:
			return e.State == p
		case wire.KindGenerate:
			if e.Parent != p {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// uphill reports whether the move event i went uphill (accepted by
// chance): its value is above the step's current value (the step's Expand,
// before the neighbour tried).
func uphill(t *Trace, i int) bool {
	k := i - 1
	for k > 0 && t.Kind(k) == wire.KindGenerate {
		k--
	}
	return k >= 0 && t.Kind(k) == wire.KindExpand && t.Event(i).Value > t.Event(k).Value
}
