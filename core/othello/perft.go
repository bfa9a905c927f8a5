package othello

// Perft counts the leaves of the game tree from p to the given depth,
// counting a pass as a ply and a finished game before the depth as one
// leaf (the convention of the published counts from the start position: 4,
// 12, 56, 244, 1396, 8200, 55092, 390216, 3005288 for depths 1–9). It is
// the standard check of a move generator. Cost: the number of nodes of the
// tree, about 10^6.5 at depth 9.
func Perft(p Position, depth int) int64 {
	own, opp := p.mine()
	return perft(own, opp, depth, false)
}

// perft works on the mover's and the opponent's discs; passed says the
// previous ply was a pass.
func perft(own, opp uint64, depth int, passed bool) int64 {
	if depth == 0 {
		return 1
	}
	lm := legalMask(own, opp)
	if lm == 0 {
		if passed {
			return 1 // neither side can move: the game is over
		}
		if legalMask(opp, own) == 0 {
			return 1
		}
		return perft(opp, own, depth-1, true)
	}
	if depth == 1 {
		return int64(count(lm))
	}
	var n int64
	for ; lm != 0; lm &= lm - 1 {
		sq := trailing(lm)
		f := flips(sq, own, opp)
		n += perft(opp&^f, own|f|1<<uint(sq), depth-1, false)
	}
	return n
}
