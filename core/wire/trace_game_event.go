package wire

import (
	"math"

	"searchlab/core/adversarial"
)

// gameKinds are the wire names of adversarial.EventKind.
var gameKinds = [...]TraceKind{
	adversarial.Enter: KindEnter, adversarial.Leave: KindLeave, adversarial.Cutoff: KindCutoff, adversarial.TTHit: KindTTHit,
	adversarial.NewIteration: KindNewIteration, adversarial.Expand: KindExpand, adversarial.Child: KindChild,
	adversarial.Backup: KindBackup, adversarial.Solved: KindSolved,
}

// gameKindCodes are their one-byte codes (traceKindCode's).
var gameKindCodes = func() (c [len(gameKinds)]byte) {
	for k, name := range gameKinds {
		c[k] = traceKindCode(name)
	}
	return c
}()

// GameTraceEvent is a game-tree search's event on the wire: its state
// named by its id (0: none, as a Backup has) and its move by its text
// ("" at the root), Bound the depth of a new iteration only, Count the
// siblings a cutoff pruned, the bound kind of a Leave or TTHit, an open
// window's bounds left out and other non-finite numbers sent as 0.
// AddGameEvent writes the same event without this value.
func GameTraceEvent[S, M any](e *adversarial.Event[S, M], state int32, move string) TraceEvent {
	ev := TraceEvent{Kind: gameKinds[e.Kind], State: state, Node: int32(e.Node), ParentNode: int32(e.Parent), Move: move,
		Depth: e.Ply, Value: Finite(e.Value), Alpha: window(e.Alpha), Beta: window(e.Beta), Count: e.Count, Visits: e.Visits,
		Proof: e.Proof}
	switch e.Kind {
	case adversarial.NewIteration:
		ev.Bound = float64(e.Depth)
	case adversarial.Cutoff:
		ev.Count = e.Pruned
	case adversarial.Leave, adversarial.TTHit:
		ev.BoundKind = e.Bound.String()
	}
	return ev
}

// window is a bound of an alpha-beta window on the wire: nil when open.
func window(x float64) *float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return nil
	}
	return &x
}

// AddGameEvent appends to p the event GameTraceEvent(e, state, move)
// stands for, in AddEvent's bytes (TestAddGameEvent), straight from the
// search's value: only a game tree's fields are tested and the kind's
// code is an index, as AddSearchEvent does for single-agent searches.
func AddGameEvent[S, M any](p *TracePack, e *adversarial.Event[S, M], state int32, move string) {
	var bound float64
	count, boundKind := e.Count, ""
	switch e.Kind {
	case adversarial.NewIteration:
		bound = float64(e.Depth)
	case adversarial.Cutoff:
		count = e.Pruned
	case adversarial.Leave, adversarial.TTHit:
		boundKind = e.Bound.String()
	}
	value := finite(e.Value)
	alpha, beta := e.Alpha-e.Alpha == 0, e.Beta-e.Beta == 0 // finite: a closed side of the window
	m := bit(state != 0, evState) | bit(int32(e.Node) != 0, evNode) | bit(int32(e.Parent) != 0, evParentNode) | bit(move != "", evMove) |
		bit(e.Ply != 0, evDepth) | bit(bound != 0, evBound) | bit(value != 0, evValue) | bit(alpha, evAlpha) |
		bit(beta, evBeta) | bit(boundKind != "", evBoundKind) | bit(count != 0, evCount) | bit(e.Visits != 0, evVisits) |
		bit(e.Proof != 0, evProof)
	w := frameWriter{b: append(p.events, gameKindCodes[e.Kind])}
	w.b = appendSmallUvarint(w.b, m)
	if m&evState != 0 {
		w.b = appendSmallVarint(w.b, int64(state)-int64(p.prevEvent))
		p.prevEvent = state
	}
	if m&evNode != 0 {
		w.varint(int64(int32(e.Node)))
	}
	if m&evParentNode != 0 {
		w.varint(int64(int32(e.Parent)))
	}
	if m&evMove != 0 {
		w.string(move)
	}
	if m&evDepth != 0 {
		w.b = appendSmallVarint(w.b, int64(e.Ply))
	}
	if m&evBound != 0 {
		w.float(bound)
	}
	if m&evValue != 0 {
		w.b = appendSmallFloat(w.b, value)
	}
	if m&evAlpha != 0 {
		w.b = appendSmallFloat(w.b, e.Alpha)
	}
	if m&evBeta != 0 {
		w.b = appendSmallFloat(w.b, e.Beta)
	}
	if m&evBoundKind != 0 {
		w.string(boundKind)
	}
	if m&evCount != 0 {
		w.varint(int64(count))
	}
	if m&evVisits != 0 {
		w.varint(e.Visits)
	}
	if m&evProof != 0 {
		w.varint(int64(e.Proof))
	}
	keep(&p.events, w.b)
	p.nEvents++
}
