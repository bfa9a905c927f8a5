package othello

// The recursive part of PVS (pvs.go): the subtrees with at most
// pvsRecDepth plies left, and the shallow searches that order the moves of
// deeper nodes. Same rules as the stack part: whole discs, fail-soft, the
// first move with the full window and the others with a null window,
// exact solving when the end of the game is within reach.

// evaluate scores a horizon node: the exact score when the game is over,
// else the learned evaluation.
func (s *PVS) evaluate(own, opp uint64) int {
	if legalMask(own, opp) == 0 && legalMask(opp, own) == 0 {
		return final(own, opp)
	}
	s.usedEval = true
	return s.eval.Discs(own, opp)
}

// search returns the value of (own to move, opp) searched depth plies deep
// within the window (alpha, beta), fail-soft. passed says the previous ply
// was a pass.
func (s *PVS) search(own, opp uint64, depth, alpha, beta int, passed bool) int {
	if n := count(^(own | opp)); n <= depth && n <= pvsExactEmpties {
		return s.solve(own, opp, alpha, beta, passed)
	}
	if s.nodes >= s.maxNodes {
		s.stopped = true
		return 0
	}
	s.nodes++
	if depth == 0 {
		return s.evaluate(own, opp)
	}
	lm := legalMask(own, opp)
	if lm == 0 {
		if passed || legalMask(opp, own) == 0 {
			return final(own, opp)
		}
		return -s.search(opp, own, depth-1, -beta, -alpha, true)
	}
	hashMove := NoMove
	useTT := s.tt != nil && depth >= 2
	if useTT {
		if e, ok := s.tt.probe(own, opp); ok {
			if int(e.depth) >= depth {
				lo, hi := int(e.lower), int(e.upper)
				if lo >= beta || hi <= alpha || lo == hi {
					s.ttHits++
					s.usedEval = s.usedEval || e.depth != exactDepth
					if hi <= alpha {
						return hi
					}
					return lo
				}
			}
			hashMove = e.move
		}
	}
	if depth == 1 {
		return s.searchLeaves(own, opp, lm, alpha, beta)
	}
	if beta == alpha+1 {
		if v, ok := s.probCut(own, opp, depth, alpha, beta); ok {
			return v
		}
	}
	var ml moveList
	s.order(&ml, own, opp, lm, hashMove, depth)
	best, bestMove := -65, NoMove
	a := alpha
	for i := range ml.n {
		mv := &ml.m[i]
		var v int
		if i == 0 {
			v = -s.search(mv.opp, mv.own, depth-1, -beta, -a, false)
		} else {
			v = -s.search(mv.opp, mv.own, depth-1, -a-1, -a, false)
			if v > a && v < beta && !s.stopped {
				v = -s.search(mv.opp, mv.own, depth-1, -beta, -v, false)
			}
		}
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, mv.sq
			if v > a {
				a = v
				if v >= beta {
					s.cutoffs++
					break
				}
			}
		}
	}
	if useTT {
		s.tt.store(own, opp, depth, alpha, beta, best, bestMove)
	}
	return best
}

// searchLeaves is search at depth 1: every move's child is a horizon node
// (evaluated, or scored exactly when the game ends there).
func (s *PVS) searchLeaves(own, opp, lm uint64, alpha, beta int) int {
	best := -65
	for b := lm; b != 0; b &= b - 1 {
		sq := trailing(b)
		f := flips(sq, own, opp)
		if s.nodes >= s.maxNodes {
			s.stopped = true
			return 0
		}
		s.nodes++
		v := -s.evaluate(opp&^f, own|f|1<<uint(sq))
		if v > best {
			best = v
			if v >= beta {
				s.cutoffs++
				return v
			}
		}
	}
	return best
}

// order fills ml with the moves of lm, best first: the table's move, then
// (with Ordering) fastest first at mobilityOrderDepth plies left or fewer,
// else by a shallow search of each child: its evaluation for the opponent
// below remaining depth 6, a search of shallowDepth(depth) plies from
// there on; without Ordering in board order.
func (s *PVS) order(ml *moveList, own, opp, lm uint64, hashMove Move, depth int) {
	ml.n = 0
	sd := shallowDepth(depth)
	defer func(u bool) { s.usedEval = u }(s.usedEval) // ordering does not make a value inexact
	for b := lm; b != 0; b &= b - 1 {
		sq := trailing(b)
		f := flips(sq, own, opp)
		nown, nopp := own|f|1<<uint(sq), opp&^f
		key := 0
		switch {
		case Move(sq) == hashMove:
			key = -1 << 30
		case !s.p.Ordering:
			key = sq
		case depth <= mobilityOrderDepth:
			om := legalMask(nopp, nown)
			key = (count(om)+count(om&cornerMask))*16 + count(neighbours(nown)&^(nown|nopp)) - cornerStability(nown)
		case sd == 0:
			key = s.eval.Discs(nopp, nown)
		default:
			key = s.search(nopp, nown, sd, -65, 65, false)
		}
		j := ml.n
		for ; j > 0 && ml.m[j-1].key > key; j-- {
			ml.m[j] = ml.m[j-1]
		}
		ml.m[j] = moveEntry{sq: Move(sq), own: nown, opp: nopp, key: key}
		ml.n++
	}
}

// mobilityOrderDepth: nodes with at most this many plies left order
// their moves fastest first (the opponent's replies, corners counting
// twice, then potential mobility and corner stability: the endgame
// solver's key, movelist.go) instead of by the children's evaluation,
// which costs about as much as the depth-1 searches it orders. On
// BenchmarkPVS's 12 positions (one paired run, load ~20): depth 10
// full width 505k nodes 283 ms CPU → 444k 228 ms; with ProbCut (t=1.5)
// 64k 30 ms → 71k 24 ms. From depth 3: 446k 152 ms, 73k 24 ms (not
// clearly better with ProbCut).
const mobilityOrderDepth = 2

// shallowDepth is the depth of the ordering search at a node with depth
// plies left (0: the child's evaluation).
func shallowDepth(depth int) int {
	switch {
	case depth >= 10:
		return 2
	case depth >= 6:
		return 1
	}
	return 0
}
