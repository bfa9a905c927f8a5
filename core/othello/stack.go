package othello

import (
	"slices"
	"unsafe"
)

// stack is the explicit stack of a principal-variation search on Othello
// positions, shared by the exact solver (Endgame) and PVS: frame i is the
// node at ply i; the first child of a node is searched with the node's
// window, the others with a null window (alpha, alpha+1) and again with
// the full window when they fail high (Marsland & Campbell 1982;
// Reinefeld 1983). The searches decide how a node is entered (the table,
// terminal positions, move ordering), which children are searched by
// recursion instead of a new frame, and what a finished node means.
type stack struct {
	root   Position
	frames []frame
	sp     int // index of the top frame, −1 when empty
}

// frame is one node of the stack: own to move against opp, the window
// (alpha, beta), the best value so far and its child, the ordered
// children and the principal variation below the best child.
type frame struct {
	own, opp    uint64
	move        Move // the move that led here
	passed      bool // that move was a pass
	depth       int  // plies left (PVS)
	alpha, beta int
	best        int
	bestIdx     int
	moves       []moveEntry
	next        int
	fromTT      bool // the value came without searching (table, cutoff)
	null        bool // the child being searched got a null window
	research    bool // search child next−1 again with the full window
	pv          []Move
}

// enter pushes a node and returns its frame (reusing the slices of a
// frame left earlier at that ply).
func (k *stack) enter(own, opp uint64, m Move, passed bool, depth, alpha, beta int) *frame {
	k.sp++
	if k.sp == len(k.frames) {
		k.frames = append(k.frames, frame{})
	}
	f := &k.frames[k.sp]
	*f = frame{own: own, opp: opp, move: m, passed: passed, depth: depth, alpha: alpha, beta: beta,
		best: -65, bestIdx: -1, moves: f.moves[:0], pv: f.pv[:0]}
	return f
}

// top is the top frame.
func (k *stack) top() *frame { return &k.frames[k.sp] }

// hasWork reports whether the top frame has a child to search (or to
// search again).
func (k *stack) hasWork() bool {
	f := k.top()
	return f.research || (f.next < len(f.moves) && f.best < f.beta)
}

// nextChild advances the top frame to its next child (or back to the one
// that failed high) and returns it with its window from the child's side:
// the full window for the first child, a re-search and, with allMoves,
// every root move; a null window otherwise.
func (k *stack) nextChild(allMoves bool) (mv moveEntry, alpha, beta int) {
	f := k.top()
	full := f.research
	if full {
		f.research = false
		f.next--
	}
	i := f.next
	f.next++
	a := max(f.alpha, f.best)
	alpha, beta = -f.beta, -a
	f.null = false
	switch {
	case k.sp == 0 && allMoves:
		alpha, beta = -65, 65
	case !full && i > 0 && f.bestIdx >= 0 && a+1 < f.beta:
		alpha, beta = -a-1, -a
		f.null = true
	}
	return f.moves[i], alpha, beta
}

// childDone hands the value v (for the top frame's mover) of the child
// just searched, with its principal variation, to the top frame. At the
// root it returns the move's score (exact when its window contained it);
// improved says the child became the best, cutoff that it ended the node
// early. A null-window child that failed high is marked for a re-search
// instead.
func (k *stack) childDone(v int, pv []Move, allMoves bool) (ms MoveScore, improved, cutoff bool) {
	f := k.top()
	i := f.next - 1
	ms = MoveScore{Move: f.moves[i].sq, Score: v, Exact: allMoves || (!f.null && v > max(f.alpha, f.best) && v < f.beta)}
	if f.null && v > max(f.alpha, f.best) && v < f.beta {
		f.research = true // failed high on the null window: search it again
		return ms, false, false
	}
	if v > f.best {
		f.best, f.bestIdx, improved = v, i, true
		f.pv = append(append(f.pv[:0], f.moves[i].sq), pv...)
	}
	return ms, improved, f.best >= f.beta && f.next < len(f.moves)
}

// bestMove is the move of the top frame's best child (NoMove when none).
func (f *frame) bestMove() Move {
	if f.bestIdx < 0 {
		return NoMove
	}
	return f.moves[f.bestIdx].sq
}

// position rebuilds the Position of frame i (for events).
func (k *stack) position(i int) Position {
	f := &k.frames[i]
	c := k.root.Turn
	if i%2 == 1 {
		c = c.Other()
	}
	if c == White {
		return Position{Black: f.opp, White: f.own, Turn: White}
	}
	return Position{Black: f.own, White: f.opp, Turn: Black}
}

// childPosition is the Position of a child of the top frame: own to move
// against opp, one ply below it.
func (k *stack) childPosition(own, opp uint64) Position {
	c := k.root.Turn
	if (k.sp+1)%2 == 1 {
		c = c.Other()
	}
	if c == White {
		return Position{Black: opp, White: own, Turn: White}
	}
	return Position{Black: own, White: opp, Turn: Black}
}

// bytes estimates the stack's memory: frames, move lists and principal
// variations.
func (k *stack) bytes() int64 {
	var f frame
	var m Move
	var me moveEntry
	b := int64(cap(k.frames)) * int64(unsafe.Sizeof(f))
	for i := range k.frames {
		b += int64(cap(k.frames[i].moves))*int64(unsafe.Sizeof(me)) + int64(cap(k.frames[i].pv))*int64(unsafe.Sizeof(m))
	}
	return b
}

// setScore records ms in list, replacing an earlier score of its move.
func setScore(list []MoveScore, ms MoveScore) []MoveScore {
	if k := slices.IndexFunc(list, func(x MoveScore) bool { return x.Move == ms.Move }); k >= 0 {
		list[k] = ms
		return list
	}
	return append(list, ms)
}
