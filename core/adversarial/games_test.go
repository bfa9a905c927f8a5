package adversarial

// Test-local games: tic-tac-toe (a draw with perfect play; its full game
// tree has 549,946 nodes counting the root, 255,168 complete games) and a
// subtraction game (take 1, 2 or 3 from a pile; the last to take wins; the
// player to move loses iff the pile is a multiple of 4).

type ttt struct {
	cells [9]int8 // 0 empty, 1 X (player 0), 2 O (player 1)
	n     int8    // marks placed
}

type tttGame struct{}

var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (tttGame) ToMove(s ttt) int { return int(s.n % 2) }

func (g tttGame) Moves(s ttt, buf []int) []int {
	buf = buf[:0]
	for i, c := range s.cells {
		if c == 0 {
			buf = append(buf, i)
		}
	}
	return buf
}

func (tttGame) Apply(s ttt, m int) ttt {
	s.cells[m] = int8(s.n%2) + 1
	s.n++
	return s
}

func winner(s ttt) int8 {
	for _, l := range lines {
		if c := s.cells[l[0]]; c != 0 && c == s.cells[l[1]] && c == s.cells[l[2]] {
			return c
		}
	}
	return 0
}

func (tttGame) Terminal(s ttt) bool { return s.n == 9 || winner(s) != 0 }

func (tttGame) Utility(s ttt, p int) float64 {
	w := winner(s)
	switch {
	case w == 0:
		return 0
	case int(w-1) == p:
		return 1
	default:
		return -1
	}
}

// tttEval is tic-tac-toe with an evaluation: open lines for p minus open
// lines for the opponent, over 10 (strictly inside (-1, 1)).
type tttEval struct{ tttGame }

func (tttEval) Evaluate(s ttt, p int) float64 {
	me, op := int8(p+1), int8(2-p)
	score := 0
	for _, l := range lines {
		hasMe, hasOp := false, false
		for _, i := range l {
			hasMe = hasMe || s.cells[i] == me
			hasOp = hasOp || s.cells[i] == op
		}
		if !hasOp {
			score++
		}
		if !hasMe {
			score--
		}
	}
	return float64(score) / 10
}

type pile struct {
	n    int
	turn int
}

type subGame struct{}

func (subGame) ToMove(s pile) int { return s.turn }
func (subGame) Moves(s pile, buf []int) []int {
	buf = buf[:0]
	for k := 1; k <= 3 && k <= s.n; k++ {
		buf = append(buf, k)
	}
	return buf
}
func (subGame) Apply(s pile, k int) pile { return pile{s.n - k, 1 - s.turn} }
func (subGame) Terminal(s pile) bool     { return s.n == 0 }
func (subGame) Utility(s pile, p int) float64 {
	if p == s.turn { // the player to move at the end did not take last
		return -1
	}
	return 1
}
func (subGame) Canonical(s pile) pile { return pile{n: s.n} }
